// A list page asks the api for the fields its rows are shown with (PagingAndSorting's `fields`), not whole rows, when
// every field the query selects on them is one such a row answers; the answer is the same as from whole rows. The
// api side is seen through a counting proxy that keeps each call's body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server';
import { loadPersistedManifest } from '../../bff/src/persisted';
import { startBff, type RunningBff } from '../../bff/src/server';
import { startCountingProxy, type CountingProxy } from './support/counting-proxy';
import { gql, loginCookie } from './support/harness';

let api: RunningApi;
let proxy: CountingProxy;
let bff: RunningBff;
let cookie: string;

beforeAll(async () => {
  api = await startApi({ port: 0, dataDir: 'memory://' });
  proxy = await startCountingProxy(api.url);
  bff = await startBff({ apiUrl: proxy.url, serviceToken: api.serviceToken, graphiql: false });
  cookie = await loginCookie(bff.url, 'admin@acme.example');
});
afterAll(async () => {
  await bff?.close();
  await proxy?.close();
  await api?.close();
});

type Json = Record<string, unknown>;

/** Runs a query twice (the session's lookups first) and answers the second run's data and its list pages' bodies. */
async function listed(query: string, variables: Json = {}) {
  await gql(bff.url, query, variables, { cookie });
  const mark = proxy.calls.length;
  const res = await gql(bff.url, query, variables, { cookie });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  const calls = proxy.since(mark).filter((c) => c.session === cookie.slice(4));
  const pages = calls.filter((c) => c.path.endsWith('/PagingAndSorting')).map((c) => JSON.parse(c.body) as { fields?: string[] });
  return { data: res.body.data as Json, calls: calls.length, pages };
}

const LIST_FIELDS = ['name', 'organizationId', 'contactId', 'amount', 'stage', 'closeDate', 'ownerId'];

