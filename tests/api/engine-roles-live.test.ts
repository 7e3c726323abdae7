// Party roles (Lead, Customer, Supplier over organizations and people) and the live record.changed events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, roleTypes } from '../../contract';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client, type Json } from './support/client';
import { openStream, type HubStream } from './support/stream';
import { requiredExtras, uniqueTag } from './support/records';

describe.each(backends())('record engine: roles and live events ($name)', (backend) => {
  let api: TestApi;
  let admin: Client;
  let crm: Client;
  let globex: Client;

  beforeAll(async () => {
    api = await startTestApi(backend);
    ({ admin, crm, globex } = await demoClients(api.url));
  });
  afterAll(async () => api?.close());

  describe.each(roleTypes.map((t) => [t.objectName, t] as const))('%s', (objectName, type) => {
    const role = type.role!;
    const base = `/api/${objectName}`;

    it('Add creates an organization (or a person) in the role with a role id; the list holds both', async () => {
      const tag = uniqueTag();
      // A supplier carries the rating the seed requires of suppliers.
      const extras = await requiredExtras(crm, objectName);
      const org = await crm.post(`${base}/Add`, { name: `${tag} Org`, ...extras });
      expect(org.status, JSON.stringify(org.body)).toBe(200);
      const roleId = org.body.model[role.idField];
      expect(org.body.model).toMatchObject({
        objectName: 'Organization',
        [role.flag]: true,
        url: expect.stringMatching(/^\/(lead|customer|supplier)\/detail\/\d+$/),
      });
      expect(roleId).toEqual(expect.any(Number));
      const person = await crm.post(`${base}/Add`, { objectName: 'Person', firstName: tag, lastName: 'Person', ...extras });
      expect(person.body.model).toMatchObject({ objectName: 'Person', [role.flag]: true });
      const personRoleId = person.body.model[role.idField];

      const list = await crm.get(`${base}/List?keyword=${tag}&orderBy=name`);
      expect(list.status).toBe(200);
      expect(list.body.data.map((r: Json) => [r.objectName, r.name])).toEqual([
        ['Organization', `${tag} Org`],
        ['Person', `${tag} Person`],
      ]);
      expect(list.body.data[0]).toMatchObject({ permission: 'lock', url: org.body.model.url });
      for (const orderBy of [
        'name',
        ...fieldsOf(type)
          .filter((f) => f.sortable && f.name !== 'name')
          .map((f) => f.name),
      ]) {
        const page = await crm.post(`${base}/PagingAndSorting`, { orderBy, direction: 'desc', pageSize: 3, parameter: { keyword: tag } });
        expect(page.status, orderBy).toBe(200);
        expect(page.body.totalItem).toBe(2);
      }
      const filtered = await crm.post(`${base}/PagingAndSorting`, {
        parameter: { keyword: tag, ownerId: (await me(crm)).userId, isLocked: false },
      });
      expect(filtered.body.totalItem).toBe(2);
      const batch = await crm.get(`${base}/List?idList=${roleId},${personRoleId}`);
      expect(batch.body.data.map((r: Json) => r.objectName).sort()).toEqual(['Organization', 'Person']);
      expect((await globex.get(`${base}/List?idList=${roleId}`)).body.data).toEqual([]);

      expect((await crm.get(`${base}/GetModel/${roleId}`)).body.model).toMatchObject({ id: org.body.model.id, objectName: 'Organization' });
      expect((await crm.get(`${base}/GetSummary/${personRoleId}`)).body.model).toMatchObject({
        id: person.body.model.id,
        objectName: 'Person',
      });
      expect((await crm.get(`${base}/GetModel/0`)).body.model).toMatchObject({ id: 0, [role.flag]: true });
      expect((await crm.get(`${base}/Task/${roleId}`)).status).toBe(200);
      expect((await crm.get(`${base}/NameSearch?term=${tag}`)).body.map((r: Json) => r.id).sort()).toEqual([roleId, personRoleId].sort());
      expect((await crm.form(`${base}/NameCheck`, { name: `${tag} Org` })).body.id).toBe(roleId);
      expect((await globex.get(`${base}/GetModel/${roleId}`)).status).toBe(404);

      const updated = await crm.put(`${base}/Update`, { id: roleId, description: 'via role' });
      expect(updated.body.model).toMatchObject({ id: org.body.model.id, description: 'via role' });
      // Clearing the flag on the party clears the role id: the role page is gone.
      const cleared = await crm.put('/api/Organization/Update', { id: org.body.model.id, [role.flag]: false });
      expect(cleared.body.model[role.idField]).toBeNull();
      expect(cleared.body.model.url).toBe(`/organization/detail/${org.body.model.id}`);
      expect((await crm.get(`${base}/GetModel/${roleId}`)).status).toBe(404);
      // Setting it again gives a new id from the shared sequence.
      const again = await crm.put('/api/Organization/Update', { id: org.body.model.id, [role.flag]: true });
      expect(again.body.model[role.idField]).toBeGreaterThan(roleId);
    });
  });

  it('role ids come from one sequence; a party shows under its first role', async () => {
    const roles = { isCustomer: true, isSupplier: true };
    const res = await crm.post('/api/Person/Add', { lastName: uniqueTag(), ...roles, ...(await requiredExtras(crm, 'Person', roles)) });
    const m = res.body.model;
    expect(m.customerId).not.toBe(m.supplierId);
    expect(m.leadId).toBeNull();
    expect(m.url).toBe(`/customer/detail/${m.customerId}`);
  });

  describe('record.changed', () => {
    let service: HubStream;
    let user: HubStream;
    const changed = (stream: HubStream, objectName: string, id: number, change: string) =>
      stream.next((e) => {
        if (e.event !== 'record.changed') return false;
        const d = JSON.parse(e.data);
        return d.payload.objectName === objectName && d.payload.id === id && d.payload.change === change;
      });

    beforeAll(async () => {
      service = await openStream(api.url, api.serviceToken);
      user = await openStream(api.url, crm.token!);
    });
    afterAll(() => {
      service?.close();
      user?.close();
    });

    it('every write publishes to the company group after commit; user streams never get company events', async () => {
      const { companyId, userId } = await me(crm);
      const added = await crm.post('/api/Opportunity/Add', { name: uniqueTag(), stage: 'Proposal' });
      const id = added.body.model.id as number;
      const event = JSON.parse((await changed(service, 'Opportunity', id, 'created')).data);
      expect(event).toEqual({
        hub: 'record',
        event: 'changed',
        group: `company:${companyId}`,
        companyId,
        payload: { objectName: 'Opportunity', id, change: 'created', userId },
      });
      // When the event arrives the record is already readable.
      expect((await crm.get(`/api/Opportunity/GetModel/${id}`)).status).toBe(200);

      await crm.put('/api/Opportunity/Update', { id, amount: 10 });
      await changed(service, 'Opportunity', id, 'updated');
      await crm.put(`/api/Opportunity/ChangeStatus/${id}?status=0`);
      await crm.post('/api/OpportunityShare/Add', { parentId: id, userOrGroupId: (await me(admin)).userId });
      expect(
        service.events.filter((e) => e.event === 'record.changed' && JSON.parse(e.data).payload.id === id).length,
      ).toBeGreaterThanOrEqual(3);
      await crm.del(`/api/Opportunity/Delete/${id}`);
      await changed(service, 'Opportunity', id, 'deleted');
      await crm.post('/api/DeleteObject/Undo?numberOfDeletedItem=1');
      await changed(service, 'Opportunity', id, 'restored');
      // A refused write publishes nothing.
      const before = service.events.length;
      expect((await crm.put('/api/Opportunity/Update', { id, name: '' })).status).toBe(400);
      expect(await service.none((e) => e.event === 'record.changed' && service.events.indexOf(e) >= before, 300)).toBe(true);
      expect(user.events.some((e) => e.event === 'record.changed')).toBe(false);
    });

    it('GetRecent lists what changed under the record, newest first', async () => {
      const org = (await crm.post('/api/Organization/Add', { name: uniqueTag() })).body.model.id as number;
      const task = (await crm.post('/api/Task/Add', { subject: 'Call back', parentObject: 'Organization', parentId: org })).body.model
        .id as number;
      const note = (await crm.post('/api/StatusUpdate/Add', { subject: 'Met them', parentObject: 'Organization', parentId: org })).body
        .model.id as number;
      await crm.put('/api/Task/Update', { id: task, taskStatus: 'Completed' });
      const recent = await crm.get(`/api/Organization/GetRecent?parentId=${org}`);
      expect(recent.body.map((r: Json) => [r.objectName, r.id, r.action])).toEqual([
        ['Task', task, 'update'],
        ['StatusUpdate', note, 'add'],
        ['Organization', org, 'add'],
      ]);
      expect(recent.body[0]).toMatchObject({ name: 'Call back', url: `/task/detail/${task}`, userName: 'Carl Reyes' });
      expect((await globex.get(`/api/Organization/GetRecent?parentId=${org}`)).status).toBe(404);
    });
  });
});
