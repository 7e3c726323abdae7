/**
 * The api's lists at scale: 100,000 organizations and 100,000 people in a throwaway company, on PGlite
 * and (with DATABASE_URL) on PostgreSQL in a throwaway database, reported side by side. For each list
 * scenario: p50/p99 at one connection (latency) and req/s at BENCH_CONCURRENCY connections (throughput),
 * measured over HTTP at the api (its own process), plus the plan PostgreSQL chose for the page query and for
 * the total (the indexes it reads). A benchmark, not a test: it never fails on speed (goal: p50 ≤ 10 ms on
 * PostgreSQL). Each type also has a saved-view scenario: the criteria builder's groups (the issue 8 list through
 * a view) sent to `POST /{Object}/Search`, filtered and sorted, next to the same filter as a plain list parameter.
 * Then the searches a user types (QuickSearch, NameSearch and AllObject/Search for a word and two pairs) and the
 * role lists (Lead, Customer, Supplier: both party tables).
 *
 * Run alone with `npx tsx tests/load/api-scale.ts`, or as part of `npm run bench`.
 * Env: SCALE_ROWS (default 100000 of each type), SCALE_SECONDS (default 3 per measurement), BENCH_CONCURRENCY,
 * SCALE_BACKENDS (PGlite,PostgreSQL by default).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { Pool } from 'undici';
import { openDatabase, type Database } from '../../api/src/db/client';
import { encodeCursor } from '../../api/src/records/cursor';
import { requireKind } from '../../api/src/records/kinds';
import { listReader, pagingSchema, SORT_VALUE, totalLimit, type PagingInput } from '../../api/src/records/lists';
import { cappedCount } from '../../api/src/records/totals';
import type { UserAuth } from '../../api/src/context';
import { applyView } from '../../api/src/views/list-input';
import { recordType } from '../../contract';
import { createTestDatabase } from '../api/support/api';
import { createScaleCompany, seedScaleRecords, type ScaleCompany } from './scale-data';
import { freePort, waitFor } from './stack';

const rowCount = Number(process.env.SCALE_ROWS ?? 100_000);
const seconds = Number(process.env.SCALE_SECONDS ?? 3);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const DEEP_PAGE_SIZE = 20;
/** Page 2,500 of 20 at 100,000 rows: half way down the list. */
const DEEP_PAGE = Math.min(2_500, Math.floor(rowCount / DEEP_PAGE_SIZE / 2));

interface Scenario {
  label: string;
  objectName: 'Organization' | 'Person';
  body: Record<string, unknown>;
  /** Replace `currentPage` by the keyset cursor of the page before it. */
  keyset?: boolean;
  /** Criteria groups of a view: the request goes to `/{Object}/Search` (the list through a saved view). */
  criteria?: unknown[];
}

const scenarios: Scenario[] = (['Organization', 'Person'] as const).flatMap((objectName): Scenario[] => {
  const deep = { currentPage: DEEP_PAGE, pageSize: DEEP_PAGE_SIZE, orderBy: 'name', direction: 'asc' };
  const filtered =
    objectName === 'Organization'
      ? { pageSize: 50, orderBy: 'annualRevenue', direction: 'desc', parameter: { industry: 'Software' } }
      : { pageSize: 50, orderBy: 'lastName', direction: 'asc', parameter: { status: 0 } };
  return [
    { label: 'page 1 by name', objectName, body: { currentPage: 1, pageSize: 50, orderBy: 'name', direction: 'asc' } },
    { label: `page ${DEEP_PAGE} (offset)`, objectName, body: deep },
    { label: `page ${DEEP_PAGE} (keyset)`, objectName, body: deep, keyset: true },
    { label: 'filtered + sorted', objectName, body: filtered },
    {
      label: 'view criteria + sorted',
      objectName,
      body: filtered,
      criteria:
        objectName === 'Organization'
          ? [
              {
                type: 'and',
                criteriaList: [
                  { fieldName: 'industry', operator: 'equal', fieldValue: 'Software' },
                  { fieldName: 'numberOfEmployees', operator: 'greaterThan', fieldValue: 100 },
                ],
              },
            ]
          : [{ type: 'and', criteriaList: [{ fieldName: 'lastName', operator: 'startsWith', fieldValue: 'Z' }] }],
    },
    {
      label: 'keyword search',
      objectName,
      body: { pageSize: 50, orderBy: 'name', parameter: { keyword: objectName === 'Organization' ? 'harbor' : 'ziegler' } },
    },
  ];
});

