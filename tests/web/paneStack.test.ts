import { describe, expect, it } from 'vitest';
import {
  MAX_PANES,
  canOpenPane,
  emptyPaneStack,
  minimisedPanes,
  paneStackReducer,
  visiblePanes,
  type PaneAction,
  type PaneStackState,
} from '../../web/src/features/records/panes/paneStack';

const run = (...actions: PaneAction[]): PaneStackState => actions.reduce(paneStackReducer, emptyPaneStack);
const open = (key: string, type = 'Opportunity'): PaneAction => ({ type: 'open', key, request: { type } });

describe('the edit-pane stack', () => {
  it('stacks panes in the order they open and refuses a fourth, minimised ones included', () => {
    const three = run(open('a'), { type: 'minimise', key: 'a', title: 'New Opportunity', draft: null }, open('b'), open('c'));
    expect(MAX_PANES).toBe(3);
    expect(canOpenPane(three)).toBe(false);
    const four = paneStackReducer(three, open('d'));
    expect(four).toBe(three);
    expect(visiblePanes(four).map((p) => p.key)).toEqual(['b', 'c']);
    expect(minimisedPanes(four).map((p) => p.key)).toEqual(['a']);
  });

  it('frees a place when a pane closes', () => {
    const state = run(open('a'), open('b'), open('c'), { type: 'close', key: 'b' });
    expect(canOpenPane(state)).toBe(true);
    expect(run(open('a'), open('b'), open('c'), { type: 'close', key: 'b' }, open('d')).panes.map((p) => p.key)).toEqual(['a', 'c', 'd']);
  });

  it('keeps what a minimised pane had typed and brings it back on top', () => {
    const draft = { name: 'Harbor crane' };
    const state = run(open('a'), open('b'), { type: 'minimise', key: 'a', title: 'New Opportunity', draft }, { type: 'restore', key: 'a' });
    expect(state.panes.map((p) => p.key)).toEqual(['b', 'a']);
    expect(state.panes[1]).toMatchObject({ minimised: false, title: 'New Opportunity', draft });
  });

  it('replaces what a pane edits and drops its draft (Save and new from an edit pane)', () => {
    const state = run(
      { type: 'open', key: 'a', request: { type: 'Case', id: 'Q2FzZTox' } },
      { type: 'minimise', key: 'a', title: 'Edit Case', draft: { subject: 'x' } },
      { type: 'restore', key: 'a' },
      { type: 'replace', key: 'a', request: { type: 'Case' } },
    );
    expect(state.panes[0]).toMatchObject({ request: { type: 'Case' }, draft: null });
    expect(state.panes[0]!.request.id).toBeUndefined();
  });

  it('ignores actions on panes it does not have', () => {
    const state = run(open('a'));
    expect(paneStackReducer(state, { type: 'restore', key: 'zz' })).toBe(state);
    expect(paneStackReducer(state, open('a'))).toBe(state);
  });
});
