// One caller's share of the api: at most API_SESSION_CONCURRENCY requests carrying one session or API token
// are handled at a time (authentication included); the next ones wait in order, and beyond API_SESSION_QUEUE waiting the
// api answers 429 with Retry-After. A client that fires hundreds of calls at once then queues behind itself
// instead of ahead of everyone else (the database runs a bounded number of queries at a time).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { HttpError } from './errors';

/** The limits from the environment (read when the api is built): API_SESSION_CONCURRENCY (8), API_SESSION_QUEUE (200). */
export function sessionLimits(env: NodeJS.ProcessEnv = process.env) {
  const n = (v: string | undefined, fallback: number) => (v !== undefined && v !== '' && Number.isInteger(Number(v)) ? Number(v) : fallback);
  return { concurrency: Math.max(1, n(env.API_SESSION_CONCURRENCY, 8)), queue: Math.max(0, n(env.API_SESSION_QUEUE, 200)) };
}
/** Seconds a refused client is asked to wait. */
export const RETRY_AFTER_SECONDS = 1;
export const BUSY_MESSAGE = 'Too many requests at once for this session; please retry shortly.';

interface Lane {
  active: number;
  waiting: (() => void)[];
}

/**
 * The lane of a request: the session cookie or bearer token it carries (before authentication, so a burst
 * also waits for its own token checks); null when not limited (no token: sign-in, public routes).
 */
function laneKey(request: FastifyRequest): string | null {
  // The event stream stays open for hours: it would hold a place for good.
  if (request.routeOptions.config?.auth === 'stream') return null;
  const header = request.headers.authorization;
  const token = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : request.cookies?.sid;
  return token ? createHash('sha256').update(token).digest('base64url') : null;
}

/** Installs the limit on the routes of `app`'s scope (registered after @fastify/cookie). */
export function installSessionLimit(app: FastifyInstance, { concurrency: limit, queue } = sessionLimits()) {
  const lanes = new Map<string, Lane>();

  app.addHook('onRequest', async (request, reply) => {
    const key = laneKey(request);
    if (!key) return;
    let lane = lanes.get(key);
    if (!lane) {
      lane = { active: 0, waiting: [] };
      lanes.set(key, lane);
    }
    const own = lane;
    if (own.active >= limit) {
      if (own.waiting.length >= queue) {
        void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new HttpError(429, BUSY_MESSAGE);
      }
      const gone = await new Promise<boolean>((resolve) => {
        const go = () => {
          reply.raw.off('close', onClose);
          resolve(false);
        };
        // A client that gives up while waiting leaves the queue.
        const onClose = () => {
          const at = own.waiting.indexOf(go);
          if (at >= 0) own.waiting.splice(at, 1);
          resolve(true);
        };
        own.waiting.push(go);
        reply.raw.once('close', onClose);
      });
      if (gone) return reply.hijack();
    }
    own.active++;
    let released = false;
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      own.active--;
      const next = own.waiting.shift();
      if (next) next();
      else if (own.active === 0) lanes.delete(key);
    });
  });
}
