import { describe, expect, it } from 'vitest';
import {
  dayOfValue,
  entryEdge,
  formatDateTimeEntry,
  instantOfWall,
  stepDateTime,
  wallOfInstant,
  formatDay,
  formatTime,
  isoDay,
  parseDate,
  parseDateTime,
  parseTime,
  stepDay,
  stepTime,
  type WorkingDay,
} from '../../web/src/features/records/fields/dateEntry';

const today = { year: 2026, month: 11, day: 23 }; // a Monday
const hours: WorkingDay[] = [
  { day: 0, isWorking: false, start: '10:00', end: '14:00' },
  { day: 1, isWorking: true, start: '08:30', end: '17:30' },
  { day: 5, isWorking: true, start: '09:00', end: '13:00' },
];

describe('parseDate', () => {
  it("reads the user's format, whatever the separator, with short or long parts", () => {
    expect(parseDate('05/17/2031', 'MM/dd/yyyy', today)).toEqual({ year: 2031, month: 5, day: 17 });
    expect(parseDate('5-7-2031', 'MM/dd/yyyy', today)).toEqual({ year: 2031, month: 5, day: 7 });
    expect(parseDate('17.05.2031', 'dd.MM.yyyy', today)).toEqual({ year: 2031, month: 5, day: 17 });
    expect(parseDate('05/17/2031', 'dd/MM/yyyy', today)).toBeNull(); // month 17
    expect(parseDate('2031/05/17', 'yyyy/MM/dd', today)).toEqual({ year: 2031, month: 5, day: 17 });
  });

  it('always understands ISO days and "Today"', () => {
    expect(parseDate('2031-05-17', 'dd/MM/yyyy', today)).toEqual({ year: 2031, month: 5, day: 17 });
    expect(parseDate(' today ', 'MM/dd/yyyy', today)).toEqual(today);
  });

  it('takes a two-digit year within 50 years of today', () => {
    expect(parseDate('1/2/31', 'M/d/yy', today)?.year).toBe(2031);
    expect(parseDate('1/2/99', 'M/d/yy', today)?.year).toBe(1999);
  });

  it('refuses days that do not exist and text that is no date', () => {
    expect(parseDate('02/29/2027', 'MM/dd/yyyy', today)).toBeNull();
    expect(parseDate('02/29/2028', 'MM/dd/yyyy', today)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate('13/01/2031', 'MM/dd/yyyy', today)).toBeNull();
    expect(parseDate('next week', 'MM/dd/yyyy', today)).toBeNull();
    expect(parseDate('1/2/031', 'MM/dd/yyyy', today)).toBeNull();
    expect(parseDate('', 'MM/dd/yyyy', today)).toBeNull();
  });
});

describe('parseTime', () => {
  it('reads 12- and 24-hour times', () => {
    expect(parseTime('9')).toBe(540);
    expect(parseTime('9:30')).toBe(570);
    expect(parseTime('21:05')).toBe(21 * 60 + 5);
    expect(parseTime('9pm')).toBe(21 * 60);
    expect(parseTime('9:30 PM')).toBe(21 * 60 + 30);
    expect(parseTime('12 am')).toBe(0);
    expect(parseTime('12:15 p.m.')).toBe(12 * 60 + 15);
  });

  it('refuses impossible times', () => {
    for (const bad of ['24:00', '9:60', '13 pm', '0 am', 'noon', '']) expect(parseTime(bad)).toBeNull();
  });
});

describe('parseDateTime', () => {
  const options = { dateFormat: 'MM/dd/yyyy', today, workingHours: hours };

  it('keeps a typed time', () => {
    expect(parseDateTime('05/17/2031 10:30 am', { ...options, edge: 'start' })).toEqual({
      year: 2031,
      month: 5,
      day: 17,
      hour: 10,
      minute: 30,
    });
    expect(parseDateTime('2031-05-17T14:00', { ...options, edge: 'start' })).toMatchObject({ hour: 14, minute: 0 });
    expect(parseDateTime('Today 4pm', { ...options, edge: 'start' })).toMatchObject({ ...today, hour: 16 });
  });

  it('takes the working-hour start or end of that weekday when the time is missing', () => {
    // 2026-11-23 is a Monday: 08:30–17:30.
    expect(parseDateTime('11/23/2026', { ...options, edge: 'start' })).toMatchObject({ hour: 8, minute: 30 });
    expect(parseDateTime('11/23/2026', { ...options, edge: 'end' })).toMatchObject({ hour: 17, minute: 30 });
    // 2026-11-27 is a Friday: 09:00–13:00.
    expect(parseDateTime('11/27/2026', { ...options, edge: 'end' })).toMatchObject({ hour: 13, minute: 0 });
    // A weekday without an entry: 9:00–17:00.
    expect(parseDateTime('11/25/2026', { ...options, edge: 'end' })).toMatchObject({ hour: 17, minute: 0 });
  });

  it('refuses a bad date or a bad time', () => {
    expect(parseDateTime('11/31/2026 9:00', { ...options, edge: 'start' })).toBeNull();
    expect(parseDateTime('11/23/2026 25:00', { ...options, edge: 'start' })).toBeNull();
  });
});

