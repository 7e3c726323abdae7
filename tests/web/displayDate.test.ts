// Read-only dates in detail-info and list cells (FieldDisplay): the current day displays as "Today" (spec: business
// constants), with its time for a date and time; other days keep the locale's date.
import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime, formatDate, formatDateTime } from '../../web/src/features/records/fields/format';

const now = new Date(2031, 4, 17, 15, 0);
const time = (d: Date) => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(d);

describe('displayDate / displayDateTime', () => {
  it('the current day is "Today"', () => {
    expect(displayDate('2031-05-17', now)).toBe('Today');
    const morning = new Date(2031, 4, 17, 9, 30);
    expect(displayDateTime(morning.toISOString(), now)).toBe(`Today ${time(morning)}`);
  });

  it('another day, or an unparsable value, shows as before', () => {
    expect(displayDate('2031-05-16', now)).toBe(formatDate('2031-05-16'));
    const yesterday = new Date(2031, 4, 16, 23, 59).toISOString();
    expect(displayDateTime(yesterday, now)).toBe(formatDateTime(yesterday));
    expect(displayDate('soon', now)).toBe('soon');
    expect(displayDateTime('soon', now)).toBe('soon');
  });
});
