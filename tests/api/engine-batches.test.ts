// The batch reads the bff's loaders use (GetSummary, List with child lists, section pages, history,
// shares, recent, each with `idList`): the same answer per record as the one-record call, one entry per
// readable record in the order asked; ids of another company, private rows and deleted rows are absent;
// at most 100 ids. Role types take role ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleTypes } from '../../contract';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Client, type Json } from './support/client';
import { requiredExtras, uniqueTag } from './support/records';

type Clients = Awaited<ReturnType<typeof demoClients>>;

/** `{ data: [{ id, …}] }` → the entries by id (and checks that ids are not repeated). */
const byId = (body: Json): Map<number, Json> => {
  const entries = body.data as Json[];
  const map = new Map(entries.map((e) => [e.id as number, e]));
  expect(map.size).toBe(entries.length);
  return map;
};

const without = (entry: Json, key = 'id') => {
  const { [key]: _omit, ...rest } = entry;
  return rest;
};

describe.each(backends({ postgres: true }))('record engine: batch reads ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  /** Organizations of Acme (the demo's first page), and one of Globex. */
  let orgs: number[];
  let globexOrg: number;
  let deletedOrg: number;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
    orgs = (await c.admin.get('/api/Organization/List?pageSize=12&orderBy=name')).body.data.map((r: Json) => r.id);
    globexOrg = (await c.globex.get('/api/Organization/List?pageSize=1')).body.data[0].id;
    deletedOrg = (await c.admin.post('/api/Organization/Add', { name: uniqueTag('Gone') })).body.model.id;
    await c.admin.del(`/api/Organization/Delete/${deletedOrg}`);
  });
  afterAll(async () => api?.close());

  /** The asked ids with a Globex id, a deleted id and an unknown id mixed in. */
  const mixed = () => [orgs[3]!, globexOrg, orgs[0]!, deletedOrg, 2_000_000_000, ...orgs.slice(4)];
  const readable = () => [orgs[3]!, orgs[0]!, ...orgs.slice(4)];

  it('GetSummary?idList answers what GetSummary/{id} answers, per readable record, in the order asked', async () => {
    const res = await c.crm.get(`/api/Organization/GetSummary?idList=${mixed().join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: Json) => s.id)).toEqual(readable());
    for (const s of res.body.data) {
      const one = await c.crm.get(`/api/Organization/GetSummary/${s.id}`);
      expect(without(s)).toEqual(one.body);
    }
    // The facts are real: the user's own follow and the contact count show up.
    const [first] = res.body.data;
    const summaryOf = async (client: Client) =>
      byId((await client.get(`/api/Organization/GetSummary?idList=${orgs.join(',')}`)).body).get(first.id);
    await c.crm.del(`/api/Watch/DeleteWatch?parentId=${first.id}&parentObject=Organization`);
    expect(await summaryOf(c.crm)).toMatchObject({
      viewData: { isFollowing: false },
      menu: ['Task', 'Call', 'Email', 'Event', 'Edit', 'Follow'],
    });
    await c.crm.post('/api/Watch/Add', { parentObject: 'Organization', parentId: first.id });
    const followed = await summaryOf(c.crm);
    expect(followed).toMatchObject({ viewData: { isFollowing: true }, menu: ['Task', 'Call', 'Email', 'Event', 'Edit', 'Unfollow'] });
    const contacts = (await c.crm.get(`/api/Organization/Contact/${first.id}?pageSize=1`)).body.totalItem;
    expect(followed.viewData.contactCount).toBe(contacts);
    expect(contacts).toBeGreaterThan(0);
    // Another user's summary of the same record answers that user's follow and permission.
    expect((await summaryOf(c.support)).menu).not.toContain('Edit');
  });

  it('List?idList&childLists=1: party rows carry the addresses, phones and e-mails of their model', async () => {
    const people = (await c.admin.get('/api/Person/List?pageSize=100')).body.data.map((r: Json) => r.id);
    const res = await c.admin.get(`/api/Person/List?idList=${people.join(',')}&childLists=1`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(people.length);
    let withPhones = 0;
    for (const row of res.body.data) {
      const { model } = (await c.admin.get(`/api/Person/GetModel/${row.id}`)).body;
      expect({ a: row.addressList, p: row.phoneList, e: row.emailList }).toEqual({
        a: model.addressList,
        p: model.phoneList,
        e: model.emailList,
      });
      expect(row.permission).toBe('lock');
      if (row.phoneList.length && row.emailList.length) withPhones++;
    }
    expect(withPhones).toBeGreaterThan(10);
    const orgRows = (await c.admin.get(`/api/Organization/List?idList=${orgs.join(',')}&childLists=1`)).body.data;
    expect(orgRows.every((r: Json) => r.addressList.length > 0)).toBe(true);
    const plain = await c.admin.get(`/api/Person/List?idList=${people.slice(0, 3).join(',')}`);
    expect(plain.body.data[0]).not.toHaveProperty('addressList');
    expect((await c.globex.get(`/api/Person/List?idList=${people.join(',')}&childLists=1`)).body.data).toEqual([]);
  });

  it('{Section}?idList answers one page per record, the same as {Section}/{id}, for every kind of relation', async () => {
    const people = (await c.admin.get('/api/Person/List?pageSize=10')).body.data.map((r: Json) => r.id);
    const cases: [string, string, number[]][] = [
      ['Organization', 'Contact', mixed()], // via field
      ['Organization', 'Task', mixed()], // via parent or top parent
      ['Organization', 'Opportunity', mixed()],
      ['Person', 'Organization', people], // via reference
    ];
    for (const [objectName, path, ids] of cases) {
      for (const page of ['currentPage=1&pageSize=2', 'currentPage=2&pageSize=2', 'currentPage=1&pageSize=50']) {
        const res = await c.crm.get(`/api/${objectName}/${path}?idList=${ids.join(',')}&${page}`);
        expect(res.status, `${objectName}/${path}`).toBe(200);
        const entries = byId(res.body);
        expect([...entries.keys()]).toEqual(ids.filter((id) => id !== globexOrg && id !== deletedOrg && id !== 2_000_000_000));
        for (const [id, entry] of entries) {
          const one = await c.crm.get(`/api/${objectName}/${path}/${id}?${page}`);
          expect(without(entry), `${objectName}/${path}/${id}?${page}`).toEqual(one.body);
        }
      }
    }
    // Somewhere in the demo a record has more than one page of tasks and one has none.
    const tasks = byId((await c.crm.get(`/api/Organization/Task?idList=${orgs.join(',')}&pageSize=2`)).body);
    expect([...tasks.values()].some((p) => p.totalItem > 2 && p.data.length === 2)).toBe(true);
  });

  it('AuditHistory/PagingAndSorting2 with parentIdList: one history page per record, as for parentId', async () => {
    for (const page of [
      { currentPage: 1, pageSize: 3 },
      { currentPage: 2, pageSize: 3 },
    ]) {
      const res = await c.crm.post('/api/AuditHistory/PagingAndSorting2', { parentObject: 'Organization', parentIdList: mixed(), ...page });
      expect(res.status).toBe(200);
      expect(res.body.data.map((h: Json) => h.id)).toEqual(readable());
      for (const entry of res.body.data) {
        const one = await c.crm.post('/api/AuditHistory/PagingAndSorting2', { parentObject: 'Organization', parentId: entry.id, ...page });
        expect(without(entry)).toEqual(one.body);
      }
      expect(res.body.data[0].totalItem).toBeGreaterThan(0);
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await c.crm.post('/api/AuditHistory/PagingAndSorting2', { parentObject: 'Organization', parentIdList: tooMany })).status).toBe(
      400,
    );
    expect((await c.crm.post('/api/AuditHistory/PagingAndSorting2', { parentObject: 'Nope', parentIdList: orgs })).status).toBe(404);
    expect((await c.crm.post('/api/AuditHistory/PagingAndSorting2', { parentObject: 'Organization', parentId: globexOrg })).status).toBe(
      404,
    );
  });

  it('{Object}Share/List?idList answers each record’s shares, as Share/List/{id}', async () => {
    const groupId = (await c.admin.get('/api/Group/List')).body.data[0].id;
    const crmId = (await c.crm.get('/api/UserMainMenu/InitialData')).body.session.userId;
    await c.admin.post('/api/OrganizationShare/Add', { parentId: orgs[1], userOrGroupId: crmId, accessLevel: 'read' });
    await c.admin.post('/api/OrganizationShare/Add', { parentId: orgs[1], userType: 'group', userOrGroupId: groupId });
    await c.admin.post('/api/OrganizationShare/Add', { parentId: orgs[2], userOrGroupId: crmId });
    const ids = [orgs[1]!, globexOrg, orgs[2]!, orgs[0]!];
    const res = await c.support.get(`/api/OrganizationShare/List?idList=${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: Json) => s.id)).toEqual([orgs[1], orgs[2], orgs[0]]);
    for (const entry of res.body.data)
      expect(entry.data).toEqual((await c.support.get(`/api/OrganizationShare/List/${entry.id}`)).body.data);
    expect(res.body.data[0].data.map((s: Json) => s.userType).sort()).toEqual(['group', 'user']);
    // Types that cannot be shared have no share calls.
    expect((await c.admin.get('/api/StatusUpdateShare/List?idList=1')).status).toBe(404);
  });

  it('GetRecent?idList answers each record’s recent items, as GetRecent?parentId', async () => {
    const res = await c.crm.get(`/api/Organization/GetRecent?idList=${mixed().join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: Json) => r.id)).toEqual(readable());
    for (const entry of res.body.data)
      expect(entry.data).toEqual((await c.crm.get(`/api/Organization/GetRecent?parentId=${entry.id}`)).body);
    expect(res.body.data.some((e: Json) => e.data.length > 1)).toBe(true);
  });

  it('private rows are absent: another user’s follow is not in a Watch batch (but is for an administrator)', async () => {
    const w = (await c.crm.post('/api/Watch/Add', { parentObject: 'Organization', parentId: orgs[5] })).body.id;
    expect((await c.free.get(`/api/Watch/GetSummary?idList=${w}`)).body.data).toEqual([]);
    expect((await c.free.get(`/api/Watch/GetRecent?idList=${w}`)).body.data).toEqual([]);
    expect((await c.free.post('/api/AuditHistory/PagingAndSorting2', { parentObject: 'Watch', parentIdList: [w] })).body.data).toEqual([]);
    expect((await c.crm.get(`/api/Watch/GetSummary?idList=${w}`)).body.data.map((s: Json) => s.id)).toEqual([w]);
    expect((await c.admin.get(`/api/Watch/GetSummary?idList=${w}`)).body.data.map((s: Json) => s.id)).toEqual([w]);
  });

  it('refuses a batch of more than 100 ids, a malformed idList, and a batch call without idList', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const path of [
      'Organization/GetSummary',
      'Organization/List',
      'Organization/Contact',
      'OrganizationShare/List',
      'Organization/GetRecent',
    ]) {
      const res = await c.admin.get(`/api/${path}?idList=${ids}`);
      expect(res, path).toMatchObject({ status: 400, body: { message: 'idList takes at most 100 ids' } });
      expect((await c.admin.get(`/api/${path}?idList=1,x`)).status, path).toBe(400);
    }
    expect((await c.admin.get(`/api/Organization/GetSummary?idList=${orgs.slice(0, 100).join(',')}`)).status).toBe(200);
    for (const path of ['Organization/GetSummary', 'Organization/Contact', 'OrganizationShare/List']) {
      expect(await c.admin.get(`/api/${path}`), path).toMatchObject({ status: 400, body: { message: 'idList is required' } });
    }
  });

  it('Record/List answers rows of several types at once (polymorphic references), only readable ones', async () => {
    const task = (await c.admin.get('/api/Task/List?pageSize=1')).body.data[0];
    const person = (await c.admin.get('/api/Person/List?pageSize=1')).body.data[0];
    const lead = (await c.admin.get('/api/Lead/List?pageSize=1')).body.data[0];
    const w = (await c.crm.post('/api/Watch/Add', { parentObject: 'Organization', parentId: orgs[6] })).body.id;
    const refList = [
      { objectName: 'Organization', id: orgs[0] },
      { objectName: 'task', id: task.id },
      { objectName: 'Organization', id: globexOrg },
      { objectName: 'Person', id: person.id },
      { objectName: 'Lead', id: lead.leadId },
      { objectName: 'Organization', id: deletedOrg },
      { objectName: 'Watch', id: w },
      { objectName: 'Organization', id: orgs[0] },
    ];
    const res = await c.free.post('/api/Record/List', { refList });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: Json) => [e.objectName, e.id, e.row.objectName, e.row.id])).toEqual([
      ['Organization', orgs[0], 'Organization', orgs[0]],
      ['task', task.id, 'Task', task.id],
      ['Person', person.id, 'Person', person.id],
      ['Lead', lead.leadId, lead.objectName, lead.id],
    ]);
    // Each row is the row List?idList answers for that type, with the caller's permission.
    const [org] = (await c.free.get(`/api/Organization/List?idList=${orgs[0]}`)).body.data;
    expect(res.body.data[0].row).toEqual(org);
    expect((await c.crm.post('/api/Record/List', { refList: [{ objectName: 'Watch', id: w }] })).body.data).toHaveLength(1);
    expect(await c.free.post('/api/Record/List', { refList: [{ objectName: 'Nope', id: 1 }] })).toMatchObject({
      status: 400,
      body: { message: 'Unknown object Nope' },
    });
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ objectName: 'Task', id: i + 1 }));
    expect(await c.free.post('/api/Record/List', { refList: tooMany })).toMatchObject({
      status: 400,
      body: { message: 'refList takes at most 500 references' },
    });
  });

  describe.each(roleTypes.map((t) => [t.objectName, t] as const))('%s batches take role ids', (objectName, type) => {
    it('GetSummary, sections, shares, recent and history answer by role id', async () => {
      const idField = type.role!.idField;
      const tag = uniqueTag();
      const extras = await requiredExtras(c.crm, objectName);
      const org = (await c.crm.post(`/api/${objectName}/Add`, { name: `${tag} Org`, ...extras })).body.model;
      const person = (await c.crm.post(`/api/${objectName}/Add`, { objectName: 'Person', firstName: tag, lastName: 'P', ...extras })).body
        .model;
      await c.crm.post('/api/Task/Add', {
        subject: `${tag} call back`,
        parentObject: 'Organization',
        parentId: org.id,
        ownerId: org.ownerId,
      });
      const roleIds = [person[idField] as number, org[idField] as number];
      const globexRole = (await c.globex.post(`/api/${objectName}/Add`, { name: `${tag} Globex` })).body.model[idField];
      const asked = [...roleIds, globexRole].join(',');

      const summaries = (await c.crm.get(`/api/${objectName}/GetSummary?idList=${asked}`)).body.data;
      expect(summaries.map((s: Json) => [s.id, s.model.id, s.model.objectName])).toEqual([
        [roleIds[0], person.id, 'Person'],
        [roleIds[1], org.id, 'Organization'],
      ]);
      for (const s of summaries) expect(without(s)).toEqual((await c.crm.get(`/api/${objectName}/GetSummary/${s.id}`)).body);

      const tasks = byId((await c.crm.get(`/api/${objectName}/Task?idList=${asked}`)).body);
      expect([...tasks.keys()]).toEqual(roleIds);
      expect(tasks.get(roleIds[1]!).data.map((t: Json) => t.subject)).toEqual([`${tag} call back`]);
      expect(tasks.get(roleIds[0]!).totalItem).toBe(0);

      expect((await c.crm.get(`/api/${objectName}Share/List?idList=${asked}`)).body.data.map((s: Json) => s.id)).toEqual(roleIds);
      const recent = byId((await c.crm.get(`/api/${objectName}/GetRecent?idList=${asked}`)).body);
      expect(recent.get(roleIds[1]!).data.map((r: Json) => r.name)).toContain(`${tag} call back`);
      const history = await c.crm.post('/api/AuditHistory/PagingAndSorting2', {
        parentObject: objectName,
        parentIdList: roleIds.concat(globexRole),
      });
      expect(history.body.data.map((h: Json) => h.id)).toEqual(roleIds);
      expect(history.body.data[1].data.map((h: Json) => h.objectName)).toContain('Task');
      const rows = (await c.crm.get(`/api/${objectName}/List?idList=${asked}&childLists=1`)).body.data;
      expect(rows.map((r: Json) => r[idField]).sort()).toEqual([...roleIds].sort());
      for (const r of rows) expect(r.addressList).toEqual([]);
    });
  });
});
