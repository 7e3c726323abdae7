import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Spec message for a missing required field, shown verbatim. */
export const REQUIRED_FIELDS_MESSAGE = 'Please complete all required fields';
/** Spec message for a required extra field left empty (home-navigation-lists-detail §5). */
export const REQUIRED_EXTRA_FIELDS_MESSAGE = 'Please complete all the required fields';
export const EXIT_WITHOUT_SAVING_MESSAGE = 'Exit without saving?';
export const LEAVE_WITHOUT_SAVING_MESSAGE = 'Leave without saving?';

/** The metadata of a field a form needs (from `recordType.fields`). */
export interface FormField {
  readonly name: string;
  readonly kind: string;
  readonly required: boolean;
  readonly readOnly: boolean;
  readonly refTypeField: string | null | undefined;
  readonly defaultValue?: unknown;
  /** A company's extra field: shown and required only while the record has `requiredForRole` and matches `condition`. */
  readonly extra?: ExtraFieldRule | null;
}

export interface ExtraFieldRule {
  /** The role flag (isLead, isCustomer, isSupplier) the field depends on; null when it always applies. */
  readonly requiredForRole: string | null;
  readonly condition: { readonly field: string; readonly value: string } | null;
}

/** Whether a field applies to the record as typed: an extra field of a role while it has the role, and its condition met. */
export function fieldApplies(field: FormField, values: RecordFormValues): boolean {
  const rule = field.extra;
  if (!rule) return true;
  if (rule.requiredForRole && values[rule.requiredForRole] !== true) return false;
  return !rule.condition || String(values[rule.condition.field] ?? '') === rule.condition.value;
}

/** The values of a record form: model property → model value (row ids for references, seconds for durations). */
export type RecordFormValues = Record<string, unknown>;

/** Server field names every record form maps the same way (GraphQL names → model properties). */
const COMMON_ALIASES: Record<string, string> = { email: 'primaryemail', phone: 'primaryphone' };

/**
 * Maps a server field name (a model property, a path like `input.email` or `addressList[0].street`) to one of the
 * form's fields, or null.
 */
export function fieldResolver(fields: readonly string[]) {
  return (serverField: string): string | null => {
    const last =
      serverField
        .split('.')
        .pop()
        ?.replace(/\[\d+\]$/, '') ?? '';
    const lower = last.toLowerCase();
    const alias = COMMON_ALIASES[lower];
    return fields.find((f) => f.toLowerCase() === lower) ?? fields.find((f) => f.toLowerCase() === alias) ?? null;
  };
}

export interface ServerValidationError {
  message: string;
  fields: readonly { field: string; message: string }[];
}

/** Marks the fields a ValidationError names (the first one gets the focus); returns the message for the form. */
export function applyValidationError<V extends FieldValues>(
  error: ServerValidationError,
  setError: UseFormSetError<V>,
  fieldFor: (serverField: string) => string | null,
): string {
  let focused = false;
  for (const f of error.fields) {
    const field = fieldFor(f.field);
    if (field) {
      setError(field as Path<V>, { type: 'server', message: f.message || error.message }, { shouldFocus: !focused });
      focused = true;
    }
  }
  return error.message;
}

export function isBlank(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The fields a user edits: not server-written, and not the type half of a polymorphic reference (its input owns it). */
export function editableFields<F extends FormField>(fields: readonly F[]): F[] {
  const typeHalves = new Set(fields.map((f) => f.refTypeField).filter((name): name is string => Boolean(name)));
  return fields.filter((f) => !f.readOnly && !typeHalves.has(f.name));
}

/** Required fields left empty, each with the spec's message (the form does not call the server then). */
export function missingRequired(fields: readonly FormField[], values: RecordFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of editableFields(fields)) {
    if (f.required && f.kind !== 'CHECKBOX' && fieldApplies(f, values) && isBlank(values[f.name]))
      errors[f.name] = f.extra ? REQUIRED_EXTRA_FIELDS_MESSAGE : REQUIRED_FIELDS_MESSAGE;
  }
  return errors;
}

/** A value as the api takes it: texts trimmed, an emptied text is null. */
function outgoing(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return value === undefined ? null : value;
}

/** The `values` of createRecord: every filled editable field and the prefilled ones (a parent, a reference). */
export function createValues(fields: readonly FormField[], values: RecordFormValues, prefill: RecordFormValues = {}): RecordFormValues {
  const out: RecordFormValues = { ...prefill };
  const names = new Set(editableFields(fields).map((f) => f.name));
  for (const f of fields) if (f.refTypeField && names.has(f.name)) names.add(f.refTypeField);
  for (const name of names) {
    const value = outgoing(values[name]);
    if (!isBlank(value) || typeof value === 'boolean') out[name] = value;
  }
  return out;
}

/** The `values` of updateRecord: only what the user changed (a polymorphic reference carries its type along). */
export function changedValues(
  fields: readonly FormField[],
  values: RecordFormValues,
  dirty: Partial<Record<string, unknown>>,
): RecordFormValues {
  const out: RecordFormValues = {};
  for (const f of fields) {
    if (!dirty[f.name]) continue;
    out[f.name] = outgoing(values[f.name]);
    if (f.refTypeField) out[f.refTypeField] = outgoing(values[f.refTypeField]);
  }
  return out;
}

/** The starting values of a new record: the type's defaults, then what the caller prefilled. */
export function blankValues(fields: readonly FormField[], prefill: RecordFormValues = {}): RecordFormValues {
  const out: RecordFormValues = {};
  for (const f of fields) out[f.name] = f.defaultValue ?? (f.kind === 'CHECKBOX' ? false : f.kind === 'USERS' ? [] : null);
  return { ...out, ...prefill };
}
