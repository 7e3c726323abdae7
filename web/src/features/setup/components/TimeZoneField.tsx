import { useMemo } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import styles from '../../../ui/Field.module.css';

/** Every IANA zone the browser knows (UTC first: some engines leave it out of the list). */
function zoneNames(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((z) => z !== 'UTC')];
}

const label = (zone: string) => zone.replace(/_/g, ' ');

/**
 * The user's time zone, searchable: typing "york" or "new y" narrows the list (react-aria ComboBox: arrows,
 * Enter, Escape). The server checks the name too.
 */
export function TimeZoneField({ value, onChange, error }: { value: string; onChange: (zone: string) => void; error?: string | undefined }) {
  const items = useMemo(() => zoneNames().map((id) => ({ id, name: label(id) })), []);
  return (
    <ComboBox
      className={styles.field}
      name="timeZone"
      defaultItems={items}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key != null) onChange(String(key));
      }}
      defaultFilter={(text, input) => text.toLowerCase().includes(input.toLowerCase().replace(/_/g, ' '))}
      menuTrigger="input"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>Time zone</Label>
      <div className={styles.comboRow}>
        <Input className={styles.input} placeholder="Type a city or region" />
        <Button className={styles.comboButton} aria-label="Show time zones">
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className={styles.error}>{error}</FieldError>
      <Popover>
        <ListBox className={styles.listbox} renderEmptyState={() => <p className={styles.description}>No matches</p>}>
          {(item: { id: string; name: string }) => (
            <ListBoxItem id={item.id} textValue={item.name} className={styles.option}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
