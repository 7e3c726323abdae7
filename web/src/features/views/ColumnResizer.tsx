import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styles from './Views.module.css';

export const MIN_WIDTH = 40;
export const MAX_WIDTH = 2000;
const STEP = 10;

export interface ColumnResizerProps {
  label: string;
  width: number;
  /** The width while dragging (the header follows it). */
  onResize: (width: number) => void;
  /** The width to store, once the drag or key press ends. */
  onCommit: (width: number) => void;
}

const clamp = (w: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(w)));

/**
 * A column header's resize handle: drag it, or focus it and use the arrow keys (10 px a press). A focusable
 * `separator` with its value, as the WAI-ARIA window splitter pattern describes.
 */
export function ColumnResizer({ label, width, onResize, onCommit }: ColumnResizerProps) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const [current, setCurrent] = useState(width);
  const [given, setGiven] = useState(width);
  if (given !== width) {
    setGiven(width);
    setCurrent(width);
  }
  const set = (w: number) => {
    setCurrent(w);
    onResize(w);
  };
  const key = (e: KeyboardEvent) => {
    const delta = e.key === 'ArrowRight' ? STEP : e.key === 'ArrowLeft' ? -STEP : 0;
    if (!delta) return;
    e.preventDefault();
    const next = clamp(current + delta);
    set(next);
    onCommit(next);
  };
  return (
    <span
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${label}`}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      aria-valuenow={current}
      tabIndex={0}
      className={styles.resizer}
      onKeyDown={key}
      onPointerDown={(e: PointerEvent) => {
        start.current = { x: e.clientX, width: current };
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e: PointerEvent) => {
        if (start.current) set(clamp(start.current.width + e.clientX - start.current.x));
      }}
      onPointerUp={() => {
        if (start.current) onCommit(current);
        start.current = null;
      }}
    />
  );
}
