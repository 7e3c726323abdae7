import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { RecordTable, layoutStyles } from '../../../ui';
import { formatDateTime } from '../fields/format';
import { useDateEntryPreferences } from '../fields/dateEntryPreferences';
import type { RecordSectionContext } from '../routes/RecordDetailRoute';
import type { RecentSectionQuery } from './__generated__/RecentSectionQuery.graphql';
import styles from '../components/Record.module.css';

const recentQuery = graphql`
  query RecentSectionQuery($object: String!, $id: ID!) {
    record(type: $object, id: $id) {
      recent {
        objectName
        rowId
        name
        url
        action
        changedAt
        userName
      }
    }
  }
`;

const COLUMNS = ['Item', 'Type', 'Action', 'When', 'Who'] as const;

/** recent: the items recently changed under this record. */
export function RecentSection({ context, label }: { context: RecordSectionContext; label: string }) {
  const { timeZone } = useDateEntryPreferences();
  const data = useLazyLoadQuery<RecentSectionQuery>(
    recentQuery,
    { object: context.object, id: context.recordId },
    { fetchPolicy: 'store-and-network' },
  );
  const items = data.record?.recent ?? [];
  return (
    <section aria-labelledby="recent-heading">
      <div className={styles.sectionHeader}>
        <h2 id="recent-heading">
          {label} ({items.length})
        </h2>
      </div>
      <RecordTable
        label={label}
        columns={COLUMNS}
        rows={items}
        rowKey={(item) => `${item.objectName}:${item.rowId}:${item.changedAt}`}
        emptyMessage={<span className={layoutStyles.muted}>Nothing changed recently.</span>}
        renderRow={(item) => (
          <tr>
            <th scope="row">
              <Link to={item.url}>{item.name}</Link>
            </th>
            <td>{item.objectName}</td>
            <td>{item.action}</td>
            <td>{formatDateTime(item.changedAt, timeZone)}</td>
            <td>{item.userName ?? '--'}</td>
          </tr>
        )}
      />
    </section>
  );
}
