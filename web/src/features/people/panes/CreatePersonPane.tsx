import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { showMessage } from '../../../app/errors/messages';
import { RecordFormPane } from '../../records/panes/RecordFormPane';
import { REQUIRED_FIELDS_MESSAGE, applyValidationError } from '../../records/panes/recordForm';
import { useCreatePerson } from '../mutations/useCreatePerson';
import type { CreatePersonInput } from '../mutations/__generated__/useCreatePersonMutation.graphql';
import { personPath } from '../components/PersonRow';
import { PersonFormFields } from './PersonFormFields';
import { EMPTY_PERSON, personFieldFor, personFormSchema, type PersonFormValues } from './personForm';

export interface CreatePersonPaneProps {
  isOpen: boolean;
  onClose: () => void;
  /** List connections the new person is appended to. */
  connections: readonly string[];
}

export function CreatePersonPane({ isOpen, onClose, connections }: CreatePersonPaneProps) {
  return isOpen ? <CreateForm onClose={onClose} connections={connections} /> : null;
}

function toInput(values: PersonFormValues): CreatePersonInput {
  const input: CreatePersonInput = { lastName: values.lastName.trim(), status: values.status };
  for (const key of ['firstName', 'jobTitle', 'phone', 'email', 'description'] as const) {
    const value = values[key].trim();
    if (value) input[key] = value;
  }
  return input;
}

function CreateForm({ onClose, connections }: Omit<CreatePersonPaneProps, 'isOpen'>) {
  const formId = useId();
  const navigate = useNavigate();
  const [create, isSaving] = useCreatePerson();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<PersonFormValues>({ resolver: zodResolver(personFormSchema), defaultValues: EMPTY_PERSON });

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      let result;
      try {
        result = await create(toInput(values), connections);
      } catch {
        return;
      }
      switch (result.__typename) {
        case 'CreatePersonSuccess':
          showMessage('Item is saved.');
          onClose();
          void navigate(personPath(result.person.rowId));
          return;
        case 'ValidationError':
          setFormError(applyValidationError(result, setError, personFieldFor));
          return;
        case 'PermissionError':
        case 'UpgradeRequiredError':
          setFormError(result.message);
          return;
        default:
          setFormError('The person could not be saved.');
      }
    },
    () => setFormError(REQUIRED_FIELDS_MESSAGE),
  );

  return (
    <RecordFormPane
      title="New Person"
      formLabel="New person"
      formId={formId}
      isDirty={isDirty}
      canSave
      isSaving={isSaving}
      formError={formError}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
    >
      <PersonFormFields control={control} isReadOnly={false} />
    </RecordFormPane>
  );
}
