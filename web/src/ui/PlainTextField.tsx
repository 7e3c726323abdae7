import { useId } from 'react';
import type { TextFieldProps } from './TextField';
import styles from './Field.module.css';

export type PlainTextFieldProps = Omit<TextFieldProps, 'multiline'>;

/**
 * TextField's single-line input without react-aria, for the fields a page's first screen draws (a list's search, the
 * view toolbar's name): react-aria's text field and form validation then load with the forms that need them. The
 * same markup for assistive technology: a label naming the input, the required mark hidden from it, the description
 * and the error message (with aria-invalid) describing it, in that order; the same classes, focus ring and invalid
 * border (Field.module.css).
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const { label, error, description, isRequired, isReadOnly, isDisabled, inputRef, onChange, type = 'text', ...input } = props;
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        type={type}
        className={styles.input}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired ? true : undefined}
        aria-describedby={describedBy || undefined}
        readOnly={isReadOnly}
        disabled={isDisabled}
      />
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
