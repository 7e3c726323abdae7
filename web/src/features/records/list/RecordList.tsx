import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Button, ListFooter, PageHeader, layoutStyles } from '../../../ui';
import { PlainTextField as TextField } from '../../../ui/PlainTextField';
import { LazyConfirmDialog } from '../../../ui/LazyDialogs';
import { showToast, TOAST_LONG_TIMEOUT_MS } from '../../../ui/Toast';
import { VirtualTable, type ColumnDef, type RowSelectionState } from '../../../ui/VirtualTable';
import { fetchSizeOf, usePagedList } from '../../../app/paging';
import { useRecordChangedSubscription } from '../live/useRecordChangedSubscription';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from '../fields/search';
import { ViewColumnHeader } from '../../views/ViewColumnHeader';
import type { ColumnState } from '../../views/viewState';
import { RecordAddButton } from './RecordAddButton';
import { RecordRow } from './RecordRow';
import { rowColumnsVariables, type RowColumns } from './rowColumns';
import { storedOrder, storeOrder, type Direction, type Order } from './listSort';
import { useChangeRecordsStatus, useDeleteRecords, useUndoDeletes, type Selected } from './useListActions';
import { useDebouncedValue } from './useDebouncedValue';
import type { RecordList_query$data, RecordList_query$key } from './__generated__/RecordList_query.graphql';
import type { RecordList_recordType$key } from './__generated__/RecordList_recordType.graphql';
import styles from './RecordList.module.css';

/** Card mode loads at most this many pages (spec). */
export const MAX_CARD_PAGES = 20;

type Edge = RecordList_query$data['records']['edges'][number];

export interface RecordListProps {
  query: RecordList_query$key;
  recordType: RecordList_recordType$key;
  /** How the list's rows choose their columns: the same type, view and explicit columns as the list's query. */
  rowColumns: RowColumns;
  /** The sort the page was opened with (the URL's); else the one last chosen for the type. */
  initialOrder?: Order | null;
  /** A header's sort was chosen: the route keeps it in the URL. */
  onOrderChange?: (order: Order) => void;
  /** Columns shown instead of the view's (an unsaved change kept in the URL); null: the view's. */
  columnState?: readonly ColumnState[] | null;
  /** A column was resized: the route keeps the columns in the URL (an unsaved change until the view is saved). */
  onColumnsChange?: (columns: ColumnState[]) => void;
}

export type { Order };

/**
 * The list page of any record type: title, add, search, sortable columns from `listFields` in a virtual table
 * (or cards), paging with a remembered page size (0: infinite scroll), row selection with bulk status and
 * delete (undoable), inline edit of one row at a time, live rows.
 */
