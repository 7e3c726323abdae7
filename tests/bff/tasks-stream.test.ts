// Tasks and the activity stream through GraphQL: home sections with the actions each viewer may take, typed
// refusals, comments, and the live statusUpdateAdded / taskProgressChanged subscriptions, which reach only users
// who may read the record (never another company).
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

let stack: Stack;
let crm: string;
let project: string;
let globex: string;
let projectUserId: string;
let orgId: string;
const clients: Client[] = [];

const q = async (query: string, variables: Record<string, unknown>, cookie: string) => {
  const res = await gql(stack.bff.url, query, variables, { cookie });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data as AnyData;
};

beforeAll(async () => {
  stack = await startStack();
  await stack.bff.hub!.connected;
  [crm, project, globex] = await Promise.all([
    loginCookie(stack.bff.url, 'crm@acme.example'),
    loginCookie(stack.bff.url, 'project@acme.example'),
    loginCookie(stack.bff.url, 'admin@globex.example'),
  ]);
  projectUserId = (await q('{ viewer { user { id } } }', {}, project)).viewer.user.id;
  orgId = (await q('{ organizations(first: 1) { edges { node { id } } } }', {}, crm)).organizations.edges[0].node.id;
}, 180_000);
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await stack?.close();
});

async function subscribe(cookie: string, query: string, field: string): Promise<AnyData[]> {
  const url = stack.bff.url.replace(/^http/, 'ws') + '/graphql';
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin: stack.bff.url } });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieWebSocket, lazy: false, retryAttempts: 0 });
  clients.push(client);
  const events: AnyData[] = [];
  client.subscribe({ query }, { next: (v) => events.push(v.data![field] as AnyData), error: () => undefined, complete: () => undefined });
  await new Promise((r) => setTimeout(r, 400));
  return events;
}
async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 300));
}

const SECTION = `query($section: TaskSection!) { viewer { homeTasks(section: $section, first: 50) { totalCount edges { node {
  id subject availableActions myResponse dueState isUndated assignments { response user { id } } } } } } }`;
