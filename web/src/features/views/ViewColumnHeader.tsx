import { useState, type ReactNode } from 'react';
import { ColumnResizer } from './ColumnResizer';
import { useViewMutations } from './useViewMutations';
import styles from './Views.module.css';

export interface ViewColumnHeaderProps {
  /** Global id of the view the column belongs to. */
  viewId: string;
  /** Only the viewer's own views store a width (a system view: save it as a new view first). */
  canEdit: boolean;
  field: string;
  label: string;
  width: number;
  children: ReactNode;
}

/** A list column header at the view's width, with a resize handle that stores the width on the view. */
export function ViewColumnHeader({ viewId, canEdit, field, label, width, children }: ViewColumnHeaderProps) {
  const [current, setCurrent] = useState(width);
  const { resize } = useViewMutations();
  return (
    <span className={styles.header} style={{ width: current }} data-column={field}>
      {children}
      {canEdit ? (
        <ColumnResizer
          label={label}
          width={current}
          onResize={setCurrent}
          onCommit={(w) => void resize({ id: viewId, field, width: w }, '')}
        />
      ) : null}
    </span>
  );
}
