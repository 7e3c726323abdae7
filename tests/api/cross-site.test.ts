import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server';
import { backends, startTestApi, type TestApi } from './support/api';
import { Client, login, PASSWORD, type Json } from './support/client';

const CROSS_SITE = { message: 'Cross-site request refused' };
const JSON_ONLY = { message: 'Send the request body as JSON (content-type: application/json)' };
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete path for a registered route pattern (`:id` → 1). */
const pathOf = (url: string) => url.replace(/:\w+/g, '1').replace(/\*/g, 'x');

describe.each(backends())('cross-site writes are refused on every state-changing route ($name)', (backend) => {
  let api: TestApi;
  let admin: Client;
  let sid: string;

  async function send(method: string, path: string, headers: Record<string, string>, body?: string) {
    const res = await fetch(api.url + path, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: Json = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body: parsed };
  }
  const organizations = async () => (await admin.post('/api/Organization/PagingAndSorting', { pageSize: 1 })).body.totalItem as number;

  beforeAll(async () => {
    api = await startTestApi(backend);
    admin = await login(api.url, 'admin@acme.example');
    sid = `sid=${(await login(api.url, 'crm@acme.example')).token}`;
  });
  afterAll(async () => api?.close());

  it('the app registers the record engine routes (the loop below covers them all)', () => {
    const routes = api.routes.filter((r) => STATE_CHANGING.has(r.method));
    // 19 record types, each with Add/Update/Delete/… : far more than a hand-picked list.
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.some((r) => r.url === '/api/Organization/Add')).toBe(true);
    expect(routes.some((r) => r.url === '/api/OrganizationShare/Add')).toBe(true);
    expect(routes.some((r) => r.method === 'POST' && r.url === '/authentication/logout')).toBe(true);
    expect(routes.filter((r) => r.formBody).map((r) => r.url)).toContain('/api/Authentication/Login');
  });

  it('a cross-site or same-site browser request with the session cookie is refused with 403 before it runs', async () => {
    const before = await organizations();
    const wrong: string[] = [];
    for (const route of api.routes.filter((r) => STATE_CHANGING.has(r.method))) {
      const path = pathOf(route.url);
      const json = { cookie: sid, 'content-type': 'application/json' };
      const crossSite = await send(route.method, path, { ...json, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, JSON.stringify({ name: 'Planted' }));
      if (crossSite.status !== 403 || JSON.stringify(crossSite.body) !== JSON.stringify(CROSS_SITE)) wrong.push(`${route.method} ${route.url} cross-site → ${crossSite.status}`);
      // Another port of the same host is "same-site" for the browser, and still not us.
      const sameSite = await send(route.method, path, { ...json, origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site' }, '{}');
      if (sameSite.status !== 403) wrong.push(`${route.method} ${route.url} same-site → ${sameSite.status}`);
      // Fetch metadata alone (a browser that omits Origin) and an opaque origin are enough to refuse.
      const metadataOnly = await send(route.method, path, { cookie: sid, 'sec-fetch-site': 'cross-site' });
      if (metadataOnly.status !== 403) wrong.push(`${route.method} ${route.url} sec-fetch-site only → ${metadataOnly.status}`);
      const opaque = await send(route.method, path, { cookie: sid, origin: 'null' });
      if (opaque.status !== 403) wrong.push(`${route.method} ${route.url} Origin null → ${opaque.status}`);
    }
    expect(wrong).toEqual([]);
    // Nothing ran: no organization was added, the crm session was not logged out.
    expect(await organizations()).toBe(before);
    expect((await send('GET', '/api/User/List', { cookie: sid })).status).toBe(200);
  });

  it('a form, multipart or text/plain body is refused with 415 except where the spec posts a form or an upload', async () => {
    const before = await organizations();
    const wrong: string[] = [];
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', 'name=Planted'],
      ['text/plain', '{"name":"Planted"}'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nPlanted\r\n--x--\r\n'],
    ];
    for (const route of api.routes.filter((r) => STATE_CHANGING.has(r.method))) {
      for (const [type, body] of bodies) {
        // Same origin, so only the body format decides.
        const res = await send(route.method, pathOf(route.url), { cookie: sid, 'content-type': type }, body);
        const formAccepted =
          (route.formBody && type === 'application/x-www-form-urlencoded') || (route.multipartBody && type.startsWith('multipart/form-data'));
        const refused = res.status === 415 && JSON.stringify(res.body) === JSON.stringify(JSON_ONLY);
        if (refused === formAccepted) wrong.push(`${route.method} ${route.url} ${type} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await organizations()).toBe(before);
  });

  it('the form-encoded routes of the spec still take forms: Login, NameCheck, QuickSearch', async () => {
    const anon = new Client(api.url);
    const signedIn = await anon.form('/api/Authentication/Login', { username: 'crm@acme.example', password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const form = (path: string, fields: Record<string, string>) =>
      send('POST', path, { authorization: `Bearer ${signedIn.body.token}`, 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams(fields).toString());
    const added = await admin.post('/api/Organization/Add', { name: 'Formal Forms Ltd' });
    expect((await form('/api/Organization/NameCheck', { name: 'Formal Forms Ltd' })).body).toEqual({ id: added.body.model.id, name: 'Formal Forms Ltd' });
    expect((await form('/api/Organization/QuickSearch', { keyword: 'Formal Forms' })).body[0]).toMatchObject({ id: added.body.model.id });
  });

  it('a cross-site login is refused too (no signing a victim into another account)', async () => {
    const res = await send('POST', '/api/Authentication/Login', { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, 'username=crm%40acme.example&password=demo1234');
    expect(res).toEqual({ status: 403, body: CROSS_SITE });
  });

  it('passes our own origin, clients without browser headers, and bearer tokens (never sent by a browser on its own)', async () => {
    const own = new URL(api.url).origin;
    const sameOrigin = await send('POST', '/api/Organization/Add', { cookie: sid, origin: own, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, JSON.stringify({ name: 'Same Origin Co' }));
    expect(sameOrigin.status).toBe(200);
    const noBrowser = await send('POST', '/api/Organization/Add', { cookie: sid, 'content-type': 'application/json' }, JSON.stringify({ name: 'Script Co' }));
    expect(noBrowser.status).toBe(200);
    const bearer = await send('POST', '/api/Organization/Add', { authorization: `Bearer ${admin.token}`, origin: 'https://integrator.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, JSON.stringify({ name: 'Integrator Co' }));
    expect(bearer.status).toBe(200);
    // Reads are not state-changing: a cross-site GET is answered as usual (the browser keeps the answer from the page).
    expect((await send('GET', '/api/User/List', { cookie: sid, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(200);
    // Bodiless writes need no content type.
    const logout = await send('POST', '/authentication/logout', { cookie: sid, origin: own, 'sec-fetch-site': 'same-origin' });
    expect(logout).toEqual({ status: 200, body: { success: true } });
  });
});

describe('trusted origins', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ dataDir: 'memory://', trustedOrigins: ['https://app.example.com'] });
  });
  afterAll(async () => api?.close());

  it('a configured origin may send cookie writes; any other is still refused', async () => {
    const token = (await login(api.url, 'crm@acme.example')).token!;
    const add = (origin: string) =>
      fetch(`${api.url}/api/Organization/Add`, {
        method: 'POST',
        headers: { cookie: `sid=${token}`, origin, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        body: JSON.stringify({ name: `From ${origin}` }),
      });
    expect((await add('https://app.example.com')).status).toBe(200);
    expect((await add('https://app.example.com.evil.example')).status).toBe(403);
  });
});
