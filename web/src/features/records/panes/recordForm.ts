import { z } from 'zod';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Spec message for a missing required field, shown verbatim. */
export const REQUIRED_FIELDS_MESSAGE = 'Please complete all required fields';
export const EXIT_WITHOUT_SAVING_MESSAGE = 'Exit without saving?';

export const STATUS_OPTIONS = [
  { id: 'ACTIVE', label: 'Active' },
  { id: 'INACTIVE', label: 'Inactive' },
] as const;

export type RecordFormStatus = (typeof STATUS_OPTIONS)[number]['id'];

/** Server field names every record form maps the same way (api model names → form fields). */
const COMMON_ALIASES: Record<string, string> = {
  primaryemail: 'email',
  primaryphone: 'phone',
};

/**
 * Maps a server field name (GraphQL input name, api model name, a path like `input.email` or
 * `addressList[0].street`) to one of the form's fields, or null.
 */
export function fieldResolver<F extends string>(fields: readonly F[], aliases: Record<string, F> = {}) {
  return (serverField: string): F | null => {
    const last = serverField.split('.').pop()?.replace(/\[\d+\]$/, '') ?? '';
    const lower = last.toLowerCase();
    const alias = aliases[lower] ?? (COMMON_ALIASES[lower] as F | undefined);
    if (alias && fields.includes(alias)) return alias;
    return fields.find((f) => f.toLowerCase() === lower) ?? null;
  };
}

export interface ServerValidationError {
  message: string;
  fields: readonly { field: string; message: string }[];
}

/** Marks the fields a ValidationError names (the first one gets the focus); returns the message for the pane. */
export function applyValidationError<V extends FieldValues>(
  error: ServerValidationError,
  setError: UseFormSetError<V>,
  fieldFor: (serverField: string) => Path<V> | null,
): string {
  let focused = false;
  for (const f of error.fields) {
    const field = fieldFor(f.field);
    if (field) {
      setError(field, { type: 'server', message: f.message || error.message }, { shouldFocus: !focused });
      focused = true;
    }
  }
  return error.message;
}

/** The values of a record form: its text fields and the Active / Inactive status. */
export type RecordFormValues<F extends string> = Record<F, string> & { status: RecordFormStatus };

export interface RecordFormModel<F extends string> {
  schema: z.ZodType<RecordFormValues<F>, RecordFormValues<F>>;
  /** Every form field in form order, `status` last. */
  fields: readonly (F | 'status')[];
  /** The required text field (trimmed, "Please complete all required fields" when empty). */
  required: F;
  /** The values of a new record: empty texts, Active. */
  empty: RecordFormValues<F>;
  /** Server field names (GraphQL input names, api model names, paths like `input.email`) → form fields. */
  fieldFor: (serverField: string) => F | 'status' | null;
}

/** The values type of a form model, e.g. `RecordFormValuesOf<typeof personForm>`. */
export type RecordFormValuesOf<M> = M extends RecordFormModel<infer F> ? RecordFormValues<F> : never;

/** One record form from its text fields (in form order) and the one that is required. */
export function defineRecordForm<F extends string>(textFields: readonly F[], required: NoInfer<F>): RecordFormModel<F> {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of textFields) shape[field] = field === required ? z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE) : z.string();
  const statusIds = STATUS_OPTIONS.map((option) => option.id);
  // z.object cannot type keys built at run time; the shape above is exactly RecordFormValues<F>.
  const schema = z.object({ ...shape, status: z.enum(statusIds) }) as unknown as RecordFormModel<F>['schema'];
  const fields = [...textFields, 'status' as const];
  const empty = { ...Object.fromEntries(textFields.map((field) => [field, ''])), status: 'ACTIVE' } as RecordFormValues<F>;
  return { schema, fields, required, empty, fieldFor: fieldResolver(fields) };
}

/**
 * The update input of an edit form: the record id and the fields the user changed (the required text trimmed,
 * the others as typed).
 */
export function changedValues<F extends string>(
  model: RecordFormModel<F>,
  id: string,
  values: RecordFormValues<F>,
  dirtyFields: Partial<Record<F | 'status', unknown>>,
): { id: string } & Partial<RecordFormValues<F>> {
  const input: Record<string, string> = { id };
  for (const field of model.fields) {
    if (dirtyFields[field]) input[field] = field === model.required ? values[field].trim() : values[field];
  }
  return input as { id: string } & Partial<RecordFormValues<F>>;
}
