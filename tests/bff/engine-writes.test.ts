// Writes through the engine: the typed per-type mutations and the generic ones, with the api's refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

let stack: Stack;
let admin: string;
let project: string;
let globex: string;
beforeAll(async () => {
  stack = await startStack();
  [admin, project, globex] = await Promise.all([
    loginCookie(stack.bff.url, 'admin@acme.example'),
    loginCookie(stack.bff.url, 'project@acme.example'),
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

const firstOrganization = async (cookie = admin) =>
  (await q(`{ organizations(first: 1) { edges { node { id rowId name } } } }`, undefined, cookie)).organizations.edges[0].node;

const CREATE_OPPORTUNITY = `mutation($input: CreateOpportunityInput!) { createOpportunity(input: $input) { __typename
  ... on CreateOpportunitySuccess { opportunity { id rowId name stage amount probability closeDate organization { id name } values(fields: ["stage", "amount"]) { value text } } opportunityEdge { node { id } } }
  ... on ValidationError { message fields { field message } }
  ... on Error { message } } }`;

const GENERIC = {
  Create: `mutation($input: CreateRecordInput!) { createRecord(input: $input) { __typename
    ... on CreateRecordSuccess { record { id rowId name objectName url permission ... on Task { parent { id name } assignees { rowId } } } recordEdge { node { id } } }
    ... on ValidationError { message fields { field message } }
    ... on Error { message } } }`,
  Update: `mutation($input: UpdateRecordInput!) { updateRecord(input: $input) { __typename
    ... on UpdateRecordSuccess { record { id name ... on Task { subject taskStatus } } }
    ... on ValidationError { message fields { field message } }
    ... on NotFoundError { status }
    ... on Error { message } } }`,
  Delete: `mutation($input: DeleteRecordInput!) { deleteRecord(input: $input) { __typename
    ... on DeleteRecordSuccess { deletedId message }
    ... on NotFoundError { status }
    ... on Error { message } } }`,
};

const generic = (operation: keyof typeof GENERIC, input: unknown, cookie = admin) => q(GENERIC[operation], { input }, cookie);

describe('typed mutations of a generated type', () => {
  it('createOpportunity takes enum values and global ids and answers typed fields', async () => {
    const org = await firstOrganization();
    const data = await q(CREATE_OPPORTUNITY, {
      input: { name: 'Engine deal', organizationId: org.id, stage: 'CLOSED_WON', amount: 1234.5, closeDate: '2030-01-31' },
    });
    expect(data.createOpportunity).toMatchObject({
      __typename: 'CreateOpportunitySuccess',
      opportunity: {
        name: 'Engine deal',
        stage: 'CLOSED_WON',
        amount: 1234.5,
        probability: 10,
        closeDate: '2030-01-31',
        organization: { id: org.id, name: org.name },
        values: [
          { value: 'Closed Won', text: 'Closed Won' },
          { value: 1234.5, text: '1,234.50' },
        ],
      },
    });
    expect(data.createOpportunity.opportunityEdge.node.id).toBe(data.createOpportunity.opportunity.id);
  });

  it("refuses an empty required field with the spec's message and a wrong reference by field", async () => {
    const empty = await q(CREATE_OPPORTUNITY, { input: { name: '' } });
    expect(empty.createOpportunity).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please complete all required fields',
      fields: [expect.objectContaining({ field: 'name' })],
    });
    const person = (await q(`{ people(first: 1) { edges { node { id } } } }`)).people.edges[0].node;
    const wrong = await q(CREATE_OPPORTUNITY, { input: { name: 'Wrong ref', organizationId: person.id } });
    expect(wrong.createOpportunity).toEqual({
      __typename: 'ValidationError',
      message: 'Invalid organization',
      fields: [{ field: 'organizationId', message: 'Invalid organization' }],
    });
  });

  it('a project user may not create a crm record: PermissionError', async () => {
    const denied = await q(CREATE_OPPORTUNITY, { input: { name: 'Denied' } }, project);
    expect(denied.createOpportunity.__typename).toBe('PermissionError');
  });

  it('filters and sorts with the generated enums', async () => {
    const data = await q(
      `{ opportunities(first: 100, filter: { stage: CLOSED_WON }, orderBy: { field: AMOUNT, direction: DESC }) { totalCount edges { node { stage amount } } } }`,
    );
    const nodes = data.opportunities.edges.map((e: { node: AnyData }) => e.node);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((n: AnyData) => n.stage === 'CLOSED_WON')).toBe(true);
    const amounts = nodes.map((n: AnyData) => n.amount as number);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });
});

describe('generic mutations', () => {
  it('createRecord, updateRecord and deleteRecord for any type, with REST values', async () => {
    const org = await firstOrganization();
    const me = (await q(`{ viewer { user { rowId } } }`)).viewer.user.rowId as number;
    const created = await generic('Create', {
      type: 'task',
      values: { subject: 'Engine task', parentObject: 'Organization', parentId: org.rowId, assigneeIds: [me], taskStatus: 'Not Started' },
    });
    expect(created.createRecord).toMatchObject({
      __typename: 'CreateRecordSuccess',
      record: {
        name: 'Engine task',
        objectName: 'Task',
        permission: 'LOCK',
        parent: { id: org.id, name: org.name },
        assignees: [{ rowId: me }],
      },
    });
    const task = created.createRecord.record;
    expect(task.url).toBe(`/task/detail/${task.rowId}`);

    const updated = await generic('Update', { id: task.id, values: { taskStatus: 'Completed' } });
    expect(updated.updateRecord).toMatchObject({
      __typename: 'UpdateRecordSuccess',
      record: { id: task.id, subject: 'Engine task', taskStatus: 'COMPLETED' },
    });

    const invalid = await generic('Update', { id: task.id, values: { subject: '' } });
    expect(invalid.updateRecord).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please complete all required fields',
      fields: [expect.objectContaining({ field: 'subject' })],
    });

    const deleted = await generic('Delete', { id: task.id });
    expect(deleted.deleteRecord).toEqual({ __typename: 'DeleteRecordSuccess', deletedId: task.id, message: 'Task has been deleted.' });
    expect((await q(`query($id: ID!) { record(type: "Task", id: $id) { id } }`, { id: task.id })).record).toBeNull();
  });

  it('createRecord refuses missing required values with the spec message', async () => {
    const res = await generic('Create', { type: 'Case', values: { subject: '' } });
    expect(res.createRecord).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please complete all required fields',
      fields: [expect.objectContaining({ field: 'subject' })],
    });
  });

  it("another company's record: NotFoundError for update and delete, null for reads", async () => {
    const theirs = await firstOrganization(globex);
    expect((await generic('Update', { id: theirs.id, values: { name: 'Hijacked' } })).updateRecord).toMatchObject({
      __typename: 'NotFoundError',
      status: 404,
    });
    expect((await generic('Delete', { id: theirs.id })).deleteRecord).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    const read = await q(
      `query($id: ID!, $row: ID!) { a: record(type: "Organization", id: $id) { id } b: record(type: "organization", id: $row) { id } }`,
      { id: theirs.id, row: String(theirs.rowId) },
    );
    expect(read).toEqual({ a: null, b: null });
  });

  it('shareRecord, Record.shares and deleteShares ("Shares has been deleted.")', async () => {
    const org = (await q(`{ organizations(first: 1, orderBy: { field: NAME, direction: DESC }) { edges { node { id rowId } } } }`))
      .organizations.edges[0].node;
    const projectUser = (await q(`{ viewer { user { id fullName } } }`, undefined, project)).viewer.user;
    const shared = await q(
      `mutation($input: ShareRecordInput!) { shareRecord(input: $input) { __typename
        ... on ShareRecordSuccess { share { id name shareeType shareeId accessLevel } record { shares { id name } } } ... on Error { message } } }`,
      { input: { id: org.id, shareeType: 'USER', shareeId: projectUser.id, accessLevel: 'WRITE' } },
    );
    expect(shared.shareRecord).toMatchObject({
      __typename: 'ShareRecordSuccess',
      share: { name: projectUser.fullName, shareeType: 'USER', shareeId: projectUser.id, accessLevel: 'WRITE' },
    });
    const shareId = shared.shareRecord.share.id as string;
    expect(shared.shareRecord.record.shares.map((s: AnyData) => s.id)).toContain(shareId);
    // The project user now writes the shared organization, and only that one.
    expect(
      (await q(`query($id: ID!) { record(type: "Organization", id: $id) { permission } }`, { id: org.id }, project)).record.permission,
    ).toBe('WRITE');

    const notMine = await q(
      `mutation($input: DeleteSharesInput!) { deleteShares(input: $input) { __typename ... on Error { message } } }`,
      { input: { id: org.id, shareIds: [shareId] } },
      project,
    );
    expect(notMine.deleteShares.__typename).toBe('PermissionError');

    const removed = await q(
      `mutation($input: DeleteSharesInput!) { deleteShares(input: $input) { __typename ... on DeleteSharesSuccess { message record { shares { id } } } } }`,
      { input: { id: org.id, shareIds: [shareId] } },
    );
    expect(removed.deleteShares).toMatchObject({ __typename: 'DeleteSharesSuccess', message: 'Shares has been deleted.' });
    expect(removed.deleteShares.record.shares.map((s: AnyData) => s.id)).not.toContain(shareId);
  });

  it('follow and unfollow any followable type', async () => {
    const opp = (await q(`{ opportunities(first: 1) { edges { node { id } } } }`)).opportunities.edges[0].node;
    const FOLLOW = `mutation($input: RecordInput!) { followRecord(input: $input) { __typename ... on FollowRecordSuccess { isFollowing record { summary { isFollowing quickActions } } } } }`;
    const on = await q(FOLLOW, { input: { id: opp.id } });
    expect(on.followRecord).toMatchObject({ isFollowing: true, record: { summary: { isFollowing: true } } });
    expect(on.followRecord.record.summary.quickActions).toContain('Unfollow');
    const off = await q(FOLLOW.replace('followRecord(', 'unfollowRecord(').replace('{ followRecord', '{ unfollowRecord'), {
      input: { id: opp.id },
    });
    expect(off.unfollowRecord).toMatchObject({ isFollowing: false, record: { summary: { isFollowing: false } } });
  });
});

