import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../context';
import { anyOf, prepared, statementName } from '../db/prepared';
import { companies, users } from '../db/schema';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { mainMenu } from './menu';
import { userOptionRoutes } from './options';
import { toSessionUser, toUser } from './model';
import { planPrompts } from '../plans/prompts';

const idList = z
  .string()
  .max(10_000)
  .transform((s) =>
    [...new Set(s.split(',').map((x) => Number(x.trim())))].filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647),
  );

export async function userRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  await userOptionRoutes(app);

  app.get('/api/User/GetModel/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }), request.params);
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.companyId, auth.companyId)));
    if (!user) throw notFound('User not found');
    const permission = auth.user.isAdministrator || user.id === auth.user.id ? 'write' : 'read';
    return { model: toUser(user), permission };
  });

  // One query for any number of ids: this is what the bff's DataLoader batches into.
  app.get('/api/User/List', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(z.object({ idList: idList.optional() }), request.query);
    if (q.idList && q.idList.length === 0) return { data: [] };
    const key = q.idList ? 'userList:ids' : 'userList:all';
    const query = prepared(db, key, () =>
      db
        .select()
        .from(users)
        .where(and(eq(users.companyId, sql.placeholder('companyId')), q.idList ? anyOf(users.id, 'ids') : undefined))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .prepare(statementName(key)),
    );
    const rows = await query.execute({ companyId: auth.companyId, ids: q.idList });
    return { data: rows.map(toUser) };
  });

  app.get('/api/UserMainMenu/InitialData', async (request) => {
    const auth = requireUser(request);
    const [[company], userRows, plan] = await Promise.all([
      db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, auth.companyId)),
      db.select().from(users).where(eq(users.companyId, auth.companyId)).orderBy(asc(users.firstName), asc(users.id)),
      planPrompts(app.ctx, auth),
    ]);
    return {
      session: toSessionUser(auth.user),
      company: company ?? null,
      mainMenu: mainMenu(auth.user.role, plan.menu),
      userList: userRows.map(toUser),
      ...plan.initialData,
    };
  });
}
