// The calendar's api: ranges of events and tasks per selected user and group, recurring series expanded with
// occurrence numbers across month boundaries and DST, occurrences changed or deleted alone, responses, the
// iCalendar feed and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import type { Client } from './support/client';
import { demoClients, me, type Json } from './support/client';
import { groupMembers, groups } from '../../api/src/db/schema';
import type { RecordingMailer } from '../../api/src/mail/mailer';
import { openStream } from './support/stream';
import { dayRange } from '../../api/src/tasks/lists';
import { overDueOf } from '../../api/src/tasks/items';
import { addLocalDays, startOfLocalDay } from '../../api/src/users/zone';

type Clients = Awaited<ReturnType<typeof demoClients>>;

/** The events of the calendar answer's entry for a user. */
const eventsOf = (body: Json, userId: number, userType = 'user') =>
  (body.data as Json[]).find((e) => e.userId === userId && e.userType === userType)?.eventList as Json[];

describe.each(backends())('calendar ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  let adminId: number;
  let crmId: number;
  let projectId: number;
  let globexId: number;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
    [adminId, crmId, projectId, globexId] = (await Promise.all([c.admin, c.crm, c.project, c.globex].map(me))).map((s) => s.userId) as [
      number,
      number,
      number,
      number,
    ];
    // The machine may be busy: starting the api (migrations, seed) gets more time than the default hook.
  }, 300_000);
  afterAll(async () => {
    await api?.close();
  });

  const addEvent = async (client: Client, body: Record<string, unknown>) => {
    const res = await client.post('/api/Event/Add', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return Number(res.body.model.id);
  };
  const month = (client: Client, start: string, end: string, userList: string) =>
    client.get(`/api/Calendar/Month?startDate=${start}&endDate=${end}&userList=${encodeURIComponent(userList)}`);

  it('a weekly series in New York keeps 09:00 local across the DST change and numbers occurrences across months', async () => {
    // Monday 2 March 2026, 09:00 EST (14:00Z); DST starts 8 March, so later occurrences are 13:00Z.
    const id = await addEvent(c.crm, { subject: 'Weekly sync', startDate: '2026-03-02T14:00:00Z', endDate: '2026-03-02T15:00:00Z' });
    const set = await c.crm.put(`/api/Event/SetRecurrence/${id}`, { rule: 'FREQ=WEEKLY;COUNT=8', timeZone: 'America/New_York' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    const march = await month(c.crm, '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z', `user:${crmId}`);
    expect(march.status).toBe(200);
    const inMarch = eventsOf(march.body, crmId).filter((e) => e.parentEventId === id);
    expect(inMarch.map((e) => [e.occurrenceNumber, e.startDate])).toEqual([
      [1, '2026-03-02T14:00:00.000Z'],
      [2, '2026-03-09T13:00:00.000Z'],
      [3, '2026-03-16T13:00:00.000Z'],
      [4, '2026-03-23T13:00:00.000Z'],
      [5, '2026-03-30T13:00:00.000Z'],
    ]);
    expect(inMarch[0]).toMatchObject({ isRecurrence: true, recurrenceRule: 'FREQ=WEEKLY;COUNT=8', timeZone: 'America/New_York' });

    // April continues the numbering and the series ends after 8.
    const april = await month(c.crm, '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z', `user:${crmId}`);
    expect(
      eventsOf(april.body, crmId)
        .filter((e) => e.parentEventId === id)
        .map((e) => e.occurrenceNumber),
    ).toEqual([6, 7, 8]);

    // GetModel with the recurrence parameters answers that occurrence.
    const model = await c.crm.get(`/api/Event/GetModel/${id}?parentEventId=${id}&occurrenceNumber=3`);
    expect(model.body.model).toMatchObject({ occurrenceNumber: 3, startDate: '2026-03-16T13:00:00.000Z', parentEventId: id });
  });

  it('a series in Berlin crosses the European DST change (29 March) at local time', async () => {
    const id = await addEvent(c.crm, { subject: 'Daily standup', startDate: '2026-03-27T08:00:00Z', endDate: '2026-03-27T08:15:00Z' });
    await c.crm.put(`/api/Event/SetRecurrence/${id}`, { rule: 'FREQ=DAILY;COUNT=4', timeZone: 'Europe/Berlin' });
    const res = await month(c.crm, '2026-03-25T00:00:00Z', '2026-04-05T00:00:00Z', `user:${crmId}`);
    expect(
      eventsOf(res.body, crmId)
        .filter((e) => e.parentEventId === id)
        .map((e) => e.startDate),
    ).toEqual(['2026-03-27T08:00:00.000Z', '2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z']);
  });

  it('an occurrence edited alone and one deleted alone; the feed writes RRULE, EXDATE and RECURRENCE-ID', async () => {
    const id = await addEvent(c.crm, { subject: 'Review', startDate: '2026-05-04T10:00:00Z', endDate: '2026-05-04T11:00:00Z' });
    await c.crm.put(`/api/Event/SetRecurrence/${id}`, { rule: 'FREQ=WEEKLY;COUNT=4', timeZone: 'UTC' });
    const edited = await c.crm.put(`/api/Event/UpdateOccurrence/${id}`, {
      occurrenceNumber: 2,
      subject: 'Review (moved)',
      startDate: '2026-05-12T15:00:00Z',
      endDate: '2026-05-12T16:00:00Z',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.model).toMatchObject({ parentEventId: id, occurrenceNumber: 2, isRecurrence: true });
    expect((await c.crm.del(`/api/Event/DeleteOccurrence/${id}?occurrenceNumber=3`)).status).toBe(200);

    const res = await month(c.crm, '2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z', `user:${crmId}`);
    const mine = eventsOf(res.body, crmId).filter((e) => e.parentEventId === id);
    expect(mine.map((e) => [e.occurrenceNumber, e.subject, e.startDate])).toEqual([
      [1, 'Review', '2026-05-04T10:00:00.000Z'],
      [2, 'Review (moved)', '2026-05-12T15:00:00.000Z'],
      [4, 'Review', '2026-05-25T10:00:00.000Z'],
    ]);

    const feed = await c.crm.post('/api/Calendar/Feed');
    const ics = await fetch(api.url + feed.body.path);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text).toContain('RRULE:FREQ=WEEKLY;COUNT=4');
    expect(text).toMatch(/EXDATE;TZID=UTC:20260511T100000,20260518T100000/);
    expect(text).toMatch(/RECURRENCE-ID[^:]*:20260511T100000Z?/);
    expect(text).toContain('SUMMARY:Review (moved)');
    // Deleting the series removes the occurrence edited alone too.
    expect((await c.crm.del(`/api/Event/Delete/${id}`)).status).toBe(200);
    const after = await month(c.crm, '2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z', `user:${crmId}`);
    expect(eventsOf(after.body, crmId).filter((e) => e.parentEventId === id || e.subject === 'Review (moved)')).toEqual([]);
  });

  it('the feed is served by its secret alone, rotates, and never shows another user or company', async () => {
    const first = await c.project.post('/api/Calendar/Feed');
    const second = await c.project.post('/api/Calendar/Feed');
    expect((await fetch(api.url + first.body.path)).status).toBe(404);
    expect((await fetch(api.url + second.body.path)).status).toBe(200);
    const globexFeed = await c.globex.post('/api/Calendar/Feed');
    await addEvent(c.crm, { subject: 'Acme only secret', startDate: '2026-06-01T10:00:00Z', endDate: '2026-06-01T11:00:00Z' });
    const text = await (await fetch(api.url + globexFeed.body.path)).text();
    expect(text).not.toContain('Acme only secret');
    expect((await fetch(`${api.url}/api/Calendar/Feed/not-a-real-token-at-all.ics`)).status).toBe(404);
  });

  it('attendees respond: accept and decline; the organizer and the uninvited cannot; Accept shows until accepted', async () => {
    const id = await addEvent(c.crm, {
      subject: 'Planning',
      startDate: '2026-07-01T09:00:00Z',
      endDate: '2026-07-01T10:00:00Z',
      attendeeIds: [projectId],
    });
    const before = await c.project.get(`/api/Event/GetModel/${id}`);
    expect(before.body.model).toMatchObject({ canAccept: true, myResponse: 'none' });
    expect(before.body.model.attendeeList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'organizer', userId: crmId }),
        expect.objectContaining({ role: 'attendee', userId: projectId, response: 'none' }),
      ]),
    );
    const accepted = await c.project.post(`/api/Event/EventResponse/${id}?response=accepted`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.model).toMatchObject({ canAccept: false, myResponse: 'accepted' });
    const declined = await c.project.post(`/api/Event/EventResponse/${id}`, { response: 'declined' });
    expect(declined.body.model).toMatchObject({ canAccept: true, myResponse: 'declined' });

    expect((await c.crm.post(`/api/Event/EventResponse/${id}?response=accepted`)).status).toBe(403);
    expect((await c.support.post(`/api/Event/EventResponse/${id}?response=accepted`)).status).toBe(403);
    const bad = await c.project.post(`/api/Event/EventResponse/${id}?response=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Response must be accepted or declined');
    expect((await c.globex.post(`/api/Event/EventResponse/${id}?response=accepted`)).status).toBe(404);
  });

  it('an attendee answers one occurrence of a series alone; the others keep the series’ answer', async () => {
    const id = await addEvent(c.crm, {
      subject: 'Weekly 1:1',
      startDate: '2026-06-01T09:00:00Z',
      endDate: '2026-06-01T09:30:00Z',
      attendeeIds: [projectId],
    });
    await c.crm.put(`/api/Event/SetRecurrence/${id}`, { rule: 'FREQ=WEEKLY;COUNT=4', timeZone: 'UTC' });
    expect((await c.project.post(`/api/Event/EventResponse/${id}`, { response: 'accepted' })).status).toBe(200);
    const one = await c.project.post(`/api/Event/EventResponse/${id}`, { response: 'declined', occurrenceNumber: 2 });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body).toMatchObject({ response: 'declined', occurrenceNumber: 2 });
    expect(one.body.model).toMatchObject({
      occurrenceNumber: 2,
      myResponse: 'declined',
      canAccept: true,
      startDate: '2026-06-08T09:00:00.000Z',
    });

    const answers = async (client: Client) =>
      eventsOf((await month(client, '2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z', `user:${projectId}`)).body, projectId)
        .filter((e) => e.parentEventId === id)
        .map((e) => [e.occurrenceNumber, e.myResponse, e.attendeeList.find((a: Json) => a.userId === projectId).response]);
    expect(await answers(c.project)).toEqual([
      [1, 'accepted', 'accepted'],
      [2, 'declined', 'declined'],
      [3, 'accepted', 'accepted'],
      [4, 'accepted', 'accepted'],
    ]);
    // The organizer sees the attendee's answer per occurrence too; GetModel of the occurrence agrees.
    expect((await answers(c.crm)).map(([n, , a]) => [n, a])).toEqual([
      [1, 'accepted'],
      [2, 'declined'],
      [3, 'accepted'],
      [4, 'accepted'],
    ]);
    const model = await c.project.get(`/api/Event/GetModel/${id}?parentEventId=${id}&occurrenceNumber=2`);
    expect(model.body.model).toMatchObject({ myResponse: 'declined' });
    const series = await c.project.get(`/api/Event/GetModel/${id}`);
    expect(series.body.model).toMatchObject({ myResponse: 'accepted' });

    // Refusals: an occurrence the rule does not have, one deleted alone, a single event, the organizer, outsiders.
    const beyond = await c.project.post(`/api/Event/EventResponse/${id}`, { response: 'accepted', occurrenceNumber: 5 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors).toEqual([{ field: 'occurrenceNumber', message: 'The event has no such occurrence' }]);
    await c.crm.del(`/api/Event/DeleteOccurrence/${id}?occurrenceNumber=3`);
    expect((await c.project.post(`/api/Event/EventResponse/${id}`, { response: 'accepted', occurrenceNumber: 3 })).status).toBe(400);
    const single = await addEvent(c.crm, {
      subject: 'Once',
      startDate: '2026-06-02T09:00:00Z',
      endDate: '2026-06-02T10:00:00Z',
      attendeeIds: [projectId],
    });
    expect((await c.project.post(`/api/Event/EventResponse/${single}`, { response: 'accepted', occurrenceNumber: 1 })).status).toBe(400);
    expect((await c.crm.post(`/api/Event/EventResponse/${id}`, { response: 'accepted', occurrenceNumber: 2 })).status).toBe(403);
    expect((await c.support.post(`/api/Event/EventResponse/${id}`, { response: 'accepted', occurrenceNumber: 2 })).status).toBe(403);
    expect((await c.globex.post(`/api/Event/EventResponse/${id}`, { response: 'accepted', occurrenceNumber: 2 })).status).toBe(404);

    // Answering the whole series again is an answer for every occurrence.
    await c.project.post(`/api/Event/EventResponse/${id}`, { response: 'declined' });
    expect((await answers(c.project)).map(([, mine]) => mine)).toEqual(['declined', 'declined', 'declined']);
  });

  it('a group invitation reaches its members, and a group entry shows its members’ events', async () => {
    const [group] = await api.db
      .insert(groups)
      .values({ companyId: (await me(c.admin)).companyId, name: 'Calendar team' })
      .returning();
    await api.db.insert(groupMembers).values({ companyId: group!.companyId, groupId: group!.id, userId: projectId });
    const id = await addEvent(c.admin, { subject: 'All hands', startDate: '2026-08-03T09:00:00Z', endDate: '2026-08-03T10:00:00Z' });
    expect((await c.admin.put(`/api/Event/SetGroupAttendees/${id}`, { groupIdList: [group!.id] })).status).toBe(200);

    const res = await month(c.project, '2026-08-01T00:00:00Z', '2026-09-01T00:00:00Z', `user:${projectId},group:${group!.id}`);
    expect(res.body.data.map((e: Json) => [e.userType, e.className])).toEqual([
      ['user', 1],
      ['group', 2],
    ]);
    expect(eventsOf(res.body, projectId).map((e) => e.subject)).toContain('All hands');
    expect(eventsOf(res.body, group!.id, 'group').map((e) => e.subject)).toContain('All hands');
    expect((await c.project.post(`/api/Event/EventResponse/${id}?response=accepted`)).status).toBe(200);
  });

  it('a change of an event names who it concerns before and after (users, invited groups, their members and groups)', async () => {
    const companyId = (await me(c.admin)).companyId;
    const [team, crmTeam] = await api.db
      .insert(groups)
      .values([
        { companyId, name: 'Live team' },
        { companyId, name: 'Live crm' },
      ])
      .returning();
    await api.db.insert(groupMembers).values([
      { companyId, groupId: team!.id, userId: projectId },
      { companyId, groupId: crmTeam!.id, userId: crmId },
    ]);
    const stream = await openStream(api.url, api.serviceToken);
    const involved = async (id: number, seen: number) => {
      const e = await stream.next((m) => {
        if (m.event !== 'record.changed') return false;
        const p = JSON.parse(m.data).payload;
        return p.objectName === 'Event' && p.id === id && stream.events.indexOf(m) >= seen;
      });
      const { userIds, groupIds } = JSON.parse(e.data).payload.involved;
      return { userIds: [...userIds].sort(), groupIds: [...groupIds].sort() };
    };
    try {
      let seen = stream.events.length;
      const id = await addEvent(c.crm, { subject: 'Live', startDate: '2026-09-07T09:00:00Z', endDate: '2026-09-07T10:00:00Z' });
      const created = await involved(id, seen);
      expect(created.userIds).toEqual([crmId]);
      expect(created.groupIds).toContain(crmTeam!.id);
      expect(created.groupIds).not.toContain(team!.id);
      seen = stream.events.length;
      await c.crm.put(`/api/Event/SetGroupAttendees/${id}`, { groupIdList: [team!.id] });
      const invited = await involved(id, seen);
      expect(invited.userIds).toEqual([crmId, projectId].sort());
      expect(invited.groupIds).toEqual(expect.arrayContaining([team!.id, crmTeam!.id]));
      // Uninvited: the group and its members still hear of it (their calendars lose the event).
      seen = stream.events.length;
      await c.crm.put(`/api/Event/SetGroupAttendees/${id}`, { groupIdList: [] });
      expect(await involved(id, seen)).toEqual(invited);
      // Moved to another organizer: the former one is named too.
      seen = stream.events.length;
      await c.crm.put('/api/Event/Update', { id, ownerId: adminId });
      expect((await involved(id, seen)).userIds).toEqual([adminId, crmId].sort());
    } finally {
      stream.close();
    }
  });

  it('tasks come with events; week and day ranges; the items setting hides one kind', async () => {
    const task = await c.crm.post('/api/Task/Add', { subject: 'Send the offer', dueDate: '2026-09-02T12:00:00Z', assigneeIds: [crmId] });
    expect(task.status).toBe(200);
    await addEvent(c.crm, { subject: 'Offer call', startDate: '2026-09-02T09:00:00Z', endDate: '2026-09-02T09:30:00Z' });
    const week = await c.crm.get(`/api/Calendar/Week?startDate=2026-08-31T00:00:00Z&userList=user:${crmId}`);
    expect(week.body.endDate).toBe('2026-09-07T00:00:00.000Z');
    const entry = week.body.data[0];
    expect(entry.taskList.map((t: Json) => t.subject)).toContain('Send the offer');
    expect(entry.eventList.map((e: Json) => e.subject)).toContain('Offer call');
    const day = await c.crm.get(`/api/Calendar/Day?startDate=2026-09-03T00:00:00Z&userList=user:${crmId}`);
    expect(day.body.data[0].eventList).toEqual([]);

    expect((await c.crm.put('/api/Calendar/Settings?items=tasks')).status).toBe(200);
    const tasksOnly = await c.crm.get(`/api/Calendar/Week?startDate=2026-08-31T00:00:00Z&userList=user:${crmId}`);
    expect(tasksOnly.body.data[0].eventList).toEqual([]);
    expect(tasksOnly.body.data[0].taskList.length).toBeGreaterThan(0);
    await c.crm.put('/api/Calendar/Settings?items=both');
  });

  it('another company’s users are not in the calendar; bad input names the field', async () => {
    const res = await month(c.globex, '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z', `user:${crmId},user:${globexId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: Json) => e.userId)).toEqual([globexId]);
    expect(JSON.stringify(res.body)).not.toContain('Weekly sync');
    const bad = await c.crm.get('/api/Calendar/Month?startDate=nope&endDate=2026-04-01');
    expect(bad.status).toBe(400);
    const badRule = await c.crm.put(
      `/api/Event/SetRecurrence/${await addEvent(c.crm, { subject: 'x', startDate: '2026-03-02T14:00:00Z', endDate: '2026-03-02T15:00:00Z' })}`,
      {
        rule: 'FREQ=SOMETIMES',
      },
    );
    expect(badRule.status).toBe(400);
    expect(badRule.body.message).toBe('The recurrence rule is not valid');
    expect((await c.globex.get(`/api/Calendar/Month?startDate=2026-03-01&endDate=2026-04-01&userList=user:${adminId}`)).body.data).toEqual(
      [],
    );
  });

  it('the home widget toggles its display; an invite goes out as an .ics attachment', async () => {
    const home = await c.support.get('/api/Calendar/Home');
    expect(home.body.viewData).toMatchObject({ display: true, userList: [expect.objectContaining({ className: 1 })] });
    const view = home.body.viewData.weekViewId;
    expect((await c.support.put(`/api/UserHomePageView/ToggleDisplay/${view}`)).body).toEqual({ id: view, display: false });
    expect((await c.support.get('/api/Calendar/Home')).body.viewData.display).toBe(false);
    expect((await c.support.put(`/api/UserHomePageView/ToggleDisplay/${view}`)).body).toEqual({ id: view, display: true });

    const id = await addEvent(c.crm, {
      subject: 'Invite me',
      startDate: '2026-10-01T09:00:00Z',
      endDate: '2026-10-01T10:00:00Z',
      attendeeIds: [projectId],
    });
    const sent = await c.crm.post(`/api/Event/SendInvite/${id}`);
    expect(sent.body).toMatchObject({ sent: 1 });
    const last = (api.mailer as RecordingMailer).sent.at(-1)!;
    expect(last.to).toEqual(['project@acme.example']);
    expect(last.attachments[0]!.filename).toBe('invite.ics');
    expect(last.attachments[0]!.content).toContain('METHOD:REQUEST');
    expect(last.attachments[0]!.content).toContain('SUMMARY:Invite me');
  });

  describe('time zones', () => {
    const zone = (client: Client, timeZone: string) => client.put('/api/User/UpdatePreference', { timeZone });
    const startsOf = (body: Json, userId: number, id: number) =>
      eventsOf(body, userId)
        .filter((e) => e.parentEventId === id || e.id === id)
        .map((e) => [e.occurrenceNumber, e.startDate]);
    let freeId: number;
    beforeAll(async () => {
      freeId = (await me(c.free)).userId;
    });
    afterAll(async () => {
      await zone(c.free, 'UTC');
    });

    it('the preference takes IANA names only: a bad one is refused naming the field; the session carries it', async () => {
      const bad = await zone(c.free, 'Mars/Olympus_Mons');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ field: 'timeZone', message: 'The time zone is not valid' }]);
      // Before choosing one the user counts in UTC (there is no company zone).
      const before = await c.free.get('/api/UserMainMenu/InitialData');
      expect(before.body.session.preference.timeZone).toBe('UTC');
      const ok = await zone(c.free, 'Pacific/Auckland');
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.preference.timeZone).toBe('Pacific/Auckland');
      expect((await c.free.get('/api/Calendar/Home')).body.viewData.timeZone).toBe('Pacific/Auckland');
      const badSeries = await c.free.put(
        `/api/Event/SetRecurrence/${await addEvent(c.free, { subject: 'z', startDate: '2026-03-02T14:00:00Z', endDate: '2026-03-02T15:00:00Z' })}`,
        { rule: 'FREQ=DAILY;COUNT=2', timeZone: 'Nowhere/Town' },
      );
      expect(badSeries.status).toBe(400);
      expect(badSeries.body.errors).toEqual([{ field: 'timeZone', message: 'The time zone is not valid' }]);
    });

    it('a user in Auckland gets their own days: Day, Week across the DST end, Month by dates; all-day events keep their date', async () => {
      await zone(c.free, 'Pacific/Auckland');
      // 10 March 09:00 NZDT (UTC+13) is 9 March 20:00Z; 11 March 01:00 NZDT is 10 March 12:00Z.
      const morning = await addEvent(c.free, { subject: 'NZ morning', startDate: '2026-03-09T20:00:00Z', endDate: '2026-03-09T21:00:00Z' });
      const nextDay = await addEvent(c.free, {
        subject: 'NZ next day',
        startDate: '2026-03-10T12:00:00Z',
        endDate: '2026-03-10T13:00:00Z',
      });
      // All-day events are stored at UTC midnights and fall on the same date in every zone.
      const allDay = await addEvent(c.free, {
        subject: 'NZ holiday',
        startDate: '2026-03-10T00:00:00Z',
        endDate: '2026-03-11T00:00:00Z',
        isAllDayEvent: true,
      });
      const day = await c.free.get(`/api/Calendar/Day?startDate=2026-03-10&userList=user:${freeId}`);
      expect(day.status, JSON.stringify(day.body)).toBe(200);
      expect([day.body.startDate, day.body.endDate]).toEqual(['2026-03-09T11:00:00.000Z', '2026-03-10T11:00:00.000Z']);
      const ids = (eventsOf(day.body, freeId) ?? []).map((e) => e.id);
      expect(ids).toContain(morning);
      expect(ids).toContain(allDay);
      expect(ids).not.toContain(nextDay);
      expect(eventsOf(day.body, freeId).find((e) => e.id === allDay)).toMatchObject({
        startDate: '2026-03-09T11:00:00.000Z',
        endDate: '2026-03-10T11:00:00.000Z',
      });
      const after = await c.free.get(`/api/Calendar/Day?startDate=2026-03-11&userList=user:${freeId}`);
      expect(eventsOf(after.body, freeId).map((e) => e.id)).toEqual([nextDay]);

      // NZ daylight saving ends 5 April 2026: the week from 1 April is 7 local days, 169 hours.
      const week = await c.free.get(`/api/Calendar/Week?startDate=2026-04-01&userList=user:${freeId}`);
      expect([week.body.startDate, week.body.endDate]).toEqual(['2026-03-31T11:00:00.000Z', '2026-04-07T12:00:00.000Z']);
      const monthRange = await month(c.free, '2026-04-01', '2026-05-01', `user:${freeId}`);
      expect([monthRange.body.startDate, monthRange.body.endDate]).toEqual(['2026-03-31T11:00:00.000Z', '2026-04-30T12:00:00.000Z']);
      // A bound with an offset is an instant, whatever the zone.
      const explicit = await month(c.free, '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z', `user:${freeId}`);
      expect(explicit.body.startDate).toBe('2026-04-01T00:00:00.000Z');
    });

    it('a series repeats in its organizer’s zone: 09:00 Berlin across the DST change and into April', async () => {
      await zone(c.free, 'Europe/Berlin');
      // Monday 23 March 2026 09:00 CET = 08:00Z; from 29 March Berlin is UTC+2.
      const id = await addEvent(c.free, { subject: 'Berlin weekly', startDate: '2026-03-23T08:00:00Z', endDate: '2026-03-23T09:00:00Z' });
      const set = await c.free.put(`/api/Event/SetRecurrence/${id}`, { rule: 'FREQ=WEEKLY;COUNT=3' });
      expect(set.body).toMatchObject({ timeZone: 'Europe/Berlin' });
      const march = await month(c.free, '2026-03-01', '2026-04-01', `user:${freeId}`);
      expect(march.body.endDate).toBe('2026-03-31T22:00:00.000Z');
      expect(startsOf(march.body, freeId, id)).toEqual([
        [1, '2026-03-23T08:00:00.000Z'],
        [2, '2026-03-30T07:00:00.000Z'],
      ]);
      const april = await month(c.free, '2026-04-01', '2026-05-01', `user:${freeId}`);
      expect(startsOf(april.body, freeId, id)).toEqual([[3, '2026-04-06T07:00:00.000Z']]);
    });

    it('a daily series by a New York organizer stays at 09:00 across the November DST end and the month boundary', async () => {
      await zone(c.free, 'America/New_York');
      // Friday 30 October 2026 09:00 EDT = 13:00Z; 1 November is EST (UTC-5).
      const id = await addEvent(c.free, { subject: 'NY daily', startDate: '2026-10-30T13:00:00Z', endDate: '2026-10-30T13:30:00Z' });
      await c.free.put(`/api/Event/SetRecurrence/${id}`, { rule: 'FREQ=DAILY;COUNT=4' });
      const october = await month(c.free, '2026-10-01', '2026-11-01', `user:${freeId}`);
      expect(october.body.endDate).toBe('2026-11-01T04:00:00.000Z');
      expect(startsOf(october.body, freeId, id)).toEqual([
        [1, '2026-10-30T13:00:00.000Z'],
        [2, '2026-10-31T13:00:00.000Z'],
      ]);
      const november = await month(c.free, '2026-11-01', '2026-12-01', `user:${freeId}`);
      expect(startsOf(november.body, freeId, id)).toEqual([
        [3, '2026-11-01T14:00:00.000Z'],
        [4, '2026-11-02T14:00:00.000Z'],
      ]);
      // Another reader (UTC) sees the same instants: the series' zone is the organizer's, not the reader's.
      const seen = await month(c.crm, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', `user:${freeId}`);
      expect(startsOf(seen.body, freeId, id).map(([, s]) => s)).toEqual(['2026-11-01T14:00:00.000Z', '2026-11-02T14:00:00.000Z']);
    });

    it('Due Today lists the occurrences of the user’s day: numbered, edited alone, deleted alone, ended series absent', async () => {
      // A zone whose today is not UTC's today right now: UTC+14 from 10:00Z, else UTC-11.
      const now = new Date();
      const tz = now.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
      expect((await zone(c.free, tz)).status).toBe(200);
      const today = startOfLocalDay(now, tz);
      // The user's calendar date is not UTC's (local midnight itself may fall on UTC's date: compare the dates).
      expect(now.toLocaleDateString('en-CA', { timeZone: tz })).not.toBe(now.toISOString().slice(0, 10));
      /** A weekly series (in the user's zone) whose first occurrence is `weeksAgo` weeks before today at 10:00 local. */
      const weekly = async (subject: string, weeksAgo: number, rule: string) => {
        const start = new Date(addLocalDays(today, -7 * weeksAgo, tz).getTime() + 10 * 3_600_000);
        const id = await addEvent(c.free, {
          subject,
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 3_600_000).toISOString(),
        });
        expect((await c.free.put(`/api/Event/SetRecurrence/${id}`, { rule, timeZone: tz })).status).toBe(200);
        return id;
      };
      const at = (hours: number) => new Date(today.getTime() + hours * 3_600_000).toISOString();
      const running = await weekly('Due weekly', 1, 'FREQ=WEEKLY');
      const ended = await weekly('Due ended', 2, 'FREQ=WEEKLY;COUNT=2');
      const edited = await weekly('Due edited', 2, 'FREQ=WEEKLY;COUNT=5');
      const removed = await weekly('Due removed', 1, 'FREQ=WEEKLY;COUNT=3');
      const moved = await c.free.put(`/api/Event/UpdateOccurrence/${edited}`, {
        occurrenceNumber: 3,
        subject: 'Due edited (moved)',
        startDate: at(15),
        endDate: at(16),
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect((await c.free.del(`/api/Event/DeleteOccurrence/${removed}?occurrenceNumber=2`)).status).toBe(200);

      const due = await c.free.get('/api/Task/DueToday');
      expect(due.status).toBe(200);
      expect(due.body.startDate).toBe(today.toISOString());
      const ours = (due.body.eventList as Json[]).filter((e) => String(e.subject).startsWith('Due '));
      expect(ours.map((e) => [e.subject, e.parentEventId, e.occurrenceNumber, e.startDate, e.endDate])).toEqual([
        ['Due weekly', running, 2, at(10), at(11)],
        ['Due edited (moved)', edited, 3, at(15), at(16)],
      ]);
      expect(ours.map((e) => e.id)).not.toContain(ended);
      expect(ours.map((e) => e.id)).not.toContain(removed);
    });

    it('"today" is the user’s day: due-today bounds and the overdue text count in their zone', () => {
      // 11:30Z on 9 March is 10 March 00:30 in Auckland.
      const now = new Date('2026-03-09T11:30:00Z');
      expect(dayRange(undefined, undefined, now, 'Pacific/Auckland')).toEqual({
        start: new Date('2026-03-09T11:00:00Z'),
        end: new Date('2026-03-10T11:00:00Z'),
      });
      expect(dayRange(undefined, undefined, now, 'UTC').start).toEqual(new Date('2026-03-09T00:00:00Z'));
      // Due at 23:00Z on 9 March: later today in UTC, and 10 March noon, later today, in Auckland.
      const due = new Date('2026-03-09T23:00:00Z');
      expect(overDueOf('Open', due, now, 'UTC')).toBe('today|Due today');
      expect(overDueOf('Open', due, now, 'Pacific/Auckland')).toBe('today|Due today');
      expect(overDueOf('Open', new Date('2026-03-09T10:00:00Z'), now, 'Pacific/Auckland')).toBe('overdue|1 day overdue');
      expect(overDueOf('Open', new Date('2026-03-09T10:00:00Z'), now, 'UTC')).toBe('overdue|Due earlier today');
    });
  });
});
