// Liveness and readiness of the bff. /health: the process answers (never touches the api, so an api outage
// does not get the bff restarted). /ready: the api answers its own /ready (database included) within a bound;
// while it does not, load balancers stop sending new work here and the bff answers GraphQL with UPSTREAM errors.
// Right after a start /ready is also 503 ("warming") while the bff compiles the web's operations (a few seconds).
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';

const READY_TIMEOUT_MS = 2_000;

export async function upstreamReady(apiUrl: string, timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  const base = apiUrl.replace(/\/$/, '');
  try {
    const res = await request(`${base}/ready`, {
      signal: AbortSignal.timeout(timeoutMs),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    await res.body.dump();
    return res.statusCode === 200;
  } catch {
    return false;
  }
}

/** `warm`: whether the bff's own start-up work is done (the persisted operations compiled, jit-warmup.ts). */
export function registerHealth(app: FastifyInstance, apiUrl: string, warm: () => boolean = () => true): void {
  app.get('/health', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/ready', { logLevel: 'warn' }, async (_request, reply) => {
    const api = await upstreamReady(apiUrl);
    const status = !api ? 'unavailable' : warm() ? 'ok' : 'warming';
    return reply.status(status === 'ok' ? 200 : 503).send({ status, api: api ? 'ok' : 'unavailable' });
  });
}
