// Reading something for many records in one query: the asked ids become a derived table
// `unnest(array[…]) as batch_owner(owner_id)` joined to the rows that belong to each of them, so a
// window function (`row_number() over (partition by owner_id …)`) or a GROUP BY answers every record at once.
import { sql, type SQL } from 'drizzle-orm';

/** The id of the record a joined row belongs to (the batch's owner column). */
export const BATCH_OWNER: SQL = sql`${sql.identifier('batch_owner')}.${sql.identifier('owner_id')}`;

/** The derived table of the asked ids (ids are validated integers, sent as parameters). */
export function batchOwners(ids: readonly number[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return sql`unnest(array[${list}]) as ${sql.identifier('batch_owner')}(${sql.identifier('owner_id')})`;
}

/** The same derived table with the ids as one array placeholder, for a query shape built once (db/prepared.ts). */
export const batchOwnersPlaceholder = (name: string): SQL =>
  sql`unnest(${sql.placeholder(name)}::int[]) as ${sql.identifier('batch_owner')}(${sql.identifier('owner_id')})`;

/** `row_number() over (partition by owner order by …)`: the rank of a row within its owner's list. */
export const rankWithinOwner = (...orderBy: SQL[]) =>
  sql<number>`row_number() over (partition by ${BATCH_OWNER} order by ${sql.join(orderBy, sql`, `)})`;

/** Groups values by owner id, keeping the order they came in; every asked id gets a (possibly empty) list. */
export function groupByOwner<T>(ids: readonly number[], items: readonly T[], ownerOf: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const item of items) out.get(ownerOf(item))?.push(item);
  return out;
}
