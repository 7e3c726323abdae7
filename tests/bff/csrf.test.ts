import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gql, loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
let cookie: string;
beforeAll(async () => {
  stack = await startStack();
  cookie = await loginCookie(stack.bff.url, 'crm@acme.example');
});
afterAll(async () => {
  await stack?.close();
});

const Q = '{ viewer { username } }';

describe('CSRF prevention', () => {
  it('refuses a simple (form-like) POST that carries the session cookie', async () => {
    const res = await fetch(new URL('/graphql', stack.bff.url), {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ query: Q }),
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('CSRF_REJECTED');
    const form = await fetch(new URL('/graphql', stack.bff.url), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${encodeURIComponent(Q)}`,
    });
    expect(form.status).toBe(403);
  });

  it('refuses a cookie GET without x-graphql-csrf and accepts it with the header', async () => {
    const refused = await gql(stack.bff.url, Q, undefined, { cookie, method: 'GET' });
    expect(refused.status).toBe(403);
    const ok = await gql(stack.bff.url, Q, undefined, { cookie, method: 'GET', headers: { 'x-graphql-csrf': '1' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.viewer.username).toBe('crm@acme.example');
  });

  it('refuses a cookie request from another origin, accepts the same origin', async () => {
    const cross = await gql(stack.bff.url, Q, undefined, { cookie, headers: { origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    expect(cross.body.errors?.[0]?.message).toMatch(/Cross-origin/);
    const same = await gql(stack.bff.url, Q, undefined, { cookie, headers: { origin: stack.bff.url } });
    expect(same.status).toBe(200);
    expect(same.body.data?.viewer.username).toBe('crm@acme.example');
  });

  it('leaves requests without the cookie alone (integrators, tools)', async () => {
    const res = await gql(stack.bff.url, Q, undefined, { method: 'GET', headers: { origin: 'https://tool.example' } });
    expect(res.status).toBe(200);
    expect(res.body.data?.viewer).toBeNull();
  });

  it('refuses a WebSocket upgrade from another origin', async () => {
    const wsUrl = stack.bff.url.replace(/^http/, 'ws') + '/graphql';
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(wsUrl, 'graphql-transport-ws', { headers: { cookie, origin: 'https://evil.example' } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('error', () => resolve(-1));
    });
    expect(status).toBe(403);
  });

  it('serves GraphiQL to a browser navigation and the SPA fallback page', async () => {
    const page = await fetch(new URL('/graphql', stack.bff.url), { headers: { accept: 'text/html', cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/graphiql/i);
    const spa = await fetch(new URL('/organization/detail/1', stack.bff.url), { headers: { accept: 'text/html' } });
    expect(spa.status).toBe(200);
    expect(spa.headers.get('content-type')).toMatch(/text\/html/);
  });
});
