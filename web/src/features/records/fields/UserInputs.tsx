import { graphql, useLazyLoadQuery } from 'react-relay';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import type { KindInputProps } from './FieldInput';
import { NameComboBox, USER_TYPE } from './RecordReferenceInput';
import type { UserInputsQuery } from './__generated__/UserInputsQuery.graphql';
import styles from '../../../ui/Field.module.css';

const usersQuery = graphql`
  query UserInputsQuery {
    users {
      rowId
      fullName
    }
  }
`;

/** The company's users (loaded once, then from the store). */
function useCompanyUsers() {
  return useLazyLoadQuery<UserInputsQuery>(usersQuery, {}, { fetchPolicy: 'store-or-network' }).users;
}

/**
 * USER: one user of the company, by row id, as an autocomplete (spec: 2+ characters, `NameSearch`; a typed name
 * is checked with `NameCheck` and the user set or cleared).
 */
export function UserInput(props: KindInputProps) {
  const users = useCompanyUsers();
  // A new record's owner arrives as an id alone: its name comes from the company's users.
  const known = props.valueText ?? users.find((u) => u.rowId === Number(props.value))?.fullName ?? null;
  return <NameComboBox {...props} valueText={known} type={USER_TYPE} label={props.field.label} />;
}

/** USERS: several users of the company (row ids), as a group of checkboxes. */
export function UsersInput({ field, value, onChange, error, isReadOnly }: KindInputProps) {
  const users = useCompanyUsers();
  const selected = Array.isArray(value) ? value.map(String) : [];
  return (
    <CheckboxGroup
      className={styles.field}
      name={field.name}
      value={selected}
      onChange={(ids) => onChange(ids.map(Number))}
      isReadOnly={isReadOnly}
      isRequired={field.required}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{field.label}</Label>
      {users.map((u) => (
        <Checkbox key={u.rowId} value={String(u.rowId)} className={styles.checkbox}>
          <span className={styles.checkboxBox} aria-hidden="true" />
          {u.fullName}
        </Checkbox>
      ))}
      <FieldError className={styles.error}>{error}</FieldError>
    </CheckboxGroup>
  );
}
