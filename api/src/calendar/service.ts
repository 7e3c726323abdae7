// The calendar's reads: events (recurring series expanded into the range) and tasks of every selected user and
// group, as per-user entries (`{ userId, userType, className, name, eventList, taskList }`), tenant-scoped and
// with the reader's permission on each item. A whole range costs a fixed number of queries, whatever the
// number of users selected.
import { and, arrayOverlaps, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { groupMembers, groups, users } from '../db/schema';
import { badRequest } from '../http/errors';
import { requireKind, scope } from '../records/kinds';
import { selectRows, withPermissions, type Row } from '../records/read';
import { fullName } from '../users/model';
import { calendarSettings, eventExceptions, eventGroupAttendees, eventRecurrences, eventResponses } from './tables';
import { expand, fromWallClock, toWallClock, type Series } from './recurrence';
import { zoneOf } from '../users/zone';

export const COLOURS = 20;
const DAY = 86_400_000;
export const MAX_SELECTED = 100;
export const eventKind = () => requireKind('Event');
export const taskKind = () => requireKind('Task');

export type UserType = 'user' | 'group';
export interface Selected {
  userId: number;
  userType: UserType;
}
export type CalendarItems = 'both' | 'tasks' | 'events';
export type Response = 'accepted' | 'declined';

export interface Attendee {
  role: 'organizer' | 'attendee';
  userId: number;
  userType: UserType;
  name: string;
  response: Response | 'none';
}

/**
 * `userList`: comma-separated `user:3` / `group:7` (a bare number is a user). Unknown or other-company ids
 * are dropped by resolveSelection, never read.
 */
export function parseUserList(value: unknown): Selected[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string' || value.length > 2000)
    throw badRequest('Invalid user list', [{ field: 'userList', message: 'Invalid user list' }]);
  const out: Selected[] = [];
  for (const part of value.split(',')) {
    const m = /^\s*(?:(user|group):)?(\d{1,10})\s*$/i.exec(part);
    if (!m) throw badRequest('Invalid user list', [{ field: 'userList', message: 'Invalid user list' }]);
    const item = { userType: (m[1]?.toLowerCase() ?? 'user') as UserType, userId: Number(m[2]) };
    if (!out.some((o) => o.userId === item.userId && o.userType === item.userType)) out.push(item);
  }
  if (out.length > MAX_SELECTED)
    throw badRequest(`At most ${MAX_SELECTED} users and groups`, [
      { field: 'userList', message: `At most ${MAX_SELECTED} users and groups` },
    ]);
  return out;
}

interface ResolvedEntry extends Selected {
  name: string;
  className: number;
  /** Users whose items the entry shows: the user, or the group's members. */
  memberIds: number[];
}

/** The selection as entries of the session's company (colours 1 to 20 by position); others are dropped. */
export async function resolveSelection(db: Db, auth: UserAuth, selected: Selected[]): Promise<ResolvedEntry[]> {
  const userIds = selected.filter((s) => s.userType === 'user').map((s) => s.userId);
  const groupIds = selected.filter((s) => s.userType === 'group').map((s) => s.userId);
  const [userRows, groupRows, memberRows] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(and(eq(users.companyId, auth.companyId), inArray(users.id, userIds)))
      : [],
    groupIds.length
      ? db
          .select({ id: groups.id, name: groups.name })
          .from(groups)
          .where(and(eq(groups.companyId, auth.companyId), inArray(groups.id, groupIds)))
      : [],
    groupIds.length
      ? db
          .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
          .from(groupMembers)
          .where(and(eq(groupMembers.companyId, auth.companyId), inArray(groupMembers.groupId, groupIds)))
      : [],
  ]);
  const userNames = new Map(userRows.map((u) => [u.id, fullName(u)]));
  const groupNames = new Map(groupRows.map((g) => [g.id, g.name]));
  const out: ResolvedEntry[] = [];
  for (const s of selected) {
    const name = s.userType === 'user' ? userNames.get(s.userId) : groupNames.get(s.userId);
    if (name === undefined) continue;
    const memberIds = s.userType === 'user' ? [s.userId] : memberRows.filter((m) => m.groupId === s.userId).map((m) => m.userId);
    out.push({ ...s, name, memberIds, className: (out.length % COLOURS) + 1 });
  }
  return out;
}

