// Quick search over its 7 result types, search-all grouped by type, LookupValue, the name checks of
// lookups (records and users) and tenant isolation of every search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_SEARCH_TYPES, SEARCH_ALL_TYPES, recordType } from '../../contract';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Json } from './support/client';
import { addMinimal, requiredExtras, uniqueTag, type SampleContext } from './support/records';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends({ postgres: true }))('search and lookups ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  let ctx: SampleContext;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
    const userId = (await me(c.admin)).userId;
    const org = await c.admin.post('/api/Organization/Add', { name: uniqueTag('SearchParent') });
    ctx = { client: c.admin, userId, parent: { objectName: 'Organization', id: org.body.model.id } };
  });
  afterAll(async () => api?.close());

  it('a keyword finds a person by any piece of the first or the last name, or across both', async () => {
    const first = uniqueTag('Fq').replace(/\W/g, '');
    const last = uniqueTag('Lq').replace(/\W/g, '');
    const person = await c.admin.post('/api/Person/Add', { firstName: first, lastName: last });
    expect(person.status, JSON.stringify(person.body)).toBe(200);
    for (const keyword of [first.slice(1, -1), last.slice(1, -1).toUpperCase(), `${first.slice(-3)} ${last.slice(0, 3)}`]) {
      const page = await c.admin.post('/api/Person/PagingAndSorting', { pageSize: 5, parameter: { keyword } });
      expect(
        page.body.data.map((p: { id: number }) => p.id),
        keyword,
      ).toEqual([person.body.model.id]);
    }
  });

  it('QuickSearch finds each of the 7 result types by keyword, form-encoded, with its link', async () => {
    expect(QUICK_SEARCH_TYPES).toHaveLength(7);
    for (const objectName of QUICK_SEARCH_TYPES) {
      const tag = uniqueTag('Qs');
      const id = await addMinimal(ctx, objectName, tag);
      const res = await c.crm.form(`/api/${objectName}/QuickSearch`, { keyword: tag.toLowerCase() });
      expect(res.status, objectName).toBe(200);
      const type = recordType(objectName)!;
      expect(res.body, objectName).toEqual([
        expect.objectContaining({
          id,
          objectType: objectName,
          link: `/${type.urlSegment}/detail/${id}`,
          name: expect.stringContaining(tag),
        }),
      ]);
    }
  });

  it('QuickSearch needs 2 characters and never answers deleted records or another company’s', async () => {
    const tag = uniqueTag('Gone');
    const id = await addMinimal(ctx, 'Organization', tag);
    expect((await c.admin.form('/api/Organization/QuickSearch', { keyword: 'G' })).body).toEqual([]);
    expect((await c.globex.form('/api/Organization/QuickSearch', { keyword: tag })).body).toEqual([]);
    expect((await c.admin.form('/api/Organization/QuickSearch', { keyword: tag })).body).toHaveLength(1);
    expect((await c.admin.del(`/api/Organization/Delete/${id}`)).status).toBe(200);
    expect((await c.admin.form('/api/Organization/QuickSearch', { keyword: tag })).body).toEqual([]);
  });

  it('a two-character term (too short for the trigram indexes) finds its pair in any keyword column, in any case', async () => {
    // "~q" is in no demo record: each hit below is one of these. A pair split between two columns is no match.
    const tag = uniqueTag('Pair');
    const byWebsite = (await c.admin.post('/api/Organization/Add', { name: `${tag} Web`, website: 'https://a~Qb.example' })).body.model.id;
    const byName = (await c.admin.post('/api/Organization/Add', { name: `${tag} O~qa` })).body.model.id;
    const split = (await c.admin.post('/api/Organization/Add', { name: `${tag} ends~`, website: 'q.example' })).body.model.id;
    const person = (await c.admin.post('/api/Person/Add', { firstName: 'Zed', lastName: `Sm~Qth${tag.replace(/\W/g, '')}` })).body.model.id;
    for (const id of [byWebsite, byName, split, person]) expect(id).toBeGreaterThan(0);

    const ids = (rows: Json[]) => rows.map((r) => r.id as number).sort((a, b) => a - b);
    const listed = await c.admin.post('/api/Organization/PagingAndSorting', { pageSize: 50, parameter: { keyword: '~Q' } });
    expect(ids(listed.body.data)).toEqual([byWebsite, byName].sort((a, b) => a - b));
    expect(listed.body.totalItem).toBe(2);
    expect(ids((await c.admin.form('/api/Organization/QuickSearch', { keyword: '~q' })).body)).toEqual(
      [byWebsite, byName].sort((a, b) => a - b),
    );
    // The name search reads the name only.
    expect(ids((await c.admin.get('/api/Organization/NameSearch?term=~Q')).body)).toEqual([byName]);
    expect(ids((await c.admin.form('/api/Person/QuickSearch', { keyword: '~q' })).body)).toEqual([person]);
    const all = (await c.admin.get(`/api/AllObject/Search?keyword=${encodeURIComponent('~q')}`)).body.data as Json[];
    expect(all.find((g) => g.objectName === 'Organization')).toMatchObject({ totalItem: 2 });
    expect(all.find((g) => g.objectName === 'Person')).toMatchObject({ totalItem: 1 });
    // Another company's search finds none of them.
    expect((await c.globex.form('/api/Organization/QuickSearch', { keyword: '~q' })).body).toEqual([]);
  });

  it('a pair sharing its stored code with another (outside ASCII) is told apart by the text; an edit recodes the row', async () => {
    // Codes of pairs outside ASCII are hashed: "éq" and "ë3" share one (233 * 31 + 113 = 235 * 31 + 51), so the
    // index offers both rows for either and the ILIKE decides. ASCII pairs have codes of their own.
    const tag = uniqueTag('Hash');
    const acute = (await c.admin.post('/api/Organization/Add', { name: `${tag} Caféqo` })).body.model.id as number;
    const umlaut = (await c.admin.post('/api/Organization/Add', { name: `${tag} Noë3l` })).body.model.id as number;
    const ids = (rows: Json[]) => rows.map((r) => r.id as number).sort((a, b) => a - b);
    const keyword = async (k: string) =>
      ids((await c.admin.post('/api/Organization/PagingAndSorting', { pageSize: 50, parameter: { keyword: k } })).body.data);
    expect(await keyword('ÉQ')).toEqual([acute]);
    expect(await keyword('ë3')).toEqual([umlaut]);
    expect(ids((await c.admin.form('/api/Organization/QuickSearch', { keyword: 'éq' })).body)).toEqual([acute]);
    expect(ids((await c.admin.get(`/api/Organization/NameSearch?term=${encodeURIComponent('Ë3')}`)).body)).toEqual([umlaut]);
    // A LIKE wildcard in a pair is a character like any other.
    expect(await keyword('_q')).toEqual([]);
    // The stored codes follow the row: renamed, it is found by its new pair and no longer by its old one.
    const renamed = await c.admin.put('/api/Organization/Update', { id: acute, name: `${tag} Ca%q` });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await keyword('éq')).toEqual([]);
    expect(await keyword('%Q')).toEqual([acute]);
  });

  it('a quick-search hit carries the parent name and party roles', async () => {
    const tag = uniqueTag('Role');
    const roles = { isCustomer: true, isSupplier: true };
    const orgRes = await c.admin.post('/api/Organization/Add', {
      name: `${tag} Org`,
      ...roles,
      ...(await requiredExtras(c.admin, 'Organization', roles)),
    });
    const org = orgRes.body.model;
    await c.admin.post('/api/Opportunity/Add', { name: `${tag} Deal`, stage: 'Prospecting', organizationId: org.id });
    const orgs = (await c.admin.form('/api/Organization/QuickSearch', { keyword: tag })).body;
    expect(orgs).toEqual([expect.objectContaining({ id: org.id, customerType: 'Customer', supplierType: 'Supplier' })]);
    const deals = (await c.admin.form('/api/Opportunity/QuickSearch', { keyword: tag })).body;
    expect(deals).toEqual([expect.objectContaining({ name: `${tag} Deal`, parentName: `${tag} Org` })]);
  });

  it('AllObject/Search groups the hits by type, in order, with totals', async () => {
    const tag = uniqueTag('All');
    const orgIds = [await addMinimal(ctx, 'Organization', `${tag}a`), await addMinimal(ctx, 'Organization', `${tag}b`)];
    const caseId = await addMinimal(ctx, 'Case', tag);
    const res = await c.crm.get(`/api/AllObject/Search?keyword=${encodeURIComponent(tag)}`);
    expect(res.status).toBe(200);
    expect(res.body.keyword).toBe(tag);
    const groups: Json[] = res.body.data;
    expect(groups.map((g) => g.objectName)).toEqual([...SEARCH_ALL_TYPES]);
    const byName = Object.fromEntries(groups.map((g) => [g.objectName, g]));
    expect(byName.Organization).toMatchObject({ label: 'Organization', urlSegment: 'organization', totalItem: 2 });
    expect(byName.Organization.data.map((h: Json) => h.id)).toEqual(orgIds);
    expect(byName.Case.data).toEqual([expect.objectContaining({ id: caseId, objectType: 'Case', link: `/case/detail/${caseId}` })]);
    expect(byName.Person).toMatchObject({ totalItem: 0, data: [] });
    // Another company finds nothing of it; a short keyword searches nothing.
    const other = (await c.globex.get(`/api/AllObject/Search?keyword=${encodeURIComponent(tag)}`)).body.data as Json[];
    expect(other.every((g) => g.totalItem === 0 && g.data.length === 0)).toBe(true);
    expect((await c.crm.get('/api/AllObject/Search?keyword=a')).body.data).toEqual([]);
  });

  it('AllObject/LookupValue names the types each search covers', async () => {
    const res = await c.support.get('/api/AllObject/LookupValue');
    expect(res.status).toBe(200);
    expect(res.body.minLength).toBe(2);
    expect(res.body.searchAllList.map((t: Json) => t.objectName)).toEqual([...SEARCH_ALL_TYPES]);
    expect(res.body.quickSearchList).toHaveLength(7);
    expect(res.body.quickSearchList[1]).toEqual({ objectName: 'Person', label: 'Person', pluralLabel: 'People', urlSegment: 'person' });
    expect((await fetch(`${api.url}/api/AllObject/LookupValue`)).status).toBe(401);
  });

  it('NameCheck: a match gives its id, an unknown name "Invalid object", an unwritable one "No permission"', async () => {
    const tag = uniqueTag('Nc');
    const id = await addMinimal(ctx, 'Project', tag);
    const name = (await c.admin.get(`/api/Project/GetModel/${id}`)).body.model.name as string;
    const ok = await c.project.form('/api/Project/NameCheck', { name: name.toUpperCase() });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id, name });
    const unknown = await c.project.form('/api/Project/NameCheck', { name: `${tag} nothing` });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Invalid object');
    const readOnly = await c.crm.form('/api/Project/NameCheck', { name });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.message).toBe('No permission');
    const otherCompany = await c.globex.form('/api/Project/NameCheck', { name });
    expect(otherCompany.status).toBe(404);
    expect(otherCompany.body.message).toBe('Invalid object');
  });

  it('User/NameSearch and User/NameCheck find the company’s users only', async () => {
    const found = await c.crm.get('/api/User/NameSearch?term=ali');
    expect(found.status).toBe(200);
    expect(found.body).toEqual([{ id: ctx.userId, name: 'Alice Adams', objectName: 'User', url: null }]);
    expect((await c.crm.get('/api/User/NameSearch?term=a')).body).toEqual([]);
    expect((await c.globex.get('/api/User/NameSearch?term=alice')).body).toEqual([]);
    const check = await c.crm.form('/api/User/NameCheck', { name: 'alice adams' });
    expect(check.body).toEqual({ id: ctx.userId, name: 'Alice Adams' });
    const wrong = await c.crm.form('/api/User/NameCheck', { name: 'Alice' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('Invalid object');
    const otherCompany = await c.globex.form('/api/User/NameCheck', { name: 'Alice Adams' });
    expect(otherCompany.status).toBe(404);
  });
});
