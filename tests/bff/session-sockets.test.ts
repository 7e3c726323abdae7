// A session ends on live sockets too: logout and expiry close the graphql-ws sockets opened with it, and every
// subscribe re-checks the session (so a socket that missed the news still refuses new subscriptions).
import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startBff, type RunningBff } from '../../bff/src/server';
import { apiToken, gql, loginCookie, startStack, type Stack } from './support/harness';

const LOGOUT = 'mutation { logout { success } }';
const SUBSCRIPTION = 'subscription { notificationAdded { name } }';

let stack: Stack;
const clients: Client[] = [];
beforeAll(async () => {
  stack = await startStack();
  await stack.bff.hub!.connected;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await stack?.close();
});

/** A graphql-ws client on `bffUrl` sending the cookie, as a browser tab does; it reports how its socket closed. */
function wsClient(bffUrl: string, cookie: string) {
  const closed: { code: number; reason: string; at: number }[] = [];
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin: bffUrl } });
    }
  }
  const client = createClient({
    url: bffUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: CookieWebSocket,
    lazy: false,
    retryAttempts: 0,
    // The closes are the subject here: recorded below, not logged.
    onNonLazyError: () => undefined,
    on: { closed: (e) => closed.push({ code: (e as CloseEvent).code, reason: (e as CloseEvent).reason, at: Date.now() }) },
  });
  clients.push(client);
  return { client, closed };
}

/** Subscribes and reports what happens: the events, then how it ended (an error, or complete). */
function subscribe(client: Client) {
  const state: { events: unknown[]; error: unknown; completed: boolean; ended: Promise<void> } = { events: [], error: undefined, completed: false, ended: Promise.resolve() };
  state.ended = new Promise<void>((resolve) => {
    client.subscribe(
      { query: SUBSCRIPTION },
      {
        next: (v) => state.events.push(v),
        error: (e) => {
          state.error = e;
          resolve();
        },
        complete: () => {
          state.completed = true;
          resolve();
        },
      },
    );
  });
  return state;
}

async function notifyCrm(name: string) {
  const adminToken = await apiToken(stack.api.url, 'admin@acme.example');
  const crm = (await gql(stack.bff.url, '{ viewer { user { rowId } } }', undefined, { cookie: await loginCookie(stack.bff.url, 'crm@acme.example') })).body.data!.viewer.user.rowId as number;
  const res = await fetch(new URL('/api/Organization/Add', stack.api.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ name, ownerId: crm }),
  });
  expect(res.status).toBe(200);
}

/** Resolves once `check` holds, or fails after `ms`. */
const within = (ms: number, check: () => void) => vi.waitFor(check, { timeout: ms, interval: 10 });

describe('sessions end on live sockets', () => {
  it('logout over HTTP closes the socket opened with that session within a second (4401); another session of the user keeps its socket', async () => {
    const cookie = await loginCookie(stack.bff.url, 'crm@acme.example');
    const otherCookie = await loginCookie(stack.bff.url, 'crm@acme.example');
    const tab = wsClient(stack.bff.url, cookie);
    const otherTab = wsClient(stack.bff.url, otherCookie);
    const sub = subscribe(tab.client);
    const otherSub = subscribe(otherTab.client);
    await new Promise((r) => setTimeout(r, 300)); // both subscriptions are set up

    const started = Date.now();
    const out = await gql(stack.bff.url, LOGOUT, undefined, { cookie });
    expect(out.body.data).toEqual({ logout: { success: true } });
    await within(1_000, () => expect(tab.closed).toHaveLength(1));
    expect(tab.closed[0]!.code).toBe(4401);
    expect(tab.closed[0]!.reason).toBe('Unauthorized: session ended');
    expect(tab.closed[0]!.at - started).toBeLessThan(1_000);
    await sub.ended;
    expect((sub.error as CloseEvent).code).toBe(4401);

    // The user's other session still hears its notifications.
    await notifyCrm('Still listening');
    await within(5_000, () => expect(otherSub.events).toContainEqual({ data: { notificationAdded: { name: 'Still listening' } } }));
    expect(otherTab.closed).toHaveLength(0);
    expect(sub.events).toHaveLength(0);
  });

  it('subscribing again with the ended session is refused at connect (4403)', async () => {
    const cookie = await loginCookie(stack.bff.url, 'project@acme.example');
    await gql(stack.bff.url, LOGOUT, undefined, { cookie });
    const again = wsClient(stack.bff.url, cookie);
    const sub = subscribe(again.client);
    await sub.ended;
    expect((sub.error as CloseEvent).code).toBe(4403);
  });

  it('session expiry closes the socket as soon as the api sweeps the session', async () => {
    const cookie = await loginCookie(stack.bff.url, 'support@acme.example');
    const tab = wsClient(stack.bff.url, cookie);
    const sub = subscribe(tab.client);
    await new Promise((r) => setTimeout(r, 300));
    const minutes = (await gql(stack.bff.url, '{ viewer { preferences { sessionTimeout } } }', undefined, { cookie })).body.data!.viewer.preferences.sessionTimeout as number;
    // The api and the bff run in this process: faking Date moves both clocks past the idle limit.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (minutes + 1) * 60_000 });
    expect(await stack.api.sweepSessions()).toBeGreaterThanOrEqual(1);
    vi.useRealTimers();
    await within(1_000, () => expect(tab.closed.map((c) => c.code)).toEqual([4401]));
    await sub.ended;
  });

  it('without the hub (a missed event), the next subscribe on the socket re-checks the session and is refused', async () => {
    // A second bff with no service token never hears `session.ended`: only the per-subscribe check can notice.
    const deaf: RunningBff = await startBff({ apiUrl: stack.api.url });
    try {
      const cookie = await loginCookie(deaf.url, 'free@acme.example');
      const tab = wsClient(deaf.url, cookie);
      const first = subscribe(tab.client);
      await new Promise((r) => setTimeout(r, 300));
      expect(first.error).toBeUndefined();
      await gql(deaf.url, LOGOUT, undefined, { cookie });
      await new Promise((r) => setTimeout(r, 300));
      expect(tab.closed).toHaveLength(0); // nobody told this bff

      const second = subscribe(tab.client);
      await second.ended;
      expect(second.error).toEqual([expect.objectContaining({ message: 'Your session has ended. Please sign in again.', extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
      // …and the socket itself goes, taking the first subscription with it.
      await within(1_000, () => expect(tab.closed.map((c) => c.code)).toEqual([4401]));
      await first.ended;
    } finally {
      for (const c of clients.splice(0)) await c.dispose();
      await deaf.close();
    }
  });
});
