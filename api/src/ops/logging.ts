// Structured JSON logs (pino, Fastify's logger) for the api: the shared options (platform/ops/logging), the request
// id on every request line (Fastify's `reqId`, taken from the bff's x-request-id), query secrets redacted.
import type { FastifyServerOptions } from 'fastify';
import { baseLogConfig, logDestination, redactUrl, type LogOptions } from '../../../platform/ops/logging';

export type { LogOptions };

/** Fastify `logger` options of the api: JSON lines, redaction, only method/url/ip of requests. */
export function apiLoggerOptions(options: LogOptions = {}): NonNullable<FastifyServerOptions['logger']> {
  return {
    ...baseLogConfig('api', options),
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
    stream: logDestination(options),
  };
}
