import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Alert, Button } from '../../../ui';
import { showMessage } from '../../../app/errors/messages';
import { useUnlockRecord } from '../mutations/useUnlockRecord';
import type { RecordLock_record$key } from './__generated__/RecordLock_record.graphql';
import type { RecordLockStatusQuery } from './__generated__/RecordLockStatusQuery.graphql';
import styles from './Record.module.css';

export const UNLOCK_DENIED_MESSAGE = "You don't have permission to unlock this object.";
/** Spec: after unlocking, "after 500 ms the record detail opens". */
export const OPEN_AFTER_UNLOCK_MS = 500;

const statusQuery = graphql`
  query RecordLockStatusQuery($id: ID!) {
    node(id: $id) {
      ... on Record {
        id
        isLocked
        permission
        version
      }
    }
  }
`;

/**
 * A locked record shows a padlock and Unlock. The spec's flow: the status is reloaded (someone may have unlocked
 * or changed it meanwhile), only the owner or an administrator (permission LOCK) may go on, the record is
 * unlocked and comes back with write permission, and after 500 ms its detail page opens anew.
 */
export function RecordLock({ record }: { record: RecordLock_record$key }) {
  const data = useFragment(
    graphql`
      fragment RecordLock_record on Record {
        id
        url
        isLocked
        permission
        version
      }
    `,
    record,
  );
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [unlock, isInFlight] = useUnlockRecord();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  if (!data.isLocked) return null;

  const onUnlock = async () => {
    setError(null);
    setBusy(true);
    try {
      // 1. The status as it is now (the store takes it: the page shows it too).
      const fresh = await fetchQuery<RecordLockStatusQuery>(
        environment,
        statusQuery,
        { id: data.id },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const now = fresh?.node;
      if (!now || now.isLocked === undefined) return;
      if (!now.isLocked) {
        showMessage('The record is unlocked.');
        return;
      }
      // 2. Owner or administrator only (the api refuses the others too).
      if (now.permission !== 'LOCK') {
        setError(UNLOCK_DENIED_MESSAGE);
        return;
      }
      // 3. Unlock with the version just read: the answer carries the record with write permission.
      const result = await unlock(data.id, now.version ?? data.version);
      if (result.__typename === 'UnlockRecordSuccess') {
        showMessage('The record is unlocked.');
        // 4. The detail page opens again after 500 ms, with the record writable.
        const url = data.url;
        timer.current = setTimeout(() => void navigate(url), OPEN_AFTER_UNLOCK_MS);
      } else if (result.__typename === 'PermissionError') setError(result.message || UNLOCK_DENIED_MESSAGE);
      else if (result.__typename === 'NotFoundError' || result.__typename === 'ConflictError') setError(result.message);
    } catch {
      // reported by the message region
    } finally {
      setBusy(false);
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
      <Button variant="secondary" onPress={() => void onUnlock()} isDisabled={isInFlight || isBusy}>
        Unlock
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
