// Extra fields through GraphQL: `recordType { fields }` lists them (flagged `extra`), `values` answers them from
// the list rows (no call per row: counted on the api side), updateExtraFieldValues writes them with a
// ValidationError naming the field, and a field with a condition shows "--" to a viewer who only reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server';
import { startBff, type RunningBff } from '../../bff/src/server';
import { startCountingProxy, type CountingProxy } from './support/counting-proxy';
import { apiToken, gql, loginCookie, type AnyData } from './support/harness';

let api: RunningApi;
let proxy: CountingProxy;
let bff: RunningBff;
let crm: string;
let support: string;
let fields: AnyData[];

beforeAll(async () => {
  api = await startApi({ port: 0, dataDir: 'memory://' });
  proxy = await startCountingProxy(api.url);
  bff = await startBff({ apiUrl: proxy.url, serviceToken: api.serviceToken, graphiql: false });
  crm = await loginCookie(bff.url, 'crm@acme.example');
  support = await loginCookie(bff.url, 'support@acme.example');
  const res = await gql(
    bff.url,
    '{ recordType(name: "Organization") { fields { name label kind required readOnly options { value } extra { extraFieldId fieldType requiredForRole condition { field value } } } } }',
    undefined,
    { cookie: crm },
  );
  expect(res.body.errors).toBeUndefined();
  fields = res.body.data!.recordType.fields;
});
afterAll(async () => {
  await bff?.close();
  await proxy?.close();
  await api?.close();
});

const segmentName = () => fields.find((f) => f.label === 'Industry Segment')!.name as string;

async function counted(query: string, variables?: Record<string, unknown>, cookie = crm) {
  const mark = proxy.calls.length;
  const res = await gql(bff.url, query, variables, { cookie });
  return { res, calls: proxy.since(mark).filter((c) => c.session === cookie.slice(4)) };
}

