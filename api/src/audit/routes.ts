// History section: audit rows of a record (and of everything whose top parent it is), for one record or
// a batch (`parentIdList`, one page per record, in a fixed number of queries).
import type { FastifyInstance } from 'fastify';
import { and, count, eq, getTableColumns, gt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordType } from '../../../contract';
import { requireUser, type UserAuth } from '../context';
import type { Db } from '../db/client';
import { auditHistory, users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { BATCH_OWNER, batchOwners, groupByOwner, rankWithinOwner } from '../records/batch';
import { perRecord } from '../records/batch-routes';
import { endpointOf } from '../records/endpoints';
import type { StoredKind } from '../records/kinds';
import type { Row } from '../records/read';

const MAX_ID = 2_147_483_647;
const pagingBody = z.object({
  parentObject: z.string().min(1).max(100),
  parentId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  /** A batch: one page per record (at most 100 ids). */
  parentIdList: z.array(z.coerce.number().int().positive().max(MAX_ID)).max(100, 'parentIdList takes at most 100 ids').optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

type HistoryRow = Omit<typeof auditHistory.$inferSelect, 'companyId'> & { userName: string | null };

/** Audit rows of records of one kind whose object or top parent is the record. */
const belongsTo = (objectName: string) =>
  or(
    and(eq(auditHistory.objectName, objectName), eq(auditHistory.objectId, BATCH_OWNER)),
    and(eq(auditHistory.topParentObject, objectName), eq(auditHistory.topParentId, BATCH_OWNER)),
  );

/** One history page for each row of one kind: one ranked query and one grouped count. */
async function historyPages(db: Db, kind: StoredKind, auth: UserAuth, rows: Row[], page: { currentPage: number; pageSize: number }) {
  const ids = rows.map((r) => r.id);
  const { companyId: _companyId, ...columns } = getTableColumns(auditHistory);
  const where = eq(auditHistory.companyId, auth.companyId);
  const ranked = db
    .select({
      ...columns,
      batchOwner: sql<number>`${BATCH_OWNER}`.as('history_owner'),
      batchRank: rankWithinOwner(sql`${auditHistory.changeDate} desc`, sql`${auditHistory.id} desc`).as('history_rank'),
    })
    .from(auditHistory)
    .innerJoin(batchOwners(ids), belongsTo(kind.type.objectName))
    .where(where)
    .as('ranked_history');
  const offset = (page.currentPage - 1) * page.pageSize;
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(ranked)
      .leftJoin(users, eq(users.id, ranked.userId))
      .where(and(gt(ranked.batchRank, offset), lte(ranked.batchRank, offset + page.pageSize)))
      .orderBy(ranked.batchOwner, ranked.batchRank),
    db
      .select({ owner: sql<number>`${BATCH_OWNER}`, n: count() })
      .from(auditHistory)
      .innerJoin(batchOwners(ids), belongsTo(kind.type.objectName))
      .where(where)
      .groupBy(BATCH_OWNER),
  ]);
  const listed = items.map(({ ranked_history: { batchOwner, batchRank: _rank, ...item }, users: user }) => ({
    owner: Number(batchOwner),
    row: { ...item, userName: [user?.firstName, user?.lastName].filter(Boolean).join(' ') || null } as HistoryRow,
  }));
  const byOwner = groupByOwner(ids, listed, (x) => x.owner);
  const total = new Map(totals.map((t) => [Number(t.owner), t.n]));
  return new Map(
    ids.map((id) => {
      const totalItem = total.get(id) ?? 0;
      return [id, { data: (byOwner.get(id) ?? []).map((x) => x.row), totalPage: Math.ceil(totalItem / page.pageSize), totalItem }];
    }),
  );
}

export async function auditRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post('/api/AuditHistory/PagingAndSorting2', async (request) => {
    const auth = requireUser(request);
    const input = parseBody(pagingBody, request.body ?? {});
    // History is readable by whoever can read the record; unknown or other-tenant parents are 404 (absent from a batch).
    const type = recordType(input.parentObject);
    if (!type) throw notFound('Invalid object');
    const ep = endpointOf(type);
    const read = (kind: StoredKind, rows: Row[]) => historyPages(db, kind, auth, rows, input);
    if (input.parentIdList) {
      const found = await perRecord(db, auth, ep, [...new Set(input.parentIdList)], read);
      return { data: found.map(({ id, value }) => ({ id, ...value })) };
    }
    if (input.parentId === undefined)
      throw badRequest('Please complete all required fields', [{ field: 'parentId', message: 'Please complete all required fields' }]);
    const [found] = await perRecord(db, auth, ep, [input.parentId], read);
    if (!found) throw notFound('Invalid object');
    return found.value;
  });

  app.get('/api/AuditHistory/GetChangeField/:batchId', async (request) => {
    const auth = requireUser(request);
    const { batchId } = parseBody(z.object({ batchId: z.uuid() }), request.params);
    const [row] = await db
      .select({ fieldChangeList: auditHistory.fieldChangeList })
      .from(auditHistory)
      .where(and(eq(auditHistory.companyId, auth.companyId), eq(auditHistory.batchId, batchId)));
    if (!row) throw notFound('Invalid object');
    return { data: row.fieldChangeList };
  });
}
