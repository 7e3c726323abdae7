import { graphql, usePaginationFragment } from 'react-relay';
import { ListFooter, RecordTable } from '../../../ui';
import { usePagedList } from '../../../app/paging';
import { OrganizationRow } from './OrganizationRow';
import type { OrganizationList_query$key } from './__generated__/OrganizationList_query.graphql';

export const ORGANIZATION_LIST_CONNECTION_KEY = 'OrganizationList_organizations';

const COLUMNS = ['Name', 'Owner', 'Phone', 'Email', 'Status'] as const;

export function OrganizationList({ query }: { query: OrganizationList_query$key }) {
  const { data, ...pagination } = usePaginationFragment(
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
  const paging = usePagedList(pagination);
  const edges = data.organizations.edges;
  return (
    <>
      <RecordTable
        caption="Organizations"
        columns={COLUMNS}
        rows={edges}
        rowKey={(edge) => edge.node.id}
        renderRow={(edge) => <OrganizationRow organization={edge.node} />}
        emptyMessage="No organizations yet."
      />
      <ListFooter itemLabel="organizations" loaded={edges.length} total={data.organizations.totalCount} {...paging} />
    </>
  );
}
