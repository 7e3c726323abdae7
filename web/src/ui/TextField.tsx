import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import type { Ref } from 'react';
import styles from './Field.module.css';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Message shown under the field; also marks the input aria-invalid. */
  error?: string | undefined;
  description?: string;
  type?: 'text' | 'email' | 'password' | 'url' | 'tel';
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input; errors are announced through aria-describedby. */
export function TextField({ label, error, description, multiline, inputRef, isRequired, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isRequired={isRequired} isInvalid={Boolean(error)} validationBehavior="aria" className={styles.field}>
      <Label className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {multiline ? <TextArea className={`${styles.input} ${styles.textarea}`} /> : <Input className={styles.input} ref={inputRef} />}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </AriaTextField>
  );
}
