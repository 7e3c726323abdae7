// The calendar's REST calls (spec §7 "Calendar") and their companions: event responses, recurrence, an
// occurrence changed or deleted alone, group attendees, the iCalendar feed and invites, calendar settings and
// the home page's view toggle. Event's GetModel is the engine's, extended by `eventModel` (records/routes.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser, type UserAuth } from '../context';
import type { Db } from '../db/client';
import { groups, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { requireRow, withPermissions, type Row } from '../records/read';
import { commit, type Services } from '../records/live';
import { insertRecord, lockWritable, softDelete } from '../records/writes';
import { storedExtraValues } from '../extra-fields/store';
import { scope } from '../records/kinds';
import { fullName } from '../users/model';
import { addLocalDays, DEFAULT_TIME_ZONE, instantIn, zoneOf } from '../users/zone';
import { toggleDashboardView } from '../dashboards/routes';
import { feedCalendar, inviteCalendar } from './feed';
import { deliver, NOT_SENT_MESSAGE } from '../mail/mailer';
import { INVALID_RULE_MESSAGE, INVALID_TIME_ZONE_MESSAGE, isTimeZone, normalizeRule, occurrenceAt, seriesEnd } from './recurrence';
import {
  calendarRange,
  eventDetails,
  eventItem,
  eventKind,
  eventRowsFor,
  isInvited,
  parseUserList,
  seriesOf,
  settingsOf,
  viewerOf,
  type Selected,
} from './service';
import { calendarSettings, eventExceptions, eventGroupAttendees, eventRecurrences, eventResponses } from './tables';

const DAY = 86_400_000;
const MAX_ID = 2_147_483_647;
/** The home page's week widget, as a home page view id (`UserHomePageView/ToggleDisplay/1`). */
export const WEEK_WIDGET_VIEW_ID = 1;
export const RESPONSE_MESSAGE = 'Response must be accepted or declined';
export const OCCURRENCE_MESSAGE = 'The event has no such occurrence';
export const NOT_INVITED_MESSAGE = 'Only an invited attendee who is not the organizer can respond to this event';

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const dateText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(40);
const rangeQuery = z.object({ startDate: dateText('startDate'), endDate: dateText('endDate'), userList: z.unknown().optional() });
const startQuery = z.object({ startDate: dateText('startDate'), userList: z.unknown().optional() });

/** A range bound in the reader's zone (a bare date is their local midnight); 400 naming the field otherwise. */
function boundOf(text: string, field: string, zone: string): Date {
  const d = instantIn(text, zone);
  if (!d) throw badRequest('Invalid date', [{ field, message: 'Invalid date' }]);
  return d;
}

/** No selection means the reader's own calendar. */
const selectionOf = (auth: UserAuth, userList: unknown): Selected[] => {
  const parsed = parseUserList(userList);
  return parsed.length ? parsed : [{ userId: auth.user.id, userType: 'user' }];
};

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

async function upsertSettings(db: Db, auth: UserAuth, set: Partial<typeof calendarSettings.$inferInsert>) {
  await db
    .insert(calendarSettings)
    .values({ companyId: auth.companyId, userId: auth.user.id, ...set })
    .onConflictDoUpdate({ target: calendarSettings.userId, set });
}

async function ownerZone(db: Db, ownerId: number): Promise<string> {
  const [owner] = await db.select({ preferences: users.preferences }).from(users).where(eq(users.id, ownerId));
  return owner ? zoneOf(owner) : DEFAULT_TIME_ZONE;
}

/** The event row, readable by the caller (404 otherwise). */
const readEvent = (db: Db, auth: UserAuth, id: number) => requireRow(db, eventKind(), auth, id);

async function emailsOf(db: Db, companyId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return new Map(rows.map((r) => [r.id, r.email]));
}

const occurrenceQuery = z.object({
  parentEventId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  occurrenceNumber: z.coerce.number().int().positive().max(10_000).optional(),
  startDate: z.string().max(40).optional(),
  endDate: z.string().max(40).optional(),
  parentId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  parentObject: z.string().max(40).optional(),
});

/**
 * Event/GetModel's additions: the attendee list with responses, the recurrence (rule, zone, series dates),
 * the reader's own answer and whether they may accept; with `occurrenceNumber` the model of that occurrence
 * (its own row if it was edited alone, else the series with the occurrence's dates). For a new event (id 0)
 * `parentObject`/`parentId` and `startDate`/`endDate` preset the blank model.
 */
export async function eventModel(db: Db, auth: UserAuth, base: { model: Record<string, unknown> }, query: unknown) {
  const q = parseBody(occurrenceQuery, query ?? {});
  const model = base.model;
  if (!model.id) {
    const preset: Record<string, unknown> = {};
    if (q.parentObject && q.parentId) Object.assign(preset, { parentObject: q.parentObject, parentId: q.parentId });
    if (q.startDate && !Number.isNaN(Date.parse(q.startDate))) preset.startDate = new Date(q.startDate).toISOString();
    if (q.endDate && !Number.isNaN(Date.parse(q.endDate))) preset.endDate = new Date(q.endDate).toISOString();
    return { ...base, model: { ...model, ...preset, attendeeList: [], isRecurrence: false } };
  }
  const kind = eventKind();
  let row = await readEvent(db, auth, Number(model.id));
  let d = await eventDetails(db, auth.companyId, [row]);
  let occurrence: ReturnType<typeof occurrenceAt> = null;
  if (q.occurrenceNumber) {
    const rec = d.recurrence.get(row.id);
    if (!rec) throw notFound('Event not found');
    const exception = (d.exceptions.get(row.id) ?? []).find((e) => e.occurrenceNumber === q.occurrenceNumber);
    if (exception?.isDeleted) throw notFound('Event not found');
    if (exception?.exceptionEventId) {
      row = await readEvent(db, auth, exception.exceptionEventId);
      d = await eventDetails(db, auth.companyId, [row]);
      const [withPermission] = await withPermissions(db, kind, auth, [row]);
      const item = eventItem(withPermission!, d, await viewerOf(db, auth));
      return { ...base, model: { ...row, ...item, id: row.id }, permission: withPermission!.permission };
    }
    occurrence = occurrenceAt(seriesOf(row, rec), q.occurrenceNumber);
    if (!occurrence) throw notFound('Event not found');
  }
  const [withPermission] = await withPermissions(db, kind, auth, [row]);
  const item = eventItem(withPermission!, d, await viewerOf(db, auth), occurrence ?? undefined);
  return { ...base, model: { ...model, ...item, name: model.name } };
}

export async function calendarRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const svc: Services = { db, hub: app.ctx.hub };

  // Ranges are counted in the reader's zone: a week is 7 local days (168 h ± 1 across a DST change).
  const range = (days?: number) => async (request: FastifyRequest) => {
    const auth = requireUser(request);
    const zone = zoneOf(auth.user);
    const q = parseBody(days ? startQuery : rangeQuery, request.query ?? {}) as { startDate: string; endDate?: string; userList?: unknown };
    const from = boundOf(q.startDate, 'startDate', zone);
    const to = days ? addLocalDays(from, days, zone) : boundOf(q.endDate!, 'endDate', zone);
    return calendarRange(db, auth, selectionOf(auth, q.userList), from, to);
  };
  app.get('/api/Calendar/Month', range());
  app.get('/api/Calendar/MonthList', range());
  app.get('/api/Calendar/Week', range(7));
  app.get('/api/Calendar/Day', range(1));
  app.get('/api/Calendar/Home', async (request) => {
    const auth = requireUser(request);
    const settings = await settingsOf(db, auth);
    const prefs = auth.user.preferences as { calendarStartDay?: number };
    return {
      viewData: {
        userList: [{ userId: auth.user.id, userType: 'user', className: 1, name: fullName(auth.user) }],
        firstDayOfWeek: prefs.calendarStartDay ?? 0,
        items: settings?.items ?? 'both',
        weekViewId: WEEK_WIDGET_VIEW_ID,
        display: !(settings?.hiddenViewIds ?? []).includes(WEEK_WIDGET_VIEW_ID),
        hasFeed: Boolean(settings?.feedTokenHash),
        /** The reader's zone: ranges, days and all-day events are counted in it. */
        timeZone: zoneOf(auth.user),
      },
    };
  });
  app.put('/api/Calendar/Settings', async (request) => {
    const auth = requireUser(request);
    const { items } = parseBody(
      z.object({ items: z.enum(['both', 'tasks', 'events'], { error: 'Items must be tasks, events or both' }) }),
      {
        ...(request.query as object),
        ...(request.body as object),
      },
    );
    await upsertSettings(db, auth, { items });
    return { items };
  });
  app.put('/api/UserHomePageView/ToggleDisplay/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(idParams, request.params);
    // A dashboard view's own display flag; other ids are the built-in widgets (the week widget).
    const dashboardView = await toggleDashboardView(db, auth, id);
    if (dashboardView) return dashboardView;
    // One statement: two toggles at once cannot both read the old list.
    await db
      .insert(calendarSettings)
      .values({ companyId: auth.companyId, userId: auth.user.id, hiddenViewIds: [id] })
      .onConflictDoUpdate({
        target: calendarSettings.userId,
        set: {
          hiddenViewIds: sql`case when ${id} = any(${calendarSettings.hiddenViewIds}) then array_remove(${calendarSettings.hiddenViewIds}, ${id}) else array_append(${calendarSettings.hiddenViewIds}, ${id}) end`,
        },
      });
    const settings = await settingsOf(db, auth);
    return { id, display: !(settings?.hiddenViewIds ?? []).includes(id) };
  });

  app.post('/api/Event/EventResponse/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(idParams, request.params);
    const { response, occurrenceNumber } = parseBody(
      z.object({
        response: z.enum(['accepted', 'declined'], { error: RESPONSE_MESSAGE }),
        // An addition: one occurrence of a series alone (the series' own answer is kept for the others).
        occurrenceNumber: z.coerce
          .number({ error: OCCURRENCE_MESSAGE })
          .int(OCCURRENCE_MESSAGE)
          .min(1, OCCURRENCE_MESSAGE)
          .max(10_000, OCCURRENCE_MESSAGE)
          .optional(),
      }),
      { ...(request.body as object), ...(request.query as object) },
    );
    const row = await readEvent(db, auth, id);
    const d = await eventDetails(db, auth.companyId, [row]);
    const viewer = await viewerOf(db, auth);
    if (!isInvited(row, d, auth.user.id, viewer.groups)) throw forbidden(NOT_INVITED_MESSAGE);
    let occurrence: ReturnType<typeof occurrenceAt> = null;
    if (occurrenceNumber) {
      const rec = d.recurrence.get(row.id);
      const removed = (d.exceptions.get(row.id) ?? []).some((e) => e.occurrenceNumber === occurrenceNumber);
      occurrence = rec && !removed ? occurrenceAt(seriesOf(row, rec), occurrenceNumber) : null;
      if (!occurrence) throw badRequest(OCCURRENCE_MESSAGE, [{ field: 'occurrenceNumber', message: OCCURRENCE_MESSAGE }]);
    }
    await commit(svc, auth, async (tx, changes) => {
      await tx
        .insert(eventResponses)
        .values({ companyId: auth.companyId, eventId: id, userId: auth.user.id, response, occurrenceNumber: occurrenceNumber ?? 0 })
        .onConflictDoUpdate({
          target: [eventResponses.eventId, eventResponses.userId, eventResponses.occurrenceNumber],
          set: { response, respondedAt: new Date() },
        });
      // Answering the whole series again replaces the occurrences' own answers.
      if (!occurrenceNumber)
        await tx
          .delete(eventResponses)
          .where(
            and(
              eq(eventResponses.companyId, auth.companyId),
              eq(eventResponses.eventId, id),
              eq(eventResponses.userId, auth.user.id),
              sql`${eventResponses.occurrenceNumber} <> 0`,
            ),
          );
      changes.record('Event', id, 'updated');
    });
    const after = await eventDetails(db, auth.companyId, [row]);
    const [withPermission] = await withPermissions(db, eventKind(), auth, [row]);
    return {
      response,
      occurrenceNumber: occurrenceNumber ?? null,
      model: eventItem(withPermission!, after, viewer, occurrence ?? undefined),
    };
  });

  app.put('/api/Event/SetRecurrence/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(idParams, request.params);
    const body = parseBody(
      z.object({ rule: z.string().max(500).nullable().default(null), timeZone: z.string().max(64).optional() }),
      request.body ?? {},
    );
    const rule = body.rule ? normalizeRule(body.rule) : null;
    if (body.rule && !rule) throw badRequest(INVALID_RULE_MESSAGE, [{ field: 'rule', message: INVALID_RULE_MESSAGE }]);
    if (body.timeZone !== undefined && !isTimeZone(body.timeZone))
      throw badRequest(INVALID_TIME_ZONE_MESSAGE, [{ field: 'timeZone', message: INVALID_TIME_ZONE_MESSAGE }]);
    return commit(svc, auth, async (tx, changes) => {
      const { row } = await lockWritable(tx, eventKind(), auth, id, undefined);
      // Without a zone the series repeats in its organizer's (the owner's) zone.
      const timeZone = body.timeZone ?? (await ownerZone(tx, row.ownerId));
      const d = await eventDetails(tx, auth.companyId, [row]);
      if (d.replacing.has(row.id)) throw badRequest(INVALID_RULE_MESSAGE, [{ field: 'rule', message: 'An occurrence cannot repeat' }]);
      if (!rule) {
        await tx.delete(eventRecurrences).where(and(eq(eventRecurrences.companyId, auth.companyId), eq(eventRecurrences.eventId, id)));
      } else {
        const recurrenceEndDate = seriesEnd(seriesOf(row, { rule, timeZone }));
        await tx
          .insert(eventRecurrences)
          .values({ companyId: auth.companyId, eventId: id, rule, timeZone, recurrenceEndDate })
          .onConflictDoUpdate({ target: eventRecurrences.eventId, set: { rule, timeZone, recurrenceEndDate } });
      }
      changes.record('Event', id, 'updated');
      return { id, rule, timeZone };
    });
  });

  app.put('/api/Event/SetGroupAttendees/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(idParams, request.params);
    const { groupIdList } = parseBody(
      z.object({ groupIdList: z.array(z.coerce.number().int().positive().max(MAX_ID)).max(100) }),
      request.body ?? {},
    );
    return commit(svc, auth, async (tx, changes) => {
      await lockWritable(tx, eventKind(), auth, id, undefined);
      const known = groupIdList.length
        ? await tx
            .select({ id: groups.id })
            .from(groups)
            .where(and(eq(groups.companyId, auth.companyId), inArray(groups.id, groupIdList)))
        : [];
      if (known.length !== new Set(groupIdList).size)
        throw badRequest('Invalid group', [{ field: 'groupIdList', message: 'Invalid group' }]);
      const uninvited = await tx
        .delete(eventGroupAttendees)
        .where(and(eq(eventGroupAttendees.companyId, auth.companyId), eq(eventGroupAttendees.eventId, id)))
        .returning({ groupId: eventGroupAttendees.groupId });
      changes.namedBefore('Event', id, { userIds: [], groupIds: uninvited.map((g) => g.groupId) });
      if (known.length)
        await tx.insert(eventGroupAttendees).values(known.map((g) => ({ companyId: auth.companyId, eventId: id, groupId: g.id })));
      changes.record('Event', id, 'updated');
      return { id, groupIdList: known.map((g) => g.id) };
    });
  });

  /** The occurrence of a series, under the series' write lock (404 when the rule has no such occurrence). */
  async function lockOccurrence(tx: Db, auth: UserAuth, id: number, occurrenceNumber: number) {
    const { row } = await lockWritable(tx, eventKind(), auth, id, undefined);
    const d = await eventDetails(tx, auth.companyId, [row]);
    const rec = d.recurrence.get(row.id);
    const occurrence = rec ? occurrenceAt(seriesOf(row, rec), occurrenceNumber) : null;
    if (!occurrence) throw notFound('Event not found');
    const existing = (d.exceptions.get(row.id) ?? []).find((e) => e.occurrenceNumber === occurrenceNumber);
    if (existing?.isDeleted) throw notFound('Event not found');
    return { row, occurrence, existing };
  }
  const occurrenceNumberOf = (input: unknown) =>
    parseBody(z.object({ occurrenceNumber: z.coerce.number().int().positive().max(10_000) }), input ?? {}).occurrenceNumber;

  app.delete('/api/Event/DeleteOccurrence/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(idParams, request.params);
    const occurrenceNumber = occurrenceNumberOf(request.query);
    return commit(svc, auth, async (tx, changes) => {
      const { occurrence, existing } = await lockOccurrence(tx, auth, id, occurrenceNumber);
      if (existing?.exceptionEventId) {
        const kind = eventKind();
        const replaced = (
          await tx
            .select(kind.selection)
            .from(kind.table)
            .where(scope(kind, auth, eq(kind.col('id'), existing.exceptionEventId)))
        )[0];
        if (replaced) await softDelete(tx, kind, auth, changes, { ...(replaced as Row), objectName: 'Event' });
      }
      await tx
        .insert(eventExceptions)
        .values({ companyId: auth.companyId, parentEventId: id, occurrenceNumber, originalStartDate: occurrence.start, isDeleted: true })
        .onConflictDoUpdate({ target: [eventExceptions.parentEventId, eventExceptions.occurrenceNumber], set: { isDeleted: true } });
      changes.record('Event', id, 'updated');
      return { id, occurrenceNumber, message: 'Event is deleted' };
    });
  });

  app.put('/api/Event/UpdateOccurrence/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(idParams, request.params);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const occurrenceNumber = occurrenceNumberOf(body);
    const result = await commit(svc, auth, async (tx, changes) => {
      const { row, occurrence, existing } = await lockOccurrence(tx, auth, id, occurrenceNumber);
      if (existing?.exceptionEventId)
        throw badRequest('This occurrence was already edited alone: update its own event', [
          { field: 'occurrenceNumber', message: 'This occurrence was already edited alone: update its own event' },
        ]);
      // The occurrence becomes an event of its own: the series' values, the occurrence's dates, the changes sent.
      const fields = ['subject', 'location', 'isAllDayEvent', 'attendeeIds', 'description', 'parentObject', 'parentId'];
      const copy = Object.fromEntries(fields.filter((f) => row[f] !== undefined && row[f] !== null).map((f) => [f, row[f]]));
      const sent = Object.fromEntries(Object.entries(body).filter(([k]) => !['id', 'occurrenceNumber', 'version', 'ownerId'].includes(k)));
      // It keeps the series' extra values too (the required ones hold on it as on any new event).
      const extras = await storedExtraValues(tx, auth.companyId, row);
      const added = await insertRecord(tx, eventKind(), auth, changes, {
        ...Object.fromEntries(Object.entries(extras).filter(([, v]) => v !== null)),
        ...copy,
        startDate: occurrence.start.toISOString(),
        endDate: occurrence.end.toISOString(),
        ...sent,
      });
      const newId = Number(added.model.id);
      // The organizer stays the series' owner.
      if (row.ownerId !== auth.user.id)
        await tx
          .update(eventKind().table)
          .set({ ownerId: row.ownerId })
          .where(eq(eventKind().col('id'), newId));
      await tx.insert(eventExceptions).values({
        companyId: auth.companyId,
        parentEventId: id,
        occurrenceNumber,
        originalStartDate: occurrence.start,
        exceptionEventId: newId,
      });
      return newId;
    });
    const row = await readEvent(db, auth, result);
    const d = await eventDetails(db, auth.companyId, [row]);
    const [withPermission] = await withPermissions(db, eventKind(), auth, [row]);
    return { model: eventItem(withPermission!, d, await viewerOf(db, auth)) };
  });

  app.post('/api/Event/SendInvite/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(idParams, request.params);
    const row = await readEvent(db, auth, id);
    const out = app.ctx.mailer;
    if (!out) return { sent: 0, message: 'No mail service is configured' };
    const d = await eventDetails(db, auth.companyId, [row]);
    const attendeeIds = ((row.attendeeIds as number[] | null) ?? []).filter((a) => a !== row.ownerId);
    const emails = await emailsOf(db, auth.companyId, [row.ownerId, ...attendeeIds]);
    const to = attendeeIds.map((a) => emails.get(a)).filter((e): e is string => Boolean(e));
    if (!to.length) return { sent: 0, message: 'The event has no attendees to invite' };
    const host = request.hostname.replace(/:\d+$/, '') || 'localhost';
    const accepted = await deliver(
      out,
      {
        to,
        subject: `Invitation: ${String(row.subject ?? row.name)}`,
        text: `${fullName(auth.user)} invites you to "${String(row.subject ?? row.name)}".`,
        attachments: [
          {
            filename: 'invite.ics',
            contentType: 'text/calendar; method=REQUEST; charset=utf-8',
            content: inviteCalendar([row], d, host, emails),
          },
        ],
      },
      request.log,
    );
    if (!accepted) return { sent: 0, message: NOT_SENT_MESSAGE };
    return { sent: to.length, message: 'Invitation is sent' };
  });

  // ---- the iCalendar feed: a secret URL per user, readable without a session ----
  app.get('/api/Calendar/Feed', async (request) => {
    const auth = requireUser(request);
    const settings = await settingsOf(db, auth);
    return { exists: Boolean(settings?.feedTokenHash), createdAt: settings?.feedCreatedAt ?? null };
  });
  app.post('/api/Calendar/Feed', async (request) => {
    const auth = requireUser(request);
    // The token is shown once; only its hash is kept, so creating again rotates it (the old URL stops working).
    const token = randomBytes(24).toString('base64url');
    const createdAt = new Date();
    await upsertSettings(db, auth, { feedTokenHash: tokenHash(token), feedCreatedAt: createdAt });
    return { token, path: `/api/Calendar/Feed/${token}.ics`, createdAt };
  });
  app.delete('/api/Calendar/Feed', async (request) => {
    const auth = requireUser(request);
    await upsertSettings(db, auth, { feedTokenHash: null, feedCreatedAt: null });
    return { exists: false };
  });
  app.get('/api/Calendar/Feed/:token', { config: { auth: 'public' } }, async (request, reply) => {
    const { token } = parseBody(z.object({ token: z.string().min(10).max(100) }), request.params);
    const hash = tokenHash(token.replace(/\.ics$/, ''));
    const [owner] = await db
      .select({ user: users })
      .from(calendarSettings)
      .innerJoin(users, eq(users.id, calendarSettings.userId))
      .where(eq(calendarSettings.feedTokenHash, hash));
    if (!owner) throw notFound('Not found');
    const auth: UserAuth = { kind: 'user', user: owner.user, companyId: owner.user.companyId, sessionId: null };
    const viewer = await viewerOf(db, auth);
    // A year back and two years ahead; series are written once with their rule, whatever their length.
    const now = Date.now();
    const rows = await eventRowsFor(db, auth, [auth.user.id], viewer.groups, new Date(now - 365 * DAY), new Date(now + 730 * DAY));
    const d = await eventDetails(db, auth.companyId, rows);
    // Occurrences replaced by their own event stay with their series (RECURRENCE-ID).
    const emails = await emailsOf(db, auth.companyId, [...d.userNames.keys()]);
    const host = request.hostname.replace(/:\d+$/, '') || 'localhost';
    void reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store');
    return feedCalendar(`${fullName(auth.user)} (calendar)`, rows, d, host, emails);
  });
}
