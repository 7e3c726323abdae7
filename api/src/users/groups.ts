// Groups of users (share targets, calendar and stream filters): GET /api/Group/List.
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { requireUser } from '../context';
import { groups } from '../db/schema';

export async function groupRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get('/api/Group/List', async (request) => {
    const auth = requireUser(request);
    const rows = await db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(eq(groups.companyId, auth.companyId))
      .orderBy(asc(groups.name), asc(groups.id));
    return { data: rows };
  });
}
