import { Fragment, type ReactNode } from 'react';
import styles from './Layout.module.css';

/** A column header: its text, or a node (a sort button) with a key and the column's sort state. */
export type RecordTableColumn = string | { key: string; label: ReactNode; sort?: 'ascending' | 'descending' | 'none' | undefined };

export interface RecordTableProps<T> {
  /** Visible table caption; omitted when a surrounding card already names the table. */
  caption?: string;
  /** Accessible name when there is no caption (screen readers list tables by name). */
  label?: string;
  /** Column headers, in order. */
  columns: readonly RecordTableColumn[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Renders one `<tr>` for a row. */
  renderRow: (row: T) => ReactNode;
  /** Shown in a single full-width row when there are no rows. */
  emptyMessage?: ReactNode;
}

/** A record table: caption, column headers and one row per record (or the empty message). */
export function RecordTable<T>({ caption, label, columns, rows, rowKey, renderRow, emptyMessage }: RecordTableProps<T>) {
  return (
    <table className={styles.table} aria-label={caption ? undefined : label}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col">
                {column}
              </th>
            ) : (
              <th key={column.key} scope="col" aria-sort={column.sort}>
                {column.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && emptyMessage !== undefined ? (
          <tr>
            <td colSpan={columns.length}>{emptyMessage}</td>
          </tr>
        ) : (
          rows.map((row) => <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>)
        )}
      </tbody>
    </table>
  );
}
