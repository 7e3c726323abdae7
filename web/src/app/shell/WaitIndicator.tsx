import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import { Spinner } from '../../ui';
import { pendingWorkCount, subscribePendingWork } from '../pendingWork';
import styles from './WaitIndicator.module.css';

/** Spec constant: the wait image appears after 1 s of navigation. */
export const WAIT_INDICATOR_DELAY_MS = 1_000;

/**
 * The wait image: shown when a navigation has lasted 1 s, hidden once the navigation and every request in flight
 * have finished (a page's data may arrive after its route has loaded).
 */
export function WaitIndicator() {
  const navigating = useNavigation().state !== 'idle';
  const pending = useSyncExternalStore(subscribePendingWork, pendingWorkCount, () => 0) > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!navigating) return;
    const timer = setTimeout(() => setShown(true), WAIT_INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigating]);
  useEffect(() => {
    if (shown && !navigating && !pending) setShown(false);
  }, [shown, navigating, pending]);
  if (!shown) return null;
  return (
    <div className={styles.wait} data-testid="wait-indicator">
      <Spinner label="Please wait…" />
    </div>
  );
}
