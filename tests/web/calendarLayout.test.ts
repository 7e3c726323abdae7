// The calendar's geometry: 50 px per hour, at least 25 px per event, overlapping events side by side, weeks
// starting on the user's first day, whole-week month grids, colours cycling 1 to 20, and the selection rule.
import { describe, expect, it } from 'vitest';
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
    expect(rangeOf('day', day)).toEqual({ start: day, end: new Date(2026, 2, 11) });
  });

  it('shows an item on each day it touches', () => {
    expect(onDay(ev('x', at(23), new Date(2026, 2, 11, 1)), new Date(2026, 2, 11))).toBe(true);
    expect(onDay(ev('x', at(9), at(10)), new Date(2026, 2, 11))).toBe(false);
    expect(onDay(ev('due', at(12), at(12)), day)).toBe(true);
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
