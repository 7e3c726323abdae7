// Date and time entry in the user's own format (spec: "Date and time entry parse by the user's format; a missing
// time takes the working-hour start or end of that weekday"; "Date arrows step 1 day; time arrows step 30 minutes";
// "Dates go to the server as yyyy-MM-dd"; "The current day displays as 'Today'"). Pure functions on plain
// calendar values, so they are unit-tested without a browser and never shift a date through a time zone.
import { TZDate } from '@date-fns/tz';

/** A calendar day. */
export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/** A day and a wall-clock time in the user's zone. */
export interface WallDateTime extends CalendarDay {
  hour: number;
  minute: number;
}

/** One weekday's working hours (the viewer's preferences): `day` 0 = Sunday, times "HH:mm". */
export interface WorkingDay {
  day: number;
  isWorking: boolean;
  start: string;
  end: string;
}

export const TODAY_LABEL = 'Today';
export const DATE_STEP_DAYS = 1;
export const TIME_STEP_MINUTES = 30;
const DEFAULT_START = '09:00';
const DEFAULT_END = '17:00';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validDay(year: number, month: number, day: number): CalendarDay | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** The day of a JavaScript Date in the browser's zone (a TZDate: in its own zone). */
export function dayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** 0 = Sunday. */
export function weekdayOf(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

/** The order of day, month and year in a date-fns style pattern ("MM/dd/yyyy" → ['M', 'd', 'y']). */
function fieldOrder(format: string): ('d' | 'M' | 'y')[] {
  const order: ('d' | 'M' | 'y')[] = [];
  for (const ch of format) {
    if ((ch === 'd' || ch === 'M' || ch === 'y') && !order.includes(ch)) order.push(ch);
  }
  return order.length === 3 ? order : ['M', 'd', 'y'];
}

/** A two-digit year is taken in the century that puts it within 50 years of today. */
function fullYear(text: string, today: CalendarDay): number {
  const n = Number(text);
  if (text.length > 2) return n;
  const century = Math.floor(today.year / 100) * 100;
  const candidate = century + n;
  return candidate > today.year + 50 ? candidate - 100 : candidate < today.year - 50 ? candidate + 100 : candidate;
}

/**
 * A typed date: "Today", an ISO day (yyyy-MM-dd, always understood), or the user's format with any of / . - as
 * separator, one- or two-digit day and month, two- or four-digit year. Null when it is no real day.
 */
export function parseDate(text: string, format: string, today: CalendarDay): CalendarDay | null {
  const t = text.trim();
  if (!t) return null;
  if (t.toLowerCase() === TODAY_LABEL.toLowerCase()) return today;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = t.split(/[/.\-\s]+/);
  if (parts.length !== 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const values: Partial<Record<'d' | 'M' | 'y', string>> = {};
  fieldOrder(format).forEach((key, i) => (values[key] = parts[i]));
  const y = values.y!;
  if (y.length !== 2 && y.length !== 4) return null;
  return validDay(fullYear(y, today), Number(values.M), Number(values.d));
}

/**
 * A typed time: "9", "9:30", "09:30", "21:30", "9pm", "9:30 PM", "12 am". Minutes after midnight, or null.
 */
export function parseTime(text: string): number | null {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m?\.?)?$/i.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  const meridiem = m[3]?.toLowerCase();
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return hour * 60 + minute;
}

const minutesOf = (hhmm: string) => parseTime(hhmm) ?? 0;

/** The working-hour start or end of that weekday (9:00 or 17:00 when the user set none for it). */
export function workingTime(day: CalendarDay, edge: 'start' | 'end', hours: readonly WorkingDay[]): number {
  const entry = hours.find((h) => h.day === weekdayOf(day));
  return minutesOf(edge === 'start' ? (entry?.start ?? DEFAULT_START) : (entry?.end ?? DEFAULT_END));
}

export interface DateTimeEntryOptions {
  dateFormat: string;
  today: CalendarDay;
  workingHours: readonly WorkingDay[];
  /** Which end of the working day a date without a time takes (a start takes the start, an end or due date the end). */
  edge: 'start' | 'end';
}

/**
 * A typed date and time ("05/17/2031 10:30 am", "Today 14:00", "2031-05-17T10:00"). Without a time the working-hour
 * start or end of that weekday is taken. Null when the date or the time cannot be read.
 */
export function parseDateTime(text: string, options: DateTimeEntryOptions): WallDateTime | null {
  const t = text.trim();
  if (!t) return null;
  const isoLocal = /^(\d{4}-\d{1,2}-\d{1,2})[T\s](.+)$/.exec(t);
  const [datePart, timePart] = isoLocal ? [isoLocal[1]!, isoLocal[2]!] : splitFirst(t);
  const day = parseDate(datePart, options.dateFormat, options.today);
  if (!day) return null;
  const minutes = timePart ? parseTime(timePart) : workingTime(day, options.edge, options.workingHours);
  if (minutes === null) return null;
  return { ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 };
}

function splitFirst(text: string): [string, string] {
  const i = text.search(/\s/);
  return i < 0 ? [text, ''] : [text.slice(0, i), text.slice(i).trim()];
}

/** A day in a date-fns style pattern (dd, d, MM, M, yyyy, yy); "Today" for the current day when asked. */
export function formatDay(day: CalendarDay, format: string, today?: CalendarDay): string {
  if (today && sameDay(day, today)) return TODAY_LABEL;
  return format.replace(/yyyy|yy|MM|M|dd|d/g, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(day.year, 4);
      case 'yy':
        return pad(day.year % 100);
      case 'MM':
        return pad(day.month);
      case 'M':
        return String(day.month);
      case 'dd':
        return pad(day.day);
      default:
        return String(day.day);
    }
  });
}

