// PagingAndSorting's `references` (and a section page's, a summary's): a list page brings the records its rows point to through the reference fields
// named, read exactly as `Record/List` reads them (the caller's permission, the plan's modules, the company), so a
// list with reference columns costs one call. Names that are not reference fields are refused, naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Client, type Json } from './support/client';
import { uniqueTag } from './support/records';

type Clients = Awaited<ReturnType<typeof demoClients>>;

/** The records `rows` reference through `fields` (field → object name, or the row's type field for `*`), once each. */
function referencesIn(rows: Json[], fields: Record<string, string | ((row: Json) => unknown)>) {
  const refs = new Map<string, { objectName: string; id: number }>();
  for (const row of rows)
    for (const [field, target] of Object.entries(fields)) {
      const objectName = typeof target === 'function' ? target(row) : target;
      if (typeof objectName === 'string' && typeof row[field] === 'number')
        refs.set(`${objectName}:${row[field]}`, { objectName, id: row[field] as number });
    }
  return [...refs.values()];
}

/** `[{ objectName, id, row }]` sorted by type and id, for comparing as sets. */
const sorted = (entries: Json[]) =>
  [...entries].sort((a, b) => String(a.objectName).localeCompare(String(b.objectName)) || (a.id as number) - (b.id as number));

/** What `Record/List` answers for the references a page's rows make. */
async function recordList(client: Client, refList: { objectName: string; id: number }[]): Promise<Json[]> {
  const res = await client.post('/api/Record/List', { refList });
  expect(res.status).toBe(200);
  return res.body.data as Json[];
}

