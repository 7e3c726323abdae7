import { Dialog, Popover } from 'react-aria-components';
import type { ReactNode } from 'react';
import type { OverlayRenderProps } from './OverlayTrigger';
import styles from './Overlay.module.css';

export interface PanelPopoverProps extends OverlayRenderProps {
  /** Accessible name of the panel dialog. */
  label: string;
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** The floating part of a PopoverPanel (loaded on first opening): a non-modal dialog in a popover under its trigger. */
export default function PanelPopover({ triggerRef, isOpen, onOpenChange, label, children }: PanelPopoverProps) {
  const close = () => onOpenChange(false);
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.popover}
      placement="bottom end"
      offset={6}
    >
      <Dialog aria-label={label} className={styles.popoverDialog}>
        {typeof children === 'function' ? children(close) : children}
      </Dialog>
    </Popover>
  );
}
