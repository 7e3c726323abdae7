// Display formatting of field values in the user's locale (Intl); values arrive as the api stores them.
// Instants show in the user's time zone preference (`timeZone`, from useDateEntryPreferences), the zone the
// date and time inputs type them in; without one, the browser's.
import { formatIn, zoneOrBrowser } from '../../../ui/timeZone';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const numberFormat = new Intl.NumberFormat(undefined);
const moneyFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An instant (ISO string) as date and time in `timeZone`; an unparsable value is shown as it came. */
export function formatDateTime(value: string, timeZone?: string | null): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatIn(zoneOrBrowser(timeZone), { dateStyle: 'medium', timeStyle: 'short' })(date);
}

/** A calendar date `yyyy-MM-dd`, read as a local date so no time zone moves it to the day before. */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match;
  return dateFormat.format(new Date(Number(y), Number(m) - 1, Number(d)));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day of an instant in `zone` (Intl, as formatIn: a list's cells need no time zone library). */
function dayOf(d: Date, zone: string): [number, number, number] {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dayFormats.set(zone, format);
  }
  const parts = new Map(format.formatToParts(d).map((p) => [p.type, Number(p.value)]));
  return [parts.get('year')!, parts.get('month')!, parts.get('day')!];
}
const sameDay = (a: readonly number[], b: readonly number[]) => a.every((x, i) => x === b[i]);

/** A field's date for reading (detail-info, list cells): "Today" for the current day in `timeZone` (spec: business constants). */
export function displayDate(value: string, now: Date = new Date(), timeZone?: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match && sameDay(match.slice(1).map(Number), dayOf(now, zoneOrBrowser(timeZone)))) return 'Today';
  return formatDate(value);
}

/** A field's date and time for reading in `timeZone`: "Today 10:30 AM" on its current day, else the date and time. */
export function displayDateTime(value: string, now: Date = new Date(), timeZone?: string | null): string {
  const date = new Date(value);
  const zone = zoneOrBrowser(timeZone);
  if (!Number.isNaN(date.getTime()) && sameDay(dayOf(date, zone), dayOf(now, zone)))
    return `Today ${formatIn(zone, { timeStyle: 'short' })(date)}`;
  return formatDateTime(value, zone);
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function formatMoney(value: number): string {
  return moneyFormat.format(value);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Seconds in days, hours and minutes ("1d 2h 5m"); under a minute shows "0m". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const parts = [days ? `${days}d` : '', hours ? `${hours}h` : '', minutes ? `${minutes}m` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0m';
}

/** Splits seconds into the hours and minutes of the duration input (days count as 24 hours). */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(seconds));
  return { hours: Math.floor(total / HOUR), minutes: Math.floor((total % HOUR) / MINUTE) };
}

export function joinDuration(hours: number, minutes: number): number {
  return Math.max(0, Math.round((hours || 0) * HOUR + (minutes || 0) * MINUTE));
}

/** A web address as a link target: a bare host gets https. */
export function externalHref(url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
}
