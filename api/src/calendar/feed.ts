// iCalendar (RFC 5545) output: a user's feed (their events as organizer or attendee, recurring series with
// RRULE and EXDATE, replaced occurrences with RECURRENCE-ID) and one event's invitation (METHOD:REQUEST).
// Times of a series are written in its zone (TZID), so a client repeats them across DST like the api does.
import ical, { ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import type { Row } from '../records/read';
import { occurrenceAt } from './recurrence';
import { seriesOf, type EventDetails } from './service';

const PRODUCT = { company: 'Business Suite', product: 'Calendar', language: 'EN' } as const;

/** `20260302T090000` in a zone (for EXDATE;TZID=…). */
function localStamp(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}${get('month')}${get('day')}T${get('hour')}${get('minute')}${get('second')}`;
}

const uid = (host: string, id: number) => `event-${id}@${host}`;

function addEvents(cal: ICalCalendar, rows: Row[], d: EventDetails, host: string, emails: Map<number, string>) {
  for (const row of rows) {
    const rec = d.recurrence.get(row.id);
    const replaced = d.replacing.get(row.id);
    const parentRec = replaced ? d.recurrence.get(replaced.parentEventId) : undefined;
    const zone = rec?.timeZone ?? parentRec?.timeZone;
    let repeating: string | null = null;
    if (rec) {
      const lines = [`RRULE:${rec.rule}`];
      const removed = (d.exceptions.get(row.id) ?? []).filter((e) => e.isDeleted || e.exceptionEventId);
      const stamps = removed.map((e) => occurrenceAt(seriesOf(row, rec), e.occurrenceNumber)).filter((o) => o !== null);
      if (stamps.length) lines.push(`EXDATE;TZID=${rec.timeZone}:${stamps.map((o) => localStamp(o.start, rec.timeZone)).join(',')}`);
      repeating = lines.join('\n');
    }
    const organizerEmail = emails.get(row.ownerId);
    cal.createEvent({
      id: uid(host, replaced && !parentRec ? row.id : (replaced?.parentEventId ?? row.id)),
      start: new Date(String(row.startDate)),
      end: new Date(String(row.endDate)),
      allDay: Boolean(row.isAllDayEvent),
      timezone: zone ?? null,
      summary: String(row.subject ?? row.name),
      location: (row.location as string | null) || null,
      description: (row.description as string | null) || null,
      repeating,
      recurrenceId: replaced && parentRec ? replaced.originalStartDate : null,
      organizer: organizerEmail ? { name: d.userNames.get(row.ownerId) ?? organizerEmail, email: organizerEmail } : null,
      attendees: ((row.attendeeIds as number[] | null) ?? [])
        .filter((id) => id !== row.ownerId && emails.has(id))
        .map((id) => ({
          name: d.userNames.get(id) ?? undefined,
          email: emails.get(id)!,
          status: statusOf(d.responses.get(row.id)?.get(id)),
        })),
    });
  }
}

const statusOf = (r: string | undefined) =>
  r === 'accepted' ? ('ACCEPTED' as never) : r === 'declined' ? ('DECLINED' as never) : undefined;

export function feedCalendar(name: string, rows: Row[], d: EventDetails, host: string, emails: Map<number, string>): string {
  const cal = ical({ name, prodId: PRODUCT });
  addEvents(cal, rows, d, host, emails);
  return cal.toString();
}

export function inviteCalendar(rows: Row[], d: EventDetails, host: string, emails: Map<number, string>): string {
  const cal = ical({ prodId: PRODUCT, method: ICalCalendarMethod.REQUEST });
  addEvents(cal, rows, d, host, emails);
  return cal.toString();
}
