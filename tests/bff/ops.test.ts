// Operations of the bff: readiness follows the api (and recovers), GraphQL answers with codes while the api is
// away, metrics that move, graceful shutdown (in-flight requests drain, graphql-ws sockets close with 1001),
// and JSON logs that carry the request id (the api logs the same id) and no password or cookie.
import { Writable } from 'node:stream';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startApi, type RunningApi } from '../../api/src/server';
import { startBff, type RunningBff } from '../../bff/src/server';
import { gql, loginCookie } from './support/harness';
import { STUB_SESSION, startStubUpstream } from './support/stub-upstream';

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** Sum of the samples of one metric whose labels include `labels` (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  return text
    .split('\n')
    .filter(
      (l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    )
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

/** Polls `check` until it holds; a check that throws (a pooled connection the server had just closed) is tried again. */
async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

describe('bff with its api away and back', () => {
  let api: RunningApi;
  let bff: RunningBff;
  let apiPort: number;
  beforeAll(async () => {
    api = await startApi({ dataDir: 'memory://', serviceToken: 'ops-service-token' });
    apiPort = Number(new URL(api.url).port);
    bff = await startBff({ apiUrl: api.url, serviceToken: 'ops-service-token' });
    await bff.hub!.connected;
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  it('answers /ready 503 and GraphQL errors with a code while the api is down, and recovers when it is back', async () => {
    const cookie = await loginCookie(bff.url, 'crm@acme.example');
    expect((await fetch(`${bff.url}/ready`)).status).toBe(200);
    const connections = bff.hub!.connections;

    await api.close();
    const ready = await fetch(`${bff.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', api: 'unavailable' });
    expect((await fetch(`${bff.url}/health`)).status).toBe(200);
    // The viewer alone may be answered from the session's cached lookups (bff/src/lookups.ts): a list always asks the api.
    const down = await gql(bff.url, 'query OpsViewer { viewer { username } organizations(first: 1) { totalCount } }', undefined, {
      cookie,
    });
    expect(down.status).toBe(200);
    expect(down.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(down.body.errors?.[0]?.message).toMatch(/upstream/i);

    api = await startApi({ dataDir: 'memory://', port: apiPort, serviceToken: 'ops-service-token' });
    await until(async () => (await fetch(`${bff.url}/ready`)).status === 200, 5_000);
    // The hub stream reconnects within its 2 s back-off cap, so subscriptions hear events again.
    await until(async () => bff.hub!.connections > connections, 5_000);
    const fresh = await loginCookie(bff.url, 'crm@acme.example');
    const up = await gql(bff.url, 'query OpsViewer { viewer { username } }', undefined, { cookie: fresh });
    expect(up.body.data?.viewer.username).toBe('crm@acme.example');
  });

  it('exposes operation, upstream, subscription and event-loop metrics that move', async () => {
    const read = async () => (await fetch(`${bff.url}/metrics`)).text();
    const cookie = await loginCookie(bff.url, 'crm@acme.example');
    const before = await read();
    // A list: the viewer alone may come from the session's cached lookups, with no upstream call to count.
    await gql(bff.url, 'query OpsMetrics { viewer { username } organizations(first: 1) { totalCount } }', undefined, { cookie });
    await gql(bff.url, 'query OpsMetrics { viewer { username } organizations(first: 1) { totalCount } }', undefined, { cookie });
    const after = await read();
    const op = { operation_name: 'OpsMetrics', operation_type: 'query', outcome: 'ok' };
    expect(
      sample(after, 'graphql_operation_duration_seconds_count', op) - sample(before, 'graphql_operation_duration_seconds_count', op),
    ).toBe(2);
    const upstream = { method: 'POST', route: '/api/Organization/PagingAndSorting', status: '2xx' };
    expect(sample(after, 'bff_upstream_request_duration_seconds_count', upstream)).toBeGreaterThan(
      sample(before, 'bff_upstream_request_duration_seconds_count', upstream),
    );
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds\{/m);

    const client = createClient({
      url: `${bff.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie, origin: bff.url } });
        }
      },
      retryAttempts: 0,
    });
    const open = { operation_name: 'OpsBell' };
    const dispose = client.subscribe(
      { query: 'subscription OpsBell { notificationAdded { id } }' },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    await until(async () => sample(await read(), 'graphql_subscriptions_open', open) === 1, 5_000);
    expect(sample(await read(), 'graphql_ws_sockets_open')).toBeGreaterThanOrEqual(1);
    dispose();
    await until(async () => sample(await read(), 'graphql_subscriptions_open', open) === 0, 5_000);
    await client.dispose();
  });
});

