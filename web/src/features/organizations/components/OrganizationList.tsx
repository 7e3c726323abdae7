import { startTransition, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ListFooter, layoutStyles } from '../../../ui';
import { PAGE_SIZES, getPageSize, setPageSize } from '../../../app/paging';
import { OrganizationRow } from './OrganizationRow';
import type { OrganizationList_query$key } from './__generated__/OrganizationList_query.graphql';

export const ORGANIZATION_LIST_CONNECTION_KEY = 'OrganizationList_organizations';

export function OrganizationList({ query }: { query: OrganizationList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment OrganizationList_query on Query
      @refetchable(queryName: "OrganizationListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        organizations(first: $first, after: $after) @connection(key: "OrganizationList_organizations") {
          totalCount
          edges {
            node {
              id
              ...OrganizationRow_organization
            }
          }
        }
      }
    `,
    query,
  );
  const [pageSize, setSize] = useState(getPageSize);
  const edges = data.organizations.edges;

  return (
    <>
      <table className={layoutStyles.table}>
        <caption>Organizations</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Owner</th>
            <th scope="col">Phone</th>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {edges.length === 0 ? (
            <tr>
              <td colSpan={5}>No organizations yet.</td>
            </tr>
          ) : (
            edges.map((edge) => <OrganizationRow key={edge.node.id} organization={edge.node} />)
          )}
        </tbody>
      </table>
      <ListFooter
        itemLabel="organizations"
        loaded={edges.length}
        total={data.organizations.totalCount}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(pageSize)}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPageSizeChange={(size) => {
          setSize(size);
          setPageSize(size);
          startTransition(() => {
            refetch({ first: size }, { fetchPolicy: 'store-or-network' });
          });
        }}
      />
    </>
  );
}
