import { useEffect } from 'react';
import { Link } from 'react-router';
import { sameOriginPath } from '../../../app/links';
import { Button } from '../../../ui';
import styles from './Panels.module.css';

/** Spec: the new-notification banner shows for 30 s. */
export const BANNER_MS = 30_000;

export interface BannerMessage {
  /** "New notification" or "Reminder". */
  title: string;
  text: string;
  url?: string | null;
  /** Changes with every message, so a second one restarts the 30 s. */
  key: string;
}

/** The banner announcing a live notification or a due reminder; it closes itself after 30 s. */
export function LiveBanner({ message, onClose }: { message: BannerMessage | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, BANNER_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  const href = message.url ? sameOriginPath(message.url) : null;
  return (
    <div className={styles.banner} role="status" aria-label={message.title} data-testid="live-banner">
      <strong>{message.title}</strong>
      <p>{href ? <Link to={href}>{message.text}</Link> : message.text}</p>
      <Button variant="secondary" onPress={onClose}>
        Close
      </Button>
    </div>
  );
}
