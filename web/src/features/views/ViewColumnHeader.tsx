import { useState, type ReactNode } from 'react';
import { ColumnResizer } from './ColumnResizer';
import styles from './Views.module.css';

export interface ViewColumnHeaderProps {
  field: string;
  label: string;
  width: number;
  /** The width chosen once a drag or key press ends (the list keeps it as an unsaved change); none: fixed. */
  onResize?: (width: number) => void;
  children: ReactNode;
}

/**
 * A list column header at the view's width, with a resize handle. The width is not stored here: it becomes part
 * of the list's unsaved state (in the URL) until the view is saved, as any other change to a view.
 */
export function ViewColumnHeader({ field, label, width, onResize, children }: ViewColumnHeaderProps) {
  const [current, setCurrent] = useState(width);
  // A new width from the view or the URL (saved, discarded) replaces the one dragged to.
  const [given, setGiven] = useState(width);
  if (given !== width) {
    setGiven(width);
    setCurrent(width);
  }
  return (
    <span className={styles.header} style={{ width: current }} data-column={field}>
      {children}
      {onResize ? <ColumnResizer label={label} width={current} onResize={setCurrent} onCommit={onResize} /> : null}
    </span>
  );
}
