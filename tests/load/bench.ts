/**
 * `npm run bench`: one run, side by side, every figure of the performance goals. A benchmark, not a test: it
 * never fails on speed.
 * - Per database (embedded PGlite, and PostgreSQL when DATABASE_URL is set: a throwaway database on it):
 *   - two lists through the bff against the same data by direct REST calls (the organization list with owners;
 *     the engine's opportunity list as `values(fields:)` asks it) — req/s, p50, p99, bff/REST ratios;
 *   - the web's two screen queries (record list, record detail; bff-overhead.ts) against direct REST, with the
 *     bff's overhead over its own upstream time, the CPU every process spent per request, and a request with no
 *     upstream call; once with every process on every core, once with the bff on a core of its own (BENCH_PLACEMENT);
 *   - upstream calls per GraphQL request (lists at 10/50/100 rows, every field kind, the screen queries).
 * - graphql-ws fan-out (fanout.ts): first and p99 delivery to 1,000, 5,000 and 10,000 sockets, with the
 *   in-process pub-sub and with Redis (REDIS_URL, default redis://127.0.0.1:6379; BENCH_REDIS=0 skips it), beside
 *   the floor: the same sockets fed the same frames by a bare process (fanout-floor.ts).
 *
 * Then, with a production build in web/dist (first-load.ts): the web's initial JS and first visits in Chromium;
 * and tests/load/api-scale.ts: the api's lists, sorts and searches at 100,000 organizations and people.
 *
 * Env: BENCH_SECONDS (default 10 per scenario), BENCH_CONCURRENCY (default 10), BENCH_FANOUT (socket counts),
 * BENCH_FANOUT_WORKERS (the fan-out's load-generator threads, default 1),
 * BENCH_ONLY (comma list of: lists, screens, calls, fanout, first-load, api-scale); BENCH_PLACEMENT (shared, split);
 * api-scale's SCALE_ROWS, SCALE_SECONDS.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runApiScale } from './api-scale';
import { Clients, ROWS, runScreens, screenCalls } from './bff-overhead';
import { FANOUT_SIZES, runFanout, stackTarget, startFloor, type FanoutResult } from './fanout';
import { reportFirstLoad } from './first-load';
import { concurrency, fmt, measure, seconds, totalCpu, type Measured, type OpResult } from './measure';
import { apiLogin, coresOf, startBenchStack, type BenchStack, type Placement } from './stack';

// Where the screen queries run: on the machine as it is (every tier sharing its cores), and with the bff on a core of
// its own, as when it has its own host (BENCH_PLACEMENT=shared or split for one).
const PLACEMENTS = (process.env.BENCH_PLACEMENT ?? 'shared,split').split(',') as Placement[];
const only = new Set((process.env.BENCH_ONLY ?? 'lists,screens,calls,fanout,first-load,api-scale').split(','));
const redisUrl = process.env.BENCH_REDIS === '0' ? undefined : (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

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

/** The two lists, through the bff and by direct REST: each operation checks it got a full page. */
function listScenarios(c: Clients): Record<string, () => Promise<OpResult>> {
  return {
    'organizations via bff': async () => {
      const { data } = await c.graphql<{ organizations: { edges: unknown[] } }>(listQuery, { first: ROWS });
      return { ok: data.organizations.edges.length === ROWS };
    },
    'organizations direct REST': async () => {
      const page = await c.json<{ data: Row[] }>(c.api, 'POST', '/api/Organization/PagingAndSorting', {
        currentPage: 1,
        pageSize: ROWS,
        orderBy: 'name',
        direction: 'asc',
      });
      const ownerIds = [...new Set(page.body.data.map((r) => r.ownerId).filter((id): id is number => id != null))];
      await c.json(c.api, 'GET', `/api/User/List?idList=${ownerIds.join(',')}`);
      return { ok: page.body.data.length === ROWS };
    },
    'engine list via bff': async () => {
      const { data } = await c.graphql<{ records: { edges: unknown[] } }>(engineListQuery, { first: ROWS });
      return { ok: data.records.edges.length === ROWS };
    },
    'engine list direct REST': async () => {
      const page = await c.json<{ data: Row[] }>(c.api, 'POST', '/api/Opportunity/PagingAndSorting', {
        currentPage: 1,
        pageSize: ROWS,
        orderBy: 'name',
        direction: 'asc',
      });
      const ids = (key: 'ownerId' | 'organizationId') => [
        ...new Set(page.body.data.map((r) => r[key]).filter((id): id is number => id != null)),
      ];
      await Promise.all([
        c.json(c.api, 'GET', `/api/User/List?idList=${ids('ownerId').join(',')}`),
        c.json(c.api, 'GET', `/api/Organization/List?idList=${ids('organizationId').join(',')}`),
      ]);
      return { ok: page.body.data.length === ROWS };
    },
  };
}

