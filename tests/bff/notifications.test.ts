// Notifications: links from the catalogue (never off-site), node() beyond the first page, markNotificationsRead's error union.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../api/src/db/schema';
import { gql, loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
let crm: string;
let crmUserId: number;
let companyId: number;
beforeAll(async () => {
  stack = await startStack();
  crm = await loginCookie(stack.bff.url, 'crm@acme.example');
  const viewer = (await gql(stack.bff.url, '{ viewer { user { rowId } company { rowId } } }', undefined, { cookie: crm })).body.data!.viewer;
  crmUserId = viewer.user.rowId as number;
  companyId = viewer.company.rowId as number;
});
afterAll(async () => {
  await stack?.close();
});

/**
 * Stores a notification for the crm user straight in the api's database (no REST route creates one with chosen
 * values: users notify each other only through actions such as assignments). Raw rows also stand for data stored
 * before object names were checked. Answers the notification's global id.
 */
async function notify(values: { name: string; objectName?: string; objectId?: number }): Promise<string> {
  const [row] = await stack.api.db
    .insert(notifications)
    .values({ companyId, userId: crmUserId, action: 'assigned', type: 'Notification', ...values })
    .returning({ id: notifications.id });
  return Buffer.from(`Notification:${row!.id}`).toString('base64');
}

const NODE = `query($id: ID!) { node(id: $id) { ... on Notification { name url } } }`;

describe('notifications', () => {
  it('links a person to /person/detail/{id} and any catalogued type to its URL segment', async () => {
    const person = await notify({ name: 'A person', objectName: 'Person', objectId: 7 });
    const order = await notify({ name: 'An order', objectName: 'SalesOrder', objectId: 3 });
    const unknown = await notify({ name: 'Something else', objectName: 'Nope', objectId: 1 });
    const read = async (id: string) => (await gql(stack.bff.url, NODE, { id }, { cookie: crm })).body.data!.node;
    expect(await read(person)).toEqual({ name: 'A person', url: '/person/detail/7' });
    expect(await read(order)).toEqual({ name: 'An order', url: '/sales-order/detail/3' });
    expect(await read(unknown)).toEqual({ name: 'Something else', url: null });
  });

  it('never links off-site: an object name like //evil.example or an odd id gives no link', async () => {
    const read = async (id: string) => (await gql(stack.bff.url, NODE, { id }, { cookie: crm })).body.data!.node;
    for (const objectName of ['//evil.example', '/evil.example', 'https://evil.example', 'javascript:alert(1)', '\\\\evil.example']) {
      expect(await read(await notify({ name: 'Planted', objectName, objectId: 1 })), objectName).toEqual({ name: 'Planted', url: null });
    }
    expect(await read(await notify({ name: 'No id', objectName: 'Organization' }))).toEqual({ name: 'No id', url: null });
    expect(await read(await notify({ name: 'Negative', objectName: 'Organization', objectId: -1 }))).toEqual({ name: 'Negative', url: null });
  });

  it('node() finds a notification beyond the newest 100', async () => {
    const oldest = await notify({ name: 'The oldest', objectName: 'Organization', objectId: 1 });
    for (let i = 0; i < 101; i++) await notify({ name: `Newer ${i}` });
    const res = await gql(stack.bff.url, NODE, { id: oldest }, { cookie: crm });
    expect(res.body.data!.node).toEqual({ name: 'The oldest', url: '/organization/detail/1' });
  });

  it('markNotificationsRead answers a payload union: success, or NotFoundError for an unknown id', async () => {
    const MARK = `mutation($id: ID) { markNotificationsRead(id: $id) { __typename
      ... on MarkNotificationsReadSuccess { viewer { notificationBadge } } ... on NotFoundError { message status } } }`;
    const id = await notify({ name: 'Read me' });
    const one = await gql(stack.bff.url, MARK, { id }, { cookie: crm });
    expect(one.body.data!.markNotificationsRead.__typename).toBe('MarkNotificationsReadSuccess');
    const missing = await gql(stack.bff.url, MARK, { id: Buffer.from('Notification:999999').toString('base64') }, { cookie: crm });
    expect(missing.body.data!.markNotificationsRead).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    const all = await gql(stack.bff.url, MARK, {}, { cookie: crm });
    expect(all.body.data!.markNotificationsRead).toEqual({ __typename: 'MarkNotificationsReadSuccess', viewer: { notificationBadge: 0 } });
  });
});
