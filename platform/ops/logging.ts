// platform/: Node runtime plumbing that both server tiers run the same way (logs, /metrics access, shutdown).
// Not contract/ (that is what the api and the bff say to each other over HTTP) and not a tier: it imports no tier,
// the api and the bff import it, the web may not (Node only); esbuild bundles it into each tier, as contract/.
//
// Structured JSON logs (pino): the level from LOG_LEVEL, the tier's name on every line, secrets redacted wherever
// they appear. Each tier adds its request serializer (the api logs redacted query strings, the bff none).
import pino, { type DestinationStream } from 'pino';

/** Paths pino censors: credentials in headers, bodies, variables and errors, at the top level or one level down. */
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

/** The pino options every tier shares: level, `service` on each line, redaction. */
export function baseLogConfig(service: string, options: LogOptions = {}) {
  return {
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    base: { service },
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
  };
}

/** Lines are written to stdout in batches of this many bytes, or at the latest after LOG_FLUSH_MS. */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * Where a tier's lines go: the caller's stream, else stdout in batches. A write per line (a line per request)
 * cost the bff 4–10% of its CPU in profiles, in system calls; pino flushes what is pending when the process exits.
 */
export function logDestination(options: LogOptions = {}): DestinationStream {
  return options.stream ?? pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
}
