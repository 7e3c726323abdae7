// A list's total without counting every matching row on every page: counting is exact up to
// EXACT_TOTAL_LIMIT rows (a count that stops there, so its cost is bounded), and above it the planner's
// row estimate for the same query, flagged `totalExact: false` (clients show "about N"). A keyword search
// counts further (SEARCH_TOTAL_LIMIT): the planner cannot estimate a pattern match (it guessed 10,122 for
// 2,000 matches), and a count that may stop early at 1,001 tempts it into a sequential scan (117 ms).
import { count, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { StoredKind } from './kinds';

/** Totals up to this many rows are exact. */
export const EXACT_TOTAL_LIMIT = 1_000;
/** A keyword search's total is exact up to this many rows. */
export const SEARCH_TOTAL_LIMIT = 10_000;
/**
 * A pair whose code the statistics know (lists.ts, knownPair) estimated above this many rows is not counted: its page
 * walks the sort index, which finds a page sooner the more rows hold the pair, and its total is the estimate. Below it,
 * collecting every match (and counting them exactly) is the cheaper way to a page: at 100,000 rows, collecting a
 * 2% pair's 2,000 holders costs about what walking 2,500 rows of the sort index to find a page of 50 costs.
 */
export const UNCOUNTED_PAIR_ROWS = 2_000;

export interface Total {
  totalItem: number;
  /** false: `totalItem` is the planner's estimate, above EXACT_TOTAL_LIMIT. */
  totalExact: boolean;
}

/** The planner's row estimate of a query, from `EXPLAIN (FORMAT JSON)`. */
async function estimatedRows(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const raw = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** The count that stops after `limit` + 1 rows (exported for the EXPLAIN test). */
export function cappedCount(db: Db, kind: StoredKind, where: SQL, limit = EXACT_TOTAL_LIMIT) {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(kind.table)
    .where(where)
    .limit(limit + 1)
    .as('capped');
  return db.select({ n: count() }).from(capped);
}

/**
 * The number of live rows of `kind` matching `where` (exact up to `limit`); above it the estimate of `estimated`, the
 * same rows as the statistics see them best (lists.ts, listReader's `totalWhere`). `knownPair`: the rows are a pair's
 * holders whose code the statistics know, so the estimate is asked first and is the total, uncounted, when above
 * UNCOUNTED_PAIR_ROWS (uncountedTotal).
 */
export async function totalOf(
  db: Db,
  kind: StoredKind,
  where: SQL,
  limit = EXACT_TOTAL_LIMIT,
  estimated = where,
  knownPair = false,
): Promise<Total> {
  const first = knownPair ? await uncountedTotal(db, kind, estimated) : undefined;
  if (first?.total) return first.total;
  const [row] = await cappedCount(db, kind, where, limit);
  return totalFromCount(db, kind, estimated, row?.n ?? 0, limit, first?.estimate);
}

/**
 * The planner's estimate of a known pair's rows (`estimate`, for totalFromCount after a count), and `total` when it is
 * above UNCOUNTED_PAIR_ROWS: the total, uncounted.
 */
export async function uncountedTotal(db: Db, kind: StoredKind, where: SQL): Promise<{ total?: Total; estimate: number }> {
  const estimate = await rowEstimate(db, kind, where);
  return estimate > UNCOUNTED_PAIR_ROWS ? { total: { totalItem: estimate, totalExact: false }, estimate } : { estimate };
}

const rowEstimate = (db: Db, kind: StoredKind, where: SQL) =>
  estimatedRows(
    db,
    sql`${db
      .select({ one: sql`1` })
      .from(kind.table)
      .where(where)}`,
  );

/** The total of a capped count `n` already taken (a list page carries its own, see lists.ts); `estimate` if asked. */
export async function totalFromCount(
  db: Db,
  kind: StoredKind,
  where: SQL,
  n: number,
  limit = EXACT_TOTAL_LIMIT,
  estimate?: number,
): Promise<Total> {
  if (n <= limit) return { totalItem: n, totalExact: true };
  // The count proved more than the limit, whatever the statistics say.
  return { totalItem: Math.max(estimate ?? (await rowEstimate(db, kind, where)), n), totalExact: false };
}

/** Totals of several parts of one list (a role list's organizations and people). */
export const sumTotals = (totals: Total[]): Total => ({
  totalItem: totals.reduce((n, t) => n + t.totalItem, 0),
  totalExact: totals.every((t) => t.totalExact),
});
