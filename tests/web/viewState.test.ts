// The list's view state in the URL: the columns (order, widths, hidden) round-trip, malformed ones are ignored,
// and a change of width, order or visibility counts as differing from the saved view.
import { describe, expect, it } from 'vitest';
import { columnsDiffer, parseColumns, parseViewState, viewStateSearch } from '../../web/src/features/views/viewState';

const saved = [
  { field: 'name', width: 240, hidden: false },
  { field: 'industry', width: 140, hidden: false },
  { field: 'phone', width: 140, hidden: true },
];

describe('view state columns', () => {
  it('round-trips through the query string with the view, criteria and sort', () => {
    const state = {
      viewId: '12',
      criteria: [{ type: 'AND' as const, conjunction: 'AND' as const, rules: [{ field: 'name', operator: 'contain', value: 'a' }] }],
      sort: { field: 'name', direction: 'DESC' as const },
      columns: saved,
    };
    const search = viewStateSearch(state);
    expect(search).toContain('columns=name%3A240%2Cindustry%3A140%2C-phone%3A140');
    const back = parseViewState(new URLSearchParams(search));
    expect(back.viewId).toBe('12');
    expect(back.sort).toEqual({ field: 'name', direction: 'DESC' });
    expect(back.columns).toEqual(saved);
    expect(back.criteria?.[0]?.rules[0]?.value).toBe('a');
  });

  it('ignores malformed or duplicated columns', () => {
    expect(parseColumns('name:abc')).toBeNull();
    expect(parseColumns('name:240,name:100')).toBeNull();
    expect(parseColumns("name';drop:10")).toBeNull();
    expect(parseColumns('')).toBeNull();
    expect(parseViewState(new URLSearchParams('viewId=3')).columns).toBeNull();
  });

  it('differs from the saved view on a width, an order or a hidden change, not when equal or absent', () => {
    expect(columnsDiffer(null, saved)).toBe(false);
    expect(
      columnsDiffer(
        saved.map((c) => ({ ...c })),
        saved,
      ),
    ).toBe(false);
    expect(columnsDiffer([{ ...saved[0]!, width: 250 }, saved[1]!, saved[2]!], saved)).toBe(true);
    expect(columnsDiffer([saved[1]!, saved[0]!, saved[2]!], saved)).toBe(true);
    expect(columnsDiffer([saved[0]!, saved[1]!, { ...saved[2]!, hidden: false }], saved)).toBe(true);
  });
});
