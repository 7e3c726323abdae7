import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { login, PASSWORD, type Client, type Json } from './support/client';
import { backoffMs, defaultSignInThrottle } from '../../api/src/auth/throttle';

// The api runs in this process: faking only Date moves its clock with ours (throttle windows, audit times).
// A faked Date stands still between calls, so waits read exactly.
function advance(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

describe.each(backends({ postgres: true }))('sign-in throttling and audit ($name)', (backend) => {
  let api: TestApi;
  let admin: Client;

  /** One sign-in from `address` (the api trusts X-Forwarded-For from the loopback, where the bff runs). */
  async function attempt(username: string, password: string, address: string, userAgent = 'ThrottleTest/1.0') {
    const res = await fetch(`${api.url}/api/Authentication/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'user-agent': userAgent },
      body: JSON.stringify({ username, password }),
    });
    const body = (await res.json()) as Json;
    return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
  }
  const audit = (client: Client, parameter: Record<string, string> = {}, pageSize = 100) =>
    client.post('/api/SignInAudit/PagingAndSorting', { currentPage: 1, pageSize, parameter });

  beforeAll(async () => {
    api = await startTestApi(backend);
    admin = await login(api.url, 'admin@acme.example');
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => api?.close());

  it('five wrong passwords throttle the account (429, Retry-After, the message); the right password works once the wait is over', async () => {
    const address = '198.51.100.10';
    advance(0);
    for (let i = 0; i < 5; i++) {
      const wrong = await attempt('support@acme.example', `wrong-${i}`, address);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'Invalid username or password' });
    }
    // The right password is refused too while the wait lasts: nothing is checked.
    const refused = await attempt('Support@Acme.example', PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('30');
    expect(refused.body).toEqual({
      message: 'Too many failed sign-in attempts. Please wait 30 seconds before trying again.',
      retryAfter: 30,
    });
    // From another address the account is still throttled (the account is the key, not the address).
    expect((await attempt('support@acme.example', PASSWORD, '198.51.100.11')).status).toBe(429);

    advance(20_000);
    const later = await attempt('support@acme.example', PASSWORD, address);
    expect(later.status).toBe(429);
    expect(Number(later.retryAfter)).toBeGreaterThan(0);
    expect(Number(later.retryAfter)).toBeLessThanOrEqual(10);

    advance(11_000);
    const ok = await attempt('support@acme.example', PASSWORD, address);
    expect(ok.status).toBe(200);
    expect(ok.body.user.username).toBe('support@acme.example');
    // A success starts the account afresh: one more mistake is an ordinary refusal.
    expect((await attempt('support@acme.example', 'wrong-again', address)).status).toBe(400);
  });

  it('the wait doubles with each further failure and is capped', async () => {
    const address = '198.51.100.20';
    const name = 'project@acme.example';
    advance(0);
    for (let i = 0; i < 5; i++) expect((await attempt(name, 'nope', address)).status).toBe(400);
    expect((await attempt(name, 'nope', address)).retryAfter).toBe('30');
    advance(31_000);
    expect((await attempt(name, 'nope', address)).status).toBe(400); // the sixth failure
    const second = await attempt(name, 'nope', address);
    expect(second.status).toBe(429);
    expect(second.retryAfter).toBe('60');
    expect(second.body.message).toBe('Too many failed sign-in attempts. Please wait 1 minute before trying again.');
    advance(61_000);
    expect((await attempt(name, 'nope', address)).status).toBe(400);
    expect((await attempt(name, 'nope', address)).retryAfter).toBe('120');
    // Back to normal after the wait, with the right password.
    advance(121_000);
    expect((await attempt(name, PASSWORD, address)).status).toBe(200);
    // However many failures, the wait never passes the cap.
    expect(backoffMs(40, defaultSignInThrottle.accountFreeFailures, defaultSignInThrottle)).toBe(defaultSignInThrottle.maxDelayMs);
  });

  it('parallel guesses cannot slip past the check: ten at once get five refusals and five throttles', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt('parallel-guess@acme.example', `p${i}`, `198.51.100.${70 + i}`)),
    );
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it('unknown names and wrong passwords get identical answers, before and after the throttle engages', async () => {
    const known = 'free@acme.example';
    const unknown = 'nobody-here@acme.example';
    advance(0);
    for (let i = 0; i < 7; i++) {
      const a = await attempt(known, `bad-${i}`, '198.51.100.30');
      const b = await attempt(unknown, `bad-${i}`, '198.51.100.31');
      expect({ status: b.status, body: b.body, retryAfter: b.retryAfter }, `attempt ${i + 1}`).toEqual({
        status: a.status,
        body: a.body,
        retryAfter: a.retryAfter,
      });
      expect(a.status).toBe(i < 5 ? 400 : 429);
    }
  });

  it('twenty failures from one address throttle that address for every name; other addresses are unaffected', async () => {
    const address = '198.51.100.40';
    for (let i = 0; i < 20; i++) expect((await attempt(`spray-${i}@acme.example`, 'guess', address)).status).toBe(400);
    const blocked = await attempt('crm@acme.example', PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBe('30');
    expect((await attempt('crm@acme.example', PASSWORD, '198.51.100.41')).status).toBe(200);
  });

  it('records successes, failures and throttled attempts with time, name, user, address and user agent', async () => {
    const address = '198.51.100.50';
    const before = Date.now();
    expect((await attempt('CRM@acme.example', 'wrong', address, 'AuditBrowser/2.0')).status).toBe(400);
    expect((await attempt('crm@acme.example', PASSWORD, address, 'AuditBrowser/2.0')).status).toBe(200);
    const res = await audit(admin, { username: 'crm@acme.example' });
    expect(res.status).toBe(200);
    const mine = (res.body.data as Json[]).filter((r) => r.clientAddress === address);
    expect(mine).toHaveLength(2);
    const crmId = mine[0].userId as number;
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        attemptedAt: expect.any(String),
        username: 'crm@acme.example',
        userId: crmId,
        userName: 'Carl Reyes',
        clientAddress: address,
        userAgent: 'AuditBrowser/2.0',
        outcome: 'success',
      },
      {
        id: expect.any(Number),
        attemptedAt: expect.any(String),
        username: 'crm@acme.example',
        userId: crmId,
        userName: 'Carl Reyes',
        clientAddress: address,
        userAgent: 'AuditBrowser/2.0',
        outcome: 'failure',
      },
    ]);
    expect(crmId).toEqual(expect.any(Number));
    expect(Date.parse(mine[1].attemptedAt)).toBeGreaterThanOrEqual(before - 1000);

    const throttled = await audit(admin, { outcome: 'throttled' });
    expect(throttled.body.totalItem).toBeGreaterThan(0);
    expect((throttled.body.data as Json[]).every((r) => r.outcome === 'throttled')).toBe(true);
    const failures = await audit(admin, { outcome: 'failure' }, 5);
    expect(failures.body.data).toHaveLength(5);
    expect(failures.body.totalPage).toBe(Math.ceil(failures.body.totalItem / 5));
  });

  it('only administrators see the audit, only of their own company, and never attempts on unknown names', async () => {
    const crm = await login(api.url, 'crm@acme.example');
    const denied = await audit(crm);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: 'Only administrators can see sign-in attempts' });
    expect((await fetch(`${api.url}/api/SignInAudit/PagingAndSorting`, { method: 'POST' })).status).toBe(401);

    await attempt('admin@globex.example', 'wrong', '198.51.100.60');
    const globex = await login(api.url, 'admin@globex.example');
    const theirs = (await audit(globex)).body.data as Json[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((r) => r.username.endsWith('@globex.example'))).toBe(true);
    const ours = (await audit(admin)).body.data as Json[];
    expect(ours.some((r) => r.username.endsWith('@globex.example'))).toBe(false);
    // Attempts on names of no account belong to no company.
    expect(ours.some((r) => r.userId === null)).toBe(false);
    expect((await audit(admin, { username: 'nobody-here@acme.example' })).body.totalItem).toBe(0);
  });
});