const key = (s: Scenario) => `${s.objectName} ${s.label}`;

/**
 * The searches a user types (quick search, a lookup's name search, search-all, a list's keyword), for a word, a common
 * pair and a pair no row holds: two characters are too few for the trigram indexes (migration 0028's stored pair codes
 * answer them). Also a pair every row holds ("er": every e-mail address, in person… or @people.example) and a pair
 * every website and e-mail holds but few names ("ex"), for the name search, which reads the name only.
 */
interface SearchScenario {
  label: string;
  method: 'GET' | 'POST';
  /** A GET's path with its query, or a POST's path. */
  path: string;
  /** A form-encoded POST's fields. */
  form?: Record<string, string>;
  /** A JSON POST's body. */
  json?: unknown;
}
const searchScenarios: SearchScenario[] = [
  ...(['Organization', 'Person'] as const).flatMap((objectName): SearchScenario[] =>
    [objectName === 'Organization' ? 'harbor' : 'ziegler', objectName === 'Organization' ? 'bl' : 'an', 'xq'].flatMap((term) => [
      { label: `${objectName} QuickSearch "${term}"`, method: 'POST', path: `/api/${objectName}/QuickSearch`, form: { keyword: term } },
      { label: `${objectName} NameSearch "${term}"`, method: 'GET', path: `/api/${objectName}/NameSearch?term=${term}` },
    ]),
  ),
  ...(['Organization', 'Person'] as const).flatMap((objectName): SearchScenario[] => [
    { label: `${objectName} NameSearch "ex"`, method: 'GET', path: `/api/${objectName}/NameSearch?term=ex` },
    ...['bl', 'er'].map((term): SearchScenario => ({
      label: `${objectName} list keyword "${term}"`,
      method: 'POST',
      path: `/api/${objectName}/PagingAndSorting`,
      json: { pageSize: 50, orderBy: 'name', parameter: { keyword: term } },
    })),
  ]),
  ...['harbor', 'bl', 'er', 'xq'].map((term): SearchScenario => ({
    label: `AllObject/Search "${term}"`,
    method: 'GET',
    path: `/api/AllObject/Search?keyword=${term}`,
  })),
  // The role lists run over both party tables (scale-data.ts puts some of each in each role).
  ...(['Lead', 'Customer', 'Supplier'] as const).flatMap((role): SearchScenario[] => {
    const page = (body: Record<string, unknown>) => ({ method: 'POST' as const, path: `/api/${role}/PagingAndSorting`, json: body });
    return [
      { label: `${role} page 1 by name`, ...page({ currentPage: 1, pageSize: 50, orderBy: 'name', direction: 'asc' }) },
      { label: `${role} page 100 by name (offset)`, ...page({ currentPage: 100, pageSize: 20, orderBy: 'name', direction: 'asc' }) },
      { label: `${role} keyword "harbor"`, ...page({ pageSize: 50, orderBy: 'name', parameter: { keyword: 'harbor' } }) },
      { label: `${role} keyword "er"`, ...page({ pageSize: 50, orderBy: 'name', parameter: { keyword: 'er' } }) },
      { label: `${role} QuickSearch "bl"`, method: 'POST', path: `/api/${role}/QuickSearch`, form: { keyword: 'bl' } },
    ];
  }),
];

const inputOf = (s: Scenario): PagingInput => pagingSchema(recordType(s.objectName)!).parse(s.body);

/** The index names (or scan kinds) of a plan, outermost first. */
function planSummary(plan: Record<string, unknown>): string {
  const out: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    const type = String(node['Node Type']);
    if (node['Index Name']) out.push(`${type.replace(' Scan', '')} ${String(node['Index Name'])}`);
    else if (/Seq Scan|Sort/.test(type)) out.push(type + (node['Sort Key'] ? ` (${(node['Sort Key'] as string[]).join(', ')})` : ''));
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(plan);
  return [...new Set(out)].join(' + ');
}

/** The plan's indexes and the median execution time inside the database of 5 runs (EXPLAIN ANALYZE). */
async function explain(database: Database, query: ReturnType<typeof sql>): Promise<{ summary: string; ms: number }> {
  const times: number[] = [];
  let summary = '';
  for (let i = 0; i < 5; i++) {
    const result = (await database.db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const raw = Object.values(result.rows[0]!)[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: Record<string, unknown>; 'Execution Time': number }];
    summary = planSummary(plan[0].Plan);
    times.push(plan[0]['Execution Time']);
  }
  return { summary, ms: times.sort((a, b) => a - b)[2]! };
}

