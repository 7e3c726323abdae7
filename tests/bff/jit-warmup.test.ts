// The bff compiles the web's persisted operations before /ready (bff/src/jit-warmup.ts), so no user waits for
// graphql-jit's first compile of a screen (~0.8 s for the detail page) after a start or a deploy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../../api/src/server';
import { PersistedJit } from '../../bff/src/jit-warmup';
import { loadPersistedManifest } from '../../bff/src/persisted';
import { schema } from '../../bff/src/schema';
import { startBff, type RunningBff } from '../../bff/src/server';
import AppShellQuery from '../../web/src/app/shell/__generated__/AppShellQuery.graphql';
import LoginMutation from '../../web/src/features/auth/mutations/__generated__/useLoginMutation.graphql';
import NotificationAdded from '../../web/src/features/notifications/subscriptions/__generated__/useNotificationAddedSubscription.graphql';
import { PASSWORD } from './support/harness';

const manifest = loadPersistedManifest();
const textOf = (id: string | null | undefined) => {
  const text = id ? manifest.get(id) : undefined;
  if (!text) throw new Error(`operation ${id} is not in the persisted manifest (run relay-compiler)`);
  return text;
};
const SHELL = textOf(AppShellQuery.params.id);
const LOGIN = textOf(LoginMutation.params.id);
const NOTIFICATION_ADDED = textOf(NotificationAdded.params.id);

describe('PersistedJit', () => {
  it('compiles the queries and mutations of its manifest, not subscriptions or broken texts, once', async () => {
    const jit = new PersistedJit(
      new Map([
        ['shell', SHELL],
        ['login', LOGIN],
        ['live', NOTIFICATION_ADDED],
        ['broken', 'query Broken {'],
      ]),
    );
    expect(jit.ready).toBe(true); // nothing asked, nothing pending

    const warming = jit.warm(schema);
    expect(jit.ready).toBe(false);
    expect(jit.warm(schema)).toBe(warming);
    const report = await warming;
    expect(jit.ready).toBe(true);
    expect(report).toMatchObject({ compiled: 2, skipped: 2 });

    expect(typeof jit.cache.get(SHELL)?.query).toBe('function');
    expect(typeof jit.cache.get(LOGIN)?.query).toBe('function');
    expect(jit.cache.get(NOTIFICATION_ADDED)).toBeUndefined();
    expect(jit.hits).toBe(2);
  });

  it('stops after the current compile when asked (the bff is closing)', async () => {
    const jit = new PersistedJit(manifest);
    const warming = jit.warm(schema);
    jit.stop();
    const report = await warming;
    expect(report.compiled + report.skipped).toBe(0);
    expect(jit.ready).toBe(true);
  });

  it('keeps only persisted operations: an ad-hoc document cannot grow it', () => {
    const jit = new PersistedJit(new Map([['shell', SHELL]]));
    const entry = { query: () => ({ data: null }), stringify: JSON.stringify };
    jit.cache.set('{ viewer { username } }', entry);
    expect(jit.cache.get('{ viewer { username } }')).toBeUndefined();
    // A persisted operation a request compiled first is kept (the warm-up then skips it).
    jit.cache.set(SHELL, entry);
    expect(jit.cache.get(SHELL)).toBe(entry);
  });
});

describe('a bff started with warmJit', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let bff: RunningBff;
  beforeAll(async () => {
    api = await startApi({ port: 0, dataDir: 'memory://' });
    bff = await startBff({ apiUrl: api.url, serviceToken: api.serviceToken, warmJit: true });
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  const post = async (body: Record<string, unknown>, cookie?: string) => {
    const res = await fetch(new URL('/graphql', bff.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { res, body: (await res.json()) as { data?: Record<string, { __typename?: string } | null>; errors?: unknown[] } };
  };

  it('answers /ready 503 "warming" until the web operations are compiled, then runs them from that code', async () => {
    // The warm-up compiles one operation per macrotask: it has not finished when startBff returns.
    expect(bff.jit.ready).toBe(false);
    const early = await fetch(`${bff.url}/ready`);
    expect(early.status).toBe(503);
    expect(await early.json()).toEqual({ status: 'warming', api: 'ok' });
    // While warming the bff still answers (a load balancer just does not send it new work yet).
    expect((await fetch(`${bff.url}/health`)).status).toBe(200);

    const report = await bff.jit.warm(schema);
    const queriesAndMutations = [...manifest.values()].filter((t) => !t.startsWith('subscription')).length;
    expect(report.compiled).toBeGreaterThan(queriesAndMutations * 0.9); // the few left run on graphql-js (jit-cost.ts)
    expect((await fetch(`${bff.url}/ready`)).status).toBe(200);

    const hits = bff.jit.hits;
    const login = await post({
      documentId: LoginMutation.params.id,
      operationName: 'useLoginMutation',
      variables: { input: { username: 'crm@acme.example', password: PASSWORD } },
    });
    expect(login.body.data?.login?.__typename).toBe('LoginSuccess');
    const cookie = /sid=[^;]+/.exec(login.res.headers.get('set-cookie') ?? '')?.[0];
    const shell = await post({ documentId: AppShellQuery.params.id, operationName: 'AppShellQuery', variables: {} }, cookie);
    expect(shell.body.errors).toBeUndefined();
    expect(shell.body.data?.viewer).toBeTruthy();
    // Both ran on the code compiled before /ready (the plugin found it instead of compiling).
    expect(bff.jit.hits).toBe(hits + 2);
  });
});
