// Structured JSON logs (pino, Fastify's logger) for the api: level from LOG_LEVEL, the request id on every
// request line (Fastify's `reqId`, taken from the bff's x-request-id), and secrets redacted wherever they appear.
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Paths pino censors: credentials in headers, bodies and errors, at the top level or one level down. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  ...[
    'password',
    'newPassword',
    'oldPassword',
    'token',
    'sid',
    'cookie',
    'authorization',
    'serviceToken',
    'cardNumber',
    'cvc',
    'cvv',
    'verification',
    'currentPassword',
  ].flatMap((key) => [key, `*.${key}`]),
];

// Query parameters whose values are secrets (tokens in links, card numbers pasted in a search).
const SECRET_PARAM = /^(token|access_token|password|sid|card(number)?|cvc|cvv)$/i;

/** The URL as logged: secret query values replaced, so a token in a link never reaches the log. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAM.test(key)) {
      params.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

export interface LogOptions {
  /** Where lines go (default stdout); tests pass a stream to read them. */
  stream?: DestinationStream;
  /** Default LOG_LEVEL, else `info`. */
  level?: string;
}

/** Fastify `logger` options shared by the api: JSON lines, redaction, only method/url/ip of requests. */
export function apiLoggerOptions(options: LogOptions = {}): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    base: { service: 'api' },
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
    ...(options.stream ? { stream: options.stream } : {}),
  };
}
