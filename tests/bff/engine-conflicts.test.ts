// Concurrency and references through the bff: a stale write answers ConflictError in the payload union (who
// changed the record, when, the version to overwrite with) and CONFLICT as a GraphQL error code elsewhere; a
// create's idempotencyKey reaches the api; a reference to a deleted or unreadable record resolves to null.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, recordType, storedTypes, type FieldDef, type RecordTypeDef } from '../../contract';
import type { RunningApi } from '../../api/src/server';
import { outputName } from '../../bff/src/schema/engine/names';
import { toGraphQLError, WRITE_TIMEOUT_MESSAGE } from '../../bff/src/schema/errors';
import { UpstreamError } from '../../bff/src/upstream/client';
import { login, type Client } from '../api/support/client';
import { addMinimal, sampleBody, uniqueTag, type SampleContext } from '../api/support/records';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

let stack: Stack;
let admin: string;
let crm: string;
let rest: Client;
let ctx: SampleContext;

beforeAll(async () => {
  stack = await startStack();
  [admin, crm] = await Promise.all([loginCookie(stack.bff.url, 'admin@acme.example'), loginCookie(stack.bff.url, 'crm@acme.example')]);
  rest = await login(stack.api.url, 'admin@acme.example');
  const session = (await rest.get('/api/UserMainMenu/InitialData')).body.session;
  ctx = { client: rest, userId: session.userId, parent: { objectName: 'Organization', id: await addMinimal({ client: rest, userId: session.userId, parent: { objectName: 'Organization', id: 0 } }, 'Organization') } };
});
afterAll(async () => {
  await stack?.close();
});

const q = async (query: string, variables?: Record<string, unknown>, cookie = admin) => {
  const res = await gql(stack.bff.url, query, variables, { cookie });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data as AnyData;
};

const CONFLICT_FIELDS = `... on ConflictError { message changedBy { fullName } changedByName changedAt currentVersion }`;
const READ = `query($type: String!, $id: ID!) { record(type: $type, id: $id) { id version updatedAt } }`;

async function newOrganization(cookie = admin) {
  const data = await q(
    `mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { __typename ... on CreateOrganizationSuccess { organization { id rowId version } } } }`,
    { input: { name: uniqueTag('Gql') } },
    cookie,
  );
  return data.createOrganization.organization as { id: string; rowId: number; version: number };
}

