// The task actions: each checks the rules (rules.ts) against the row locked for the write, changes the task,
// writes one progress line, raises the record's version, and reports the change (recordChanged and task.progress).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TASK_STATUSES } from '../../../contract/catalogue/activity';
import { diff, writeAudit } from '../audit/service';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError, REQUIRED_MESSAGE, badRequest, forbidden } from '../http/errors';
import { parseBody } from '../http/validation';
import { lockRow, requireVersion } from '../records/concurrency';
import { scope } from '../records/kinds';
import { commit, type ChangeSet, type Services } from '../records/live';
import { findRow, permissionOf, type Row } from '../records/read';
import { auditTarget, insertRecord, stamp } from '../records/writes';
import { callKind, taskItems, taskKind } from './items';
import { refusal, type TaskAction } from './rules';
import { taskProgress, taskResponses, taskTimers, type TaskResponse } from './schema';

/** The spec's minimum call: 60 seconds. */
export const CALL_MINIMUM_SECONDS = 60;
export const CALL_MINIMUM_MESSAGE = 'A call must last at least 1 minute.';

const MAX_ID = 2_147_483_647;
const comment = z.string().max(4000).optional().nullable();
const version = z.coerce.number().int().min(1).max(MAX_ID).optional();
const required = { error: REQUIRED_MESSAGE };

const bodies = {
  accept: z.object({ comment, version }),
  reject: z.object({ comment, version }),
  cancel: z.object({ comment, version }),
  complete: z.object({ comment, version }),
  startTimer: z.object({ comment, version }),
  stopTimer: z.object({ comment, version }),
  adjust: z
    .object({
      comment,
      version,
      workEffort: z.coerce.number().int().min(0).max(MAX_ID).optional(),
      taskStatus: z.enum(TASK_STATUSES.filter((s) => s !== 'Completed' && s !== 'Cancelled') as [string, ...string[]]).optional(),
    })
    .refine((b) => b.workEffort !== undefined || b.taskStatus !== undefined, { message: REQUIRED_MESSAGE, path: ['workEffort'] }),
  reassign: z.object({
    comment,
    version,
    assigneeIds: z.array(z.number().int().positive().max(MAX_ID), required).min(1, REQUIRED_MESSAGE).max(50),
  }),
  schedule: z.object({ comment, version, dueDate: z.coerce.date(required) }),
  logCall: z.object({
    comment,
    version,
    subject: z.string().trim().max(255).optional(),
    duration: z.coerce.number(required).int(CALL_MINIMUM_MESSAGE).min(CALL_MINIMUM_SECONDS, CALL_MINIMUM_MESSAGE).max(MAX_ID),
  }),
} satisfies Record<TaskAction, z.ZodType>;

export type ActionBody<A extends TaskAction> = z.output<(typeof bodies)[A]>;

interface Step {
  tx: Db;
  auth: UserAuth;
  row: Row;
  changes: ChangeSet;
  now: Date;
}

/** What an action changes on the task, and the time it logs; run after the rules allowed it. */
type Effect<A extends TaskAction> = (s: Step, body: ActionBody<A>) => Promise<{ set?: Record<string, unknown>; duration?: number | null }>;

async function respond(s: Step, response: TaskResponse) {
  await s.tx
    .insert(taskResponses)
    .values({ companyId: s.auth.companyId, taskId: s.row.id, userId: s.auth.user.id, response, responseDate: s.now })
    .onConflictDoUpdate({
      target: [taskResponses.companyId, taskResponses.taskId, taskResponses.userId],
      set: { response, responseDate: s.now },
    });
}

/** Ends every running timer on the task (a completed or cancelled task stops them); returns the viewer's elapsed seconds. */
async function stopTimers(s: Step, onlyMine: boolean): Promise<number | null> {
  const stopped = await s.tx
    .delete(taskTimers)
    .where(
      and(
        eq(taskTimers.companyId, s.auth.companyId),
        eq(taskTimers.taskId, s.row.id),
        onlyMine ? eq(taskTimers.userId, s.auth.user.id) : undefined,
      ),
    )
    .returning();
  const mine = stopped.find((t) => t.userId === s.auth.user.id);
  return mine ? Math.max(1, Math.round((s.now.getTime() - mine.startedAt.getTime()) / 1000)) : null;
}

