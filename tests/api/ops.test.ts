// Operations of the api: liveness and readiness, Prometheus metrics (and who may read them), structured logs
// that carry the request id and never a password, token or cookie.
import { systemClock } from '../../api/src/plans/clock';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/src/db/client';
import { DiskStorage } from '../../api/src/attachments/storage';
import { SessionStore } from '../../api/src/auth/sessions';
import { SignInThrottle, defaultSignInThrottle } from '../../api/src/auth/throttle';
import { createHubBus, type HubBus } from '../../api/src/hub/bus';
import { buildApp, startApi, type RunningApi } from '../../api/src/server';
import { backends, createTestDatabase } from './support/api';

/** A pino destination that keeps every line. */
function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** The value of one sample of the Prometheus text format (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe.each(backends({ postgres: true }))('api operations on $name', (backend) => {
  const logs = captureLogs();
  let api: RunningApi;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const logger = { stream: logs.stream, level: 'info' };
    if (backend.name === 'pglite') {
      api = await startApi({ dataDir: 'memory://', logger });
    } else {
      const db = await createTestDatabase();
      drop = () => db.drop();
      api = await startApi({ databaseUrl: db.url, logger });
    }
  });
  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  it('answers /health and /ready (the database answers) without a session', async () => {
    const health = await fetch(`${api.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${api.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('exposes request metrics by route pattern that move with traffic, plus process and event-loop metrics', async () => {
    const read = async () => (await fetch(`${api.url}/metrics`)).text();
    const route = { method: 'GET', route: '/api/Organization/GetModel/:id', status_code: '401' };
    const before = sample(await read(), 'http_request_duration_seconds_count', route);
    for (let i = 0; i < 3; i++) await fetch(`${api.url}/api/Organization/GetModel/1`);
    const text = await read();
    expect(sample(text, 'http_request_duration_seconds_count', route)).toBe(before + 3);
    // Raw ids never become label values (bounded cardinality).
    expect(text).not.toMatch(/route="[^"]*\/1"/);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{/m);
    expect(text).toMatch(/^process_resident_memory_bytes\{/m);
  });

  it('keeps secrets out of the logs of a sign-in, a session call, an API-token call and a cookie call, with the request id on every request line', async () => {
    const login = await fetch(`${api.url}/api/Authentication/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'ops-test-login' },
      body: JSON.stringify({ username: 'admin@acme.example', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const { token: session } = (await login.json()) as { token: string };
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const created = await fetch(`${api.url}/api/ApiToken/Add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
      body: JSON.stringify({ name: 'ops test' }),
    });
    expect(created.status).toBe(200);
    const { token: apiToken } = (await created.json()) as { token: string };
    const withToken = await fetch(`${api.url}/api/UserMainMenu/InitialData?token=${apiToken}`, {
      headers: { authorization: `Bearer ${apiToken}`, 'x-request-id': 'ops-test-token' },
    });
    expect(withToken.status).toBe(200);
    expect((await fetch(`${api.url}/api/UserMainMenu/InitialData`, { headers: { cookie } })).status).toBe(200);
    // A refused sign-in logs no password either.
    await fetch(`${api.url}/api/Authentication/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@acme.example', password: 'wrong-Secret-9' }),
    });

    const text = logs.lines.join('\n');
    expect(text).toContain('ops-test-login');
    expect(text).toContain('ops-test-token');
    for (const secret of ['demo1234', 'wrong-Secret-9', session, apiToken, cookie.split('=')[1]!]) expect(text).not.toContain(secret);
    const requestLines = logs.lines
      .map((l) => JSON.parse(l) as { reqId?: string; req?: unknown; res?: unknown })
      .filter((l) => l.req || l.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(10);
    for (const line of requestLines) expect(line.reqId).toBeTruthy();
  });
});

describe('api readiness and metrics access', () => {
  // Never written to: these apps only answer /ready, /health and /metrics.
  const unused = (db: Db, hub: HubBus) => ({
    attachments: { storage: new DiskStorage('/nonexistent/attachments'), maxBytes: 1 },
    sessions: new SessionStore(db, hub, 'x', { cacheTtlMs: 0, sweepEveryMs: 0 }),
    signInThrottle: new SignInThrottle(db, defaultSignInThrottle),
    trustedOrigins: [],
    clock: systemClock,
    mailer: null,
  });
  it('answers /ready 503 while the database does not answer, and /health 200', async () => {
    const failing = new Proxy({}, { get: () => () => Promise.reject(new Error('database is down')) }) as unknown as Db;
    const hub = await createHubBus();
    const app = await buildApp({ db: failing, dbKind: 'pglite', hub, serviceToken: 'x', ...unused(failing, hub) });
    try {
      const ready = await app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await hub.close();
    }
  });

  it('serves /metrics to loopback only, or to the holder of METRICS_TOKEN', async () => {
    const hub = await createHubBus();
    const app = await buildApp({ db: {} as Db, dbKind: 'pglite', hub, serviceToken: 'x', ...unused({} as Db, hub) });
    try {
      expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      const remote = await app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' });
      expect(remote.statusCode).toBe(403);
      expect(remote.body).not.toContain('http_request_duration_seconds');
      process.env.METRICS_TOKEN = 'scrape-secret';
      expect((await app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(403);
      expect(
        (await app.inject({ url: '/metrics', remoteAddress: '10.1.2.3', headers: { authorization: 'Bearer wrong-secret' } })).statusCode,
      ).toBe(403);
      expect(
        (await app.inject({ url: '/metrics', remoteAddress: '10.1.2.3', headers: { authorization: 'Bearer scrape-secret' } })).statusCode,
      ).toBe(200);
      // With a token, loopback needs it too (a shared host is not trusted).
      expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
    } finally {
      delete process.env.METRICS_TOKEN;
      await app.close();
      await hub.close();
    }
  });
});
