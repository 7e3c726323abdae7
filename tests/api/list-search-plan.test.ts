// How a keyword search pages (records/lists.ts, listReader): the query collects the matches once and pages from
// them when there are at most SEARCH_TOTAL_LIMIT, else walks the sort index; both branches are in the one query,
// behind a one-time filter on the count. Checked with EXPLAIN ANALYZE (which branch gave the page, and that the
// other never ran) and against the same list read plainly, on both backends: a rare and a common term, both
// directions, offset and keyset pages, ties by id, deleted rows and another company's rows left out. Also: a deep
// offset page skips its rows on the sort index alone (the index carries the column its lower() is computed from).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAuth } from '../../api/src/context';
import type { Database, Db } from '../../api/src/db/client';
import { requireKind } from '../../api/src/records/kinds';
import { forgetPairStatistics } from '../../api/src/db/pair-statistics';
import { knownPair, listReader, pageRecords, pagingSchema, quickSearch } from '../../api/src/records/lists';
import { SEARCH_TOTAL_LIMIT, UNCOUNTED_PAIR_ROWS } from '../../api/src/records/totals';
import { recordType } from '../../contract';
import { createScaleCompany, type ScaleCompany } from '../load/scale-data';
import { backends, openTestDatabase } from './support/api';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

async function planOf(db: Db, query: unknown, analyze: boolean): Promise<PlanNode> {
  const explain = analyze ? sql`explain (analyze, format json)` : sql`explain (format json)`;
  const result = (await db.execute(sql`${explain} ${query as ReturnType<typeof sql>}`)) as unknown as { rows: Record<string, unknown>[] };
  const raw = Object.values(result.rows[0]!)[0];
  return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan;
}

/** Rows of a company: every 500th is a "Harbor" (rare), the others "Acme" (more than SEARCH_TOTAL_LIMIT); names repeat. */
const ROWS = SEARCH_TOTAL_LIMIT + 500;
async function insertOrganizations(db: Db, company: ScaleCompany, rows: number) {
  await db.execute(sql`
    insert into organizations (company_id, owner_id, name)
    select ${company.companyId}, ${company.userId},
      case when g % 500 = 0 then 'Harbor Works ' || (g % 7) else 'Acme ' || (g % 97) end
    from generate_series(1, ${rows}) as g`);
}

const type = recordType('Organization')!;
const kind = requireKind('Organization');

