// Reminders: a user's own, optionally about a record they may read. `GET /api/UserMainMenu/UpcomingReminder` lists
// the ones still to come; the scheduler fires each once at its time as a hub event (`notification.reminder` to
// `user:<id>`), which the bff relays as the `reminderDue` subscription.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser, type AppContext } from '../context';
import type { Db } from '../db/client';
import { reminders } from '../db/schema';
import type { HubBus } from '../hub/bus';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { kindOf } from '../records/kinds';
import { findRow } from '../records/read';

export type ReminderRow = typeof reminders.$inferSelect;

/** What the api answers for a reminder (the spec's name, objectName, content and creationDate, plus its time). */
export function toReminder(r: ReminderRow) {
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    objectName: r.objectName,
    objectId: r.objectId,
    content: r.content,
    remindAt: r.remindAt,
    creationDate: r.creationDate,
    isFired: r.firedAt !== null,
  };
}

const addBody = z.object({
  name: z.string().trim().max(200).optional(),
  objectName: z.string().max(50).nullish(),
  objectId: z.coerce.number().int().positive().max(2_147_483_647).nullish(),
  content: z.string().trim().max(50).optional().default(''),
  remindAt: z.coerce.date(),
});

export async function reminderRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/UserMainMenu/UpcomingReminder', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(z.object({ pageSize: z.coerce.number().int().min(1).max(100).default(20) }), request.query);
    const rows = await db
      .select()
      .from(reminders)
      .where(and(eq(reminders.companyId, auth.companyId), eq(reminders.userId, auth.user.id), isNull(reminders.firedAt)))
      .orderBy(asc(reminders.remindAt), asc(reminders.id))
      .limit(q.pageSize);
    return { data: rows.map(toReminder) };
  });

  app.post('/api/Reminder/Add', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(addBody, request.body);
    let name = body.name ?? '';
    let objectName: string | null = null;
    if (body.objectName || body.objectId) {
      const kind = body.objectName ? kindOf(body.objectName) : undefined;
      // Only a record the user may read: a missing and a forbidden one look the same.
      const row = kind && body.objectId ? await findRow(db, kind, auth, body.objectId) : null;
      if (!kind || !row) throw badRequest('Invalid object', [{ field: 'objectName', message: 'Invalid object' }]);
      objectName = kind.type.objectName;
      name ||= String(row.name ?? '');
    }
    if (!name) throw badRequest('Please complete all required fields', [{ field: 'name', message: 'Please complete all required fields' }]);
    const [row] = await db
      .insert(reminders)
      .values({
        companyId: auth.companyId,
        userId: auth.user.id,
        name,
        objectName,
        objectId: objectName ? body.objectId! : null,
        content: body.content,
        remindAt: body.remindAt,
      })
      .returning();
    return { model: toReminder(row!) };
  });

  app.delete('/api/Reminder/Delete/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }), request.params);
    const gone = await db
      .delete(reminders)
      .where(and(eq(reminders.id, id), eq(reminders.companyId, auth.companyId), eq(reminders.userId, auth.user.id)))
      .returning({ id: reminders.id });
    if (gone.length === 0) throw notFound('Reminder not found');
    return {};
  });
}

/**
 * Fires the reminders due by `now`: each is claimed by one statement (so with several api instances it fires
 * once), then announced on the hub. Answers how many fired.
 */
export async function fireDueReminders(db: Db, hub: HubBus, now: Date, onFired?: (r: ReminderRow) => Promise<void>): Promise<number> {
  const due = await db
    .update(reminders)
    .set({ firedAt: now })
    .where(and(isNull(reminders.firedAt), lte(reminders.remindAt, now)))
    .returning();
  for (const r of due) {
    await hub.publish({
      hub: 'notification',
      event: 'reminder',
      group: `user:${r.userId}`,
      companyId: r.companyId,
      payload: toReminder(r),
    });
    await onFired?.(r).catch(() => undefined);
  }
  return due.length;
}

/** Polls for due reminders every `everyMs` (0: never; harnesses call `fire` themselves). */
export class ReminderScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'hub' | 'clock'>,
    private readonly everyMs: number,
    private readonly onFired?: (r: ReminderRow) => Promise<void>,
  ) {}

  start(onError: (err: unknown) => void): void {
    if (this.everyMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.fire().catch(onError);
    }, this.everyMs);
    this.timer.unref();
  }

  /** Fires what is due now; a call while one runs waits for it. */
  fire(): Promise<number> {
    this.running ??= fireDueReminders(this.ctx.db, this.ctx.hub, this.ctx.clock.now(), this.onFired).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** The next reminders still to come (for tests and the bell's count). */
export async function upcomingCount(db: Db, companyId: number, userId: number, now: Date) {
  const rows = await db
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(eq(reminders.companyId, companyId), eq(reminders.userId, userId), isNull(reminders.firedAt), gt(reminders.remindAt, now)));
  return rows.length;
}