describe('formatting and arrows', () => {
  it('shows the current day as "Today" and other days in the format', () => {
    expect(formatDay(today, 'MM/dd/yyyy', today)).toBe('Today');
    expect(formatDay({ year: 2031, month: 5, day: 7 }, 'MM/dd/yyyy', today)).toBe('05/07/2031');
    expect(formatDay({ year: 2031, month: 5, day: 7 }, 'd.M.yy')).toBe('7.5.31');
    expect(isoDay({ year: 2031, month: 5, day: 7 })).toBe('2031-05-07');
    expect(formatTime(0, 'h:mm a')).toBe('12:00 AM');
    expect(formatTime(21 * 60 + 5, 'h:mm a')).toBe('9:05 PM');
    expect(formatTime(9 * 60, 'HH:mm')).toBe('09:00');
  });

  it('steps a day across month and year ends', () => {
    expect(stepDay({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(stepDay({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('steps time by 30 minutes onto the half-hour grid, around midnight', () => {
    expect(stepTime(9 * 60, 1)).toBe(9 * 60 + 30);
    expect(stepTime(9 * 60 + 10, 1)).toBe(9 * 60 + 30);
    expect(stepTime(9 * 60 + 10, -1)).toBe(9 * 60);
    expect(stepTime(9 * 60 + 30, -1)).toBe(9 * 60);
    expect(stepTime(23 * 60 + 30, 1)).toBe(0);
    expect(stepTime(0, -1)).toBe(23 * 60 + 30);
  });
});

describe('field values of the date inputs', () => {
  it('reads a DATE value as its calendar day, and nothing else', () => {
    expect(dayOfValue('2031-05-17')).toEqual({ year: 2031, month: 5, day: 17 });
    expect(dayOfValue('2031-02-30')).toBeNull();
    expect(dayOfValue(null)).toBeNull();
    expect(dayOfValue(20310517)).toBeNull();
  });

  it("round-trips a DATETIME instant through the browser's wall clock", () => {
    const wall = { year: 2031, month: 5, day: 17, hour: 10, minute: 30 };
    expect(wallOfInstant(instantOfWall(wall))).toEqual(wall);
    expect(wallOfInstant('not a date')).toBeNull();
    expect(wallOfInstant('')).toBeNull();
  });

  it("reads and writes a DATETIME in the user's time zone preference when there is one", () => {
    // 23:30 UTC on 10 March is 08:30 on 11 March in Tokyo, whatever zone the browser is in.
    expect(wallOfInstant('2026-03-10T23:30:00Z', 'Asia/Tokyo')).toEqual({ year: 2026, month: 3, day: 11, hour: 8, minute: 30 });
    expect(instantOfWall({ year: 2026, month: 3, day: 11, hour: 8, minute: 30 }, 'Asia/Tokyo')).toBe('2026-03-10T23:30:00.000Z');
    // New York's first summer-time day: 10:00 EDT is 14:00 UTC.
    expect(instantOfWall({ year: 2026, month: 3, day: 8, hour: 10, minute: 0 }, 'America/New_York')).toBe('2026-03-08T14:00:00.000Z');
  });

  it('takes the end of the working day for end, due and close dates, the start otherwise', () => {
    expect(entryEdge('endAt')).toBe('end');
    expect(entryEdge('dueDate')).toBe('end');
    expect(entryEdge('closeDate')).toBe('end');
    expect(entryEdge('startAt')).toBe('start');
    expect(entryEdge('reminderAt')).toBe('start');
    expect(entryEdge('expected_close_date')).toBe('end');
    expect(entryEdge('attendeesUpdatedAt')).toBe('start'); // "end" inside a word is no end
  });

  it('shows a date and time in the user\'s formats, "Today" for the current day', () => {
    expect(formatDateTimeEntry({ ...today, hour: 14, minute: 0 }, 'MM/dd/yyyy', 'h:mm a', today)).toBe('Today 2:00 PM');
    expect(formatDateTimeEntry({ year: 2031, month: 5, day: 17, hour: 9, minute: 5 }, 'dd.MM.yyyy', 'HH:mm', today)).toBe(
      '17.05.2031 09:05',
    );
  });

  it('steps the time by half hours across midnight into the next or previous day', () => {
    expect(stepDateTime({ year: 2031, month: 5, day: 17, hour: 9, minute: 10 }, 1)).toEqual({
      year: 2031,
      month: 5,
      day: 17,
      hour: 9,
      minute: 30,
    });
    expect(stepDateTime({ year: 2031, month: 12, day: 31, hour: 23, minute: 30 }, 1)).toEqual({
      year: 2032,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
    });
    expect(stepDateTime({ year: 2031, month: 3, day: 1, hour: 0, minute: 0 }, -1)).toEqual({
      year: 2031,
      month: 2,
      day: 28,
      hour: 23,
      minute: 30,
    });
  });
});
