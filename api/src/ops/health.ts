// Liveness and readiness. /health: the process answers (no dependency is touched, so a slow database never
// gets the process restarted). /ready: the database answers a query within a bound; load balancers and the
// bff stop sending work while it does not.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, db: Db): void {
  const live = async () => ({ status: 'ok' });
  app.get('/health', { config: { auth: 'public' }, logLevel: 'warn' }, live);
  app.get('/ready', { config: { auth: 'public' }, logLevel: 'warn' }, async (_request, reply) => {
    const ok = await databaseAnswers(db);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: ok ? 'ok' : 'unavailable' });
  });
}
