import type { Control } from 'react-hook-form';
import { FormStatusField, FormTextField } from '../../records/panes/FormFields';
import type { OrganizationFormValues } from './organizationForm';

export interface OrganizationFormFieldsProps {
  control: Control<OrganizationFormValues>;
  isReadOnly: boolean;
}

/** The organization fields shared by the create and edit panes. */
export function OrganizationFormFields({ control, isReadOnly }: OrganizationFormFieldsProps) {
  const common = { control, isReadOnly };
  return (
    <>
      <FormTextField {...common} name="name" label="Name" isRequired />
      <FormTextField {...common} name="website" label="Website" type="url" />
      <FormTextField {...common} name="industry" label="Industry" />
      <FormTextField {...common} name="phone" label="Phone" type="tel" />
      <FormTextField {...common} name="email" label="Email" type="email" />
      <FormTextField {...common} name="description" label="Description" multiline />
      <FormStatusField {...common} name="status" label="Status" />
    </>
  );
}
