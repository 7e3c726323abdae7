import { graphql, useLazyLoadQuery } from 'react-relay';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { SelectField } from '../../../ui/SelectField';
import type { KindInputProps } from './FieldInput';
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

const NO_USER = '';

/** USER: one user of the company, by row id. */
export function UserInput({ field, value, onChange, error, isReadOnly }: KindInputProps) {
  const users = useCompanyUsers();
  const options = [
    ...(field.required ? [] : [{ id: NO_USER, label: '--' }]),
    ...users.map((u) => ({ id: String(u.rowId), label: u.fullName })),
  ];
  return (
    <SelectField
      label={field.label}
      name={field.name}
      value={value === null || value === undefined ? NO_USER : String(value)}
      options={options}
      onChange={(id) => onChange(id === NO_USER ? null : Number(id))}
      error={error}
      isDisabled={isReadOnly}
    />
  );
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
