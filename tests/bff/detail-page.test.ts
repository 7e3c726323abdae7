// What the detail page reads besides the record: the History section (who changed which record and field, from
// what to what, shown as the fields show their values, raw values kept, in a bounded number of calls), the
// summary panel's key facts, and identifier numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

let stack: Stack;
let admin: string;
let crm: string;
beforeAll(async () => {
  stack = await startStack();
  [admin, crm] = await Promise.all([loginCookie(stack.bff.url, 'admin@acme.example'), loginCookie(stack.bff.url, 'crm@acme.example')]);
});
afterAll(async () => {
  await stack?.close();
});

const q = async (query: string, variables?: Record<string, unknown>, cookie = admin) => {
  const res = await gql(stack.bff.url, query, variables, { cookie });
  expect(res.body.errors).toBeUndefined();
  return { data: res.body.data as AnyData, calls: res.upstreamCalls };
};

const ENTRY = `objectName objectLabel objectId recordName record { name url } user { rowId fullName }
  changes { field label kind format oldValue newValue oldText newText oldRecord { name url } newRecord { name url } oldUrl newUrl }`;

const history = async (type: string, id: string, first: number) =>
  q(
    `query($type: String!, $id: ID!, $n: Int) { record(type: $type, id: $id) { name history(first: $n) { totalCount edges { node { ${ENTRY} } } } } }`,
    { type, id, n: first },
  );

const nodes = (data: AnyData): AnyData[] => data.record.history.edges.map((e: { node: AnyData }) => e.node);
const change = (entry: AnyData, field: string): AnyData => entry.changes.find((c: AnyData) => c.field === field);

