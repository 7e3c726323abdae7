import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useFragment } from 'react-relay';
import { canSaveRecord } from '../../../app/permissions';
import { RecordFormPane } from '../../records/panes/RecordFormPane';
import { REQUIRED_FIELDS_MESSAGE, applyValidationError } from '../../records/panes/recordForm';
import { useUpdatePerson } from '../mutations/useUpdatePerson';
import type { UpdatePersonInput } from '../mutations/__generated__/useUpdatePersonMutation.graphql';
import { PersonFormFields } from './PersonFormFields';
import { PERSON_FORM_FIELDS, personFieldFor, personFormSchema, type PersonFormValues } from './personForm';
import type { PersonEditPane_person$data, PersonEditPane_person$key } from './__generated__/PersonEditPane_person.graphql';

export interface PersonEditPaneProps {
  person: PersonEditPane_person$key;
  isOpen: boolean;
  onClose: () => void;
}

/** The edit pane: mounted while open, so every opening starts from the record as it is in the store. */
export function PersonEditPane({ person, isOpen, onClose }: PersonEditPaneProps) {
  const data = useFragment(
    graphql`
      fragment PersonEditPane_person on Person {
        id
        firstName
        lastName
        jobTitle
        phone
        email
        description
        status
        permission
        isLocked
      }
    `,
    person,
  );
  return isOpen ? <EditForm data={data} onClose={onClose} /> : null;
}

function valuesOf(data: PersonEditPane_person$data): PersonFormValues {
  return {
    firstName: data.firstName ?? '',
    lastName: data.lastName,
    jobTitle: data.jobTitle ?? '',
    phone: data.phone ?? '',
    email: data.email ?? '',
    description: data.description ?? '',
    status: data.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  };
}

function EditForm({ data, onClose }: { data: PersonEditPane_person$data; onClose: () => void }) {
  const formId = useId();
  const [update, isSaving] = useUpdatePerson();
  const [formError, setFormError] = useState<string | null>(null);
  const canSave = canSaveRecord(data.permission);
  const isReadOnly = !canSave;
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, dirtyFields },
  } = useForm<PersonFormValues>({ resolver: zodResolver(personFormSchema), defaultValues: valuesOf(data) });

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      const input: UpdatePersonInput = { id: data.id };
      for (const field of PERSON_FORM_FIELDS) {
        if (!dirtyFields[field]) continue;
        if (field === 'status') input.status = values.status;
        else input[field] = field === 'lastName' ? values.lastName.trim() : values[field];
      }
      let result;
      try {
        result = await update(input);
      } catch {
        return; // the message region shows the server's reason; the typed values stay
      }
      switch (result.__typename) {
        case 'UpdatePersonSuccess':
          reset(values);
          onClose();
          return;
        case 'ValidationError':
          setFormError(applyValidationError(result, setError, personFieldFor));
          return;
        case 'PermissionError':
        case 'NotFoundError':
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
      title="Edit Person"
      formLabel="Person"
      formId={formId}
      isDirty={isDirty}
      canSave={canSave}
      isSaving={isSaving}
      isReadOnly={isReadOnly}
      isLocked={data.isLocked}
      formError={formError}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
    >
      <PersonFormFields control={control} isReadOnly={isReadOnly} />
    </RecordFormPane>
  );
}
