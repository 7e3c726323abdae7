// The event editor's repeat choice: RRULE text both ways and the words shown for it.
import { describe, expect, it } from 'vitest';
import { choiceOf, describeRule, NO_REPEAT, ruleOf } from '../../web/src/features/calendar/recurrence';
import { widgetDays, weekWidgetRange } from '../../web/src/features/calendar/components/WeekWidget';

describe('repeat rule', () => {
  it('builds the rule of a choice, count before end date', () => {
    expect(ruleOf(NO_REPEAT)).toBeNull();
    expect(ruleOf({ frequency: 'WEEKLY', interval: 1, count: null, until: null })).toBe('FREQ=WEEKLY');
    expect(ruleOf({ frequency: 'DAILY', interval: 2, count: 5, until: '2026-04-01' })).toBe('FREQ=DAILY;INTERVAL=2;COUNT=5');
    expect(ruleOf({ frequency: 'MONTHLY', interval: 1, count: null, until: '2026-12-31' })).toBe('FREQ=MONTHLY;UNTIL=20261231T235959Z');
  });

  it('reads a rule back (as the api normalizes it), and anything unknown as no repetition', () => {
    expect(choiceOf('FREQ=WEEKLY;INTERVAL=2;COUNT=3')).toEqual({ frequency: 'WEEKLY', interval: 2, count: 3, until: null });
    expect(choiceOf('RRULE:FREQ=YEARLY;UNTIL=20301231T235959Z')).toEqual({
      frequency: 'YEARLY',
      interval: 1,
      count: null,
      until: '2030-12-31',
    });
    expect(choiceOf('FREQ=HOURLY')).toEqual(NO_REPEAT);
    expect(choiceOf(null)).toEqual(NO_REPEAT);
    for (const rule of ['FREQ=DAILY', 'FREQ=WEEKLY;INTERVAL=3;COUNT=10', 'FREQ=MONTHLY;UNTIL=20261231T235959Z'])
      expect(ruleOf(choiceOf(rule))).toBe(rule);
  });

  it('describes a rule in words', () => {
    expect(describeRule(null)).toBe('Does not repeat');
    expect(describeRule('FREQ=WEEKLY')).toBe('Every week');
    expect(describeRule('FREQ=WEEKLY;INTERVAL=2;COUNT=5')).toBe('Every 2 weeks, 5 times');
    expect(describeRule('FREQ=DAILY;COUNT=1')).toBe('Every day, 1 time');
    expect(describeRule('FREQ=MONTHLY;UNTIL=20261231T235959Z')).toBe('Every month until 2026-12-31');
  });
});

describe('home week widget', () => {
  it('this week and next week start on the first day of week, inside the range the home page reads', () => {
    const wednesday = new Date(2026, 2, 11, 15, 30);
    const monday = widgetDays(wednesday, 1, 0);
    expect(monday.map((d) => d.getDate())).toEqual([9, 10, 11, 12, 13, 14, 15]);
    expect(widgetDays(wednesday, 0, 1).map((d) => d.getDate())).toEqual([15, 16, 17, 18, 19, 20, 21]);
    const range = weekWidgetRange(wednesday);
    for (const firstDay of [0, 1, 6])
      for (const offset of [0, 1] as const) {
        const days = widgetDays(wednesday, firstDay, offset);
        expect(days[0]!.getTime()).toBeGreaterThanOrEqual(new Date(range.start).getTime());
        expect(days[6]!.getTime() + 86_400_000).toBeLessThanOrEqual(new Date(range.end).getTime());
      }
  });
});
