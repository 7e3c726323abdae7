import { RecordFormPane } from '../../records/panes/RecordFormPane';
import { useRecordCreateForm } from '../../records/panes/useRecordForm';
import { useCreateOrganization } from '../mutations/useCreateOrganization';
import type { CreateOrganizationInput } from '../mutations/__generated__/useCreateOrganizationMutation.graphql';
import { organizationPath } from '../components/OrganizationRow';
import { OrganizationFormFields } from './OrganizationFormFields';
import { organizationForm, type OrganizationFormValues } from './organizationForm';

export interface CreateOrganizationPaneProps {
  isOpen: boolean;
  onClose: () => void;
  /** List connections the new organization is appended to. */
  connections: readonly string[];
}

export function CreateOrganizationPane({ isOpen, onClose, connections }: CreateOrganizationPaneProps) {
  return isOpen ? <CreateForm onClose={onClose} connections={connections} /> : null;
}

function toInput(values: OrganizationFormValues): CreateOrganizationInput {
  const input: CreateOrganizationInput = { name: values.name.trim(), status: values.status };
  for (const key of ['website', 'industry', 'phone', 'email', 'description'] as const) {
    const value = values[key].trim();
    if (value) input[key] = value;
  }
  return input;
}

function CreateForm({ onClose, connections }: Omit<CreateOrganizationPaneProps, 'isOpen'>) {
  const { control, pane } = useRecordCreateForm({
    model: organizationForm,
    mutation: useCreateOrganization(),
    toInput,
    connections,
    success: 'CreateOrganizationSuccess',
    pathOf: (payload) => organizationPath(payload.organization.rowId),
    onClose,
    noun: 'organization',
  });
  return (
    <RecordFormPane title="New Organization" formLabel="New organization" {...pane} onClose={onClose}>
      <OrganizationFormFields control={control} isReadOnly={false} />
    </RecordFormPane>
  );
}
