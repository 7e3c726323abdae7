import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { ListFooter, RecordTable, layoutStyles } from '../../../ui';
import { getPageSize, usePagedList } from '../../../app/paging';
import { formatDateTime } from '../fields/format';
import type { RecordSectionContext } from '../routes/RecordDetailRoute';
import type { HistorySectionQuery } from './__generated__/HistorySectionQuery.graphql';
import type { HistorySection_record$key } from './__generated__/HistorySection_record.graphql';
import styles from '../components/Record.module.css';

const historyQuery = graphql`
  query HistorySectionQuery($object: String!, $id: ID!, $first: Int!) {
    record(type: $object, id: $id) {
      ...HistorySection_record @arguments(first: $first)
    }
  }
`;

const COLUMNS = ['When', 'Who', 'Action', 'Changes'] as const;

/** history: who changed which field from what to what, newest first, paged. */
export function HistorySection({ context, label }: { context: RecordSectionContext; label: string }) {
  const data = useLazyLoadQuery<HistorySectionQuery>(
    historyQuery,
    { object: context.object, id: context.recordId, first: getPageSize() },
    { fetchPolicy: 'store-and-network' },
  );
  return data.record ? <History record={data.record} label={label} /> : null;
}

function History({ record, label }: { record: HistorySection_record$key; label: string }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment HistorySection_record on Record
      @refetchable(queryName: "HistorySectionPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        history(first: $first, after: $after) @connection(key: "HistorySection_history") {
          totalCount
          edges {
            node {
              id
              action
              changedAt
              user {
                fullName
              }
              changes {
                field
                label
                oldValue
                newValue
              }
            }
          }
        }
      }
    `,
    record,
  );
  const paging = usePagedList(pagination);
  const { edges, totalCount } = data.history;
  return (
    <section aria-labelledby="history-heading">
      <div className={styles.sectionHeader}>
        <h2 id="history-heading">
          {label} ({totalCount})
        </h2>
      </div>
      <RecordTable
        label={label}
        columns={COLUMNS}
        rows={edges}
        rowKey={(edge) => edge.node.id}
        emptyMessage={<span className={layoutStyles.muted}>No changes recorded.</span>}
        renderRow={({ node }) => (
          <tr>
            <td>{formatDateTime(node.changedAt)}</td>
            <td>{node.user?.fullName ?? '--'}</td>
            <td>{node.action}</td>
            <td>
              {node.changes.length === 0 ? (
                '--'
              ) : (
                <ul className={styles.changes}>
                  {node.changes.map((change) => (
                    <li key={change.field}>
                      <strong>{change.label}</strong>: {change.oldValue || '--'} → {change.newValue || '--'}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        )}
      />
      <ListFooter itemLabel="changes" loaded={edges.length} total={totalCount} {...paging} />
    </section>
  );
}
