import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { useNavigationGuard } from '../../../app/navigationGuard';
import { Button } from '../../../ui';
import { showMessage } from '../../../app/errors/messages';
import { DateEntryPreferencesProvider } from '../fields/DateEntryPreferencesProvider';
import { PaneApiContext, type AppointmentParent, type PaneApi, type PaneControls, type PreviewRequest } from './paneApi';
import {
  MAX_PANES_MESSAGE,
  canOpenPane,
  emptyPaneStack,
  minimisedPanes,
  paneStackReducer,
  visiblePanes,
  type PaneRequest,
  type PaneStackState,
} from './paneStack';
import type { PaneHost_viewer$key } from './__generated__/PaneHost_viewer.graphql';
import styles from './PaneHost.module.css';

// The panes' code (forms, every field input, the mutations) loads when a pane first opens.
const RecordEditPane = lazy(() => import('./RecordEditPane').then((m) => ({ default: m.RecordEditPane })));
const RecordPreviewPane = lazy(() => import('./RecordPreviewPane').then((m) => ({ default: m.RecordPreviewPane })));

let nextKey = 0;
const UPGRADE_PATH = '/home/upgradepermission';

/** The shell's panes for the signed-in viewer (modal size preference and plan), and their date entry preferences. */
export function PaneHost({ viewer, children }: { viewer: PaneHost_viewer$key; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment PaneHost_viewer on Viewer {
        isFree
        preferences {
          modalSize
        }
        ...DateEntryPreferencesProvider_viewer
      }
    `,
    viewer,
  );
  return (
    <DateEntryPreferencesProvider viewer={data}>
      <PaneStackProvider isLarge={data.preferences.modalSize === 'large'} isFree={data.isFree}>
        {children}
      </PaneStackProvider>
    </DateEntryPreferencesProvider>
  );
}

export interface PaneStackProviderProps {
  /** The user's modal size 'large': wider panes with two-column forms. */
  isLarge: boolean;
  /** A free-plan user: the appointment sends them to the upgrade prompt. */
  isFree: boolean;
  children: ReactNode;
}

/**
 * The pane stack: up to three edit panes on top of each other, a tray of minimised ones, and the preview pane.
 * Children reach it through `usePanes()`. While a pane is on screen navigation is held (spec: "Navigation is
 * blocked while a modal overlay is visible"), and closing a pane gives the focus back to what opened it.
 */
export function PaneStackProvider({ isLarge, isFree, children }: PaneStackProviderProps) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(paneStackReducer, emptyPaneStack);
  const [preview, setPreview] = useState<(PreviewRequest & { key: number }) | null>(null);
  // Read synchronously by openPane and the navigation blocker: a pane closed and a navigation started in the same
  // handler (open the detail page after saving) must not be held by the pane that just closed.
  const stateRef = useRef<PaneStackState>(state);
  const previewRef = useRef(preview);
  const openers = useRef(new Map<string, Element | null>());

  const apply = useCallback((action: Parameters<typeof paneStackReducer>[1]) => {
    stateRef.current = paneStackReducer(stateRef.current, action);
    dispatch(action);
  }, []);

  const api = useMemo<PaneApi>(() => {
    const openPane = (request: PaneRequest) => {
      if (!canOpenPane(stateRef.current)) {
        showMessage(MAX_PANES_MESSAGE, 'error');
        return false;
      }
      const key = `pane-${++nextKey}`;
      openers.current.set(key, document.activeElement);
      apply({ type: 'open', key, request });
      return true;
    };
    return {
      openPane,
      openPreview(request: PreviewRequest) {
        const next = { ...request, key: ++nextKey };
        if (!previewRef.current) openers.current.set('preview', document.activeElement);
        previewRef.current = next;
        setPreview(next);
      },
      openAppointment(parent: AppointmentParent) {
        if (isFree) {
          void navigate(`${UPGRADE_PATH}?feature=AppointmentLink`);
          return;
        }
        openPane({
          type: 'Event',
          preset: { subject: `Appointment with ${parent.name}`, parentObject: parent.objectName, parentId: parent.rowId },
          presetTexts: { parentId: parent.name },
        });
      },
    };
  }, [apply, isFree, navigate]);

  const restoreFocus = (key: string) => {
    const opener = openers.current.get(key);
    openers.current.delete(key);
    // After react-aria has unmounted the modal (its own restore may target the pane that was replaced while loading).
    if (opener instanceof HTMLElement)
      setTimeout(() => {
        if (opener.isConnected) opener.focus();
      }, 0);
  };

  const closePreview = () => {
    previewRef.current = null;
    setPreview(null);
    restoreFocus('preview');
  };

  // Held silently, ahead of any page's own prompt (a dirty detail form asks only once no pane is on screen).
  const blocker = useNavigationGuard(() => visiblePanes(stateRef.current).length > 0 || previewRef.current !== null, {
    priority: 1,
  });
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  const visible = visiblePanes(state);
  const tray = minimisedPanes(state);
  return (
    <PaneApiContext.Provider value={api}>
      {children}
      {visible.map((pane, depth) => {
        const controls: PaneControls = {
          close: () => {
            apply({ type: 'close', key: pane.key });
            restoreFocus(pane.key);
            pane.request.onClose?.();
          },
          minimise: (title, draft) => {
            apply({ type: 'minimise', key: pane.key, title, draft });
            restoreFocus(pane.key);
          },
          replace: (request) => apply({ type: 'replace', key: pane.key, request }),
          draft: pane.draft,
          isLarge,
          depth,
        };
        return (
          <Suspense key={pane.key} fallback={null}>
            <RecordEditPane
              key={`${pane.request.type}:${pane.request.id ?? 'new'}:${pane.title ?? ''}`}
              request={pane.request}
              controls={controls}
            />
          </Suspense>
        );
      })}
      {preview ? (
        <Suspense fallback={null}>
          <RecordPreviewPane key={preview.key} type={preview.type} id={preview.id} onClose={closePreview} />
        </Suspense>
      ) : null}
      {tray.length > 0 ? (
        <div role="region" aria-label="Minimised windows" className={styles.tray}>
          {tray.map((pane) => (
            <Button
              key={pane.key}
              variant="secondary"
              aria-label={`Restore ${pane.title ?? 'window'}`}
              onPress={() => {
                openers.current.set(pane.key, document.activeElement);
                apply({ type: 'restore', key: pane.key });
              }}
            >
              {pane.title ?? 'Window'}
            </Button>
          ))}
        </div>
      ) : null}
    </PaneApiContext.Provider>
  );
}
