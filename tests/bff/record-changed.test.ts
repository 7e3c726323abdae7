// recordChanged over graphql-ws: every write reaches the subscribers of the same company, re-read with each
// subscriber's session, so nothing reaches a user of another company or a user who may not read the record.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

let stack: Stack;
let admin: string;
let project: string;
let globex: string;
const clients: Client[] = [];
beforeAll(async () => {
  stack = await startStack();
  await stack.bff.hub!.connected;
  [admin, project, globex] = await Promise.all([
    loginCookie(stack.bff.url, 'admin@acme.example'),
    loginCookie(stack.bff.url, 'project@acme.example'),
    loginCookie(stack.bff.url, 'admin@globex.example'),
  ]);
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await stack?.close();
});

const SUBSCRIPTION = `subscription($type: String, $id: ID) { recordChanged(type: $type, id: $id) {
  change objectName recordId record { id name permission ... on Organization { industry } } } }`;

/** Subscribes with a session cookie; events land in the returned array. */
async function subscribe(cookie: string, variables: Record<string, unknown> = {}, query = SUBSCRIPTION): Promise<AnyData[]> {
  const url = stack.bff.url.replace(/^http/, 'ws') + '/graphql';
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin: stack.bff.url } });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieWebSocket, lazy: false, retryAttempts: 0 });
  clients.push(client);
  const events: AnyData[] = [];
  client.subscribe(
    { query, variables },
    { next: (v) => events.push(v.data!.recordChanged as AnyData), error: () => undefined, complete: () => undefined },
  );
  await new Promise((r) => setTimeout(r, 400));
  return events;
}

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  // Let anything that should not come have its chance to arrive.
  await new Promise((r) => setTimeout(r, 300));
}

const q = async (query: string, variables: Record<string, unknown>, cookie: string) => {
  const res = await gql(stack.bff.url, query, variables, { cookie });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as AnyData;
};

describe('recordChanged', () => {
  it('delivers an update, re-read fresh, to the same company only; type and id filters hold', async () => {
    const org = (await q(`{ organizations(first: 1) { edges { node { id } } } }`, {}, admin)).organizations.edges[0].node;
    const other = (await q(`{ organizations(first: 2) { edges { node { id } } } }`, {}, admin)).organizations.edges[1].node;
    const [adminEvents, projectEvents, globexEvents, onlyOther, onlyTasks] = await Promise.all([
      subscribe(admin, { type: 'Organization' }),
      subscribe(project),
      subscribe(globex),
      subscribe(admin, { id: other.id }),
      subscribe(admin, { type: 'task' }),
    ]);

    const saved = await q(
      `mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { __typename } }`,
      { input: { id: org.id, name: 'Live Rename Ltd', industry: 'Live' } },
      admin,
    );
    expect(saved.updateOrganization.__typename).toBe('UpdateOrganizationSuccess');
    await until(() => adminEvents.length > 0 && projectEvents.length > 0);

    const expected = {
      change: 'UPDATED',
      objectName: 'Organization',
      recordId: org.id,
      record: { id: org.id, name: 'Live Rename Ltd', industry: 'Live' },
    };
    expect(adminEvents).toEqual([{ ...expected, record: { ...expected.record, permission: 'LOCK' } }]);
    // The project user reads it with its own permission.
    expect(projectEvents.filter((e) => e.recordId === org.id)).toEqual([
      { ...expected, record: { ...expected.record, permission: 'READ' } },
    ]);
    expect(globexEvents).toEqual([]);
    expect(onlyOther).toEqual([]);
    expect(onlyTasks).toEqual([]);
  });

  it('delivers a deletion (record null) to the same company only', async () => {
    const made = await q(
      `mutation { createCase(input: { subject: "Live case" }) { ... on CreateCaseSuccess { case { id } } } }`,
      {},
      admin,
    );
    const id = made.createCase.case.id as string;
    const [acmeEvents, globexEvents] = await Promise.all([subscribe(project, { id }), subscribe(globex)]);
    const del = await q(`mutation($id: ID!) { deleteCase(input: { id: $id }) { __typename } }`, { id }, admin);
    expect(del.deleteCase.__typename).toBe('DeleteCaseSuccess');
    await until(() => acmeEvents.length > 0);
    expect(acmeEvents).toEqual([{ change: 'DELETED', objectName: 'Case', recordId: id, record: null }]);
    expect(globexEvents).toEqual([]);
  });

  it('never delivers a record the subscriber cannot read, even when an event names it in its company', async () => {
    const acmeCompany = (await q(`{ viewer { company { rowId } } }`, {}, admin)).viewer.company.rowId as number;
    const theirs = (await q(`{ organizations(first: 1) { edges { node { rowId } } } }`, {}, globex)).organizations.edges[0].node
      .rowId as number;
    const mine = (await q(`{ organizations(first: 3) { edges { node { rowId name } } } }`, {}, admin)).organizations.edges[2].node;
    const events = await subscribe(admin, { type: 'Organization' });

    // A change event in acme's topic that names a Globex row: the re-read with the acme session finds nothing.
    await stack.bff.pubsub.publish('recordChanged', acmeCompany, { objectName: 'Organization', id: theirs, change: 'updated', userId: 1 });
    await stack.bff.pubsub.publish('recordChanged', acmeCompany, {
      objectName: 'Organization',
      id: mine.rowId,
      change: 'updated',
      userId: 1,
    });
    await until(() => events.length > 0);
    expect(events.map((e) => e.record?.name)).toEqual([mine.name]);
  });
});

