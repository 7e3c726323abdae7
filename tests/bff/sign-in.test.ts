// Sign-in throttling as the web sees it (TooManySignInAttemptsError), the browser's address and user agent
// reaching the api's audit, and the admin-only signInAttempts connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, PASSWORD, gql, loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const AUDIT = `query($username: String, $outcome: SignInOutcome) {
  signInAttempts(first: 10, username: $username, outcome: $outcome) {
    totalCount
    edges { node { username outcome clientAddress userAgent userName user { username } attemptedAt } }
  }
}`;

/** A browser behind a proxy on the loopback: the bff forwards its X-Forwarded-For chain and user agent. */
const browser = (address: string) => ({ headers: { 'x-forwarded-for': address, 'user-agent': 'BffTest/1.0 (Chromium)' } });

describe('sign-in through the bff', () => {
  it('answers TooManySignInAttemptsError with the wait after five failures', async () => {
    const input = { username: 'support@acme.example', password: 'wrong' };
    for (let i = 0; i < 5; i++) {
      const res = await gql(stack.bff.url, LOGIN, { input }, browser('203.0.113.9'));
      expect(res.body.data!.login).toEqual({ __typename: 'AuthenticationError', message: 'Invalid username or password' });
    }
    const THROTTLED = `mutation($input: LoginInput!) { login(input: $input) { __typename ... on TooManySignInAttemptsError { message retryAfter } } }`;
    const res = await gql(stack.bff.url, THROTTLED, { input: { ...input, password: PASSWORD } }, browser('203.0.113.9'));
    expect(res.body.data!.login).toEqual({
      __typename: 'TooManySignInAttemptsError',
      message: 'Too many failed sign-in attempts. Please wait 30 seconds before trying again.',
      retryAfter: 30,
    });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it("the api's audit records the browser's address and user agent, not the bff's", async () => {
    await gql(stack.bff.url, LOGIN, { input: { username: 'crm@acme.example', password: PASSWORD } }, browser('203.0.113.77'));
    const admin = await loginCookie(stack.bff.url, 'admin@acme.example');
    const res = await gql(stack.bff.url, AUDIT, { username: 'CRM@acme.example', outcome: 'SUCCESS' }, { cookie: admin });
    expect(res.body.errors).toBeUndefined();
    const attempts = res.body.data!.signInAttempts;
    expect(attempts.totalCount).toBe(1);
    expect(attempts.edges[0].node).toEqual({
      username: 'crm@acme.example',
      outcome: 'SUCCESS',
      clientAddress: '203.0.113.77',
      userAgent: 'BffTest/1.0 (Chromium)',
      userName: 'Carl Reyes',
      user: { username: 'crm@acme.example' },
      attemptedAt: expect.any(String),
    });
    const throttled = await gql(stack.bff.url, AUDIT, { outcome: 'THROTTLED' }, { cookie: admin });
    expect(throttled.body.data!.signInAttempts.edges[0].node).toMatchObject({ username: 'support@acme.example', clientAddress: '203.0.113.9' });
  });

  it('signInAttempts is for administrators only: others get FORBIDDEN and null', async () => {
    const crm = await loginCookie(stack.bff.url, 'crm@acme.example');
    const res = await gql(stack.bff.url, AUDIT, {}, { cookie: crm });
    expect(res.body.data!.signInAttempts).toBeNull();
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Only administrators can see sign-in attempts', extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
    const anonymous = await gql(stack.bff.url, AUDIT, {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
