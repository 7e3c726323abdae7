// The home page's dashboards: the one shown (the default unless another is picked), the user's dashboards as
// tabs, the two built-in pseudo-dashboards as links, and the dashboard's views: a saved view's records or a
// chart of them. Views reorder by dragging one onto another, or with the move buttons (keyboard).
import { lazy, Suspense, useCallback, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import { Button, Spinner } from '../../../ui';
import { showToast, TOAST_LONG_TIMEOUT_MS } from '../../../ui/Toast';
import { ChartView, chartKind } from './ChartView';
import { DashboardRecords } from './DashboardRecords';
import { useDashboardMutations, type Outcome } from '../useDashboardMutations';
import type { Dashboard_query$key, Dashboard_query$data } from './__generated__/Dashboard_query.graphql';
import type { DashboardRefetchQuery } from './__generated__/DashboardRefetchQuery.graphql';
import styles from '../Dashboards.module.css';

const DashboardNameDialog = lazy(() => import('./DashboardDialogs').then((m) => ({ default: m.DashboardNameDialog })));
const AddViewDialog = lazy(() => import('./DashboardDialogs').then((m) => ({ default: m.AddViewDialog })));
const ConfirmDialog = lazy(() => import('../../../ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

export const DELETE_PROMPT = 'Delete this dashboard?';

const fragment = graphql`
  fragment Dashboard_query on Query @refetchable(queryName: "DashboardRefetchQuery") @argumentDefinitions(dashboardId: { type: "ID" }) {
    homeDashboards(id: $dashboardId) {
      sections {
        objectName
        label
      }
      dashboards {
        id
        name
        isDefault
      }
      current {
        id
        name
        isDefault
        views {
          id
          name
          objectName
          sectionLabel
          urlSegment
          viewRowId
          viewName
          chartType
          display
          chart {
            ...ChartView_data
          }
        }
      }
    }
  }
`;

type Home = Dashboard_query$data['homeDashboards'];
type View = Home['current']['views'][number];
type Dialog = 'new' | 'rename' | 'add-view' | 'delete' | null;

function ViewBody({ view }: { view: View }) {
  if (!view.display) return <p className={styles.empty}>Hidden</p>;
  if (view.chartType !== 'NONE' && view.chart) {
    return <ChartView kind={chartKind(view.chartType)} data={view.chart} title={view.name} />;
  }
  return (
    <Suspense fallback={<Spinner label="Loading records…" />}>
      <DashboardRecords objectName={view.objectName} viewRowId={view.viewRowId} urlSegment={view.urlSegment} />
    </Suspense>
  );
}

export function Dashboard({ query }: { query: Dashboard_query$key }) {
  const [data, refetch] = useRefetchableFragment<DashboardRefetchQuery, Dashboard_query$key>(fragment, query);
  const home = data.homeDashboards;
  const current = home.current;
  const m = useDashboardMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [, startTransition] = useTransition();

  const reload = useCallback(
    (dashboardId: string | null) =>
      startTransition(() => {
        refetch({ dashboardId }, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  /** Shows the outcome's message (refusals as errors) and reloads the dashboard shown. */
  const settle = (outcome: Outcome, dashboardId: string | null = current.id, quiet = false) => {
    if (!outcome.ok) showToast({ message: outcome.message, tone: 'error' });
    else if (!quiet && outcome.message) showToast({ message: outcome.message });
    reload(dashboardId);
    return outcome;
  };

  const views = current.views;
  const move = async (id: string, afterId: string | null) =>
    settle(await m.moveView({ id, ...(afterId ? { afterId } : {}) }), current.id, true);
  const moveBy = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (target < 0 || target >= views.length) return;
    const order = views.filter((_, i) => i !== index);
    const after = target === 0 ? null : order[target - 1]!.id;
    void move(views[index]!.id, after);
  };

  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  /** A dragged view dropped on another takes its place (after it when moving down, before it when moving up). */
  const drop = (targetId: string) => {
    const from = views.findIndex((v) => v.id === dragged);
    const to = views.findIndex((v) => v.id === targetId);
    setDragged(null);
    setOver(null);
    if (from < 0 || to < 0 || from === to) return;
    const rest = views.filter((_, i) => i !== from);
    const at = rest.findIndex((v) => v.id === targetId);
    void move(views[from]!.id, from < to ? rest[at]!.id : at > 0 ? rest[at - 1]!.id : null);
  };

  return (
    <section aria-labelledby="dashboard-title">
      <div className={styles.bar}>
        <nav aria-label="Dashboards">
          <ul className={styles.tabs}>
            {home.dashboards.map((d) => (
              <li key={d.id}>
                <Button
                  variant="quiet"
                  className={styles.tab}
                  aria-current={d.id === current.id ? 'page' : undefined}
                  onPress={() => reload(d.id)}
                >
                  {d.name}
                  {d.isDefault ? ' (default)' : ''}
                </Button>
              </li>
            ))}
            <li>
              <Link to="/?onboarding">Learning Center</Link>
            </li>
            <li>
              <Link to="/?video">Walkthrough Videos</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <Button onPress={() => setDialog('new')}>New dashboard</Button>
          <Button onPress={() => setDialog('rename')}>Rename</Button>
          <Button onPress={() => setDialog('add-view')}>Add view</Button>
          <Button isDisabled={current.isDefault} onPress={async () => settle(await m.setDefault({ id: current.id }))}>
            Set as default
          </Button>
          <Button variant="danger" onPress={() => setDialog('delete')}>
            Delete dashboard
          </Button>
        </div>
      </div>
      <h2 id="dashboard-title">{current.name}</h2>
      {views.length === 0 ? (
        <p className={styles.empty}>This dashboard has no views yet: add one.</p>
      ) : (
        <ol aria-label={`Views of ${current.name}`} className={styles.views}>
          {views.map((view, index) => (
            <li
              key={view.id}
              className={`${styles.view} ${over === view.id && dragged !== view.id ? styles.dropIndicator : ''}`}
              draggable
              data-dragging={dragged === view.id || undefined}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', view.name);
                setDragged(view.id);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              onDragOver={(e) => {
                if (!dragged) return;
                e.preventDefault();
                setOver(view.id);
              }}
              onDrop={(e) => {
                e.preventDefault();
                drop(view.id);
              }}
            >
              <div className={styles.viewHeader}>
                <span aria-hidden="true" className={styles.handle} title="Drag to reorder">
                  ⠿
                </span>
                <h3>{view.name}</h3>
                <Button variant="quiet" aria-label={`Move ${view.name} up`} isDisabled={index === 0} onPress={() => moveBy(index, -1)}>
                  ↑
                </Button>
                <Button
                  variant="quiet"
                  aria-label={`Move ${view.name} down`}
                  isDisabled={index === views.length - 1}
                  onPress={() => moveBy(index, 1)}
                >
                  ↓
                </Button>
                <Button variant="quiet" onPress={async () => settle(await m.toggleView({ id: view.id }), current.id, true)}>
                  {view.display ? `Hide ${view.name}` : `Show ${view.name}`}
                </Button>
                <Button
                  variant="quiet"
                  aria-label={`Remove ${view.name}`}
                  onPress={async () => settle(await m.deleteView({ id: view.id }))}
                >
                  ✕
                </Button>
              </div>
              <p className={styles.summary}>
                {view.sectionLabel} · {view.viewName}
              </p>
              <ViewBody view={view} />
            </li>
          ))}
        </ol>
      )}
      <Suspense fallback={null}>
        {dialog === 'new' || dialog === 'rename' ? (
          <DashboardNameDialog
            title={dialog === 'new' ? 'New dashboard' : 'Rename dashboard'}
            initial={dialog === 'new' ? '' : current.name}
            onClose={() => setDialog(null)}
            onSave={async (name) => {
              const outcome = await m.saveDashboard(dialog === 'new' ? { name } : { id: current.id, name });
              if (!outcome.ok) return outcome.message;
              setDialog(null);
              settle(outcome, dialog === 'new' && outcome.id ? outcome.id : current.id);
              return null;
            }}
          />
        ) : null}
        {dialog === 'add-view' ? (
          <AddViewDialog
            sections={home.sections.map(({ objectName, label }) => ({ objectName, label }))}
            onClose={() => setDialog(null)}
            onSave={async (v) => {
              const outcome = await m.saveView({
                dashboardId: current.id,
                name: v.name,
                objectName: v.objectName,
                viewId: v.viewId,
                chartType: v.chartType,
              });
              if (!outcome.ok) return outcome.message;
              setDialog(null);
              settle(outcome);
              return null;
            }}
          />
        ) : null}
        {dialog === 'delete' ? (
          <ConfirmDialog
            isOpen
            message={DELETE_PROMPT}
            confirmLabel="Delete"
            cancelLabel="Cancel"
            onCancel={() => setDialog(null)}
            onConfirm={async () => {
              setDialog(null);
              const outcome = await m.deleteDashboard({ id: current.id });
              if (outcome.ok) showToast({ message: outcome.message, timeout: TOAST_LONG_TIMEOUT_MS });
              else showToast({ message: outcome.message, tone: 'error' });
              reload(outcome.ok ? null : current.id);
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
