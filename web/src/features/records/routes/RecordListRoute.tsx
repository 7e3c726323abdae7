import { fetchQuery, graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../../ui';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { getPageSize } from '../../../app/paging';
import { environment } from '../../../app/relay/environment';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { shellLoaded } from '../../../app/shell/AppShell';
import { RecordList } from '../list/RecordList';
import { objectOf } from './paths';
import type { RecordListRouteMetaQuery } from './__generated__/RecordListRouteMetaQuery.graphql';
import type { RecordListRouteQuery } from './__generated__/RecordListRouteQuery.graphql';

const metaQuery = graphql`
  query RecordListRouteMetaQuery($object: String!, $withShell: Boolean!) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    recordType(name: $object) {
      name
      listFields
    }
  }
`;

const listQuery = graphql`
  query RecordListRouteQuery($object: String!, $type: String!, $listFields: [String!]!, $first: Int!) {
    recordType(name: $object) {
      ...RecordList_recordType
    }
    ...RecordList_query @arguments(type: $type, listFields: $listFields, first: $first)
  }
`;

/**
 * `/:object` for every catalogued type (`?viewId` is accepted and ignored until saved views exist). The columns are
 * the type's listFields, so the type's metadata (cached after the first visit) comes before the list.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const object = objectOf(params.object);
  // The type's metadata comes first (cached after the first visit); on a first page load it brings the top bar's too.
  const withShell = !shellLoaded();
  const meta = await fetchQuery<RecordListRouteMetaQuery>(environment, metaQuery, { object, withShell }, { fetchPolicy: withShell ? 'network-only' : 'store-or-network' }).toPromise();
  if (!meta?.recordType) return null;
  const { name, listFields } = meta.recordType;
  return preloadRouteQuery<RecordListRouteQuery>('record-list', listQuery, { object, type: name, listFields: [...listFields], first: getPageSize() });
}

function RecordListPage({ queryRef }: { queryRef: PreloadedQuery<RecordListRouteQuery> }) {
  const data = usePreloadedQuery<RecordListRouteQuery>(listQuery, queryRef);
  if (!data.recordType) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  return (
    <Page>
      {/* A list of another type starts afresh (its own search, sort and paging). */}
      <RecordList key={queryRef.variables.type} query={data} recordType={data.recordType} />
    </Page>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<RecordListRouteQuery> | null;
  if (!queryRef) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  return <RecordListPage queryRef={queryRef} />;
}
