import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { Button, Card, RecordTable, layoutStyles } from '../../../ui';
import { personPath } from '../../people/components/PersonRow';
import type { OrganizationPeople_organization$key } from './__generated__/OrganizationPeople_organization.graphql';

const PEOPLE_PAGE = 10;
const COLUMNS = ['Name', 'Job title', 'Email', 'Phone'] as const;

/** The organization's people, paged with "Load more". */
export function OrganizationPeople({ organization }: { organization: OrganizationPeople_organization$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment OrganizationPeople_organization on Organization
      @refetchable(queryName: "OrganizationPeoplePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        people(first: $first, after: $after) @connection(key: "OrganizationPeople_people") {
          totalCount
          edges {
            node {
              id
              rowId
              name
              jobTitle
              email
              phone
            }
          }
        }
      }
    `,
    organization,
  );
  const edges = data.people.edges;
  return (
    <Card title={`People (${data.people.totalCount})`}>
      {edges.length === 0 ? (
        <p className={layoutStyles.muted}>No people are linked to this organization.</p>
      ) : (
        <RecordTable
          label="People"
          columns={COLUMNS}
          rows={edges}
          rowKey={({ node }) => node.id}
          renderRow={({ node }) => (
            <tr>
              <th scope="row">
                <Link to={personPath(node.rowId)}>{node.name}</Link>
              </th>
              <td>{node.jobTitle || '--'}</td>
              <td>{node.email || '--'}</td>
              <td>{node.phone || '--'}</td>
            </tr>
          )}
        />
      )}
      {hasNext ? (
        <div className={layoutStyles.toolbar}>
          <Button variant="secondary" onPress={() => loadNext(PEOPLE_PAGE)} isDisabled={isLoadingNext}>
            {isLoadingNext ? 'Loading…' : 'Load more people'}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