export async function settingsOf(db: Db, auth: UserAuth) {
  const [row] = await db.select().from(calendarSettings).where(eq(calendarSettings.userId, auth.user.id));
  return row ?? null;
}

/** Groups the user belongs to (an invitation to a group is an invitation to its members). */
export async function groupsOfUser(db: Db, companyId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.companyId, companyId), eq(groupMembers.userId, userId)));
  return rows.map((r) => r.groupId);
}

export interface EventDetails {
  recurrence: Map<number, { rule: string; timeZone: string; recurrenceEndDate: Date | null }>;
  groupAttendees: Map<number, { groupId: number; name: string }[]>;
  /** Answers to the event or whole series, by event then user. */
  responses: Map<number, Map<number, Response>>;
  /** Answers to one occurrence, by event then `occurrenceNumber:userId`. */
  occurrenceResponses: Map<number, Map<string, Response>>;
  /** Exceptions of the series read, by parent id. */
  exceptions: Map<number, { occurrenceNumber: number; exceptionEventId: number | null; isDeleted: boolean }[]>;
  /** Exception rows by the event that replaces an occurrence. */
  replacing: Map<number, { parentEventId: number; occurrenceNumber: number; originalStartDate: Date }>;
  userNames: Map<number, string>;
}

/** Everything beyond the event rows themselves, for a set of events: a fixed number of queries. */
export async function eventDetails(db: Db, companyId: number, rows: Row[]): Promise<EventDetails> {
  const ids = rows.map((r) => r.id);
  const none = sql`false`;
  const [rec, grp, resp, exc] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(eventRecurrences)
          .where(and(eq(eventRecurrences.companyId, companyId), inArray(eventRecurrences.eventId, ids))),
        db
          .select({ eventId: eventGroupAttendees.eventId, groupId: eventGroupAttendees.groupId, name: groups.name })
          .from(eventGroupAttendees)
          .innerJoin(groups, eq(groups.id, eventGroupAttendees.groupId))
          .where(and(eq(eventGroupAttendees.companyId, companyId), inArray(eventGroupAttendees.eventId, ids))),
        db
          .select()
          .from(eventResponses)
          .where(and(eq(eventResponses.companyId, companyId), inArray(eventResponses.eventId, ids))),
        db
          .select()
          .from(eventExceptions)
          .where(
            and(
              eq(eventExceptions.companyId, companyId),
              or(inArray(eventExceptions.parentEventId, ids), inArray(eventExceptions.exceptionEventId, ids)) ?? none,
            ),
          ),
      ])
    : [[], [], [], []];
  const people = new Set<number>();
  for (const r of rows) {
    people.add(r.ownerId);
    for (const a of (r.attendeeIds as number[] | null) ?? []) people.add(a);
  }
  for (const r of resp) people.add(r.userId);
  const nameRows = people.size
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, [...people])))
    : [];
  const details: EventDetails = {
    recurrence: new Map(rec.map((r) => [r.eventId, r])),
    groupAttendees: new Map(),
    responses: new Map(),
    occurrenceResponses: new Map(),
    exceptions: new Map(),
    replacing: new Map(),
    userNames: new Map(nameRows.map((u) => [u.id, fullName(u)])),
  };
  for (const g of grp) details.groupAttendees.set(g.eventId, [...(details.groupAttendees.get(g.eventId) ?? []), g]);
  for (const r of resp) {
    if (r.occurrenceNumber) {
      const m = details.occurrenceResponses.get(r.eventId) ?? new Map<string, Response>();
      m.set(`${r.occurrenceNumber}:${r.userId}`, r.response);
      details.occurrenceResponses.set(r.eventId, m);
      continue;
    }
    const m = details.responses.get(r.eventId) ?? new Map<number, Response>();
    m.set(r.userId, r.response);
    details.responses.set(r.eventId, m);
  }
  for (const e of exc) {
    details.exceptions.set(e.parentEventId, [...(details.exceptions.get(e.parentEventId) ?? []), e]);
    if (e.exceptionEventId) details.replacing.set(e.exceptionEventId, e);
  }
  return details;
}

