// The window over a long VirtualTable body (more than WHOLE_UP_TO rows): @tanstack/react-virtual renders the rows
// in view plus a few either side, spacer rows keep the scroll height of the rest. Loaded when a list first grows
// that long (infinite scroll), so a list page's first load does not carry it.
import type { ReactNode } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { Row, RowRenderProps } from './VirtualTable';
import styles from './VirtualTable.module.css';

const FALLBACK_HEIGHT = 600;
/** Rows rendered either side of the ones in view. */
const OVERSCAN = 8;

/** A container not laid out yet (jsdom, a hidden tab) measures 0: size the window as if it were 600 px high. */
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }));
}

export interface VirtualWindowProps<T> {
  scroller: HTMLDivElement;
  rows: Row<T>[];
  columnCount: number;
  renderRow: (row: Row<T>, props: RowRenderProps) => ReactNode;
  estimateRowHeight: number;
}

export function VirtualWindow<T>({ scroller, rows, columnCount, renderRow, estimateRowHeight: estimate }: VirtualWindowProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => estimate,
    // A row not laid out (jsdom, a hidden tab) measures 0: keep the estimate rather than fit every row in the window.
    measureElement: (el) => el.getBoundingClientRect().height || estimate,
    overscan: OVERSCAN,
    observeElementRect: observeRect,
    getItemKey: (i) => rows[i]?.id ?? i,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <>
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
    </>
  );
}
