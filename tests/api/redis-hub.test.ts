// Two api instances sharing PostgreSQL and Redis: a hub event raised on one reaches a stream on the other.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, startTestApi, type TestApi } from './support/api';
import { Client, login, me } from './support/client';
import { openStream, type HubStream } from './support/stream';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!enabled)('hub across instances (PostgreSQL + Redis)', () => {
  let one: TestApi;
  let two: TestApi;
  let drop: () => Promise<void>;
  const streams: HubStream[] = [];

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    one = await startTestApi({ name: 'postgres' }, { databaseUrl: db.url, redisUrl: process.env.REDIS_URL });
    two = await startTestApi({ name: 'postgres' }, { databaseUrl: db.url, redisUrl: process.env.REDIS_URL });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await one?.close();
    await two?.close();
    await drop?.();
  });

  it('a notification added on instance one is delivered to a stream on instance two', async () => {
    // The session created on one is valid on two: they share the database.
    const crmOnOne = await login(one.url, 'crm@acme.example');
    const adminOnTwo = await login(two.url, 'admin@acme.example');
    const crmId = (await me(crmOnOne)).userId;
    const stream = await openStream(two.url, crmOnOne.token!);
    const service = await openStream(one.url, one.serviceToken);
    streams.push(stream, service);
    expect(stream.status).toBe(200);

    // Giving a record to the crm user (on instance two) notifies them.
    const added = await adminOnTwo.post('/api/Organization/Add', { name: 'Across instances', ownerId: crmId });
    expect(added.status).toBe(200);
    const event = await stream.next((e) => e.event === 'notification.notify');
    const notificationId = JSON.parse(event.data).payload.id as number;
    expect(JSON.parse(event.data).payload).toMatchObject({ name: 'Across instances', objectId: added.body.model.id, action: 'assigned' });
    // Delivered exactly once per stream (no local + remote duplicate).
    await service.next((e) => e.event === 'notification.notify' && JSON.parse(e.data).payload.id === notificationId);
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.events.filter((e) => e.event === 'notification.notify' && JSON.parse(e.data).payload.id === notificationId)).toHaveLength(1);
  });

  it('logout on one instance ends the session on the other at once, although the other had it cached', async () => {
    const crmOnOne = await login(one.url, 'crm@acme.example');
    const onTwo = new Client(two.url, crmOnOne.token);
    expect((await onTwo.get('/api/User/List')).status).toBe(200); // cached on two now
    expect((await crmOnOne.post('/authentication/logout')).status).toBe(200);
    // The session.ended event travels through Redis; allow it the moment it needs, well under the cache's 5 s.
    await vi.waitFor(async () => expect((await onTwo.get('/api/User/List')).status).toBe(401), { timeout: 1_000, interval: 20 });
  });

  it('both instances seeded only once', async () => {
    const admin = await login(one.url, 'admin@acme.example');
    const users = await admin.get('/api/User/List');
    expect(users.body.data).toHaveLength(5);
  });
});
