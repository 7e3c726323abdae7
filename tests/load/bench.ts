/**
 * `npm run bench`: two lists through the bff, each side by side with the same data fetched by direct REST
 * calls to the api (what the old client did):
 * - the organization list (50 rows with their owners): one page call, then the owners;
 * - the record engine's opportunity list as the web asks it (`records(type:)` with `values(fields:)` of the
 *   list columns: the organization each row points to and its owner): page, organizations, users.
 * Then the upstream calls per GraphQL request for a list selecting every field kind, at 10, 50 and 100 rows.
 * Everything runs against one stack at the same concurrency, so the ratios mean something even though
 * absolute times vary by machine. A benchmark, not a test: it never fails on speed.
 *
 * Then tests/load/api-scale.ts: the api's lists, sorts and searches at 100,000 organizations and people.
 *
 * Env: BENCH_SECONDS (default 10 per scenario), BENCH_CONCURRENCY (default 10); api-scale's SCALE_ROWS, SCALE_SECONDS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { runApiScale } from './api-scale';
import { reportFirstLoad } from './first-load';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const rows = 50;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
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

// The api and the bff run as their own processes, as in production: each has its own event loop and
// neither steals CPU from the load generator running here.
const dataDir = mkdtempSync(join(tmpdir(), 'suite-bench-'));
const [apiPort, bffPort] = [await freePort(), await freePort()];
const serviceToken = 'bench-service-token';
const children: ChildProcess[] = [];
function startProcess(entry: string, env: Record<string, string>): void {
  const child = spawn(join('node_modules', '.bin', 'tsx'), [entry], {
    env: { ...process.env, ...env, DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}
startProcess('api/src/main.ts', { API_PORT: String(apiPort), DATA_DIR: dataDir, SERVICE_TOKEN: serviceToken, API_LOG: '0' });
const api = { url: `http://127.0.0.1:${apiPort}` };
await waitFor(`${api.url}/api/health`);
// The bff serves the production build when there is one (the first-load measure below loads it in Chromium).
const webDist = existsSync(join('web', 'dist', 'index.html')) ? join('web', 'dist') : join(dataDir, 'no-web');
startProcess('bff/src/main.ts', {
  PORT: String(bffPort),
  HOST: '127.0.0.1',
  API_URL: api.url,
  SERVICE_TOKEN: serviceToken,
  WEB_DIST: webDist,
  BFF_LOG: '0',
});
const bff = { url: `http://127.0.0.1:${bffPort}` };
await waitFor(`${bff.url}/graphql?query=%7B__typename%7D`);

const apiPool = new Pool(api.url, { connections: concurrency * 2 });
const bffPool = new Pool(bff.url, { connections: concurrency * 2 });

async function json<T>(
  pool: Pool,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<{ body: T; headers: Record<string, string | string[] | undefined> }> {
  const res = await pool.request({
    method,
    path,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${path} → ${res.statusCode}: ${await res.body.text()}`);
  return { body: (await res.body.json()) as T, headers: res.headers };
}

const login = await fetch(`${api.url}/api/Authentication/Login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin@acme.example', password: 'demo1234' }),
});
const { token } = (await login.json()) as { token: string };

const listQuery = /* GraphQL */ `
  query BenchOrganizations($first: Int!) {
    organizations(first: $first) {
      totalCount
      edges {
        node {
          id
          name
          phone
          website
          status
          owner {
            id
            fullName
          }
        }
      }
    }
  }
`;

type Row = { id: number; ownerId: number | null; organizationId?: number | null };

const engineListQuery = /* GraphQL */ `
  query BenchEngineList($first: Int!) {
    records(type: "Opportunity", first: $first) {
      totalCount
      edges {
        node {
          id
          url
          values(fields: ["name", "organizationId", "amount", "stage", "closeDate", "ownerId"]) {
            field
            text
            value
          }
        }
      }
    }
  }
`;

/** A list row selecting every field kind the engine has: scalars, owner, users, references, parents, children, summary, sections. */
const everyKindQuery = /* GraphQL */ `
  query BenchEveryKind($first: Int!) {
    tasks(first: $first) {
      edges {
        node {
          id
          subject
          dueDate
          taskStatus
          workEffort
          owner {
            fullName
          }
          assignees {
            fullName
          }
          parent {
            name
            url
          }
          topParent {
            name
          }
          summary {
            isFollowing
            quickActions
          }
        }
      }
    }
    people(first: $first) {
      edges {
        node {
          id
          name
          organization {
            name
            industry
            owner {
              fullName
            }
          }
          reportsTo {
            name
          }
          addresses {
            city
          }
          related(section: TASK, first: 1) {
            totalCount
          }
          values {
            text
          }
        }
      }
    }
  }
`;

