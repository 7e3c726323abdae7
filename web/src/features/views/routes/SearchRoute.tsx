import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Alert, Button, Page, PageHeader } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { MessageDialog } from '../../../ui/MessageDialog';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { objectOf } from '../../records/routes/paths';
import { CriteriaBuilder, emptyGroup } from '../CriteriaBuilder';
import { useViewMutations } from '../useViewMutations';
import { criteriaInput, parseViewState, viewStateSearch, type GroupState } from '../viewState';
import type { SearchRouteQuery, SearchRouteQuery$data } from './__generated__/SearchRouteQuery.graphql';
import styles from '../Views.module.css';

const searchQuery = graphql`
  query SearchRouteQuery($object: String!) {
    recordType(name: $object) {
      name
      pluralLabel
    }
    searchModel(type: $object) {
      ...CriteriaBuilder_model
    }
    savedViews(type: $object) {
      id
      rowId
      name
      isDefault
      canEdit
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
    }
  }
`;

/** `/:object/search`: the advanced search of any type, starting from the URL's criteria or the view's. */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<SearchRouteQuery>('record-search', searchQuery, { object: objectOf(params.object) });
}

type View = SearchRouteQuery$data['savedViews'][number];

const startingGroups = (view: View | undefined, fromUrl: GroupState[] | null): GroupState[] => {
  if (fromUrl?.length) return fromUrl;
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

function SearchPage({ queryRef }: { queryRef: PreloadedQuery<SearchRouteQuery> }) {
  const data = usePreloadedQuery<SearchRouteQuery>(searchQuery, queryRef);
  const object = queryRef.variables.object;
  const navigate = useNavigate();
  const state = parseViewState(new URLSearchParams(window.location.search));
  const view =
    (state.viewId ? data.savedViews.find((v) => String(v.rowId) === state.viewId) : undefined) ?? data.savedViews.find((v) => v.isDefault);
  const [groups, setGroups] = useState<GroupState[]>(() => startingGroups(view, state.criteria));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const { save, saving } = useViewMutations();
  if (!data.recordType) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;

  const showErrors = (out: { message: string; fields?: readonly { field: string; message: string }[] }) => {
    setMessage(out.message);
    setErrors(Object.fromEntries((out.fields ?? []).map((f) => [f.field, f.message])));
  };
  // Searching checks the criteria through a save-free list read: the list page shows the result (and any error).
  const search = () => navigate(`/${object}${viewStateSearch({ viewId: view ? String(view.rowId) : null, criteria: groups })}`);
  const saveAsView = async () => {
    const out = await save({ type: object, name, criteria: criteriaInput(groups) }, 'View is saved');
    if (!out.ok) {
      showErrors(out);
      if (out.fields?.some((f) => f.field === 'name') || !name.trim()) return;
      setNaming(false);
      return;
    }
    setNaming(false);
    navigate(`/${object}${viewStateSearch({ viewId: String(out.viewRowId) })}`);
  };
  const saveToView = async () => {
    if (!view) return;
    const out = await save({ id: view.id, criteria: criteriaInput(groups) }, 'Search Criteria saved');
    if (!out.ok) return showErrors(out);
    navigate(`/${object}${viewStateSearch({ viewId: String(view.rowId) })}`);
  };

  return (
    <Page>
      <PageHeader title={`Advanced search: ${data.recordType.pluralLabel}`} />
      {message ? <Alert>{message}</Alert> : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <CriteriaBuilder model={data.searchModel} groups={groups} onChange={setGroups} errors={errors} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            Search
          </Button>
          {view?.canEdit ? (
            <Button onPress={() => void saveToView()} isDisabled={saving}>
              Save to “{view.name}”
            </Button>
          ) : null}
          <Button onPress={() => setNaming(true)}>Save as new view</Button>
        </div>
      </form>
      <MessageDialog isOpen={naming} title="Save search as a view" onClose={() => setNaming(false)}>
        <form
          className={styles.nameForm}
          onSubmit={(e) => {
            e.preventDefault();
            void saveAsView();
          }}
        >
          <TextField label="View name" name="viewName" value={name} onChange={setName} error={errors.name} isRequired />
          <Button type="submit" variant="primary" isDisabled={saving}>
            Save view
          </Button>
        </form>
      </MessageDialog>
    </Page>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<SearchRouteQuery>;
  return <SearchPage queryRef={queryRef} />;
}
