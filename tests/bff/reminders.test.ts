import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiToken, gql, loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
const clients: Client[] = [];
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await stack?.close();
});

function wsClient(cookie: string): Client {
  const url = stack.bff.url.replace(/^http/, 'ws') + '/graphql';
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin: stack.bff.url } });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieWebSocket, lazy: false, retryAttempts: 0 });
  clients.push(client);
  return client;
}

const collect = (client: Client, query: string, into: unknown[]) =>
  client.subscribe({ query }, { next: (v) => into.push(v), error: () => undefined, complete: () => undefined });

const waitFor = async (check: () => boolean, ms = 8_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
};

describe('reminders through the bff', () => {
  it('reminderDue delivers a reminder to its user at its time, and only to them', async () => {
    await stack.bff.hub!.connected;
    const crmCookie = await loginCookie(stack.bff.url, 'crm@acme.example');
    const projectCookie = await loginCookie(stack.bff.url, 'project@acme.example');
    const crmEvents: unknown[] = [];
    const projectEvents: unknown[] = [];
    const subscription = 'subscription { reminderDue { id name content url } }';
    collect(wsClient(crmCookie), subscription, crmEvents);
    collect(wsClient(projectCookie), subscription, projectEvents);
    await new Promise((r) => setTimeout(r, 500));

    const added = await gql(
      stack.bff.url,
      `mutation ($at: DateTime!) { addReminder(input: { name: "Call the bank", content: "now", remindAt: $at }) {
        __typename ... on AddReminderSuccess { reminder { id name } viewer { upcomingReminders { name } } } } }`,
      { at: new Date(Date.now() + 1_000).toISOString() },
      { cookie: crmCookie },
    );
    expect(added.body.data?.addReminder).toMatchObject({
      __typename: 'AddReminderSuccess',
      reminder: { name: 'Call the bank' },
      viewer: { upcomingReminders: [{ name: 'Call the bank' }] },
    });
    const id = added.body.data!.addReminder.reminder.id as string;
    // Nothing before its time.
    expect(crmEvents).toHaveLength(0);

    await waitFor(() => crmEvents.length > 0);
    expect(crmEvents).toEqual([{ data: { reminderDue: { id, name: 'Call the bank', content: 'now', url: null } } }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(projectEvents).toHaveLength(0);

    const after = await gql(stack.bff.url, '{ viewer { upcomingReminders { id } } }', undefined, { cookie: crmCookie });
    expect(after.body.data?.viewer.upcomingReminders).toEqual([]);
  });

  it('refuses a reminder about a record of another company as an invalid object', async () => {
    const globex = await loginCookie(stack.bff.url, 'admin@globex.example');
    const acme = await loginCookie(stack.bff.url, 'admin@acme.example');
    const orgs = await gql(stack.bff.url, '{ organizations(first: 1) { edges { node { id } } } }', undefined, { cookie: acme });
    const orgId = orgs.body.data!.organizations.edges[0].node.id as string;
    const res = await gql(
      stack.bff.url,
      `mutation ($id: ID!, $at: DateTime!) { addReminder(input: { recordId: $id, remindAt: $at }) {
        __typename ... on ValidationError { message } } }`,
      { id: orgId, at: new Date(Date.now() + 3_600_000).toISOString() },
      { cookie: globex },
    );
    expect(res.body.data?.addReminder).toEqual({ __typename: 'ValidationError', message: 'Invalid object' });
  });

  it('lookupChanged tells the user whose preferences changed', async () => {
    const crmCookie = await loginCookie(stack.bff.url, 'crm@acme.example');
    const events: unknown[] = [];
    collect(wsClient(crmCookie), 'subscription { lookupChanged { lookup } }', events);
    await new Promise((r) => setTimeout(r, 500));
    // The user's preferences change (any client, here the REST api): the open page hears of it.
    const token = await apiToken(stack.api.url, 'crm@acme.example');
    const res = await fetch(new URL('/api/UserOption/Update?optionName=modalSize&optionValue=large', stack.api.url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await waitFor(() => events.length > 0);
    expect(events[0]).toEqual({ data: { lookupChanged: { lookup: 'preferences' } } });
  });
});