describe('list pages ask for the fields they show', () => {
  it('the web’s list query asks its columns’ fields and shows what whole rows show, in one call', async () => {
    const text = [...loadPersistedManifest().values()].find((t) => t.startsWith('query RecordListRouteQuery'))!;
    const variables = { object: 'Opportunity', withShell: false, listFields: LIST_FIELDS, defaultView: false, first: 50 };
    const web = await listed(text, variables);
    expect(web.calls).toBe(1);
    expect(web.pages).toHaveLength(1);
    expect(web.pages[0]!.fields).toEqual([...LIST_FIELDS].sort());
    // The same rows read whole (`values` of every field needs them), cell by cell.
    const whole = await listed(
      `query($fields: [String!]) { records(type: "Opportunity", first: 50) { edges { node { id name url version permission
        values { field } columnValues(fields: $fields) { field value text kind format url } } } } }`,
      { fields: LIST_FIELDS },
    );
    expect(whole.pages[0]!.fields).toBeUndefined();
    type Row = { node: Json & { values: Json[] } };
    const rowsOf = (data: Json) => (data.records as { edges: Row[] }).edges.map((e) => e.node);
    const strip = (rows: (Json & { values: Json[] })[], cells: 'values' | 'columnValues') =>
      rows.map((r) => ({ id: r.id, name: r.name, url: r.url, version: r.version, permission: r.permission, cells: r[cells] }));
    const webRows = strip(rowsOf(web.data), 'values');
    expect(webRows).toHaveLength(50);
    expect(webRows.some((r) => (r.cells as Json[]).some((c) => c.field === 'organizationId' && c.text && c.url))).toBe(true);
    expect(webRows).toEqual(strip(rowsOf(whole.data), 'columnValues'));
  });

  it('a typed list asks the scalars, owner and dates its rows select, with the same answer as whole rows', async () => {
    const rows = 'rowId name url amount stage closeDate probability status createdAt updatedAt owner { fullName }';
    const slim = await listed(`{ opportunities(first: 50) { edges { node { ${rows} } } } }`);
    expect(slim.calls).toBe(1);
    expect(slim.pages[0]!.fields).toEqual([
      'amount',
      'closeDate',
      'creationDate',
      'lastModifiedDate',
      'ownerId',
      'probability',
      'stage',
      'status',
    ]);
    const whole = await listed(`{ opportunities(first: 50) { edges { node { ${rows} values { field } } } } }`);
    expect(whole.pages[0]!.fields).toBeUndefined();
    const drop = (data: Json) => (data.opportunities as { edges: { node: Json }[] }).edges.map(({ node: { values: _v, ...rest } }) => rest);
    expect(drop(slim.data)).toEqual(drop(whole.data));
  });

  it('an extra field is asked by name and shows its value; a polymorphic reference brings its type field', async () => {
    const all = await listed('{ records(type: "Opportunity", first: 5) { edges { node { values { field value } } } } }');
    const extra = (
      (all.data.records as { edges: { node: { values: Json[] } }[] }).edges[0]!.node.values.map((v) => v.field) as string[]
    ).find((f) => f.startsWith('extra_'))!;
    expect(extra).toBeDefined();
    const query = `query($fields: [String!]) { records(type: "Opportunity", first: 50) { edges { node { id columnValues(fields: $fields) { field value text } } } } }`;
    const slim = await listed(query, { fields: ['stage', extra] });
    expect(slim.pages[0]!.fields).toEqual(['stage', extra].sort());
    const whole = await listed(query.replace('{ id ', '{ id values { field } '), { fields: ['stage', extra] });
    const cells = (data: Json) => (data.records as { edges: { node: { columnValues: Json[] } }[] }).edges.map((e) => e.node.columnValues);
    expect(cells(slim.data)).toEqual(cells(whole.data));
    // A task's parent may be of several types: its type field comes with it.
    const tasks = await listed(
      '{ records(type: "Task", first: 20) { edges { node { columnValues(fields: ["name", "parentId"]) { text url } } } } }',
    );
    expect(tasks.pages[0]!.fields).toEqual(expect.arrayContaining(['parentId', 'parentObject']));
  });

  it('a detail tab listing records asks its rows’ fields too, alone and for every row of a list (related)', async () => {
    const text = [...loadPersistedManifest().values()].find((t) => t.startsWith('query RecordDetailRouteQuery'))!;
    const sectionQuery = (path: string) => new URL(path, 'http://x').searchParams;
    const asked = async (query: string, variables: Json = {}) => {
      await gql(bff.url, query, variables, { cookie });
      const mark = proxy.calls.length;
      const res = await gql(bff.url, query, variables, { cookie });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      const section = proxy.since(mark).find((c) => /\/Organization\/Opportunity(\/\d+)?\?/.test(c.path));
      return { data: res.body.data as Json, params: section && sectionQuery(section.path) };
    };
    const web = await asked(text, { object: 'Organization', id: '1', withShell: false, section: 'opportunity', first: 20 });
    expect(web.params?.get('fields')).toBeTruthy();
    const rows = 'id name url columnValues { field value text url }';
    const tab = (extra: string) =>
      `{ sectionRecords(type: "Organization", id: "1", key: "opportunity", first: 20) { edges { node { ${rows} ${extra} } } } }`;
    const slim = await asked(tab(''));
    const whole = await asked(tab('values { field }'));
    expect(whole.params?.has('fields')).toBe(false);
    const cells = (data: Json) =>
      (data.sectionRecords as { edges: { node: Json }[] }).edges.map(({ node: { values: _v, ...rest } }) => rest);
    expect(cells(slim.data).length).toBeGreaterThan(1);
    // The fields asked are the tab's columns.
    const columns = (cells(slim.data)[0]!.columnValues as { field: string }[]).map((c) => c.field);
    expect(columns.length).toBeGreaterThan(2);
    expect(slim.params?.get('fields')?.split(',').sort()).toEqual([...columns].sort());
    expect(cells(slim.data)).toEqual(cells(whole.data));
    // related on a list's rows: one batched section call, with the fields.
    const related = await asked(
      `{ organizations(first: 10) { edges { node { related(section: OPPORTUNITY, first: 5) { edges { node { ${rows} } } } } } } }`,
    );
    expect(related.params?.get('idList')).toBeTruthy();
    expect(related.params?.get('fields')).toBeTruthy();
  });

  it('two aliases of one detail tab with different rows are one section call asking both selections’ fields', async () => {
    const sectionCalls = async (query: string) => {
      await gql(bff.url, query, {}, { cookie });
      const mark = proxy.calls.length;
      const res = await gql(bff.url, query, {}, { cookie });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      const calls = proxy.since(mark).filter((c) => /\/Organization\/Opportunity(\/\d+)?\?/.test(c.path));
      return { data: res.body.data as Json, params: calls.map((c) => new URL(c.path, 'http://x').searchParams) };
    };
    const tab = (alias: string, rows: string) =>
      `${alias}: sectionRecords(type: "Organization", id: "1", key: "opportunity", first: 20) { edges { node { ${rows} } } }`;
    const a = 'rowId ... on Opportunity { amount stage }';
    const c = 'rowId name owner { fullName } columnValues(fields: ["contactId"]) { text url }';
    const alone = [await sectionCalls(`{ ${tab('list', a)} }`), await sectionCalls(`{ ${tab('list', c)} }`)];
    expect(alone.map((r) => r.params.map((p) => p.get('fields')))).toEqual([['amount,stage'], ['contactId,ownerId']]);
    expect((alone[0]!.data.list as { edges: unknown[] }).edges.length).toBeGreaterThan(1);

    const merged = await sectionCalls(`{ ${tab('a', a)} ${tab('c', c)} }`);
    expect(merged.params).toHaveLength(1);
    expect(merged.params[0]!.get('fields')).toBe('amount,contactId,ownerId,stage');
    expect(merged.params[0]!.get('references')).toBe('contactId');
    expect(merged.data.a).toEqual(alone[0]!.data.list);
    expect(merged.data.c).toEqual(alone[1]!.data.list);

    // One alias needs whole rows (every field): the one call asks them.
    const whole = await sectionCalls(`{ ${tab('a', a)} ${tab('w', 'rowId values { field }')} }`);
    expect(whole.params).toHaveLength(1);
    expect(whole.params[0]!.has('fields')).toBe(false);
    expect(whole.data.a).toEqual(alone[0]!.data.list);

    // The same for every row of a list (related): one batched call, not one per alias.
    const rel = (alias: string, rows: string) => `${alias}: related(section: OPPORTUNITY, first: 5) { edges { node { ${rows} } } }`;
    const related = await sectionCalls(`{ organizations(first: 10) { edges { node { ${rel('a', a)} ${rel('c', c)} } } } }`);
    expect(related.params).toHaveLength(1);
    expect(related.params[0]!.get('idList')).toBeTruthy();
    expect(related.params[0]!.get('fields')).toBe('amount,contactId,ownerId,stage');

    // Another page size is another page: not merged.
    const apart = await sectionCalls(
      `{ ${tab('a', a)} z: sectionRecords(type: "Organization", id: "1", key: "opportunity", first: 5) { edges { node { ${a} } } } }`,
    );
    expect(apart.params).toHaveLength(2);
  });

  it('asks whole rows when the rows select what a projected row cannot answer', async () => {
    for (const selection of [
      'organization { phone }', // a typed reference: its whole record
      'summary { ownerName }',
      'values { field }', // every field
      'columnValues { field record { name } }', // a cell's whole record
      '... on Opportunity { description related(section: TASK) { totalCount } }',
    ]) {
      const res = await listed(`{ opportunities(first: 10) { edges { node { name ${selection} } } } }`);
      expect(res.pages[0]!.fields, selection).toBeUndefined();
    }
  });

  it('two aliases of one page with different rows are one call asking both selections’ fields', async () => {
    const a = 'rowId amount stage';
    const b = 'rowId closeDate owner { fullName } organization { name }';
    const aloneList = (rows: string) => listed(`{ list: opportunities(first: 20) { edges { node { ${rows} } } } }`);
    const alone = [await aloneList(a), await aloneList(b)];
    expect(alone.map((r) => r.pages[0]!.fields)).toEqual([['amount', 'stage'], undefined]);

    const both = await listed(
      `{ a: opportunities(first: 20) { edges { node { ${a} } } } b: opportunities(first: 20) { edges { node { ${b} } } } }`,
    );
    expect(both.calls).toBe(1);
    // b's typed reference needs whole rows: the merged call asks them.
    expect(both.pages).toEqual([expect.not.objectContaining({ fields: expect.anything() })]);
    expect(both.data.a).toEqual(alone[0]!.data.list);
    expect(both.data.b).toEqual(alone[1]!.data.list);

    // Both projected: one call with the union of their fields (and references), each answer as when alone.
    const c = 'rowId name owner { fullName } columnValues(fields: ["organizationId"]) { text url }';
    const cAlone = await aloneList(c);
    const merged = await listed(
      `{ a: opportunities(first: 20) { edges { node { ${a} } } } c: opportunities(first: 20) { edges { node { ${c} } } } }`,
    );
    expect(merged.calls).toBe(1);
    expect(merged.pages[0]!.fields).toEqual(['amount', 'organizationId', 'ownerId', 'stage']);
    expect((merged.pages[0] as { references?: string[] }).references).toEqual(['organizationId']);
    expect(merged.data.a).toEqual(alone[0]!.data.list);
    expect(merged.data.c).toEqual(cAlone.data.list);

    // Different pages (another sort) are not merged.
    const apart = await listed(
      `{ a: opportunities(first: 20) { edges { node { ${a} } } } z: opportunities(first: 20, orderBy: { field: AMOUNT, direction: DESC }) { edges { node { ${a} } } } }`,
    );
    expect(apart.pages).toHaveLength(2);
  });
});
