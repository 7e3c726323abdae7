import { Controller, type Control } from 'react-hook-form';
import { SelectField, TextField } from '../../../ui';
import { STATUS_OPTIONS, type OrganizationFormValues } from './organizationForm';

export interface OrganizationFormFieldsProps {
  control: Control<OrganizationFormValues>;
  isReadOnly: boolean;
}

/** The organization fields shared by the create and edit panes. */
export function OrganizationFormFields({ control, isReadOnly }: OrganizationFormFieldsProps) {
  const text = (name: Exclude<keyof OrganizationFormValues, 'status'>, label: string, extra: { type?: 'url' | 'email' | 'tel'; multiline?: boolean; isRequired?: boolean } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          isReadOnly={isReadOnly}
          {...extra}
        />
      )}
    />
  );
  return (
    <>
      {text('name', 'Name', { isRequired: true })}
      {text('website', 'Website', { type: 'url' })}
      {text('industry', 'Industry')}
      {text('phone', 'Phone', { type: 'tel' })}
      {text('email', 'Email', { type: 'email' })}
      {text('description', 'Description', { multiline: true })}
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <SelectField
            label="Status"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            options={STATUS_OPTIONS}
            error={fieldState.error?.message}
            isDisabled={isReadOnly}
          />
        )}
      />
    </>
  );
}
