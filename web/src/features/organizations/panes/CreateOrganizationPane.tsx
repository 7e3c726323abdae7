import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { showMessage } from '../../../app/errors/messages';
import { RecordFormPane } from '../../records/panes/RecordFormPane';
import { applyValidationError } from '../../records/panes/recordForm';
import { useCreateOrganization } from '../mutations/useCreateOrganization';
import type { CreateOrganizationInput } from '../mutations/__generated__/useCreateOrganizationMutation.graphql';
import { organizationPath } from '../components/OrganizationRow';
import { OrganizationFormFields } from './OrganizationFormFields';
import {
  EMPTY_ORGANIZATION,
  REQUIRED_FIELDS_MESSAGE,
  formFieldFor,
  organizationFormSchema,
  type OrganizationFormValues,
} from './organizationForm';

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
  const formId = useId();
  const navigate = useNavigate();
  const [create, isSaving] = useCreateOrganization();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<OrganizationFormValues>({ resolver: zodResolver(organizationFormSchema), defaultValues: EMPTY_ORGANIZATION });

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
        case 'CreateOrganizationSuccess':
          showMessage('Item is saved.');
          onClose();
          void navigate(organizationPath(result.organization.rowId));
          return;
        case 'ValidationError':
          setFormError(applyValidationError(result, setError, formFieldFor));
          return;
        case 'PermissionError':
        case 'UpgradeRequiredError':
          setFormError(result.message);
          return;
        default:
          setFormError('The organization could not be saved.');
      }
    },
    () => setFormError(REQUIRED_FIELDS_MESSAGE),
  );

  return (
    <RecordFormPane
      title="New Organization"
      formLabel="New organization"
      formId={formId}
      isDirty={isDirty}
      canSave
      isSaving={isSaving}
      formError={formError}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
    >
      <OrganizationFormFields control={control} isReadOnly={false} />
    </RecordFormPane>
  );
}
