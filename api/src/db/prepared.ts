// Queries whose shape is fixed are built once per database handle and run again with new values: drizzle's
// query builder (building the SQL text from the builder's objects) costs more CPU than the rest of a small query,
// and a list request runs several of them. A shape's values go in as `sql.placeholder(name)`, filled on each run.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A built query: `execute` fills its placeholders and runs it (drizzle's prepared query). */
export interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

// Per handle (the pool, PGlite, or a transaction, whose queries must run on its own connection); a handle's
// shapes go with it.
const shapes = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/**
 * The query of `key` on this handle, built by `build` the first time. `key` must name everything the built text
 * depends on (every value not passed as a placeholder); there are few such shapes, so they are kept for good.
 */
export function prepared<T>(db: Db, key: string, build: () => Prepared<T>): Prepared<T> {
  let byKey = shapes.get(db);
  if (!byKey) shapes.set(db, (byKey = new Map()));
  let query = byKey.get(key) as Prepared<T> | undefined;
  if (!query) {
    query = build();
    byKey.set(key, query as Prepared<unknown>);
  }
  return query;
}

/**
 * The name a shape's statement is kept under on each PostgreSQL connection (parsed and planned once there), for
 * shapes of plain key lookups, whose generic plan is the custom one; PGlite ignores it. Shapes whose best plan
 * depends on their values (a list page's LIMIT against the sort index) take `UNNAMED`: built once, planned per run.
 */
export const statementName = (key: string) => `q_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
export const UNNAMED = '';

/** `column = any($name)`: one shape for any number of values (an `in (...)` list has one per count). */
export const anyOf = (column: PgColumn | SQL, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;
