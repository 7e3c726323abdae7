import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { RecordTable, layoutStyles } from '../../../ui';
import { formatDateTime } from '../fields/format';
import { useDateEntryPreferences } from '../fields/dateEntryPreferences';
import type { RecordSectionContext } from '../routes/RecordDetailRoute';
import type { RecentSection_query$key } from './__generated__/RecentSection_query.graphql';
import styles from '../components/Record.module.css';

const COLUMNS = ['Item', 'Type', 'Action', 'When', 'Who'] as const;

/** recent: the items recently changed under this record. */
export function RecentSection({ context, label }: { context: RecordSectionContext; label: string }) {
  const { timeZone } = useDateEntryPreferences();
  // The items come with the detail page's query (its alias answers on this tab only).
  const data = useFragment<RecentSection_query$key>(
    graphql`
      fragment RecentSection_query on Query
      @argumentDefinitions(object: { type: "String!" }, id: { type: "ID!" }, sectionKey: { type: "String!" }) {
        recent: detailSection(type: $object, id: $id, key: $sectionKey, kinds: [RECENT]) {
          record {
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
      }
    `,
    context.page,
  );
  const items = data.recent?.record.recent ?? [];
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