describe('ConflictError', () => {
  it('a stale updateOrganization answers ConflictError naming the colleague; its currentVersion overwrites', async () => {
    const org = await newOrganization(crm);
    const UPDATE = `mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { __typename
      ... on UpdateOrganizationSuccess { organization { version website } } ${CONFLICT_FIELDS} } }`;
    const first = await q(UPDATE, { input: { id: org.id, version: org.version, website: 'https://crm.example' } }, crm);
    expect(first.updateOrganization).toMatchObject({ __typename: 'UpdateOrganizationSuccess', organization: { version: org.version + 1 } });

    const stale = (await q(UPDATE, { input: { id: org.id, version: org.version, website: 'https://admin.example' } })).updateOrganization;
    expect(stale.__typename).toBe('ConflictError');
    expect(stale.changedBy.fullName).toBe(stale.changedByName);
    expect(stale.message).toBe(
      `This organization was changed by ${stale.changedByName} at ${stale.message.match(/at (\d{2}:\d{2} UTC on \d{1,2} \w{3} \d{4})/)[1]}. Reload it to see the change, or save again to overwrite it.`,
    );
    expect(stale.currentVersion).toBe(org.version + 1);
    expect(Date.parse(stale.changedAt)).not.toBeNaN();

    const overwrite = await q(UPDATE, { input: { id: org.id, version: stale.currentVersion, website: 'https://admin.example' } });
    expect(overwrite.updateOrganization).toMatchObject({ __typename: 'UpdateOrganizationSuccess', organization: { website: 'https://admin.example' } });
  });

  it('updateRecord, deleteRecord, unlockRecord and deleteOrganization answer ConflictError for a stale version', async () => {
    const org = await newOrganization();
    const { record } = await q(READ, { type: 'Organization', id: String(org.rowId) });
    await q(`mutation($input: UpdateRecordInput!) { updateRecord(input: $input) { __typename } }`, { input: { id: org.id, values: { isLocked: true } } });

    const generic = await q(`mutation($input: UpdateRecordInput!) { updateRecord(input: $input) { __typename ${CONFLICT_FIELDS} } }`, {
      input: { id: org.id, version: record.version, values: { description: 'stale' } },
    });
    expect(generic.updateRecord).toMatchObject({ __typename: 'ConflictError', currentVersion: record.version + 1 });
    const unlock = await q(`mutation($input: RecordInput!) { unlockRecord(input: $input) { __typename ${CONFLICT_FIELDS} } }`, { input: { id: org.id, version: record.version } });
    expect(unlock.unlockRecord.__typename).toBe('ConflictError');
    const del = await q(`mutation($input: DeleteRecordInput!) { deleteRecord(input: $input) { __typename ${CONFLICT_FIELDS} } }`, { input: { id: org.id, version: record.version } });
    expect(del.deleteRecord.__typename).toBe('ConflictError');
    const typed = await q(`mutation($input: DeleteOrganizationInput!) { deleteOrganization(input: $input) { __typename ${CONFLICT_FIELDS} } }`, { input: { id: org.id, version: record.version } });
    expect(typed.deleteOrganization.__typename).toBe('ConflictError');
    expect((await q(READ, { type: 'Organization', id: String(org.rowId) })).record).not.toBeNull();

    const current = record.version + 1;
    const ok = await q(`mutation($input: RecordInput!) { unlockRecord(input: $input) { __typename ... on UnlockRecordSuccess { record { isLocked version } } } }`, {
      input: { id: org.id, version: current },
    });
    expect(ok.unlockRecord).toEqual({ __typename: 'UnlockRecordSuccess', record: { isLocked: false, version: current + 1 } });
  });

  it('outside a payload union a 409 is a GraphQL error with code CONFLICT and the conflict in its extensions', () => {
    const body = { message: 'This organization was changed by Ann Admin at 14:02 UTC on 23 Nov 2026.', conflict: { version: 4, changedAt: '2026-11-23T14:02:00.000Z', changedBy: { id: 3, name: 'Ann Admin' } } };
    const error = toGraphQLError(new UpstreamError(409, body, '/api/Organization/Update'));
    expect(error.message).toBe(body.message);
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', status: 409, changedBy: 'Ann Admin', changedByUserId: 3, changedAt: '2026-11-23T14:02:00.000Z', currentVersion: 4 });
  });

  it('a timed-out write says plainly that the change may have been saved', () => {
    const timeout = new UpstreamError(504, null, '/api/Organization/Add', { timeout: true });
    expect(toGraphQLError(timeout, true).message).toBe(WRITE_TIMEOUT_MESSAGE);
    expect(WRITE_TIMEOUT_MESSAGE).toMatch(/may have been saved/);
    expect(toGraphQLError(timeout).message).not.toMatch(/saved/);
  });
});

describe('idempotent creates', () => {
  it('createRecord and createOrganization with one idempotencyKey create one record and answer it again', async () => {
    const name = uniqueTag('IdemGql');
    const CREATE = `mutation($input: CreateRecordInput!) { createRecord(input: $input) { __typename ... on CreateRecordSuccess { record { rowId name } } } }`;
    const input = { type: 'Organization', values: { name }, idempotencyKey: `gql-${name}` };
    const [a, b] = await Promise.all([q(CREATE, { input }), q(CREATE, { input })]);
    expect(a.createRecord.record.rowId).toBe(b.createRecord.record.rowId);
    const typedKey = `typed-${name}`;
    const TYPED = `mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { __typename ... on CreateOrganizationSuccess { organization { rowId } } } }`;
    const c = await q(TYPED, { input: { name, idempotencyKey: typedKey } });
    const d = await q(TYPED, { input: { name, idempotencyKey: typedKey } });
    expect(c.createOrganization.organization.rowId).toBe(d.createOrganization.organization.rowId);
    const listed = await q(`query($s: String) { organizations(first: 10, search: $s) { totalCount } }`, { s: name });
    expect(listed.organizations.totalCount).toBe(2);
  });
});