/** Each user's answer for the event, or for one occurrence (its own answer first, else the series'). */
export function responsesOf(row: Row, d: EventDetails, occurrenceNumber?: number): Map<number, Response> {
  const series = d.responses.get(row.id) ?? new Map<number, Response>();
  const own = occurrenceNumber ? d.occurrenceResponses.get(row.id) : undefined;
  if (!own) return series;
  const out = new Map(series);
  for (const [key, response] of own) {
    const [n, userId] = key.split(':').map(Number) as [number, number];
    if (n === occurrenceNumber) out.set(userId, response);
  }
  return out;
}

/** The organizer (owner), the users invited, the groups invited, and members of a group who answered. */
export function attendeesOf(row: Row, d: EventDetails, occurrenceNumber?: number): Attendee[] {
  const responses = responsesOf(row, d, occurrenceNumber);
  const name = (id: number) => d.userNames.get(id) ?? '';
  const out: Attendee[] = [{ role: 'organizer', userId: row.ownerId, userType: 'user', name: name(row.ownerId), response: 'accepted' }];
  const listed = new Set([row.ownerId]);
  for (const id of (row.attendeeIds as number[] | null) ?? []) {
    if (listed.has(id)) continue;
    listed.add(id);
    out.push({ role: 'attendee', userId: id, userType: 'user', name: name(id), response: responses.get(id) ?? 'none' });
  }
  for (const g of d.groupAttendees.get(row.id) ?? [])
    out.push({ role: 'attendee', userId: g.groupId, userType: 'group', name: g.name, response: 'none' });
  for (const [id, response] of responses) {
    if (!listed.has(id)) out.push({ role: 'attendee', userId: id, userType: 'user', name: name(id), response });
  }
  return out;
}

/** Whether a user is invited (directly or through a group) without being the organizer. */
export function isInvited(row: Row, d: EventDetails, userId: number, userGroups: number[]): boolean {
  if (row.ownerId === userId) return false;
  if (((row.attendeeIds as number[] | null) ?? []).includes(userId)) return true;
  return (d.groupAttendees.get(row.id) ?? []).some((g) => userGroups.includes(g.groupId));
}

/** Who reads: their company (originateAccountId), id and groups (an invitation through a group). */
export interface CalendarViewer {
  companyId: number;
  userId: number;
  groups: number[];
  /** The reader's zone: all-day events are placed on its days. */
  timeZone: string;
}
export const viewerOf = async (db: Db, auth: UserAuth): Promise<CalendarViewer> => ({
  companyId: auth.companyId,
  userId: auth.user.id,
  groups: await groupsOfUser(db, auth.companyId, auth.user.id),
  timeZone: zoneOf(auth.user),
});

export interface EventItem {
  id: number;
  subject: string;
  startDate: string;
  endDate: string;
  isAllDayEvent: boolean;
  location: string | null;
  isRecurrence: boolean;
  recurrenceRule: string | null;
  timeZone: string | null;
  recurrenceStartDate: string | null;
  recurrenceEndDate: string | null;
  parentEventId: number | null;
  occurrenceNumber: number | null;
  originateAccountId: number;
  ownerId: number;
  attendeeList: Attendee[];
  /** The reader may accept (invited, not the organizer, not accepted yet). */
  canAccept: boolean;
  /** The reader's own answer, if invited. */
  myResponse: Response | 'none' | null;
  parentObject: string | null;
  parentId: number | null;
  topParentObject: string | null;
  topParentId: number | null;
  permission: string;
}

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d ? new Date(String(d)).toISOString() : null);

