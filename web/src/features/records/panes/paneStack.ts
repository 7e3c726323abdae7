// The edit-pane stack as data: which panes are open (at most three, the spec's limit), which are minimised to the
// tray, and what a minimised pane had typed. Pure, so the rules are unit-tested without React.
import type { RowColumns } from '../list/rowColumns';

/** Spec: "At most 3 edit panes may be open at once" (minimised ones count: they are still open). */
export const MAX_PANES = 3;
export const MAX_PANES_MESSAGE = 'Maximum of 3 Windows are allowed';

/** What a pane edits: a new record of `type` (with preset values), or the record `id` (a global id). */
export interface PaneRequest {
  /** Object name or URL segment of the record type. */
  type: string;
  /** Global id of the record to edit; omitted to add one. */
  id?: string;
  /** Values a new record starts with (its parent, a date picked in the calendar). */
  preset?: Readonly<Record<string, unknown>>;
  /** Display texts of preset references, by field. */
  presetTexts?: Readonly<Record<string, string>>;
  /** Relay connections a new record is prepended to. */
  connections?: readonly string[];
  /** The columns of those connections' rows (default: the type's list fields). */
  rowColumns?: RowColumns;
  /** Called when the pane closes (saved or not): a screen not fed by Relay connections reads itself again. */
  onClose?: () => void;
}

export interface PaneEntry {
  key: string;
  request: PaneRequest;
  minimised: boolean;
  /** The pane's title, as it reported it when minimised (the tray's button text). */
  title: string | null;
  /** What was typed when the pane was minimised, restored with it (null: nothing typed, or never minimised). */
  draft: Readonly<Record<string, unknown>> | null;
}

export interface PaneStackState {
  panes: readonly PaneEntry[];
}

export type PaneAction =
  | { type: 'open'; key: string; request: PaneRequest }
  | { type: 'close'; key: string }
  | { type: 'minimise'; key: string; title: string; draft: Readonly<Record<string, unknown>> | null }
  | { type: 'restore'; key: string }
  /** Swap what a pane edits (Save and new on an edit pane): the typed draft goes. */
  | { type: 'replace'; key: string; request: PaneRequest };

export const emptyPaneStack: PaneStackState = { panes: [] };

/** Whether one more pane may open. */
export function canOpenPane(state: PaneStackState): boolean {
  return state.panes.length < MAX_PANES;
}

export function paneStackReducer(state: PaneStackState, action: PaneAction): PaneStackState {
  switch (action.type) {
    case 'open':
      if (!canOpenPane(state) || state.panes.some((p) => p.key === action.key)) return state;
      return { panes: [...state.panes, { key: action.key, request: action.request, minimised: false, title: null, draft: null }] };
    case 'close':
      return { panes: state.panes.filter((p) => p.key !== action.key) };
    case 'minimise':
      return {
        panes: state.panes.map((p) => (p.key === action.key ? { ...p, minimised: true, title: action.title, draft: action.draft } : p)),
      };
    case 'restore': {
      // The restored pane comes back on top of the others.
      const pane = state.panes.find((p) => p.key === action.key);
      if (!pane) return state;
      return { panes: [...state.panes.filter((p) => p.key !== action.key), { ...pane, minimised: false }] };
    }
    case 'replace':
      return {
        panes: state.panes.map((p) => (p.key === action.key ? { ...p, request: action.request, draft: null, title: null } : p)),
      };
  }
}

/** The panes on screen, bottom to top (the last one has the focus). */
export function visiblePanes(state: PaneStackState): PaneEntry[] {
  return state.panes.filter((p) => !p.minimised);
}

/** The panes in the tray. */
export function minimisedPanes(state: PaneStackState): PaneEntry[] {
  return state.panes.filter((p) => p.minimised);
}
