import type { GraphQLError } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startApi } from '../../api/src/server';
import { subscribeDocument } from '../../bff/src/persisted';
import { startBff, type RunningBff } from '../../bff/src/server';
import AppShellQuery from '../../web/src/app/shell/__generated__/AppShellQuery.graphql';
import LoginMutation from '../../web/src/features/auth/mutations/__generated__/useLoginMutation.graphql';
import NotificationAdded from '../../web/src/features/notifications/subscriptions/__generated__/useNotificationAddedSubscription.graphql';
import { PASSWORD, apiToken, type AnyData } from './support/harness';

// The web's own generated operations: what the browser sends is their id, never their text.
const SHELL_ID = AppShellQuery.params.id!;
const LOGIN_ID = LoginMutation.params.id!;
const VIEWER = '{ viewer { username } }';

let api: Awaited<ReturnType<typeof startApi>>;
/** Defaults (persisted ids and ad-hoc documents both run), with INTROSPECTION=bearer. */
let open: RunningBff;
/** PERSISTED_ONLY=1 and INTROSPECTION=off. */
let strict: RunningBff;
const clients: Client[] = [];

beforeAll(async () => {
  api = await startApi({ port: 0, dataDir: 'memory://' });
  open = await startBff({ apiUrl: api.url, serviceToken: api.serviceToken, introspection: 'bearer' });
  strict = await startBff({ apiUrl: api.url, serviceToken: api.serviceToken, persistedOnly: true, introspection: 'off' });
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await open?.close();
  await strict?.close();
  await api?.close();
});

interface Answer {
  status: number;
  body: { data?: AnyData | null; errors?: { message: string; extensions?: { code?: string } }[] };
  cookie: string | null;
}

async function post(bff: RunningBff, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(new URL('/graphql', bff.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify(body),
  });
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  return { status: res.status, body: (await res.json()) as Answer['body'], cookie: sid ? `sid=${sid[1]}` : null };
}

/** Signs in the way the web does: the login mutation by its persisted id. */
async function signIn(bff: RunningBff, username: string): Promise<string> {
  const res = await post(bff, { documentId: LOGIN_ID, operationName: 'useLoginMutation', variables: { input: { username, password: PASSWORD } } });
  expect(res.body.data?.login.__typename, JSON.stringify(res.body)).toBe('LoginSuccess');
  return res.cookie!;
}

