// Live fan-out: an event is executed once per (document, variables, session) and the result reused for every
// socket that shares them; sockets of other sessions or with other documents get their own execution.
import { GraphQLError, type ExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { FanOut, nextFrame, type FrameSink } from '../../bff/src/fanout';
import { socketSink } from '../../bff/src/ws';
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

/** The text of a complete unmasked WebSocket text frame, after checking its header (RFC 6455 §5.2). */
function textOf(frame: Buffer, headerLength: number): string {
  expect(frame[0]).toBe(0x81); // FIN, text
  const short = frame[1]!;
  expect(short & 0x80).toBe(0); // unmasked
  const [length, h] = short < 126 ? [short, 2] : short === 126 ? [frame.readUInt16BE(2), 4] : [Number(frame.readBigUInt64BE(2)), 10];
  expect(h).toBe(headerLength);
  expect(frame.length).toBe(h + length);
  return frame.subarray(h).toString('utf8');
}

const headerOf = (frame: Buffer) => (frame[1]! < 126 ? 2 : frame[1] === 126 ? 4 : 10);

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
    expect(fanout.stats()).toEqual({ streams: 1, subscribers: 1_000, executions: 1, serialisations: 0, frames: 0 });

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
    const sink = (id: string): FrameSink => ({ id, send: (frame, h) => sent.set(id, [...(sent.get(id) ?? []), textOf(frame, h)]) });
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
    // Each operation id has its own frame (these ids differ), built once.
    expect(fanout.stats()).toMatchObject({ executions: 1, serialisations: 1, frames: 999, subscribers: 999 });
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

  it('builds one frame per event and operation id: sockets with the same id get the same bytes, of any length', async () => {
    const fanout = new FanOut(100);
    const source = pushSource();
    const got = new Map<number, Buffer[]>();
    const sink = (i: number, id: string): FrameSink => ({ id, send: (frame) => got.set(i, [...(got.get(i) ?? []), frame]) });
    await Promise.all(Array.from({ length: 400 }, (_, i) => fanout.subscribe('k', () => source.iterator, sink(i, i % 2 ? '1' : 'é"2'))));
    // 16-bit and 64-bit payload lengths, and text that is not ASCII.
    const events = [{ data: { s: 'short' } }, { data: { s: 'ü€😀'.repeat(100) } }, { data: { s: 'x'.repeat(70_000) } }];
    for (const e of events) source.emit(e);
    const deadline = Date.now() + 5_000;
    while ([...got.values()].filter((f) => f.length === 3).length < 400 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(fanout.stats()).toMatchObject({ executions: 3, serialisations: 3, frames: 6 });
    for (let i = 0; i < 400; i++) {
      const frames = got.get(i)!;
      const id = i % 2 ? '1' : 'é"2';
      expect(frames.map((f) => JSON.parse(textOf(f, headerOf(f))))).toEqual(events.map((payload) => ({ id, type: 'next', payload })));
      // The very same buffer as every other socket with this id.
      frames.forEach((f, n) => expect(f).toBe(got.get(i % 2)![n]));
    }
    await fanout.close();
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

describe('socketSink', () => {
  /** A ws server socket and a client of it (permessage-deflate off, as the bff's), and what the client receives. */
  async function pair() {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    await new Promise((r) => wss.once('listening', r));
    const server = new Promise<WebSocket>((r) => wss.once('connection', r));
    const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    const received: string[] = [];
    client.on('message', (data, binary) => received.push(`${binary ? 'binary' : 'text'} ${String(data)}`));
    const closed = new Promise<number>((r) => client.once('close', r));
    await new Promise((r) => client.once('open', r));
    return { wss, ws: await server, client, received, closed };
  }

  it("writes the shared frame straight to the TCP socket, in order with ws's own frames, and nothing once closing", async () => {
    const { wss, ws, client, received, closed } = await pair();
    // What the direct write relies on in ws's internals (8.x): a sender idle between messages, and its TCP socket.
    const internals = ws as unknown as { _sender: Record<string, unknown>; _socket: { write: (b: Buffer) => boolean } };
    expect(internals._sender).toMatchObject({ _state: 0, _queue: [], _firstFragment: true, _bufferedBytes: 0 });
    const raw = internals._socket;
    const write = raw.write.bind(raw);
    const direct: Buffer[] = [];
    raw.write = (b: Buffer) => (direct.push(b), write(b));

    const operations: Record<string, unknown> = { '1': true };
    const sink = socketSink(ws, '1', operations);
    const built: Buffer[] = [];
    const send = (n: number) => {
      const { frame, headerLength } = nextFrame('1', Buffer.from(JSON.stringify({ data: { n } })));
      built.push(frame);
      sink.send(frame, headerLength);
    };
    send(1);
    ws.send('{"type":"pong"}');
    ws.ping();
    send(2);
    send(3);
    ws.send('{"type":"pong"}');
    send(4);
    // An operation the client completed gets nothing more.
    delete operations['1'];
    send(5);
    operations['1'] = true;
    ws.close(1000);
    send(6);
    expect(await closed).toBe(1000);
    const next = (n: number) => `text {"id":"1","type":"next","payload":{"data":{"n":${n}}}}`;
    expect(received).toEqual([next(1), 'text {"type":"pong"}', next(2), next(3), 'text {"type":"pong"}', next(4)]);
    // The four frames went to the TCP socket as built, one write each (ws's own messages, its ping and the close
    // went through its sender); the two after the operation or the socket had gone were not written.
    expect(direct.filter((b) => built.includes(b))).toEqual(built.slice(0, 4));
    client.terminate();
    wss.close();
  });

  it('closes a socket whose reader has fallen too far behind with 1013 (try again later)', async () => {
    const { wss, ws, received, closed } = await pair();
    const sink = socketSink(ws, '1', { '1': true }, 100);
    const big = nextFrame('1', Buffer.from(JSON.stringify({ data: { s: 'x'.repeat(10_000_000) } })));
    // The first write is taken whole by nothing: ten megabytes wait in the socket's buffer past the limit.
    sink.send(big.frame, big.headerLength);
    sink.send(big.frame, big.headerLength);
    expect(await closed).toBe(1013);
    expect(received.length).toBeLessThanOrEqual(1);
    wss.close();
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

/** A graphql-ws client of the bff with the session `cookie` (keepAlive: ms between its pings). */
function wsClient(cookie: string, keepAlive = 0): Client {
  const url = stack.bff.url.replace(/^http/, 'ws') + '/graphql';
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin: stack.bff.url } });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieWebSocket, lazy: false, retryAttempts: 0, keepAlive });
  clients.push(client);
  return client;
}

async function subscribe(cookie: string, query: string, client = wsClient(cookie)): Promise<AnyData[]> {
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

  it('delivers successive events whole and in order to a graphql-ws client pinging meanwhile, to each of its operations', async () => {
    const admin = await loginCookie(stack.bff.url, 'admin@acme.example');
    // One socket, two operations of the same document (one shared execution, two ids), pings every 5 ms.
    const client = wsClient(admin, 5);
    let pongs = 0;
    client.on('pong', () => pongs++);
    const before = stack.bff.fanout.stats();
    const [a, b] = await Promise.all([subscribe(admin, LIVE_OTHER, client), subscribe(admin, LIVE_OTHER, client)]);
    const deadline = Date.now() + 10_000;
    while (stack.bff.fanout.stats().subscribers < before.subscribers + 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));

    // Three records (changes of one record within a second are one event).
    const orgs = (await gql(stack.bff.url, `{ organizations(first: 3) { edges { node { id } } } }`, undefined, { cookie: admin })).body
      .data!.organizations.edges as { node: { id: string } }[];
    const names = ['Order One', 'Order Two ü', 'Order Three'];
    for (const [i, name] of names.entries())
      await gql(
        stack.bff.url,
        `mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { __typename } }`,
        { input: { id: orgs[i]!.node.id, name } },
        { cookie: admin },
      );
    while ((a.length < 3 || b.length < 3) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    const expected = names.map((name) => ({ change: 'UPDATED', record: { name } }));
    expect(a).toEqual(expected);
    expect(b).toEqual(expected);
    expect(pongs).toBeGreaterThan(0);
  });
});
