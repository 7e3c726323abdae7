import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import styles from './Overlay.module.css';

export interface PopoverPanelProps {
  /** The trigger button's content, name and look. */
  trigger: { content: ReactNode; 'aria-label'?: string; variant?: ButtonVariant; className?: string };
  /** Accessible name of the panel dialog. */
  label: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A floating panel of the top bar (notifications, profile): a non-modal dialog in a popover. */
export function PopoverPanel({ trigger, label, children, isOpen, onOpenChange }: PopoverPanelProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button variant={trigger.variant ?? 'quiet'} className={trigger.className} aria-label={trigger['aria-label']}>
        {trigger.content}
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        <Dialog aria-label={label} className={styles.popoverDialog}>
          {({ close }) => (typeof children === 'function' ? children(close) : children)}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
