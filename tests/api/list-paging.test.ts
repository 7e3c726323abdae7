// Keyset paging answers exactly what offset paging answers (ties on the sort key, empty values last, both
// directions), totals are exact up to the threshold and estimates above it, cursors are refused when they
// do not fit, and a person's stored sort name follows every change of their name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../api/src/records/totals';
import { createScaleCompany, seedScaleRecords } from '../load/scale-data';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, login, type Client } from './support/client';

interface Page {
  data: { id: number; name: string; [field: string]: unknown }[];
  totalItem: number;
  totalExact: boolean;
  nextCursor: string | null;
}

describe.each(backends({ postgres: true }))('list paging and totals ($name)', (backend) => {
  let api: TestApi;
  let scale: Client;
  let crm: Client;
  // Above the exact-total threshold, so the list's total is an estimate; and past 10,000 rows, where the
  // generated organization names start to repeat, so sorting by name has ties.
  const ROWS = Math.max(EXACT_TOTAL_LIMIT, 10_000) + 50;

  beforeAll(async () => {
    api = await startTestApi(backend);
    const company = await createScaleCompany(api.db);
    await seedScaleRecords(api.db, company, ROWS);
    scale = await login(api.url, company.username, company.password);
    crm = (await demoClients(api.url)).crm;
  }, 300_000);
  afterAll(async () => api?.close());

  const page = async (client: Client, objectName: string, body: Record<string, unknown>) => {
    const res = await client.post<Page>(`/api/${objectName}/PagingAndSorting`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  // Status 0 is a tenth of the rows: small enough to walk, with repeated values and empty ones.
  const cases = [
    ['Organization', 'name'],
    ['Organization', 'industry'],
    ['Organization', 'numberOfEmployees'],
    ['Organization', 'annualRevenue'],
    ['Person', 'name'],
    ['Person', 'firstName'],
    ['Person', 'jobTitle'],
  ] as const;
  it.each(cases)(
    '%s by %s: keyset pages equal offset pages in both directions, ties by id, empty values last',
    async (objectName, orderBy) => {
      for (const direction of ['asc', 'desc']) {
        const base = { pageSize: 37, orderBy, direction, parameter: { status: 0 } };
        const byOffset: Page['data'] = [];
        for (let currentPage = 1; ; currentPage++) {
          const p = await page(scale, objectName, { ...base, currentPage });
          byOffset.push(...p.data);
          if (p.data.length < base.pageSize) break;
        }
        const byCursor: Page['data'] = [];
        let after: string | null = null;
        do {
          const p: Page = await page(scale, objectName, { ...base, ...(after ? { after } : {}) });
          byCursor.push(...p.data);
          after = p.nextCursor;
          expect(p.data.length === base.pageSize || after === null).toBe(true);
        } while (after);
        expect(byOffset.length).toBe(Math.floor(ROWS / 10));
        expect(byCursor.map((r) => r.id)).toEqual(byOffset.map((r) => r.id));

        // The order itself: values compared case-insensitively, empty ones last, ties by id in the direction asked.
        const value = (r: Page['data'][number]) => {
          const v = r[orderBy];
          return v === null || v === undefined ? null : typeof v === 'string' ? v.toLowerCase() : Number(v);
        };
        const sign = direction === 'asc' ? 1 : -1;
        for (let i = 1; i < byOffset.length; i++) {
          const [a, b] = [byOffset[i - 1]!, byOffset[i]!];
          const [va, vb] = [value(a), value(b)];
          if (va === null) expect(vb, `${objectName} ${orderBy} ${direction}: a value after an empty one`).toBeNull();
          if (va !== null && vb !== null && va !== vb)
            expect((va < vb ? -1 : 1) * sign, `${objectName} ${orderBy} ${direction} at ${i}`).toBe(-1);
          if (va === vb) expect((a.id < b.id ? -1 : 1) * sign, `tie at ${i}`).toBe(-1);
        }
        const ties = byOffset.filter((r, i) => i > 0 && value(r) === value(byOffset[i - 1]!)).length;
        expect(ties, 'the data has ties on the key').toBeGreaterThan(0);
      }
    },
  );

  it('totals are exact up to the threshold and an estimate above it; the estimate never claims fewer rows than counted', async () => {
    const all = await page(scale, 'Organization', { pageSize: 5 });
    expect(all.totalExact).toBe(false);
    expect(all.totalItem).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(all.nextCursor).toEqual(expect.any(String));
    const list = await scale.get(`/api/Organization/List?pageSize=5`);
    expect(list.body.viewData.page).toMatchObject({ totalExact: false, totalItem: all.totalItem });

    // A filtered list above the threshold is an estimate too; below it, exact (org12, org120–129, org1200–1299).
    const inactive = await page(scale, 'Organization', { pageSize: 5, parameter: { status: 0 } });
    expect(inactive.totalExact).toBe(Math.floor(ROWS / 10) <= EXACT_TOTAL_LIMIT);
    expect(inactive.totalItem).toBeGreaterThan(Math.min(Math.floor(ROWS / 10), EXACT_TOTAL_LIMIT));
    // A text filter (counted on its sort index) is estimated as the filter alone: a tenth of the rows are Software.
    const software = await page(scale, 'Organization', { pageSize: 5, parameter: { industry: 'Software' } });
    expect(software.totalExact).toBe(false);
    expect(software.totalItem).toBeGreaterThan(ROWS * 0.08);
    expect(software.totalItem).toBeLessThan(ROWS * 0.12);
    expect(software.data.map((r) => r.industry)).toEqual(Array(5).fill('Software'));
    const notSoftware = await page(scale, 'Organization', { pageSize: 5, parameter: { industry: 'software' } });
    expect(notSoftware).toMatchObject({ totalItem: 0, data: [] });
    // A keyword search counts exactly further: org1, org10–19, org100–199, org1000–1999, org10000–10050.
    const searchedMany = await page(scale, 'Organization', { pageSize: 5, parameter: { keyword: 'org1' } });
    expect(searchedMany).toMatchObject({ totalItem: 1 + 10 + 100 + 1000 + (ROWS - 10_000 + 1), totalExact: true });
    const few = await page(scale, 'Organization', { pageSize: 5, parameter: { keyword: 'org12' } });
    expect(few).toMatchObject({ totalItem: 111, totalExact: true, totalPage: 23 });
    const searched = await page(scale, 'Organization', { pageSize: 5, parameter: { keyword: 'org1234.example' } });
    expect(searched).toMatchObject({ totalItem: 1, totalExact: true, nextCursor: null });
    expect(searched.data.map((r) => r.website)).toEqual(['https://org1234.example']);
  });

  it("a two-character search counts exactly up to the threshold, then estimates from the pair codes' statistics", async () => {
    // "rg" is in every website (https://orgN.example); "xq" in none; "12" in the websites of org12, org120–129,
    // org1200–1299 and in phone numbers (+1 555 00…): the count decides below the threshold.
    const all = await page(scale, 'Organization', { pageSize: 5, parameter: { keyword: 'RG' } });
    expect(all.totalExact).toBe(false);
    expect(all.totalItem).toBeGreaterThan(ROWS * 0.9);
    expect(all.totalItem).toBeLessThan(ROWS * 1.1);
    expect(all.data).toHaveLength(5);
    const none = await page(scale, 'Organization', { pageSize: 5, parameter: { keyword: 'xq' } });
    expect(none).toMatchObject({ totalItem: 0, totalExact: true, data: [] });
    // Search-all says which of its totals are estimates.
    const searched = await scale.get(`/api/AllObject/Search?keyword=rg`);
    expect(searched.status).toBe(200);
    const organizations = (searched.body.data as { objectName: string; totalItem: number; totalExact: boolean; data: unknown[] }[]).find(
      (g) => g.objectName === 'Organization',
    )!;
    expect(organizations).toMatchObject({ totalExact: false, totalItem: all.totalItem });
    expect(organizations.data).toHaveLength(10);
  });

  it('a cursor is refused when it is malformed or made for another sort, and on role lists', async () => {
    const first = await page(scale, 'Organization', { pageSize: 5, orderBy: 'name' });
    for (const body of [
      { after: 'not-a-cursor' },
      { after: first.nextCursor, orderBy: 'industry' },
      { after: first.nextCursor, orderBy: 'name', direction: 'desc' },
      { after: Buffer.from(JSON.stringify(['name', 'asc', 'x', -1])).toString('base64url') },
    ]) {
      const res = await scale.post('/api/Organization/PagingAndSorting', { pageSize: 5, ...body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid cursor');
    }
    const role = await scale.post('/api/Lead/PagingAndSorting', { pageSize: 5, after: first.nextCursor });
    expect(role.status).toBe(400);
    const roles = await page(scale, 'Lead', { pageSize: 5 });
    expect(roles.nextCursor).toBeNull();
  });

  it('a role list pages over its organizations and people in one order, whatever the page size, in both directions', async () => {
    // Customers (scale-data.ts: a fifth of the organizations, a hundredth of the people): some 2,100 rows over both
    // tables, whose ids overlap.
    const all = async (body: Record<string, unknown>, pageSize: number) => {
      const rows: Page['data'] = [];
      for (let currentPage = 1; ; currentPage++) {
        const p = await page(scale, 'Customer', { ...body, pageSize, currentPage });
        rows.push(...p.data);
        // Above 1,000 the total is the planner's estimate (within a few percent here).
        expect(p.totalExact).toBe(false);
        expect(Math.abs(p.totalItem - 2_110) / 2_110).toBeLessThan(0.1);
        if (p.data.length < pageSize) break;
      }
      return rows.map((r) => `${String(r.objectName)} ${r.id}`);
    };
    for (const orderBy of ['name', 'ownerId']) {
      for (const direction of ['asc', 'desc']) {
        const by61 = await all({ orderBy, direction }, 61);
        // 2,010 organizations (every fifth) and 100 or 101 people (one in a hundred) of the 10,050 each.
        expect(by61.length === 2_110 || by61.length === 2_111).toBe(true);
        expect(new Set(by61).size).toBe(by61.length);
        expect(by61.filter((r) => r.startsWith('Person')).length).toBeGreaterThan(50);
        expect(await all({ orderBy, direction }, 100), `${orderBy} ${direction}`).toEqual(by61);
        if (orderBy === 'ownerId') {
          // One owner: ties by id, then type (an organization and a person may share an id).
          const key = (r: string) => [Number(r.split(' ')[1]), r.split(' ')[0]!] as const;
          const sorted = [...by61].sort((a, b) => {
            const [ia, ta] = key(a);
            const [ib, tb] = key(b);
            return (ia - ib || ta.localeCompare(tb)) * (direction === 'asc' ? 1 : -1);
          });
          expect(by61).toEqual(sorted);
        }
      }
    }
  });

  it("a person's sort name follows every change of their first and last name (sorting, search, name check)", async () => {
    const tag = `Sortname${Date.now().toString(36)}`;
    const add = async (firstName: string | null, lastName: string) => {
      const res = await crm.post('/api/Person/Add', { firstName, lastName });
      expect(res.status).toBe(200);
      return res.body.model as { id: number; name: string };
    };
    const zed = await add('Zed', `${tag} B`);
    const amy = await add('Amy', `${tag} A`);
    const names = async () =>
      (await page(crm, 'Person', { pageSize: 10, orderBy: 'name', parameter: { keyword: tag } })).data.map((r) => r.name);
    expect(await names()).toEqual([`Amy ${tag} A`, `Zed ${tag} B`]);

    // Renamed: the order, the keyword search over the full name and the name check all see the new name.
    expect((await crm.put('/api/Person/Update', { id: amy.id, firstName: 'Zoe' })).status).toBe(200);
    expect(await names()).toEqual([`Zed ${tag} B`, `Zoe ${tag} A`]);
    expect((await page(crm, 'Person', { pageSize: 10, parameter: { keyword: `zoe ${tag.toLowerCase()}` } })).data.map((r) => r.id)).toEqual(
      [amy.id],
    );
    expect((await crm.post('/api/Person/NameCheck', { name: `ZOE ${tag} A` })).body).toMatchObject({ id: amy.id });

    // An emptied first name leaves the last name alone, with no stray space.
    expect((await crm.put('/api/Person/Update', { id: zed.id, firstName: null })).status).toBe(200);
    expect(await names()).toEqual([`${tag} B`, `Zoe ${tag} A`]);
    expect((await crm.get(`/api/Person/NameSearch?term=${encodeURIComponent(`${tag} b`)}`)).body).toEqual([
      expect.objectContaining({ id: zed.id, name: `${tag} B` }),
    ]);
    expect((await crm.post('/api/Person/NameCheck', { name: `Zed ${tag} B` })).status).toBe(404);
  });
});
