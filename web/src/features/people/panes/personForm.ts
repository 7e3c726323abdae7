import { z } from 'zod';
import { REQUIRED_FIELDS_MESSAGE, fieldResolver } from '../../records/panes/recordForm';

export const personFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE),
  jobTitle: z.string(),
  phone: z.string(),
  email: z.string(),
  description: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
});

export type PersonFormValues = z.infer<typeof personFormSchema>;
export type PersonFormField = keyof PersonFormValues;

export const PERSON_FORM_FIELDS: readonly PersonFormField[] = ['firstName', 'lastName', 'jobTitle', 'phone', 'email', 'description', 'status'];

export const EMPTY_PERSON: PersonFormValues = {
  firstName: '',
  lastName: '',
  jobTitle: '',
  phone: '',
  email: '',
  description: '',
  status: 'ACTIVE',
};

/** Server field names (`lastName`, `primaryEmail`, `input.jobTitle`, …) → form fields. */
export const personFieldFor = fieldResolver(PERSON_FORM_FIELDS);
