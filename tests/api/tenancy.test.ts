import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Client } from './support/client';

describe.each(backends({ postgres: true }))('tenant isolation ($name)', (backend) => {
  let api: TestApi;
  let acme: Client;
  let globex: Client;
  let orgId: number;
  let personId: number;
  const secret = 'Zanzibar Secret Holdings';

  beforeAll(async () => {
    api = await startTestApi(backend);
    ({ admin: acme, globex } = await demoClients(api.url));
    orgId = (await acme.post('/api/Organization/Add', { name: secret, isLocked: false })).body.model.id;
    personId = (await acme.post('/api/Person/Add', { firstName: 'Zed', lastName: 'Zanzibar', organizationId: orgId })).body.model.id;
  });
  afterAll(async () => api?.close());

  it('the Acme record is visible to Acme', async () => {
    expect((await acme.get(`/api/Organization/GetModel/${orgId}`)).status).toBe(200);
  });

  it.each(['Organization', 'Person'])('%s by id is 404 for another company', async (object) => {
    const id = object === 'Organization' ? orgId : personId;
    for (const res of [
      await globex.get(`/api/${object}/GetModel/${id}`),
      await globex.get(`/api/${object}/GetSummary/${id}`),
      await globex.put(`/api/${object}/Update`, { id, name: 'Stolen', lastName: 'Stolen' }),
      await globex.put(`/api/${object}/Unlock/${id}`),
      await globex.del(`/api/${object}/Delete/${id}`),
      await globex.post('/api/Watch/Add', { parentId: id, parentObject: object }),
      await globex.post('/api/AuditHistory/PagingAndSorting2', { parentObject: object, parentId: id }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toEqual(expect.any(String));
    }
    // Nothing changed.
    const still = await acme.get(`/api/${object}/GetModel/${id}`);
    expect(still.status).toBe(200);
    expect(still.body.model.name).not.toBe('Stolen');
  });

  it('never appears in lists and searches of another company', async () => {
    const list = await globex.get('/api/Organization/List?pageSize=100');
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(orgId);
    expect(list.body.viewData.page.totalItem).toBe(5); // Globex's own seed
    const page = await globex.post('/api/Organization/PagingAndSorting', {
      currentPage: 1,
      pageSize: 100,
      orderBy: 'name',
      direction: 'asc',
      parameter: { keyword: 'Zanzibar' },
    });
    expect(page.body).toEqual({ data: [], totalPage: 0, totalItem: 0, totalExact: true, nextCursor: null });
    expect((await globex.get('/api/Organization/NameSearch?term=Zanzibar')).body).toEqual([]);
    expect((await globex.get('/api/Person/NameSearch?term=Zanzibar')).body).toEqual([]);
    expect((await globex.form('/api/Organization/QuickSearch', { keyword: 'Zanzibar' })).body).toEqual([]);
    const check = await globex.form('/api/Organization/NameCheck', { name: secret });
    expect(check.status).toBe(404);
    expect(check.body.message).toBe('Invalid object');
    const people = await globex.post('/api/Person/PagingAndSorting', { currentPage: 1, pageSize: 100, orderBy: 'name', direction: 'asc' });
    expect(people.body.totalItem).toBe(0);
  });

  it('users of another company are absent from User/List and 404 by id', async () => {
    const acmeUsers = (await acme.get('/api/User/List')).body.data as { id: number }[];
    const ids = acmeUsers.map((u) => u.id).join(',');
    expect((await globex.get(`/api/User/List?idList=${ids}`)).body.data).toEqual([]);
    expect((await globex.get(`/api/User/GetModel/${acmeUsers[0]!.id}`)).status).toBe(404);
  });

  it('another company cannot point its records at Acme users or organizations', async () => {
    const acmeUser = (await acme.get('/api/User/List')).body.data[0].id as number;
    const owner = await globex.post('/api/Organization/Add', { name: 'Globex Probe', ownerId: acmeUser });
    expect(owner.status).toBe(400);
    expect(owner.body.message).toBe('Invalid owner');
    const person = await globex.post('/api/Person/Add', { lastName: 'Probe', organizationId: orgId });
    expect(person.status).toBe(400);
    expect(person.body.errors[0].field).toBe('organizationId');
  });
});