describe.each(backends({ postgres: true }))('list pages with their references ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('an opportunity page brings its organizations and contacts, as Record/List reads them, and the page is unchanged', async () => {
    const body = { currentPage: 1, pageSize: 50, orderBy: 'name', direction: 'asc' };
    const plain = await c.crm.post('/api/Opportunity/PagingAndSorting', body);
    const withRefs = await c.crm.post('/api/Opportunity/PagingAndSorting', { ...body, references: ['organizationId', 'contactId'] });
    expect(withRefs.status).toBe(200);
    expect(plain.body.references).toBeUndefined();
    const { references, ...page } = withRefs.body;
    expect(page).toEqual(plain.body);
    const asked = referencesIn(page.data as Json[], { organizationId: 'Organization', contactId: 'Person' });
    expect(asked.filter((r) => r.objectName === 'Organization').length).toBeGreaterThan(5);
    expect(asked.filter((r) => r.objectName === 'Person').length).toBeGreaterThan(5);
    expect(sorted(references as Json[])).toEqual(sorted(await recordList(c.crm, asked)));
    // Only the fields named: the contacts alone.
    const contacts = (await c.crm.post('/api/Opportunity/PagingAndSorting', { ...body, references: ['contactId'] })).body
      .references as Json[];
    expect(new Set(contacts.map((e) => e.objectName))).toEqual(new Set(['Person']));
  });

  it('polymorphic references come as the records of their own types', async () => {
    const body = { currentPage: 1, pageSize: 100, references: ['parentId', 'topParentId'] };
    const res = await c.admin.post('/api/Task/PagingAndSorting', body);
    expect(res.status).toBe(200);
    const rows = res.body.data as Json[];
    const asked = referencesIn(rows, { parentId: (r) => r.parentObject, topParentId: (r) => r.topParentObject });
    expect(new Set(asked.map((r) => r.objectName)).size).toBeGreaterThanOrEqual(3);
    expect(sorted(res.body.references as Json[])).toEqual(sorted(await recordList(c.admin, asked)));
  });

  it('a role list refuses references: its parties carry the columns both tables share, no reference among them', async () => {
    const res = await c.crm.post('/api/Lead/PagingAndSorting', { references: ['organizationId'] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'references', message: 'organizationId is not a reference field of Lead' }]);
    expect((await c.crm.post('/api/Lead/PagingAndSorting', { references: [] })).status).toBe(200);
  });

  it('a referenced record the caller may not read is left out: another plan, another company, deleted', async () => {
    // A task under a project: Fay's free plan has no project module, so the project is absent for her, as in Record/List.
    const tag = uniqueTag('Locked');
    const project = (await c.admin.get('/api/Project/List?pageSize=1')).body.data[0] as Json;
    await c.admin.post('/api/Task/Add', { subject: `${tag} task`, parentObject: 'Project', parentId: project.id, assigneeIds: [] });
    const body = { parameter: { keyword: tag }, references: ['parentId'] };
    const forAdmin = await c.admin.post('/api/Task/PagingAndSorting', body);
    expect((forAdmin.body.references as Json[]).map((e) => [e.objectName, e.id])).toEqual([['Project', project.id]]);
    const forFree = await c.free.post('/api/Task/PagingAndSorting', body);
    if (forFree.status === 200) {
      expect(forFree.body.data).toHaveLength(1);
      expect(forFree.body.references).toEqual([]);
    } else expect(forFree.status).toBe(426);
    // Deleted: the reference stays on the row, its record is not brought.
    const org = (await c.crm.post('/api/Organization/Add', { name: `${tag} Gone` })).body.model;
    const person = (await c.crm.post('/api/Person/Add', { firstName: tag, lastName: 'Orphan', organizationId: org.id })).body.model;
    await c.crm.del(`/api/Organization/Delete/${org.id}`);
    const orphan = await c.crm.post('/api/Person/PagingAndSorting', { parameter: { keyword: tag }, references: ['organizationId'] });
    expect((orphan.body.data as Json[]).map((r) => r.id)).toEqual([person.id]);
    expect(orphan.body.references).toEqual([]);
    // Another company's list never brings Acme's records (its rows only reference its own).
    const globex = await c.globex.post('/api/Opportunity/PagingAndSorting', { pageSize: 100, references: ['organizationId'] });
    const acmeOrgs = new Set(((await c.crm.get('/api/Organization/List?pageSize=100')).body.data as Json[]).map((r) => r.id));
    for (const e of globex.body.references as Json[]) expect(acmeOrgs.has(e.id)).toBe(false);
  });

  it('a section page brings the records its rows point to, alone and in a batch, as Record/List reads them', async () => {
    const orgs = ((await c.crm.post('/api/Organization/PagingAndSorting', { pageSize: 100 })).body.data as Json[]).map(
      (r) => r.id as number,
    );
    const pages = await Promise.all(
      orgs.map(async (id) => [id, (await c.crm.get(`/api/Organization/Opportunity/${id}?pageSize=20`)).body] as const),
    );
    const withDeals = pages.filter(([, p]) => (p.data as Json[]).some((r) => r.contactId)).map(([id]) => id);
    expect(withDeals.length).toBeGreaterThanOrEqual(2);
    const [one, two] = withDeals as [number, number];
    const single = await c.crm.get(`/api/Organization/Opportunity/${one}?pageSize=20&references=contactId,organizationId`);
    expect(single.status).toBe(200);
    const { references, ...page } = single.body;
    expect(page).toEqual(pages.find(([id]) => id === one)![1]);
    const asked = referencesIn(page.data as Json[], { organizationId: 'Organization', contactId: 'Person' });
    expect(asked.some((r) => r.objectName === 'Person')).toBe(true);
    expect(sorted(references as Json[])).toEqual(sorted(await recordList(c.crm, asked)));
    // A batch: each record's page brings its own rows' references.
    const batch = await c.crm.get(`/api/Organization/Opportunity?idList=${one},${two}&pageSize=20&references=contactId`);
    expect(batch.status).toBe(200);
    for (const entry of batch.body.data as Json[]) {
      const own = referencesIn(entry.data as Json[], { contactId: 'Person' });
      expect(sorted(entry.references as Json[])).toEqual(sorted(await recordList(c.crm, own)));
    }
    const bad = await c.crm.get(`/api/Organization/Opportunity/${one}?references=amount`);
    expect([bad.status, bad.body.message]).toEqual([400, 'amount is not a reference field of Opportunity']);
  });

  it("a summary brings the records its model points to; a lead's, those of its party's own fields", async () => {
    const tag = uniqueTag('Summary');
    const org = (await c.crm.post('/api/Organization/Add', { name: `${tag} Employer` })).body.model;
    const boss = (await c.crm.post('/api/Person/Add', { firstName: tag, lastName: 'Boss', organizationId: org.id })).body.model;
    const person = (
      await c.crm.post('/api/Person/Add', { firstName: tag, lastName: 'Staff', organizationId: org.id, reportsToId: boss.id })
    ).body.model;
    const plain = await c.crm.get(`/api/Person/GetSummary/${person.id}`);
    const res = await c.crm.get(`/api/Person/GetSummary/${person.id}?references=organizationId,reportsToId`);
    expect(res.status).toBe(200);
    const { references, ...summary } = res.body;
    expect(summary).toEqual(plain.body);
    expect(plain.body.references).toBeUndefined();
    expect(sorted(references as Json[])).toEqual(
      sorted(
        await recordList(c.crm, [
          { objectName: 'Organization', id: org.id },
          { objectName: 'Person', id: boss.id },
        ]),
      ),
    );
    // A lead that is a person: the organization fields of organizations are asked too, and skipped.
    const lead = (await c.crm.post('/api/Lead/Add', { objectName: 'Person', firstName: tag, lastName: 'Lead', organizationId: org.id }))
      .body.model;
    const asLead = await c.crm.get(`/api/Lead/GetSummary/${lead.leadId}?references=organizationId,parentOrganizationId,reportsToId`);
    expect(asLead.status).toBe(200);
    expect((asLead.body.references as Json[]).map((e) => [e.objectName, e.id])).toEqual([['Organization', org.id]]);
    const bad = await c.crm.get(`/api/Person/GetSummary/${person.id}?references=parentOrganizationId`);
    expect([bad.status, bad.body.message]).toEqual([400, 'parentOrganizationId is not a reference field of Person']);
  });

  it('refuses a name that is not a reference field of the type, naming `references`', async () => {
    for (const name of ['amount', 'nope', 'ownerId']) {
      const res = await c.crm.post('/api/Opportunity/PagingAndSorting', { references: [name] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: `${name} is not a reference field of Opportunity`,
        errors: [{ field: 'references', message: `${name} is not a reference field of Opportunity` }],
      });
    }
    const many = Array.from({ length: 21 }, () => 'organizationId');
    expect(await c.crm.post('/api/Opportunity/PagingAndSorting', { references: many })).toMatchObject({
      status: 400,
      body: { message: 'references takes at most 20 fields' },
    });
  });
});
