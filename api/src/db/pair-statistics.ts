// Which pair codes a table's statistics know by their own frequency: the most common elements of its
// `search_pairs` (list-keys.ts), as ANALYZE last sampled them. The planner estimates a known code from its share of
// the sampled rows, and any other from a floor (half the least common known code's share), whatever its real count:
// only a known pair's estimate may stand in for its count (records/lists.ts, knownPair).
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { PAIRS_COLUMN } from './list-keys';

/** How long a table's known codes are kept: statistics change with ANALYZE (autovacuum's, or a migration's). */
const KEPT_MS = 5 * 60_000;

interface Kept {
  until: number;
  codes: Promise<ReadonlySet<number>>;
}

// Per handle, as the prepared shapes (db/prepared.ts): each database has its own statistics.
const kept = new WeakMap<Db, Map<string, Kept>>();

async function readKnownCodes(db: Db, table: string): Promise<ReadonlySet<number>> {
  const result = (await db.execute(
    sql`select most_common_elems::text as codes from pg_stats
        where schemaname = current_schema() and tablename = ${table} and attname = ${PAIRS_COLUMN}`,
  )) as unknown as { rows: { codes: string | null }[] };
  const text = result.rows[0]?.codes;
  // `{12776,-20076,…}`: an int2 array as text (no statistics yet: none known).
  return new Set(text ? text.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : []);
}

/** The codes `table`'s statistics know (kept KEPT_MS per handle; a failed read is forgotten at once). */
export function knownPairCodes(db: Db, table: string): Promise<ReadonlySet<number>> {
  let byTable = kept.get(db);
  if (!byTable) kept.set(db, (byTable = new Map()));
  const now = Date.now();
  const hit = byTable.get(table);
  if (hit && hit.until > now) return hit.codes;
  const entry: Kept = { until: now + KEPT_MS, codes: readKnownCodes(db, table) };
  byTable.set(table, entry);
  entry.codes.catch(() => byTable.get(table) === entry && byTable.delete(table));
  return entry.codes;
}

/** Forget what a handle's tables' statistics were (after an ANALYZE the caller ran itself: tests, a re-seed). */
export function forgetPairStatistics(db: Db): void {
  kept.delete(db);
}
