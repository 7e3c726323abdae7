import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { ListFooter, RecordTable, layoutStyles } from '../../../ui';
import { getPageSize, usePagedList } from '../../../app/paging';
import { RecordAddButton } from '../list/RecordAddButton';
import { RecordRow } from '../list/RecordRow';
import { useRecordChangedSubscription } from '../live/useRecordChangedSubscription';
import type { RecordSectionContext, RecordSectionMeta } from '../routes/RecordDetailRoute';
import type {
  RelatedRecordsSectionQuery,
  RelatedRecordsSectionQuery$data,
  RelatedSection,
} from './__generated__/RelatedRecordsSectionQuery.graphql';
import type { RelatedRecordsSection_record$key } from './__generated__/RelatedRecordsSection_record.graphql';
import styles from '../components/Record.module.css';

const sectionQuery = graphql`
  query RelatedRecordsSectionQuery($object: String!, $id: ID!, $section: RelatedSection!, $sectionType: String!, $first: Int!) {
    sectionType: recordType(name: $sectionType) {
      name
      pluralLabel
      fields {
        name
        label
      }
      traits {
        parented
      }
      ...RecordAddButton_recordType
    }
    record(type: $object, id: $id) {
      ...RelatedRecordsSection_record @arguments(section: $section, listType: $sectionType, first: $first)
    }
  }
`;

type SectionType = NonNullable<RelatedRecordsSectionQuery$data['sectionType']>;

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
  context: RecordSectionContext;
  section: RecordSectionMeta;
}

/** A section listing related records (contacts, opportunities, tasks, updates, …): total, rows, paging and Add. */
export function RelatedRecordsSection({ context, section }: RelatedRecordsSectionProps) {
  const listType = section.recordType;
  const data = useLazyLoadQuery<RelatedRecordsSectionQuery>(
    sectionQuery,
    {
      object: context.object,
      id: context.recordId,
      // the server names the section's enum value in the type's metadata
      section: section.related as RelatedSection,
      sectionType: listType?.name ?? '',
      first: getPageSize(),
    },
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.record || !data.sectionType) return null;
  return (
    <RelatedRecords
      record={data.record}
      type={data.sectionType}
      context={context}
      label={section.label}
      viaField={section.viaField}
      listFields={listType?.listFields ?? []}
    />
  );
}

function RelatedRecords({
  record,
  type,
  context,
  label,
  viaField,
  listFields,
}: {
  record: RelatedRecordsSection_record$key;
  type: SectionType;
  context: RecordSectionContext;
  label: string;
  viaField: string | null;
  listFields: readonly string[];
}) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment RelatedRecordsSection_record on Record
      @refetchable(queryName: "RelatedRecordsSectionPaginationQuery")
      @argumentDefinitions(
        section: { type: "RelatedSection!" }
        listType: { type: "String" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        related(section: $section, first: $first, after: $after) @connection(key: "RelatedRecordsSection_related", filters: ["section"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...RecordRow_record @arguments(listType: $listType)
            }
          }
        }
      }
    `,
    record,
  );
  const paging = usePagedList(pagination);
  const connection = data.related;
  // The rows carry the section type's list columns (the server's choice for the type), as the section query asked.
  const rowColumns = { listType: type.name };
  useRecordChangedSubscription({ type: type.name, connectionId: connection.__id, rowColumns });
  const labels = new Map(type.fields.map((f) => [f.name, f.label]));
  const prefill = prefillFor(type, viaField, context);
  const headingId = `section-${context.recordId}-${label}`.replace(/[^a-zA-Z0-9_-]/g, '-');
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>
          {label} ({connection.totalCount})
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
        columns={listFields.map((f) => labels.get(f) ?? f)}
        rows={connection.edges}
        rowKey={(edge) => edge.node.id}
        renderRow={(edge) => <RecordRow record={edge.node} />}
        emptyMessage={<span className={layoutStyles.muted}>No {type.pluralLabel.toLowerCase()} yet.</span>}
      />
      <ListFooter itemLabel={type.pluralLabel.toLowerCase()} loaded={connection.edges.length} total={connection.totalCount} {...paging} />
    </section>
  );
}
