// Structured JSON logs (pino) for the bff: the shared options (platform/ops/logging), one line per GraphQL
// operation with its request id (the same id the upstream calls carry, so api lines join bff lines).
import pino, { type Logger } from 'pino';
import { baseLogConfig, logDestination, type LogOptions } from '../../../platform/ops/logging';

export type { LogOptions };

export function createBffLogger(options: LogOptions = {}): Logger {
  const config = {
    ...baseLogConfig('bff', options),
    serializers: {
      // Method and path only: GraphQL GETs carry variables (possibly a password) in the query string.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        remoteAddress: req.ip,
      }),
    },
  };
  return pino(config, logDestination(options));
}
