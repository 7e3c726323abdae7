// Structured JSON logs (pino) for the bff: level from LOG_LEVEL, one line per GraphQL operation with its
// request id (the same id the upstream calls carry, so api lines join bff lines), secrets redacted.
import pino, { type DestinationStream, type Logger } from 'pino';

/** Paths pino censors: credentials in headers, variables and errors, at the top level or one level down. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
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

export interface LogOptions {
  /** Where lines go (default stdout); tests pass a stream to read them. */
  stream?: DestinationStream;
  /** Default LOG_LEVEL, else `info`. */
  level?: string;
}

export function createBffLogger(options: LogOptions = {}): Logger {
  const config = {
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    base: { service: 'bff' },
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      // Method and path only: GraphQL GETs carry variables (possibly a password) in the query string.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        remoteAddress: req.ip,
      }),
    },
  };
  return options.stream ? pino(config, options.stream) : pino(config);
}