describe('recordChanged involving (the live calendar)', () => {
  const INVOLVING = `subscription($type: String, $involving: [CalendarUserInput!]) { recordChanged(type: $type, involving: $involving) {
    change objectName recordId } }`;
  const userOf = async (cookie: string) => (await q(`{ viewer { user { id rowId } } }`, {}, cookie)).viewer.user as AnyData;
  const createEvent = async (subject: string, ownerId: string) =>
    (
      await q(
        `mutation($input: CreateEventInput!) { createEvent(input: $input) { ... on CreateEventSuccess { event { id } } } }`,
        { input: { subject, ownerId, startDate: '2026-12-01T09:00:00Z', endDate: '2026-12-01T10:00:00Z' } },
        admin,
      )
    ).createEvent.event.id as string;
  const changes = (events: AnyData[]) => events.map((e) => [e.change, e.recordId]);

  it('delivers a change of A’s event to a watcher of A and not of B; an event moved from A to B reaches both', async () => {
    const [a, b] = await Promise.all([userOf(admin), userOf(project)]);
    const watch = (userId: number) => subscribe(admin, { type: 'Event', involving: [{ userId, userType: 'USER' }] }, INVOLVING);
    const [ofA, ofB] = await Promise.all([watch(a.rowId), watch(b.rowId)]);

    const mine = await createEvent('Live A', a.id);
    await until(() => ofA.length > 0);
    expect(changes(ofA)).toEqual([['CREATED', mine]]);
    expect(ofB).toEqual([]);

    const theirs = await createEvent('Live B', b.id);
    await until(() => ofB.length > 0);
    expect(changes(ofB)).toEqual([['CREATED', theirs]]);
    expect(changes(ofA)).toEqual([['CREATED', mine]]);

    // Moved away from A: A's calendar loses it, B's gains it; both hear of it.
    const moved = await q(
      `mutation($input: UpdateEventInput!) { updateEvent(input: $input) { __typename } }`,
      { input: { id: mine, ownerId: b.id } },
      admin,
    );
    expect(moved.updateEvent.__typename).toBe('UpdateEventSuccess');
    await until(() => ofA.length > 1 && ofB.length > 1);
    expect(changes(ofA)).toEqual([
      ['CREATED', mine],
      ['UPDATED', mine],
    ]);
    expect(changes(ofB)).toEqual([
      ['CREATED', theirs],
      ['UPDATED', mine],
    ]);
  });

  it('a change that names no one (another type) never matches an involving filter', async () => {
    const acmeCompany = (await q(`{ viewer { company { rowId } } }`, {}, admin)).viewer.company.rowId as number;
    const a = (await userOf(admin)).rowId as number;
    const events = await subscribe(admin, { involving: [{ userId: a, userType: 'USER' }] }, INVOLVING);
    const org = (await q(`{ organizations(first: 1) { edges { node { rowId } } } }`, {}, admin)).organizations.edges[0].node.rowId;
    await stack.bff.pubsub.publish('recordChanged', acmeCompany, { objectName: 'Organization', id: org, change: 'updated', userId: a });
    await until(() => events.length > 0, 1_000);
    expect(events).toEqual([]);
  });
  it('refuses more than 100 users and groups, naming the limit', async () => {
    const url = stack.bff.url.replace(/^http/, 'ws') + '/graphql';
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: admin, origin: stack.bff.url } });
      }
    }
    const client = createClient({ url, webSocketImpl: CookieWebSocket, lazy: false, retryAttempts: 0 });
    clients.push(client);
    const involving = Array.from({ length: 101 }, (_, i) => ({ userId: i + 1, userType: 'USER' }));
    const errors = await new Promise<readonly { message: string; extensions?: { code?: string } }[]>((resolve) =>
      client.subscribe(
        { query: INVOLVING, variables: { type: 'Event', involving } },
        { next: (v) => v.errors && resolve(v.errors), error: (e) => resolve(e as never), complete: () => undefined },
      ),
    );
    expect(errors.map((e) => [e.message, e.extensions?.code])).toEqual([['At most 100 users and groups', 'BAD_USER_INPUT']]);
  });
});
