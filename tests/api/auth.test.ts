import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoLogins } from '../../api/src/seed/demo-logins';
import { backends, startTestApi, type TestApi } from './support/api';
import { Client, login, PASSWORD } from './support/client';

describe.each(backends())('auth ($name)', (backend) => {
  let api: TestApi;
  let anon: Client;
  beforeAll(async () => {
    api = await startTestApi(backend);
    anon = new Client(api.url);
  });
  afterAll(async () => api?.close());

  it('health needs no auth and names the driver', async () => {
    const res = await anon.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, database: backend.name });
  });

  it('logs in with JSON, sets the sid cookie and returns the session user', async () => {
    const res = await fetch(`${api.url}/api/Authentication/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'crm@acme.example', password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: Record<string, unknown> };
    expect(body.user).toMatchObject({ username: 'crm@acme.example', fullName: 'Carl Reyes', userRole: 'crm', isAdministrator: false });
    expect(body.user.preference).toMatchObject({ modalSize: expect.any(String), sessionTimeout: expect.any(Number) });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`sid=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The cookie alone authenticates.
    const menu = await fetch(`${api.url}/api/UserMainMenu/InitialData`, { headers: { cookie: `sid=${body.token}` } });
    expect(menu.status).toBe(200);
  });

  it('an idle session ends after the sessionTimeout preference; activity keeps it alive', async () => {
    const client = await login(api.url, 'support@acme.example');
    const menu = () => client.get('/api/UserMainMenu/InitialData');
    const minutes = (await menu()).body.session.preference.sessionTimeout as number;
    expect(minutes).toBeGreaterThan(1);
    // Only Date is faked: the api runs in this process, so its clock moves with ours.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      vi.setSystemTime(Date.now() + (minutes - 1) * 60_000);
      expect((await menu()).status).toBe(200);
      vi.setSystemTime(Date.now() + (minutes - 1) * 60_000);
      expect((await menu()).status).toBe(200); // alive: the previous request counted as activity
      vi.setSystemTime(Date.now() + (minutes + 1) * 60_000);
      expect((await menu()).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    // The expired session is gone for good, not just asleep.
    expect((await menu()).status).toBe(401);
  });

  it('logs in with a form body', async () => {
    const res = await anon.form('/api/Authentication/Login', { username: 'admin@acme.example', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.isAdministrator).toBe(true);
  });

  it('refuses a wrong password with the contract message', async () => {
    const res = await anon.post('/api/Authentication/Login', { username: 'crm@acme.example', password: 'wrong' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid username or password' });
    const unknown = await anon.post('/api/Authentication/Login', { username: 'nobody@acme.example', password: PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Invalid username or password');
  });

  it('every demo login works', async () => {
    for (const d of demoLogins) {
      const res = await anon.post('/api/Authentication/Login', { username: d.username, password: d.password });
      expect(res.status, d.username).toBe(200);
      expect(res.body.user.userRole).toBe(d.role);
    }
  });

  it('answers 401 without credentials or with a bad token', async () => {
    const res = await anon.get('/api/Organization/List');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required' });
    const bad = await new Client(api.url, 'ses_nope').get('/api/User/List');
    expect(bad.status).toBe(401);
  });

  it('logout (POST) destroys the session and clears the cookie', async () => {
    const client = await login(api.url, 'project@acme.example');
    expect((await client.get('/api/User/List')).status).toBe(200);
    const out = await client.request('POST', '/authentication/logout?_ajax=1');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(out.headers.get('set-cookie') ?? '').toMatch(/sid=;/);
    expect((await client.get('/api/User/List')).status).toBe(401);
  });

  it("the spec's GET logout path has no side effect: the session stays, the cookie is not cleared", async () => {
    const client = await login(api.url, 'project@acme.example');
    const cookie = { cookie: `sid=${client.token}` };
    const viaGet = await anon.request('GET', '/authentication/logout?_ajax=1', undefined, cookie);
    expect(viaGet.status).toBe(405);
    expect(viaGet.headers.get('allow')).toBe('POST');
    expect(viaGet.body).toEqual({ message: 'Sign out with POST /authentication/logout' });
    expect(viaGet.headers.get('set-cookie')).toBeNull();
    expect((await anon.request('GET', '/api/User/List', undefined, cookie)).status).toBe(200);
    expect((await client.get('/api/User/List')).status).toBe(200);
  });

  it('a bearer API token works and is shown only once', async () => {
    const admin = await login(api.url, 'admin@acme.example');
    const created = await admin.post('/api/ApiToken/Add', { name: 'integration' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: expect.any(Number), name: 'integration', token: expect.any(String) });
    const integrator = new Client(api.url, created.body.token);
    const list = await integrator.get('/api/Organization/List?pageSize=5');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(5);
  });

  it('the service token opens the hub stream but nothing else', async () => {
    const service = new Client(api.url, api.serviceToken);
    expect((await service.get('/api/Organization/List')).status).toBe(401);
    const abort = new AbortController();
    const res = await fetch(`${api.url}/api/hub/stream`, { headers: { authorization: `Bearer ${api.serviceToken}` }, signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    abort.abort();
    expect((await anon.get('/api/hub/stream')).status).toBe(401);
  });

  it('echoes x-request-id and answers unknown paths with JSON 404', async () => {
    const res = await anon.request('GET', '/api/health', undefined, { 'x-request-id': 'req-123' });
    expect(res.headers.get('x-request-id')).toBe('req-123');
    const generated = await anon.get('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const admin = await login(api.url, 'admin@acme.example');
    const missing = await admin.get('/api/Nope/List');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual(expect.any(String));
  });

  it('rejects malformed JSON with a JSON 400 and oversize bodies with 413', async () => {
    const admin = await login(api.url, 'admin@acme.example');
    const bad = await admin.request('POST', '/api/Organization/Add', '{nope', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    const big = await admin.post('/api/Organization/Add', { name: 'x', description: 'y'.repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
  });
});