/** Catalogue references to one concrete type (organization, person, opportunity, project, sales order …). */
const typedRefs: [string, RecordTypeDef, FieldDef][] = storedTypes.flatMap((type) =>
  fieldsOf(type)
    .filter((f) => f.kind === 'record' && f.ref && f.ref !== '*' && !f.readOnly)
    .map((f) => [`${type.objectName}.${f.name}`, type, f] as [string, RecordTypeDef, FieldDef]),
);

describe('dangling references resolve to null', () => {
  it('covers every kind of reference the catalogue has', () => {
    expect(new Set(typedRefs.map(([, , f]) => f.ref))).toEqual(new Set(['Organization', 'Person', 'Opportunity', 'Project', 'SalesOrder']));
  });

  it.each(typedRefs)('%s: the referenced record deleted → null, no errors; restored by undo → the record again', async (_label, type, field) => {
    const target = await addMinimal(ctx, field.ref!);
    const body = { ...(await sampleBody(ctx, type, uniqueTag('Ref'), { minimal: true })), [field.name]: target };
    const added = await rest.post(`/api/${type.objectName}/Add`, body);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.model.id as number;
    const name = outputName(type, field);
    const READ_REF = `query($type: String!, $id: ID!) { record(type: $type, id: $id) { id ... on ${type.objectName} { ${name} { id name } }
      values(fields: ["${field.name}"]) { value text record { id } } } }`;
    const vars = { type: type.objectName, id: String(id) };
    expect((await q(READ_REF, vars)).record[name]).not.toBeNull();

    expect((await rest.del(`/api/${field.ref}/Delete/${target}`)).status).toBe(200);
    const dangling = (await q(READ_REF, vars)).record;
    expect(dangling[name]).toBeNull();
    expect(dangling.values[0]).toMatchObject({ text: null, record: null });

    if (!recordType(field.ref!)!.traits.undoable) return;
    const undone = await rest.post('/api/DeleteObject/Undo?numberOfDeletedItem=1');
    expect((undone.body as { id: number }[]).map((u) => u.id)).toEqual([target]);
    expect((await q(READ_REF, vars)).record[name]).toMatchObject({ name: expect.any(String) });
  });

  it('a parent record deleted: parent and top parent resolve to null', async () => {
    const parent = await addMinimal(ctx, 'Organization');
    const task = await rest.post('/api/Task/Add', { ...(await sampleBody(ctx, storedTypes.find((t) => t.objectName === 'Task')!, uniqueTag('Child'), { minimal: true })), parentObject: 'Organization', parentId: parent });
    expect(task.status).toBe(200);
    expect((await rest.del(`/api/Organization/Delete/${parent}`)).status).toBe(200);
    const data = await q(`query($id: ID!) { record(type: "Task", id: $id) { ... on Task { parent { id } topParent { id } } values(fields: ["parentId", "topParentId"]) { text record { id } } } }`, {
      id: String(task.body.model.id),
    });
    expect(data.record).toEqual({ parent: null, topParent: null, values: [{ text: null, record: null }, { text: null, record: null }] });
  });

  it('users who are not readable (another company) resolve to null and drop out of user lists', async () => {
    const globex = await login(stack.api.url, 'admin@globex.example');
    const stranger = (await globex.get('/api/UserMainMenu/InitialData')).body.session.userId as number;
    const task = await rest.post('/api/Task/Add', { ...(await sampleBody(ctx, storedTypes.find((t) => t.objectName === 'Task')!, uniqueTag('Users'), { minimal: true })), assigneeIds: [ctx.userId] });
    expect(task.status).toBe(200);
    const id = task.body.model.id as number;
    // No call makes such a row (validation refuses other companies' users): a user moved or a bad import does.
    await (stack.api as unknown as RunningApi).db.execute(sql`update tasks set owner_id = ${stranger}, assignee_ids = ${`{${ctx.userId},${stranger}}`}::int[] where id = ${id}`);
    const data = await q(`query($id: ID!) { record(type: "Task", id: $id) { owner { id } ... on Task { assignees { rowId } } values(fields: ["ownerId", "assigneeIds"]) { text user { id } users { rowId } } } }`, { id: String(id) });
    expect(data.record.owner).toBeNull();
    expect(data.record.assignees).toEqual([{ rowId: ctx.userId }]);
    expect(data.record.values[0]).toMatchObject({ text: null, user: null });
    expect(data.record.values[1].users).toEqual([{ rowId: ctx.userId }]);
  });
});