function printTable(results: Record<string, Measured>): void {
  console.log(
    `\n${'scenario'.padEnd(30)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(9)}${'bff own p50'.padStart(13)}${'bff own p99'.padStart(13)}` +
      ` | CPU ms/req:${'bff'.padStart(7)}${'api'.padStart(7)}${'db'.padStart(7)}${'client'.padStart(8)}${'all'.padStart(7)}`,
  );
  for (const [name, r] of Object.entries(results)) {
    const c = r.cpu;
    console.log(
      `${name.padEnd(30)}${fmt(r.rps)}${fmt(r.p50, 2)}${fmt(r.p99, 2)}${String(r.errors).padStart(9)}${fmt(r.overheadP50, 2, 13)}${fmt(r.overheadP99, 2, 13)}` +
        ` |${' '.repeat(11)}${fmt(c?.bff, 2, 7)}${fmt(c?.api, 2, 7)}${fmt(c?.db, 2, 7)}${fmt(c?.client, 2, 8)}${fmt(c && totalCpu(c), 2, 7)}`,
    );
  }
}

function ratio(results: Record<string, Measured>, gql: string, rest: string): string {
  const [a, b] = [results[gql]!, results[rest]!];
  // Every tier and the load generator share this machine's cores: once they are busy, throughput follows the CPU
  // all of them spend per request, so the ratio of those totals is the throughput ratio the CPU allows.
  const cpuBound = a.cpu && b.cpu ? `, CPU per request ${(totalCpu(b.cpu) / totalCpu(a.cpu)).toFixed(2)}x` : '';
  return `throughput ${(a.rps / b.rps).toFixed(2)}x, p50 ${(a.p50 / b.p50).toFixed(2)}x, p99 ${(a.p99 / b.p99).toFixed(2)}x${cpuBound}`;
}

async function benchDatabase(stack: BenchStack): Promise<void> {
  console.log(`\n=== ${stack.label}: ${ROWS} rows per list, ${concurrency} concurrent, ${seconds} s per scenario ===`);
  // A session per concurrent connection, as that many users would have (bff-overhead.ts, Clients).
  const sessions = await Promise.all(Array.from({ length: concurrency }, () => apiLogin(stack.apiUrl)));
  const c = new Clients(stack, sessions, concurrency * 2);
  const { body: firstOrg } = await c.json<{ data: Row[] }>(c.api, 'POST', '/api/Organization/PagingAndSorting', {
    currentPage: 1,
    pageSize: 1,
  });
  const detailId = firstOrg.data[0]!.id;

  if (only.has('lists')) {
    const results: Record<string, Measured> = {};
    for (const [name, op] of Object.entries(listScenarios(c))) results[name] = await measure(op, stack.tierCpuMs);
    printTable(results);
    console.log(`\nratios bff / direct REST: organizations ${ratio(results, 'organizations via bff', 'organizations direct REST')}`);
    console.log(`                          engine list   ${ratio(results, 'engine list via bff', 'engine list direct REST')}`);
  }
  if (only.has('screens')) {
    for (const placement of PLACEMENTS) {
      const results = await runScreens(c, stack, detailId, placement);
      const cores = coresOf(placement);
      console.log(
        `\nthe web's screen queries, ${placement === 'shared' ? 'every process on every core' : `the bff alone on core ${cores.bff}, the api, PostgreSQL and the load generator on ${cores.rest}`}` +
          ` ("bff own": latency minus the request's upstream time, per request; CPU ms/req: each process's CPU time per request, "db" PostgreSQL's backends, "client" this load generator)`,
      );
      printTable(results);
      console.log(`\nratios bff / direct REST (${placement}): list   ${ratio(results, 'list via bff', 'list direct REST')}`);
      console.log(`${' '.repeat(27 + placement.length)}detail ${ratio(results, 'detail via bff', 'detail direct REST')}`);
      console.log(
        `${' '.repeat(27 + placement.length)}detail against GetSummary alone ${ratio(results, 'detail via bff', 'detail, GetSummary only')}`,
      );
    }
  }
  if (only.has('calls')) {
    // One session, its lookups (initial data, kept 30 s) read first: the calls a list costs a session in use. The
    // screens' sessions may have gone longer than that without a call.
    const one = new Clients(stack, sessions[0]!, 1);
    for (const [label, query, rest] of [
      ['organizations with owners', listQuery, 2],
      ['engine opportunity list', engineListQuery, 3],
      ['every field kind (tasks + people)', everyKindQuery, NaN],
    ] as const) {
      await one.graphql(query, { first: 10 });
      const calls = [];
      for (const n of [10, 50, 100]) calls.push((await one.graphql(query, { first: n })).headers['x-upstream-calls']);
      console.log(
        `upstream calls, ${label}: first=10 → ${calls[0]}, first=50 → ${calls[1]}, first=100 → ${calls[2]}${Number.isNaN(rest) ? '' : ` (direct REST operation: ${rest} calls)`}`,
      );
    }
    await one.close();
    const screens = await screenCalls(stack, () => apiLogin(stack.apiUrl), detailId);
    for (const [label, [cold, warm]] of Object.entries(screens))
      console.log(`upstream calls, ${label}: ${cold} on a session's first request, ${warm} after`);
  }
  await c.close();
}