export function RecordList({ query, recordType, rowColumns, initialOrder, onOrderChange, columnState, onColumnsChange }: RecordListProps) {
  const type = useFragment(
    graphql`
      fragment RecordList_recordType on RecordType {
        name
        label
        pluralLabel
        sortFields
        fields {
          name
          label
        }
        ...RecordAddButton_recordType
        ...RecordRow_recordType
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
        listFields: { type: "[String!]" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        search: { type: "String" }
        orderBy: { type: "RecordOrder" }
        view: { type: "ID" }
        defaultView: { type: "Boolean" }
        criteria: { type: "[CriteriaGroupInput!]" }
      ) {
        records(
          type: $type
          first: $first
          after: $after
          search: $search
          orderBy: $orderBy
          view: $view
          defaultView: $defaultView
          criteria: $criteria
        ) @connection(key: "RecordList_records", filters: ["type", "search", "orderBy", "view", "defaultView", "criteria"]) {
          __id
          # The columns the rows show (their columnValues asked with the same choice): the header's columns.
          shownColumns(fields: $listFields) {
            field
            label
            width
          }
          view {
            id
            columns {
              field
              label
              width
              hidden
            }
          }
          columns {
            field
            label
            width
            hidden
          }
          totalCount
          totalCountExact
          edges {
            node {
              id
              name
              version
              ...RecordRow_record @arguments(listType: $type, view: $view, defaultView: $defaultView, listFields: $listFields)
            }
          }
        }
      }
    `,
    query,
  );
  const paging = usePagedList({ ...pagination, refetch }, { allowInfinite: true });
  const [order, setOrder] = useState<Order | null>(() => initialOrder ?? storedOrder(type.name, type.sortFields));
  const [term, setTerm] = useState('');
  const [cards, setCards] = useState(false);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [editingId, setEditingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<{ records: Selected[]; question: string } | null>(null);
  const [deleteRecords] = useDeleteRecords();
  const [changeStatus, statusInFlight] = useChangeRecordsStatus();
  const [undoDeletes] = useUndoDeletes();
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const search = debounced.length >= MIN_SEARCH_LENGTH ? debounced : null;
  const fetchSize = fetchSizeOf(paging.pageSize);

  // A new search term or sort order refetches the first page (the paging size stays); the first render asks
  // with the stored order when the route's query did not know one (no sort in the URL).
  const applied = useRef<{ search: string | null; order: Order | null }>({ search: null, order: initialOrder ?? null });
  useEffect(() => {
    if (applied.current.search === search && applied.current.order === order) return;
    applied.current = { search, order };
    startTransition(() => {
      refetch({ first: fetchSize, search, orderBy: order }, { fetchPolicy: 'store-or-network' });
    });
  }, [search, order, refetch, fetchSize]);

  const connection = data.records;
  // The header shows the columns the server chose for the rows (`shownColumns`: the rule of their `columnValues`,
  // asked with the same view and explicit columns), with their labels. Widths: the URL's unsaved columns (order,
  // widths, hidden) replace the view's; a column without a width (the type's default columns) is not resizable.
  const resizable = onColumnsChange !== undefined;
  const shownColumns = connection.shownColumns ?? [];
  // The view's own columns (hidden ones too) are read from the view (a save updates it in the store), else the
  // connection's: a resize writes them all back to the URL.
  const savedColumns = connection.view?.columns ?? connection.columns ?? [];
  const labelOf = (field: string) =>
    shownColumns.find((c) => c.field === field)?.label ?? type.fields.find((f) => f.name === field)?.label ?? field;
  const allColumns: ColumnState[] = columnState?.length
    ? columnState.map((c) => ({ ...c }))
    : savedColumns.map((c) => ({ field: c.field, width: c.width, hidden: c.hidden }));
  const unsavedWidths = new Map((columnState ?? []).filter((c) => !c.hidden).map((c) => [c.field, c.width]));
  const viewColumns = new Map(
    shownColumns.map((c) => [c.field, { field: c.field, label: c.label, width: unsavedWidths.get(c.field) ?? c.width ?? null }]),
  );
  // Read through a ref: the header cells are components of the memoised column defs (a new def would remount
  // them and lose the focused resize handle), so they must not depend on this render's callback.
  const resizeRef = useRef<(field: string, width: number) => void>(() => undefined);
  resizeRef.current = (field, width) => onColumnsChange?.(allColumns.map((c) => (c.field === field ? { ...c, width } : c)));
  const columnsKey = [...viewColumns.values()].map((c) => `${c.field}:${c.width ?? ''}:${c.label}`).join(',');
  const view = connection.view;
  const fieldsShown: readonly string[] = [...viewColumns.keys()];
  const header = (field: string, label: string, content: ReactNode) => {
    const c = viewColumns.get(field);
    return c?.width != null && view ? (
      <ViewColumnHeader
        key={`${view.id}:${field}`}
        field={field}
        label={label}
        width={c.width}
        onResize={resizable ? (w) => resizeRef.current(field, w) : undefined}
      >
        {content}
      </ViewColumnHeader>
    ) : (
      content
    );
  };
  useRecordChangedSubscription({
    type: type.name,
    connectionId: connection.__id,
    rowColumns,
    prependCreated: search === null,
  });

  const edges = connection.edges;
  const selected = edges.filter((e) => selection[e.node.id]).map((e) => e.node);

  const sortBy = (field: string) => {
    const next: Direction = order?.field === field && order.direction === 'ASC' ? 'DESC' : 'ASC';
    const o = { field, direction: next };
    storeOrder(type.name, o);
    setOrder(o);
    onOrderChange?.(o);
  };

  const columns = useMemo<ColumnDef<Edge>[]>(() => {
    const labels = new Map(type.fields.map((f) => [f.name, f.label]));
    const sortable = new Set(type.sortFields);
    return [
      {
        id: 'select',
        size: 40,
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label="Select all rows"
            checked={table.getIsAllRowsSelected()}
            ref={(el) => {
              if (el) el.indeterminate = table.getIsSomeRowsSelected();
            }}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
      },
      ...fieldsShown.map((field): ColumnDef<Edge> => {
        const label = viewColumns.get(field)?.label ?? labels.get(field) ?? field;
        if (!sortable.has(field)) return { id: field, header: () => header(field, label, label) };
        const current = order?.field === field ? order.direction : null;
        return {
          id: field,
          meta: { sort: current === 'ASC' ? 'ascending' : current === 'DESC' ? 'descending' : 'none' },
          header: () =>
            header(
              field,
              label,
              <Button variant="quiet" className={styles.sortButton} onPress={() => sortBy(field)}>
                {label}
                <span aria-hidden="true">{current === 'ASC' ? ' ▲' : current === 'DESC' ? ' ▼' : ''}</span>
              </Button>,
            ),
        };
      }),
      { id: 'actions', header: 'Actions' },
    ];
    // sortBy and header only read the order, the type and the view's columns, all listed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type.fields, type.sortFields, order, type.name, view?.id, columnsKey, resizable]);

  const plural = type.pluralLabel.toLowerCase();
  const selectedRecords = (): Selected[] => selected.map((n) => ({ id: n.id, version: n.version }));

  const undo = async (count: number) => {
    try {
      const result = await undoDeletes({ count });
      if (result.__typename !== 'UndoDeletesSuccess' || !result.restored) {
        showToast({ message: result.message ?? 'Nothing was restored.', tone: 'error' });
        return;
      }
      const restored = result.restored;
      startTransition(() => {
        refetch({ first: Math.max(fetchSize, edges.length), search, orderBy: order }, { fetchPolicy: 'network-only' });
      });
      const [one] = restored;
      const openable = restored.length === 1 && one?.canOpen && one.url ? { label: 'Open', href: one.url } : undefined;
      showToast({
        message: restored.length === 1 ? `${one!.name} is restored.` : `${restored.length} items are restored.`,
        timeout: TOAST_LONG_TIMEOUT_MS,
        ...(openable ? { link: openable } : {}),
      });
    } catch (err) {
      showToast({ message: err instanceof Error ? err.message : 'Nothing was restored.', tone: 'error' });
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { records } = toDelete;
    setToDelete(null);
    try {
      const result = await deleteRecords({ input: { records }, connections: [connection.__id] });
      if (result.__typename !== 'DeleteRecordsSuccess') {
        showToast({ message: result.message ?? 'The records could not be deleted.', tone: 'error' });
        return;
      }
      setSelection({});
      const count = result.undoCount ?? 0;
      showToast({
        message: result.message ?? 'Deleted.',
        timeout: TOAST_LONG_TIMEOUT_MS,
        ...(count > 0 ? { action: { label: 'Undo', onAction: () => void undo(count) } } : {}),
      });
    } catch (err) {
      showToast({ message: err instanceof Error ? err.message : 'The records could not be deleted.', tone: 'error' });
    }
  };

  const setStatus = async (active: boolean) => {
    try {
      const result = await changeStatus({ input: { active, records: selectedRecords() }, ...rowColumnsVariables(rowColumns) });
      if (result.__typename !== 'ChangeRecordsStatusSuccess' || !result.records) {
        showToast({ message: result.message ?? 'The status could not be changed.', tone: 'error' });
        return;
      }
      const n = result.records.length;
      showToast({
        message: `${n} ${n === 1 ? type.label.toLowerCase() : plural} ${n === 1 ? 'is' : 'are'} now ${active ? 'active' : 'inactive'}.`,
      });
    } catch (err) {
      showToast({ message: err instanceof Error ? err.message : 'The status could not be changed.', tone: 'error' });
    }
  };

  const pagesLoaded = Math.ceil(edges.length / fetchSize);
  const cardPaging = { ...paging, hasNext: paging.hasNext && pagesLoaded < MAX_CARD_PAGES };

  return (
    <>
      <PageHeader
        title={type.pluralLabel}
        actions={<RecordAddButton recordType={type} connections={[connection.__id]} rowColumns={rowColumns} />}
      />
      <div className={styles.listTools}>
        <div className={styles.toolbar}>
          <TextField label={`Search ${plural}`} name="search" value={term} onChange={setTerm} description="Type 2 or more characters" />
        </div>
        <Button variant="secondary" aria-pressed={cards} onPress={() => setCards((c) => !c)}>
          {cards ? 'Show as table' : 'Show as cards'}
        </Button>
      </div>
      {selected.length > 0 && !cards ? (
        <div className={styles.bulkBar} role="group" aria-label="Bulk actions">
          <span aria-live="polite">{selected.length} selected</span>
          <Button variant="secondary" onPress={() => void setStatus(true)} isDisabled={statusInFlight}>
            Mark active
          </Button>
          <Button variant="secondary" onPress={() => void setStatus(false)} isDisabled={statusInFlight}>
            Mark inactive
          </Button>
          <Button
            variant="danger"
            onPress={() =>
              setToDelete({
                records: selectedRecords(),
                question: selected.length === 1 ? `Delete ${selected[0]!.name}?` : `Delete ${selected.length} selected ${plural}?`,
              })
            }
          >
            Delete selected
          </Button>
          <Button variant="quiet" onPress={() => setSelection({})}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {cards ? (
        <ul className={styles.cards} aria-label={type.pluralLabel}>
          {edges.map((edge) => (
            <RecordRow key={edge.node.id} layout="card" labelOf={labelOf} record={edge.node} />
          ))}
        </ul>
      ) : (
        <VirtualTable
          label={type.pluralLabel}
          columns={columns}
          data={edges as Edge[]}
          getRowId={(edge) => edge.node.id}
          rowSelection={selection}
          onRowSelectionChange={setSelection}
          emptyMessage={<span className={layoutStyles.muted}>No {plural} found.</span>}
          {...(paging.pageSize === 0
            ? {
                onNearEnd: () => {
                  if (paging.hasNext && !paging.isLoadingNext) paging.onLoadMore();
                },
              }
            : {})}
          renderRow={(row, rowProps) => (
            <RecordRow
              key={row.id}
              layout="editable"
              record={row.original.node}
              rowProps={rowProps}
              rowColumns={rowColumns}
              recordType={type}
              isSelected={row.getIsSelected()}
              onSelectedChange={(v) => row.toggleSelected(v)}
              isEditing={editingId === row.id}
              onEdit={() => setEditingId(row.id)}
              onEditEnd={() => setEditingId((id) => (id === row.id ? null : id))}
              onDelete={() =>
                setToDelete({
                  records: [{ id: row.id, version: row.original.node.version }],
                  question: `Delete ${row.original.node.name}?`,
                })
              }
            />
          )}
        />
      )}
      <ListFooter
        itemLabel={plural}
        loaded={edges.length}
        total={connection.totalCount}
        totalExact={connection.totalCountExact}
        {...(cards ? cardPaging : paging)}
      />
      <LazyConfirmDialog
        isOpen={toDelete !== null}
        message={toDelete?.question ?? ''}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
