import { useId, useState, type FormEvent } from 'react';
import { useForm, type Control, type DefaultValues, type Path, type UseFormReset } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { canSaveRecord } from '../../../app/permissions';
import { showMessage } from '../../../app/errors/messages';
import {
  REQUIRED_FIELDS_MESSAGE,
  applyValidationError,
  changedValues,
  type RecordFormModel,
  type RecordFormValues,
} from './recordForm';
import type { RecordFormPaneProps } from './RecordFormPane';

/**
 * What a create or update mutation answers: a success (`<Mutation>Success`), a ValidationError, a refusal
 * (PermissionError, NotFoundError, UpgradeRequiredError: its message is shown) or a type the document did not ask for.
 */
export interface RecordSaveResult {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: readonly { readonly field: string; readonly message: string }[];
}

const REFUSALS: ReadonlySet<string> = new Set(['PermissionError', 'NotFoundError', 'UpgradeRequiredError']);

type Success<R extends RecordSaveResult, S extends string> = Extract<R, { readonly __typename: S }>;

function isSuccess<R extends RecordSaveResult, S extends R['__typename']>(result: R, typename: S): result is Success<R, S> {
  return result.__typename === typename;
}

/** A mutation hook's result: the function that saves and whether a save is in flight. */
export type SaveMutation<A extends unknown[], R> = readonly [(...args: A) => Promise<R>, boolean];

interface RecordFormOptions<F extends string, R extends RecordSaveResult, S extends R['__typename']> {
  model: RecordFormModel<F>;
  defaultValues: RecordFormValues<F>;
  /** Sends the values; a rejection (network, GraphQL error) is shown by the message region, the values stay. */
  save: (values: RecordFormValues<F>, dirtyFields: Partial<Record<F | 'status', unknown>>) => Promise<R>;
  isSaving: boolean;
  /** `__typename` of the success payload. */
  success: S;
  onSuccess: (payload: Success<R, S>, values: RecordFormValues<F>, reset: UseFormReset<RecordFormValues<F>>) => void;
  /** Lower-case type name for the fallback message, e.g. "organization". */
  noun: string;
}

/** What a record form hands to its pane and fields. */
export interface RecordForm<F extends string> {
  control: Control<RecordFormValues<F>>;
  /** The RecordFormPane props the form decides; title, formLabel, onClose and the fields are the caller's. */
  pane: Pick<RecordFormPaneProps, 'formId' | 'isDirty' | 'canSave' | 'isSaving' | 'isReadOnly' | 'isLocked' | 'formError' | 'onSubmit'>;
}

/**
 * The one form path of every record pane: zod validation (an invalid form shows "Please complete all required
 * fields"), the save, and the answer: success, a ValidationError on its fields and as the pane message, a refusal's
 * message, or "The <noun> could not be saved.".
 */
function useRecordForm<F extends string, R extends RecordSaveResult, S extends R['__typename']>({
  model,
  defaultValues,
  save,
  isSaving,
  success,
  onSuccess,
  noun,
}: RecordFormOptions<F, R, S>) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, dirtyFields },
  } = useForm<RecordFormValues<F>, unknown, RecordFormValues<F>>({
    resolver: zodResolver<RecordFormValues<F>, unknown, RecordFormValues<F>>(model.schema),
    // react-hook-form cannot tell that a generic complete value set is also a DefaultValues.
    defaultValues: defaultValues as DefaultValues<RecordFormValues<F>>,
  });
  // `status` and the text fields are paths; TypeScript cannot see it for a generic F.
  const fieldFor = model.fieldFor as (serverField: string) => Path<RecordFormValues<F>> | null;

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      let result;
      try {
        result = await save(values, dirtyFields as Partial<Record<F | 'status', unknown>>);
      } catch {
        return; // the message region shows the server's reason; the typed values stay
      }
      if (isSuccess(result, success)) {
        onSuccess(result, values, reset);
        return;
      }
      const { message, fields } = result;
      if (result.__typename === 'ValidationError' && message !== undefined && fields) {
        setFormError(applyValidationError({ message, fields }, setError, fieldFor));
      } else if (REFUSALS.has(result.__typename) && message !== undefined) {
        setFormError(message);
      } else {
        setFormError(`The ${noun} could not be saved.`);
      }
    },
    () => setFormError(REQUIRED_FIELDS_MESSAGE),
  );

  return {
    control,
    pane: { formId, isDirty, isSaving, formError, onSubmit: (e: FormEvent<HTMLFormElement>) => void onSubmit(e) },
  };
}

export interface RecordCreateFormOptions<F extends string, I, R extends RecordSaveResult, S extends R['__typename']> {
  model: RecordFormModel<F>;
  /** The create mutation hook's result, e.g. `useCreatePerson()`. */
  mutation: SaveMutation<[input: I, connections: readonly string[]], R>;
  toInput: (values: RecordFormValues<F>) => I;
  /** List connections the new record is appended to. */
  connections: readonly string[];
  success: S;
  /** The detail page of the new record, opened after "Item is saved.". */
  pathOf: (payload: Success<R, S>) => string;
  onClose: () => void;
  noun: string;
}

/** The form of an "Add <Type>" pane: starts empty, and on success says "Item is saved.", closes and opens the record. */
export function useRecordCreateForm<F extends string, I, R extends RecordSaveResult, S extends R['__typename']>({
  model,
  mutation: [create, isSaving],
  toInput,
  connections,
  success,
  pathOf,
  onClose,
  noun,
}: RecordCreateFormOptions<F, I, R, S>): RecordForm<F> {
  const navigate = useNavigate();
  const { control, pane } = useRecordForm({
    model,
    defaultValues: model.empty,
    save: (values) => create(toInput(values), connections),
    isSaving,
    success,
    onSuccess: (payload) => {
      showMessage('Item is saved.');
      onClose();
      void navigate(pathOf(payload));
    },
    noun,
  });
  return { control, pane: { ...pane, canSave: true } };
}

export interface RecordEditFormOptions<F extends string, R extends RecordSaveResult, S extends R['__typename']> {
  model: RecordFormModel<F>;
  /** The record as it is in the store. */
  record: { id: string; permission: string | null | undefined; isLocked: boolean | null | undefined };
  values: RecordFormValues<F>;
  /** The update mutation hook's result, e.g. `useUpdatePerson()`; it gets the id and the changed fields. */
  mutation: SaveMutation<[input: { id: string } & Partial<RecordFormValues<F>>], R>;
  success: S;
  onClose: () => void;
  noun: string;
}

/**
 * The form of an edit pane: read-only unless the permission allows saving; sends only the changed fields and
 * closes on success.
 */
export function useRecordEditForm<F extends string, R extends RecordSaveResult, S extends R['__typename']>({
  model,
  record,
  values,
  mutation: [update, isSaving],
  success,
  onClose,
  noun,
}: RecordEditFormOptions<F, R, S>): RecordForm<F> & { isReadOnly: boolean } {
  const canSave = canSaveRecord(record.permission);
  const { control, pane } = useRecordForm({
    model,
    defaultValues: values,
    save: (formValues, dirtyFields) => update(changedValues(model, record.id, formValues, dirtyFields)),
    isSaving,
    success,
    onSuccess: (_payload, savedValues, reset) => {
      reset(savedValues);
      onClose();
    },
    noun,
  });
  return { control, isReadOnly: !canSave, pane: { ...pane, canSave, isReadOnly: !canSave, isLocked: record.isLocked } };
}
