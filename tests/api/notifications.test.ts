import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me } from './support/client';
import { openStream, type HubStream } from './support/stream';
import { insertNotification } from '../../api/src/notifications/service';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('notifications and hub stream ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  let crmId: number;
  let projectId: number;
  const streams: HubStream[] = [];
  const open = async (token: string) => {
    const s = await openStream(api.url, token);
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
    crmId = (await me(c.crm)).userId;
    projectId = (await me(c.project)).userId;
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await api?.close();
  });

  /** Notifications come only from actions the spec defines: giving a record to someone else is one. */
  const assign = (from: Clients['admin'], userId: number, name: string) => from.post('/api/Organization/Add', { name, ownerId: userId });

  it('an assignment delivers notification.notify to the new owner only; the service stream sees it with routing data', async () => {
    const crmStream = await open(c.crm.token!);
    const projectStream = await open(c.project.token!);
    const service = await open(api.serviceToken);
    expect(crmStream.status).toBe(200);

    const org = await assign(c.admin, crmId, 'Please call Northwind');
    expect(org.status).toBe(200);

    const event = await crmStream.next((e) => e.event === 'notification.notify');
    const data = JSON.parse(event.data);
    expect(data).toMatchObject({ hub: 'notification', event: 'notify', group: `user:${crmId}`, companyId: expect.any(Number) });
    expect(data.payload).toMatchObject({
      id: expect.any(Number),
      userId: crmId,
      name: 'Please call Northwind',
      objectName: 'Organization',
      objectId: org.body.model.id,
      type: 'Notification',
      action: 'assigned',
      isRead: false,
      owner: (await me(c.admin)).userId,
    });

    const routed = await service.next((e) => e.event === 'notification.notify' && JSON.parse(e.data).payload.id === data.payload.id);
    expect(JSON.parse(routed.data).group).toBe(`user:${crmId}`);
    expect(await projectStream.none((e) => e.event === 'notification.notify')).toBe(true);
  });

  it('another company never receives Acme events', async () => {
    const globexStream = await open(c.globex.token!);
    await assign(c.admin, crmId, 'Acme only');
    expect(await globexStream.none(() => true)).toBe(true);
  });

  it('list (newest first), unread count, mark read, delete and delete all', async () => {
    await c.project.del('/api/Notification/DeleteAll');
    for (const n of ['first', 'second', 'third']) await assign(c.admin, projectId, n);
    let list = await c.project.get('/api/UserMainMenu/Notification?currentPage=1&pageSize=2');
    expect(list.status).toBe(200);
    expect(list.body.totalItem).toBe(3);
    expect(list.body.unreadCount).toBe(3);
    expect(list.body.data.map((n: { name: string }) => n.name)).toEqual(['third', 'second']);
    const third = list.body.data[0].id as number;

    expect((await c.project.put(`/api/Notification/MarkRead?id=${third}`)).status).toBe(200);
    expect((await c.project.get('/api/UserMainMenu/Notification')).body.unreadCount).toBe(2);
    // Someone else's notification is not found.
    expect((await c.crm.put(`/api/Notification/MarkRead?id=${third}`)).status).toBe(404);
    expect((await c.crm.del(`/api/Notification/Delete/${third}`)).status).toBe(404);

    expect((await c.project.del(`/api/Notification/Delete/${third}`)).body).toEqual({});
    list = await c.project.get('/api/UserMainMenu/Notification');
    expect(list.body.totalItem).toBe(2);
    await c.project.put('/api/Notification/MarkRead');
    expect((await c.project.get('/api/UserMainMenu/Notification')).body.unreadCount).toBe(0);

    expect((await c.project.del('/api/Notification/DeleteAll')).status).toBe(200);
    expect((await c.project.get('/api/UserMainMenu/Notification')).body).toEqual({ data: [], totalItem: 0, unreadCount: 0 });
    // Other users' notifications are untouched.
    expect((await c.crm.get('/api/UserMainMenu/Notification')).body.totalItem).toBeGreaterThan(0);
  });

  it('there is no route to address a notification to someone with free text or a link', async () => {
    await c.crm.del('/api/Notification/DeleteAll');
    // What the old generic route took: any addressee, any object name (the bell once turned this into //evil.example/detail/1).
    const planted = {
      userId: crmId,
      name: 'Your password expires: sign in again',
      objectName: '/evil.example',
      objectId: 1,
      type: 'Website',
    };
    for (const client of [c.free, c.project, c.admin]) {
      const res = await client.post('/api/Notification/Add', planted);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
    expect((await c.crm.get('/api/UserMainMenu/Notification')).body.totalItem).toBe(0);
  });

  it('a notification names its record by catalogue type only: an uncatalogued object name is never stored', async () => {
    const { companyId } = await me(c.crm);
    const values = { companyId, userId: crmId, name: 'x', type: 'Notification', objectName: '//evil.example', objectId: 1 };
    await expect(insertNotification(api.db, values)).rejects.toThrow(/uncatalogued/);
    // A catalogued name is stored in its canonical spelling.
    const row = await insertNotification(api.db, { ...values, objectName: 'ORGANIZATION' });
    expect(row.objectName).toBe('Organization');
  });

  it('changing the owner notifies the new owner (action "assigned") live', async () => {
    const crmStream = await open(c.crm.token!);
    const id = (await c.admin.post('/api/Organization/Add', { name: 'Handover Partners' })).body.model.id as number;
    const res = await c.admin.put('/api/Organization/Update', { id, ownerId: crmId });
    expect(res.status).toBe(200);
    const event = await crmStream.next((e) => e.event === 'notification.notify' && JSON.parse(e.data).payload.action === 'assigned');
    expect(JSON.parse(event.data).payload).toMatchObject({
      objectName: 'Organization',
      objectId: id,
      name: 'Handover Partners',
      action: 'assigned',
    });
    const list = await c.crm.get('/api/UserMainMenu/Notification');
    expect(list.body.data[0]).toMatchObject({ action: 'assigned', objectId: id });
  });

  it('closing the api ends open streams without hanging', async () => {
    const own = await startTestApi(backend);
    const client = await (await import('./support/client')).login(own.url, 'crm@acme.example');
    const abort = new AbortController();
    const res = await fetch(`${own.url}/api/hub/stream`, { headers: { authorization: `Bearer ${client.token}` }, signal: abort.signal });
    const reader = res.body!.getReader();
    await reader.read(); // ": connected"
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5000);
    // The stream ends from the server side.
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
    // It starts an api of its own (a seeded database): more than the default on a busy machine.
  }, 90_000);
});