/** Minutes after midnight in a pattern: "h:mm a" → "9:30 AM", "HH:mm" → "09:30". */
export function formatTime(minutes: number, format: string): string {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return format.replace(/HH|H|hh|h|mm|a/g, (token) => {
    switch (token) {
      case 'HH':
        return pad(hour);
      case 'H':
        return String(hour);
      case 'hh':
        return pad(twelve);
      case 'h':
        return String(twelve);
      case 'mm':
        return pad(minute);
      default:
        return hour < 12 ? 'AM' : 'PM';
    }
  });
}

/** The server's form of a day: yyyy-MM-dd. */
export function isoDay(day: CalendarDay): string {
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

/** The date arrows: a day later (+1) or earlier (-1), across months and years. */
export function stepDay(day: CalendarDay, direction: 1 | -1): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + direction * DATE_STEP_DAYS));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The time arrows: to the next (+1) or previous (-1) half hour, so 9:10 goes to 9:30 or 9:00 and 9:30 to 10:00 or
 * 9:00. Wraps around midnight.
 */
export function stepTime(minutes: number, direction: 1 | -1): number {
  const step = TIME_STEP_MINUTES;
  const next = direction === 1 ? Math.floor(minutes / step) * step + step : Math.ceil(minutes / step) * step - step;
  return ((next % 1440) + 1440) % 1440;
}

// ---- The field values the inputs edit: DATE is "yyyy-MM-dd", DATETIME an ISO instant shown in the user's time zone
// preference (`zone`; the browser's zone without one).

/** The day of a DATE value ("yyyy-MM-dd", any time after it ignored), or null. */
export function dayOfValue(value: unknown): CalendarDay | null {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? validDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** The wall-clock day and time of an instant in `zone` (else the browser's), or null. */
export function wallOfInstant(value: unknown, zone?: string): WallDateTime | null {
  if (typeof value !== 'string' || !value) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const date = zone ? new TZDate(instant.getTime(), zone) : instant;
  return { ...dayOf(date), hour: date.getHours(), minute: date.getMinutes() };
}

/** The ISO instant (UTC) of a wall-clock day and time in `zone` (else the browser's). */
export function instantOfWall(wall: WallDateTime, zone?: string): string {
  const date = zone
    ? new TZDate(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, zone)
    : new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return new Date(date.getTime()).toISOString();
}

const END_WORDS = new Set(['end', 'due', 'close', 'finish', 'until', 'deadline']);

/** Which end of the working day a date typed without a time takes: an end, due or close date the end. */
export function entryEdge(fieldName: string): 'start' | 'end' {
  const words = fieldName
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/);
  return words.some((word) => END_WORDS.has(word)) ? 'end' : 'start';
}

/** A date and time as the input shows it: the user's formats, "Today" for the current day. */
export function formatDateTimeEntry(wall: WallDateTime, dateFormat: string, timeFormat: string, today: CalendarDay): string {
  return `${formatDay(wall, dateFormat, today)} ${formatTime(wall.hour * 60 + wall.minute, timeFormat)}`;
}

/** The time arrows on a day and time: half an hour later or earlier, into the next or previous day at midnight. */
export function stepDateTime(wall: WallDateTime, direction: 1 | -1): WallDateTime {
  const before = wall.hour * 60 + wall.minute;
  const after = stepTime(before, direction);
  const crossed = direction === 1 ? after <= before : after >= before;
  const day = crossed ? stepDay(wall, direction) : wall;
  return { year: day.year, month: day.month, day: day.day, hour: Math.floor(after / 60), minute: after % 60 };
}
