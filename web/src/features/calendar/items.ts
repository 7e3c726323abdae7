// The calendar's items as the views draw them: every entry's events and tasks, tagged with the entry's colour.
// An event shown for two selected users appears once per user (each in that user's colour), as in the spec's
// per-user entries. Times are dates of the user's zone (zone.ts), so days and hours are counted in it.
import { addDays, startOfDay } from 'date-fns';
import { browserTimeZone, inZone } from './zone';

export interface CalendarEventData {
  readonly id: string;
  readonly rowId: number;
  readonly eventId: string;
  readonly subject: string;
  readonly start: unknown;
  readonly end: unknown;
  readonly isAllDay: boolean;
  readonly location?: string | null;
  readonly occurrenceNumber?: number | null;
  readonly isRecurrence: boolean;
  readonly viewerCanAccept: boolean;
  readonly viewerIsInvited: boolean;
  readonly viewerResponse?: string | null;
  readonly viewerCanEdit: boolean;
  readonly recurrenceRule?: string | null;
  readonly timeZone?: string | null;
  readonly attendees?: readonly CalendarAttendeeData[];
}
/** An invited user or group with their answer (the organizer first). */
export interface CalendarAttendeeData {
  readonly role: string;
  readonly userId: number;
  readonly userType: string;
  readonly name: string;
  readonly response: string;
}
export interface CalendarTaskData {
  readonly id: string;
  readonly rowId: number;
  readonly taskId: string;
  readonly subject: string;
  readonly dueDate?: unknown;
  readonly status?: string | null;
}
export interface CalendarEntryData {
  readonly userId: number;
  readonly userType: string;
  readonly className: number;
  readonly name: string;
  readonly events: readonly CalendarEventData[];
  readonly tasks: readonly CalendarTaskData[];
}

export type CalendarItem =
  | {
      kind: 'event';
      key: string;
      id: string;
      subject: string;
      start: Date;
      end: Date;
      allDay: boolean;
      className: number;
      owner: string;
      event: CalendarEventData;
    }
  | {
      kind: 'task';
      key: string;
      id: string;
      subject: string;
      start: Date;
      end: Date;
      allDay: boolean;
      className: number;
      owner: string;
      task: CalendarTaskData;
    };

export function itemsOf(entries: readonly CalendarEntryData[], zone: string = browserTimeZone()): CalendarItem[] {
  const out: CalendarItem[] = [];
  for (const entry of entries) {
    const owner = `${entry.userType}:${entry.userId}`;
    for (const e of entry.events)
      out.push({
        kind: 'event',
        key: `${owner}/${e.id}`,
        id: e.id,
        subject: e.subject,
        start: inZone(String(e.start), zone),
        end: inZone(String(e.end), zone),
        allDay: e.isAllDay,
        className: entry.className,
        owner,
        event: e,
      });
    for (const t of entry.tasks) {
      if (!t.dueDate) continue;
      const due = inZone(String(t.dueDate), zone);
      out.push({
        kind: 'task',
        key: `${owner}/${t.id}`,
        id: t.id,
        subject: t.subject,
        start: due,
        end: due,
        allDay: true,
        className: entry.className,
        owner,
        task: t,
      });
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime() || a.subject.localeCompare(b.subject));
}

/** yyyy-MM-dd of a day, in the zone of the date (a TZDate's own zone). */
export const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Items per day of `days` (by dayKey), each item under every day it touches; one pass over the items. */
export function itemsByDay(items: readonly CalendarItem[], days: readonly Date[]): Map<string, CalendarItem[]> {
  const out = new Map<string, CalendarItem[]>(days.map((d) => [dayKey(d), []]));
  for (const item of items) {
    // An item ending exactly at midnight does not touch the next day; a point in time (a task) touches its day.
    let d = startOfDay(item.start);
    do {
      out.get(dayKey(d))?.push(item);
      d = addDays(d, 1);
    } while (d < item.end);
  }
  return out;
}
