// The list page through GraphQL: inline edit (saveRecordItem), bulk delete and undo as one, bulk status, the
// refusals as typed payload errors, and the list page's own row query costing no call per row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

let stack: Stack;
let admin: string;
let support: string;
let globex: string;
beforeAll(async () => {
  stack = await startStack();
  [admin, support, globex] = await Promise.all([
    loginCookie(stack.bff.url, 'admin@acme.example'),
    loginCookie(stack.bff.url, 'support@acme.example'),
    loginCookie(stack.bff.url, 'admin@globex.example'),
  ]);
});
afterAll(async () => {
  await stack?.close();
});

const q = async (query: string, variables?: Record<string, unknown>, cookie = admin) => {
  const res = await gql(stack.bff.url, query, variables, { cookie });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as AnyData;
};

let counter = 0;
const addOpportunity = async (amount = 100) => {
  const name = `List action ${Date.now().toString(36)}${counter++}`;
  const data = await q(
    `mutation($input: CreateRecordInput!) { createRecord(input: $input) { __typename ... on CreateRecordSuccess { record { id name version } } } }`,
    { input: { type: 'Opportunity', values: { name, stage: 'Prospecting', amount } } },
  );
  return data.createRecord.record as { id: string; name: string; version: number };
};
const readOpportunity = async (id: string, cookie = admin) =>
  (await q(`query($id: ID!) { node(id: $id) { ... on Opportunity { name amount status version } } }`, { id }, cookie)).node;

const SAVE = `mutation($input: SaveRecordItemInput!) { saveRecordItem(input: $input) { __typename
  ... on SaveRecordItemSuccess { message record { id version ... on Opportunity { amount stage } } }
  ... on ValidationError { message fields { field message } }
  ... on ConflictError { currentVersion }
  ... on Error { message } } }`;
const DELETE = `mutation($input: RecordSelectionInput!) { deleteRecords(input: $input) { __typename
  ... on DeleteRecordsSuccess { deletedIds undoCount message }
  ... on Error { message } } }`;
const UNDO = `mutation($count: Int!) { undoDeletes(input: { count: $count }) { __typename
  ... on UndoDeletesSuccess { restored { id objectName name canOpen url record { id name } } }
  ... on Error { message } } }`;
const STATUS = `mutation($input: ChangeRecordsStatusInput!) { changeRecordsStatus(input: $input) { __typename
  ... on ChangeRecordsStatusSuccess { records { id status version } }
  ... on Error { message } } }`;

describe('saveRecordItem', () => {
  it('saves the row with "Item is saved." and the new version', async () => {
    const opp = await addOpportunity();
    const data = await q(SAVE, { input: { id: opp.id, version: opp.version, values: { amount: 4200, stage: 'Qualification' } } });
    expect(data.saveRecordItem).toMatchObject({
      __typename: 'SaveRecordItemSuccess',
      message: 'Item is saved.',
      record: { id: opp.id, version: opp.version + 1, amount: 4200, stage: 'QUALIFICATION' },
    });
  });

  it('answers the field error, a permission error, a conflict and not-found as typed payloads', async () => {
    const opp = await addOpportunity();
    const bad = (await q(SAVE, { input: { id: opp.id, values: { name: '' } } })).saveRecordItem;
    expect(bad).toEqual({
      __typename: 'ValidationError',
      message: 'Please complete all required fields',
      fields: [{ field: 'name', message: 'Please complete all required fields' }],
    });
    const denied = (await q(SAVE, { input: { id: opp.id, values: { amount: 1 } } }, support)).saveRecordItem;
    expect(denied).toMatchObject({ __typename: 'PermissionError', message: "You don't have permission to edit this record" });
    expect((await q(SAVE, { input: { id: opp.id, values: { amount: 1 } } }, globex)).saveRecordItem.__typename).toBe('NotFoundError');
    await q(SAVE, { input: { id: opp.id, version: opp.version, values: { amount: 2 } } });
    const stale = (await q(SAVE, { input: { id: opp.id, version: opp.version, values: { amount: 3 } } })).saveRecordItem;
    expect(stale).toMatchObject({ __typename: 'ConflictError', currentVersion: opp.version + 1 });
    expect((await readOpportunity(opp.id)).amount).toBe(2);
  });
});

