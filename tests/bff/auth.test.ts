import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, apiToken, gql, loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const VIEWER = `{ viewer { username role roles isAdministrator isFree fullName company { name } preferences { sessionTimeout } mainMenu { key items { key isLocked } } notificationBadge user { rowId email } } }`;

describe('auth', () => {
  it('login sets an httpOnly SameSite=Lax session cookie and viewer works with it', async () => {
    const res = await gql(stack.bff.url, LOGIN, { input: { username: 'admin@acme.example', password: 'demo1234' } });
    expect(res.status).toBe(200);
    expect(res.body.data?.login.__typename).toBe('LoginSuccess');
    expect(res.body.data?.login.viewer.username).toBe('admin@acme.example');
    expect(res.body.data?.login.viewer.isAdministrator).toBe(true);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sid=[^;]+/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    expect(res.headers.get('x-request-id')).toBeTruthy();

    const cookie = /^(sid=[^;]+)/.exec(setCookie)![1]!;
    const viewer = await gql(stack.bff.url, VIEWER, undefined, { cookie });
    expect(viewer.body.errors).toBeUndefined();
    expect(viewer.body.data?.viewer).toMatchObject({
      username: 'admin@acme.example',
      roles: ['all'],
      isFree: false,
      company: { name: expect.any(String) },
    });
    expect(viewer.body.data?.viewer.mainMenu.length).toBeGreaterThan(0);
    expect(viewer.body.data?.viewer.notificationBadge).toBeLessThanOrEqual(20);
  });

  it('wrong credentials give AuthenticationError with the upstream message', async () => {
    const res = await gql(stack.bff.url, LOGIN, { input: { username: 'admin@acme.example', password: 'nope' } });
    expect(res.body.data?.login).toEqual({ __typename: 'AuthenticationError', message: 'Invalid username or password' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('anonymous: viewer is null, everything else is UNAUTHENTICATED', async () => {
    const viewer = await gql(stack.bff.url, '{ viewer { username } }');
    expect(viewer.body).toEqual({ data: { viewer: null } });
    const orgs = await gql(stack.bff.url, '{ organizations(first: 1) { totalCount } }');
    expect(orgs.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const expired = await gql(stack.bff.url, '{ viewer { username } organizations(first: 1) { totalCount } }', undefined, {
      cookie: 'sid=expired',
    });
    expect(expired.body.data?.viewer ?? null).toBeNull();
    expect(expired.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('integrators pass a bearer token through', async () => {
    const token = await apiToken(stack.api.url, 'crm@acme.example');
    const res = await gql(stack.bff.url, '{ viewer { username } organizations(first: 2) { totalCount } }', undefined, { bearer: token });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer.username).toBe('crm@acme.example');
  });

  it('logout destroys the session and clears the cookie', async () => {
    const cookie = await loginCookie(stack.bff.url, 'support@acme.example');
    const res = await gql(stack.bff.url, 'mutation { logout { success } }', undefined, { cookie });
    expect(res.body.data?.logout.success).toBe(true);
    expect(res.headers.get('set-cookie')).toMatch(/^sid=;.*Max-Age=0/);
    const after = await gql(stack.bff.url, '{ viewer { username } }', undefined, { cookie });
    expect(after.body.data?.viewer).toBeNull();
  });
});
