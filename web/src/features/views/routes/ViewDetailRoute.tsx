import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Alert, Button, Page, PageHeader, buttonClassName } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { objectOf } from '../../records/routes/paths';
import { CriteriaBuilder, emptyGroup } from '../CriteriaBuilder';
import { useViewMutations } from '../useViewMutations';
import { criteriaInput, viewStateSearch, type GroupState } from '../viewState';
import type { ViewDetailRouteQuery, ViewDetailRouteQuery$data } from './__generated__/ViewDetailRouteQuery.graphql';
import fieldStyles from '../../../ui/Field.module.css';
import styles from '../Views.module.css';

const viewQuery = graphql`
  query ViewDetailRouteQuery($object: String!) {
    recordType(name: $object) {
      pluralLabel
    }
    searchModel(type: $object) {
      ...CriteriaBuilder_model
    }
    savedViews(type: $object) {
      id
      rowId
      name
      isSystem
      isPinned
      isDefault
      canEdit
      sharedBy
      criteriaGroups {
        type
        conjunction
        formula
        rules {
          name
          field
          operator
          value
          endOperator
          endValue
          displayValue
        }
      }
      columns {
        field
        label
        width
        hidden
      }
    }
  }
`;

/** `/:object/view-detail/:id?`: a saved view's name, criteria, columns, pin and default; a new view without an id. */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<ViewDetailRouteQuery>('record-view-detail', viewQuery, { object: objectOf(params.object) });
}

type View = ViewDetailRouteQuery$data['savedViews'][number];

const groupsOf = (view: View | undefined): GroupState[] => {
  const saved = (view?.criteriaGroups ?? []).map((g) => ({
    type: g.type as GroupState['type'],
    conjunction: g.conjunction as GroupState['conjunction'],
    formula: g.formula,
    rules: g.rules.map((r) => ({
      name: r.name,
      field: r.field,
      operator: r.operator,
      value: r.value,
      endOperator: r.endOperator,
      endValue: r.endValue,
      displayValue: r.displayValue,
    })),
  }));
  return saved.length ? saved : [emptyGroup()];
};

function ViewDetail({ queryRef, rowId }: { queryRef: PreloadedQuery<ViewDetailRouteQuery>; rowId: string | null }) {
  const data = usePreloadedQuery<ViewDetailRouteQuery>(viewQuery, queryRef);
  const object = queryRef.variables.object;
  const navigate = useNavigate();
  const view = rowId ? data.savedViews.find((v) => String(v.rowId) === rowId) : undefined;
  // A new view starts from the system view's columns.
  const base = view ?? data.savedViews.find((v) => v.isSystem);
  const [name, setName] = useState(view?.name ?? '');
  const [groups, setGroups] = useState<GroupState[]>(() => (view ? groupsOf(view) : [emptyGroup()]));
  const [columns, setColumns] = useState(() => (base?.columns ?? []).map((c) => ({ ...c })));
  const [pinned, setPinned] = useState(view?.isPinned ?? false);
  const [isDefault, setIsDefault] = useState(view?.isDefault ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const mutations = useViewMutations();
  if (!data.recordType || (rowId && !view)) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  // A system view cannot be edited: its changes are saved as a new view (spec: "You cannot edit System default view").
  const readOnly = view !== undefined && !view.canEdit;

  const submit = async () => {
    const input = {
      name,
      criteria: criteriaInput(groups),
      columns: columns.map((c) => ({ field: c.field, width: c.width, hidden: c.hidden })),
    };
    const out = view
      ? await mutations.save({ id: view.id, ...(readOnly ? { saveAsNew: true } : {}), ...input }, 'View is saved')
      : await mutations.save({ type: object, ...input }, 'View is saved');
    if (!out.ok || !out.viewId) {
      setMessage(out.message);
      setErrors(Object.fromEntries((out.fields ?? []).map((f) => [f.field, f.message])));
      return;
    }
    const saved = !readOnly && view;
    if (pinned !== (saved ? view.isPinned : false)) {
      const pin = await mutations.pin({ id: out.viewId, pinned }, '');
      if (!pin.ok) return setMessage(pin.message);
    }
    if (isDefault !== (saved ? view.isDefault : false)) {
      const made = await mutations.makeDefault({ id: out.viewId, isDefault }, '');
      if (!made.ok) return setMessage(made.message);
    }
    navigate(`/${object}${viewStateSearch({ viewId: String(out.viewRowId) })}`);
  };

  return (
    <Page>
      <PageHeader title={view ? `View “${view.name}”: ${data.recordType.pluralLabel}` : `New view: ${data.recordType.pluralLabel}`} />
      {message ? <Alert>{message}</Alert> : null}
      {readOnly && view.isSystem ? <p>You cannot edit System default view. Saving makes a new view of your own.</p> : null}
      {readOnly && !view.isSystem ? (
        <p>
          {view.sharedBy ? `Shared by ${view.sharedBy}. ` : ''}You don&apos;t have permission to edit this view. Saving makes a new view of
          your own.
        </p>
      ) : null}
      <form
        className={styles.builder}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField label="View name" name="viewName" value={name} onChange={setName} error={errors.name} isRequired />
        <CriteriaBuilder model={data.searchModel} groups={groups} onChange={setGroups} errors={errors} />
        <fieldset className={styles.group}>
          <legend>Columns</legend>
          {columns.map((c, i) => (
            <Checkbox
              key={c.field}
              className={fieldStyles.checkbox}
              isSelected={!c.hidden}
              onChange={(shown) => setColumns(columns.map((x, j) => (j === i ? { ...x, hidden: !shown } : x)))}
            >
              <span className={fieldStyles.checkboxBox} aria-hidden="true" />
              Show {c.label}
            </Checkbox>
          ))}
        </fieldset>
        <Checkbox className={fieldStyles.checkbox} isSelected={pinned} onChange={setPinned}>
          <span className={fieldStyles.checkboxBox} aria-hidden="true" />
          Pinned
        </Checkbox>
        <Checkbox className={fieldStyles.checkbox} isSelected={isDefault} onChange={setIsDefault}>
          <span className={fieldStyles.checkboxBox} aria-hidden="true" />
          Default view
        </Checkbox>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isDisabled={mutations.saving}>
            {readOnly ? 'Save as new view' : 'Save view'}
          </Button>
          {view?.canEdit ? (
            <Link className={buttonClassName('quiet')} to={`/${object}/view-share/${view.rowId}`}>
              Share
            </Link>
          ) : null}
          <Link className={buttonClassName('quiet')} to={`/${object}${view ? viewStateSearch({ viewId: String(view.rowId) }) : ''}`}>
            Cancel
          </Link>
        </div>
      </form>
    </Page>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ViewDetailRouteQuery>;
  const id = useParams().id ?? '';
  return <ViewDetail key={id} queryRef={queryRef} rowId={/^\d+$/.test(id) ? id : null} />;
}
