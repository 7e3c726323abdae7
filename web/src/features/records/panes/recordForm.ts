import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Spec message for a missing required field, shown verbatim. */
export const REQUIRED_FIELDS_MESSAGE = 'Please complete all required fields';
export const EXIT_WITHOUT_SAVING_MESSAGE = 'Exit without saving?';

export const STATUS_OPTIONS = [
  { id: 'ACTIVE', label: 'Active' },
  { id: 'INACTIVE', label: 'Inactive' },
] as const;

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
