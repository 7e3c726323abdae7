// Expanding a recurring event (RFC 5545 RRULE) into the occurrences inside a range, in the series' time zone.
// rrule works on "floating" wall-clock times, so the series start is turned into its wall clock in the zone
// (held in a Date's UTC fields), expanded, and each wall-clock result turned back into an instant in the zone:
// a 09:00 weekly meeting stays at 09:00 local time across a daylight-saving change.
import { TZDate } from '@date-fns/tz';
import * as rrule from 'rrule';

// rrule ships a UMD build as `main` and ES modules as `module`: Node (tsx, the built api) sees the CommonJS
// exports under `default`, bundlers see named exports. Take the class from whichever is there.
const RRule: typeof rrule.RRule = rrule.RRule ?? (rrule as unknown as { default: typeof rrule }).default.RRule;
type RRule = rrule.RRule;

/** A recurrence rule is refused with this message (400, field `rule`). */
export const INVALID_RULE_MESSAGE = 'The recurrence rule is not valid';
export const INVALID_TIME_ZONE_MESSAGE = 'The time zone is not valid';

/** Occurrences numbered past this are not expanded (a daily rule over 25 years). */
export const MAX_OCCURRENCES = 10_000;

export interface Series {
  start: Date;
  end: Date;
  rule: string;
  timeZone: string;
}

export interface Occurrence {
  /** 1 for the series' first occurrence. */
  occurrenceNumber: number;
  start: Date;
  end: Date;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a zone, as a Date whose UTC fields hold it. */
export function toWallClock(instant: Date, zone: string): Date {
  const z = new TZDate(instant.getTime(), zone);
  return new Date(Date.UTC(z.getFullYear(), z.getMonth(), z.getDate(), z.getHours(), z.getMinutes(), z.getSeconds()));
}

/** The instant of a wall-clock time (UTC fields of `wall`) in a zone; a time skipped by DST moves forward. */
export function fromWallClock(wall: Date, zone: string): Date {
  return new Date(
    new TZDate(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
      zone,
    ).getTime(),
  );
}

/** Parses an RRULE body (with or without the `RRULE:` prefix); null when it is not a valid rule. */
export function parseRule(rule: string): Partial<ConstructorParameters<typeof RRule>[0]> | null {
  const body = rule.trim().replace(/^RRULE:/i, '');
  if (!/^[A-Z0-9=;,:+-]+$/i.test(body) || !/FREQ=/i.test(body)) return null;
  try {
    const options = RRule.parseString(body);
    if (options.freq === undefined) return null;
    // DTSTART and TZID come from the event, never from the rule text.
    delete options.dtstart;
    delete options.tzid;
    return options;
  } catch {
    return null;
  }
}

/** The rule as stored and sent out (`FREQ=…;…`, no prefix, no DTSTART). */
export function normalizeRule(rule: string): string | null {
  const options = parseRule(rule);
  if (!options) return null;
  return new RRule(options).toString().replace(/^RRULE:/, '');
}

function ruleOf(series: Series): RRule {
  const options = parseRule(series.rule);
  if (!options) throw new Error(`invalid rule ${series.rule}`);
  const untilWall = options.until ? toWallClock(options.until, series.timeZone) : undefined;
  return new RRule({ ...options, until: untilWall ?? null, dtstart: toWallClock(series.start, series.timeZone) });
}

/** Every occurrence (numbered from the series start) that overlaps [from, to). */
export function expand(series: Series, from: Date, to: Date): Occurrence[] {
  const rule = ruleOf(series);
  const zone = series.timeZone;
  const wallStart = toWallClock(series.start, zone);
  const wallLength = toWallClock(series.end, zone).getTime() - wallStart.getTime();
  const out: Occurrence[] = [];
  let n = 0;
  rule.all((wall) => {
    n += 1;
    if (n > MAX_OCCURRENCES) return false;
    const start = fromWallClock(wall, zone);
    if (start >= to) return false;
    const end = fromWallClock(new Date(wall.getTime() + wallLength), zone);
    if (end > from || (end.getTime() === start.getTime() && start >= from)) out.push({ occurrenceNumber: n, start, end });
    return true;
  });
  return out;
}

/** The occurrence with a given number, or null when the rule has no such occurrence. */
export function occurrenceAt(series: Series, occurrenceNumber: number): Occurrence | null {
  if (occurrenceNumber < 1 || occurrenceNumber > MAX_OCCURRENCES) return null;
  const rule = ruleOf(series);
  const zone = series.timeZone;
  const wallStart = toWallClock(series.start, zone);
  const wallLength = toWallClock(series.end, zone).getTime() - wallStart.getTime();
  let found: Occurrence | null = null;
  let n = 0;
  rule.all((wall) => {
    n += 1;
    if (n < occurrenceNumber) return true;
    found = {
      occurrenceNumber: n,
      start: fromWallClock(wall, zone),
      end: fromWallClock(new Date(wall.getTime() + wallLength), zone),
    };
    return false;
  });
  return found;
}

/** End of the series' last occurrence, or null when it never ends. */
export function seriesEnd(series: Series): Date | null {
  const options = parseRule(series.rule);
  if (!options || (!options.until && !options.count)) return null;
  const rule = ruleOf(series);
  const zone = series.timeZone;
  const wallLength = toWallClock(series.end, zone).getTime() - toWallClock(series.start, zone).getTime();
  let last: Date | null = null;
  let n = 0;
  rule.all((wall) => {
    n += 1;
    last = wall;
    return n < MAX_OCCURRENCES;
  });
  return last ? fromWallClock(new Date((last as Date).getTime() + wallLength), zone) : series.end;
}
