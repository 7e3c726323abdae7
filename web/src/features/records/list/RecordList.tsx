import { startTransition, useEffect, useRef, useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Button, ListFooter, PageHeader, RecordTable, TextField, layoutStyles, type RecordTableColumn } from '../../../ui';
import { usePagedList } from '../../../app/paging';
import { useRecordChangedSubscription } from '../live/useRecordChangedSubscription';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from '../fields/search';
import { RecordAddButton } from './RecordAddButton';
import { RecordRow } from './RecordRow';
import { useDebouncedValue } from './useDebouncedValue';
import type { RecordList_query$key } from './__generated__/RecordList_query.graphql';
import type { RecordList_recordType$key } from './__generated__/RecordList_recordType.graphql';
import styles from './RecordList.module.css';

type Direction = 'ASC' | 'DESC';
interface Order {
  field: string;
  direction: Direction;
}

export interface RecordListProps {
  query: RecordList_query$key;
  recordType: RecordList_recordType$key;
}

/** The list page of any record type: title, add, search, sortable columns from `listFields`, paging, live rows. */
export function RecordList({ query, recordType }: RecordListProps) {
  const type = useFragment(
    graphql`
      fragment RecordList_recordType on RecordType {
        name
        pluralLabel
        listFields
        sortFields
        fields {
          name
          label
        }
        ...RecordAddButton_recordType
      }
    `,
    recordType,
  );
  const { data, refetch, ...pagination } = usePaginationFragment(
    graphql`
      fragment RecordList_query on Query
      @refetchable(queryName: "RecordListPaginationQuery")
      @argumentDefinitions(
        type: { type: "String!" }
        listFields: { type: "[String!]!" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        search: { type: "String" }
        orderBy: { type: "RecordOrder" }
      ) {
        records(type: $type, first: $first, after: $after, search: $search, orderBy: $orderBy)
          @connection(key: "RecordList_records", filters: ["type", "search", "orderBy"]) {
          __id
          totalCount
          totalCountExact
          edges {
            node {
              id
              ...RecordRow_record @arguments(listFields: $listFields)
            }
          }
        }
      }
    `,
    query,
  );
  const paging = usePagedList({ ...pagination, refetch });
  const [order, setOrder] = useState<Order | null>(null);
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const search = debounced.length >= MIN_SEARCH_LENGTH ? debounced : null;

  // A new search term or sort order refetches the first page (the paging size stays).
  const applied = useRef({ search, order });
  useEffect(() => {
    if (applied.current.search === search && applied.current.order === order) return;
    applied.current = { search, order };
    startTransition(() => {
      refetch({ first: paging.pageSize, search, orderBy: order }, { fetchPolicy: 'store-or-network' });
    });
  }, [search, order, refetch, paging.pageSize]);

  const connection = data.records;
  useRecordChangedSubscription({
    type: type.name,
    connectionId: connection.__id,
    listFields: type.listFields,
    prependCreated: search === null,
  });

  const labels = new Map(type.fields.map((f) => [f.name, f.label]));
  const sortable = new Set(type.sortFields);
  const columns: RecordTableColumn[] = type.listFields.map((field) => {
    const label = labels.get(field) ?? field;
    if (!sortable.has(field)) return { key: field, label };
    const current = order?.field === field ? order.direction : null;
    const next: Direction = current === 'ASC' ? 'DESC' : 'ASC';
    return {
      key: field,
      sort: current === 'ASC' ? 'ascending' : current === 'DESC' ? 'descending' : 'none',
      label: (
        <Button variant="quiet" className={styles.sortButton} onPress={() => setOrder({ field, direction: next })}>
          {label}
          <span aria-hidden="true">{current === 'ASC' ? ' ▲' : current === 'DESC' ? ' ▼' : ''}</span>
        </Button>
      ),
    };
  });

  return (
    <>
      <PageHeader title={type.pluralLabel} actions={<RecordAddButton recordType={type} connections={[connection.__id]} />} />
      <div className={styles.toolbar}>
        <TextField
          label={`Search ${type.pluralLabel.toLowerCase()}`}
          name="search"
          value={term}
          onChange={setTerm}
          description="Type 2 or more characters"
        />
      </div>
      <RecordTable
        caption={type.pluralLabel}
        columns={columns}
        rows={connection.edges}
        rowKey={(edge) => edge.node.id}
        renderRow={(edge) => <RecordRow record={edge.node} />}
        emptyMessage={<span className={layoutStyles.muted}>No {type.pluralLabel.toLowerCase()} found.</span>}
      />
      <ListFooter itemLabel={type.pluralLabel.toLowerCase()} loaded={connection.edges.length} total={connection.totalCount} totalExact={connection.totalCountExact} {...paging} />
    </>
  );
}
