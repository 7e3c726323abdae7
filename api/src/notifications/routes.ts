import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../context';
import { notifications, users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { announce, insertNotification, listNotifications, toNotification } from './service';

const id = z.coerce.number().int().positive();
const pageQuery = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const addBody = z.object({
  userId: id,
  name: z.string().trim().min(1).max(500),
  objectName: z.string().max(100).nullish(),
  objectId: z.number().int().nullish(),
  type: z.enum(['Notification', 'Website', 'Module']).default('Notification'),
  action: z.string().max(100).nullish(),
  parentObject: z.string().max(100).nullish(),
  parentId: z.number().int().nullish(),
  parentName: z.string().max(500).nullish(),
});

export async function notificationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/UserMainMenu/Notification', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(pageQuery, request.query);
    return listNotifications(db, auth.companyId, auth.user.id, q.currentPage, q.pageSize);
  });

  app.post('/api/Notification/Add', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(addBody, request.body ?? {});
    const [addressee] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, body.userId), eq(users.companyId, auth.companyId)));
    // A reference to nobody in the company is bad input (400, field named), like every reference of a record.
    if (!addressee) throw badRequest('Invalid user', [{ field: 'userId', message: 'Invalid user' }]);
    const row = await insertNotification(db, {
      companyId: auth.companyId,
      userId: body.userId,
      name: body.name,
      objectName: body.objectName ?? null,
      objectId: body.objectId ?? null,
      type: body.type,
      action: body.action ?? null,
      owner: auth.user.id,
      parentObject: body.parentObject ?? null,
      parentId: body.parentId ?? null,
      parentName: body.parentName ?? null,
    });
    await announce(app.ctx.hub, [row]);
    return { model: toNotification(row) };
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
