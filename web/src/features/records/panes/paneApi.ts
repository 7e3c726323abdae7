// The public API of the shell's panes, kept free of UI code so any feature (calendar, tasks, lists) can import it
// without pulling the panes in: `const { openPane } = usePanes(); openPane({ type: 'Event', preset: { … } })`.
import { createContext, useContext } from 'react';
import type { PaneRequest } from './paneStack';

export type { PaneRequest } from './paneStack';

/** A record to preview: its type (object name or URL segment) and global id. */
export interface PreviewRequest {
  type: string;
  id: string;
}

export interface PaneApi {
  /**
   * Opens an edit pane on top of the others: `{ type }` adds a record, `{ type, id }` edits one. Refused with the
   * spec's "Maximum of 3 Windows are allowed" when three are open (minimised ones included); answers whether it opened.
   */
  openPane(request: PaneRequest): boolean;
  /** Opens the preview pane of a record (one at a time: a second replaces the first). */
  openPreview(request: PreviewRequest): void;
  /**
   * The detail page's appointment (spec `event/appointment`): an event under the record, or for a free user the
   * upgrade prompt (spec: "Free users … are sent to an upgrade prompt for AppointmentLink").
   */
  openAppointment(parent: AppointmentParent): void;
}

/** The record an appointment is made with. */
export interface AppointmentParent {
  objectName: string;
  rowId: number;
  name: string;
}

export const PaneApiContext = createContext<PaneApi | null>(null);

/** The pane API of the shell around the caller. */
export function usePanes(): PaneApi {
  const api = useContext(PaneApiContext);
  if (!api) throw new Error('usePanes() needs the app shell (PaneHost) around it.');
  return api;
}

/** What a pane hosted by the stack may do to itself. */
export interface PaneControls {
  /** Closes the pane (the caller has already asked "Exit without saving?" when needed). */
  close(): void;
  /** Sends the pane to the tray, keeping what was typed. */
  minimise(title: string, draft: Readonly<Record<string, unknown>> | null): void;
  /** Swaps what the pane edits (Save and new from an edit pane). */
  replace(request: PaneRequest): void;
  /** What was typed before the pane was minimised (applied when it comes back). */
  draft: Readonly<Record<string, unknown>> | null;
  /** The user's modal size preference: 'large' lays the form out in two columns. */
  isLarge: boolean;
  /** Position in the stack (0 = bottom): offsets the pane so the ones under it show. */
  depth: number;
}
