// A table whose body renders only the rows in view (plus a few): @tanstack/react-table keeps the columns, row
// model and selection, @tanstack/react-virtual the window. A real <table> stays (headers, rows, cells for
// assistive technology); spacer rows stand in for the rows out of view. Imports no GraphQL.
import { useRef, type ReactNode, type UIEvent } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type Row,
  type RowSelectionState,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import styles from './VirtualTable.module.css';

export type { ColumnDef, Row, RowSelectionState };

/** Within this many pixels of the bottom the list asks for more (spec: infinite scroll, 100 px). */
export const NEAR_END_PX = 100;
const FALLBACK_HEIGHT = 600;
/** Lists this short render every row. */
const WHOLE_UP_TO = 100;

/** A container not laid out yet (jsdom, a hidden tab) measures 0: size the window as if it were 600 px high. */
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }));
}

export interface RowRenderProps {
  /** Spread on the row's <tr>: lets the window measure rows of varying height (a row in edit mode). */
  ref: (node: Element | null) => void;
  'data-index': number;
}

export interface VirtualTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: ColumnDef<T>[];
  data: T[];
  getRowId: (row: T) => string;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  /** Renders one <tr> (spread `props` on it) with a cell per visible column. */
  renderRow: (row: Row<T>, props: RowRenderProps) => ReactNode;
  /** Called when the scroll reaches within 100 px of the bottom (infinite scroll). */
  onNearEnd?: () => void;
  estimateRowHeight?: number;
  emptyMessage?: ReactNode;
  /** Height of the scrolling area (CSS length). */
  maxHeight?: string;
}

export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { label, columns, data, getRowId, rowSelection, onRowSelectionChange, renderRow, onNearEnd, emptyMessage } = props;
  const table = useReactTable({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: Boolean(onRowSelectionChange),
    state: rowSelection ? { rowSelection } : {},
    ...(onRowSelectionChange ? { onRowSelectionChange } : {}),
  });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const estimate = props.estimateRowHeight ?? 41;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    // A row not laid out (jsdom, a hidden tab) measures 0: keep the estimate rather than fit every row in the window.
    measureElement: (el) => el.getBoundingClientRect().height || estimate,
    // A page of up to 100 rows renders whole (find in page, rows counted by tests and screen readers); longer
    // lists (infinite scroll, 10,000 rows) render a window with a few rows either side.
    overscan: rows.length <= WHOLE_UP_TO ? WHOLE_UP_TO : 8,
    observeElementRect: observeRect,
    getItemKey: (i) => rows[i]?.id ?? i,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const columnCount = table.getVisibleLeafColumns().length;

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (onNearEnd && el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_END_PX) onNearEnd();
  };

  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      style={{ maxHeight: props.maxHeight ?? '70vh' }}
      onScroll={onScroll}
      data-testid="virtual-table-scroller"
      tabIndex={-1}
    >
      <table className={styles.table} aria-label={label} aria-rowcount={rows.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta as { sort?: 'ascending' | 'descending' | 'none' } | undefined;
                return (
                  <th key={header.id} scope="col" aria-sort={meta?.sort} style={{ width: header.column.columnDef.size }}>
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 && emptyMessage !== undefined ? (
            <tr>
              <td colSpan={columnCount}>{emptyMessage}</td>
            </tr>
          ) : null}
          {before > 0 ? (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={columnCount} style={{ height: before }} />
            </tr>
          ) : null}
          {items.map((item) => renderRow(rows[item.index]!, { ref: virtualizer.measureElement, 'data-index': item.index }))}
          {after > 0 ? (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={columnCount} style={{ height: after }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