export function eventItem(
  row: Row & { permission: string },
  d: EventDetails,
  viewer: CalendarViewer,
  occurrence?: { occurrenceNumber: number; start: Date; end: Date },
): EventItem {
  const rec = d.recurrence.get(row.id);
  const replaced = d.replacing.get(row.id);
  const attendeeList = attendeesOf(row, d, occurrence?.occurrenceNumber);
  const invited = isInvited(row, d, viewer.userId, viewer.groups);
  const mine = invited ? (responsesOf(row, d, occurrence?.occurrenceNumber).get(viewer.userId) ?? 'none') : null;
  return {
    id: row.id,
    subject: String(row.subject ?? row.name),
    startDate: occurrence ? occurrence.start.toISOString() : iso(row.startDate)!,
    endDate: occurrence ? occurrence.end.toISOString() : iso(row.endDate)!,
    isAllDayEvent: Boolean(row.isAllDayEvent),
    location: (row.location as string | null) ?? null,
    isRecurrence: Boolean(rec || replaced),
    recurrenceRule: rec?.rule ?? null,
    timeZone: rec?.timeZone ?? null,
    recurrenceStartDate: rec ? iso(row.startDate) : null,
    recurrenceEndDate: rec?.recurrenceEndDate ? rec.recurrenceEndDate.toISOString() : null,
    parentEventId: occurrence ? row.id : (replaced?.parentEventId ?? null),
    occurrenceNumber: occurrence?.occurrenceNumber ?? replaced?.occurrenceNumber ?? null,
    originateAccountId: viewer.companyId,
    ownerId: row.ownerId,
    attendeeList,
    canAccept: invited && mine !== 'accepted',
    myResponse: mine,
    parentObject: (row.parentObject as string | null) ?? null,
    parentId: (row.parentId as number | null) ?? null,
    topParentObject: (row.topParentObject as string | null) ?? null,
    topParentId: (row.topParentId as number | null) ?? null,
    permission: row.permission,
  };
}

export function seriesOf(row: Row, rec: { rule: string; timeZone: string }): Series {
  return { start: new Date(String(row.startDate)), end: new Date(String(row.endDate)), rule: rec.rule, timeZone: rec.timeZone };
}

/**
 * All-day events are floating dates: stored as UTC midnights, they fall on the same calendar days whatever the
 * reader's zone. Ranges read them on the reader's wall clock (UTC fields), and they come out at the reader's
 * local midnights, so an event on 10 March shows on 10 March in Auckland and in New York alike.
 */
const floating = (d: Date, zone: string) => toWallClock(d, zone);
const unfloat = (o: { occurrenceNumber: number; start: Date; end: Date }, zone: string) => ({
  ...o,
  start: fromWallClock(o.start, zone),
  end: fromWallClock(o.end, zone),
});

const overlaps = (start: Date, end: Date, from: Date, to: Date) =>
  start < to && (end > from || (end.getTime() === start.getTime() && start >= from));

