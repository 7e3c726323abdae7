import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
}

/** The class names of a button of the given variant (for triggers that render react-aria's Button themselves). */
export function buttonClassName(variant: ButtonVariant = 'secondary', className?: string): string {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}

/** The one button of the app: react-aria handles press, keyboard and focus-visible. */
export function Button({ variant = 'secondary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClassName(variant, className)} />;
}
