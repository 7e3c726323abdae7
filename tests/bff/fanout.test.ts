// Live fan-out: an event is executed once per (document, variables, session) and the result reused for every
// socket that shares them; sockets of other sessions or with other documents get their own execution.
import { GraphQLError, type ExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FanOut, type FrameSink } from '../../bff/src/fanout';
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
    expect(fanout.stats()).toEqual({ streams: 1, subscribers: 1_000, executions: 1, serialisations: 0 });

    for (const s of subs.slice(1)) await s.return(undefined);
    expect(source.state.returned).toBe(false);
    await subs[0]!.return(undefined);
    expect(source.state.returned).toBe(true);
    expect(fanout.stats().streams).toBe(0);
  });

  it('serialises a result once for 1,000 sinks and writes each its own next message, once; one that left gets none', async () => {
    const fanout = new FanOut(100);
    const source = pushSource();
    const sent = new Map<string, string[]>();
    const sink = (id: string): FrameSink => ({ id, send: (m) => sent.set(id, [...(sent.get(id) ?? []), m]) });
    const subs = (await Promise.all(
      Array.from({ length: 1_000 }, (_, i) => fanout.subscribe('k', () => source.iterator, sink(`op-${i}`))),
    )) as AsyncGenerator<ExecutionResult>[];
    // graphql-ws iterates each subscriber: with a sink it yields nothing and only ends with the stream.
    const yielded: ExecutionResult[] = [];
    const ended = subs.map((s) => drain(s, yielded));
    await subs[7]!.return(undefined);

    let serialised = 0;
    const payload = { data: { n: 1 } };
    const counted = { ...payload, toJSON: () => (serialised++, payload) } as unknown as ExecutionResult;
    source.emit(counted);
    const deadline = Date.now() + 5_000;
    while (sent.size < 999 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));

    expect(sent.size).toBe(999);
    expect(sent.has('op-7')).toBe(false);
    for (const [id, messages] of sent) expect(messages.map((m) => JSON.parse(m))).toEqual([{ id, type: 'next', payload }]);
    // The payload was turned into JSON once, not once per socket.
    expect(serialised).toBe(1);
    expect(fanout.stats()).toMatchObject({ executions: 1, serialisations: 1, subscribers: 999 });
    expect(yielded).toEqual([]);

    // A failed result keeps graphql-ws's shape: errors in their JSON form.
    source.emit({ data: null, errors: [new GraphQLError('boom', { extensions: { code: 'X' } })] });
    while ([...sent.values()].some((m) => m.length < 2) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(JSON.parse(sent.get('op-0')![1]!)).toEqual({
      id: 'op-0',
      type: 'next',
      payload: { data: null, errors: [{ message: 'boom', extensions: { code: 'X' } }] },
    });
    expect(fanout.stats().serialisations).toBe(2);

    await fanout.close();
    await Promise.all(ended);
    expect(yielded).toEqual([]);
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
    const before = stack.bff.fanout.stats();

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
    // Twelve sockets, three (document, session) pairs: three executions, and each result serialised once.
    expect(stack.bff.fanout.stats().executions - before.executions).toBe(3);
    expect(stack.bff.fanout.stats().serialisations - before.serialisations).toBe(3);
  });
});