describe('bff graceful shutdown', () => {
  it('drains an in-flight request, closes graphql-ws sockets with 1001 and cuts an SSE subscription after the drain window', async () => {
    const stub = await startStubUpstream({
      'GET /api/UserMainMenu/InitialData': async () => {
        await new Promise((r) => setTimeout(r, 800));
        return STUB_SESSION;
      },
    });
    const bff = await startBff({ apiUrl: stub.url });
    try {
      const socket = new WebSocket(`${bff.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      await new Promise<void>((resolve, reject) => {
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
        socket.on('message', (m: Buffer) => (JSON.parse(m.toString()).type === 'connection_ack' ? resolve() : undefined));
        socket.on('error', reject);
      });

      // A subscription over SSE never ends by itself: close cuts it after the drain window instead of hanging.
      const sse = await fetch(`${bff.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: 'Bearer stub-token' },
        body: JSON.stringify({ query: 'subscription { notificationAdded { id } }' }),
      });
      expect(sse.headers.get('content-type')).toContain('text/event-stream');
      const sseEnded = sse.text().then(
        () => Date.now(),
        () => Date.now(),
      );

      const inFlight = gql(bff.url, '{ viewer { username } }', undefined, { bearer: 'stub-token' });
      await new Promise((r) => setTimeout(r, 200));
      const closeStarted = Date.now();
      const closing = bff.close();
      const port = new URL(bff.url).port;
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.body.data?.viewer.username).toBe('stub@example.com');
      expect(await closed).toBe(1001);
      await closing;
      expect(Date.now() - closeStarted).toBeLessThan(8_000);
      expect((await sseEnded) - closeStarted).toBeGreaterThanOrEqual(1_000);
      // Closed means closed: nothing listens any more.
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    } finally {
      await bff.close();
      await stub.close();
    }
  });
});

describe('bff logs', () => {
  it('log the request id in both tiers and never the password or the session cookie', async () => {
    const bffLogs = captureLogs();
    const apiLogs = captureLogs();
    const api = await startApi({ dataDir: 'memory://', logger: { stream: apiLogs.stream, level: 'info' } });
    const bff = await startBff({ apiUrl: api.url, logger: { stream: bffLogs.stream, level: 'info' } });
    try {
      const login = await gql(
        bff.url,
        'mutation OpsLogin($input: LoginInput!) { login(input: $input) { __typename } }',
        { input: { username: 'admin@acme.example', password: 'demo1234' } },
        { headers: { 'x-request-id': 'ops-bff-login' } },
      );
      expect(login.body.data?.login.__typename).toBe('LoginSuccess');
      const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
      // With a list: the viewer alone may come from the session's cached lookups, with no upstream call to carry the id.
      const viewer = await gql(bff.url, 'query OpsLogViewer { viewer { username } organizations(first: 1) { totalCount } }', undefined, {
        cookie: `sid=${sid}`,
        headers: { 'x-request-id': 'ops-bff-viewer' },
      });
      expect(viewer.headers.get('x-request-id')).toBe('ops-bff-viewer');
      // GET puts variables in the URL: the log keeps the path only.
      await gql(bff.url, 'query OpsGet($p: String) { viewer { username } }', { p: 'demo1234' }, { method: 'GET', cookie: `sid=${sid}` });

      const bffText = bffLogs.lines.join('\n');
      const apiText = apiLogs.lines.join('\n');
      const operation = bffLogs.lines
        .map((l) => JSON.parse(l) as { msg: string; reqId?: string; operationName?: string })
        .find((l) => l.operationName === 'OpsLogViewer');
      expect(operation).toMatchObject({ msg: 'graphql operation', reqId: 'ops-bff-viewer' });
      // The id went upstream with the call and the api logged it.
      expect(apiText).toContain('ops-bff-viewer');
      expect(apiText).toContain('ops-bff-login');
      for (const text of [bffText, apiText]) {
        expect(text).not.toContain('demo1234');
        expect(text).not.toContain(sid);
      }
    } finally {
      await bff.close();
      await api.close();
    }
  });
});