describe.each(backends({ postgres: true }))('keyword search plans on $name', (backend) => {
  let database: Database;
  let close: () => Promise<void> = async () => undefined;
  let auth: UserAuth;

  beforeAll(async () => {
    ({ database, close } = await openTestDatabase(backend));
    const db = database.db;
    const other = await createScaleCompany(db);
    await insertOrganizations(db, other, 1_000);
    const company = await createScaleCompany(db);
    await insertOrganizations(db, company, ROWS);
    // A third of the rare rows deleted.
    await db.execute(
      sql`update organizations set deleted_at = now() where company_id = ${company.companyId} and name like 'Harbor%' and id % 3 = 0`,
    );
    await db.execute(sql`vacuum analyze organizations`);
    auth = { companyId: company.companyId, user: { id: company.userId, isAdministrator: true } } as unknown as UserAuth;
  }, 120_000);
  afterAll(async () => {
    await close();
  });

  /** The company's live matches in list order, read plainly. */
  async function expected(term: string, direction: 'asc' | 'desc'): Promise<number[]> {
    const dir = sql.raw(direction);
    const result = (await database.db.execute(
      sql`select id from organizations where company_id = ${auth.companyId} and deleted_at is null and name ilike ${`%${term}%`}
          order by lower(name) ${dir}, id ${dir}`,
    )) as unknown as { rows: { id: number }[] };
    return result.rows.map((r) => Number(r.id));
  }

  const input = (keyword: string, direction: 'asc' | 'desc', extra: Record<string, unknown> = {}) =>
    pagingSchema(type).parse({ pageSize: 7, orderBy: 'name', direction, parameter: { keyword }, ...extra });

  /** Rows each branch of the page's union gave: [collected matches, index walk]. */
  async function branchRows(keyword: string, direction: 'asc' | 'desc'): Promise<number[]> {
    const plan = nodes(await planOf(database.db, listReader(database.db, kind, auth, input(keyword, direction)).first(), true));
    const append = plan.find((n) => n['Node Type'] === 'Append');
    expect(append?.Plans).toHaveLength(2);
    return append!.Plans!.map((p) => p['Actual Rows'] ?? -1);
  }

  it('a rare term pages from its collected matches (the index walk gives nothing); a common one walks the index', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      expect(await branchRows('harbor', direction)).toEqual([8, 0]);
      expect(await branchRows('acme', direction)).toEqual([0, 8]);
    }
  });

  it('either way the pages are the list in order (ties by id), by offset and by keyset, with the total', async () => {
    // Two-character terms too: "ha" in the rare rows only, "ac" in every other (estimated, never counted: below).
    for (const [term, exact] of [
      ['harbor', true],
      ['acme', false],
      ['ha', true],
      ['ac', false],
    ] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const all = await expected(term, direction);
        const first = await pageRecords(database.db, kind, auth, input(term, direction));
        expect(first.data.map((r) => r.id)).toEqual(all.slice(0, 7));
        expect(first.totalExact).toBe(exact);
        if (exact) expect(first.totalItem).toBe(all.length);
        else expect(first.totalItem).toBeGreaterThan(term.length === 2 ? UNCOUNTED_PAIR_ROWS : SEARCH_TOTAL_LIMIT);
        const third = await pageRecords(database.db, kind, auth, input(term, direction, { currentPage: 3 }));
        expect(third.data.map((r) => r.id)).toEqual(all.slice(14, 21));
        const second = await pageRecords(database.db, kind, auth, input(term, direction, { after: first.nextCursor }));
        expect(second.data.map((r) => r.id)).toEqual(all.slice(7, 14));
      }
    }
    // The last page of the rare term: no cursor after it; past it, an empty page with the same total.
    const all = await expected('harbor', 'asc');
    const pages = Math.ceil(all.length / 7);
    const last = await pageRecords(database.db, kind, auth, input('harbor', 'asc', { currentPage: pages }));
    expect(last.data.map((r) => r.id)).toEqual(all.slice((pages - 1) * 7));
    expect(last.nextCursor).toBeNull();
    const past = await pageRecords(database.db, kind, auth, input('harbor', 'asc', { currentPage: pages + 1 }));
    expect(past.data).toEqual([]);
    expect(past.totalItem).toBe(all.length);
    const none = await pageRecords(database.db, kind, auth, input('no such name', 'asc'));
    expect(none).toMatchObject({ data: [], totalItem: 0, totalExact: true });
  });

  /** The statements the database receives while `run` runs, whatever the driver (both clients have query()). */
  async function statementsOf(run: (seen: string[]) => Promise<void>): Promise<void> {
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    const seen: string[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      const text = args[0] as string | { text: string };
      seen.push(typeof text === 'string' ? text : text.text);
      return query.apply(this, args);
    };
    try {
      await run(seen);
    } finally {
      client.query = query;
    }
  }
  const counts = (seen: string[]) => seen.filter((q) => /count\(/i.test(q));
  const estimates = (seen: string[]) => seen.filter((q) => /^explain/i.test(q));

  it('a pair most rows hold is estimated, not counted, and its page walks the sort index; a rare pair is counted', async () => {
    await statementsOf(async (seen) => {
      const common = await pageRecords(database.db, kind, auth, input('AC', 'asc'));
      expect(common.totalExact).toBe(false);
      expect(common.data.map((r) => r.id)).toEqual((await expected('ac', 'asc')).slice(0, 7));
      expect(counts(seen)).toEqual([]);
      expect(estimates(seen)).toHaveLength(1);
      seen.length = 0;
      const rare = await pageRecords(database.db, kind, auth, input('ha', 'asc'));
      expect(rare).toMatchObject({ totalExact: true, totalItem: (await expected('ha', 'asc')).length });
      expect(counts(seen)).toHaveLength(1);
    });
  });

  it('a pair the statistics do not know is counted without an estimate; a known one is counted exactly below UNCOUNTED_PAIR_ROWS', async () => {
    const db = database.db;
    // 1,500 rows hold "qu" and 3,000 "ze": more than a count's usual limit (1,000), on either side of UNCOUNTED_PAIR_ROWS.
    await db.execute(sql`
      insert into organizations (company_id, owner_id, name)
      select ${auth.companyId}, ${auth.user.id}, case when g % 2 = 0 then 'Quartz Zephyr ' || g else 'Zephyr ' || g end
      from generate_series(1, 3000) as g`);
    await db.execute(sql`analyze organizations`);
    forgetPairStatistics(db);
    try {
      // "xq": no row holds it, so the statistics cannot know it (their estimate would be a floor): counted, no estimate.
      expect(await knownPair(db, 'xq', type)).toBe(false);
      await statementsOf(async (seen) => {
        expect(await pageRecords(db, kind, auth, input('xq', 'asc'))).toMatchObject({ data: [], totalItem: 0, totalExact: true });
        expect(estimates(seen)).toEqual([]);
        expect(counts(seen)).toHaveLength(1);
      });
      expect(await knownPair(db, 'qu', type)).toBe(true);
      await statementsOf(async (seen) => {
        const qu = await pageRecords(db, kind, auth, input('Qu', 'asc'));
        expect(qu).toMatchObject({ totalItem: 1_500, totalExact: true });
        expect(qu.data.map((r) => r.id)).toEqual((await expected('qu', 'asc')).slice(0, 7));
        expect(counts(seen)).toHaveLength(1);
      });
      await statementsOf(async (seen) => {
        const ze = await pageRecords(db, kind, auth, input('ze', 'desc'));
        expect(ze.totalExact).toBe(false);
        expect(ze.totalItem).toBeGreaterThan(UNCOUNTED_PAIR_ROWS);
        expect(ze.data.map((r) => r.id)).toEqual((await expected('ze', 'desc')).slice(0, 7));
        expect(counts(seen)).toEqual([]);
      });
      // A quick search finds a known pair by its code alone: the same rows as the ILIKEs.
      for (const term of ['qu', 'ze']) {
        expect((await quickSearch(db, kind, auth, term)).map((hit) => hit.id)).toEqual((await expected(term, 'asc')).slice(0, 20));
      }
    } finally {
      await db.execute(sql`delete from organizations where company_id = ${auth.companyId} and name like '%Zephyr%'`);
      await db.execute(sql`analyze organizations`);
      forgetPairStatistics(db);
    }
  });

  it('an uncounted total is exact when the first page holds every match (the statistics misjudged the rows)', async () => {
    // All but a few of the company's "ac" rows deleted, the statistics not told: they still estimate ~10,000.
    const hidden = sql`company_id = ${auth.companyId} and name like 'Acme%' and id % 1000 <> 0`;
    await database.db.execute(sql`update organizations set deleted_at = now() where ${hidden}`);
    try {
      const all = await expected('ac', 'asc');
      expect(all.length).toBeLessThan(50);
      const page = await pageRecords(database.db, kind, auth, input('ac', 'asc', { pageSize: 50 }));
      expect(page).toMatchObject({ totalItem: all.length, totalExact: true, nextCursor: null });
      expect(page.data.map((r) => r.id)).toEqual(all);
    } finally {
      // Every "Acme" row was live before.
      await database.db.execute(sql`update organizations set deleted_at = null where ${hidden}`);
      await database.db.execute(sql`analyze organizations`);
    }
  });

  it('a deep offset page skips its rows on the sort index alone', async () => {
    const deep = pagingSchema(type).parse({ currentPage: 300, pageSize: 20, orderBy: 'name' });
    const plan = nodes(await planOf(database.db, listReader(database.db, kind, auth, deep).first(), false));
    expect(plan.some((n) => n['Node Type'] === 'Index Only Scan' && n['Index Name'] === 'organizations_name_sort_idx')).toBe(true);
  });
});
