import type { Control } from 'react-hook-form';
import { FormStatusField, FormTextField } from '../../records/panes/FormFields';
import type { PersonFormValues } from './personForm';

/** The person fields shared by the create and edit panes. */
export function PersonFormFields({ control, isReadOnly }: { control: Control<PersonFormValues>; isReadOnly: boolean }) {
  const common = { control, isReadOnly };
  return (
    <>
      <FormTextField {...common} name="firstName" label="First name" />
      <FormTextField {...common} name="lastName" label="Last name" isRequired />
      <FormTextField {...common} name="jobTitle" label="Job title" />
      <FormTextField {...common} name="phone" label="Phone" type="tel" />
      <FormTextField {...common} name="email" label="Email" type="email" />
      <FormTextField {...common} name="description" label="Description" multiline />
      <FormStatusField {...common} name="status" label="Status" />
    </>
  );
}
