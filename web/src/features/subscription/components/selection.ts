// The confirmation page's client-side selection: the spec's transitions, mirrored for live feedback (the api
// applies the same rules to what is sent and recomputes the totals).

export interface SelectionState {
  /** Selected user ids per section role. */
  selected: Record<string, ReadonlySet<string>>;
  free: ReadonlySet<string>;
  inactive: ReadonlySet<string>;
}

const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((x) => x !== id));

/** Selecting removes a user from the free and inactive lists; a user deselected from every role becomes free while free slots remain, else inactive. */
export function toggleUser(state: SelectionState, role: string, id: string, on: boolean, totalFreeUser: number): SelectionState {
  const current = state.selected[role] ?? new Set<string>();
  const selected = { ...state.selected, [role]: on ? new Set([...current, id]) : without(current, id) };
  if (on) return { selected, free: without(state.free, id), inactive: without(state.inactive, id) };
  const stillSelected = Object.values(selected).some((s) => s.has(id));
  if (stillSelected) return { ...state, selected };
  return state.free.size < totalFreeUser
    ? { selected, free: new Set([...state.free, id]), inactive: state.inactive }
    : { selected, free: state.free, inactive: new Set([...state.inactive, id]) };
}

/** A free user can always be made inactive. */
export const makeInactive = (state: SelectionState, id: string): SelectionState => ({
  ...state,
  free: without(state.free, id),
  inactive: new Set([...state.inactive, id]),
});

/** An inactive user can be made free only while the free count is below totalFreeUser. */
export function makeFree(state: SelectionState, id: string, totalFreeUser: number): SelectionState {
  if (state.free.size >= totalFreeUser) return state;
  return { ...state, inactive: without(state.inactive, id), free: new Set([...state.free, id]) };
}