const effects: { [A in TaskAction]: Effect<A> } = {
  accept: async (s) => {
    await respond(s, 'accepted');
    return s.row.taskStatus === 'Not Started' ? { set: { taskStatus: 'In Progress' } } : {};
  },
  reject: async (s) => {
    await respond(s, 'rejected');
    return {};
  },
  adjust: async (_s, b) => ({
    set: { ...(b.workEffort !== undefined ? { workEffort: b.workEffort } : {}), ...(b.taskStatus ? { taskStatus: b.taskStatus } : {}) },
  }),
  reassign: async (s, b) => {
    const assigneeIds = [...new Set(b.assigneeIds)];
    const known = await s.tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, s.auth.companyId), inArray(users.id, assigneeIds)));
    if (known.length !== assigneeIds.length) throw badRequest('Invalid user', [{ field: 'assigneeIds', message: 'Invalid user' }]);
    // Answers of users no longer assigned go; the ones who stay keep theirs, newcomers start as new.
    await s.tx
      .delete(taskResponses)
      .where(
        and(
          eq(taskResponses.companyId, s.auth.companyId),
          eq(taskResponses.taskId, s.row.id),
          sql`not (${taskResponses.userId} = any(${sql`${`{${assigneeIds.join(',')}}`}::int[]`}))`,
        ),
      );
    return { set: { assigneeIds } };
  },
  cancel: async (s) => ({ set: { taskStatus: 'Cancelled' }, duration: await stopTimers(s, false) }),
  complete: async (s) => ({ set: { taskStatus: 'Completed' }, duration: await stopTimers(s, false) }),
  schedule: async (_s, b) => ({ set: { dueDate: b.dueDate } }),
  startTimer: async (s) => {
    await s.tx.insert(taskTimers).values({ companyId: s.auth.companyId, taskId: s.row.id, userId: s.auth.user.id, startedAt: s.now });
    return {};
  },
  stopTimer: async (s) => ({ duration: await stopTimers(s, true) }),
  logCall: async (s, b) => {
    // The call is a record of its own under the task, so it shows in the task's and its top parent's sections.
    await insertRecord(
      s.tx,
      callKind(),
      s.auth,
      s.changes,
      {
        subject: b.subject || `Call: ${s.row.name}`,
        dueDate: s.now.toISOString(),
        taskStatus: 'Held',
        duration: b.duration,
        assigneeIds: [s.auth.user.id],
        callResult: b.comment ?? null,
        parentObject: 'Task',
        parentId: s.row.id,
      },
      {},
      // The action's dialog has no extra fields: the call is the server's record of the action.
      { requiredExtras: false },
    );
    return { duration: b.duration };
  },
};

export interface ProgressEvent {
  taskId: number;
  progressId: number;
  action: TaskAction;
  userId: number;
}

/** Runs one action on one task for the viewer. `version` (optional) is the task version the client read (409 when stale). */
export async function runAction<A extends TaskAction>(svc: Services, auth: UserAuth, action: A, id: number, input: unknown) {
  const body = parseBody(bodies[action], input ?? {}) as ActionBody<A>;
  const events: ProgressEvent[] = [];
  const result = await commit(svc, auth, async (tx, changes) => {
    const out = await applyAction(tx, auth, changes, action, id, body);
    events.push(out.event);
    return out.result;
  });
  for (const payload of events) {
    await svc.hub.publish({ hub: 'task', event: 'progress', group: `company:${auth.companyId}`, companyId: auth.companyId, payload });
  }
  return result;
}

async function applyAction<A extends TaskAction>(tx: Db, auth: UserAuth, changes: ChangeSet, action: A, id: number, body: ActionBody<A>) {
  const kind = taskKind();
  const row = await lockRow(tx, kind, auth, id);
  await requireVersion(tx, kind, auth, row, body.version);
  const [item] = await taskItems(tx, auth, [row]);
  const timerRunning = item!.timerStartedAt !== null;
  const permission = await permissionOf(tx, kind, auth, row);
  const mine = await tx
    .select({ response: taskResponses.response })
    .from(taskResponses)
    .where(and(eq(taskResponses.companyId, auth.companyId), eq(taskResponses.taskId, id), eq(taskResponses.userId, auth.user.id)));
  const why = refusal(action, {
    userId: auth.user.id,
    permission,
    ownerId: row.ownerId,
    assigneeIds: (row.assigneeIds as number[]) ?? [],
    taskStatus: (row.taskStatus as string | null) ?? null,
    response: mine[0]?.response ?? null,
    timerRunning,
  });
  if (why) throw forbidden(why);
  const now = new Date();
  const { set = {}, duration = null } = await effects[action]({ tx, auth, row, changes, now }, body);
  await tx
    .update(kind.table)
    .set({ ...set, ...stamp(kind, auth) })
    .where(scope(kind, auth, eq(kind.col('id'), id)));
  const fieldChanges = diff(Object.keys(set), row, set);
  if (fieldChanges.length)
    await writeAudit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      ...auditTarget(kind, row),
      action: 'update',
      changes: fieldChanges,
    });
  const updated = (await findRow(tx, kind, auth, id))!;
  const [progress] = await tx
    .insert(taskProgress)
    .values({
      companyId: auth.companyId,
      taskId: id,
      userId: auth.user.id,
      action,
      comment: body.comment?.trim() || null,
      duration,
      taskStatus: (updated.taskStatus as string | null) ?? null,
      creationDate: now,
    })
    .returning();
  changes.record('Task', id, 'updated', row);
  const [model] = await taskItems(tx, auth, [updated]);
  return {
    result: {
      model: model!,
      progress: { ...progress!, userName: auth.user.firstName + (auth.user.lastName ? ` ${auth.user.lastName}` : '') },
    },
    event: { taskId: id, progressId: progress!.id, action, userId: auth.user.id } satisfies ProgressEvent,
  };
}

/** "Accept all" on the new section: accepts every listed task the viewer may accept, in one transaction. */
export async function acceptAll(svc: Services, auth: UserAuth, ids: number[]) {
  const events: ProgressEvent[] = [];
  const data = await commit(svc, auth, async (tx, changes) => {
    const out = [];
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      try {
        const done = await applyAction(tx, auth, changes, 'accept', id, {});
        events.push(done.event);
        out.push(done.result.model);
      } catch (err) {
        // A task another tab accepted meanwhile, or one no longer assigned, is skipped; anything else fails the batch.
        if (!(err instanceof HttpError) || (err.statusCode !== 403 && err.statusCode !== 404)) throw err;
      }
    }
    return out;
  });
  for (const payload of events) {
    await svc.hub.publish({ hub: 'task', event: 'progress', group: `company:${auth.companyId}`, companyId: auth.companyId, payload });
  }
  return { data };
}
