import { lazy, type ReactNode } from 'react';
import { buttonClassName, type ButtonVariant } from './Button';
import { OverlayTrigger } from './OverlayTrigger';

// The popover and dialog code loads when a panel first opens: the top bar's panels are on every page.
const PanelPopover = lazy(() => import('./PanelPopover'));

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
    <OverlayTrigger
      popup="dialog"
      className={buttonClassName(trigger.variant ?? 'quiet', trigger.className)}
      aria-label={trigger['aria-label']}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      overlay={(overlay) => (
        <PanelPopover {...overlay} label={label}>
          {children}
        </PanelPopover>
      )}
    >
      {trigger.content}
    </OverlayTrigger>
  );
}
