// A table whose body renders only the rows in view (plus a few) once it is long: the columns, rows and selection
// are kept here (a small model shaped like @tanstack/react-table's, which the list used before: the same column
// defs, row and header-context calls); the window over a long body is VirtualWindow (@tanstack/react-virtual),
// loaded when a list first grows past WHOLE_UP_TO rows, so a list page's first load carries neither. A real <table>
// stays (headers, rows, cells for assistive technology); spacer rows stand in for the rows out of view. Imports no
// GraphQL.
import { createElement, useEffect, useState, type ReactNode, type UIEvent } from 'react';
import styles from './VirtualTable.module.css';
import type * as VirtualWindowModule from './VirtualWindow';
import type { WindowRange } from './VirtualWindow';

/** Which rows are selected, by row id (a row is selected when its key is present and true). */
export type RowSelectionState = Record<string, boolean>;
export type Updater<T> = T | ((old: T) => T);
export type OnChangeFn<T> = (updaterOrValue: Updater<T>) => void;

/** One row of the table: its id (getRowId), position, data and selection. */
export interface Row<T> {
  id: string;
  index: number;
  original: T;
  getIsSelected: () => boolean;
  /** Selects (true), deselects (false) or toggles (no argument) the row. */
  toggleSelected: (value?: boolean) => void;
}

/** What a header component is given to select every row. */
export interface TableInstance {
  getIsAllRowsSelected: () => boolean;
  getIsSomeRowsSelected: () => boolean;
  toggleAllRowsSelected: (value?: boolean) => void;
  /** An onChange handler for a "select all" checkbox. */
  getToggleAllRowsSelectedHandler: () => (event: unknown) => void;
}

export interface HeaderContext<T> {
  table: TableInstance;
  column: ColumnDef<T>;
}

export interface ColumnDef<T> {
  id: string;
  /** Text, or a component rendered with the header context (a new def remounts it, as with flexRender). */
  header?: string | ((context: HeaderContext<T>) => ReactNode);
  /** Width in px. */
  size?: number;
  meta?: { sort?: 'ascending' | 'descending' | 'none' };
}

export interface RowRenderProps {
  /** Spread on the row's <tr>: lets the window measure rows of varying height (a row in edit mode). */
  ref: (node: Element | null) => void;
  'data-index': number;
}

/** Within this many pixels of the bottom the list asks for more (spec: infinite scroll, 100 px). */
export const NEAR_END_PX = 100;
/**
 * Lists this short render every row (a page of up to 100 rows: find in page, rows counted by tests and screen
 * readers); longer ones (infinite scroll, 10,000 rows) render a window with a few rows either side.
 */
export const WHOLE_UP_TO = 100;
/** A list this long stays whole until its window is measured (infinite scroll grows by 50 rows a page). */
const WHOLE_UNTIL_MEASURED = 500;

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

type WindowModule = typeof VirtualWindowModule;
let windowModule: WindowModule | undefined;
let windowLoading: Promise<WindowModule> | undefined;

/** Loads the window over long lists (VirtualWindow); a long list renders whole until it is there. */
export function loadVirtualWindow(): Promise<WindowModule> {
  windowLoading ??= import('./VirtualWindow').then((m) => (windowModule = m));
  return windowLoading;
}

const noRef = () => {};

function tableOf<T>(rows: Row<T>[], selection: RowSelectionState, setSelection: OnChangeFn<RowSelectionState> | undefined): TableInstance {
  const table: TableInstance = {
    getIsAllRowsSelected: () => rows.length > 0 && Object.keys(selection).length > 0 && rows.every((r) => selection[r.id]),
    getIsSomeRowsSelected: () => {
      const total = Object.keys(selection).length;
      return total > 0 && total < rows.length;
    },
    toggleAllRowsSelected: (value) =>
      setSelection?.((old) => {
        const all = value ?? !table.getIsAllRowsSelected();
        const next = { ...old };
        for (const r of rows) {
          if (all) next[r.id] = true;
          else delete next[r.id];
        }
        return next;
      }),
    getToggleAllRowsSelectedHandler: () => (event) =>
      table.toggleAllRowsSelected(((event as { target: HTMLInputElement }).target as HTMLInputElement).checked),
  };
  return table;
}

