// The window over a long VirtualTable body (more than WHOLE_UP_TO rows): @tanstack/react-virtual works out which
// rows are in view (plus a few either side) and the heights of the spacers standing for the rest. Renders nothing:
// VirtualTable draws the rows, at the same place in the tree whether a list is windowed or not, so a list passing
// 100 rows keeps its rows (their state, the focus) rather than remounting them. Loaded when a list first grows that
// long (or may: infinite scroll), so a list page's first load does not carry it.
import { useLayoutEffect } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';

const FALLBACK_HEIGHT = 600;
/** Rows rendered either side of the ones in view. */
const OVERSCAN = 8;

/** A container not laid out yet (jsdom, a hidden tab) measures 0: size the window as if it were 600 px high. */
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }));
}

/** The rows to draw (`start` to `end`, inclusive), the spacers' heights, and the ref that measures a drawn row. */
export interface WindowRange {
  start: number;
  end: number;
  before: number;
  after: number;
  measure: (node: Element | null) => void;
}

export interface VirtualWindowProps {
  scroller: HTMLDivElement;
  /** The rows' ids, in order. */
  keys: readonly string[];
  estimateRowHeight: number;
  onRange: (range: WindowRange) => void;
}

export function VirtualWindow({ scroller, keys, estimateRowHeight: estimate, onRange }: VirtualWindowProps) {
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => scroller,
    estimateSize: () => estimate,
    // A row not laid out (jsdom, a hidden tab) measures 0: keep the estimate rather than fit every row in the window.
    measureElement: (el) => el.getBoundingClientRect().height || estimate,
    overscan: OVERSCAN,
    observeElementRect: observeRect,
    getItemKey: (i) => keys[i] ?? i,
  });
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = items.length ? items[items.length - 1]!.index : -1;
  const before = items[0]?.start ?? 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const { measureElement } = virtualizer;
  // Before paint: the table draws the new range in the same frame. No range before the scroller is measured (the
  // virtualizer's first render has no items): the table keeps what it draws until then.
  const measured = items.length > 0;
  useLayoutEffect(() => {
    if (measured) onRange({ start, end, before, after, measure: measureElement });
  }, [measured, start, end, before, after, measureElement, onRange]);
  return null;
}
