import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { ListFooter, RecordTable, layoutStyles } from '../../../ui';
import { usePagedList } from '../../../app/paging';
import { EMPTY_VALUE, isEmptyValue, renderFieldValue } from '../fields/FieldDisplay';
import { formatDateTime } from '../fields/format';
import { useDateEntryPreferences } from '../fields/dateEntryPreferences';
import type { RecordSectionContext } from '../routes/RecordDetailRoute';
import type { HistorySection_query$key } from './__generated__/HistorySection_query.graphql';
import type { HistorySection_record$key } from './__generated__/HistorySection_record.graphql';
import styles from '../components/Record.module.css';

const COLUMNS = ['When', 'Who', 'Action', 'Record', 'Changes'] as const;

/** The api's audit actions as a user reads them. */
const ACTIONS: Readonly<Record<string, string>> = {
  add: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  unlock: 'Unlocked',
};

/** One side of a change, shown as the field shows its values ("--" when empty). */
function ChangeValue(props: {
  kind: string | null | undefined;
  format: string | null | undefined;
  value: string | null | undefined;
  text: string | null | undefined;
  /** A RECORD field's link (`text` names the record). */
  url: string | null | undefined;
}) {
  const { timeZone } = useDateEntryPreferences();
  if (isEmptyValue(props.value) && !props.text && !props.url) return <>{EMPTY_VALUE}</>;
  const shown = renderFieldValue({ ...props, kind: props.kind ?? null }, timeZone);
  return <>{shown === null || shown === undefined || shown === '' ? EMPTY_VALUE : shown}</>;
}

/** history: who changed which record's field from what to what, newest first, paged. */
export function HistorySection({ context, label }: { context: RecordSectionContext; label: string }) {
  // The first page comes with the detail page's query (its alias answers on this tab only).
  const data = useFragment<HistorySection_query$key>(
    graphql`
      fragment HistorySection_query on Query
      @argumentDefinitions(object: { type: "String!" }, id: { type: "ID!" }, sectionKey: { type: "String!" }, first: { type: "Int!" }) {
        history: detailSection(type: $object, id: $id, key: $sectionKey, kinds: [HISTORY]) {
          record {
            ...HistorySection_record @arguments(first: $first)
          }
        }
      }
    `,
    context.page,
  );
  return data.history ? (
    <History record={data.history.record} label={label} shown={{ objectName: context.objectName, rowId: context.rowId }} />
  ) : null;
}

function History({
  record,
  label,
  shown,
}: {
  record: HistorySection_record$key;
  label: string;
  shown: { objectName: string; rowId: number };
}) {
  const { timeZone } = useDateEntryPreferences();
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
              objectName
              objectLabel
              objectId
              recordName
              record {
                name
                url
              }
              changes {
                field
                label
                kind
                format
                oldValue
                newValue
                oldText
                newText
                oldUrl
                newUrl
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
            <td>{formatDateTime(node.changedAt, timeZone)}</td>
            <td>{node.user?.fullName ?? '--'}</td>
            <td>{ACTIONS[node.action] ?? node.action}</td>
            <td>
              {node.objectName === shown.objectName && node.objectId === shown.rowId ? (
                <span className={layoutStyles.muted}>This record</span>
              ) : (
                <span className={styles.changedRecord}>
                  <span className={layoutStyles.muted}>{node.objectLabel}</span>{' '}
                  {node.record ? <Link to={node.record.url}>{node.record.name}</Link> : (node.recordName ?? EMPTY_VALUE)}
                </span>
              )}
            </td>
            <td>
              {node.changes.length === 0 ? (
                EMPTY_VALUE
              ) : (
                <ul className={styles.changes}>
                  {node.changes.map((change) => (
                    <li key={change.field}>
                      <strong>{change.label}</strong>:{' '}
                      {node.action === 'add' && isEmptyValue(change.oldValue) ? null : (
                        <>
                          <ChangeValue
                            kind={change.kind}
                            format={change.format}
                            value={change.oldValue}
                            text={change.oldText}
                            url={change.oldUrl}
                          />{' '}
                          →{' '}
                        </>
                      )}
                      <ChangeValue
                        kind={change.kind}
                        format={change.format}
                        value={change.newValue}
                        text={change.newText}
                        url={change.newUrl}
                      />
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