export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { label, columns, data, getRowId, onRowSelectionChange, renderRow, onNearEnd, emptyMessage } = props;
  // Selection is the caller's (rowSelection + onRowSelectionChange); without a handler rows are not selectable.
  const selection = props.rowSelection ?? {};
  const rows: Row<T>[] = data.map((original, index) => {
    const id = getRowId(original);
    return {
      id,
      index,
      original,
      getIsSelected: () => Boolean(selection[id]),
      toggleSelected: (value) =>
        onRowSelectionChange?.((old) => {
          const isSelected = Boolean(old[id]);
          const select = value ?? !isSelected;
          if (isSelected === select) return old;
          const next = { ...old };
          if (select) next[id] = true;
          else delete next[id];
          return next;
        }),
    };
  });
  const table = tableOf(rows, selection, onRowSelectionChange);
  // The scroller as state (a ref would not re-render): the window measures it, and mounts once it is in the document.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const windowed = rows.length > WHOLE_UP_TO;
  const [, setWindowLoaded] = useState(Boolean(windowModule));
  const [windowRange, setWindowRange] = useState<WindowRange | null>(null);
  // A list back under 101 rows forgets its window: growing again starts from a new one.
  if (!windowed && windowRange) setWindowRange(null);
  // A list that grows (infinite scroll) fetches the window's code ahead, so it is there when it passes 100 rows.
  const grows = Boolean(onNearEnd);
  useEffect(() => {
    if ((windowed || grows) && !windowModule) void loadVirtualWindow().then(() => setWindowLoaded(true));
  }, [windowed, grows]);
  const columnCount = columns.length;

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (onNearEnd && el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_END_PX) onNearEnd();
  };

  // The rows drawn: every row of a short list (or of a long one until the window's code is here), else the window's
  // range between two spacers. The rows stay at the same place in the tree either way (no remount on a switch).
  // Until the window has its first range (the same frame), a list that just grew past 100 rows stays whole, so no
  // row unmounts in between; a list that starts that long draws its first 100 rows.
  const range = windowed && windowModule ? windowRange : null;
  const drawn = range
    ? rows.slice(range.start, range.end + 1)
    : rows.length <= WHOLE_UNTIL_MEASURED || !windowModule
      ? rows
      : rows.slice(0, WHOLE_UP_TO);
  const rowRef = range ? range.measure : noRef;
  return (
    <div
      ref={setScroller}
      className={styles.scroller}
      style={{ maxHeight: props.maxHeight ?? '70vh' }}
      onScroll={onScroll}
      data-testid="virtual-table-scroller"
      tabIndex={-1}
    >
      <table className={styles.table} aria-label={label} aria-rowcount={rows.length + 1}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" aria-sort={column.meta?.sort} style={{ width: column.size }}>
                {typeof column.header === 'function' ? createElement(column.header, { table, column }) : (column.header ?? null)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyMessage !== undefined ? (
            <tr>
              <td colSpan={columnCount}>{emptyMessage}</td>
            </tr>
          ) : null}
          {range && range.before > 0 ? (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={columnCount} style={{ height: range.before }} />
            </tr>
          ) : null}
          {drawn.map((row) => renderRow(row, { ref: rowRef, 'data-index': row.index }))}
          {range && range.after > 0 ? (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={columnCount} style={{ height: range.after }} />
            </tr>
          ) : null}
        </tbody>
      </table>
      {windowed && windowModule && scroller ? (
        <windowModule.VirtualWindow
          scroller={scroller}
          keys={rows.map((r) => r.id)}
          estimateRowHeight={props.estimateRowHeight ?? 41}
          onRange={setWindowRange}
        />
      ) : null}
    </div>
  );
}
