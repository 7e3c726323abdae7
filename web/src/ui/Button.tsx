import type { FocusEvent } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps, type HoverEvent, type PressEvent } from 'react-aria-components';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
  /**
   * Called when the user shows they may press (hover, focus) and before each press: where a button starts loading
   * what its press shows (a form's fields, a dialog's choices), so it is there or on its way when pressed.
   */
  onIntent?: () => void;
}

/** The class names of a button of the given variant (for triggers that render react-aria's Button themselves). */
export function buttonClassName(variant: ButtonVariant = 'secondary', className?: string): string {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}

/** The one button of the app: react-aria handles press, keyboard and focus-visible. */
export function Button({ variant = 'secondary', className, onIntent, ...props }: ButtonProps) {
  const intent = onIntent
    ? {
        onHoverStart: (e: HoverEvent) => {
          onIntent();
          props.onHoverStart?.(e);
        },
        onFocus: (e: FocusEvent<Element>) => {
          onIntent();
          props.onFocus?.(e);
        },
        onPress: (e: PressEvent) => {
          onIntent();
          props.onPress?.(e);
        },
      }
    : {};
  return <AriaButton {...props} {...intent} className={buttonClassName(variant, className)} />;
}
