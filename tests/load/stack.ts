// The benchmark's stack: the api and the bff as their own processes (as in production), each with its own
// event loop, none sharing CPU time with the load generator. PGlite in a throwaway folder, or a throwaway
// PostgreSQL database created next to DATABASE_URL's and dropped at the end.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
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
  /**
   * Where the processes run: `shared`, every tier and this load generator on all cores (as the machine is); `split`,
   * the bff on a core of its own and the rest on the others, as when the bff has its own host. Call it again after
   * the api opened new database connections (a new backend starts on all cores).
   */
  place(placement: Placement): void;
  /** The second bff (StackOptions.otherBffDir) against the same api, on the bff's cores. */
  other?: { bffUrl: string; bffCpuMs(): number };
  stop(): Promise<void>;
}

/** user + system CPU of a process in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
export function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const fields = statFields(pid);
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** The fields of /proc/<pid>/stat after the command name. */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

export interface TierCpu {
  bff: number;
  api: number;
  /** PostgreSQL backends serving the bench database; 0 on PGlite, whose work is the api process's. */
  db: number;
}

export type Placement = 'shared' | 'split';

/** The PostgreSQL backends connected to `dbName` (their process title names the database). */
function postgresPids(dbName: string): number[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${dbName} `);
      } catch {
        return false; // the process ended between the listing and the read
      }
    })
    .map(Number);
}

/**
 * CPU of the database's work (ms): its live backends, plus what the postmaster has reaped from ended backends (a
 * pooled connection that closes takes its CPU time with it; this counts ended backends of every database, so other
 * work on the same server adds to it).
 */
function postgresCpuMs(dbName: string): number {
  const pids = postgresPids(dbName);
  const live = pids.reduce((sum, pid) => sum + (cpuMsOf(pid) || 0), 0);
  const postmaster = pids.length > 0 ? parentOf(pids[0]!) : undefined;
  return live + (postmaster === undefined ? 0 : reapedCpuMsOf(postmaster));
}

const parentOf = (pid: number): number | undefined => {
  try {
    return Number(statFields(pid)[1]);
  } catch {
    return undefined;
  }
};

/** cutime + cstime: the CPU of a process's children it has waited for (ms). */
function reapedCpuMsOf(pid: number): number {
  try {
    const f = statFields(pid);
    return (Number(f[13]) + Number(f[14])) * 10;
  } catch {
    return 0;
  }
}

/** Pins every thread of the processes to the cores (`0`, `1-3`), with util-linux's taskset. */
function pin(pids: (number | undefined)[], cores: string): void {
  for (const pid of pids) if (pid !== undefined) execFileSync('taskset', ['-a', '-cp', cores, String(pid)], { stdio: 'ignore' });
}

/** The machine's cores (not this process's affinity, which a placement changes). */
const CORES = cpus().length;

/** The cores of each tier for a placement: `split` gives the bff the last core, the rest the others. */
export function coresOf(placement: Placement): { bff: string; rest: string } {
  const last = CORES - 1;
  const all = `0-${last}`;
  if (placement === 'shared' || last < 1) return { bff: all, rest: all };
  return { bff: String(last), rest: last === 1 ? '0' : `0-${last - 1}` };
}

export interface StackOptions {
  /** PostgreSQL server to create a throwaway database on (PGlite when absent). */
  postgresUrl?: string;
  /** Redis for the api's hub and the bff's pub-sub (in-process when absent). */
  redisUrl?: string;
  /** The web build the bff serves (none by default: the first-load measure needs one). */
  webDist?: string;
  /** Another checkout whose bff runs too, against the same api (side-by-side comparisons, bff-ab.ts). */
  otherBffDir?: string;
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
  // A bench that dies before stop() (an error, a closed pipe) must not leave its api and bff running.
  const orphanGuard = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', orphanGuard);
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
  const startBff = async (dir: string, port: number) => {
    const child = start(
      join(dir, 'bff/src/main.ts'),
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: apiUrl,
        SERVICE_TOKEN: serviceToken,
        WEB_DIST: options.webDist ?? join(dataDir, 'no-web'),
      },
      [...tierNodeFlags('bff'), ...extraNodeArgs('bff')],
    );
    // /ready: the api answers and the bff has compiled the web's operations (as the launcher waits for it).
    await waitFor(`http://127.0.0.1:${port}/ready`);
    return child;
  };
  // BENCH_BFF_DIR: another checkout's bff (e.g. the commit before a change) against the same api, for before/after.
  const bffProcess = await startBff(process.env.BENCH_BFF_DIR ?? '.', bffPort);
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  const otherPort = options.otherBffDir ? await freePort() : 0;
  const otherProcess = options.otherBffDir ? await startBff(options.otherBffDir, otherPort) : undefined;
  const label = `${options.postgresUrl ? 'PostgreSQL' : 'PGlite'}${options.redisUrl ? ' + Redis' : ''}`;
  return {
    label,
    apiUrl,
    bffUrl,
    bffCpuMs: () => cpuMsOf(bffProcess.pid),
    tierCpuMs: () => ({
      bff: cpuMsOf(bffProcess.pid),
      api: cpuMsOf(apiProcess.pid),
      db: dbName ? postgresCpuMs(dbName) : 0,
    }),
    place: (placement) => {
      const cores = coresOf(placement);
      pin([bffProcess.pid, otherProcess?.pid], cores.bff);
      pin([apiProcess.pid, process.pid, ...(dbName ? postgresPids(dbName) : [])], cores.rest);
    },
    other: otherProcess && { bffUrl: `http://127.0.0.1:${otherPort}`, bffCpuMs: () => cpuMsOf(otherProcess.pid) },
    stop: async () => {
      process.off('exit', orphanGuard);
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
