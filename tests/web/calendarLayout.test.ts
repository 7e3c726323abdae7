// The calendar's geometry: 50 px per hour, at least 25 px per event, overlapping events side by side, weeks
// starting on the user's first day, whole-week month grids, colours cycling 1 to 20, and the selection rule.
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from 'date-fns';
import {
  HOUR_HEIGHT,
  MIN_EVENT_HEIGHT,
  colourOf,
  layoutDay,
  monthGrid,
  onDay,
  parseSelection,
  rangeOf,
  selectionParam,
  toggleSelection,
  weekStart,
} from '../../web/src/features/calendar/layout';
import { dayKey, itemsByDay, itemsOf, type CalendarEventData } from '../../web/src/features/calendar/items';
import { dayIn, inZone, timeIn, utcText } from '../../web/src/features/calendar/zone';

const day = new Date(2026, 2, 10); // Tuesday 10 March 2026, local time
const at = (h: number, m = 0) => new Date(2026, 2, 10, h, m);
const ev = (id: string, from: Date, to: Date) => ({ id, start: from, end: to });

describe('layoutDay', () => {
  it('places by time at 50 px per hour, with a 25 px minimum height', () => {
    const [nine, short] = layoutDay([ev('a', at(9), at(10, 30)), ev('b', at(14), at(14, 10))], day);
    expect(nine).toMatchObject({ top: 9 * HOUR_HEIGHT, height: 75, left: 0, width: 100, columns: 1 });
    expect(short).toMatchObject({ top: 14 * HOUR_HEIGHT, height: MIN_EVENT_HEIGHT });
  });

  it('puts overlapping events side by side and reuses a freed column', () => {
    const placed = layoutDay(
      [ev('a', at(9), at(11)), ev('b', at(9, 30), at(10)), ev('c', at(10, 30), at(12)), ev('d', at(13), at(14))],
      day,
    );
    const byId = Object.fromEntries(placed.map((p) => [p.item.id, p]));
    expect(byId.a).toMatchObject({ column: 0, columns: 2, left: 0, width: 50 });
    expect(byId.b).toMatchObject({ column: 1, columns: 2, left: 50, width: 50 });
    expect(byId.c).toMatchObject({ column: 1, columns: 2 }); // b ended: c takes its column
    expect(byId.d).toMatchObject({ column: 0, columns: 1, width: 100 }); // a new cluster
  });

  it('counts the minimum height as overlap, and three at once make three columns', () => {
    const tiny = layoutDay([ev('a', at(8), at(8, 5)), ev('b', at(8, 20), at(9))], day);
    expect(tiny.map((p) => p.columns)).toEqual([2, 2]);
    const three = layoutDay([ev('a', at(9), at(10)), ev('b', at(9), at(10)), ev('c', at(9), at(10))], day);
    expect(three.map((p) => [p.column, Math.round(p.width)])).toEqual([
      [0, 33],
      [1, 33],
      [2, 33],
    ]);
  });

  it('cuts an event crossing midnight at the day edges and ignores other days', () => {
    const placed = layoutDay(
      [ev('late', new Date(2026, 2, 9, 22), new Date(2026, 2, 10, 2)), ev('other', new Date(2026, 2, 11, 9), new Date(2026, 2, 11, 10))],
      day,
    );
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ top: 0, height: 2 * HOUR_HEIGHT });
  });
});

describe('weeks, months and ranges', () => {
  it('starts the week on the first day of week', () => {
    expect(weekStart(day, 0).getDate()).toBe(8); // Sunday 8 March
    expect(weekStart(day, 1).getDate()).toBe(9); // Monday 9 March
    expect(weekStart(new Date(2026, 2, 8), 1).getDate()).toBe(2); // a Sunday belongs to the Monday-week before
  });

  it('makes whole weeks of a month grid, from the first day of week', () => {
    const grid = monthGrid(day, 1);
    expect(grid.length % 7).toBe(0);
    expect(grid[0]!.getDay()).toBe(1);
    expect(grid[0]!.getDate()).toBe(23); // Monday 23 February
    expect(grid.at(-1)!.getDate()).toBe(5); // Sunday 5 April
    expect(monthGrid(new Date(2026, 1, 1), 0)).toHaveLength(28); // February 2026 starts on a Sunday: exactly 4 weeks
  });

  it('reads a range that covers the view whatever day the week starts on', () => {
    const week = rangeOf('week', day);
    for (let first = 0; first < 7; first++) {
      const start = weekStart(day, first);
      expect(start >= week.start).toBe(true);
      expect(new Date(start.getTime() + 7 * 86_400_000 - 1) < week.end).toBe(true);
    }
    const month = rangeOf('month', day);
    const grid = monthGrid(day, 6);
    expect(grid[0]! >= month.start && grid.at(-1)! < month.end).toBe(true);
    // A day pads a day each side: the loader counts in the browser's zone, the user's may be a day apart.
    expect(rangeOf('day', day)).toEqual({ start: new Date(2026, 2, 9), end: new Date(2026, 2, 12) });
  });

  it('shows an item on each day it touches', () => {
    expect(onDay(ev('x', at(23), new Date(2026, 2, 11, 1)), new Date(2026, 2, 11))).toBe(true);
    expect(onDay(ev('x', at(9), at(10)), new Date(2026, 2, 11))).toBe(false);
    expect(onDay(ev('due', at(12), at(12)), day)).toBe(true);
  });
});

