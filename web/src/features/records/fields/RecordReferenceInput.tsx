import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { SelectField } from '../../../ui/SelectField';
import { useDebouncedValue } from '../list/useDebouncedValue';
import type { KindInputProps } from './FieldInput';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from './search';
import type { RecordReferenceInputSearchQuery } from './__generated__/RecordReferenceInputSearchQuery.graphql';
import type { RecordReferenceInputTypesQuery } from './__generated__/RecordReferenceInputTypesQuery.graphql';
import styles from '../../../ui/Field.module.css';

/** Spec: the name autocomplete needs at least 2 characters and waits 300 ms after the last key. */
export { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS };

const searchQuery = graphql`
  query RecordReferenceInputSearchQuery($type: String!, $term: String!) {
    nameSearch(type: $type, term: $term) {
      id
      rowId
      name
    }
  }
`;

interface Match {
  id: string;
  rowId: number;
  name: string;
}

/** Matches of `nameSearch` for the typed term (2+ characters, debounced). */
function useNameSearch(type: string | null, term: string): Match[] {
  const environment = useRelayEnvironment();
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const [matches, setMatches] = useState<Match[]>([]);
  useEffect(() => {
    if (!type || debounced.length < MIN_SEARCH_LENGTH) return;
    const subscription = fetchQuery<RecordReferenceInputSearchQuery>(environment, searchQuery, { type, term: debounced }).subscribe({
      next: (data) => setMatches(data.nameSearch.map((m) => ({ id: m.id, rowId: m.rowId, name: m.name }))),
      error: () => setMatches([]),
    });
    return () => subscription.unsubscribe();
  }, [environment, type, debounced]);
  return type && debounced.length >= MIN_SEARCH_LENGTH ? matches : [];
}

interface ComboProps extends Omit<KindInputProps, 'refType' | 'onRefTypeChange'> {
  type: string | null;
  label: string;
}

/** A react-aria ComboBox over `nameSearch`: the selected match's row id is the value. */
function NameComboBox({ field, type, label, value, valueText, onChange, onBlur, error, isReadOnly }: ComboProps) {
  const [inputValue, setInputValue] = useState(valueText ?? '');
  const [chosen, setChosen] = useState<Match | null>(null);
  const matches = useNameSearch(type, inputValue);
  const items = chosen && !matches.some((m) => m.rowId === chosen.rowId) ? [chosen, ...matches] : matches;
  const selectedKey = value === null || value === undefined || value === '' ? null : String(value);

  return (
    <ComboBox
      className={styles.field}
      name={field.name}
      items={items}
      inputValue={inputValue}
      onInputChange={(text) => {
        setInputValue(text);
        if (text.trim() === '' && selectedKey !== null) onChange(null);
      }}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key | null) => {
        const match = items.find((m) => String(m.rowId) === String(key));
        setChosen(match ?? null);
        if (match) setInputValue(match.name);
        onChange(match ? match.rowId : null);
      }}
      onBlur={onBlur}
      menuTrigger="input"
      allowsEmptyCollection
      isReadOnly={isReadOnly}
      isDisabled={!type}
      isRequired={field.required}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>
        {label}
        {field.required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <div className={styles.comboRow}>
        <Input className={styles.input} placeholder="Type 2 or more characters" />
        <Button className={styles.comboButton} aria-label={`Show ${label} matches`}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className={styles.error}>{error}</FieldError>
      <Popover>
        <ListBox<Match> className={styles.listbox} renderEmptyState={() => <p className={styles.description}>No matches</p>}>
          {(item) => (
            <ListBoxItem id={String(item.rowId)} textValue={item.name} className={styles.option}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

const typesQuery = graphql`
  query RecordReferenceInputTypesQuery {
    recordTypes {
      name
      label
      isRole
    }
  }
`;

/** A reference to any type (a task's "Related To"): first the type, then the record. */
export function AnyTypeReferenceInput(props: KindInputProps) {
  const { field, refType, onRefTypeChange, isReadOnly, onChange } = props;
  const { recordTypes } = useLazyLoadQuery<RecordReferenceInputTypesQuery>(typesQuery, {}, { fetchPolicy: 'store-or-network' });
  const options = [{ id: '', label: '--' }, ...recordTypes.filter((t) => !t.isRole).map((t) => ({ id: t.name, label: t.label }))];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{field.label}</legend>
      <SelectField
        label={`${field.label} type`}
        value={refType ?? ''}
        options={options}
        onChange={(type) => {
          onRefTypeChange?.(type || null);
          onChange(null);
        }}
        isDisabled={isReadOnly}
      />
      <NameComboBox key={refType ?? ''} {...props} type={refType ?? null} label={field.label} />
    </fieldset>
  );
}

/** RECORD: a reference to a record of the field's `refType`. */
export function RecordReferenceInput(props: KindInputProps) {
  return <NameComboBox {...props} type={props.field.refType ?? null} label={props.field.label} />;
}
