import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startApi } from '../../api/src/server';
import { startBff, type RunningBff } from '../../bff/src/server';
import { apiToken, gql, loginCookie } from './support/harness';

const redisUrl = process.env.REDIS_URL;

// Production configuration: several bff instances behind a load balancer share Redis pub-sub, so a
// subscriber connected to any instance gets the events another instance read from the api's hub.
describe.runIf(redisUrl)('notificationAdded across bff instances through Redis', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let reader: RunningBff;
  let edge: RunningBff;
  const clients: Client[] = [];

  beforeAll(async () => {
    api = await startApi({ port: 0, dataDir: 'memory://' });
    // Only `reader` holds the service token and reads the hub; `edge` can learn of events through Redis alone.
    reader = await startBff({ apiUrl: api.url, serviceToken: api.serviceToken, redisUrl });
    edge = await startBff({ apiUrl: api.url, redisUrl });
    await reader.hub!.connected;
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await edge?.close();
    await reader?.close();
    await api?.close();
  });

  function subscribe(bff: RunningBff, cookie: string, into: { name: string }[]) {
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie, origin: bff.url } });
      }
    }
    const client = createClient({ url: bff.url.replace(/^http/, 'ws') + '/graphql', webSocketImpl: CookieWebSocket, lazy: false, retryAttempts: 0 });
    clients.push(client);
    client.subscribe<{ notificationAdded: { name: string } }>(
      { query: 'subscription { notificationAdded { name } }' },
      { next: (v) => v.data && into.push(v.data.notificationAdded), error: () => undefined, complete: () => undefined },
    );
  }

  it('delivers once, on the other instance, to the addressed user only', async () => {
    const crmCookie = await loginCookie(edge.url, 'crm@acme.example');
    const projectCookie = await loginCookie(edge.url, 'project@acme.example');
    const crmUserId = (await gql(edge.url, '{ viewer { user { rowId } } }', undefined, { cookie: crmCookie })).body.data!.viewer.user.rowId as number;

    const crmEvents: { name: string }[] = [];
    const projectEvents: { name: string }[] = [];
    subscribe(edge, crmCookie, crmEvents);
    subscribe(edge, projectCookie, projectEvents);
    await new Promise((r) => setTimeout(r, 500));

    // Other runs may share this Redis: only this test's uniquely named notification counts.
    const name = `Via Redis ${process.pid}-${Date.now()}`;
    const adminToken = await apiToken(api.url, 'admin@acme.example');
    // Giving the crm user an organization notifies them (named after the organization).
    const added = await fetch(new URL('/api/Organization/Add', api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ name, ownerId: crmUserId }),
    });
    expect(added.status).toBe(200);

    const deadline = Date.now() + 5_000;
    while (!crmEvents.some((e) => e.name === name) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    expect(crmEvents.filter((e) => e.name === name)).toHaveLength(1);
    expect(projectEvents.filter((e) => e.name === name)).toHaveLength(0);
  });
});
