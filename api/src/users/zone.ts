// A user's time zone (an IANA name kept in their preferences): where the server needs a "day" or a local time
// (calendar ranges, "today", all-day events, a new series' zone) it counts in this zone, not in UTC.
import type { UserPreferences } from '../db/schema';
import { fromWallClock, isTimeZone, toWallClock } from '../calendar/recurrence';

/** The zone of a user without a preference: the company has no zone setting, so UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

export const zoneOf = (user: { preferences: Partial<UserPreferences> | null }): string => {
  const zone = user.preferences?.timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
};

/** Whether the user picked a zone (else they count in DEFAULT_TIME_ZONE, and the web offers the browser's). */
export const hasChosenZone = (user: { preferences: Partial<UserPreferences> | null }): boolean => {
  const zone = user.preferences?.timeZone;
  return !!zone && isTimeZone(zone);
};

const DAY = 86_400_000;

/** Midnight (local) of the day an instant falls on in the zone. */
export function startOfLocalDay(instant: Date, zone: string): Date {
  const wall = toWallClock(instant, zone);
  return fromWallClock(new Date(Math.floor(wall.getTime() / DAY) * DAY), zone);
}

/** The same wall-clock time `days` later in the zone (a day across a DST change lasts 23 or 25 hours). */
export const addLocalDays = (instant: Date, days: number, zone: string): Date =>
  fromWallClock(new Date(toWallClock(instant, zone).getTime() + days * DAY), zone);

const LOCAL_TEXT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/;

/**
 * A range bound as sent: a date alone (`2026-03-01`) or a time without offset is a wall clock in the zone
 * (the user's midnight); a text with `Z` or an offset is an instant. Null when it is not a date.
 */
export function instantIn(text: string, zone: string): Date | null {
  if (LOCAL_TEXT.test(text)) {
    const wall = new Date(`${text.length === 10 ? `${text}T00:00` : text}Z`);
    return Number.isNaN(wall.getTime()) ? null : fromWallClock(wall, zone);
  }
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}
