// The calendar's geometry, as pure functions (tests/web/calendarLayout.test.ts): week and day views have
// 24 hour rows of 50 px, an event at least 25 px high, and overlapping events side by side; the week starts
// on the user's first day of week; a month grid is whole weeks; colours cycle 1 to 20. Given dates of the user's
// zone (TZDates, zone.ts), days, weeks and hours are counted in that zone; plain Dates count in the browser's.
import { addDays, addMonths, constructFrom, differenceInCalendarDays, startOfDay, startOfMonth } from 'date-fns';

export const HOUR_HEIGHT = 50;
export const HOURS = 24;
export const MIN_EVENT_HEIGHT = 25;
export const COLOURS = 20;

export type CalendarViewName = 'month' | 'week' | 'day' | 'list' | 'mobile';

/** Colour index 1 to 20 of the i-th selected user or group (0-based), cycling. */
export const colourOf = (index: number) => (index % COLOURS) + 1;

/** The first day of the week containing `date`, for a week starting on `firstDay` (0 = Sunday). */
export function weekStart(date: Date, firstDay: number): Date {
  const day = startOfDay(date);
  return addDays(day, -((day.getDay() - firstDay + 7) % 7));
}

/** The days of the month grid of `date`: whole weeks from the week of the 1st to the week of the last day. */
export function monthGrid(date: Date, firstDay: number): Date[] {
  const first = startOfMonth(date);
  const start = weekStart(first, firstDay);
  const end = weekStart(addDays(addMonths(first, 1), -1), firstDay);
  const days: Date[] = [];
  for (let d = start; d <= end || days.length % 7 !== 0; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * The range a view of `date` reads (end exclusive). Week and month ranges pad a week, whatever day the week starts
 * on; a day pads a day on each side, so the range covers the day whichever zone the loader counted it in.
 */
export function rangeOf(view: CalendarViewName, date: Date): { start: Date; end: Date } {
  const day = startOfDay(date);
  if (view === 'day') return { start: addDays(day, -1), end: addDays(day, 2) };
  if (view === 'week') return { start: addDays(day, -6), end: addDays(day, 7) };
  const first = startOfMonth(day);
  return { start: addDays(first, -7), end: addDays(first, 43) };
}

export interface TimedItem {
  id: string;
  start: Date;
  end: Date;
}

export interface PlacedItem<T extends TimedItem> {
  item: T;
  /** Pixels from the top of the day column. */
  top: number;
  height: number;
  /** Column among the overlapping group, and how many columns the group has. */
  column: number;
  columns: number;
  /** Left edge and width in percent of the day column. */
  left: number;
  width: number;
}

/**
 * Places the timed events of one day: vertical position from the time (50 px per hour, at least 25 px high,
 * cut at midnight), and events that overlap in time side by side. Each cluster of overlapping events gets as
 * many columns as it needs (an event takes the first column free at its start). Positions follow the wall
 * clock of `day`'s zone, so on a daylight-saving day an event at 10:00 still sits on the 10:00 row.
 */
export function layoutDay<T extends TimedItem>(items: readonly T[], day: Date): PlacedItem<T>[] {
  const dayStart = startOfDay(day).getTime();
  const dayEnd = addDays(startOfDay(day), 1).getTime();
  const minutePx = HOUR_HEIGHT / 60;
  // Minutes from midnight on the day's clock (the day's end is 24:00).
  const clockMinutes = (ms: number) => {
    if (ms >= dayEnd) return HOURS * 60;
    const local = constructFrom(day, ms);
    return local.getHours() * 60 + local.getMinutes() + local.getSeconds() / 60;
  };
  const visible = items
    .filter((i) => i.start.getTime() < dayEnd && i.end.getTime() > dayStart - (i.end.getTime() === i.start.getTime() ? 1 : 0))
    .map((item) => {
      const from = clockMinutes(Math.max(item.start.getTime(), dayStart));
      const to = Math.max(clockMinutes(Math.min(item.end.getTime(), dayEnd)), from);
      const top = from * minutePx;
      const height = Math.max(MIN_EVENT_HEIGHT, (to - from) * minutePx);
      return { item, top, height };
    })
    .sort((a, b) => a.top - b.top || b.height - a.height);

  const placed: PlacedItem<T>[] = [];
  let cluster: { entry: (typeof visible)[number]; column: number }[] = [];
  let clusterBottom = -1;
  const flush = () => {
    const columns = Math.max(1, ...cluster.map((c) => c.column + 1));
    for (const c of cluster) placed.push({ ...c.entry, column: c.column, columns, left: (c.column / columns) * 100, width: 100 / columns });
    cluster = [];
  };
  for (const entry of visible) {
    // Displayed boxes overlap when one starts above another's bottom (minimum heights included).
    if (cluster.length && entry.top >= clusterBottom) flush();
    const taken = new Set(cluster.filter((c) => c.entry.top + c.entry.height > entry.top).map((c) => c.column));
    let column = 0;
    while (taken.has(column)) column++;
    cluster.push({ entry, column });
    clusterBottom = Math.max(clusterBottom, entry.top + entry.height);
  }
  flush();
  return placed;
}

/** Whether an item (all-day or not) touches a calendar day. */
export function onDay(item: { start: Date; end: Date }, day: Date): boolean {
  const from = startOfDay(day).getTime();
  const to = addDays(startOfDay(day), 1).getTime();
  const s = item.start.getTime();
  const e = item.end.getTime();
  return s < to && (e > from || (e === s && s >= from));
}

/** The selection after toggling one user or group; unselecting the last one is undone (at least one stays). */
export function toggleSelection<T extends { userId: number; userType: string }>(selected: readonly T[], item: T): T[] {
  const same = (a: T) => a.userId === item.userId && a.userType === item.userType;
  if (selected.some(same)) {
    const next = selected.filter((s) => !same(s));
    return next.length ? next : [...selected];
  }
  return [...selected, item];
}

/** `user:3,group:7` ⇄ a selection (the URL's `users` parameter). */
export const selectionParam = (selected: readonly { userId: number; userType: string }[]) =>
  selected.map((s) => `${s.userType}:${s.userId}`).join(',');
export function parseSelection(value: string | null): { userId: number; userType: 'user' | 'group' }[] {
  if (!value) return [];
  return value
    .split(',')
    .map((p) => /^(user|group):(\d{1,10})$/.exec(p.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ userType: m[1] as 'user' | 'group', userId: Number(m[2]) }));
}

/** Days between two dates (calendar days, in the zone of the dates). */
export const daysBetween = (a: Date, b: Date) => differenceInCalendarDays(b, a);
