// A dashboard view showing a saved view's records: the engine's list read through the view (its first five).
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { DashboardRecordsQuery } from './__generated__/DashboardRecordsQuery.graphql';
import styles from '../Dashboards.module.css';

const recordsQuery = graphql`
  query DashboardRecordsQuery($type: String!, $view: ID!) {
    records(type: $type, view: $view, first: 5) {
      totalCount
      edges {
        node {
          id
          name
          url
        }
      }
    }
  }
`;

export function DashboardRecords({ objectName, viewRowId, urlSegment }: { objectName: string; viewRowId: number; urlSegment: string }) {
  const data = useLazyLoadQuery<DashboardRecordsQuery>(recordsQuery, { type: objectName, view: String(viewRowId) });
  const { edges, totalCount } = data.records;
  if (totalCount === 0) return <p className={styles.empty}>No records.</p>;
  return (
    <>
      <ul className={styles.records}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <Link to={node.url}>{node.name}</Link>
          </li>
        ))}
      </ul>
      <Link to={`/${urlSegment}?viewId=${viewRowId}`}>
        All {totalCount} {totalCount === 1 ? 'record' : 'records'}
      </Link>
    </>
  );
}