const ACT = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) {
  __typename ... on TaskActionSuccess { task { id myResponse availableActions taskStatus } progress { action durationText } }
  ... on Error { message } } }`;

async function addTask(subject: string, dueDate: string | null = new Date(Date.now() + 86_400_000).toISOString()) {
  const res = await q(
    `mutation($input: CreateTaskInput!) { createTask(input: $input) { __typename ... on CreateTaskSuccess { task { id } } } }`,
    { input: { subject, dueDate, taskStatus: 'NOT_STARTED', assigneeIds: [projectUserId], parentId: orgId } },
    crm,
  );
  return res.createTask.task.id as string;
}

describe('tasks over GraphQL', () => {
  it('home sections carry the actions each viewer may take; a refused action is a PermissionError with the reason', async () => {
    const id = await addTask('GraphQL task');
    const fresh = (await q(SECTION, { section: 'NEW' }, project)).viewer.homeTasks;
    const mine = fresh.edges.map((e: AnyData) => e.node).find((n: AnyData) => n.id === id);
    expect(mine).toMatchObject({
      availableActions: ['ACCEPT', 'REJECT', 'LOG_CALL'],
      myResponse: 'NEW',
      dueState: 'UPCOMING',
      isUndated: false,
    });
    const delegated = (await q(SECTION, { section: 'DELEGATED' }, crm)).viewer.homeTasks.edges.map((e: AnyData) => e.node);
    expect(delegated.find((n: AnyData) => n.id === id).availableActions).toContain('REASSIGN');

    const refused = await q(ACT('cancelTask', 'TaskActionInput'), { input: { id } }, project);
    expect(refused.cancelTask).toEqual({
      __typename: 'PermissionError',
      message: "Only the task's owner or an administrator can cancel this task.",
    });
    const accepted = await q(ACT('acceptTask', 'TaskActionInput'), { input: { id, comment: 'Sure' } }, project);
    expect(accepted.acceptTask).toMatchObject({
      __typename: 'TaskActionSuccess',
      task: { myResponse: 'ACCEPTED', taskStatus: 'IN_PROGRESS' },
      progress: { action: 'ACCEPT' },
    });
    const call = await q(ACT('logTaskCall', 'LogTaskCallInput'), { input: { id, duration: 59 } }, project);
    expect(call.logTaskCall).toEqual({ __typename: 'ValidationError', message: 'A call must last at least 1 minute.' });
    const logged = await q(ACT('logTaskCall', 'LogTaskCallInput'), { input: { id, duration: 93_780 } }, project);
    expect(logged.logTaskCall.progress).toEqual({ action: 'LOG_CALL', durationText: '1 d 2 h 3 min' });
    const log = await q(
      `query($id: ID!) { node(id: $id) { ... on Task { progressLog(first: 10) { totalCount lines { action userName } } } } }`,
      { id },
      crm,
    );
    expect(log.node.progressLog.totalCount).toBe(2);
    expect(log.node.progressLog.lines.map((e: AnyData) => e.action)).toEqual(['LOG_CALL', 'ACCEPT']);
  });

  it('taskProgressChanged reaches the company’s users, read as each of them, and never another company', async () => {
    const id = await addTask('Live task');
    const sub = `subscription { taskProgressChanged { action task { id availableActions myResponse } actor { id } } }`;
    const [crmEvents, projectEvents, globexEvents] = await Promise.all([
      subscribe(crm, sub, 'taskProgressChanged'),
      subscribe(project, sub, 'taskProgressChanged'),
      subscribe(globex, sub, 'taskProgressChanged'),
    ]);
    await q(ACT('acceptTask', 'TaskActionInput'), { input: { id } }, project);
    await until(() => crmEvents.length > 0 && projectEvents.length > 0);
    expect(crmEvents[0]).toMatchObject({ action: 'ACCEPT', task: { id, myResponse: null }, actor: { id: projectUserId } });
    // Each subscriber's own view: the owner may cancel, the assignee may not.
    expect(crmEvents[0]!.task.availableActions).toContain('CANCEL');
    expect(projectEvents[0]!.task.availableActions).not.toContain('CANCEL');
    expect(globexEvents).toEqual([]);
  });
});

describe('activity stream over GraphQL', () => {
  it('statusUpdateAdded delivers new updates and comments to the company only; empty comments are refused', async () => {
    const sub = `subscription { statusUpdateAdded { statusUpdate { id subject comments { body marksComplete authorName } } comment { body } } }`;
    const [projectEvents, globexEvents] = await Promise.all([
      subscribe(project, sub, 'statusUpdateAdded'),
      subscribe(globex, sub, 'statusUpdateAdded'),
    ]);
    const created = await q(
      `mutation($input: CreateStatusUpdateInput!) { createStatusUpdate(input: $input) { ... on CreateStatusUpdateSuccess { statusUpdate { id } } } }`,
      { input: { subject: 'Live update', body: '<p>Hello</p>', parentId: orgId } },
      crm,
    );
    const id = created.createStatusUpdate.statusUpdate.id;
    await until(() => projectEvents.length > 0);
    expect(projectEvents[0]).toEqual({ statusUpdate: { id, subject: 'Live update', comments: [] }, comment: null });

    const COMMENT = `mutation($input: AddStatusUpdateCommentInput!) { addStatusUpdateComment(input: $input) { __typename
      ... on AddStatusUpdateCommentSuccess { comment { body marksComplete } statusUpdate { isNextActionCompleted } } ... on Error { message } } }`;
    const empty = await q(COMMENT, { input: { statusUpdateId: id, body: '<p></p>' } }, project);
    expect(empty.addStatusUpdateComment).toEqual({ __typename: 'ValidationError', message: 'Please enter a comment' });
    const done = await q(COMMENT, { input: { statusUpdateId: id, markComplete: true } }, project);
    expect(done.addStatusUpdateComment).toMatchObject({
      comment: { body: 'Marked as Complete', marksComplete: true },
      statusUpdate: { isNextActionCompleted: true },
    });
    await until(() => projectEvents.length > 1);
    expect(projectEvents[1]!.comment).toEqual({ body: 'Marked as Complete' });
    expect(projectEvents[1]!.statusUpdate.comments).toEqual([
      { body: 'Marked as Complete', marksComplete: true, authorName: expect.any(String) },
    ]);
    expect(globexEvents).toEqual([]);

    const stream = await q(
      `{ viewer { activityStream(filter: UPDATES, first: 5) { edges { month monthLabel node { id ... on StatusUpdate { comments { body } } } } pageInfo { hasNextPage endCursor } } } }`,
      {},
      crm,
    );
    expect(stream.viewer.activityStream.edges[0].node).toEqual({ id, comments: [{ body: 'Marked as Complete' }] });
    expect(stream.viewer.activityStream.edges[0].monthLabel).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    // The activity of one record type (`/{object}/activity`): the update hangs off an organization.
    const ofType = async (recordType: string) =>
      (
        await q(
          `query($t: String) { viewer { activityStream(filter: UPDATES, first: 50, recordType: $t) { edges { node { id } } } } }`,
          { t: recordType },
          crm,
        )
      ).viewer.activityStream.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(await ofType('organization')).toContain(id);
    expect(await ofType('Person')).not.toContain(id);
  });
});
