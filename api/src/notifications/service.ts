// Notifications: stored per user, announced on the hub (`notification.notify` to `user:<id>`).
import { and, count, desc, eq } from 'drizzle-orm';
import { recordType } from '../../../contract';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import type { HubBus } from '../hub/bus';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'creationDate' | 'isRead'>;

export function toNotification(n: NotificationRow) {
  const { companyId: _companyId, ...rest } = n;
  return rest;
}

/**
 * Inserts inside the caller's transaction; the caller announces after commit with `announce`. The record named
 * is stored by its catalogue name only (clients build its link from the catalogue's URL segment and the id).
 */
export async function insertNotification(db: Db, values: NewNotification): Promise<NotificationRow> {
  const objectName = values.objectName ? recordType(values.objectName)?.objectName : null;
  if (values.objectName && !objectName) throw new Error(`notification for an uncatalogued type ${values.objectName}`);
  const [row] = await db.insert(notifications).values({ ...values, objectName }).returning();
  return row!;
}

export async function announce(hub: HubBus, rows: NotificationRow[]): Promise<void> {
  for (const n of rows) {
    await hub.publish({
      hub: 'notification',
      event: 'notify',
      group: `user:${n.userId}`,
      companyId: n.companyId,
      payload: toNotification(n),
    });
  }
}

export async function listNotifications(db: Db, companyId: number, userId: number, currentPage: number, pageSize: number) {
  const mine = and(eq(notifications.companyId, companyId), eq(notifications.userId, userId));
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.creationDate), desc(notifications.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db.select({ n: count() }).from(notifications).where(mine),
    db.select({ n: count() }).from(notifications).where(and(mine, eq(notifications.isRead, false))),
  ]);
  return { data: rows.map(toNotification), totalItem: total?.n ?? 0, unreadCount: unread?.n ?? 0 };
}