/** The keyset cursor of the last row of page DEEP_PAGE - 1, and the plans of each scenario's queries. */
async function prepareScenarios(database: Database, company: ScaleCompany) {
  const viewer = { companyId: company.companyId, user: { id: company.userId, isAdministrator: true } };
  const bodies = new Map<string, Record<string, unknown>>();
  const plans = new Map<string, Plans>();
  for (const s of scenarios) {
    let body = s.body;
    if (s.keyset) {
      const before = { ...inputOf(s), currentPage: DEEP_PAGE - 1 };
      const rows = (await listReader(database.db, requireKind(s.objectName), viewer, before).first()) as Record<string, unknown>[];
      const last = rows[DEEP_PAGE_SIZE - 1]!;
      const { currentPage: _page, ...rest } = s.body;
      body = {
        ...rest,
        after: encodeCursor(before.orderBy, before.direction, { value: last[SORT_VALUE] as string | null, id: last.id as number }),
      };
    }
    if (s.criteria) {
      const { parameter: _filter, ...rest } = body as { parameter?: unknown };
      body = { ...rest, criteriaGroupList: s.criteria };
    }
    bodies.set(key(s), body);
    const type = recordType(s.objectName)!;
    const parsed = pagingSchema(type).parse({ ...body, criteriaGroupList: undefined });
    // The view's criteria as the api applies them (`POST /{Object}/Search`: applyView).
    const input = s.criteria
      ? (await applyView(database.db, viewer as unknown as UserAuth, type, { criteriaGroupList: s.criteria }, parsed)).input
      : parsed;
    const reader = listReader(database.db, requireKind(s.objectName), viewer, input);
    const page = await explain(database, sql`${reader.first()}`);
    const total = await explain(database, sql`${cappedCount(database.db, requireKind(s.objectName), reader.where, totalLimit(input))}`);
    plans.set(key(s), { page: page.summary, total: total.summary, pageMs: page.ms, totalMs: total.ms });
  }
  return { bodies, plans };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(op: () => Promise<void>, connections: number) {
  for (let i = 0; i < 5; i++) await op();
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await op();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

interface Plans {
  page: string;
  total: string;
  /** Execution time in the database (EXPLAIN ANALYZE, median of 5) of the page query and of the capped count. */
  pageMs: number;
  totalMs: number;
}

interface BackendResult {
  name: string;
  seedMs: number;
  results: Map<string, { p50: number; p99: number; rps: number; rows: number; total: string }>;
  searches: Map<string, { p50: number; p99: number; rps: number }>;
  plans: Map<string, Plans>;
}

async function runBackend(name: 'PGlite' | 'PostgreSQL'): Promise<BackendResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'suite-api-scale-'));
  const pg = name === 'PostgreSQL' ? await createTestDatabase() : null;
  try {
    const database = await openDatabase(pg ? { databaseUrl: pg.url } : { dataDir: join(dataDir, 'pglite') });
    const t0 = performance.now();
    const company = await createScaleCompany(database.db);
    await seedScaleRecords(database.db, company, rowCount);
    const seedMs = performance.now() - t0;
    const { bodies, plans } = await prepareScenarios(database, company);
    // PGlite is one process's database: the api opens it once the bench has let go.
    await database.close();

    const port = await freePort();
    const env = {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.url ?? '',
      REDIS_URL: '',
      API_LOG: '0',
      SERVICE_TOKEN: 'api-scale',
    };
    const child = spawn(join('node_modules', '.bin', 'tsx'), ['api/src/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${url}/api/health`);
      const login = await fetch(`${url}/api/Authentication/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: company.username, password: company.password }),
      });
      const { token } = (await login.json()) as { token: string };
      const pool = new Pool(url, { connections: concurrency * 2 });
      const results: BackendResult['results'] = new Map();
      for (const s of scenarios) {
        const body = JSON.stringify(bodies.get(key(s)));
        let last = { rows: 0, total: '' };
        const op = async () => {
          const res = await pool.request({
            method: 'POST',
            path: `/api/${s.objectName}/${s.criteria ? 'Search' : 'PagingAndSorting'}`,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body,
          });
          const text = await res.body.text();
          if (res.statusCode !== 200) throw new Error(`${key(s)} → ${res.statusCode}: ${text}`);
          const page = JSON.parse(text) as { data: unknown[]; totalItem: number; totalExact: boolean };
          last = { rows: page.data.length, total: `${page.totalExact ? '' : '~'}${page.totalItem}` };
        };
        const latency = await measure(op, 1);
        const throughput = await measure(op, concurrency);
        results.set(key(s), { p50: latency.p50, p99: latency.p99, rps: throughput.rps, ...last });
      }
      const searches: BackendResult['searches'] = new Map();
      for (const s of searchScenarios) {
        const op = async () => {
          const res = await pool.request({
            method: s.method,
            path: s.path,
            headers: {
              authorization: `Bearer ${token}`,
              ...(s.form ? { 'content-type': 'application/x-www-form-urlencoded' } : s.json ? { 'content-type': 'application/json' } : {}),
            },
            body: s.form ? new URLSearchParams(s.form).toString() : s.json ? JSON.stringify(s.json) : undefined,
          });
          const text = await res.body.text();
          if (res.statusCode !== 200) throw new Error(`${s.label} → ${res.statusCode}: ${text}`);
        };
        const latency = await measure(op, 1);
        const throughput = await measure(op, concurrency);
        searches.set(s.label, { p50: latency.p50, p99: latency.p99, rps: throughput.rps });
      }
      await pool.close();
      return { name, seedMs, results, searches, plans };
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  } finally {
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runApiScale(): Promise<void> {
  // SCALE_BACKENDS=PostgreSQL (or PGlite) runs one side only (PGlite's seeding alone takes minutes).
  const only = process.env.SCALE_BACKENDS?.split(',');
  const names = (['PGlite', ...(process.env.DATABASE_URL ? ['PostgreSQL' as const] : [])] as const).filter(
    (n) => !only || only.includes(n),
  );
  console.log(
    `\napi at scale: ${rowCount.toLocaleString('en')} organizations and ${rowCount.toLocaleString('en')} people in one company; p50/p99 at 1 connection, req/s at ${concurrency}, ${seconds} s each` +
      (process.env.DATABASE_URL ? '' : ' (set DATABASE_URL for the PostgreSQL side)'),
  );
  const runs: BackendResult[] = [];
  for (const name of names) runs.push(await runBackend(name));
  for (const run of runs)
    console.log(`seeding on ${run.name}: ${(run.seedMs / 1000).toFixed(1)} s (bulk INSERT … SELECT generate_series, then VACUUM ANALYZE)`);

  const fmt = (n: number, d = 2) => n.toFixed(d).padStart(8);
  const head = runs.map((r) => `${r.name.padStart(16)}${''.padStart(18)}`).join(' |');
  console.log(`\n${''.padEnd(38)}${head}`);
  console.log(
    `${'scenario'.padEnd(38)}${runs.map(() => `${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'req/s'.padStart(8)}${'total'.padStart(10)}`).join(' |')}`,
  );
  for (const s of scenarios) {
    const cells = runs.map((r) => {
      const x = r.results.get(key(s))!;
      return `${fmt(x.p50)}${fmt(x.p99)}${fmt(x.rps, 0)}${x.total.padStart(10)}`;
    });
    console.log(`${key(s).padEnd(38)}${cells.join(' |')}`);
  }
  console.log(
    `\n${'searches and role lists'.padEnd(38)}${runs.map(() => `${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'req/s'.padStart(8)}${''.padStart(10)}`).join(' |')}`,
  );
  for (const s of searchScenarios) {
    const cells = runs.map((r) => {
      const x = r.searches.get(s.label)!;
      return `${fmt(x.p50)}${fmt(x.p99)}${fmt(x.rps, 0)}${''.padStart(10)}`;
    });
    console.log(`${s.label.padEnd(38)}${cells.join(' |')}`);
  }
  for (const run of runs) {
    console.log(
      `\nplans on ${run.name} (EXPLAIN ANALYZE of the page query, which carries the capped count, and of the capped count alone; database time median of 5):`,
    );
    for (const s of scenarios) {
      const p = run.plans.get(key(s))!;
      console.log(
        `  ${key(s).padEnd(36)} ${p.pageMs.toFixed(2).padStart(7)} ms  ${p.page}\n  ${''.padEnd(36)} ${p.totalMs.toFixed(2).padStart(7)} ms  total: ${p.total}`,
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runApiScale();
