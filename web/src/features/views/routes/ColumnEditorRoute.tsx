import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Alert, Button, Page, PageHeader } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { objectOf } from '../../records/routes/paths';
import { useViewMutations } from '../useViewMutations';
import { columnsDiffer, parseViewState, viewStateSearch } from '../viewState';
import type { ColumnEditorRouteQuery } from './__generated__/ColumnEditorRouteQuery.graphql';
import fieldStyles from '../../../ui/Field.module.css';
import styles from '../Views.module.css';

const columnsQuery = graphql`
  query ColumnEditorRouteQuery($object: String!) {
    recordType(name: $object) {
      __typename
    }
    searchModel(type: $object) {
      fields {
        name
        label
      }
    }
    savedViews(type: $object) {
      id
      rowId
      name
      isDefault
      canEdit
      columns {
        field
        label
        width
        hidden
      }
    }
  }
`;

/** `/:object/edit-column`: choose, order and hide the columns of a view (`?viewId`, else the default view). */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<ColumnEditorRouteQuery>('record-edit-column', columnsQuery, { object: objectOf(params.object) });
}

interface Column {
  field: string;
  label: string;
  width: number;
  hidden: boolean;
}

function ColumnEditor({ queryRef }: { queryRef: PreloadedQuery<ColumnEditorRouteQuery> }) {
  const data = usePreloadedQuery<ColumnEditorRouteQuery>(columnsQuery, queryRef);
  const object = queryRef.variables.object;
  const navigate = useNavigate();
  const { viewId, columns: shown } = parseViewState(new URLSearchParams(window.location.search));
  const view = (viewId ? data.savedViews.find((v) => String(v.rowId) === viewId) : undefined) ?? data.savedViews.find((v) => v.isDefault);
  // The list's unsaved columns (from its URL) when it had some, else the view's.
  const [columns, setColumns] = useState<Column[]>(() => {
    const saved = (view?.columns ?? []).map((c) => ({ ...c }));
    if (!shown) return saved;
    const labelOf = (field: string) =>
      saved.find((c) => c.field === field)?.label ?? data.searchModel.fields.find((f) => f.name === field)?.label ?? field;
    return shown.map((c) => ({ ...c, label: labelOf(c.field) }));
  });
  const [adding, setAdding] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const { save, saving } = useViewMutations();
  if (!data.recordType || !view) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;

  const move = (i: number, by: number) => {
    const next = [...columns];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    setColumns(next);
  };
  const available = data.searchModel.fields.filter((f) => !columns.some((c) => c.field === f.name));
  // Apply: back to the list with these columns as an unsaved change (Save or Save as new view there).
  const apply = () => {
    const next = columns.map((c) => ({ field: c.field, width: c.width, hidden: c.hidden }));
    const saved = (view.columns ?? []).map((c) => ({ field: c.field, width: c.width, hidden: c.hidden }));
    navigate(`/${object}${viewStateSearch({ viewId: String(view.rowId), columns: columnsDiffer(next, saved) ? next : null })}`);
  };
  const submit = async () => {
    const input = { columns: columns.map((c) => ({ field: c.field, width: c.width, hidden: c.hidden })) };
    const out = view.canEdit
      ? await save({ id: view.id, ...input }, 'View is saved')
      : await save({ id: view.id, saveAsNew: true, name, ...input }, 'View is saved');
    if (!out.ok) return setMessage(out.message);
    navigate(`/${object}${viewStateSearch({ viewId: String(out.viewRowId ?? view.rowId) })}`);
  };

  return (
    <Page>
      <PageHeader title={`Columns of “${view.name}”`} />
      {message ? <Alert>{message}</Alert> : null}
      <ol className={styles.columnList} aria-label="Columns, in order">
        {columns.map((c, i) => (
          <li key={c.field} className={styles.columnItem}>
            <span>{c.label}</span>
            <Checkbox
              className={fieldStyles.checkbox}
              isSelected={!c.hidden}
              onChange={(shown) => setColumns(columns.map((x, j) => (j === i ? { ...x, hidden: !shown } : x)))}
            >
              <span className={fieldStyles.checkboxBox} aria-hidden="true" />
              Show {c.label}
            </Checkbox>
            <Button variant="quiet" aria-label={`Move ${c.label} up`} isDisabled={i === 0} onPress={() => move(i, -1)}>
              ↑
            </Button>
            <Button variant="quiet" aria-label={`Move ${c.label} down`} isDisabled={i === columns.length - 1} onPress={() => move(i, 1)}>
              ↓
            </Button>
            <Button
              variant="quiet"
              aria-label={`Remove ${c.label}`}
              isDisabled={columns.length === 1}
              onPress={() => setColumns(columns.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <SelectField
          label="Add a column"
          name="addColumn"
          value={adding}
          options={[{ id: '', label: 'Choose a field' }, ...available.map((f) => ({ id: f.name, label: f.label }))]}
          onChange={setAdding}
        />
        <Button
          isDisabled={!adding}
          onPress={() => {
            const f = available.find((x) => x.name === adding);
            if (f) setColumns([...columns, { field: f.name, label: f.label, width: 160, hidden: false }]);
            setAdding('');
          }}
        >
          Add column
        </Button>
      </div>
      {view.canEdit ? null : (
        <TextField
          label="New view name"
          name="viewName"
          value={name}
          onChange={setName}
          description="A system view cannot be changed: the columns are saved as a new view."
        />
      )}
      <div className={styles.actions}>
        <Button variant="primary" onPress={() => void submit()} isDisabled={saving}>
          {view.canEdit ? 'Save columns' : 'Save as new view'}
        </Button>
        <Button onPress={apply}>Apply without saving</Button>
        <Button variant="quiet" onPress={() => navigate(`/${object}${viewStateSearch({ viewId: String(view.rowId) })}`)}>
          Cancel
        </Button>
      </div>
    </Page>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ColumnEditorRouteQuery>;
  return <ColumnEditor queryRef={queryRef} />;
}
