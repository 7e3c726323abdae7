import { startTransition, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ListFooter, layoutStyles } from '../../../ui';
import { PAGE_SIZES, getPageSize, setPageSize } from '../../../app/paging';
import { PersonRow } from './PersonRow';
import type { PersonList_query$key } from './__generated__/PersonList_query.graphql';

export function PersonList({ query }: { query: PersonList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment PersonList_query on Query
      @refetchable(queryName: "PersonListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        people(first: $first, after: $after) @connection(key: "PersonList_people") {
          totalCount
          edges {
            node {
              id
              ...PersonRow_person
            }
          }
        }
      }
    `,
    query,
  );
  const [pageSize, setSize] = useState(getPageSize);
  const edges = data.people.edges;
  return (
    <>
      <table className={layoutStyles.table}>
        <caption>People</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Job title</th>
            <th scope="col">Organization</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
          </tr>
        </thead>
        <tbody>
          {edges.length === 0 ? (
            <tr>
              <td colSpan={5}>No people yet.</td>
            </tr>
          ) : (
            edges.map((edge) => <PersonRow key={edge.node.id} person={edge.node} />)
          )}
        </tbody>
      </table>
      <ListFooter
        itemLabel="people"
        loaded={edges.length}
        total={data.people.totalCount}
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