describe('deleteRecords and undoDeletes', () => {
  it('deletes three selected rows and one undo of three brings all three back', async () => {
    const opps = [await addOpportunity(), await addOpportunity(), await addOpportunity()];
    const gone = (await q(DELETE, { input: { records: opps.map((o) => ({ id: o.id, version: o.version })) } })).deleteRecords;
    expect(gone).toEqual({
      __typename: 'DeleteRecordsSuccess',
      deletedIds: opps.map((o) => o.id),
      undoCount: 3,
      message: '3 opportunities have been deleted.',
    });
    for (const o of opps) expect(await readOpportunity(o.id)).toBeNull();

    const undo = (await q(UNDO, { count: gone.undoCount })).undoDeletes;
    expect(undo.__typename).toBe('UndoDeletesSuccess');
    expect(undo.restored.map((r: AnyData) => r.id).sort()).toEqual(opps.map((o) => o.id).sort());
    for (const r of undo.restored) {
      expect(r).toMatchObject({ objectName: 'Opportunity', canOpen: true, record: { id: r.id, name: r.name } });
      expect(r.url).toMatch(/^\/opportunity\/detail\/\d+$/);
    }
    for (const o of opps) expect(await readOpportunity(o.id)).toMatchObject({ name: o.name });
  });

  it('refuses the whole selection when one row is stale or not writable', async () => {
    const [a, b] = [await addOpportunity(), await addOpportunity()];
    const stale = (
      await q(DELETE, {
        input: {
          records: [
            { id: a.id, version: a.version },
            { id: b.id, version: b.version - 1 || 99 },
          ],
        },
      })
    ).deleteRecords;
    expect(stale.__typename).toBe('ConflictError');
    const denied = (await q(DELETE, { input: { records: [{ id: a.id }, { id: b.id }] } }, support)).deleteRecords;
    expect(denied.__typename).toBe('PermissionError');
    expect(await readOpportunity(a.id)).not.toBeNull();
    expect(await readOpportunity(b.id)).not.toBeNull();
    const none = (await q(DELETE, { input: { records: [] } })).deleteRecords;
    expect(none).toMatchObject({ __typename: 'ValidationError', message: 'Select 1 to 100 records' });
    expect((await q(UNDO, { count: 0 })).undoDeletes.__typename).toBe('ValidationError');
  });
});

describe('changeRecordsStatus', () => {
  it('active false makes every selected row INACTIVE (status 0) and true ACTIVE (status 1) on every selected row', async () => {
    const [a, b] = [await addOpportunity(), await addOpportunity()];
    const off = (await q(STATUS, { input: { active: false, records: [{ id: a.id, version: a.version }, { id: b.id }] } }))
      .changeRecordsStatus;
    expect(off.records.map((r: AnyData) => r.status)).toEqual(['INACTIVE', 'INACTIVE']);
    const on = (await q(STATUS, { input: { active: true, records: [{ id: a.id }, { id: b.id }] } })).changeRecordsStatus;
    expect(on.records).toEqual([
      { id: a.id, status: 'ACTIVE', version: a.version + 2 },
      { id: b.id, status: 'ACTIVE', version: b.version + 2 },
    ]);
    expect((await q(STATUS, { input: { active: false, records: [{ id: a.id }] } }, support)).changeRecordsStatus.__typename).toBe(
      'PermissionError',
    );
  });
});

describe("the list page's row query", () => {
  const LIST = `query($type: String!, $fields: [String!]!, $n: Int) { records(type: $type, first: $n) { totalCount edges { node {
    id version permission isLocked name url values(fields: $fields) { field kind value text user { fullName } users { fullName } record { name url } } } } } }`;
  for (const [type, fields] of [
    ['Person', ['name', 'organizationId', 'ownerId', 'primaryEmail']],
    ['Task', ['subject', 'dueDate', 'parentId', 'assigneeIds', 'ownerId']],
  ] as const) {
    it(`${type}: a page of 50 costs what a page of 5 costs`, async () => {
      const run = async (n: number) => {
        const res = await gql(stack.bff.url, LIST, { type, fields, n }, { cookie: admin });
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data!.records.edges).toHaveLength(n);
        return res.upstreamCalls;
      };
      await run(5); // the company's users are cached across requests after the first
      const small = await run(5);
      expect(small).toBeLessThanOrEqual(4);
      expect(await run(50)).toBe(small);
    });
  }
});
