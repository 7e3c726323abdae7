// POST /api/SignInAudit/PagingAndSorting: the company's sign-in attempts, newest first, for administrators only.
// Attempts that named no account of any company belong to no tenant and are shown to nobody here.
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../context';
import { signInAudit, users } from '../db/schema';
import { forbidden } from '../http/errors';
import { parseBody } from '../http/validation';
import { fullName } from '../users/model';

export const SIGN_IN_AUDIT_DENIED = 'Only administrators can see sign-in attempts';

const pagingBody = z.object({
  currentPage: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  parameter: z
    .object({
      outcome: z.enum(['success', 'failure', 'throttled']).optional(),
      username: z.string().trim().max(200).optional(),
    })
    .default({}),
});

export async function signInAuditRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post('/api/SignInAudit/PagingAndSorting', async (request) => {
    const auth = requireUser(request);
    if (!auth.user.isAdministrator) throw forbidden(SIGN_IN_AUDIT_DENIED);
    const { currentPage, pageSize, parameter } = parseBody(pagingBody, request.body ?? {});
    const filters: SQL[] = [eq(signInAudit.companyId, auth.companyId)];
    if (parameter.outcome) filters.push(eq(signInAudit.outcome, parameter.outcome));
    if (parameter.username) filters.push(eq(signInAudit.username, parameter.username.toLowerCase()));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: signInAudit, firstName: users.firstName, lastName: users.lastName })
        .from(signInAudit)
        .leftJoin(users, eq(users.id, signInAudit.userId))
        .where(where)
        .orderBy(desc(signInAudit.id))
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize),
      db.select({ n: count() }).from(signInAudit).where(where),
    ]);
    const totalItem = total?.n ?? 0;
    return {
      data: rows.map(({ row, firstName, lastName }) => ({
        id: row.id,
        attemptedAt: row.attemptedAt.toISOString(),
        username: row.username,
        userId: row.userId,
        userName: firstName === null || lastName === null ? null : fullName({ firstName, lastName }),
        clientAddress: row.clientAddress,
        userAgent: row.userAgent,
        outcome: row.outcome,
      })),
      totalPage: Math.ceil(totalItem / pageSize),
      totalItem,
    };
  });
}
