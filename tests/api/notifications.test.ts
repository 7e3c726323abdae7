import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me } from './support/client';
import { openStream, type HubStream } from './support/stream';

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

  it('Add delivers notification.notify to the addressee only; the service stream sees it with routing data', async () => {
    const crmStream = await open(c.crm.token!);
    const projectStream = await open(c.project.token!);
    const service = await open(api.serviceToken);
    expect(crmStream.status).toBe(200);

    const added = await c.admin.post('/api/Notification/Add', { userId: crmId, name: 'Please call Northwind', objectName: 'Organization', objectId: 1, action: 'mention' });
    expect(added.status).toBe(200);
    expect(added.body.model).toMatchObject({ id: expect.any(Number), userId: crmId, name: 'Please call Northwind', type: 'Notification', isRead: false, owner: (await me(c.admin)).userId });

    const event = await crmStream.next((e) => e.event === 'notification.notify');
    const data = JSON.parse(event.data);
    expect(data).toMatchObject({ hub: 'notification', event: 'notify', group: `user:${crmId}`, companyId: expect.any(Number) });
    expect(data.payload).toMatchObject({ id: added.body.model.id, name: 'Please call Northwind' });

    const routed = await service.next((e) => e.event === 'notification.notify' && JSON.parse(e.data).payload.id === added.body.model.id);
    expect(JSON.parse(routed.data).group).toBe(`user:${crmId}`);
    expect(await projectStream.none((e) => e.event === 'notification.notify')).toBe(true);
  });

  it('another company never receives Acme events', async () => {
    const globexStream = await open(c.globex.token!);
    await c.admin.post('/api/Notification/Add', { userId: crmId, name: 'Acme only' });
    expect(await globexStream.none(() => true)).toBe(true);
  });

  it('list (newest first), unread count, mark read, delete and delete all', async () => {
    for (const n of ['first', 'second', 'third']) await c.admin.post('/api/Notification/Add', { userId: projectId, name: n });
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

  it('Add validates the addressee', async () => {
    // An addressee who is nobody in the company is a reference to nothing: bad input, field named.
    const nobody = await c.admin.post('/api/Notification/Add', { userId: 99999, name: 'x' });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors).toEqual([{ field: 'userId', message: 'Invalid user' }]);
    const missing = await c.admin.post('/api/Notification/Add', { userId: crmId });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('name');
  });

  it('changing the owner notifies the new owner (action "assigned") live', async () => {
    const crmStream = await open(c.crm.token!);
    const id = (await c.admin.post('/api/Organization/Add', { name: 'Handover Partners' })).body.model.id as number;
    const res = await c.admin.put('/api/Organization/Update', { id, ownerId: crmId });
    expect(res.status).toBe(200);
    const event = await crmStream.next((e) => e.event === 'notification.notify' && JSON.parse(e.data).payload.action === 'assigned');
    expect(JSON.parse(event.data).payload).toMatchObject({ objectName: 'Organization', objectId: id, name: 'Handover Partners', action: 'assigned' });
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
  });
});
