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

describe('in the user time zone preference', () => {
  const tokyoTime = (d: Date) => new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(d);

  it('an instant shows its time and day in the zone given, not the process zone', () => {
    // 23:30 UTC on the 16th is 08:30 on the 17th in Tokyo.
    const instant = new Date(Date.UTC(2031, 4, 16, 23, 30));
    const tokyoNow = new Date(Date.UTC(2031, 4, 17, 1, 0));
    expect(displayDateTime(instant.toISOString(), tokyoNow, 'Asia/Tokyo')).toBe(`Today ${tokyoTime(instant)}`);
    expect(tokyoTime(instant)).toMatch(/8:30/);
    // The day before in New York (19:30 on the 16th, while it is 21:00 there): not "Today" when now is in the
    // next New York day.
    const nextNewYorkDay = new Date(Date.UTC(2031, 4, 17, 14, 0));
    expect(displayDateTime(instant.toISOString(), nextNewYorkDay, 'America/New_York')).not.toMatch(/^Today/);
    expect(formatDateTime(instant.toISOString(), 'Asia/Tokyo')).toContain(tokyoTime(instant));
  });

  it('"Today" for a date field is the current day of the zone', () => {
    // 20:00 UTC on the 16th: already the 17th in Tokyo, still the 16th in New York.
    const now = new Date(Date.UTC(2031, 4, 16, 20, 0));
    expect(displayDate('2031-05-17', now, 'Asia/Tokyo')).toBe('Today');
    expect(displayDate('2031-05-17', now, 'America/New_York')).toBe(formatDate('2031-05-17'));
    expect(displayDate('2031-05-16', now, 'America/New_York')).toBe('Today');
  });
});
