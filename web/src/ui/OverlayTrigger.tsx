import { Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

/** What an overlay gets from its trigger: react-aria's standalone Popover takes exactly these. */
export interface OverlayRenderProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from the keyboard: a menu focuses its first item. */
  fromKeyboard: boolean;
}

export interface OverlayTriggerProps extends Omit<AriaButtonProps, 'onPress' | 'children' | 'className'> {
  /** What opens: a menu or a dialog (aria-haspopup). */
  popup: 'menu' | 'dialog';
  className?: string;
  children: ReactNode;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The overlay, usually a lazily loaded component: rendered from the first opening on. */
  overlay: (props: OverlayRenderProps) => ReactNode;
}

/**
 * A button that opens a popover whose code loads on first use. The top bar's menus and panels are on every page,
 * but react-aria's menu, popover and dialog machinery is the largest part of the shell's script: the trigger is
 * react-aria's Button (press, keyboard, focus ring) and the overlay arrives when it is first opened. The trigger
 * stays mounted, so the popover returns focus to it on close.
 */
export function OverlayTrigger({ popup, className, children, isOpen: controlled, onOpenChange, overlay, ...buttonProps }: OverlayTriggerProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [fromKeyboard, setFromKeyboard] = useState(false);
  const isOpen = controlled ?? ownOpen;
  const setOpen = (open: boolean) => {
    if (open) setUsed(true);
    setOwnOpen(open);
    onOpenChange?.(open);
  };
  return (
    <>
      <AriaButton
        {...buttonProps}
        ref={triggerRef}
        className={className}
        aria-haspopup={popup}
        aria-expanded={isOpen}
        onPress={(e) => {
          setFromKeyboard(e.pointerType === 'keyboard' || e.pointerType === 'virtual');
          setOpen(!isOpen);
        }}
        onKeyDown={(e) => {
          // A menu button also opens with the down arrow (WAI-ARIA menu button pattern).
          if (popup === 'menu' && e.key === 'ArrowDown') {
            setFromKeyboard(true);
            setOpen(true);
          } else {
            e.continuePropagation();
          }
        }}
      >
        {children}
      </AriaButton>
      {used ? <Suspense fallback={null}>{overlay({ triggerRef, isOpen, onOpenChange: setOpen, fromKeyboard })}</Suspense> : null}
    </>
  );
}
