// Live fan-out: an event is executed once per (document, variables, session) and the result reused for every
// socket that shares them; sockets of other sessions or with other documents get their own execution.
import type { ExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FanOut } from '../../bff/src/fanout';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

/** A source that yields what is pushed to it and records whether it was ended. */
function pushSource() {
  const pending: ((r: IteratorResult<ExecutionResult>) => void)[] = [];
  const queued: ExecutionResult[] = [];
  const state = { returned: false };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    next: () =>
      queued.length ? Promise.resolve({ value: queued.shift()!, done: false }) : new Promise((resolve) => pending.push(resolve)),
    return: async () => {
      state.returned = true;
      for (const p of pending.splice(0)) p({ value: undefined, done: true });
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  const emit = (value: ExecutionResult) => {
    const waiting = pending.shift();
    if (waiting) waiting({ value, done: false });
    else queued.push(value);
  };
  return { iterator, state, emit };
}

async function drain(it: AsyncIterator<ExecutionResult>, into: ExecutionResult[]) {
  for (;;) {
    const r = await it.next();
    if (r.done) return;
    into.push(r.value);
  }
}

describe('FanOut', () => {
  it('starts one execution for 1,000 subscribers of a key, delivers each result to all, and ends it when the last leaves', async () => {
    const fanout = new FanOut(100);
    const source = pushSource();
    let starts = 0;
    const start = () => {
      starts++;
      return source.iterator;
    };
    const subs = (await Promise.all(
      Array.from({ length: 1_000 }, () => fanout.subscribe('k', start)),
    )) as AsyncGenerator<ExecutionResult>[];
    expect(starts).toBe(1);
    const got = subs.map(() => [] as ExecutionResult[]);
    subs.forEach((s, i) => void drain(s, got[i]!));

    source.emit({ data: { n: 1 } });
    const deadline = Date.now() + 5_000;
    while (got.some((g) => g.length === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(got.every((g) => g.length === 1 && g[0]!.data!.n === 1)).toBe(true);
    expect(fanout.stats()).toEqual({ streams: 1, subscribers: 1_000, executions: 1 });

    for (const s of subs.slice(1)) await s.return(undefined);
    expect(source.state.returned).toBe(false);
    await subs[0]!.return(undefined);
    expect(source.state.returned).toBe(true);
    expect(fanout.stats().streams).toBe(0);
  });

  it('keeps keys apart, and hands a start that fails with errors to every subscriber without sharing it', async () => {
    const fanout = new FanOut();
    let starts = 0;
    const refusal = { errors: [{ message: 'Authentication required' }] } as unknown as ExecutionResult;
    const results = await Promise.all([
      fanout.subscribe('a', () => (starts++, refusal)),
      fanout.subscribe('a', () => (starts++, refusal)),
      fanout.subscribe('b', () => (starts++, refusal)),
    ]);
    expect(starts).toBe(2);
    expect(results).toEqual([refusal, refusal, refusal]);
    expect(fanout.stats().streams).toBe(0);
  });
});

let stack: Stack;
const clients: Client[] = [];
beforeAll(async () => {
  stack = await startStack();
  await stack.bff.hub!.connected;
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await stack?.close();
});

const LIVE = `subscription { recordChanged(type: "Organization") { change recordId record { name permission } } }`;
const LIVE_OTHER = `subscription { recordChanged(type: "Organization") { change record { name } } }`;

async function subscribe(cookie: string, query: string): Promise<AnyData[]> {
  const url = stack.bff.url.replace(/^http/, 'ws') + '/graphql';
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin: stack.bff.url } });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieWebSocket, lazy: false, retryAttempts: 0 });
  clients.push(client);
  const events: AnyData[] = [];
  client.subscribe(
    { query },
    { next: (v) => events.push(v.data!.recordChanged as AnyData), error: () => undefined, complete: () => undefined },
  );
  return events;
}

describe('recordChanged fan-out', () => {
  it('executes an event once per document and session, not once per socket', async () => {
    const [admin, crm] = await Promise.all([
      loginCookie(stack.bff.url, 'admin@acme.example'),
      loginCookie(stack.bff.url, 'crm@acme.example'),
    ]);
    const adminSockets = await Promise.all(Array.from({ length: 6 }, () => subscribe(admin, LIVE)));
    const adminOther = await Promise.all(Array.from({ length: 3 }, () => subscribe(admin, LIVE_OTHER)));
    const crmSockets = await Promise.all(Array.from({ length: 3 }, () => subscribe(crm, LIVE)));
    const deadline = Date.now() + 5_000;
    while (stack.bff.fanout.stats().subscribers < 12 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(stack.bff.fanout.stats()).toMatchObject({ streams: 3, subscribers: 12 });
    const before = stack.bff.fanout.stats().executions;

    const org = (await gql(stack.bff.url, `{ organizations(first: 1) { edges { node { id } } } }`, undefined, { cookie: admin })).body.data!
      .organizations.edges[0].node;
    const saved = await gql(
      stack.bff.url,
      `mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { __typename } }`,
      { input: { id: org.id, name: 'Fan-out Ltd' } },
      { cookie: admin },
    );
    expect(saved.body.data!.updateOrganization.__typename).toBe('UpdateOrganizationSuccess');

    const all = [...adminSockets, ...adminOther, ...crmSockets];
    while (all.some((e) => e.length === 0) && Date.now() < deadline + 5_000) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    for (const events of adminSockets)
      expect(events).toEqual([{ change: 'UPDATED', recordId: org.id, record: { name: 'Fan-out Ltd', permission: 'LOCK' } }]);
    for (const events of adminOther) expect(events).toEqual([{ change: 'UPDATED', record: { name: 'Fan-out Ltd' } }]);
    // Each session reads the record with its own permission.
    for (const events of crmSockets)
      expect(events).toEqual([
        { change: 'UPDATED', recordId: org.id, record: { name: 'Fan-out Ltd', permission: expect.not.stringMatching(/^LOCK$/) } },
      ]);
    // Twelve sockets, three (document, session) pairs: three executions.
    expect(stack.bff.fanout.stats().executions - before).toBe(3);
  });
});
