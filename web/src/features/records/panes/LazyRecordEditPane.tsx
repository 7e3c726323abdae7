import { lazy, Suspense } from 'react';
import type { RecordEditPaneProps } from './RecordEditPane';

// The pane's code (react-hook-form, every field input, the create and update mutations) loads when a pane first
// opens, so lists and detail pages do not carry it. Until it arrives nothing shows and focus stays on the button
// that opened it (where the pane returns it on close).
const RecordEditPane = lazy(() => import('./RecordEditPane').then((m) => ({ default: m.RecordEditPane })));

/** The create and edit pane of every record type, loaded on first use. */
export function LazyRecordEditPane(props: RecordEditPaneProps) {
  return (
    <Suspense fallback={null}>
      <RecordEditPane {...props} />
    </Suspense>
  );
}