describe('History entries', () => {
  it('name the record an entry is about, linked, when it is a record under the one shown', async () => {
    const { data } = await history('Organization', '1', 100);
    const entries = nodes(data);
    const own = entries.filter((e) => e.objectName === 'Organization' && e.objectId === 1);
    expect(own.length).toBeGreaterThan(0);
    const invoice = entries.find((e) => e.objectName === 'Invoice');
    expect(invoice).toBeDefined();
    expect(invoice).toMatchObject({ objectLabel: 'Invoice', record: { url: `/invoice/detail/${invoice!.objectId}` } });
    expect(invoice!.record.name).toBe(invoice!.recordName);
  });

  it('show values as the fields do: users, referenced records, option labels, money, type labels; raw values stay', async () => {
    const { data } = await history('Organization', '1', 100);
    const invoice = nodes(data).find((e) => e.objectName === 'Invoice' && e.action !== 'update' && change(e, 'totalAmount'))!;
    expect(change(invoice, 'ownerId')).toMatchObject({ kind: 'USER', oldValue: null, oldText: null, newText: expect.any(String) });
    expect(change(invoice, 'ownerId').newText).not.toMatch(/^\d+$/);
    expect(change(invoice, 'status')).toMatchObject({ kind: 'SELECT', newValue: '1', newText: 'Active' });
    expect(change(invoice, 'organizationId')).toMatchObject({
      kind: 'RECORD',
      newValue: '1',
      newText: data.record.name,
      newRecord: { name: data.record.name, url: expect.stringMatching(/^\/(organization|lead|customer|supplier)\/detail\/\d+$/) },
    });
    expect(change(invoice, 'totalAmount').newText).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    const parentType = change(invoice, 'parentObject');
    expect(parentType.newText).toBe(parentType.newValue === 'SalesOrder' ? 'Sales Order' : parentType.newValue);
    const parent = change(invoice, 'parentId');
    expect(parent.newRecord?.name).toBe(parent.newText);
    // A reference's link without a selection on the record: its page, as the record's url; none for other kinds.
    for (const c of [change(invoice, 'organizationId'), parent]) expect(c.newUrl).toBe(c.newRecord.url);
    expect(change(invoice, 'organizationId').oldUrl).toBeNull();
    expect(change(invoice, 'ownerId')).toMatchObject({ oldUrl: null, newUrl: null });
    expect(parent.newText).not.toMatch(/^\d+$/);
  });

  it('an update shows the before and after of each changed field', async () => {
    const users = (await q(`{ users { id rowId fullName } }`)).data.users as AnyData[];
    const [alice, other] = [users.find((u) => u.fullName === 'Alice Adams')!, users.find((u) => u.fullName !== 'Alice Adams')!];
    const created = await q(
      `mutation($input: CreateRecordInput!) { createRecord(input: $input) { ... on CreateRecordSuccess { record { id rowId } } } }`,
      {
        input: {
          type: 'Task',
          values: {
            subject: 'History display',
            ownerId: alice.rowId,
            assigneeIds: [alice.rowId],
            workEffort: 3600,
            parentObject: 'Organization',
            parentId: 1,
          },
        },
      },
    );
    const task = created.data.createRecord.record;
    const updated = await q(`mutation($input: UpdateRecordInput!) { updateRecord(input: $input) { __typename } }`, {
      input: {
        id: task.id,
        values: { ownerId: other.rowId, assigneeIds: [alice.rowId, other.rowId], workEffort: 93_900, taskStatus: 'Completed' },
      },
    });
    expect(updated.data.updateRecord.__typename).toBe('UpdateRecordSuccess');

    const { data } = await history('Task', String(task.rowId), 5);
    const update = nodes(data).find((e) => change(e, 'workEffort')?.oldValue === '3600')!;
    expect(update).toMatchObject({ objectName: 'Task', objectLabel: 'Task', user: { fullName: 'Alice Adams' } });
    expect(change(update, 'ownerId')).toMatchObject({
      oldValue: String(alice.rowId),
      newValue: String(other.rowId),
      oldText: 'Alice Adams',
      newText: other.fullName,
    });
    expect(change(update, 'assigneeIds')).toMatchObject({
      kind: 'USERS',
      oldText: 'Alice Adams',
      newText: `Alice Adams, ${other.fullName}`,
    });
    expect(change(update, 'workEffort')).toMatchObject({ kind: 'DURATION', oldText: '1h', newText: '1d 2h 5m' });
    expect(change(update, 'taskStatus')).toMatchObject({ oldText: 'Not Started', newText: 'Completed' });
  });

  it('resolve users and records of a page in a bounded number of upstream calls, whatever its size', async () => {
    const small = await history('Organization', '1', 5);
    const large = await history('Organization', '1', 100);
    expect(nodes(large.data).length).toBeGreaterThan(20);
    // The record, its history page, the users, the referenced records (and the current type of a polymorphic reference).
    expect(small.calls).toBeLessThanOrEqual(5);
    expect(large.calls).toBe(small.calls);
  });

  it('of every row of a list cost what one row costs', async () => {
    const rows = (n: number) =>
      q(
        `query($n: Int) { people(first: $n) { edges { node { history(first: 3) { edges { node { objectLabel record { name url } user { fullName }
        changes { oldText newText oldRecord { name } newRecord { name } } } } } } } } }`,
        { n },
      );
    const [small, large] = [await rows(5), await rows(50)];
    const texts = (large.data.people.edges as AnyData[]).flatMap((e) =>
      e.node.history.edges.flatMap((h: AnyData) => h.node.changes.map((c: AnyData) => c.newText)),
    );
    expect(texts.filter(Boolean).length).toBeGreaterThan(100);
    expect(large.calls).toBe(small.calls);
  });
});