describe('persisted operations', () => {
  it("runs the web's operations by id from the build's manifest", async () => {
    const cookie = await signIn(open, 'crm@acme.example');
    const res = await post(open, { documentId: SHELL_ID, operationName: 'AppShellQuery', variables: {} }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer.mainMenu.length).toBeGreaterThan(0);
    // The persisted-documents spelling with its algorithm prefix names the same operation.
    const prefixed = await post(open, { documentId: `sha256:${SHELL_ID}`, variables: {} }, { cookie });
    expect(prefixed.body.data?.viewer.user.fullName).toBe(res.body.data?.viewer.user.fullName);
  });

  it('refuses an unknown id clearly (a page older than the server)', async () => {
    const res = await post(open, { documentId: 'f'.repeat(64), variables: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(res.body.errors?.[0]?.message).toMatch(/Unknown persisted operation.*Reload/);
  });

  it('refuses a request with neither a document nor an id', async () => {
    const res = await post(open, { variables: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe('Must provide a query string or a documentId.');
  });

  it('keeps ad-hoc documents for GraphiQL and integrators by default', async () => {
    const cookie = await signIn(open, 'crm@acme.example');
    const res = await post(open, { query: VIEWER }, { cookie });
    expect(res.body.data?.viewer.username).toBe('crm@acme.example');
  });
});

describe('PERSISTED_ONLY: browser sessions run only the persisted operations', () => {
  it("refuses a cookie session's ad-hoc document and runs its persisted ones", async () => {
    const cookie = await signIn(strict, 'crm@acme.example');
    const adHoc = await post(strict, { query: VIEWER }, { cookie });
    expect(adHoc.status).toBe(403);
    expect(adHoc.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    expect(adHoc.body.errors?.[0]?.message).toMatch(/bearer token/);
    expect(adHoc.body.data ?? null).toBeNull();

    const persisted = await post(strict, { documentId: SHELL_ID, variables: {} }, { cookie });
    expect(persisted.status).toBe(200);
    expect(persisted.body.data?.viewer.mainMenu.length).toBeGreaterThan(0);
  });

  it('refuses an anonymous ad-hoc document too (a browser before sign-in)', async () => {
    const res = await post(strict, { query: '{ __typename }' });
    expect(res.status).toBe(403);
  });

  it("accepts a bearer token's ad-hoc document", async () => {
    const token = await apiToken(api.url, 'crm@acme.example');
    const res = await post(strict, { query: VIEWER }, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(res.body.data?.viewer.username).toBe('crm@acme.example');
  });

  it('applies the same rule to graphql-ws subscribe messages', () => {
    const options = { manifest: new Map([['abc', 'subscription S { notificationAdded { id } }']]), persistedOnly: true };
    const cookie = { kind: 'cookie', token: 's' } as const;
    const bearer = { kind: 'bearer', token: 't' } as const;
    const adHoc = { query: 'subscription { notificationAdded { id } }' };
    expect(subscribeDocument({ query: '', extensions: { documentId: 'abc' } }, cookie, options)).toBe('subscription S { notificationAdded { id } }');
    expect((subscribeDocument(adHoc, cookie, options) as GraphQLError).extensions.code).toBe('PERSISTED_QUERY_ONLY');
    expect(subscribeDocument(adHoc, bearer, options)).toBe(adHoc.query);
    expect(subscribeDocument(adHoc, cookie, { ...options, persistedOnly: false })).toBe(adHoc.query);
    expect((subscribeDocument({ query: '', extensions: { documentId: 'nope' } }, bearer, options) as GraphQLError).message).toMatch(/Unknown persisted operation/);
    expect((subscribeDocument({ query: '' }, bearer, options) as GraphQLError).message).toBe('Must provide a query string or a documentId.');
  });

  it("runs the web's persisted subscription over graphql-ws for a cookie session", async () => {
    const cookie = await signIn(strict, 'crm@acme.example');
    const url = strict.url.replace(/^http/, 'ws') + '/graphql';
    const origin = strict.url;
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie, origin } });
      }
    }
    const client = createClient({ url, webSocketImpl: CookieWebSocket, retryAttempts: 0 });
    clients.push(client);
    const answer = await new Promise<string>((resolve) => {
      const dispose = client.subscribe(
        { query: '', extensions: { documentId: NotificationAdded.params.id! }, variables: { connections: [] } },
        { next: () => resolve('next'), error: () => resolve('refused'), complete: () => resolve('complete') },
      );
      // An accepted subscription stays open (nothing is notified meanwhile).
      setTimeout(() => {
        dispose();
        resolve('open');
      }, 1_000);
    });
    expect(answer).toBe('open');
  });
});

describe('INTROSPECTION', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';
  const refusal = (res: Answer) => res.body.errors?.[0]?.extensions?.code;

  it('bearer: refuses schema introspection to cookie sessions and anonymous callers, keeps it for tokens', async () => {
    expect(refusal(await post(open, { query: INTROSPECT }))).toBe('INTROSPECTION_DISABLED');
    expect(refusal(await post(open, { query: '{ __type(name: "Query") { name } }' }))).toBe('INTROSPECTION_DISABLED');
    const cookie = await signIn(open, 'crm@acme.example');
    const fromBrowser = await post(open, { query: INTROSPECT }, { cookie });
    expect(refusal(fromBrowser)).toBe('INTROSPECTION_DISABLED');
    expect(fromBrowser.body.data ?? null).toBeNull();
    // __typename is not introspection of the schema: clients rely on it.
    expect((await post(open, { query: '{ __typename }' })).body.data?.__typename).toBe('Query');

    const token = await apiToken(api.url, 'crm@acme.example');
    const allowed = await post(open, { query: INTROSPECT }, { authorization: `Bearer ${token}` });
    expect(allowed.body.data?.__schema.queryType.name).toBe('Query');
  });

  it('off: refuses it to bearer tokens too', async () => {
    const token = await apiToken(api.url, 'crm@acme.example');
    expect(refusal(await post(strict, { query: INTROSPECT }, { authorization: `Bearer ${token}` }))).toBe('INTROSPECTION_DISABLED');
  });
});
