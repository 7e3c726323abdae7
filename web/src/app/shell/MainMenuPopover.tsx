import { Menu, MenuItem, Popover, type Key } from 'react-aria-components';
import type { OverlayRenderProps } from '../../ui';
import styles from './MainMenu.module.css';

export interface MenuGroupItem {
  key: string;
  label: string;
  /** In-app path of the item. */
  href: string;
  isLocked: boolean;
  /** Reached through a trial only: a view is recorded and the promotion pane shows once. */
  isPromotion?: boolean;
  /** Why it is locked (or until when a trial gives it). */
  tooltip?: string | null;
}

export interface MainMenuPopoverProps extends OverlayRenderProps {
  label: string;
  items: readonly MenuGroupItem[];
  /** A locked item was chosen (the upgrade message opens). */
  onLocked: (label: string, key: string) => void;
  /** A promotion item was chosen (it still opens). */
  onPromotion?: (item: MenuGroupItem) => void;
}

/** One group's menu under its button (loaded on first opening): links, locked items with a padlock. */
export default function MainMenuPopover({
  triggerRef,
  isOpen,
  onOpenChange,
  fromKeyboard,
  label,
  items,
  onLocked,
  onPromotion,
}: MainMenuPopoverProps) {
  const close = () => onOpenChange(false);
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom start">
      <Menu
        aria-label={label}
        className={styles.menu}
        autoFocus={fromKeyboard ? 'first' : true}
        onClose={close}
        onAction={(key: Key) => {
          const item = items.find((i) => i.key === key);
          if (item?.isLocked) onLocked(item.label, item.key);
          else if (item?.isPromotion) onPromotion?.(item);
          close();
        }}
      >
        {items.map((item) =>
          item.isLocked ? (
            <MenuItem
              key={item.key}
              id={item.key}
              textValue={`${item.label} (locked)`}
              className={`${styles.item} ${styles.locked}`}
              aria-description={item.tooltip ?? undefined}
            >
              <span>{item.label}</span>
              <span role="img" aria-label="locked" title={item.tooltip ?? undefined}>
                🔒
              </span>
            </MenuItem>
          ) : (
            <MenuItem
              key={item.key}
              id={item.key}
              href={item.href}
              className={styles.item}
              aria-description={item.isPromotion ? (item.tooltip ?? undefined) : undefined}
            >
              {item.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </Popover>
  );
}