/** Event items in [from, to): single events, replaced occurrences, and the series' occurrences left. */
export function itemsInRange(
  rows: (Row & { permission: string })[],
  d: EventDetails,
  viewer: CalendarViewer,
  from: Date,
  to: Date,
): { row: Row; item: EventItem }[] {
  const out: { row: Row; item: EventItem }[] = [];
  const zone = viewer.timeZone;
  for (const row of rows) {
    const rec = d.recurrence.get(row.id);
    const allDay = Boolean(row.isAllDayEvent);
    const [f, t] = allDay ? [floating(from, zone), floating(to, zone)] : [from, to];
    if (!rec) {
      const start = new Date(String(row.startDate));
      const end = new Date(String(row.endDate));
      if (!overlaps(start, end, f, t)) continue;
      const moved = allDay && zone !== 'UTC' ? unfloat({ occurrenceNumber: 0, start, end }, zone) : null;
      const item = eventItem(row, d, viewer);
      out.push({ row, item: moved ? { ...item, startDate: moved.start.toISOString(), endDate: moved.end.toISOString() } : item });
      continue;
    }
    const changed = new Set((d.exceptions.get(row.id) ?? []).map((e) => e.occurrenceNumber));
    const series = allDay ? { ...seriesOf(row, rec), timeZone: 'UTC' } : seriesOf(row, rec);
    for (const o of expand(series, f, t)) {
      if (!changed.has(o.occurrenceNumber)) out.push({ row, item: eventItem(row, d, viewer, allDay ? unfloat(o, zone) : o) });
    }
  }
  return out.sort((a, b) => a.item.startDate.localeCompare(b.item.startDate) || a.item.id - b.item.id);
}

/** Live event rows of the company touching [from, to) (a series: any whose occurrences may), for the given people. */
export async function eventRowsFor(db: Db, auth: UserAuth, userIds: number[], groupIds: number[], from: Date, to: Date, extra?: SQL) {
  const kind = eventKind();
  const col = kind.col;
  const recurring = db
    .select({ id: eventRecurrences.eventId })
    .from(eventRecurrences)
    .where(
      and(
        eq(eventRecurrences.companyId, auth.companyId),
        or(isNull(eventRecurrences.recurrenceEndDate), gte(eventRecurrences.recurrenceEndDate, new Date(from.getTime() - DAY))),
      ),
    );
  const invitedGroups = groupIds.length
    ? db
        .select({ id: eventGroupAttendees.eventId })
        .from(eventGroupAttendees)
        .where(and(eq(eventGroupAttendees.companyId, auth.companyId), inArray(eventGroupAttendees.groupId, groupIds)))
    : undefined;
  const people =
    userIds.length || invitedGroups
      ? or(
          userIds.length ? inArray(col('ownerId'), userIds) : undefined,
          userIds.length ? arrayOverlaps(col('attendeeIds'), userIds) : undefined,
          invitedGroups ? inArray(col('id'), invitedGroups) : undefined,
        )
      : sql`false`;
  // An occurrence replaced by its own event disappears with its series.
  const orphaned = db
    .select({ id: eventExceptions.exceptionEventId })
    .from(eventExceptions)
    .innerJoin(sql`${kind.table} parent_event`, sql`parent_event.id = ${eventExceptions.parentEventId}`)
    .where(
      and(
        eq(eventExceptions.companyId, auth.companyId),
        sql`parent_event.deleted_at is not null`,
        isNotNull(eventExceptions.exceptionEventId),
      ),
    );
  // A day either side: all-day events (floating dates) are placed in the reader's zone by itemsInRange.
  const rows = await selectRows(
    db,
    kind,
    scope(
      kind,
      auth,
      lt(col('startDate'), new Date(to.getTime() + DAY)),
      or(gte(col('endDate'), new Date(from.getTime() - DAY)), inArray(col('id'), recurring)),
      people,
      notInArray(col('id'), orphaned),
      extra,
    ),
  );
  return withPermissions(db, kind, auth, rows);
}

export interface CalendarEntry {
  userId: number;
  userType: UserType;
  className: number;
  name: string;
  eventList: EventItem[];
  taskList: TaskItem[];
}

export interface TaskItem {
  id: number;
  subject: string;
  dueDate: string | null;
  taskType: string;
  taskStatus: string | null;
  priority: string | null;
  ownerId: number;
  assigneeIds: number[];
  progressList: unknown[];
  parentObject: string | null;
  parentId: number | null;
  permission: string;
}

