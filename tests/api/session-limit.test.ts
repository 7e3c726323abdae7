// The api's per-session share: one token's burst of calls waits behind itself, not ahead of other callers,
// and a burst beyond the queue is refused with 429 and Retry-After. The mechanism is tested on a bare
// Fastify with a slow route (PGlite handles one request at a time anyway); the api itself on PostgreSQL.
import { setTimeout as sleep } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, RETRY_AFTER_SECONDS, installSessionLimit, sessionLimits } from '../../api/src/http/session-limit';
import type { HttpError } from '../../api/src/http/errors';
import { backends, startTestApi, type TestApi } from './support/api';
import { login } from './support/client';

let app: FastifyInstance | undefined;
let api: TestApi | undefined;
afterEach(async () => {
  await app?.close();
  await api?.close();
  app = api = undefined;
});

/** A server whose one route takes `delay` ms, behind the session limit. */
async function slowServer(limits: { concurrency: number; queue: number }, delay = 20) {
  app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    reply.status((error as HttpError).statusCode ?? 500).send({ message: (error as HttpError).message }),
  );
  await app.register(cookie);
  let running = 0;
  let most = 0;
  await app.register(async (scope) => {
    installSessionLimit(scope, limits);
    scope.get('/slow', async () => {
      most = Math.max(most, ++running);
      await sleep(delay);
      running--;
      return { ok: true };
    });
    scope.get('/stream', { config: { auth: 'stream' } }, async () => ({ ok: true }));
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const call = (token: string | null, path = '/slow') => fetch(url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { call, most: () => most };
}

describe('the session limit', () => {
  it('reads its limits from the environment, with defaults', () => {
    expect(sessionLimits({})).toEqual({ concurrency: 8, queue: 200 });
    expect(sessionLimits({ API_SESSION_CONCURRENCY: '3', API_SESSION_QUEUE: '0' })).toEqual({ concurrency: 3, queue: 0 });
  });

  it("runs at most N of a token's calls at once and serves another token's call before the burst ends", async () => {
    const server = await slowServer({ concurrency: 2, queue: 100 });
    const order: string[] = [];
    const burst = Array.from({ length: 20 }, () => server.call('token-a').then((r) => (order.push('a'), r.status)));
    await sleep(5);
    const other = server.call('token-b').then((r) => (order.push('b'), r.status));
    expect(await Promise.all([...burst, other])).toEqual(Array(21).fill(200));
    // token-a never had more than 2 calls in the handler, token-b added at most its one; without the limit
    // the whole burst would run at once and finish before b.
    expect(server.most()).toBeLessThanOrEqual(3);
    expect(order.indexOf('b')).toBeLessThan(10);
  });

  it('answers 429 with Retry-After beyond the queue, and serves the token again once it drains', async () => {
    // Each call takes 150 ms: the burst arrives while the first one runs.
    const server = await slowServer({ concurrency: 1, queue: 2 }, 150);
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.call('token-a')));
    const refused = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused.length + answers.filter((r) => r.status === 200).length).toBe(8);
    for (const r of refused) {
      expect(((await r.json()) as { message: string }).message).toBe(BUSY_MESSAGE);
      expect(r.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    }
    expect((await server.call('token-a')).status).toBe(200);
  });

  it('does not limit calls without a token, nor the event stream', async () => {
    const server = await slowServer({ concurrency: 1, queue: 0 });
    const anonymous = await Promise.all(Array.from({ length: 5 }, () => server.call(null)));
    expect(anonymous.map((r) => r.status)).toEqual(Array(5).fill(200));
    const held = server.call('token-a');
    const stream = await Promise.all(Array.from({ length: 3 }, () => server.call('token-a', '/stream')));
    expect(stream.map((r) => r.status)).toEqual(Array(3).fill(200));
    expect((await held).status).toBe(200);
  });
});

// PGlite runs one request at a time, so the api's limit shows on PostgreSQL.
for (const backend of backends({ postgres: true }).filter((b) => b.name === 'postgres')) {
  describe(`the api's session limit (${backend.name})`, () => {
    it("answers another session's call before one session's burst has finished", { timeout: 60_000 }, async () => {
      process.env.API_SESSION_CONCURRENCY = '2';
      try {
        api = await startTestApi(backend);
      } finally {
        delete process.env.API_SESSION_CONCURRENCY;
      }
      const [a, b] = await Promise.all([login(api.url, 'admin@acme.example'), login(api.url, 'crm@acme.example')]);
      const order: string[] = [];
      const list = (c: typeof a, keyword: string) => c.post('/api/Person/PagingAndSorting', { pageSize: 100, parameter: { keyword } });
      const burst = Array.from({ length: 24 }, (_, i) => list(a, 'aeioulnrst'[i % 10]!).then((r) => (order.push('a'), r.status)));
      await sleep(5);
      const small = list(b, 'a').then((r) => (order.push('b'), r.status));
      expect(await Promise.all([...burst, small])).toEqual(Array(25).fill(200));
      expect(order.indexOf('b')).toBeLessThan(12);
    });
  });
}