console.log(`bench (node ${process.version}; api, bff and load generator in separate processes)`);
const databases = [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];
if (['lists', 'screens', 'calls'].some((k) => only.has(k))) {
  for (const postgresUrl of databases) {
    const stack = await startBenchStack({ postgresUrl });
    try {
      await benchDatabase(stack);
    } finally {
      await stack.stop();
    }
  }
}
if (only.has('fanout')) {
  console.log(`\n=== graphql-ws fan-out: sockets of one user, notificationAdded, median of 3 events ===`);
  console.log(
    `${'server'.padEnd(22)}${'sockets'.padStart(9)}${'first ms'.padStart(10)}${'p99 ms'.padStart(10)}${'missing'.padStart(9)}${'server cpu ms'.padStart(15)}${'client cpu ms'.padStart(15)}${'p99/floor'.padStart(11)}`,
  );
  const row = (label: string, r: FanoutResult, floor?: FanoutResult) =>
    console.log(
      `${label.padEnd(22)}${String(r.sockets).padStart(9)}${fmt(r.first, 1, 10)}${fmt(r.p99, 1, 10)}${String(r.missing).padStart(9)}${fmt(r.serverCpu, 0, 15)}${fmt(r.clientCpu, 0, 15)}${floor ? `${fmt(r.p99 / floor.p99, 2, 10)}×` : ''.padStart(11)}`,
    );
  // The floor first: the same sockets and frames from a bare process (fanout-floor.ts), what this machine's kernel
  // and Node cost to deliver one event to each socket whatever the server.
  const floorServer = await startFloor();
  const floor = await runFanout(floorServer).finally(() => floorServer.stop());
  for (const r of floor) row('floor (bare writes)', r);
  for (const redis of [undefined, ...(redisUrl ? [redisUrl] : [])]) {
    const stack = await startBenchStack({ redisUrl: redis });
    try {
      for (const r of await runFanout(await stackTarget(stack)))
        row(
          `bff, ${redis ? 'Redis' : 'in-process'}`,
          r,
          floor.find((f) => f.sockets === r.sockets),
        );
    } finally {
      await stack.stop();
    }
  }
  if (FANOUT_SIZES.length === 0) console.log('(no sizes)');
}
if (only.has('first-load')) {
  // The bff serves the production build when there is one; reportFirstLoad says so and skips without it.
  const webDist = join('web', 'dist');
  const stack = await startBenchStack(existsSync(join(webDist, 'index.html')) ? { webDist } : {});
  try {
    await reportFirstLoad({ baseUrl: stack.bffUrl });
  } finally {
    await stack.stop();
  }
}

// The api's lists at 100,000 records, on PGlite and (with DATABASE_URL) PostgreSQL.
if (only.has('api-scale')) await runApiScale();