describe('extra fields in GraphQL', () => {
  it('recordType { fields } lists the extra fields after the catalogue ones, with kind, options and role rule', () => {
    const segment = fields.find((f) => f.label === 'Industry Segment')!;
    expect(segment).toMatchObject({
      kind: 'SELECT',
      required: false,
      readOnly: false,
      extra: { fieldType: 'select', requiredForRole: null },
    });
    expect(segment.name).toBe(`extra_${segment.extra.extraFieldId}`);
    expect(segment.options.map((o: AnyData) => o.value)).toEqual(['Retail', 'Manufacturing', 'Services']);
    // A supplier's field shows on organizations, required only while the organization is a supplier.
    expect(fields.find((f) => f.label === 'Supplier Rating')).toMatchObject({
      kind: 'SELECT',
      required: true,
      extra: { fieldType: 'radio', requiredForRole: 'isSupplier' },
    });
    expect(fields.findIndex((f) => f.extra)).toBeGreaterThan(fields.findIndex((f) => f.name === 'ownerId'));
  });

  it('a page of 50 rows answers its extra values with one upstream call for the page (the field list is kept with the session)', async () => {
    const name = segmentName();
    const { res, calls } = await counted(
      `query($f: [String!]) { records(type: "Organization", first: 50) { edges { node { id values(fields: $f) { field value text } } } } }`,
      { f: ['name', name] },
    );
    expect(res.body.errors).toBeUndefined();
    const edges = res.body.data!.records.edges as AnyData[];
    expect(edges.length).toBeGreaterThan(10);
    for (const e of edges) expect(e.node.values.map((v: AnyData) => v.field)).toEqual(['name', name]);
    const paths = calls.map((c) => c.path.split('?')[0]).sort();
    expect(paths).toEqual(['/api/Organization/PagingAndSorting']);
  });

  it("a definition an administrator adds elsewhere reaches the session's next request (the api's lookupChange)", async () => {
    const fieldsQuery = '{ recordType(name: "Organization") { fields { label } } }';
    const labels = async () => {
      const { res, calls } = await counted(fieldsQuery);
      return { labels: (res.body.data!.recordType.fields as AnyData[]).map((f) => f.label as string), calls };
    };
    // Kept: a second read of the fields asks the api nothing.
    expect((await labels()).calls).toEqual([]);
    const admin = await apiToken(api.url, 'admin@acme.example');
    const added = await fetch(`${api.url}/api/ExtraField/Add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ parentObject: 'Organization', name: 'Credit Limit Band', fieldType: 'text' }),
    });
    expect(added.status).toBe(200);
    const id = ((await added.json()) as { data: { id: number } }).data.id;
    try {
      await expect.poll(async () => (await labels()).labels, { timeout: 5_000 }).toContain('Credit Limit Band');
    } finally {
      await fetch(`${api.url}/api/ExtraField/Delete/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } });
    }
    await expect.poll(async () => (await labels()).labels, { timeout: 5_000 }).not.toContain('Credit Limit Band');
  });

  it('updateExtraFieldValues saves values, and answers a ValidationError naming the field', async () => {
    const name = segmentName();
    const add = await gql(
      bff.url,
      'mutation($i: CreateRecordInput!) { createRecord(input: $i) { __typename ... on CreateRecordSuccess { record { id } } } }',
      { i: { type: 'Organization', values: { name: 'Extra Graph Co' } } },
      { cookie: crm },
    );
    const id = add.body.data!.createRecord.record.id as string;
    const mutation = `mutation($i: UpdateExtraFieldValuesInput!) { updateExtraFieldValues(input: $i) { __typename
      ... on UpdateExtraFieldValuesSuccess { record { values(fields: ["${name}"]) { value text } } }
      ... on ValidationError { message fields { field message } } } }`;
    const bad = await gql(bff.url, mutation, { i: { id, values: { [name]: 'Farming' } } }, { cookie: crm });
    expect(bad.body.data!.updateExtraFieldValues).toEqual({
      __typename: 'ValidationError',
      message: 'Invalid industry segment',
      fields: [{ field: name, message: 'Invalid industry segment' }],
    });
    const ok = await gql(bff.url, mutation, { i: { id, values: { [name]: 'Retail' } } }, { cookie: crm });
    expect(ok.body.data!.updateExtraFieldValues).toEqual({
      __typename: 'UpdateExtraFieldValuesSuccess',
      record: { values: [{ value: 'Retail', text: 'Retail' }] },
    });
    // Making it a supplier without the rating is refused with the spec's message, on the rating field.
    const rating = fields.find((f) => f.label === 'Supplier Rating')!.name as string;
    const supplier = await gql(
      bff.url,
      'mutation($i: UpdateRecordInput!) { updateRecord(input: $i) { __typename ... on ValidationError { message fields { field } } } }',
      { i: { id, values: { isSupplier: true, [name]: 'Retail' } } },
      { cookie: crm },
    );
    expect(supplier.body.data!.updateRecord).toEqual({
      __typename: 'ValidationError',
      message: 'Please complete all the required fields',
      fields: [{ field: rating }],
    });
  });

  it('a field with a condition shows "--" to a viewer who only reads the record', async () => {
    const opp = await gql(
      bff.url,
      'mutation($i: CreateRecordInput!) { createRecord(input: $i) { ... on CreateRecordSuccess { record { id } } } }',
      { i: { type: 'Opportunity', values: { name: 'Graph lost deal', stage: 'Closed Lost' } } },
      { cookie: crm },
    );
    const id = opp.body.data!.createRecord.record.id as string;
    const type = await gql(bff.url, '{ recordType(name: "Opportunity") { fields { name label } } }', undefined, { cookie: crm });
    const loss = (type.body.data!.recordType.fields as AnyData[]).find((f) => f.label === 'Loss Reason')!.name as string;
    await gql(
      bff.url,
      'mutation($i: UpdateExtraFieldValuesInput!) { updateExtraFieldValues(input: $i) { __typename } }',
      { i: { id, values: { [loss]: 'Price' } } },
      { cookie: crm },
    );
    const read = `query($id: ID!) { node(id: $id) { ... on Record { permission values(fields: ["${loss}"]) { value text } } } }`;
    expect((await gql(bff.url, read, { id }, { cookie: crm })).body.data!.node.values).toEqual([{ value: 'Price', text: 'Price' }]);
    const hidden = (await gql(bff.url, read, { id }, { cookie: support })).body.data!.node;
    expect(hidden).toEqual({ permission: 'READ', values: [{ value: null, text: '--' }] });
  });

  it("the summary panel's add-field dialog offers extra fields and shows the chosen ones' values", async () => {
    const name = segmentName();
    const offered = await gql(
      bff.url,
      '{ recordType(name: "Organization") { sidePanelFields { name label isExtra selected } } }',
      undefined,
      {
        cookie: crm,
      },
    );
    expect(offered.body.data!.recordType.sidePanelFields).toContainEqual({
      name,
      label: 'Industry Segment',
      isExtra: true,
      selected: false,
    });
    const saved = await gql(
      bff.url,
      `mutation { updateSidePanel(input: { type: "Organization", fields: ["ownerId", "${name}"] }) { __typename
        ... on UpdateSidePanelSuccess { recordType { sidePanelFields { name selected } } } } }`,
      undefined,
      { cookie: crm },
    );
    const chosen = (saved.body.data!.updateSidePanel.recordType.sidePanelFields as AnyData[]).filter((f) => f.selected).map((f) => f.name);
    expect(chosen).toEqual(['ownerId', name]);
    const { res, calls } = await counted(`{ organizations(first: 30) { edges { node { sidePanelValues { field } } } } }`);
    expect(res.body.errors).toBeUndefined();
    for (const e of res.body.data!.organizations.edges as AnyData[])
      expect(e.node.sidePanelValues.map((v: AnyData) => v.field)).toEqual(['ownerId', name]);
    expect(calls.length).toBeLessThanOrEqual(3);
  });
});
