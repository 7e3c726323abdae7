// Who may read a tier's /metrics. Metrics name routes, operations and volumes, not data, but they are an operator's
// view: without METRICS_TOKEN only callers on this machine (loopback) get them; with it, any caller with the token.
// (platform/: see platform/ops/logging.ts.)
import { timingSafeEqual } from 'node:crypto';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function metricsAllowed(
  remoteAddress: string | undefined,
  authorization: string | undefined,
  token = process.env.METRICS_TOKEN,
): boolean {
  if (token) {
    const sent = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? '';
    const a = Buffer.from(sent);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  return LOOPBACK.test(remoteAddress ?? '');
}
