import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Button, ButtonContext, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { SelectField } from '../../../ui/SelectField';
import { useDebouncedValue } from '../list/useDebouncedValue';
import type { KindInputProps } from './FieldInput';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from './search';
import type { RecordReferenceInputSearchQuery } from './__generated__/RecordReferenceInputSearchQuery.graphql';
import type { RecordReferenceInputNameCheckQuery } from './__generated__/RecordReferenceInputNameCheckQuery.graphql';
import type { RecordReferenceInputUserSearchQuery } from './__generated__/RecordReferenceInputUserSearchQuery.graphql';
import type { RecordReferenceInputTypesQuery } from './__generated__/RecordReferenceInputTypesQuery.graphql';
import { LookupDialog } from '../../search/components/LookupDialog';
import styles from '../../../ui/Field.module.css';

/** The `nameCheck` type of user lookups (users are not records). */
export const USER_TYPE = 'User';

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

const userSearchQuery = graphql`
  query RecordReferenceInputUserSearchQuery($term: String!) {
    userNameSearch(term: $term) {
      id
      rowId
      fullName
    }
  }
`;

interface Match {
  id: string;
  rowId: number;
  name: string;
}

/** Matches of `nameSearch` (records) or `userNameSearch` (users) for the typed term (2+ characters, debounced). */
function useNameSearch(type: string | null, term: string): Match[] {
  const environment = useRelayEnvironment();
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const [matches, setMatches] = useState<Match[]>([]);
  useEffect(() => {
    if (!type || debounced.length < MIN_SEARCH_LENGTH) return;
    const handlers = { error: () => setMatches([]) };
    const subscription =
      type === USER_TYPE
        ? fetchQuery<RecordReferenceInputUserSearchQuery>(environment, userSearchQuery, { term: debounced }).subscribe({
            ...handlers,
            next: (data) => setMatches(data.userNameSearch.map((u) => ({ id: u.id, rowId: u.rowId, name: u.fullName }))),
          })
        : fetchQuery<RecordReferenceInputSearchQuery>(environment, searchQuery, { type, term: debounced }).subscribe({
            ...handlers,
            next: (data) => setMatches(data.nameSearch.map((m) => ({ id: m.id, rowId: m.rowId, name: m.name }))),
          });
    return () => subscription.unsubscribe();
  }, [environment, type, debounced]);
  return type && debounced.length >= MIN_SEARCH_LENGTH ? matches : [];
}

export interface ComboProps extends Omit<KindInputProps, 'refType' | 'onRefTypeChange'> {
  type: string | null;
  label: string;
}

const nameCheckQuery = graphql`
  query RecordReferenceInputNameCheckQuery($type: String!, $name: String!) {
    nameCheck(type: $type, name: $name) {
      __typename
      ... on NameCheckMatch {
        rowId
        name
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Spec: a typed name is checked against the server and the linked id is set or cleared; an unknown name is
 * "Invalid object", a record the user may not write "No permission" (the api's messages, shown verbatim).
 */
function useNameCheck(type: string | null) {
  const environment = useRelayEnvironment();
  return (name: string) =>
    type
      ? fetchQuery<RecordReferenceInputNameCheckQuery>(environment, nameCheckQuery, { type, name }, { fetchPolicy: 'network-only' })
          .toPromise()
          .then((data) => data?.nameCheck)
      : Promise.resolve(undefined);
}

/**
 * A react-aria ComboBox over `nameSearch`: the selected match's row id is the value. A name typed without
 * choosing a match is checked on blur; the button beside it opens the lookup dialog.
 */
export function NameComboBox({ field, type, label, value, valueText, onChange, onBlur, error, isReadOnly }: ComboProps) {
  const [inputValue, setInputValue] = useState(valueText ?? '');
  const [chosen, setChosen] = useState<Match | null>(null);
  // The name of the linked record as last set (initial value, a chosen match, a checked name).
  const [linkedName, setLinkedName] = useState(valueText ?? '');
  const [checkError, setCheckError] = useState<string | null>(null);
  const [lookupOpen, setLookupOpen] = useState(false);
  // The text as last typed, read on blur (after the render that typing caused).
  const typedRef = useRef(valueText ?? '');
  // Only what the user typed is searched: the linked record's own name (an opened form) asks nothing.
  const matches = useNameSearch(type, inputValue === linkedName ? '' : inputValue);
  const checkName = useNameCheck(type);
  const items = chosen && !matches.some((m) => m.rowId === chosen.rowId) ? [chosen, ...matches] : matches;
  const selectedKey = value === null || value === undefined || value === '' ? null : String(value);

  const link = (match: { rowId: number; name: string } | null) => {
    setCheckError(null);
    setLinkedName(match?.name ?? '');
    if (match) {
      setInputValue(match.name);
      typedRef.current = match.name;
    }
    onChange(match ? match.rowId : null);
  };

  /** On leaving the box: an emptied box clears the link, a changed name is checked with the server. */
  const checkTyped = () => {
    onBlur?.();
    const typed = typedRef.current.trim();
    if (typed === '') {
      setCheckError(null);
      if (selectedKey !== null) link(null);
      return;
    }
    if (selectedKey !== null) return;
    void checkName(typed).then(
      (result) => {
        if (!result) return;
        if (result.__typename === 'NameCheckMatch' && result.rowId != null && result.name != null) {
          const match = { id: String(result.rowId), rowId: result.rowId, name: result.name };
          setChosen(match);
          link(match);
          return;
        }
        onChange(null);
        setLinkedName('');
        // NotFoundError says "Invalid object", PermissionError "No permission" (the api's words).
        setCheckError(('message' in result ? result.message : null) ?? 'Invalid object');
      },
      () => setCheckError('The name could not be checked; please try again.'),
    );
  };

  const shownError = checkError ?? error;
  return (
    <>
      <ComboBox
        className={styles.field}
        name={field.name}
        items={items}
        inputValue={inputValue}
        onInputChange={(text) => {
          setInputValue(text);
          typedRef.current = text;
          setCheckError(null);
          // Typing another name unlinks the record until a match is chosen or the name checks out on blur.
          if (selectedKey !== null && text.trim() !== linkedName.trim()) onChange(null);
        }}
        selectedKey={selectedKey}
        onSelectionChange={(key: Key | null) => {
          const match = items.find((m) => String(m.rowId) === String(key));
          if (!match) return;
          setChosen(match);
          link(match);
        }}
        onBlur={checkTyped}
        menuTrigger="input"
        allowsEmptyCollection
        allowsCustomValue
        isReadOnly={isReadOnly}
        isDisabled={!type}
        isRequired={field.required}
        isInvalid={Boolean(shownError)}
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
          {type && type !== USER_TYPE && !isReadOnly ? (
            // Its own button, not the combo box's trigger (which the ComboBox's context would make it).
            <ButtonContext.Provider value={{}}>
              <Button className={styles.comboButton} aria-label={`Look up ${label}`} onPress={() => setLookupOpen(true)}>
                <span aria-hidden="true">🔍</span>
              </Button>
            </ButtonContext.Provider>
          ) : null}
        </div>
        <FieldError className={styles.error}>{shownError}</FieldError>
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
      {type && type !== USER_TYPE ? (
        <LookupDialog
          type={type}
          label={label}
          isOpen={lookupOpen}
          onClose={() => setLookupOpen(false)}
          onSelect={(choice) => {
            const match = { id: String(choice.rowId), rowId: choice.rowId, name: choice.name };
            setChosen(match);
            link(match);
          }}
        />
      ) : null}
    </>
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
