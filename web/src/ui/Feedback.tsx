import type { ReactNode } from 'react';
import styles from './Feedback.module.css';

export interface AlertProps {
  tone?: 'error' | 'info' | 'warning';
  children: ReactNode;
}

/** An inline message. Errors use role="alert" so they are announced when they appear. */
export function Alert({ tone = 'error', children }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {children}
    </div>
  );
}

export interface BadgeProps {
  tone?: 'neutral' | 'success' | 'count';
  children: ReactNode;
}

export function Badge({ tone = 'neutral', children }: BadgeProps) {
  const toneClass = tone === 'success' ? styles.badgeSuccess : tone === 'count' ? styles.badgeCount : '';
  return <span className={`${styles.badge} ${toneClass}`}>{children}</span>;
}

/** The loading indicator shown while a route's data arrives. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.spinner}>
      {label}
    </div>
  );
}
