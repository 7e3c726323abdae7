// The benchmark's stack: the api and the bff as their own processes (as in production), each with its own
// event loop, none sharing CPU time with the load generator. PGlite in a throwaway folder, or a throwaway
// PostgreSQL database created next to DATABASE_URL's and dropped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { tierNodeFlags } from '../../stack/node-flags';

export interface BenchStack {
  label: string;
  apiUrl: string;
  bffUrl: string;
  /** CPU time the bff process has used so far (ms, user + system; Linux /proc). */
  bffCpuMs(): number;
  /** CPU time used so far by each tier (ms): the bff, the api (with PGlite's database inside it) and PostgreSQL's backends of the bench database. */
  tierCpuMs(): TierCpu;
  stop(): Promise<void>;
}

/** user + system CPU of a process in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

export interface TierCpu {
  bff: number;
  api: number;
  /** PostgreSQL backends serving the bench database; 0 on PGlite, whose work is the api process's. */
  db: number;
}

/** CPU of the PostgreSQL backends connected to `dbName` (their process title names the database). */
function postgresCpuMs(dbName: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${dbName} `)) total += cpuMsOf(Number(pid));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
}

export interface StackOptions {
  /** PostgreSQL server to create a throwaway database on (PGlite when absent). */
  postgresUrl?: string;
  /** Redis for the api's hub and the bff's pub-sub (in-process when absent). */
  redisUrl?: string;
  /** The web build the bff serves (none by default: the first-load measure needs one). */
  webDist?: string;
}

/** A free TCP port on the loopback (shared by the bench modules that start their own processes). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Resolves once `url` answers 2xx. */
export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function withAdmin<T>(postgresUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Extra node flags for a tier (BENCH_BFF_NODE_ARGS, BENCH_API_NODE_ARGS; the bff's after its production ones), e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` (NODE_OPTIONS refuses those).
 */
function extraNodeArgs(tier: 'bff' | 'api'): string[] {
  return (process.env[`BENCH_${tier.toUpperCase()}_NODE_ARGS`] ?? '').split(' ').filter(Boolean);
}

export async function startBenchStack(options: StackOptions = {}): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'suite-bench-'));
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const serviceToken = randomBytes(16).toString('hex');
  let databaseUrl = '';
  let dbName = '';
  if (options.postgresUrl) {
    dbName = `bench_${randomBytes(4).toString('hex')}`;
    await withAdmin(options.postgresUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
    const u = new URL(options.postgresUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const children: ChildProcess[] = [];
  const start = (entry: string, env: Record<string, string>, nodeArgs: string[] = []) => {
    // node itself (tsx as a loader, not its CLI wrapper): the pid is the process doing the work.
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl, REDIS_URL: options.redisUrl ?? '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const apiProcess = start(
    'api/src/main.ts',
    { API_PORT: String(apiPort), DATA_DIR: dataDir, SERVICE_TOKEN: serviceToken, API_LOG: '0' },
    extraNodeArgs('api'),
  );
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${apiUrl}/api/health`);
  // BENCH_BFF_DIR: another checkout's bff (e.g. the commit before a change) against the same api, for before/after.
  const bffProcess = start(
    join(process.env.BENCH_BFF_DIR ?? '.', 'bff/src/main.ts'),
    {
      PORT: String(bffPort),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      SERVICE_TOKEN: serviceToken,
      WEB_DIST: options.webDist ?? join(dataDir, 'no-web'),
    },
    [...tierNodeFlags('bff'), ...extraNodeArgs('bff')],
  );
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  await waitFor(`${bffUrl}/graphql?query=%7B__typename%7D`);
  const label = `${options.postgresUrl ? 'PostgreSQL' : 'PGlite'}${options.redisUrl ? ' + Redis' : ''}`;
  return {
    label,
    apiUrl,
    bffUrl,
    bffCpuMs: () => cpuMsOf(bffProcess.pid),
    tierCpuMs: () => ({ bff: cpuMsOf(bffProcess.pid), api: cpuMsOf(apiProcess.pid), db: dbName ? postgresCpuMs(dbName) : 0 }),
    stop: async () => {
      for (const child of children.reverse()) {
        if (child.exitCode !== null) continue;
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (options.postgresUrl) await withAdmin(options.postgresUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    },
  };
}

/** Signs in at the api and returns the session token (bearer or `sid` cookie). */
export async function apiLogin(apiUrl: string, username = 'admin@acme.example'): Promise<string> {
  const res = await fetch(`${apiUrl}/api/Authentication/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  return ((await res.json()) as { token: string }).token;
}
