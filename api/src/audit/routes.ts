// History section: audit rows of a record (and of everything whose top parent it is).
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../context';
import { auditHistory, users } from '../db/schema';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { kindOf } from '../records/kinds';
import { findRow } from '../records/read';

const pagingBody = z.object({
  parentObject: z.string().min(1).max(100),
  parentId: z.coerce.number().int().positive(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export async function auditRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post('/api/AuditHistory/PagingAndSorting2', async (request) => {
    const auth = requireUser(request);
    const input = parseBody(pagingBody, request.body ?? {});
    const kind = kindOf(input.parentObject);
    // History is readable by whoever can read the record; unknown or other-tenant parents are 404.
    if (!kind || !(await findRow(db, kind, auth, input.parentId))) throw notFound('Invalid object');
    const objectName = kind.type.objectName;
    const where = and(
      eq(auditHistory.companyId, auth.companyId),
      or(
        and(eq(auditHistory.objectName, objectName), eq(auditHistory.objectId, input.parentId)),
        and(eq(auditHistory.topParentObject, objectName), eq(auditHistory.topParentId, input.parentId)),
      ),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ item: auditHistory, firstName: users.firstName, lastName: users.lastName })
        .from(auditHistory)
        .leftJoin(users, eq(users.id, auditHistory.userId))
        .where(where)
        .orderBy(desc(auditHistory.changeDate), desc(auditHistory.id))
        .limit(input.pageSize)
        .offset((input.currentPage - 1) * input.pageSize),
      db.select({ n: count() }).from(auditHistory).where(where),
    ]);
    const totalItem = total?.n ?? 0;
    return {
      data: rows.map(({ item: { companyId: _companyId, ...item }, firstName, lastName }) => ({
        ...item,
        userName: [firstName, lastName].filter(Boolean).join(' ') || null,
      })),
      totalPage: Math.ceil(totalItem / input.pageSize),
      totalItem,
    };
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