/** One "operation" of each kind: resolves to the number of rows it got with their referenced data. */
const scenarios: Record<string, () => Promise<number>> = {
  'organizations via bff': async () => {
    const { body } = await json<{ data: { organizations: { edges: { node: { owner: { fullName: string } | null } }[] } } }>(
      bffPool,
      'POST',
      '/graphql',
      token,
      { query: listQuery, variables: { first: rows } },
    );
    return body.data.organizations.edges.length;
  },
  'organizations direct REST': async () => {
    const page = await json<{ data: Row[] }>(apiPool, 'POST', '/api/Organization/PagingAndSorting', token, {
      currentPage: 1,
      pageSize: rows,
      orderBy: 'name',
      direction: 'asc',
    });
    const ownerIds = [...new Set(page.body.data.map((r) => r.ownerId).filter((id): id is number => id != null))];
    await json(apiPool, 'GET', `/api/User/List?idList=${ownerIds.join(',')}`, token);
    return page.body.data.length;
  },
  'engine list via bff': async () => {
    const { body } = await json<{ data: { records: { edges: unknown[] } } }>(bffPool, 'POST', '/graphql', token, {
      query: engineListQuery,
      variables: { first: rows },
    });
    return body.data.records.edges.length;
  },
  'engine list direct REST': async () => {
    const page = await json<{ data: Row[] }>(apiPool, 'POST', '/api/Opportunity/PagingAndSorting', token, {
      currentPage: 1,
      pageSize: rows,
      orderBy: 'name',
      direction: 'asc',
    });
    const ids = (key: 'ownerId' | 'organizationId') => [
      ...new Set(page.body.data.map((r) => r[key]).filter((id): id is number => id != null)),
    ];
    await Promise.all([
      json(apiPool, 'GET', `/api/User/List?idList=${ids('ownerId').join(',')}`, token),
      json(apiPool, 'GET', `/api/Organization/List?idList=${ids('organizationId').join(',')}`, token),
    ]);
    return page.body.data.length;
  },
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(op: () => Promise<number>) {
  // Warm up connections, JIT and the database's caches before timing.
  for (let i = 0; i < 20; i++) await op();
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const n = await op();
          if (n !== rows) errors++;
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { ops: latencies.length, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

async function upstreamCallsFor(query: string, first: number): Promise<string> {
  const { headers, body } = await json<{ errors?: unknown[] }>(bffPool, 'POST', '/graphql', token, { query, variables: { first } });
  if (body.errors) throw new Error(`bench query failed: ${JSON.stringify(body.errors)}`);
  return String(headers['x-upstream-calls'] ?? '?');
}

console.log(
  `bench: ${rows} rows per list, ${concurrency} concurrent, ${seconds} s per scenario (node ${process.version}; api, bff and load generator in separate processes; embedded PGlite)`,
);
const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
for (const [name, op] of Object.entries(scenarios)) {
  results[name] = await measure(op);
}

const fmt = (n: number, d = 1) => n.toFixed(d).padStart(9);
console.log(`\n${'scenario'.padEnd(30)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(9)}`);
for (const [name, r] of Object.entries(results)) {
  console.log(`${name.padEnd(30)}${fmt(r.rps)}${fmt(r.p50, 2)}${fmt(r.p99, 2)}${String(r.errors).padStart(9)}`);
}
const ratio = (gql: string, rest: string) => {
  const [a, b] = [results[gql]!, results[rest]!];
  return `throughput ${(a.rps / b.rps).toFixed(2)}x, p50 ${(a.p50 / b.p50).toFixed(2)}x, p99 ${(a.p99 / b.p99).toFixed(2)}x`;
};
console.log(`\nratios bff / direct REST: organizations ${ratio('organizations via bff', 'organizations direct REST')}`);
console.log(`                          engine list   ${ratio('engine list via bff', 'engine list direct REST')}`);
for (const [label, query, rest] of [
  ['organizations with owners', listQuery, 2],
  ['engine opportunity list', engineListQuery, 3],
  ['every field kind (tasks + people)', everyKindQuery, NaN],
] as const) {
  const calls = await Promise.all([10, 50, 100].map((n) => upstreamCallsFor(query, n)));
  console.log(
    `upstream calls, ${label}: first=10 → ${calls[0]}, first=50 → ${calls[1]}, first=100 → ${calls[2]}${Number.isNaN(rest) ? '' : ` (direct REST operation: ${rest} calls)`}`,
  );
}

await reportFirstLoad({ baseUrl: bff.url });

await apiPool.close();
await bffPool.close();
for (const child of children.reverse()) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
rmSync(dataDir, { recursive: true, force: true });

// The api's lists at 100,000 records, on PGlite and (with DATABASE_URL) PostgreSQL.
await runApiScale();
