import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../../bff/src/server';
import { gql } from './support/harness';
import { STUB_SESSION, startStubUpstream } from './support/stub-upstream';

// A real collection between the requests and while they wait: the deadline must not depend on what the
// garbage collector keeps (a composite AbortSignal stops firing once its timeout signal is collected).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let stub: Awaited<ReturnType<typeof startStubUpstream>>;
const bffs: RunningBff[] = [];
const trickles = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  stub = await startStubUpstream({
    'GET /api/UserMainMenu/InitialData': () => STUB_SESSION,
    // Answers at once, then trickles one byte every 2 s and never ends: no silence long enough for a body timeout.
    'POST /api/Organization/PagingAndSorting': (_req, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":[');
      const t = setInterval(() => res.write(' '), 2_000);
      trickles.add(t);
      res.on('close', () => {
        clearInterval(t);
        trickles.delete(t);
      });
    },
  });
});
afterAll(async () => {
  for (const t of trickles) clearInterval(t);
  for (const b of bffs) await b.close();
  await stub?.close();
});

async function bffWith(options: { deadlineMs?: number; callTimeoutMs?: number }) {
  const bff = await startBff({ apiUrl: stub.url, graphiql: false, ...options });
  bffs.push(bff);
  return bff;
}

/** Five requests at once against the trickling api, a collection while they wait; each must answer in time. */
async function roundAgainstTrickle(bff: RunningBff, limitMs: number) {
  const started = performance.now();
  const pending = Array.from({ length: 5 }, () =>
    gql(bff.url, '{ organizations(first: 5) { totalCount } }', undefined, { bearer: 'stub-token' }).then((res) => ({
      res,
      ms: performance.now() - started,
    })),
  );
  await new Promise((r) => setTimeout(r, 200));
  gc();
  const results = await Promise.all(pending);
  for (const { res, ms } of results) {
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
    expect(ms).toBeLessThan(limitMs);
  }
}

describe('the request deadline and the call timeout', () => {
  it('cuts an upstream answer that trickles on past the whole-response timeout, every time, also after a collection', async () => {
    const bff = await bffWith({ callTimeoutMs: 1_500 });
    for (let round = 0; round < 3; round++) {
      await roundAgainstTrickle(bff, 4_000);
      gc();
    }
  });

  it('answers at the request deadline when it comes before the call timeout, every time, also after a collection', async () => {
    const bff = await bffWith({ deadlineMs: 1_500, callTimeoutMs: 60_000 });
    for (let round = 0; round < 3; round++) {
      await roundAgainstTrickle(bff, 4_000);
      gc();
    }
  });
});
