// `npm start` as an operator sees it: the production build (esbuild bundles run by plain node) under the stack
// launcher. Killing the api must not stop the product: the bff keeps answering (GraphQL errors with a code,
// /ready 503), the launcher restarts the api with back-off and says so, and an open subscription hears events
// again within 5 s of the api being ready. SIGTERM then stops everything with exit code 0.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiToken, gql, loginCookie } from '../bff/support/harness';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

const status = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.status,
    () => 0,
  );

describe('the built stack survives its upstream', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'suite-stack-'));
  const output: string[] = [];
  let launcher: ChildProcess;
  let bffUrl: string;
  let apiUrl: string;
  let client: Client | undefined;
  let exit: Promise<number | null>;

  beforeAll(async () => {
    // The server half of `npm run build` (the web build is not needed: the bff serves a placeholder page).
    const built = spawnSync(process.execPath, ['--import', 'tsx', 'stack/build.ts'], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    const [port, apiPort] = [await freePort(), await freePort()];
    bffUrl = `http://127.0.0.1:${port}`;
    apiUrl = `http://127.0.0.1:${apiPort}`;
    // As `npm start` runs it: embedded database, in-process pub-sub, no NODE_ENV (vitest sets one).
    const { NODE_ENV: _testEnv, ...env } = process.env;
    launcher = spawn(process.execPath, ['stack/dist/launch.js'], {
      env: { ...env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exit = new Promise((resolve) => launcher.once('exit', (code) => resolve(code)));
    for (const stream of [launcher.stdout!, launcher.stderr!])
      stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n')));
    await until(async () => output.join('\n').includes('Business suite is running'), 150_000, 'the stack started');
  }, 180_000);

  afterAll(async () => {
    await client?.dispose();
    if (launcher && launcher.exitCode === null) launcher.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const apiPids = () => [...output.join('\n').matchAll(/api started \(pid (\d+)\)/g)].map((m) => Number(m[1]));

  it('listens on loopback only when HOST is not set', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    expect(await status(`${bffUrl}/health`)).toBe(200);
    expect(await status(`${apiUrl}/health`)).toBe(200);
    // On a machine with another interface, neither tier answers on it.
    if (external) {
      expect(await status(bffUrl.replace('127.0.0.1', external) + '/health')).toBe(0);
      expect(await status(apiUrl.replace('127.0.0.1', external) + '/health')).toBe(0);
    }
  });

  it('keeps the bff answering while the api is killed, restarts the api with back-off, and resumes subscriptions within 5 s', async () => {
    expect(output.join('\n')).toContain('NODE_ENV=production');
    const cookie = await loginCookie(bffUrl, 'crm@acme.example');
    const me = await gql(bffUrl, '{ viewer { user { rowId } } }', undefined, { cookie });
    const crmUserId = me.body.data!.viewer.user.rowId as number;

    const received: string[] = [];
    client = createClient({
      url: `${bffUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie, origin: bffUrl } });
        }
      },
      retryAttempts: 0,
    });
    let socketClosed = false;
    client.on('closed', () => {
      socketClosed = true;
    });
    client.subscribe(
      { query: 'subscription { notificationAdded { name } }' },
      {
        next: (v) => received.push((v.data as { notificationAdded: { name: string } }).notificationAdded.name),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await until(
      async () => (await fetch(`${bffUrl}/metrics`).then((r) => r.text())).match(/^graphql_subscriptions_open\{[^}]*\} 1$/m),
      10_000,
      'subscription open',
    );

    const [pid] = apiPids();
    process.kill(pid!, 'SIGKILL');
    await until(async () => (await status(`${apiUrl}/health`)) === 0, 5_000, 'the api is gone');

    // The bff is still up and says clearly what is wrong.
    expect(await status(`${bffUrl}/health`)).toBe(200);
    expect(await status(`${bffUrl}/ready`)).toBe(503);
    // The viewer alone may come from the session's cached lookups: the list must reach the api.
    const away = await gql(bffUrl, '{ viewer { username } organizations(first: 1) { totalCount } }', undefined, { cookie });
    expect(away.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');

    // The launcher notices, says so, and starts a new api after its first back-off step.
    await until(
      async () => /api exited \(SIGKILL\); restarting in 1 s \(restart 1\)/.test(output.join('\n')),
      5_000,
      'the restart is logged',
    );
    await until(async () => apiPids().length === 2, 10_000, 'a new api process');
    await until(async () => (await status(`${apiUrl}/ready`)) === 200, 60_000, 'the restarted api is ready');
    const readyAt = Date.now();

    // The same socket and subscription hear events again: a notification every 250 ms until one arrives.
    const token = await apiToken(apiUrl, 'admin@acme.example');
    let sent = 0;
    const heardAfter = await until(
      async () => {
        // Assigning a new organization to the crm user notifies them (notifications come only from actions).
        await fetch(`${apiUrl}/api/Organization/Add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: `after restart ${++sent}`, ownerId: crmUserId }),
        });
        await new Promise((r) => setTimeout(r, 250));
        return received.some((n) => n.startsWith('after restart')) && Date.now() - readyAt;
      },
      10_000,
      'an event after the restart',
    );
    expect(heardAfter).toBeLessThanOrEqual(5_000);
    expect(socketClosed).toBe(false);
    expect(await status(`${bffUrl}/ready`)).toBe(200);
  }, 120_000);

  it('stops the bff and the api on SIGTERM and exits 0', async () => {
    const started = Date.now();
    launcher.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await status(`${bffUrl}/health`)).toBe(0);
    expect(await status(`${apiUrl}/health`)).toBe(0);
  }, 30_000);
});
