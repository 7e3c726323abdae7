import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectField, TextField } from '../../../ui';
import { STATUS_OPTIONS } from './recordForm';

interface ControlledProps<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  label: string;
  isReadOnly: boolean;
}

/** A text field bound to react-hook-form; a server or schema error shows under it and marks it invalid. */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  label,
  isReadOnly,
  ...extra
}: ControlledProps<V> & { type?: 'url' | 'email' | 'tel'; multiline?: boolean; isRequired?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          isReadOnly={isReadOnly}
          {...extra}
        />
      )}
    />
  );
}

/** The Active / Inactive select of a record. */
export function FormStatusField<V extends FieldValues>({ control, name, label, isReadOnly }: ControlledProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          options={STATUS_OPTIONS}
          error={fieldState.error?.message}
          isDisabled={isReadOnly}
        />
      )}
    />
  );
}
