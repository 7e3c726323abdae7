// Two api instances sharing PostgreSQL and Redis: a hub event raised on one reaches a stream on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestApi, type TestApi } from './support/api';
import { login, me } from './support/client';
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

    const added = await new (await import('./support/client')).Client(one.url, adminOnTwo.token).post('/api/Notification/Add', { userId: crmId, name: 'Across instances' });
    expect(added.status).toBe(200);
    const event = await stream.next((e) => e.event === 'notification.notify');
    expect(JSON.parse(event.data).payload).toMatchObject({ id: added.body.model.id, name: 'Across instances' });
    // Delivered exactly once per stream (no local + remote duplicate).
    await service.next((e) => JSON.parse(e.data).payload.id === added.body.model.id);
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.events.filter((e) => JSON.parse(e.data).payload.id === added.body.model.id)).toHaveLength(1);
  });

  it('both instances seeded only once', async () => {
    const admin = await login(one.url, 'admin@acme.example');
    const users = await admin.get('/api/User/List');
    expect(users.body.data).toHaveLength(5);
  });
});
