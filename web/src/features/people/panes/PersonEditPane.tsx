import { graphql, useFragment } from 'react-relay';
import { RecordFormPane } from '../../records/panes/RecordFormPane';
import { useRecordEditForm } from '../../records/panes/useRecordForm';
import { useUpdatePerson } from '../mutations/useUpdatePerson';
import { PersonFormFields } from './PersonFormFields';
import { personForm, type PersonFormValues } from './personForm';
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
  const { control, pane, isReadOnly } = useRecordEditForm({
    model: personForm,
    record: { id: data.id, permission: data.permission, isLocked: data.isLocked },
    values: valuesOf(data),
    mutation: useUpdatePerson(),
    success: 'UpdatePersonSuccess',
    onClose,
    noun: 'person',
  });
  return (
    <RecordFormPane title="Edit Person" formLabel="Person" {...pane} onClose={onClose}>
      <PersonFormFields control={control} isReadOnly={isReadOnly} />
    </RecordFormPane>
  );
}
