import { fetchQuery, graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../../ui';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { fetchSizeOf, getPageSize } from '../../../app/paging';
import { environment } from '../../../app/relay/environment';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { shellLoaded } from '../../../app/shell/AppShell';
import { RecordList } from '../list/RecordList';
import { ViewToolbar } from '../../views/ViewToolbar';
import { currentView, visibleFields } from '../../views/listViews';
import { criteriaInput, parseViewState, viewStateSearch } from '../../views/viewState';
import { objectOf } from './paths';
import type { RecordListRouteMetaQuery } from './__generated__/RecordListRouteMetaQuery.graphql';
import type { RecordListRouteQuery } from './__generated__/RecordListRouteQuery.graphql';

// The views' fields are read by currentView and visibleFields (views/listViews.ts), which take plain values.
/* eslint-disable relay/unused-fields */
const metaQuery = graphql`
  query RecordListRouteMetaQuery($object: String!, $withShell: Boolean!) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    recordType(name: $object) {
      name
      listFields
    }
    # Read afresh each time: after a save, pin or delete elsewhere the page must see it.
    savedViews(type: $object) {
      rowId
      isDefault
      columns {
        field
        hidden
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const listQuery = graphql`
  query RecordListRouteQuery(
    $object: String!
    $type: String!
    $listFields: [String!]!
    $first: Int!
    $view: ID
    $criteria: [CriteriaGroupInput!]
    $orderBy: RecordOrder
  ) {
    recordType(name: $object) {
      ...RecordList_recordType
    }
    ...RecordList_query @arguments(type: $type, listFields: $listFields, first: $first, view: $view, criteria: $criteria, orderBy: $orderBy)
    ...ViewToolbar_query @arguments(type: $object)
  }
`;

/**
 * `/:object` for every catalogued type, through a saved view: `?viewId` (else the viewer's default view), with
 * the URL's unsaved criteria, sort and columns (`?criteria=`, `?sort=`, `?columns=`). The columns are the view's, so the type's metadata
 * and the views come before the list.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const object = objectOf(params.object);
  const state = parseViewState(new URL(request.url).searchParams);
  // The type's metadata and its views come first, in one request; on a first page load it brings the top bar's too.
  const withShell = !shellLoaded();
  const meta = await fetchQuery<RecordListRouteMetaQuery>(
    environment,
    metaQuery,
    { object, withShell },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  if (!meta?.recordType) return null;
  const views = meta.savedViews;
  const { name, listFields } = meta.recordType;
  const view = currentView(views, state.viewId);
  return preloadRouteQuery<RecordListRouteQuery>('record-list', listQuery, {
    object,
    type: name,
    listFields: state.columns ? state.columns.filter((c) => !c.hidden).map((c) => c.field) : view ? visibleFields(view) : [...listFields],
    first: fetchSizeOf(getPageSize(true)),
    view: state.viewId ?? (view ? String(view.rowId) : null),
    criteria: state.criteria ? criteriaInput(state.criteria) : null,
    orderBy: state.sort,
  });
}

function RecordListPage({ queryRef }: { queryRef: PreloadedQuery<RecordListRouteQuery> }) {
  const data = usePreloadedQuery<RecordListRouteQuery>(listQuery, queryRef);
  const location = useLocation();
  const navigate = useNavigate();
  if (!data.recordType) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  const state = parseViewState(new URLSearchParams(location.search));
  const { object, view } = queryRef.variables;
  return (
    <Page>
      <ViewToolbar query={data} object={object} state={state} />
      {/* A list of another type or view starts afresh (its own search, sort and paging); the sort goes to the URL. */}
      <RecordList
        key={`${queryRef.variables.type}:${view ?? ''}`}
        query={data}
        recordType={data.recordType}
        viewId={view ?? null}
        initialOrder={state.sort ?? null}
        onOrderChange={(sort) =>
          navigate(`${location.pathname}${viewStateSearch({ ...state, viewId: view ?? null, sort })}`, { replace: true })
        }
        columnState={state.columns}
        onColumnsChange={(columns) =>
          navigate(`${location.pathname}${viewStateSearch({ ...state, viewId: view ?? null, columns })}`, { replace: true })
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