// The calendar counts in the user's zone preference, not the process's (the browser's): the process runs in
// one zone and the calendar is given dates of another.
describe("in the user's time zone", () => {
  const processZone = process.env.TZ;
  const runIn = (zone: string) => {
    process.env.TZ = zone; // Node reads TZ again when it is set
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  };
  afterEach(() => {
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
  });
  const event = (id: string, start: string, end: string): CalendarEventData => ({
    id,
    rowId: 1,
    eventId: id,
    subject: id,
    start,
    end,
    isAllDay: false,
    isRecurrence: false,
    viewerCanAccept: false,
    viewerIsInvited: false,
    viewerCanEdit: true,
  });
  const entry = (events: CalendarEventData[]) => ({ userId: 1, userType: 'user', className: 1, name: 'Me', events, tasks: [] });

  it("puts an event on the user's day and in the user's hour slot", () => {
    runIn('America/New_York');
    const tokyo = 'Asia/Tokyo';
    // 23:30 UTC on 10 March: Tuesday 19:30 in New York, Wednesday 08:30 in Tokyo.
    const [item] = itemsOf([entry([event('late', '2026-03-10T23:30:00Z', '2026-03-11T00:30:00Z')])], tokyo);
    const week = Array.from({ length: 7 }, (_, i) => addDays(dayIn('2026-03-08', tokyo)!, i));
    const byDay = itemsByDay([item!], week);
    expect(byDay.get('2026-03-10')).toEqual([]);
    expect(byDay.get('2026-03-11')).toEqual([item]);
    const wednesday = dayIn('2026-03-11', tokyo)!;
    expect(onDay(item!, wednesday)).toBe(true);
    expect(layoutDay([{ ...item!, id: 'late' }], wednesday)[0]).toMatchObject({ top: 8.5 * HOUR_HEIGHT, height: HOUR_HEIGHT });
    expect(layoutDay([{ ...item!, id: 'late' }], dayIn('2026-03-10', tokyo)!)).toEqual([]);
    expect(timeIn(item!.start, tokyo)).toMatch(/08:30/);
  });

  it("starts the week and the month grid on the user's local day", () => {
    runIn('America/New_York');
    const now = inZone('2026-03-10T23:30:00Z', 'Asia/Tokyo'); // Wednesday in Tokyo, still Tuesday in New York
    const start = weekStart(now, 3); // weeks from Wednesday
    expect(dayKey(start)).toBe('2026-03-11');
    expect(utcText(start)).toBe('2026-03-10T15:00:00.000Z'); // Tokyo's midnight
    expect(dayKey(weekStart(now, 1))).toBe('2026-03-09');
    const grid = monthGrid(dayIn('2026-04-01', 'Asia/Tokyo')!, 1);
    expect(utcText(grid[0]!)).toBe('2026-03-29T15:00:00.000Z'); // Monday 30 March, Tokyo's midnight
    expect(grid.map(dayKey)).toContain('2026-04-30');
  });

  it('keeps the hour rows right across a daylight-saving change (New York, 8 March 2026)', () => {
    runIn('Asia/Tokyo');
    const ny = 'America/New_York';
    const sunday = dayIn('2026-03-08', ny)!; // 23 hours: 02:00 EST is 03:00 EDT
    const items = itemsOf(
      [
        entry([
          event('early', '2026-03-08T06:00:00Z', '2026-03-08T07:00:00Z'), // 01:00 EST – 03:00 EDT
          event('ten', '2026-03-08T14:00:00Z', '2026-03-08T15:00:00Z'), // 10:00 – 11:00 EDT
          event('last', '2026-03-09T03:00:00Z', '2026-03-09T04:00:00Z'), // 23:00 – 24:00 EDT
        ]),
      ],
      ny,
    ).map((i) => ({ ...i, id: i.subject }));
    const placed = Object.fromEntries(layoutDay(items, sunday).map((p) => [p.item.id, p]));
    expect(placed.early).toMatchObject({ top: HOUR_HEIGHT, height: 2 * HOUR_HEIGHT });
    expect(placed.ten).toMatchObject({ top: 10 * HOUR_HEIGHT, height: HOUR_HEIGHT });
    expect(placed.last).toMatchObject({ top: 23 * HOUR_HEIGHT, height: HOUR_HEIGHT });
    // The week after the change still starts at a local midnight, and Monday's 10:00 is on the 10:00 row.
    const week = weekStart(dayIn('2026-03-10', ny)!, 0);
    expect(utcText(week)).toBe('2026-03-08T05:00:00.000Z');
    const monday = dayIn('2026-03-09', ny)!;
    const [mondayTen] = layoutDay(
      itemsOf([entry([event('mon', '2026-03-09T14:00:00Z', '2026-03-09T15:00:00Z')])], ny).map((i) => ({ ...i, id: i.key })),
      monday,
    );
    expect(mondayTen).toMatchObject({ top: 10 * HOUR_HEIGHT });
  });
});

describe('selection and colours', () => {
  it('cycles colours 1 to 20', () => {
    expect([0, 1, 19, 20, 21, 39, 40].map(colourOf)).toEqual([1, 2, 20, 1, 2, 20, 1]);
  });

  it('keeps at least one user or group selected: unselecting the last is undone', () => {
    const me = { userId: 1, userType: 'user' };
    const team = { userId: 4, userType: 'group' };
    expect(toggleSelection([me], team)).toEqual([me, team]);
    expect(toggleSelection([me, team], me)).toEqual([team]);
    expect(toggleSelection([team], team)).toEqual([team]);
  });

  it('round-trips the URL parameter and drops what is not a selection', () => {
    const selection = [
      { userId: 3, userType: 'user' as const },
      { userId: 7, userType: 'group' as const },
    ];
    expect(parseSelection(selectionParam(selection))).toEqual(selection);
    expect(parseSelection('user:3,bogus,group:x,org:4')).toEqual([{ userId: 3, userType: 'user' }]);
  });
});