describe('a new record starts from the api blank model', () => {
  it('owned by the signed-in user, with the catalogue defaults; a role adds an organization in that role by name', async () => {
    const data = await q(
      `{ viewer { user { rowId } } task: recordType(name: "Task") { blankValues } lead: recordType(name: "lead") { blankValues fields { name readOnly required } } }`,
      undefined,
      project,
    );
    expect(data.task.blankValues).toMatchObject({
      ownerId: data.viewer.user.rowId,
      taskStatus: 'Not Started',
      priority: 'Normal',
      status: 1,
    });
    expect(data.lead.blankValues).toMatchObject({ ownerId: data.viewer.user.rowId, isLead: true });
    expect(data.lead.fields.find((f: { name: string }) => f.name === 'name')).toEqual({ name: 'name', readOnly: false, required: true });

    const created = await q(
      `mutation($input: CreateRecordInput!) { createRecord(input: $input) { __typename ... on CreateRecordSuccess { record { objectName name url ... on Party { isLead } } } } }`,
      { input: { type: 'Lead', values: { ...data.lead.blankValues, ownerId: undefined, name: 'Blank Model Leads Ltd' } } },
    );
    expect(created.createRecord.record).toMatchObject({
      objectName: 'Organization',
      name: 'Blank Model Leads Ltd',
      isLead: true,
      url: expect.stringMatching(/^\/lead\/detail\/\d+$/),
    });
  });
});
