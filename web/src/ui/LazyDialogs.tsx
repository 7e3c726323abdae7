import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';
import type { MessageDialogProps } from './MessageDialog';

// react-aria's modal, dialog and focus-scope code is the bulk of a dialog: a page that only may open one (a delete
// confirmation, "Save as new view") loads it when the dialog first opens, not with the page.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));
const MessageDialog = lazy(() => import('./MessageDialog').then((m) => ({ default: m.MessageDialog })));

/** true from the first time `isOpen` is true on: the dialog then stays mounted, so it can animate its closing. */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}

/** What shows while an overlay's code arrives (a blink on a fast link): announced, out of the layout. */
export function OverlayLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        insetBlockStart: 'var(--space-5)',
        insetInlineEnd: 'var(--space-5)',
        zIndex: 100,
        padding: 'var(--space-2) var(--space-3)',
        background: 'var(--color-surface)',
        boxShadow: 'var(--shadow-2)',
      }}
    >
      Loading…
    </div>
  );
}

/** ConfirmDialog whose code loads when it first opens. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.isOpen)) return null;
  return (
    <Suspense fallback={props.isOpen ? <OverlayLoading /> : null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}

/** MessageDialog whose code loads when it first opens. */
export function LazyMessageDialog(props: MessageDialogProps) {
  if (!useOpenedOnce(props.isOpen)) return null;
  return (
    <Suspense fallback={props.isOpen ? <OverlayLoading /> : null}>
      <MessageDialog {...props} />
    </Suspense>
  );
}
