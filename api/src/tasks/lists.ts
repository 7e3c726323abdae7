// The home page's four task sections (each its own call), the open-task count and due today.
import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { addLocalDays, startOfLocalDay } from '../users/zone';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { scope } from '../records/kinds';
import { selectRows } from '../records/read';
import { CLOSED_STATUSES } from './rules';
import { taskResponses } from './schema';
import { callKind, taskItems, taskKind } from './items';
import { eventDetails, eventRowsFor, itemsInRange, viewerOf } from '../calendar/service';

export const TASK_SECTIONS = [
  { key: 'current', label: 'Current' },
  { key: 'new', label: 'New' },
  { key: 'undated', label: 'Undated' },
  { key: 'delegated', label: 'Delegated' },
] as const;
export type TaskSection = (typeof TASK_SECTIONS)[number]['key'];

/** Home list page size 10; a page size of 0 becomes 50 (spec). */
export const HOME_PAGE_SIZE = 10;
export const pageSizeOf = (n: number | undefined) => (n === undefined ? HOME_PAGE_SIZE : n === 0 ? 50 : n);

/** The conditions of each section for the viewer, over the tasks table. */
function sectionConditions(auth: UserAuth): Record<TaskSection | 'open', SQL> {
  const k = taskKind();
  const me = auth.user.id;
  const open = sql`coalesce(${k.col('taskStatus')}, '') not in (${sql.join(
    CLOSED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const assignee = sql`${me} = any(${k.col('assigneeIds')})`;
  const answered = (response?: string) =>
    sql`exists (select 1 from ${taskResponses} where ${taskResponses.companyId} = ${auth.companyId} and ${taskResponses.taskId} = ${k.col(
      'id',
    )} and ${taskResponses.userId} = ${me}${response ? sql` and ${taskResponses.response} = ${response}` : sql``})`;
  // Mine to do: assigned and accepted (an owner assigned to their own task has accepted it).
  const mine = sql`${assignee} and (${k.col('ownerId')} = ${me} or ${answered('accepted')})`;
  return {
    open,
    current: sql`${open} and ${mine} and ${k.col('dueDate')} is not null`,
    new: sql`${open} and ${assignee} and ${k.col('ownerId')} <> ${me} and not ${answered()}`,
    undated: sql`${open} and ${mine} and ${k.col('dueDate')} is null`,
    delegated: sql`${open} and ${k.col('ownerId')} = ${me} and exists (select 1 from unnest(${k.col('assigneeIds')}) as a(uid) where a.uid <> ${me})`,
  };
}

/** Counts of the four sections in one query. */
export async function sectionCounts(db: Db, auth: UserAuth): Promise<Record<TaskSection, number>> {
  const k = taskKind();
  const c = sectionConditions(auth);
  const [row] = await db
    .select({
      current: sql<number>`count(*) filter (where ${c.current})::int`,
      new: sql<number>`count(*) filter (where ${c.new})::int`,
      undated: sql<number>`count(*) filter (where ${c.undated})::int`,
      delegated: sql<number>`count(*) filter (where ${c.delegated})::int`,
    })
    .from(k.table)
    .where(scope(k, auth, or(sql`${auth.user.id} = any(${k.col('assigneeIds')})`, eq(k.col('ownerId'), auth.user.id))));
  return { current: Number(row!.current), new: Number(row!.new), undated: Number(row!.undated), delegated: Number(row!.delegated) };
}

export async function listSection(db: Db, auth: UserAuth, section: TaskSection, currentPage: number, requestedSize: number | undefined) {
  const k = taskKind();
  const pageSize = pageSizeOf(requestedSize);
  const where = scope(k, auth, sectionConditions(auth)[section]);
  const counts = await sectionCounts(db, auth);
  const rows = await selectRows(db, k, where, {
    orderBy: [sql`${k.col('dueDate')} asc nulls last`, desc(k.col('id'))],
    limit: pageSize,
    offset: (currentPage - 1) * pageSize,
  });
  const totalItem = counts[section];
  return {
    data: await taskItems(db, auth, rows),
    viewData: { section, currentPage, pageSize, totalItem, totalPage: Math.max(1, Math.ceil(totalItem / pageSize)) },
    sectionList: TASK_SECTIONS.map((s) => ({ ...s, count: counts[s.key] })),
  };
}

/** Open tasks under a record (as parent or top parent), or the viewer's own open tasks (current, new and undated). */
export async function numberOfOpenTask(db: Db, auth: UserAuth, parent: { parentObject: string; parentId: number } | null) {
  const k = taskKind();
  const c = sectionConditions(auth);
  const where = parent
    ? scope(
        k,
        auth,
        c.open,
        or(
          and(eq(k.col('parentObject'), parent.parentObject), eq(k.col('parentId'), parent.parentId)),
          and(eq(k.col('topParentObject'), parent.parentObject), eq(k.col('topParentId'), parent.parentId)),
        ),
      )
    : scope(k, auth, sql`(${c.current} or ${c.new} or ${c.undated})`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(k.table)
    .where(where);
  return { count: Number(row!.n) };
}

/** The day of `now` in the user's zone, or the range the caller names. */
export function dayRange(start?: Date, end?: Date, now = new Date(), zone = 'UTC'): { start: Date; end: Date } {
  if (start && end) return { start, end };
  const s = startOfLocalDay(now, zone);
  return { start: s, end: addLocalDays(s, 1, zone) };
}

/**
 * Due today: the viewer's open tasks and calls due in the range (assigned and not rejected, or owned), and their
 * events as their calendar shows them (recurring series expanded into occurrences, in the viewer's zone).
 */
export async function dueToday(db: Db, auth: UserAuth, range: { start: Date; end: Date }) {
  const me = auth.user.id;
  const involved = (k: ReturnType<typeof taskKind>) =>
    or(
      eq(k.col('ownerId'), me),
      sql`(${me} = any(${k.col('assigneeIds')}) and not exists (select 1 from ${taskResponses} where ${taskResponses.companyId} = ${
        auth.companyId
      } and ${taskResponses.taskId} = ${k.col('id')} and ${taskResponses.userId} = ${me} and ${taskResponses.response} = 'rejected'))`,
    );
  const due = (k: ReturnType<typeof taskKind>) =>
    scope(k, auth, gte(k.col('dueDate'), range.start), lt(k.col('dueDate'), range.end), involved(k), sectionConditions(auth).open);
  const order = (k: ReturnType<typeof taskKind>) => ({ orderBy: [asc(k.col('dueDate')), asc(k.col('id'))], limit: 200 });
  const [tasks, calls, eventList] = await Promise.all([
    selectRows(db, taskKind(), due(taskKind()), order(taskKind())),
    selectRows(
      db,
      callKind(),
      scope(callKind(), auth, gte(callKind().col('dueDate'), range.start), lt(callKind().col('dueDate'), range.end), involved(callKind())),
      order(callKind()),
    ),
    eventsOfViewer(db, auth, range),
  ]);
  const [taskList, callList] = await Promise.all([taskItems(db, auth, tasks), taskItems(db, auth, calls)]);
  return { taskList, callList, eventList, startDate: range.start.toISOString(), endDate: range.end.toISOString() };
}

/** The viewer's own calendar entry for the range: the calendar's reads, so occurrences and exceptions match it. */
async function eventsOfViewer(db: Db, auth: UserAuth, range: { start: Date; end: Date }) {
  const viewer = await viewerOf(db, auth);
  const rows = await eventRowsFor(db, auth, [viewer.userId], viewer.groups, range.start, range.end);
  const details = await eventDetails(db, auth.companyId, rows);
  return itemsInRange(rows, details, viewer, range.start, range.end)
    .slice(0, 200)
    .map((e) => e.item);
}
