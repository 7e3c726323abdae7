import { useEffect, useRef } from 'react';
import { Button } from '../../../ui';
import type { SaveConflict } from './useRecordValuesForm';
import styles from './ConflictNotice.module.css';

export interface ConflictNoticeProps {
  conflict: SaveConflict;
  isBusy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}

/**
 * A save refused because someone else changed the record: the server's message ("This organization was changed by
 * … Reload it to see the change, or save again to overwrite it."), Reload and Overwrite. It sits in the form's flow,
 * above the fields, so it never covers the Save button; what the user typed stays until they choose Reload.
 */
export function ConflictNotice({ conflict, isBusy, onReload, onOverwrite }: ConflictNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [conflict]);
  return (
    <div ref={ref} role="alert" className={styles.notice}>
      <p className={styles.message}>{conflict.message}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onReload} isDisabled={isBusy}>
          Reload
        </Button>
        <Button variant="primary" onPress={onOverwrite} isDisabled={isBusy || conflict.currentVersion === null}>
          Overwrite
        </Button>
      </div>
    </div>
  );
}
