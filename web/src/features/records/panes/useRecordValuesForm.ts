import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  REQUIRED_EXTRA_FIELDS_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  applyValidationError,
  fieldResolver,
  missingRequired,
  type FormField,
  type RecordFormValues,
} from './recordForm';

/**
 * What createRecord / updateRecord answer: a success, a ValidationError, a ConflictError (someone saved the record
 * since it was read), a refusal (PermissionError, NotFoundError, UpgradeRequiredError: its message is shown) or a
 * type the document did not ask for.
 */
export interface RecordSaveResult {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: readonly { readonly field: string; readonly message: string }[];
  readonly currentVersion?: number | null;
}

const REFUSALS: ReadonlySet<string> = new Set(['PermissionError', 'NotFoundError', 'UpgradeRequiredError']);

/** A save refused because the record changed since it was read: the server's message and the version to overwrite. */
export interface SaveConflict {
  message: string;
  currentVersion: number | null;
}

export interface RecordValuesFormOptions<R extends RecordSaveResult> {
  fields: readonly FormField[];
  defaultValues: RecordFormValues;
  /** The version of the record the form was filled from (edits); every save sends it, not a newer one a live update brought. */
  version?: number;
  /** Sends the values; a rejection (network, timeout) is shown next to the form and the input stays. */
  save: (values: RecordFormValues, dirty: Partial<Record<string, unknown>>, version: number | undefined) => Promise<R>;
  /** Reads the record anew (Reload after a conflict): its values and version, or null when it is gone. */
  reload?: () => Promise<{ values: RecordFormValues; version: number } | null>;
  /** `__typename` of the success payload. */
  success: string;
  onSaved: (result: R, values: RecordFormValues) => void;
  /** Lower-case type label for the fallback message, e.g. "opportunity". */
  noun: string;
  /** What was typed before the pane was minimised: applied over the defaults (and dirty) when the form mounts. */
  draft?: Readonly<RecordFormValues> | null;
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
 * marks its fields and shows its message; a ConflictError offers Reload (discard mine, show theirs) and Overwrite
 * (save mine again over theirs); a refusal or a failure shows its message; the typed values always stay.
 */
export function useRecordValuesForm<R extends RecordSaveResult>({
  fields,
  defaultValues,
  version,
  save,
  reload,
  success,
  onSaved,
  noun,
  draft = null,
}: RecordValuesFormOptions<R>) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [isSaving, setSaving] = useState(false);
  const readVersion = useRef(version);
  const form = useForm<RecordFormValues>({ defaultValues, resolver: requiredResolver(fields) });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, dirtyFields },
  } = form;
  const fieldFor = fieldResolver(fields.map((f) => f.name));
  // A restored pane comes back with what was typed, still dirty (compared with the record, not the draft).
  const draftRef = useRef(draft);
  useEffect(() => {
    const typed = draftRef.current;
    draftRef.current = null;
    if (typed) for (const [name, value] of Object.entries(typed)) form.setValue(name, value, { shouldDirty: true });
  }, [form]);

  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      setConflict(null);
      setSaving(true);
      let result: R;
      try {
        result = await save(values, dirtyFields as Partial<Record<string, unknown>>, readVersion.current);
      } catch (error) {
        setFormError(error instanceof Error && error.message ? error.message : `The ${noun} could not be saved.`);
        return;
      } finally {
        setSaving(false);
      }
      if (result.__typename === success) {
        reset(values);
        onSaved(result, values);
        return;
      }
      const { message, fields: invalid } = result;
      if (result.__typename === 'ConflictError' && message !== undefined) {
        setConflict({ message, currentVersion: result.currentVersion ?? null });
      } else if (result.__typename === 'ValidationError' && message !== undefined && invalid) {
        setFormError(applyValidationError({ message, fields: invalid }, setError, fieldFor));
      } else if (REFUSALS.has(result.__typename) && message !== undefined) {
        setFormError(message);
      } else {
        setFormError(`The ${noun} could not be saved.`);
      }
    },
    (errors) =>
      setFormError(
        Object.values(errors).some((e) => e?.message === REQUIRED_EXTRA_FIELDS_MESSAGE)
          ? REQUIRED_EXTRA_FIELDS_MESSAGE
          : REQUIRED_FIELDS_MESSAGE,
      ),
  );

  /** Saves what the user typed over the other change (the version the conflict named). */
  const overwrite = () => {
    if (conflict?.currentVersion != null) readVersion.current = conflict.currentVersion;
    void submit();
  };

  /** Drops what the user typed and shows the record as it is now. */
  const reloadTheirs = async () => {
    if (!reload) return;
    setSaving(true);
    try {
      const fresh = await reload();
      if (!fresh) {
        setFormError(`The ${noun} no longer exists.`);
        return;
      }
      readVersion.current = fresh.version;
      reset(fresh.values);
      setConflict(null);
      setFormError(null);
    } catch (error) {
      setFormError(error instanceof Error && error.message ? error.message : `The ${noun} could not be reloaded.`);
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    formId,
    isDirty,
    isSaving,
    formError,
    conflict,
    overwrite,
    reloadTheirs: () => void reloadTheirs(),
    clearError: () => setFormError(null),
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
