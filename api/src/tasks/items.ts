// Tasks as the home lists, the progress page and due-today show them: the record row plus the viewer's
// answer, the assignees with theirs, the overdue state, the viewer's running timer and the actions open to them.
import { and, eq, inArray } from 'drizzle-orm';
import { toWallClock } from '../calendar/recurrence';
import { zoneOf } from '../users/zone';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { withPermissions, type Row } from '../records/read';
import { requireKind } from '../records/kinds';
import { fullName } from '../users/model';
import { availableActions, isClosed, responseOf, type TaskActor } from './rules';
import { taskResponses, taskTimers, type TaskResponse } from './schema';

export const taskKind = () => requireKind('Task');
export const callKind = () => requireKind('Call');

const DAY = 86_400_000;

/**
 * The spec's overDue: a state before a bar, then its text ("overdue|3 days overdue"). States: completed,
 * cancelled, undated, overdue, today, upcoming. Days are counted in the reader's zone.
 */
export function overDueOf(taskStatus: string | null, dueDate: Date | null, now = new Date(), zone = 'UTC'): string {
  if (isClosed(taskStatus)) return `${taskStatus!.toLowerCase()}|${taskStatus}`;
  if (!dueDate) return 'undated|No due date';
  const day = (d: Date) => Math.floor(toWallClock(d, zone).getTime() / DAY);
  const days = day(now) - day(dueDate);
  if (dueDate.getTime() < now.getTime() && days > 0) return `overdue|${days === 1 ? '1 day' : `${days} days`} overdue`;
  if (days === 0) return dueDate.getTime() < now.getTime() ? 'overdue|Due earlier today' : 'today|Due today';
  return `upcoming|Due in ${-days === 1 ? '1 day' : `${-days} days`}`;
}

export interface TaskUser {
  taskUserId: number;
  taskUserType: 'user';
  assigneeName: string;
  assigneeProfileImage: string | null;
  /** accepted, rejected or new (not answered yet). */
  response: 'accepted' | 'rejected' | 'new';
  /** Who accepted (the assignee), when accepted. */
  acceptedBy: number | null;
}

export interface TaskItem extends Row {
  statusName: string | null;
  overDue: string;
  isUndated: boolean;
  /** The viewer's answer: accepted, rejected, new, or null when the viewer is not an assignee. */
  response: 'accepted' | 'rejected' | 'new' | null;
  taskUser: TaskUser[];
  timerStartedAt: string | null;
  actionList: string[];
  permission: string;
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/** Decorates task rows (tasks or calls) for the viewer in a fixed number of queries, whatever the count. */
export async function taskItems(db: Db, auth: UserAuth, rows: Row[]): Promise<TaskItem[]> {
  if (rows.length === 0) return [];
  const taskIds = rows.map((r) => r.id);
  const me = auth.user.id;
  const [responses, timers, withPerm] = await Promise.all([
    db
      .select()
      .from(taskResponses)
      .where(and(eq(taskResponses.companyId, auth.companyId), inArray(taskResponses.taskId, taskIds))),
    db
      .select()
      .from(taskTimers)
      .where(and(eq(taskTimers.companyId, auth.companyId), eq(taskTimers.userId, me), inArray(taskTimers.taskId, taskIds))),
    withPermissions(db, taskKind(), auth, rows),
  ]);
  const assigneeIds = [...new Set(rows.flatMap((r) => ids(r.assigneeIds)))];
  const people = assigneeIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, profileImage: users.profileImage })
        .from(users)
        .where(and(eq(users.companyId, auth.companyId), inArray(users.id, assigneeIds)))
    : [];
  const person = new Map(people.map((p) => [p.id, p]));
  const answer = new Map(responses.map((r) => [`${r.taskId}:${r.userId}`, r.response]));
  const timer = new Map(timers.map((t) => [t.taskId, t.startedAt]));
  return withPerm.map((row) => {
    const assignees = ids(row.assigneeIds);
    const taskStatus = (row.taskStatus as string | null) ?? null;
    const dueDate = row.dueDate instanceof Date ? row.dueDate : row.dueDate ? new Date(String(row.dueDate)) : null;
    const actor: TaskActor = {
      userId: me,
      permission: row.permission,
      ownerId: row.ownerId,
      assigneeIds: assignees,
      taskStatus,
      response: (answer.get(`${row.id}:${me}`) as TaskResponse | undefined) ?? null,
      timerRunning: timer.has(row.id),
    };
    const taskUser: TaskUser[] = assignees.map((userId) => {
      const p = person.get(userId);
      const response = responseOf({
        userId,
        ownerId: row.ownerId,
        assigneeIds: assignees,
        response: (answer.get(`${row.id}:${userId}`) as TaskResponse) ?? null,
      })!;
      return {
        taskUserId: userId,
        taskUserType: 'user',
        assigneeName: p ? fullName(p) : '',
        assigneeProfileImage: p?.profileImage ?? null,
        response,
        acceptedBy: response === 'accepted' ? userId : null,
      };
    });
    return {
      ...row,
      statusName: taskStatus,
      overDue: overDueOf(taskStatus, dueDate, new Date(), zoneOf(auth.user)),
      isUndated: dueDate === null,
      response: responseOf(actor),
      taskUser,
      timerStartedAt: timer.get(row.id)?.toISOString() ?? null,
      actionList: row.objectName === 'Task' ? availableActions(actor) : [],
    };
  });
}