describe('key facts of the summary panel', () => {
  it('are the list fields of the record type but the name, shown as values, for any type', async () => {
    const { data } = await q(`{
      opportunities(first: 1) { edges { node { keyValues { field kind text record { name } } } } }
      tasks(first: 1) { edges { node { keyValues { field } } } }
      leads(first: 1) { edges { node { keyValues { field } } } }
    }`);
    const opportunity = data.opportunities.edges[0].node.keyValues as AnyData[];
    expect(opportunity.map((v) => v.field)).toEqual(['organizationId', 'amount', 'stage', 'closeDate', 'ownerId']);
    expect(opportunity[0]).toMatchObject({ kind: 'RECORD', text: opportunity[0]!.record.name });
    expect(opportunity[1]!.text).toMatch(/^[\d,]+\.\d{2}$/);
    expect(data.tasks.edges[0].node.keyValues.map((v: AnyData) => v.field)).toEqual([
      'dueDate',
      'taskStatus',
      'assigneeIds',
      'parentId',
      'ownerId',
    ]);
    // a party in a role shows its own type's facts
    expect(data.leads.edges[0].node.keyValues.map((v: AnyData) => v.field)).toEqual(
      expect.arrayContaining(['primaryPhone', 'primaryEmail', 'ownerId']),
    );
  });

  it('of a list page cost what one row costs', async () => {
    const page = (n: number) =>
      q(`query($n: Int) { tasks(first: $n) { edges { node { keyValues { text record { name } users { fullName } } } } } }`, { n });
    const [small, large] = [await page(5), await page(100)];
    expect(large.calls).toBe(small.calls);
    expect(small.calls).toBeLessThanOrEqual(3);
  });
});

describe('identifier numbers', () => {
  it('role ids are marked ID in the metadata and in values', async () => {
    const { data } = await q(
      `{ recordType(name: "Organization") { fields { name format } } leads(first: 1) { edges { node { values(fields: ["leadId", "name"]) { field format } } } } }`,
    );
    const formats = Object.fromEntries((data.recordType.fields as AnyData[]).map((f) => [f.name, f.format]));
    expect(formats).toMatchObject({ leadId: 'ID', customerId: 'ID', supplierId: 'ID', numberOfEmployees: null });
    expect(data.leads.edges[0].node.values).toEqual([
      { field: 'leadId', format: 'ID' },
      { field: 'name', format: null },
    ]);
  });
});

describe('the default section a user chose', () => {
  const SET = `mutation($input: SetDefaultSectionInput!) { setDefaultSection(input: $input) { __typename
    ... on SetDefaultSectionSuccess { recordType { name defaultSection typeDefaultSection } }
    ... on ValidationError { message fields { field message } } } }`;
  const META = `query($name: String!) { recordType(name: $name) { defaultSection typeDefaultSection } }`;
  const set = async (type: string, section: string | null, cookie = crm) =>
    (await q(SET, { input: { type, section } }, cookie)).data.setDefaultSection;
  const meta = async (name: string, cookie = crm) => (await q(META, { name }, cookie)).data.recordType;

  it('is the type’s own until the user chooses one, then theirs alone, per type; null goes back', async () => {
    expect(await meta('task')).toEqual({ defaultSection: 'progress', typeDefaultSection: 'progress' });
    expect(await set('organization', 'history')).toEqual({
      __typename: 'SetDefaultSectionSuccess',
      recordType: { name: 'Organization', defaultSection: 'history', typeDefaultSection: 'updates' },
    });
    expect(await meta('Organization')).toEqual({ defaultSection: 'history', typeDefaultSection: 'updates' });
    expect((await set('Task', 'detail-info')).recordType.defaultSection).toBe('detail-info');
    expect((await meta('organization')).defaultSection).toBe('history');
    // another user keeps the type's default
    expect(await meta('organization', admin)).toEqual({ defaultSection: 'updates', typeDefaultSection: 'updates' });
    expect((await set('organization', null)).recordType.defaultSection).toBe('updates');
    expect((await set('Task', 'progress')).recordType.defaultSection).toBe('progress');
    expect(await meta('task')).toEqual({ defaultSection: 'progress', typeDefaultSection: 'progress' });
  });

  it('refuses a section the type lacks and an unknown type, keeping the choice', async () => {
    await set('opportunity', 'task');
    expect(await set('opportunity', 'child-company')).toEqual({
      __typename: 'ValidationError',
      message: 'Invalid section',
      fields: [{ field: 'section', message: 'Invalid section' }],
    });
    expect(await set('nothing', 'updates')).toEqual({
      __typename: 'ValidationError',
      message: 'Invalid object',
      fields: [{ field: 'type', message: 'Invalid object' }],
    });
    expect((await meta('opportunity')).defaultSection).toBe('task');
  });
});
