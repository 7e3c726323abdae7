// The user's own notifications: list, mark read, delete. Notifications are created only by the actions the spec
// defines (today: giving a record to another owner, records/writes.ts); there is no route to address one to
// someone else with free text, so nobody can plant a message or a link in a colleague's bell.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../context';
import { notifications } from '../db/schema';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { listNotifications } from './service';

const id = z.coerce.number().int().positive();
const pageQuery = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export async function notificationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/UserMainMenu/Notification', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(pageQuery, request.query);
    return listNotifications(db, auth.companyId, auth.user.id, q.currentPage, q.pageSize);
  });

  app.put('/api/Notification/MarkRead', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(z.object({ id: id.optional() }), request.query);
    const mine = and(eq(notifications.companyId, auth.companyId), eq(notifications.userId, auth.user.id));
    const where = q.id ? and(mine, eq(notifications.id, q.id)) : mine;
    const updated = await db.update(notifications).set({ isRead: true }).where(where).returning({ id: notifications.id });
    if (q.id && updated.length === 0) throw notFound('Notification not found');
    return {};
  });

  app.delete('/api/Notification/Delete/:id', async (request) => {
    const auth = requireUser(request);
    const params = parseBody(z.object({ id }), request.params);
    const deleted = await db
      .delete(notifications)
      .where(
        and(
          eq(notifications.companyId, auth.companyId),
          eq(notifications.userId, auth.user.id),
          eq(notifications.id, params.id),
        ),
      )
      .returning({ id: notifications.id });
    if (deleted.length === 0) throw notFound('Notification not found');
    return {};
  });

  app.delete('/api/Notification/DeleteAll', async (request) => {
    const auth = requireUser(request);
    await db
      .delete(notifications)
      .where(and(eq(notifications.companyId, auth.companyId), eq(notifications.userId, auth.user.id)));
    return {};
  });
}
