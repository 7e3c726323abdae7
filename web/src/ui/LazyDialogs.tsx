import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';
import type { MessageDialogProps } from './MessageDialog';

// react-aria's modal, dialog and focus-scope code is the bulk of a dialog: a page that only may open one (a delete
// confirmation, "Save as new view") loads it when the dialog first opens, not with the page.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));
const MessageDialog = lazy(() => import('./MessageDialog').then((m) => ({ default: m.MessageDialog })));

/** true from the first time `isOpen` is true on: the dialog then stays mounted, so it can animate its closing. */
function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}

/** What shows while an overlay's code arrives (a blink on a fast link): announced, out of the layout. */
function OverlayLoading() {
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

/**
 * A lazily loaded overlay (`children`: a `lazy()` dialog) mounted from its first opening on, with an announced
 * "Loading…" while its code arrives.
 */
export function OpenedLazily({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  if (!useOpenedOnce(isOpen)) return null;
  return <Suspense fallback={isOpen ? <OverlayLoading /> : null}>{children}</Suspense>;
}

/** ConfirmDialog whose code loads when it first opens. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <OpenedLazily isOpen={props.isOpen}>
      <ConfirmDialog {...props} />
    </OpenedLazily>
  );
}

/** MessageDialog whose code loads when it first opens. */
export function LazyMessageDialog(props: MessageDialogProps) {
  return (
    <OpenedLazily isOpen={props.isOpen}>
      <MessageDialog {...props} />
    </OpenedLazily>
  );
}
