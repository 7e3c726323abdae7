import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('records, audit, undo, paging ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  const history = async (client: Client, parentObject: string, parentId: number) => {
    const res = await client.post('/api/AuditHistory/PagingAndSorting2', { parentObject, parentId, currentPage: 1, pageSize: 50 });
    expect(res.status).toBe(200);
    return res.body as { data: { batchId: string; action: string; userId: number; fieldChangeList: { fieldName: string; oldValue: unknown; newValue: unknown }[] }[]; totalItem: number; totalPage: number };
  };

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
  });
  afterAll(async () => api?.close());

  it('the demo company has ~60 organizations and ~120 people', async () => {
    const orgs = await c.admin.get('/api/Organization/List?pageSize=10');
    expect(orgs.body.viewData.page.totalItem).toBeGreaterThanOrEqual(60);
    const people = await c.admin.post('/api/Person/PagingAndSorting', { currentPage: 1, pageSize: 10, orderBy: 'name', direction: 'asc' });
    expect(people.body.totalItem).toBeGreaterThanOrEqual(120);
    expect(people.body.data[0]).toMatchObject({ name: expect.any(String), organizationName: expect.any(String), ownerId: expect.any(Number) });
  });

  it('GetModel returns the model with child lists, owner name and permission; id 0 is a blank model', async () => {
    const res = await c.crm.get('/api/Organization/GetModel/1');
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ id: 1, name: expect.any(String), addressList: expect.any(Array), phoneList: expect.any(Array), emailList: expect.any(Array) });
    expect(res.body.model.addressList[0]).toMatchObject({ street: expect.any(String), city: expect.any(String), isPrimary: true });
    expect(res.body.viewData.ownerName).toEqual(expect.any(String));
    expect(['read', 'write', 'lock']).toContain(res.body.permission);
    const blank = await c.crm.get('/api/Person/GetModel/0');
    expect(blank.body.model).toMatchObject({ id: 0, objectName: 'Person', ownerId: (await me(c.crm)).userId, addressList: [], lastName: null, status: 1 });
    expect(blank.body.permission).toBe('write');
    expect((await c.crm.get('/api/Organization/GetModel/99999999')).status).toBe(404);
  });

  it('Add, Update and Delete each write one audit batch with old/new values', async () => {
    const crmId = (await me(c.crm)).userId;
    const added = await c.crm.post('/api/Organization/Add', {
      name: 'Audit Trail GmbH',
      industry: 'Consulting',
      phoneList: [{ type: 'Work', phoneNumber: '+49 30 1234' }],
    });
    expect(added.status).toBe(200);
    const id = added.body.model.id as number;
    expect(added.body.model.primaryPhone).toBe('+49 30 1234');

    let h = await history(c.crm, 'Organization', id);
    expect(h.totalItem).toBe(1);
    expect(h.data[0]!.action).toBe('add');
    expect(h.data[0]!.fieldChangeList).toEqual(
      expect.arrayContaining([
        { fieldName: 'name', oldValue: null, newValue: 'Audit Trail GmbH' },
        { fieldName: 'industry', oldValue: null, newValue: 'Consulting' },
      ]),
    );

    const updated = await c.crm.put('/api/Organization/Update', { id, name: 'Audit Trail AG', website: 'https://audit.example', industry: 'Consulting' });
    expect(updated.status).toBe(200);
    expect(updated.body.model).toMatchObject({ name: 'Audit Trail AG', website: 'https://audit.example', industry: 'Consulting', modifiedBy: crmId });
    // Partial update: the phone list was not sent, so it is untouched.
    expect(updated.body.model.phoneList).toHaveLength(1);

    h = await history(c.crm, 'Organization', id);
    expect(h.totalItem).toBe(2);
    const batch = h.data[0]!;
    expect(batch.action).toBe('update');
    expect(batch.userId).toBe(crmId);
    expect(batch.batchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(batch.fieldChangeList).toEqual([
      { fieldName: 'name', oldValue: 'Audit Trail GmbH', newValue: 'Audit Trail AG' },
      { fieldName: 'website', oldValue: null, newValue: 'https://audit.example' },
    ]);
    const fields = await c.crm.get(`/api/AuditHistory/GetChangeField/${batch.batchId}`);
    expect(fields.body).toEqual({ data: batch.fieldChangeList });
    // Other companies cannot read the batch.
    expect((await c.globex.get(`/api/AuditHistory/GetChangeField/${batch.batchId}`)).status).toBe(404);

    // An update that changes nothing writes nothing.
    await c.crm.put('/api/Organization/Update', { id, name: 'Audit Trail AG' });
    expect((await history(c.crm, 'Organization', id)).totalItem).toBe(2);

    const addressChange = await c.crm.put('/api/Organization/Update', { id, addressList: [{ street: '1 Unter den Linden', city: 'Berlin' }] });
    expect(addressChange.body.model.addressList).toHaveLength(1);
    h = await history(c.crm, 'Organization', id);
    expect(h.data[0]!.fieldChangeList).toEqual([
      { fieldName: 'addressList', oldValue: [], newValue: [expect.objectContaining({ street: '1 Unter den Linden', city: 'Berlin', isPrimary: true })] },
    ]);

    const deleted = await c.crm.del(`/api/Organization/Delete/${id}`);
    expect(deleted.body).toEqual({ id, objectName: 'Organization', name: 'Audit Trail AG' });
    // History of a deleted record is 404 like the record; after undo it shows the delete and restore.
    expect((await c.crm.get(`/api/Organization/GetModel/${id}`)).status).toBe(404);
    const undo = await c.crm.post('/api/DeleteObject/Undo?numberOfDeletedItem=1');
    expect(undo.body).toEqual([{ objectName: 'Organization', name: 'Audit Trail AG', objectUrl: 'organization', id, canOpen: true }]);
    h = await history(c.crm, 'Organization', id);
    expect(h.data.map((b) => b.action)).toEqual(['restore', 'delete', 'update', 'update', 'add']);
    expect(h.data[1]!.fieldChangeList).toEqual([{ fieldName: 'isDeleted', oldValue: false, newValue: true }]);
  });

  it('Delete hides the record everywhere and Undo restores the last n deletions of the user', async () => {
    const a = (await c.admin.post('/api/Person/Add', { firstName: 'Undo', lastName: 'Alpha' })).body.model.id as number;
    const b = (await c.admin.post('/api/Person/Add', { firstName: 'Undo', lastName: 'Beta' })).body.model.id as number;
    expect((await c.admin.del(`/api/Person/Delete/${a}`)).status).toBe(200);
    expect((await c.admin.del(`/api/Person/Delete/${b}`)).status).toBe(200);
    expect((await c.admin.get(`/api/Person/GetModel/${a}`)).status).toBe(404);
    expect((await c.admin.get('/api/Person/NameSearch?term=Undo')).body).toEqual([]);
    expect((await c.admin.form('/api/Person/QuickSearch', { keyword: 'Undo Alpha' })).body).toEqual([]);
    expect((await c.admin.post('/api/Person/PagingAndSorting', { parameter: { keyword: 'Undo' } })).body.totalItem).toBe(0);
    // Another user's undo does not touch these.
    expect((await c.crm.post('/api/DeleteObject/Undo?numberOfDeletedItem=5')).body).toEqual([]);

    const undo = await c.admin.post('/api/DeleteObject/Undo?numberOfDeletedItem=2');
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual([
      { objectName: 'Person', name: 'Undo Beta', objectUrl: 'person', id: b, canOpen: false },
      { objectName: 'Person', name: 'Undo Alpha', objectUrl: 'person', id: a, canOpen: false },
    ]);
    expect((await c.admin.get(`/api/Person/GetModel/${a}`)).status).toBe(200);
    expect((await c.admin.get('/api/Person/NameSearch?term=Undo')).body).toHaveLength(2);
    // Nothing left to undo.
    expect((await c.admin.post('/api/DeleteObject/Undo?numberOfDeletedItem=1')).body).toEqual([]);
  });

  it('PagingAndSorting: totals, page slicing and ordering', async () => {
    const tag = 'Pagetest';
    for (const n of ['Delta', 'alpha', 'Charlie', 'Bravo', 'Echo']) {
      expect((await c.crm.post('/api/Organization/Add', { name: `${tag} ${n}` })).status).toBe(200);
    }
    const page = (currentPage: number, extra: Record<string, unknown> = {}) =>
      c.crm.post('/api/Organization/PagingAndSorting', { currentPage, pageSize: 2, orderBy: 'name', direction: 'asc', parameter: { keyword: tag }, ...extra });
    const p1 = await page(1);
    expect(p1.body.totalItem).toBe(5);
    expect(p1.body.totalPage).toBe(3);
    expect(p1.body.data.map((r: { name: string }) => r.name)).toEqual([`${tag} alpha`, `${tag} Bravo`]);
    expect(p1.body.data[0]).not.toHaveProperty('addressList');
    expect((await page(3)).body.data.map((r: { name: string }) => r.name)).toEqual([`${tag} Echo`]);
    expect((await page(4)).body.data).toEqual([]);
    const desc = await page(1, { direction: 'desc' });
    expect(desc.body.data.map((r: { name: string }) => r.name)).toEqual([`${tag} Echo`, `${tag} Delta`]);
    const newest = await page(1, { orderBy: 'creationDate', direction: 'desc' });
    expect(newest.body.data[0].name).toBe(`${tag} Echo`);

    expect((await page(1, { orderBy: 'dropTable' })).status).toBe(400);
    expect((await page(0)).status).toBe(400);
    expect((await page(1, { pageSize: 101 })).status).toBe(400);

    const list = await c.crm.get(`/api/Organization/List?keyword=${tag}&pageSize=2&currentPage=2&orderBy=name&direction=asc`);
    expect(list.status).toBe(200);
    expect(list.body.viewData.page).toEqual({ currentPage: 2, totalPage: 3, totalItem: 5, totalExact: true, pageSize: 2 });
    expect(list.body.data.map((r: { name: string }) => r.name)).toEqual([`${tag} Charlie`, `${tag} Delta`]);
    expect(list.body).toMatchObject({ permission: 'write', lookupData: {}, viewList: [] });
    expect(list.body.viewField[0]).toMatchObject({ fieldName: 'name', fieldLabel: expect.any(String), fieldType: 'text', columnWidth: expect.any(Number) });
  });

  it('Person: computed name, organization link and organization filter', async () => {
    const org = (await c.crm.post('/api/Organization/Add', { name: 'People Filter Corp' })).body.model.id as number;
    const res = await c.crm.post('/api/Person/Add', {
      firstName: 'Grace',
      lastName: 'Hopper',
      organizationId: org,
      jobTitle: 'Rear Admiral',
      emailList: [{ email: 'grace@filter.example' }, { email: 'g.hopper@filter.example', isPrimary: true }],
    });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ name: 'Grace Hopper', organizationName: 'People Filter Corp', primaryEmail: 'g.hopper@filter.example' });
    expect(res.body.model.emailList.map((e: { isPrimary: boolean }) => e.isPrimary)).toEqual([false, true]);
    const filtered = await c.crm.post('/api/Person/PagingAndSorting', { parameter: { organizationId: org } });
    expect(filtered.body.totalItem).toBe(1);
    const summary = await c.crm.get(`/api/Organization/GetSummary/${org}`);
    expect(summary.body.viewData).toMatchObject({ contactCount: 1, isFollowing: false, ownerName: 'Carl Reyes', dropboxEmail: expect.stringContaining(`dropbox-organization-${org}@`) });
    expect(summary.body.menu).toEqual(['Task', 'Call', 'Email', 'Event', 'Edit', 'Follow']);
  });

  it('NameSearch and QuickSearch', async () => {
    await c.crm.post('/api/Organization/Add', { name: 'Quokka Quarries', isCustomer: true, industry: 'Mining' });
    expect((await c.crm.get('/api/Organization/NameSearch?term=q')).body).toEqual([]);
    const names = await c.crm.get('/api/Organization/NameSearch?term=quokka');
    expect(names.body).toEqual([{ id: expect.any(Number), name: 'Quokka Quarries', objectName: 'Organization', url: expect.stringMatching(/^\/customer\/detail\/\d+$/) }]);
    expect((await c.crm.get('/api/Organization/NameSearch?term=e')).body.length).toBe(0);
    expect((await c.crm.get('/api/Organization/NameSearch?term=er')).body.length).toBeLessThanOrEqual(10);
    const quick = await c.crm.form('/api/Organization/QuickSearch', { keyword: 'Quokka' });
    // A customer's link is its customer page (contract recordUrl); parentName is the record it refers to (none here).
    expect(quick.body).toEqual([
      { id: names.body[0].id, objectType: 'Organization', name: 'Quokka Quarries', parentName: null, customerType: 'Customer', supplierType: null, link: names.body[0].url },
    ]);
    expect((await c.crm.form('/api/Organization/QuickSearch', { keyword: 'Q' })).body).toEqual([]);
    // LIKE wildcards are literal.
    expect((await c.crm.get('/api/Organization/NameSearch?term=%25%25')).body).toEqual([]);
  });

  it('follow and unfollow', async () => {
    const id = (await c.crm.post('/api/Organization/Add', { name: 'Followed Ltd' })).body.model.id as number;
    const w = await c.free.post('/api/Watch/Add', { parentId: id, parentObject: 'Organization' });
    // A follow is a Watch record owned by the follower, named after the followed record.
    expect(w.body).toMatchObject({ id: expect.any(Number), model: { objectName: 'Watch', parentObject: 'Organization', parentId: id, name: 'Followed Ltd' } });
    expect((await c.free.post('/api/Watch/Add', { parentId: id, parentObject: 'Organization' })).body.id).toBe(w.body.id);
    expect((await c.free.get(`/api/Organization/GetSummary/${id}`)).body.viewData.isFollowing).toBe(true);
    expect((await c.free.get(`/api/Organization/GetSummary/${id}`)).body.menu).toContain('Unfollow');
    expect((await c.crm.get(`/api/Organization/GetSummary/${id}`)).body.viewData.isFollowing).toBe(false);
    expect((await c.free.del(`/api/Watch/DeleteWatch?parentId=${id}&parentObject=Organization`)).body).toEqual({});
    expect((await c.free.get(`/api/Organization/GetSummary/${id}`)).body.viewData.isFollowing).toBe(false);
  });

  it('User/GetModel and User/List with idList', async () => {
    const all = await c.crm.get('/api/User/List');
    expect(all.body.data).toHaveLength(5);
    const [u1, u2] = all.body.data as { id: number }[];
    const some = await c.crm.get(`/api/User/List?idList=${u1!.id},${u2!.id},99999`);
    expect(some.body.data.map((u: { id: number }) => u.id).sort()).toEqual([u1!.id, u2!.id].sort());
    const model = await c.crm.get(`/api/User/GetModel/${u1!.id}`);
    expect(model.body.model).toMatchObject({ id: u1!.id, username: expect.any(String), person: { firstName: expect.any(String), lastName: expect.any(String) }, emailAddressList: [{ email: expect.any(String), isPrimary: true }] });
  });
});
