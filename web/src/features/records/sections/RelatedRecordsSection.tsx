import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { aboutTotal, ListFooter, RecordTable, layoutStyles } from '../../../ui';
import { usePagedList } from '../../../app/paging';
import { RecordAddButton } from '../list/RecordAddButton';
import { RecordRow } from '../list/RecordRow';
import { useRecordChangedSubscription } from '../live/useRecordChangedSubscription';
import type { RecordSectionContext, RecordSectionListing } from '../routes/RecordDetailRoute';
import type { RelatedRecordsSection_query$key } from './__generated__/RelatedRecordsSection_query.graphql';
import type { RelatedRecordsSection_sectionType$data } from './__generated__/RelatedRecordsSection_sectionType.graphql';
import styles from '../components/Record.module.css';

type SectionType = NonNullable<RelatedRecordsSection_sectionType$data>;

/**
 * The values a record added from this section starts with: the field the server names as the section's link
 * (an opportunity's organizationId), else the parent for parented types (tasks, events, …).
 */
export function prefillFor(
  type: SectionType,
  viaField: string | null,
  context: RecordSectionContext,
): { values: Record<string, unknown>; texts: Record<string, string> } {
  if (viaField) return { values: { [viaField]: context.rowId }, texts: { [viaField]: context.name } };
  if (type.traits.parented) {
    return { values: { parentObject: context.objectName, parentId: context.rowId }, texts: { parentId: context.name } };
  }
  return { values: {}, texts: {} };
}

export interface RelatedRecordsSectionProps {
  /** The page's context: its query (`context.page`) brought the section's first page. */
  context: RecordSectionContext;
  /** The tab's label. */
  label: string;
  /** What the section lists and how it links to this record. */
  listing: RecordSectionListing;
}

/**
 * A section listing related records (contacts, opportunities, tasks, updates, …): total, rows, paging and Add.
 * Its first page comes with the detail page's query (`sectionRecords`), so opening a record is one request.
 */
export function RelatedRecordsSection({ context, label, listing }: RelatedRecordsSectionProps) {
  const type = useFragment(
    graphql`
      fragment RelatedRecordsSection_sectionType on RecordType {
        name
        pluralLabel
        listFields
        fields {
          name
          label
        }
        traits {
          parented
        }
        ...RecordAddButton_recordType
      }
    `,
    listing.type,
  );
  return <RelatedRecords query={context.page} type={type} context={context} label={label} viaField={listing.viaField} />;
}

function RelatedRecords({
  query,
  type,
  context,
  label,
  viaField,
}: {
  query: RelatedRecordsSection_query$key;
  type: SectionType;
  context: RecordSectionContext;
  label: string;
  viaField: string | null;
}) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment RelatedRecordsSection_query on Query
      @refetchable(queryName: "RelatedRecordsSectionPaginationQuery")
      @argumentDefinitions(
        object: { type: "String!" }
        id: { type: "ID!" }
        sectionKey: { type: "String!" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        sectionRecords(type: $object, id: $id, key: $sectionKey, first: $first, after: $after)
          @connection(key: "RelatedRecordsSection_sectionRecords", filters: ["type", "id", "key"]) {
          __id
          totalCount
          totalCountExact
          edges {
            node {
              id
              ...RecordRow_record
            }
          }
        }
      }
    `,
    query,
  );
  const paging = usePagedList(pagination);
  const connection = data.sectionRecords;
  // The rows carry their own type's list columns (the server's choice when a row names no list).
  const rowColumns = {};
  useRecordChangedSubscription({ type: type.name, connectionId: connection?.__id ?? null, rowColumns });
  // null: the record went away, or the section lists no records (the page's tabs come from the same answer).
  if (!connection) return null;
  const labels = new Map(type.fields.map((f) => [f.name, f.label]));
  const prefill = prefillFor(type, viaField, context);
  const headingId = `section-${context.recordId}-${label}`.replace(/[^a-zA-Z0-9_-]/g, '-');
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>
          {label} ({connection.totalCountExact ? connection.totalCount : aboutTotal(connection.totalCount)})
        </h2>
        <RecordAddButton
          recordType={type}
          connections={[connection.__id]}
          rowColumns={rowColumns}
          prefill={prefill.values}
          prefillTexts={prefill.texts}
        />
      </div>
      <RecordTable
        label={label}
        columns={type.listFields.map((f) => labels.get(f) ?? f)}
        rows={connection.edges}
        rowKey={(edge) => edge.node.id}
        renderRow={(edge) => <RecordRow record={edge.node} />}
        emptyMessage={<span className={layoutStyles.muted}>No {type.pluralLabel.toLowerCase()} yet.</span>}
      />
      <ListFooter
        itemLabel={type.pluralLabel.toLowerCase()}
        loaded={connection.edges.length}
        total={connection.totalCount}
        totalExact={connection.totalCountExact}
        {...paging}
      />
    </section>
  );
}
