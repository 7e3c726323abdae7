// The event editor's repeat choice as an RFC 5545 RRULE and back (tests/web/calendarRecurrence.test.ts). The api
// checks and normalizes the rule (api/src/calendar/recurrence.ts); the web only offers the common shapes:
// every day, week, month or year, every N of them, for a number of times or until a date.
export type Frequency = 'NONE' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

export interface RepeatChoice {
  frequency: Frequency;
  /** Every `interval` days, weeks, … (1 or more). */
  interval: number;
  /** How many occurrences in all; null: no count. */
  count: number | null;
  /** Last day (yyyy-MM-dd); null: no end date. Ignored when `count` is set. */
  until: string | null;
}

export const NO_REPEAT: RepeatChoice = { frequency: 'NONE', interval: 1, count: null, until: null };

const UNITS: Record<Exclude<Frequency, 'NONE'>, [string, string]> = {
  DAILY: ['day', 'days'],
  WEEKLY: ['week', 'weeks'],
  MONTHLY: ['month', 'months'],
  YEARLY: ['year', 'years'],
};

/** The RRULE of a choice, or null for "does not repeat". */
export function ruleOf(choice: RepeatChoice): string | null {
  if (choice.frequency === 'NONE') return null;
  const parts = [`FREQ=${choice.frequency}`];
  if (choice.interval > 1) parts.push(`INTERVAL=${Math.floor(choice.interval)}`);
  if (choice.count && choice.count > 0) parts.push(`COUNT=${Math.floor(choice.count)}`);
  else if (choice.until) parts.push(`UNTIL=${choice.until.replace(/-/g, '')}T235959Z`);
  return parts.join(';');
}

/** The choice a rule shows as (a rule with other parts keeps its frequency, interval, count and end). */
export function choiceOf(rule: string | null | undefined): RepeatChoice {
  if (!rule) return NO_REPEAT;
  const parts = new Map(
    rule
      .replace(/^RRULE:/i, '')
      .split(';')
      .map((p) => p.split('=') as [string, string])
      .map(([k, v]) => [k.toUpperCase(), v ?? ''] as const),
  );
  const frequency = parts.get('FREQ')?.toUpperCase();
  if (!frequency || !(frequency in UNITS)) return NO_REPEAT;
  const interval = Number(parts.get('INTERVAL') ?? 1);
  const count = parts.has('COUNT') ? Number(parts.get('COUNT')) : null;
  const untilText = parts.get('UNTIL');
  const until = untilText && /^\d{8}/.test(untilText) ? `${untilText.slice(0, 4)}-${untilText.slice(4, 6)}-${untilText.slice(6, 8)}` : null;
  return {
    frequency: frequency as Frequency,
    interval: Number.isFinite(interval) && interval > 0 ? interval : 1,
    count: count && Number.isFinite(count) ? count : null,
    until: count ? null : until,
  };
}

/** "Every 2 weeks, 5 times", "Every day until 2026-03-31", "Does not repeat". */
export function describeRule(rule: string | null | undefined): string {
  const c = choiceOf(rule);
  if (c.frequency === 'NONE') return 'Does not repeat';
  const [one, many] = UNITS[c.frequency];
  const every = c.interval > 1 ? `Every ${c.interval} ${many}` : `Every ${one}`;
  if (c.count) return `${every}, ${c.count} ${c.count === 1 ? 'time' : 'times'}`;
  if (c.until) return `${every} until ${c.until}`;
  return every;
}
