// The list page's calls: inline edit (SaveItem), bulk delete undone as one, bulk status (status 1 = active).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Client, type Json } from './support/client';
import { uniqueTag } from './support/records';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('list actions ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
  });
  afterAll(async () => api?.close());

  const addOpportunity = async (client: Client, name = uniqueTag('Opp')) => {
    const res = await client.post('/api/Opportunity/Add', { name, stage: 'Prospecting', amount: 100 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.model as Json;
  };

  describe('SaveItem (inline edit)', () => {
    it('saves only the fields sent and bumps the version', async () => {
      const opp = await addOpportunity(c.crm);
      const res = await c.crm.post('/api/Opportunity/SaveItem', {
        id: opp.id,
        version: opp.version,
        amount: 2500.5,
        closeDate: '2027-03-01',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.model).toMatchObject({ id: opp.id, name: opp.name, stage: 'Prospecting', amount: 2500.5, closeDate: '2027-03-01' });
      expect(res.body.model.version).toBe(opp.version + 1);
      expect((await c.crm.get(`/api/Opportunity/GetModel/${opp.id}`)).body.model.amount).toBe(2500.5);
    });

    it('refuses bad values with the field named and the spec message, and writes nothing', async () => {
      const opp = await addOpportunity(c.crm);
      const stage = await c.crm.post('/api/Opportunity/SaveItem', { id: opp.id, stage: 'Someday', amount: 1 });
      expect(stage.status).toBe(400);
      expect(stage.body.errors).toEqual([expect.objectContaining({ field: 'stage', message: 'Invalid stage' })]);
      const cleared = await c.crm.post('/api/Opportunity/SaveItem', { id: opp.id, name: '  ' });
      expect(cleared.status).toBe(400);
      expect(cleared.body).toMatchObject({
        message: 'Please complete all required fields',
        errors: [{ field: 'name', message: 'Please complete all required fields' }],
      });
      const model = (await c.crm.get(`/api/Opportunity/GetModel/${opp.id}`)).body.model;
      expect(model).toMatchObject({ name: opp.name, amount: 100, version: opp.version });
    });

    it('needs write permission, a live record of the company and the current version', async () => {
      const opp = await addOpportunity(c.crm);
      // support reads opportunities but may not write them
      const denied = await c.support.post('/api/Opportunity/SaveItem', { id: opp.id, amount: 5 });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe("You don't have permission to edit this record");
      // another company's record does not exist for it
      expect((await c.globex.post('/api/Opportunity/SaveItem', { id: opp.id, amount: 5 })).status).toBe(404);
      expect((await c.crm.post('/api/Opportunity/SaveItem', { amount: 5 })).status).toBe(400);

      const first = await c.crm.post('/api/Opportunity/SaveItem', { id: opp.id, version: opp.version, amount: 7 });
      expect(first.status).toBe(200);
      const stale = await c.crm.post('/api/Opportunity/SaveItem', { id: opp.id, version: opp.version, amount: 8 });
      expect(stale.status).toBe(409);
      expect(stale.body.conflict).toMatchObject({ version: opp.version + 1 });
      expect((await c.crm.get(`/api/Opportunity/GetModel/${opp.id}`)).body.model.amount).toBe(7);
    });

    it('leaves a party row’s child lists alone (they are not cells of the row)', async () => {
      const org = (
        await c.crm.post('/api/Organization/Add', { name: uniqueTag('Org'), addressList: [{ street: '1 Main St', city: 'Springfield' }] })
      ).body.model;
      const res = await c.crm.post('/api/Organization/SaveItem', { id: org.id, name: `${org.name} Ltd`, addressList: [] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.model.name).toBe(`${org.name} Ltd`);
      expect(res.body.model.addressList).toHaveLength(1);
    });
  });

  it('DeleteMultiple of three is undone as one: Undo with numberOfDeletedItem=3 restores all three', async () => {
    const opps = [await addOpportunity(c.admin), await addOpportunity(c.admin), await addOpportunity(c.admin)];
    const ids = opps.map((o) => o.id as number);
    const versions = Object.fromEntries(opps.map((o) => [String(o.id), o.version]));
    const gone = await c.admin.del('/api/Opportunity/DeleteMultiple', { idList: ids, versions });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    for (const id of ids) expect((await c.admin.get(`/api/Opportunity/GetModel/${id}`)).status).toBe(404);
    // another user's undo restores nothing of these
    expect((await c.crm.post('/api/DeleteObject/Undo?numberOfDeletedItem=3')).body).toEqual([]);

    const undo = await c.admin.post('/api/DeleteObject/Undo?numberOfDeletedItem=3');
    expect(undo.status).toBe(200);
    expect(undo.body.map((r: Json) => r.id).sort()).toEqual([...ids].sort());
    for (const r of undo.body) expect(r).toMatchObject({ objectName: 'Opportunity', objectUrl: 'opportunity', canOpen: true });
    for (const id of ids) expect((await c.admin.get(`/api/Opportunity/GetModel/${id}`)).status).toBe(200);
  });

  it('a single delete of an undoable type without an open link is undone with canOpen false', async () => {
    const person = (await c.admin.post('/api/Person/Add', { firstName: 'Solo', lastName: uniqueTag('Undo') })).body.model;
    expect((await c.admin.del(`/api/Person/Delete/${person.id}?version=${person.version}`)).status).toBe(200);
    const undo = await c.admin.post('/api/DeleteObject/Undo?numberOfDeletedItem=1');
    expect(undo.body).toEqual([{ objectName: 'Person', name: person.name, objectUrl: 'person', id: person.id, canOpen: false }]);
  });

  it('ChangeMultipleStatus: status 1 makes the selection active, 0 inactive; a read-only row refuses the whole batch', async () => {
    const a = await addOpportunity(c.crm);
    const b = await addOpportunity(c.crm);
    const off = await c.crm.put('/api/Opportunity/ChangeMultipleStatus?status=0', {
      idList: [a.id, b.id],
      versions: { [a.id]: a.version, [b.id]: b.version },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.map((m: Json) => m.status)).toEqual([0, 0]);
    const on = await c.crm.put('/api/Opportunity/ChangeMultipleStatus?status=1', { idList: [a.id, b.id] });
    expect(on.body.data.map((m: Json) => m.status)).toEqual([1, 1]);
    expect((await c.crm.put('/api/Opportunity/ChangeMultipleStatus?status=3', { idList: [a.id] })).body.message).toBe('Invalid status');

    const denied = await c.support.put('/api/Opportunity/ChangeMultipleStatus?status=0', { idList: [a.id, b.id] });
    expect(denied.status).toBe(403);
    expect((await c.crm.get(`/api/Opportunity/GetModel/${a.id}`)).body.model.status).toBe(1);
  });
});
