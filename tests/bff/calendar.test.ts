// The calendar query: a month for 10 users costs a bounded number of upstream calls (one range call, whatever
// the number of users and events), answers per-user entries with colours 1 to 20, and the event mutations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server';
import { startBff, type RunningBff } from '../../bff/src/server';
import { eq } from 'drizzle-orm';
import { groups, users } from '../../api/src/db/schema';
import { defaultPreferences } from '../../api/src/users/model';
import { startCountingProxy, type CountingProxy } from './support/counting-proxy';
import { gql, loginCookie } from './support/harness';
import { login } from '../api/support/client';

let api: RunningApi;
let proxy: CountingProxy;
let bff: RunningBff;
let admin: string;
let ids: number[];

const MONTH = `query($users: [CalendarUserInput!]) {
  calendar(range: { start: "2026-03-01T00:00:00Z", end: "2026-04-01T00:00:00Z" }, view: MONTH, users: $users) {
    entries { userId userType className name
      events { id rowId subject start end occurrenceNumber viewerCanAccept viewerResponse attendees { role userId name response } }
      tasks { id subject dueDate } } } }`;

beforeAll(async () => {
  api = await startApi({ port: 0, dataDir: 'memory://' });
  proxy = await startCountingProxy(api.url);
  bff = await startBff({ apiUrl: proxy.url, serviceToken: api.serviceToken, graphiql: false });
  admin = await loginCookie(bff.url, 'admin@acme.example');
  const session = await gql(bff.url, '{ users { rowId } }', undefined, { cookie: admin });
  const existing = (session.body.data!.users as { rowId: number }[]).map((u) => u.rowId);
  const [me] = await api.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'admin@acme.example'));
  // Enough users for ten calendars, each with events in the month (five plain, one weekly series).
  const added = await api.db
    .insert(users)
    .values(
      Array.from({ length: Math.max(0, 10 - existing.length) }, (_, i) => ({
        companyId: me!.companyId,
        username: `calendar${i}@acme.example`,
        email: `calendar${i}@acme.example`,
        firstName: 'Cal',
        lastName: `User ${i}`,
        preferences: defaultPreferences(),
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  ids = [...existing, ...added.map((u) => u.id)].slice(0, 10);
  const rest = await login(api.url, 'admin@acme.example');
  for (const [i, userId] of ids.entries()) {
    for (let d = 0; d < 5; d++) {
      const day = `2026-03-${String(2 + d * 5).padStart(2, '0')}`;
      const res = await rest.post('/api/Event/Add', {
        subject: `U${i} event ${d}`,
        startDate: `${day}T0${d}:00:00Z`,
        endDate: `${day}T0${d}:30:00Z`,
        attendeeIds: [userId],
      });
      expect(res.status).toBe(200);
    }
  }
}, 300_000);
afterAll(async () => {
  await bff?.close();
  await proxy?.close();
  await api?.close();
});

describe('calendar', () => {
  it('a month for 10 users is one upstream range call, with per-user entries and colours 1 to 10', async () => {
    const mark = proxy.calls.length;
    const res = await gql(bff.url, MONTH, { users: ids.map((userId) => ({ userId, userType: 'USER' })) }, { cookie: admin });
    expect(res.body.errors).toBeUndefined();
    const calls = proxy.since(mark).filter((c) => c.session === admin.slice(4));
    expect(calls.map((c) => c.path.split('?')[0])).toEqual(['/api/Calendar/Month']);
    const entries = res.body.data!.calendar.entries as { userId: number; className: number; events: { subject: string }[] }[];
    expect(entries.map((e) => e.userId)).toEqual(ids);
    expect(entries.map((e) => e.className)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const [i, e] of entries.entries()) expect(e.events.filter((ev) => ev.subject.startsWith(`U${i} `))).toHaveLength(5);
  });

  it('respondToEvent answers for an invited user; the organizer gets a PermissionError', async () => {
    const crm = await loginCookie(bff.url, 'crm@acme.example');
    const crmId = (await gql(bff.url, '{ viewer { user { rowId } } }', undefined, { cookie: crm })).body.data!.viewer.user.rowId as number;
    const month = await gql(bff.url, MONTH, { users: [{ userId: crmId, userType: 'USER' }] }, { cookie: crm });
    const invited = (month.body.data!.calendar.entries[0].events as { rowId: number; viewerCanAccept: boolean }[]).find(
      (e) => e.viewerCanAccept,
    );
    expect(invited).toBeDefined();
    const respond = `mutation($input: RespondToEventInput!) { respondToEvent(input: $input) {
      __typename ... on RespondToEventSuccess { response event { viewerCanAccept viewerResponse } } ... on Error { message } } }`;
    const ok = await gql(bff.url, respond, { input: { eventId: invited!.rowId, response: 'ACCEPTED' } }, { cookie: crm });
    expect(ok.body.data!.respondToEvent).toMatchObject({
      __typename: 'RespondToEventSuccess',
      event: { viewerCanAccept: false, viewerResponse: 'ACCEPTED' },
    });
    const refused = await gql(bff.url, respond, { input: { eventId: invited!.rowId, response: 'ACCEPTED' } }, { cookie: admin });
    expect(refused.body.data!.respondToEvent.__typename).toBe('PermissionError');
  });

  it('respondToEvent with occurrenceNumber answers that occurrence alone; a missing one is a ValidationError', async () => {
    const rest = await login(api.url, 'admin@acme.example');
    const crm = await loginCookie(bff.url, 'crm@acme.example');
    const crmId = (await gql(bff.url, '{ viewer { user { rowId } } }', undefined, { cookie: crm })).body.data!.viewer.user.rowId as number;
    const created = await rest.post('/api/Event/Add', {
      subject: 'Occurrence answers',
      startDate: '2026-03-10T10:00:00Z',
      endDate: '2026-03-10T11:00:00Z',
      attendeeIds: [crmId],
    });
    const rowId = Number(created.body.model.id);
    await rest.put(`/api/Event/SetRecurrence/${rowId}`, { rule: 'FREQ=WEEKLY;COUNT=3', timeZone: 'UTC' });
    const respond = `mutation($input: RespondToEventInput!) { respondToEvent(input: $input) {
      __typename ... on RespondToEventSuccess { event { occurrenceNumber viewerResponse } } ... on ValidationError { fields { field message } } } }`;
    const ok = await gql(bff.url, respond, { input: { eventId: rowId, response: 'DECLINED', occurrenceNumber: 2 } }, { cookie: crm });
    expect(ok.body.data!.respondToEvent).toEqual({
      __typename: 'RespondToEventSuccess',
      event: { occurrenceNumber: 2, viewerResponse: 'DECLINED' },
    });
    const month = await gql(bff.url, MONTH, { users: [{ userId: crmId, userType: 'USER' }] }, { cookie: crm });
    const mine = (month.body.data!.calendar.entries[0].events as { rowId: number; occurrenceNumber: number; viewerResponse: string }[])
      .filter((e) => e.rowId === rowId)
      .map((e) => [e.occurrenceNumber, e.viewerResponse]);
    expect(mine).toEqual([
      [1, 'NONE'],
      [2, 'DECLINED'],
      [3, 'NONE'],
    ]);
    const bad = await gql(bff.url, respond, { input: { eventId: rowId, response: 'ACCEPTED', occurrenceNumber: 9 } }, { cookie: crm });
    expect(bad.body.data!.respondToEvent).toEqual({
      __typename: 'ValidationError',
      fields: [{ field: 'occurrenceNumber', message: 'The event has no such occurrence' }],
    });
  });

  it('the time zone preference: the viewer reads it, updatePreferences sets it, an unknown name names the field', async () => {
    const free = await loginCookie(bff.url, 'free@acme.example');
    const read = async () =>
      (await gql(bff.url, '{ viewer { preferences { timeZone } } calendarSettings { timeZone } }', undefined, { cookie: free })).body.data;
    expect(await read()).toEqual({ viewer: { preferences: { timeZone: 'UTC' } }, calendarSettings: { timeZone: 'UTC' } });
    const update = `mutation($input: UpdatePreferencesInput!) { updatePreferences(input: $input) {
      __typename ... on ValidationError { fields { field message } } } }`;
    const bad = await gql(bff.url, update, { input: { timeZone: 'Atlantis/Capital' } }, { cookie: free });
    expect(bad.body.data!.updatePreferences).toEqual({
      __typename: 'ValidationError',
      fields: [{ field: 'timeZone', message: 'The time zone is not valid' }],
    });
    const ok = await gql(bff.url, update, { input: { timeZone: 'Asia/Tokyo' } }, { cookie: free });
    expect(ok.body.data!.updatePreferences.__typename).toBe('DoneSuccess');
    expect(await read()).toEqual({ viewer: { preferences: { timeZone: 'Asia/Tokyo' } }, calendarSettings: { timeZone: 'Asia/Tokyo' } });
  });

  it('deleteCalendarEvent removes one occurrence of a series and leaves the others', async () => {
    const rest = await login(api.url, 'admin@acme.example');
    const created = await rest.post('/api/Event/Add', {
      subject: 'Series',
      startDate: '2026-03-03T10:00:00Z',
      endDate: '2026-03-03T11:00:00Z',
    });
    const rowId = Number(created.body.model.id);
    const set = await gql(
      bff.url,
      `mutation($input: SetEventRecurrenceInput!) { setEventRecurrence(input: $input) { __typename ... on SetEventRecurrenceSuccess { rule } } }`,
      { input: { eventId: rowId, rule: 'FREQ=WEEKLY;COUNT=3', timeZone: 'Europe/Paris' } },
      { cookie: admin },
    );
    expect(set.body.data!.setEventRecurrence).toEqual({ __typename: 'SetEventRecurrenceSuccess', rule: 'FREQ=WEEKLY;COUNT=3' });
    const del = await gql(
      bff.url,
      `mutation($input: DeleteCalendarEventInput!) { deleteCalendarEvent(input: $input) { __typename ... on DeleteCalendarEventSuccess { occurrenceNumber message } } }`,
      { input: { eventId: rowId, occurrenceNumber: 2 } },
      { cookie: admin },
    );
    expect(del.body.data!.deleteCalendarEvent).toEqual({
      __typename: 'DeleteCalendarEventSuccess',
      occurrenceNumber: 2,
      message: 'Event is deleted',
    });
    const month = await gql(bff.url, MONTH, {}, { cookie: admin });
    const series = (month.body.data!.calendar.entries[0].events as { subject: string; occurrenceNumber: number }[]).filter(
      (e) => e.subject === 'Series',
    );
    expect(series.map((e) => e.occurrenceNumber)).toEqual([1, 3]);
  });
  it('dueToday lists each occurrence of a series as a CalendarEvent of its own (distinct ids, its own start)', async () => {
    const rest = await login(api.url, 'admin@acme.example');
    const created = await rest.post('/api/Event/Add', {
      subject: 'Daily due',
      startDate: '2026-05-04T08:00:00Z',
      endDate: '2026-05-04T08:30:00Z',
    });
    const rowId = Number(created.body.model.id);
    expect((await rest.put(`/api/Event/SetRecurrence/${rowId}`, { rule: 'FREQ=DAILY;COUNT=5', timeZone: 'UTC' })).status).toBe(200);
    const res = await gql(
      bff.url,
      `query($start: DateTime!, $end: DateTime!) { viewer { dueToday(start: $start, end: $end) {
        events { id rowId subject start occurrenceNumber url } } } }`,
      { start: '2026-05-05T00:00:00Z', end: '2026-05-07T00:00:00Z' },
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
    const daily = (res.body.data!.viewer.dueToday.events as { id: string; subject: string }[]).filter((e) => e.subject === 'Daily due');
    expect(daily).toEqual([
      expect.objectContaining({ rowId, start: '2026-05-05T08:00:00.000Z', occurrenceNumber: 2, url: `/event/detail/${rowId}` }),
      expect.objectContaining({ rowId, start: '2026-05-06T08:00:00.000Z', occurrenceNumber: 3, url: `/event/detail/${rowId}` }),
    ]);
    expect(new Set(daily.map((e) => e.id)).size).toBe(2);
  });

  it('setEventGroupAttendees invites a group; a group of another company is refused (ValidationError)', async () => {
    const rest = await login(api.url, 'admin@acme.example');
    const created = await rest.post('/api/Event/Add', {
      subject: 'Group meeting',
      startDate: '2026-03-04T10:00:00Z',
      endDate: '2026-03-04T11:00:00Z',
    });
    const rowId = Number(created.body.model.id);
    const [me] = await api.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'admin@acme.example'));
    const [group] = await api.db.insert(groups).values({ companyId: me!.companyId, name: 'Bff calendar team' }).returning();
    const [globexUser] = await api.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'admin@globex.example'));
    // A group of another company is refused like an unknown one (tenant isolation).
    const [foreign] = await api.db.insert(groups).values({ companyId: globexUser!.companyId, name: 'Elsewhere' }).returning();
    const set = `mutation($input: SetEventGroupAttendeesInput!) { setEventGroupAttendees(input: $input) {
      __typename ... on SetEventGroupAttendeesSuccess { rowId groupIds } ... on Error { message } } }`;
    const ok = await gql(bff.url, set, { input: { eventId: rowId, groupIds: [group!.id] } }, { cookie: admin });
    expect(ok.body.data!.setEventGroupAttendees).toEqual({ __typename: 'SetEventGroupAttendeesSuccess', rowId, groupIds: [group!.id] });
    const month = await gql(bff.url, MONTH, {}, { cookie: admin });
    const event = (month.body.data!.calendar.entries[0].events as { rowId: number; attendees: { name: string }[] }[]).find(
      (e) => e.rowId === rowId,
    );
    expect(event!.attendees.map((a) => a.name)).toContain('Bff calendar team');
    const other = await gql(bff.url, set, { input: { eventId: rowId, groupIds: [foreign!.id] } }, { cookie: admin });
    expect(other.body.data!.setEventGroupAttendees).toMatchObject({ __typename: 'ValidationError', message: 'Invalid group' });
  });

  it('updateEventOccurrence makes one occurrence an event of its own; the series keeps its other occurrences', async () => {
    const rest = await login(api.url, 'admin@acme.example');
    const created = await rest.post('/api/Event/Add', {
      subject: 'Standup',
      startDate: '2026-03-09T08:00:00Z',
      endDate: '2026-03-09T08:15:00Z',
    });
    const rowId = Number(created.body.model.id);
    expect((await rest.put(`/api/Event/SetRecurrence/${rowId}`, { rule: 'FREQ=WEEKLY;COUNT=3', timeZone: 'UTC' })).status).toBe(200);
    const update = `mutation($input: UpdateEventOccurrenceInput!) { updateEventOccurrence(input: $input) {
      __typename ... on UpdateEventOccurrenceSuccess { event { rowId subject start isRecurrence } } ... on Error { message } } }`;
    const ok = await gql(
      bff.url,
      update,
      { input: { eventId: rowId, occurrenceNumber: 2, subject: 'Standup (moved)' } },
      { cookie: admin },
    );
    const result = ok.body.data!.updateEventOccurrence;
    expect(result.__typename).toBe('UpdateEventOccurrenceSuccess');
    expect(result.event).toMatchObject({ subject: 'Standup (moved)', start: '2026-03-16T08:00:00.000Z' });
    expect(result.event.rowId).not.toBe(rowId);
    const month = await gql(bff.url, MONTH, {}, { cookie: admin });
    const standups = (month.body.data!.calendar.entries[0].events as { subject: string; start: string }[])
      .filter((e) => e.subject.startsWith('Standup'))
      .map((e) => [e.subject, e.start]);
    expect(standups).toEqual([
      ['Standup', '2026-03-09T08:00:00.000Z'],
      ['Standup (moved)', '2026-03-16T08:00:00.000Z'],
      ['Standup', '2026-03-23T08:00:00.000Z'],
    ]);
    const again = await gql(bff.url, update, { input: { eventId: rowId, occurrenceNumber: 2 } }, { cookie: admin });
    expect(again.body.data!.updateEventOccurrence.__typename).toBe('ValidationError');
    // Another company's user cannot see the series at all.
    const globex = await loginCookie(bff.url, 'admin@globex.example');
    const refused = await gql(bff.url, update, { input: { eventId: rowId, occurrenceNumber: 3 } }, { cookie: globex });
    expect(refused.body.data!.updateEventOccurrence.__typename).toBe('NotFoundError');
  });
});
