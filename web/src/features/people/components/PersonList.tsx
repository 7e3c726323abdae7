import { graphql, usePaginationFragment } from 'react-relay';
import { ListFooter, RecordTable } from '../../../ui';
import { usePagedList } from '../../../app/paging';
import { PersonRow } from './PersonRow';
import type { PersonList_query$key } from './__generated__/PersonList_query.graphql';

export const PERSON_LIST_CONNECTION_KEY = 'PersonList_people';

const COLUMNS = ['Name', 'Job title', 'Organization', 'Email', 'Phone'] as const;

export function PersonList({ query }: { query: PersonList_query$key }) {
  const { data, ...pagination } = usePaginationFragment(
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
  const paging = usePagedList(pagination);
  const edges = data.people.edges;
  return (
    <>
      <RecordTable
        caption="People"
        columns={COLUMNS}
        rows={edges}
        rowKey={(edge) => edge.node.id}
        renderRow={(edge) => <PersonRow person={edge.node} />}
        emptyMessage="No people yet."
      />
      <ListFooter itemLabel="people" loaded={edges.length} total={data.people.totalCount} {...paging} />
    </>
  );
}