export async function calendarRange(db: Db, auth: UserAuth, selected: Selected[], from: Date, to: Date) {
  if (!(from < to))
    throw badRequest('The end date must be after the start date', [
      { field: 'endDate', message: 'The end date must be after the start date' },
    ]);
  // 62 local days may be an hour longer across a DST change.
  if (to.getTime() - from.getTime() > 62 * DAY + 3_600_000)
    throw badRequest('A calendar range is at most 62 days', [{ field: 'endDate', message: 'A calendar range is at most 62 days' }]);
  const entries = await resolveSelection(db, auth, selected);
  const settings = await settingsOf(db, auth);
  const items: CalendarItems = settings?.items ?? 'both';
  const userIds = [...new Set(entries.flatMap((e) => e.memberIds))];
  const groupIds = entries.filter((e) => e.userType === 'group').map((e) => e.userId);
  // Groups the selected users belong to: an invitation to one of them shows in their calendars.
  const memberGroups = userIds.length
    ? await db
        .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
        .from(groupMembers)
        .where(and(eq(groupMembers.companyId, auth.companyId), inArray(groupMembers.userId, userIds)))
    : [];
  const allGroups = [...new Set([...groupIds, ...memberGroups.map((m) => m.groupId)])];
  const viewer = await viewerOf(db, auth);

  const [eventRows, taskRows] = await Promise.all([
    items === 'tasks' ? [] : eventRowsFor(db, auth, userIds, allGroups, from, to),
    items === 'events' ? [] : taskRowsFor(db, auth, userIds, from, to),
  ]);
  const details = await eventDetails(db, auth.companyId, eventRows);
  const expanded = itemsInRange(eventRows, details, viewer, from, to);

  const data: CalendarEntry[] = entries.map((entry) => {
    const members = new Set(entry.memberIds);
    const entryGroups = new Set(
      entry.userType === 'group' ? [entry.userId] : memberGroups.filter((m) => m.userId === entry.userId).map((m) => m.groupId),
    );
    const concerns = (row: Row) =>
      members.has(row.ownerId) ||
      ((row.attendeeIds as number[] | null) ?? []).some((id) => members.has(id)) ||
      (details.groupAttendees.get(row.id) ?? []).some((g) => entryGroups.has(g.groupId));
    return {
      userId: entry.userId,
      userType: entry.userType,
      className: entry.className,
      name: entry.name,
      eventList: expanded.filter((e) => concerns(e.row)).map((e) => e.item),
      taskList: taskRows.filter((t) => taskConcerns(t, members)).map(taskItem),
    };
  });
  return { startDate: from.toISOString(), endDate: to.toISOString(), items, data };
}

const taskConcerns = (row: Row, members: Set<number>) => {
  const assignees = (row.assigneeIds as number[] | null) ?? [];
  return assignees.length ? assignees.some((id) => members.has(id)) : members.has(row.ownerId);
};

function taskItem(row: Row & { permission: string }): TaskItem {
  return {
    id: row.id,
    subject: String(row.subject ?? row.name),
    dueDate: iso(row.dueDate),
    taskType: 'task',
    taskStatus: (row.taskStatus as string | null) ?? null,
    priority: (row.priority as string | null) ?? null,
    ownerId: row.ownerId,
    assigneeIds: (row.assigneeIds as number[] | null) ?? [],
    progressList: [],
    parentObject: (row.parentObject as string | null) ?? null,
    parentId: (row.parentId as number | null) ?? null,
    permission: row.permission,
  };
}

async function taskRowsFor(db: Db, auth: UserAuth, userIds: number[], from: Date, to: Date) {
  if (userIds.length === 0) return [];
  const kind = taskKind();
  const col = kind.col;
  const rows = await selectRows(
    db,
    kind,
    scope(
      kind,
      auth,
      gte(col('dueDate'), from),
      lt(col('dueDate'), to),
      or(arrayOverlaps(col('assigneeIds'), userIds), and(inArray(col('ownerId'), userIds), sql`cardinality(${col('assigneeIds')}) = 0`)),
    ),
  );
  return withPermissions(db, kind, auth, rows);
}
