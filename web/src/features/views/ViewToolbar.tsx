import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Badge, Button, buttonClassName } from '../../ui';
import { PlainTextField as TextField } from '../../ui/PlainTextField';
import { LazyConfirmDialog, LazyMessageDialog } from '../../ui/LazyDialogs';
import { DeferredSelectField } from '../../ui/DeferredSelectField';
import { useViewMutations } from './useViewMutations';
import { columnsDiffer, criteriaInput, viewStateSearch, type ListViewState } from './viewState';
import type { ViewToolbar_query$key } from './__generated__/ViewToolbar_query.graphql';
import styles from './Views.module.css';

export interface ViewToolbarProps {
  query: ViewToolbar_query$key;
  /** The list's URL segment (`organization`). */
  object: string;
  state: ListViewState;
}

/**
 * The view part of a list page: the view picker (pinned views first), pin, make default, delete, the links to
 * the column editor and the advanced search, and, when the URL's criteria, sort or columns (order, widths, hidden)
 * differ from the saved view,
 * "Unsaved changes" with Save and "Save as new view".
 */
export function ViewToolbar({ query, object, state }: ViewToolbarProps) {
  const data = useFragment(
    graphql`
      fragment ViewToolbar_query on Query @argumentDefinitions(type: { type: "String!" }) {
        savedViews(type: $type) {
          id
          rowId
          name
          isPinned
          isDefault
          canEdit
          sharedBy
          orderBy
          direction
          columns {
            field
            width
            hidden
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const mutations = useViewMutations();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  const views = data.savedViews;
  const current = (state.viewId ? views.find((v) => String(v.rowId) === state.viewId) : views.find((v) => v.isDefault)) ?? views[0];
  if (!current) return null;
  const sortChanged =
    state.sort !== null && (state.sort.field !== (current.orderBy ?? 'name') || state.sort.direction !== (current.direction ?? 'ASC'));
  const columnsChanged = columnsDiffer(state.columns, current.columns);
  const dirty = state.criteria !== null || sortChanged || columnsChanged;
  const go = (next: Partial<ListViewState>) => navigate(`/${object}${viewStateSearch(next)}`);

  const changes = () => ({
    ...(state.criteria ? { criteria: criteriaInput(state.criteria) } : {}),
    ...(state.sort ? { orderBy: state.sort.field, direction: state.sort.direction } : {}),
    ...(columnsChanged && state.columns
      ? { columns: state.columns.map((c) => ({ field: c.field, width: c.width, hidden: c.hidden })) }
      : {}),
  });
  const saveCurrent = async () => {
    const out = await mutations.save({ id: current.id, ...changes() }, 'View is saved');
    setMessage(out.message);
    if (out.ok) go({ viewId: String(current.rowId) });
  };
  const saveAsNew = async () => {
    const out = await mutations.save(
      {
        id: current.id,
        saveAsNew: true,
        name,
        columns: current.columns.map((c) => ({ field: c.field, width: c.width, hidden: c.hidden })),
        ...changes(),
      },
      'View is saved',
    );
    if (!out.ok) {
      setNameError(out.fields?.find((f) => f.field === 'name')?.message ?? out.message);
      return;
    }
    setNaming(false);
    setMessage(out.message);
    go({ viewId: String(out.viewRowId) });
  };
  const act = async (run: Promise<{ ok: boolean; message: string }>, success: string) => {
    const out = await run;
    setMessage(out.ok ? success : out.message);
    if (out.ok) revalidate();
  };

  const options = views.map((v) => ({
    id: String(v.rowId),
    label: `${v.isPinned ? '📌 ' : ''}${v.name}${v.isDefault ? ' (default)' : ''}${v.sharedBy ? ` · Shared by ${v.sharedBy}` : ''}`,
  }));
  return (
    <section className={styles.toolbar} aria-label="Saved views">
      <DeferredSelectField
        label="View"
        name="view"
        inline
        value={String(current.rowId)}
        options={options}
        onChange={(id) => go({ viewId: id })}
      />
      <Button
        onPress={() =>
          void act(
            mutations.pin({ id: current.id, pinned: !current.isPinned }, ''),
            current.isPinned ? 'View is unpinned' : 'View is pinned',
          )
        }
      >
        {current.isPinned ? 'Unpin' : 'Pin'}
      </Button>
      <Button
        isDisabled={current.isDefault}
        onPress={() => void act(mutations.makeDefault({ id: current.id, isDefault: true }, ''), 'View is the default')}
      >
        Make default
      </Button>
      {current.canEdit ? (
        <Button variant="quiet" onPress={() => setConfirming(true)}>
          Delete view
        </Button>
      ) : null}
      <Link
        className={buttonClassName('quiet')}
        to={`/${object}/edit-column${viewStateSearch({ viewId: String(current.rowId), columns: state.columns })}`}
      >
        Edit columns
      </Link>
      <Link className={buttonClassName('quiet')} to={`/${object}/view-detail/${current.rowId}`}>
        {current.canEdit ? 'Edit view' : 'View details'}
      </Link>
      {current.canEdit ? (
        <Link className={buttonClassName('quiet')} to={`/${object}/view-share/${current.rowId}`}>
          Share
        </Link>
      ) : null}
      <Link className={buttonClassName('quiet')} to={`/${object}/view-detail`}>
        New view
      </Link>
      <Link
        className={buttonClassName('quiet')}
        to={`/${object}/search${viewStateSearch({ viewId: String(current.rowId), criteria: state.criteria })}`}
      >
        Advanced search
      </Link>
      <Link className={buttonClassName('quiet')} to={`/${object}/activity`}>
        Activity
      </Link>
      {dirty ? (
        <span className={styles.dirty}>
          <Badge>Unsaved changes</Badge>
          {current.canEdit ? (
            <Button variant="primary" onPress={() => void saveCurrent()} isDisabled={mutations.saving}>
              Save
            </Button>
          ) : null}
          <Button onPress={() => setNaming(true)}>Save as new view</Button>
          <Button variant="quiet" onPress={() => go({ viewId: String(current.rowId) })}>
            Discard changes
          </Button>
        </span>
      ) : null}
      <p role="status" className={styles.status}>
        {message}
      </p>
      <LazyConfirmDialog
        isOpen={confirming}
        message="Delete this view?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void mutations.remove({ id: current.id }, 'View is deleted').then((out) => {
            setMessage(out.message);
            if (out.ok) go({});
          });
        }}
      />
      <LazyMessageDialog isOpen={naming} title="Save as new view" onClose={() => setNaming(false)}>
        <form
          className={styles.nameForm}
          onSubmit={(e) => {
            e.preventDefault();
            void saveAsNew();
          }}
        >
          <TextField label="View name" name="viewName" value={name} onChange={setName} error={nameError} isRequired />
          <Button type="submit" variant="primary" isDisabled={mutations.saving}>
            Save view
          </Button>
        </form>
      </LazyMessageDialog>
    </section>
  );
}
