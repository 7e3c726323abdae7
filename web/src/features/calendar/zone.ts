// The calendar counts days and hours in the signed-in user's time zone preference (calendarSettings.timeZone),
// as the api does for ranges, "today" and all-day events, not in the browser's zone. Dates of that zone are
// TZDates: date-fns functions given one (startOfDay, addDays, getHours, …) work in its zone and return TZDates.
import { createContext, useContext } from 'react';
import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';

/** The browser's IANA time zone: only when the user has no zone preference. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zone the calendar shows: the user's preference, else the browser's. */
export const zoneOrBrowser = (zone: string | null | undefined) => zone || browserTimeZone();

/** An instant (Date, ISO text or ms) as a date of `zone`. */
export const inZone = (value: Date | string | number, zone: string) =>
  new TZDate(typeof value === 'string' ? new Date(value).getTime() : +value, zone);

/** ISO text in UTC (a TZDate's own toISOString carries its zone's offset). */
export const utcText = (d: Date) => new Date(d.getTime()).toISOString();

/** Midnight of today in `zone`. */
export const todayIn = (zone: string) => startOfDay(TZDate.tz(zone));

/** Midnight of a calendar day (yyyy-MM-dd) in `zone`; null when the text is not a valid day. */
export function dayIn(text: string | null, zone: string): TZDate | null {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!m) return null;
  const day = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), zone);
  return day.getDate() === Number(m[3]) ? day : null;
}

// Building an Intl formatter per call dominates rendering a busy month: one per zone and style.
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Formats an instant as shown in `zone` (Intl formatters otherwise show the browser's zone). */
export function formatIn(zone: string, options: Intl.DateTimeFormatOptions): (d: Date) => string {
  const key = `${zone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(undefined, { ...options, timeZone: zone })));
  return (d) => format.format(d);
}

/** "09:30" in `zone`. */
export const timeIn = (d: Date, zone: string) => formatIn(zone, { hour: '2-digit', minute: '2-digit' })(d);

/** The zone the calendar's components show times in (CalendarRoute provides the user's). */
export const CalendarZone = createContext<string | null>(null);
export const useCalendarZone = () => zoneOrBrowser(useContext(CalendarZone));
