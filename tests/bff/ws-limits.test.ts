// graphql-ws and the query limits: an operation over a limit fails alone (its own error message) and the
// socket carries on; a message over the payload limit is refused without reading it.
import type { FormattedExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_MAX_PAYLOAD } from '../../bff/src/server';
import { loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
let cookie: string;
const clients: Client[] = [];
beforeAll(async () => {
  stack = await startStack();
  cookie = await loginCookie(stack.bff.url, 'admin@acme.example');
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await stack?.close();
});

type Result = FormattedExecutionResult<Record<string, unknown>, unknown>;
const wsUrl = () => stack.bff.url.replace(/^http/, 'ws') + '/graphql';

function wsClient(closes: number[]): Client {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin: stack.bff.url } });
    }
  }
  const client = createClient({ url: wsUrl(), webSocketImpl: CookieWebSocket, lazy: false, retryAttempts: 0, on: { closed: (e) => closes.push((e as { code: number }).code) } });
  clients.push(client);
  return client;
}

/** Runs one operation to its end: its results, or the errors it failed with. */
function run(client: Client, query: string): Promise<{ results: Result[]; errors?: unknown }> {
  return new Promise((resolve) => {
    const results: Result[] = [];
    client.subscribe({ query }, { next: (r) => results.push(r), error: (errors) => resolve({ results, errors }), complete: () => resolve({ results }) });
  });
}

/** The error messages an operation ended with: refused before execution (error) or in its result (errors). */
const messagesOf = (r: { results: Result[]; errors?: unknown }) => [
  ...(r.errors === undefined ? [] : Array.isArray(r.errors) ? r.errors : [r.errors]),
  ...r.results.flatMap((x) => x.errors ?? []),
].map((e) => String((e as { message?: unknown }).message ?? e));

describe('limits over graphql-ws', () => {
  const overLimit: [string, string, RegExp][] = [
    [
      'depth',
      (() => {
        let q = 'name';
        for (let i = 0; i < 8; i++) q = `related(section: CONTACT, first: 1) { edges { node { ... on Person { organization { ${q} } } } } }`;
        return `{ organizations(first: 1) { edges { node { ${q} } } } }`;
      })(),
      /depth/i,
    ],
    ['aliases', `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: viewer { username }`).join(' ')} }`, /aliases/i],
    ['cost', '{ organizations(first: 100) { edges { node { name related(section: CONTACT, first: 100) { edges { node { name } } } } } } }', /too costly/i],
  ];

  it('fails only the operation over a limit, and the socket serves the next one', async () => {
    const closes: number[] = [];
    const client = wsClient(closes);
    for (const [limit, query, message] of overLimit) {
      const refused = await run(client, query);
      expect(refused.results.flatMap((r) => (r.data ? [r.data] : [])), limit).toEqual([]);
      expect(messagesOf(refused).join(' '), limit).toMatch(message);
      const next = await run(client, '{ viewer { username } }');
      expect(next.errors, `after ${limit}`).toBeUndefined();
      expect(next.results[0]?.data, `after ${limit}`).toEqual({ viewer: { username: 'admin@acme.example' } });
    }
    expect(closes).toEqual([]);
  });

  it(`refuses a message over ${WS_MAX_PAYLOAD} bytes by closing with 1009`, async () => {
    expect(WS_MAX_PAYLOAD).toBeLessThanOrEqual(1024 * 1024);
    const socket = new WebSocket(wsUrl(), 'graphql-transport-ws', { headers: { cookie, origin: stack.bff.url } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const acked = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    expect(JSON.parse(String(await acked))).toMatchObject({ type: 'connection_ack' });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const huge = JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ viewer { username } } # ${'x'.repeat(20 * 1024 * 1024)}` } });
    socket.send(huge);
    expect(await closed).toBe(1009);
  });
});
