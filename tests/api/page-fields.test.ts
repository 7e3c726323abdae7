// PagingAndSorting's `fields`: a page whose rows carry only the fields named (and the keys every row keeps), its
// references their name and page only; the same rows, values and totals as the whole page. Names that are not fields
// of the type are refused, naming `fields`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIEF_REFERENCE_KEYS, MAX_ROW_FIELDS, ROW_KEYS } from '../../api/src/records/page-fields';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Json } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;

const pick = (row: Json, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]));

describe.each(backends({ postgres: true }))('list pages with the fields their caller shows ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
  });
  afterAll(async () => {
    await api?.close();
  });

  const body = { currentPage: 1, pageSize: 50, orderBy: 'name', direction: 'asc', references: ['organizationId', 'contactId'] };

  it('rows carry the fields named and the keys every row keeps, with the whole page’s values, rows and totals', async () => {
    const whole = await c.crm.post('/api/Opportunity/PagingAndSorting', body);
    const fields = ['organizationId', 'amount', 'stage', 'closeDate', 'ownerId'];
    const slim = await c.crm.post('/api/Opportunity/PagingAndSorting', { ...body, fields });
    expect(slim.status).toBe(200);
    const { data, references, ...totals } = slim.body;
    const { data: wholeData, references: wholeRefs, ...wholeTotals } = whole.body;
    expect(totals).toEqual(wholeTotals);
    // extraHidden names the extra fields a read-only record hides: with no extra field named, there is none.
    const keys = [...ROW_KEYS.filter((k) => k !== 'extraHidden'), ...fields];
    expect(data).toEqual((wholeData as Json[]).map((row) => pick(row, keys)));
    expect((wholeData as Json[]).some((row) => 'extraHidden' in row)).toBe(true);
    for (const row of data as Json[]) {
      expect(Object.keys(row).sort()).toEqual(keys.filter((k) => k in row).sort());
      expect(row).not.toHaveProperty('description');
      expect(row).not.toHaveProperty('extra_3');
    }
    expect(JSON.stringify(slim.body).length).toBeLessThan(JSON.stringify(whole.body).length / 2);
    // Its references: the same records, with their name and page only.
    expect(references).toEqual((wholeRefs as Json[]).map((r) => ({ ...r, row: pick(r.row as Json, BRIEF_REFERENCE_KEYS) })));
    for (const r of references as Json[]) expect(r.row).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^\//) });
  });

  it('an extra field is carried when named (the extra values are read only then)', async () => {
    const whole = await c.crm.post('/api/Opportunity/PagingAndSorting', body);
    const extra = Object.keys((whole.body.data as Json[])[0]!).find((k) => k.startsWith('extra_'));
    expect(extra).toBeDefined();
    const slim = await c.crm.post('/api/Opportunity/PagingAndSorting', { ...body, fields: ['stage', extra] });
    expect(slim.status).toBe(200);
    const values = (rows: Json[]) => rows.map((r) => [r[extra!], r.extraHidden]);
    expect(values(slim.body.data as Json[])).toEqual(values(whole.body.data as Json[]));
  });

  it('a role list’s parties and a keyword search are projected the same way', async () => {
    const lead = { currentPage: 1, pageSize: 20, orderBy: 'name', direction: 'asc' };
    const whole = await c.crm.post('/api/Lead/PagingAndSorting', lead);
    const slim = await c.crm.post('/api/Lead/PagingAndSorting', { ...lead, fields: ['ownerId'] });
    expect(slim.status).toBe(200);
    expect((whole.body.data as Json[]).length).toBeGreaterThan(1);
    const leadKeys = [...ROW_KEYS.filter((k) => k !== 'extraHidden'), 'ownerId'];
    expect(slim.body.data).toEqual((whole.body.data as Json[]).map((row) => pick(row, leadKeys)));
    const search = { ...body, parameter: { keyword: 'a' } };
    const found = await c.crm.post('/api/Opportunity/PagingAndSorting', { ...search, fields: ['stage'] });
    const foundWhole = await c.crm.post('/api/Opportunity/PagingAndSorting', search);
    expect((found.body.data as Json[]).map((r) => [r.id, r.stage])).toEqual((foundWhole.body.data as Json[]).map((r) => [r.id, r.stage]));
  });

  it('a section page, alone and in a batch, carries the fields named, its references their name and page', async () => {
    const orgs = ((await c.crm.post('/api/Organization/PagingAndSorting', { pageSize: 100 })).body.data as Json[]).map(
      (r) => r.id as number,
    );
    const pages = await Promise.all(
      orgs.map(async (id) => [id, (await c.crm.get(`/api/Organization/Opportunity/${id}?pageSize=20&references=contactId`)).body] as const),
    );
    const withDeals = pages.filter(([, p]) => (p.data as Json[]).some((r) => r.contactId)).slice(0, 2);
    expect(withDeals).toHaveLength(2);
    const slimPage = (whole: Json, keys: string[]) => ({
      ...whole,
      data: (whole.data as Json[]).map((row) => pick(row, keys)),
      references: (whole.references as Json[]).map((r) => ({ ...r, row: pick(r.row as Json, BRIEF_REFERENCE_KEYS) })),
    });
    const keys = [...ROW_KEYS, 'stage', 'contactId'];
    const [[one, onePage], [two, twoPage]] = withDeals as [[number, Json], [number, Json]];
    const single = await c.crm.get(`/api/Organization/Opportunity/${one}?pageSize=20&references=contactId&fields=stage,contactId`);
    expect(single.status).toBe(200);
    expect(single.body).toEqual(slimPage(onePage, keys));
    const batch = await c.crm.get(
      `/api/Organization/Opportunity?idList=${one},${two}&pageSize=20&references=contactId&fields=stage,contactId`,
    );
    expect(batch.status).toBe(200);
    const byId = new Map((batch.body.data as Json[]).map(({ id, ...page }) => [id, page]));
    expect(byId.get(one)).toEqual(slimPage(onePage, keys));
    expect(byId.get(two)).toEqual(slimPage(twoPage, keys));
    // `fields=` keeps the keys every row keeps; a name the section's type lacks is refused.
    const bare = await c.crm.get(`/api/Organization/Opportunity/${one}?pageSize=20&fields=`);
    for (const row of bare.body.data as Json[]) expect(Object.keys(row).every((k) => ROW_KEYS.includes(k))).toBe(true);
    const bad = await c.crm.get(`/api/Organization/Opportunity/${one}?fields=website`);
    expect([bad.status, bad.body.message]).toEqual([400, 'website is not a field of Opportunity']);
  });

  it('refuses a name that is not a field of the type, and more than the limit, naming `fields`', async () => {
    const unknown = await c.crm.post('/api/Opportunity/PagingAndSorting', { ...body, fields: ['stage', 'password'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('password is not a field of Opportunity');
    expect(unknown.body.errors).toEqual([{ field: 'fields', message: 'password is not a field of Opportunity' }]);
    const many = await c.crm.post('/api/Opportunity/PagingAndSorting', {
      ...body,
      fields: Array.from({ length: MAX_ROW_FIELDS + 1 }, () => 'stage'),
    });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain('fields');
  });
});
