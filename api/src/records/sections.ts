// The section route `GET /api/{Object}/{Section}/{id}` (and its batch `?idList=`): the records a
// `records`/`updates` section lists. A batch is answered in a bounded number of queries whatever its
// size: one ranked query for the pages, one grouped count, one read of shares for the permissions.
import { and, count, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { SectionDef } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { prepared, UNNAMED } from '../db/prepared';
import { BATCH_OWNER, batchOwners, batchOwnersPlaceholder, groupByOwner, rankWithinOwner } from './batch';
import { requireKind, scope, viewerShape, type StoredKind } from './kinds';
import { rowsByIds, toRow, withPermissions, type Row, type RowWithPermission } from './read';

export const sectionPaging = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SectionPaging = z.output<typeof sectionPaging>;

export interface SectionPage {
  data: RowWithPermission[];
  totalPage: number;
  totalItem: number;
}

/** Sections that list records (with the type they list). */
export const listingSections = (sections: readonly SectionDef[]) =>
  sections.filter((s) => (s.kind === 'records' || s.kind === 'updates') && s.type && s.via);

/** How rows of the section's type join the batch's owners (`via field` and `via parent`). */
function belongsToOwner(kind: StoredKind, section: SectionDef, target: StoredKind): SQL {
  const via = section.via!;
  if ('field' in via) return eq(target.col(via.field), BATCH_OWNER);
  const name = kind.type.objectName;
  return or(
    and(eq(target.col('parentObject'), name), eq(target.col('parentId'), BATCH_OWNER)),
    and(eq(target.col('topParentObject'), name), eq(target.col('topParentId'), BATCH_OWNER)),
  )!;
}

const referenceOf = (row: Row, field: string) => (typeof row[field] === 'number' ? (row[field] as number) : null);

/** `via reference`: the one record each row's field points to (a person's organization), read in one query. */
async function referencedRows(
  db: Db,
  auth: UserAuth,
  rows: Row[],
  field: string,
  target: StoredKind,
): Promise<Map<number, RowWithPermission | null>> {
  const refs = [...new Set(rows.map((r) => referenceOf(r, field)).filter((n): n is number => n !== null))];
  const found = await withPermissions(db, target, auth, await rowsByIds(db, target, auth, refs));
  const byId = new Map(found.map((r) => [r.id, r]));
  return new Map(rows.map((r) => [r.id, byId.get(referenceOf(r, field) ?? 0) ?? null]));
}

/** Number of rows of a section for each of `rows` (one grouped query). */
export async function sectionTotals(
  db: Db,
  kind: StoredKind,
  auth: UserAuth,
  rows: Row[],
  section: SectionDef,
): Promise<Map<number, number>> {
  const target = requireKind(section.type!);
  const via = section.via!;
  if (rows.length === 0) return new Map();
  if ('reference' in via) {
    const refs = await referencedRows(db, auth, rows, via.reference, target);
    return new Map(rows.map((r) => [r.id, refs.get(r.id) ? 1 : 0]));
  }
  const ids = rows.map((r) => r.id);
  // Built once per shape (db/prepared.ts); unnamed, so each run is planned for its number of ids.
  const shape = viewerShape(auth);
  const key = `sectionTotals:${kind.type.objectName}:${section.key}:${shape.key}`;
  const query = prepared(db, key, () =>
    db
      .select({ owner: sql<number>`${BATCH_OWNER}`, n: count() })
      .from(target.table)
      .innerJoin(batchOwnersPlaceholder('ids'), belongsToOwner(kind, section, target))
      .where(scope(target, shape.viewer))
      .groupBy(BATCH_OWNER)
      .prepare(UNNAMED),
  );
  const counts = await query.execute({ ...shape.values, ids });
  const byOwner = new Map(counts.map((c) => [Number(c.owner), c.n]));
  return new Map(ids.map((id) => [id, byOwner.get(id) ?? 0]));
}

/** One page of a section for each of `rows` (of one kind), newest first. */
export async function sectionPages(
  db: Db,
  kind: StoredKind,
  auth: UserAuth,
  rows: Row[],
  section: SectionDef,
  page: SectionPaging,
): Promise<Map<number, SectionPage>> {
  const target = requireKind(section.type!);
  const via = section.via!;
  const offset = (page.currentPage - 1) * page.pageSize;
  const pageOf = (data: RowWithPermission[], totalItem: number): SectionPage => ({
    data,
    totalItem,
    totalPage: Math.ceil(totalItem / page.pageSize),
  });
  if (rows.length === 0) return new Map();
  if ('reference' in via) {
    const refs = await referencedRows(db, auth, rows, via.reference, target);
    return new Map(
      rows.map((r) => {
        const ref = refs.get(r.id);
        return [r.id, pageOf(ref && offset === 0 ? [ref] : [], ref ? 1 : 0)];
      }),
    );
  }
  const ids = rows.map((r) => r.id);
  const ranked = db
    .select({
      ...target.selection,
      batchOwner: sql<number>`${BATCH_OWNER}`.as('batch_owner_id'),
      batchRank: rankWithinOwner(sql`${target.col('creationDate')} desc`, sql`${target.col('id')} desc`).as('batch_rank'),
    })
    .from(target.table)
    .innerJoin(batchOwners(ids), belongsToOwner(kind, section, target))
    .where(scope(target, auth))
    .as('ranked_section');
  const [raw, totals] = await Promise.all([
    db
      .select()
      .from(ranked)
      .where(and(gt(ranked.batchRank, offset), lte(ranked.batchRank, offset + page.pageSize)))
      .orderBy(ranked.batchOwner, ranked.batchRank),
    sectionTotals(db, kind, auth, rows, section),
  ]);
  const listed = raw.map(({ batchOwner, batchRank: _rank, ...r }) => ({ owner: Number(batchOwner), row: toRow(target, r) }));
  const permitted = await withPermissions(
    db,
    target,
    auth,
    listed.map((l) => l.row),
  );
  const byOwner = groupByOwner(
    ids,
    listed.map((l, i) => ({ owner: l.owner, row: permitted[i]! })),
    (x) => x.owner,
  );
  return new Map(
    ids.map((id) => [
      id,
      pageOf(
        (byOwner.get(id) ?? []).map((x) => x.row),
        totals.get(id) ?? 0,
      ),
    ]),
  );
}

export async function sectionPage(
  db: Db,
  kind: StoredKind,
  auth: UserAuth,
  row: Row,
  section: SectionDef,
  page: SectionPaging,
): Promise<SectionPage> {
  return (await sectionPages(db, kind, auth, [row], section, page)).get(row.id)!;
}
