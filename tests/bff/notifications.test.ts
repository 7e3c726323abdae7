// Notifications: links from the catalogue, node() beyond the first page, markNotificationsRead's error union.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, gql, loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
let crm: string;
let crmUserId: number;
let adminToken: string;
beforeAll(async () => {
  stack = await startStack();
  crm = await loginCookie(stack.bff.url, 'crm@acme.example');
  crmUserId = (await gql(stack.bff.url, '{ viewer { user { rowId } } }', undefined, { cookie: crm })).body.data!.viewer.user.rowId as number;
  adminToken = await apiToken(stack.api.url, 'admin@acme.example');
});
afterAll(async () => {
  await stack?.close();
});

/** The admin notifies the crm user through the REST api; answers the notification's global id. */
async function notify(body: Record<string, unknown>): Promise<string> {
  const res = await fetch(new URL('/api/Notification/Add', stack.api.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ userId: crmUserId, action: 'assigned', ...body }),
  });
  expect(res.status).toBe(200);
  const { model } = (await res.json()) as { model: { id: number } };
  return Buffer.from(`Notification:${model.id}`).toString('base64');
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
