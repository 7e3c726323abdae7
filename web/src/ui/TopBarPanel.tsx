import type { ReactNode } from 'react';
import { PopoverPanel } from './PopoverPanel';
import styles from './TopBarPanel.module.css';

export interface TopBarPanelProps {
  /** Name of the button and of its panel, e.g. "Notifications". */
  label: string;
  /** The icon (decorative: the label names the button). */
  icon: ReactNode;
  /** A count shown as a badge when above 0, and in the button's name: "To Do, 3 open". */
  count?: number;
  /** The word after the count in the button's name ("unread", "open"). */
  countWord?: string;
  /** data-testid of the badge, for tests that read the number. */
  badgeTestId?: string;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** A top bar button with an icon and a count badge that opens a floating panel (bell, todos, bookmarks). */
export function TopBarPanel({ label, icon, count = 0, countWord, badgeTestId, onOpenChange, children }: TopBarPanelProps) {
  return (
    <PopoverPanel
      label={label}
      onOpenChange={onOpenChange}
      trigger={{
        className: styles.trigger,
        'aria-label': count > 0 && countWord ? `${label}, ${count} ${countWord}` : label,
        content: (
          <>
            {icon}
            {count > 0 ? (
              <span className={styles.badge} data-testid={badgeTestId}>
                {count}
              </span>
            ) : null}
          </>
        ),
      }}
    >
      {children}
    </PopoverPanel>
  );
}
