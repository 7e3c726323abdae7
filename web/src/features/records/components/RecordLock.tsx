import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Alert, Button } from '../../../ui';
import { showMessage } from '../../../app/errors/messages';
import { useUnlockRecord } from '../mutations/useUnlockRecord';
import type { RecordLock_record$key } from './__generated__/RecordLock_record.graphql';
import styles from './Record.module.css';

export const UNLOCK_DENIED_MESSAGE = "You don't have permission to unlock this object.";

/** A locked record shows a padlock and an Unlock action (owner and administrators only: permission LOCK). */
export function RecordLock({ record }: { record: RecordLock_record$key }) {
  const data = useFragment(
    graphql`
      fragment RecordLock_record on Record {
        id
        isLocked
        permission
        version
      }
    `,
    record,
  );
  const [unlock, isInFlight] = useUnlockRecord();
  const [error, setError] = useState<string | null>(null);
  if (!data.isLocked) return null;

  const onUnlock = async () => {
    setError(null);
    if (data.permission !== 'LOCK') {
      setError(UNLOCK_DENIED_MESSAGE);
      return;
    }
    try {
      // The version on screen: if someone changed the record since, the api refuses (ConflictError) instead of unlocking blind.
      const result = await unlock(data.id, data.version);
      if (result.__typename === 'UnlockRecordSuccess') showMessage('The record is unlocked.');
      else if (result.__typename === 'PermissionError') setError(result.message || UNLOCK_DENIED_MESSAGE);
      else if (result.__typename === 'NotFoundError' || result.__typename === 'ConflictError') setError(result.message);
    } catch {
      // reported by the message region
    }
  };

  return (
    <div className={styles.lock}>
      <span>
        <span role="img" aria-label="Locked">
          🔒
        </span>{' '}
        This record is locked.
      </span>
      <Button variant="secondary" onPress={() => void onUnlock()} isDisabled={isInFlight}>
        Unlock
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
