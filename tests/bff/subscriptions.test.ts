import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiToken, gql, loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
const clients: Client[] = [];
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await stack?.close();
});

function wsClient(cookie: string): Client {
  const url = stack.bff.url.replace(/^http/, 'ws') + '/graphql';
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin: stack.bff.url } });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieWebSocket, lazy: false, retryAttempts: 0 });
  clients.push(client);
  return client;
}

function collect(client: Client, into: unknown[]) {
  return new Promise<void>((resolve, reject) => {
    client.subscribe(
      { query: 'subscription { notificationAdded { id name action isRead url actor { username } } }' },
      { next: (v) => into.push(v), error: reject, complete: resolve },
    );
  });
}

describe('notificationAdded over graphql-ws', () => {
  it('delivers a notification to the addressed user only', async () => {
    await stack.bff.hub!.connected;
    const crmCookie = await loginCookie(stack.bff.url, 'crm@acme.example');
    const projectCookie = await loginCookie(stack.bff.url, 'project@acme.example');
    const crm = await gql(stack.bff.url, '{ viewer { user { rowId } } }', undefined, { cookie: crmCookie });
    const crmUserId = crm.body.data!.viewer.user.rowId as number;

    const crmEvents: unknown[] = [];
    const projectEvents: unknown[] = [];
    void collect(wsClient(crmCookie), crmEvents);
    void collect(wsClient(projectCookie), projectEvents);
    await new Promise((r) => setTimeout(r, 500));

    // The admin gives the crm user an organization through the REST api: the crm user is notified.
    const adminToken = await apiToken(stack.api.url, 'admin@acme.example');
    const added = await fetch(new URL('/api/Organization/Add', stack.api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ name: 'Hello from the test', ownerId: crmUserId }),
    });
    expect(added.status).toBe(200);
    const orgId = ((await added.json()) as { model: { id: number } }).model.id;

    const deadline = Date.now() + 5_000;
    while (crmEvents.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    expect(crmEvents).toHaveLength(1);
    expect(crmEvents[0]).toMatchObject({
      data: {
        notificationAdded: {
          name: 'Hello from the test',
          url: `/organization/detail/${orgId}`,
          action: 'assigned',
          actor: { username: 'admin@acme.example' },
        },
      },
    });
    expect(projectEvents).toHaveLength(0);
  });

  it('refuses a subscription without a session (UNAUTHENTICATED)', async () => {
    const url = stack.bff.url.replace(/^http/, 'ws') + '/graphql';
    const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0 });
    clients.push(client);
    const error = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription { notificationAdded { id } }' },
        { next: resolve, error: resolve, complete: () => resolve(null) },
      );
    });
    expect(JSON.stringify(error)).toMatch(/UNAUTHENTICATED|Authentication required/);
  });

  it('closes a connection with an invalid session at connect', async () => {
    const url = stack.bff.url.replace(/^http/, 'ws') + '/graphql';
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: 'Bearer not-a-session' },
    });
    clients.push(client);
    const error = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription { notificationAdded { id } }' },
        { next: () => undefined, error: resolve, complete: () => resolve(null) },
      );
    });
    expect((error as { code?: number }).code).toBe(4403);
  });
});

describe('newVersion over graphql-ws', () => {
  it("relays the hub's newVersion to every signed-in page", async () => {
    await stack.bff.hub!.connected;
    const cookie = await loginCookie(stack.bff.url, 'free@acme.example');
    const events: { data?: { newVersion?: string } }[] = [];
    const client = wsClient(cookie);
    client.subscribe(
      { query: 'subscription { newVersion }' },
      { next: (e) => void events.push(e as never), error: () => undefined, complete: () => undefined },
    );
    await new Promise((r) => setTimeout(r, 500));
    await stack.api.announceVersion('9.9.9-test');
    const deadline = Date.now() + 5_000;
    while (events.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual([{ data: { newVersion: '9.9.9-test' } }]);
  });
});
