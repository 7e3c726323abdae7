// The section route `GET /api/{Object}/{Section}/{id}`: the records a `records`/`updates` section lists.
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { SectionDef } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { requireKind, scope, type StoredKind } from './kinds';
import { selectRows, withPermissions, type Row, type RowWithPermission } from './read';

export const sectionPaging = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SectionPaging = z.output<typeof sectionPaging>;

/** Sections that list records (with the type they list). */
export const listingSections = (sections: readonly SectionDef[]) =>
  sections.filter((s) => (s.kind === 'records' || s.kind === 'updates') && s.type && s.via);

/** Which rows of the section's type belong to `row` (of `kind`); undefined when none can. */
function relation(kind: StoredKind, row: Row, section: SectionDef, target: StoredKind): SQL | undefined {
  const via = section.via!;
  if ('field' in via) return eq(target.col(via.field), row.id);
  if ('parent' in via) {
    const name = kind.type.objectName;
    return or(
      and(eq(target.col('parentObject'), name), eq(target.col('parentId'), row.id)),
      and(eq(target.col('topParentObject'), name), eq(target.col('topParentId'), row.id)),
    );
  }
  const ref = row[via.reference];
  return typeof ref === 'number' ? eq(target.col('id'), ref) : undefined;
}

export async function sectionPage(db: Db, kind: StoredKind, auth: UserAuth, row: Row, section: SectionDef, page: SectionPaging) {
  const target = requireKind(section.type!);
  const related = relation(kind, row, section, target);
  if (!related) return { data: [] as RowWithPermission[], totalPage: 0, totalItem: 0 };
  const where = scope(target, auth, related);
  const [rows, [total]] = await Promise.all([
    selectRows(db, target, where, {
      orderBy: [desc(target.col('creationDate')), desc(target.col('id'))],
      limit: page.pageSize,
      offset: (page.currentPage - 1) * page.pageSize,
    }),
    db.select({ n: count() }).from(target.table).where(where),
  ]);
  const totalItem = total?.n ?? 0;
  return { data: await withPermissions(db, target, auth, rows), totalPage: Math.ceil(totalItem / page.pageSize), totalItem };
}
