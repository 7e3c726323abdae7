import { z } from 'zod';
import { REQUIRED_FIELDS_MESSAGE, fieldResolver } from '../../records/panes/recordForm';

export { EXIT_WITHOUT_SAVING_MESSAGE, REQUIRED_FIELDS_MESSAGE, STATUS_OPTIONS } from '../../records/panes/recordForm';

export const organizationFormSchema = z.object({
  name: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE),
  website: z.string(),
  industry: z.string(),
  phone: z.string(),
  email: z.string(),
  description: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
});

export type OrganizationFormValues = z.infer<typeof organizationFormSchema>;
export type OrganizationFormField = keyof OrganizationFormValues;

export const FORM_FIELDS: readonly OrganizationFormField[] = ['name', 'website', 'industry', 'phone', 'email', 'description', 'status'];

export const EMPTY_ORGANIZATION: OrganizationFormValues = {
  name: '',
  website: '',
  industry: '',
  phone: '',
  email: '',
  description: '',
  status: 'ACTIVE',
};

/** Server field names (GraphQL input names, api model names, paths like `input.email`) → form fields. */
export const formFieldFor = fieldResolver(FORM_FIELDS);
