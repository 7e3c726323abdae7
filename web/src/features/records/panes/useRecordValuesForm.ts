import { useId, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  REQUIRED_FIELDS_MESSAGE,
  applyValidationError,
  fieldResolver,
  missingRequired,
  type FormField,
  type RecordFormValues,
} from './recordForm';

/**
 * What createRecord / updateRecord answer: a success, a ValidationError, a refusal (PermissionError, NotFoundError,
 * UpgradeRequiredError: its message is shown) or a type the document did not ask for.
 */
export interface RecordSaveResult {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: readonly { readonly field: string; readonly message: string }[];
}

const REFUSALS: ReadonlySet<string> = new Set(['PermissionError', 'NotFoundError', 'UpgradeRequiredError']);

export interface RecordValuesFormOptions<R extends RecordSaveResult> {
  fields: readonly FormField[];
  defaultValues: RecordFormValues;
  /** Sends the values; a rejection (network, GraphQL error) is shown by the message region and the input stays. */
  save: (values: RecordFormValues, dirty: Partial<Record<string, unknown>>) => Promise<R>;
  /** `__typename` of the success payload. */
  success: string;
  onSaved: (result: R, values: RecordFormValues) => void;
  /** Lower-case type label for the fallback message, e.g. "opportunity". */
  noun: string;
}

function requiredResolver(fields: readonly FormField[]): Resolver<RecordFormValues> {
  return (values) => {
    const missing = missingRequired(fields, values);
    const names = Object.keys(missing);
    if (names.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(names.map((name) => [name, { type: 'required', message: missing[name] }])),
    };
  };
}

/**
 * The one form path of every record form (edit pane, detail-info): required fields checked first ("Please complete
 * all required fields"), then the save and its answer: success resets the form to what was saved; a ValidationError
 * marks its fields and shows its message; a refusal shows its message; the typed values always stay.
 */
export function useRecordValuesForm<R extends RecordSaveResult>({ fields, defaultValues, save, success, onSaved, noun }: RecordValuesFormOptions<R>) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const form = useForm<RecordFormValues>({ defaultValues, resolver: requiredResolver(fields) });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, dirtyFields },
  } = form;
  const fieldFor = fieldResolver(fields.map((f) => f.name));

  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      setSaving(true);
      let result: R;
      try {
        result = await save(values, dirtyFields as Partial<Record<string, unknown>>);
      } catch {
        return; // the message region shows the server's reason
      } finally {
        setSaving(false);
      }
      if (result.__typename === success) {
        reset(values);
        onSaved(result, values);
        return;
      }
      const { message, fields: invalid } = result;
      if (result.__typename === 'ValidationError' && message !== undefined && invalid) {
        setFormError(applyValidationError({ message, fields: invalid }, setError, fieldFor));
      } else if (REFUSALS.has(result.__typename) && message !== undefined) {
        setFormError(message);
      } else {
        setFormError(`The ${noun} could not be saved.`);
      }
    },
    () => setFormError(REQUIRED_FIELDS_MESSAGE),
  );

  return {
    form,
    formId,
    isDirty,
    isSaving,
    formError,
    clearError: () => setFormError(null),
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
