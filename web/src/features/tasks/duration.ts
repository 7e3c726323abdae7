// Durations as the spec shows them: stored in seconds (hours times 3600, days times 86400), shown and typed in
// days, hours and minutes (tests/web/taskDuration.test.ts). A call lasts at least 60 seconds.
export const CALL_MINIMUM_SECONDS = 60;
/** The api's own refusal (api/src/tasks/actions.ts), shown before sending. */
export const CALL_MINIMUM_MESSAGE = 'A call must last at least 1 minute.';

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes of `seconds` (the seconds left over are dropped). */
export function splitDuration(seconds: number): DurationParts {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

export const joinDuration = (p: DurationParts) => p.days * 86_400 + p.hours * 3_600 + p.minutes * 60;

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "1 day 2 hours 5 minutes", "45 minutes", "0 minutes". */
export function durationText(seconds: number | null | undefined): string {
  const p = splitDuration(seconds ?? 0);
  const parts = [p.days ? unit(p.days, 'day') : '', p.hours ? unit(p.hours, 'hour') : '', p.minutes ? unit(p.minutes, 'minute') : ''];
  return parts.filter(Boolean).join(' ') || '0 minutes';
}

/** A typed part: empty is 0; anything but a whole number ≥ 0 is null (invalid). */
export function partOf(text: string): number | null {
  const t = text.trim();
  if (!t) return 0;
  return /^\d{1,6}$/.test(t) ? Number(t) : null;
}
