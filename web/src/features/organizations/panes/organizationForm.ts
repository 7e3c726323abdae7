import { z } from 'zod';

/** Spec message for a missing required field, shown verbatim. */
export const REQUIRED_FIELDS_MESSAGE = 'Please complete all required fields';
export const EXIT_WITHOUT_SAVING_MESSAGE = 'Exit without saving?';

export const STATUS_OPTIONS = [
  { id: 'ACTIVE', label: 'Active' },
  { id: 'INACTIVE', label: 'Inactive' },
] as const;

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
const FIELD_ALIASES: Record<string, OrganizationFormField> = {
  primaryemail: 'email',
  primaryphone: 'phone',
};

export function formFieldFor(serverField: string): OrganizationFormField | null {
  const last = serverField.split('.').pop()?.replace(/\[\d+\]$/, '') ?? '';
  const lower = last.toLowerCase();
  const alias = FIELD_ALIASES[lower];
  if (alias) return alias;
  return FORM_FIELDS.find((f) => f.toLowerCase() === lower) ?? null;
}
