// The calendar counts days and hours in the signed-in user's time zone preference (the viewer's preferences,
// which the shell provides to every page for dates and times), as the api does for ranges, "today" and all-day events, not in the browser's zone. Dates of that zone are
// TZDates: date-fns functions given one (startOfDay, addDays, getHours, …) work in its zone and return TZDates.
import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';
import { formatIn, zoneOrBrowser } from '../../ui/timeZone';
import { useDateEntryPreferences } from '../records/fields/dateEntryPreferences';

export { browserTimeZone, formatIn, zoneOrBrowser } from '../../ui/timeZone';

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

/** "09:30" in `zone`. */
export const timeIn = (d: Date, zone: string) => formatIn(zone, { hour: '2-digit', minute: '2-digit' })(d);

/** The zone the calendar shows times in: the user's preference (from the shell), else the browser's. */
export const useCalendarZone = () => zoneOrBrowser(useDateEntryPreferences().timeZone);
