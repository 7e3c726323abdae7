import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../../ui';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { fetchSizeOf, getPageSize } from '../../../app/paging';
import { GraphQLResponseError } from '../../../app/relay/environment';
import { preloadRouteQueryWithShell } from '../../../app/shell/AppShell';
import { RecordList } from '../list/RecordList';
import type { RowColumns } from '../list/rowColumns';
import { ViewToolbar } from '../../views/ViewToolbar';
import { currentView } from '../../views/listViews';
import { criteriaInput, parseViewState, viewStateSearch } from '../../views/viewState';
import { objectOf } from './paths';
import type { RecordListRouteQuery, RecordListRouteQuery$variables } from './__generated__/RecordListRouteQuery.graphql';

// One request per navigation: the list is read through the URL's view, else the viewer's default view, and the
// server chooses its columns from the same arguments (`records(defaultView:)`, `Record.columnValues`).
// The views' isDefault is read by currentView (views/listViews.ts), which takes plain values.
/* eslint-disable relay/unused-fields */
const listQuery = graphql`
  query RecordListRouteQuery(
    $object: String!
    $withShell: Boolean!
    $listFields: [String!]
    $first: Int!
    $view: ID
    $defaultView: Boolean
    $criteria: [CriteriaGroupInput!]
    $orderBy: RecordOrder
  ) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    recordType(name: $object) {
      ...RecordList_recordType
    }
    # Which view the page shows when the URL names none (the toolbar reads the views' details).
    savedViews(type: $object) {
      rowId
      isDefault
    }
    ...RecordList_query
      @arguments(
        type: $object
        listFields: $listFields
        first: $first
        view: $view
        defaultView: $defaultView
        criteria: $criteria
        orderBy: $orderBy
      )
    ...ViewToolbar_query @arguments(type: $object)
  }
`;
/* eslint-enable relay/unused-fields */

/** The query's variables for a list URL: `?viewId` (else the viewer's default view) and its unsaved changes. */
function listVariables(object: string, search: URLSearchParams): Omit<RecordListRouteQuery$variables, 'withShell'> {
  const state = parseViewState(search);
  const visible = state.columns?.filter((c) => !c.hidden).map((c) => c.field) ?? null;
  return {
    object,
    listFields: visible,
    first: fetchSizeOf(getPageSize(true)),
    view: state.viewId,
    defaultView: state.viewId === null,
    criteria: state.criteria ? criteriaInput(state.criteria) : null,
    orderBy: state.sort,
  };
}

/**
 * `/:object` for every catalogued type, through a saved view: `?viewId` (else the viewer's default view), with
 * the URL's unsaved criteria, sort and columns (`?criteria=`, `?sort=`, `?columns=`), in one request (with the top
 * bar's data on a page's first load). The views are read afresh each time: a save, pin or delete elsewhere shows.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const variables = listVariables(objectOf(params.object), new URL(request.url).searchParams);
  try {
    return await preloadRouteQueryWithShell<RecordListRouteQuery>('record-list', listQuery, variables, 'network-only');
  } catch (err) {
    // A type that does not exist (NOT_FOUND) on a page's first load: the not-found page; anything else is the route's error.
    if (err instanceof GraphQLResponseError && err.errors.some((e) => e.extensions?.code === 'NOT_FOUND')) return null;
    throw err;
  }
}

/** The row columns of the list, as its query asked them. */
const rowColumnsOf = (v: RecordListRouteQuery$variables): RowColumns => ({
  listType: v.object,
  view: v.view ?? null,
  defaultView: v.defaultView ?? null,
  listFields: v.listFields ?? null,
});

function RecordListPage({ queryRef }: { queryRef: PreloadedQuery<RecordListRouteQuery> }) {
  const data = usePreloadedQuery<RecordListRouteQuery>(listQuery, queryRef);
  const location = useLocation();
  const navigate = useNavigate();
  if (!data.recordType) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  const state = parseViewState(new URLSearchParams(location.search));
  const { variables } = queryRef;
  const shown = currentView(data.savedViews, variables.view ?? null);
  const view = variables.view ?? (shown ? String(shown.rowId) : null);
  return (
    <Page>
      <ViewToolbar query={data} object={variables.object} state={state} />
      {/* A list of another type or view starts afresh (its own search, sort and paging); the sort goes to the URL. */}
      <RecordList
        key={`${variables.object}:${view ?? ''}`}
        query={data}
        recordType={data.recordType}
        rowColumns={rowColumnsOf(variables)}
        initialOrder={state.sort ?? null}
        onOrderChange={(sort) => navigate(`${location.pathname}${viewStateSearch({ ...state, viewId: view, sort })}`, { replace: true })}
        columnState={state.columns}
        onColumnsChange={(columns) =>
          navigate(`${location.pathname}${viewStateSearch({ ...state, viewId: view, columns })}`, { replace: true })
        }
      />
    </Page>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<RecordListRouteQuery> | null;
  if (!queryRef) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  return <RecordListPage queryRef={queryRef} />;
}
