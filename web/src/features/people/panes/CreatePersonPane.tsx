import { RecordFormPane } from '../../records/panes/RecordFormPane';
import { useRecordCreateForm } from '../../records/panes/useRecordForm';
import { useCreatePerson } from '../mutations/useCreatePerson';
import type { CreatePersonInput } from '../mutations/__generated__/useCreatePersonMutation.graphql';
import { personPath } from '../components/PersonRow';
import { PersonFormFields } from './PersonFormFields';
import { personForm, type PersonFormValues } from './personForm';

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
  const { control, pane } = useRecordCreateForm({
    model: personForm,
    mutation: useCreatePerson(),
    toInput,
    connections,
    success: 'CreatePersonSuccess',
    pathOf: (payload) => personPath(payload.person.rowId),
    onClose,
    noun: 'person',
  });
  return (
    <RecordFormPane title="New Person" formLabel="New person" {...pane} onClose={onClose}>
      <PersonFormFields control={control} isReadOnly={false} />
    </RecordFormPane>
  );
}
