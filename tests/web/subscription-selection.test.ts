// The confirmation page's live transitions (mirroring the api's rules for immediate feedback).
import { describe, expect, it } from 'vitest';
import { makeFree, makeInactive, toggleUser, type SelectionState } from '../../web/src/features/subscription/components/selection';

const state = (selected: Record<string, string[]>, free: string[] = [], inactive: string[] = []): SelectionState => ({
  selected: Object.fromEntries(Object.entries(selected).map(([k, v]) => [k, new Set(v)])),
  free: new Set(free),
  inactive: new Set(inactive),
});
const view = (s: SelectionState) => ({
  selected: Object.fromEntries(Object.entries(s.selected).map(([k, v]) => [k, [...v].sort()])),
  free: [...s.free].sort(),
  inactive: [...s.inactive].sort(),
});

describe('subscription selection', () => {
  it('a user deselected from every role becomes free while free slots remain, else inactive', () => {
    let s = state({ crm: ['a', 'b', 'c'], project: ['a'] }, ['f']);
    s = toggleUser(s, 'crm', 'a', false, 2); // still selected in project
    expect(view(s).free).toEqual(['f']);
    s = toggleUser(s, 'crm', 'b', false, 2);
    expect(view(s)).toMatchObject({ free: ['b', 'f'], inactive: [] });
    s = toggleUser(s, 'crm', 'c', false, 2);
    expect(view(s)).toMatchObject({ free: ['b', 'f'], inactive: ['c'] });
  });

  it('selecting removes a user from the free and inactive lists', () => {
    let s = state({ crm: [] }, ['f'], ['i']);
    s = toggleUser(toggleUser(s, 'crm', 'f', true, 2), 'crm', 'i', true, 2);
    expect(view(s)).toEqual({ selected: { crm: ['f', 'i'] }, free: [], inactive: [] });
  });

  it('free → inactive always; inactive → free only below totalFreeUser', () => {
    let s = state({}, ['f', 'g'], ['i']);
    expect(view(makeFree(s, 'i', 2))).toEqual(view(s));
    s = makeInactive(s, 'g');
    expect(view(s)).toMatchObject({ free: ['f'], inactive: ['g', 'i'] });
    expect(view(makeFree(s, 'i', 2))).toMatchObject({ free: ['f', 'i'], inactive: ['g'] });
  });
});
