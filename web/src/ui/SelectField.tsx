import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, FieldError } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import styles from './Field.module.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  isDisabled?: boolean;
  inline?: boolean;
  name?: string;
  /** Focus the trigger on mount (DeferredSelectField hands focus over when the real select arrives). */
  autoFocus?: boolean;
  /** Open on mount (the user already asked for the list). */
  defaultOpen?: boolean;
}

/** A labelled single choice (react-aria Select: button + listbox popover, full keyboard support). */
export function SelectField({
  label,
  options,
  value,
  onChange,
  error,
  isDisabled,
  inline,
  name,
  autoFocus,
  defaultOpen,
}: SelectFieldProps) {
  return (
    <Select
      className={inline ? `${styles.field} ${styles.inline}` : styles.field}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key != null) onChange(String(key));
      }}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      name={name}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className={styles.error}>{error}</FieldError>
      <Popover>
        <ListBox className={styles.listbox}>
          {options.map((o) => (
            <ListBoxItem key={o.id} id={o.id} className={styles.option}>
              {o.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
