import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Alert, Button, ConfirmDialog, SidePane } from '../../../ui';
import { showMessage } from '../../../app/errors/messages';
import { useCreateOrganization } from '../mutations/useCreateOrganization';
import type { CreateOrganizationInput } from '../mutations/__generated__/useCreateOrganizationMutation.graphql';
import { organizationPath } from '../components/OrganizationRow';
import { OrganizationFormFields } from './OrganizationFormFields';
import {
  EMPTY_ORGANIZATION,
  EXIT_WITHOUT_SAVING_MESSAGE,
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
  const [confirmExit, setConfirmExit] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<OrganizationFormValues>({ resolver: zodResolver(organizationFormSchema), defaultValues: EMPTY_ORGANIZATION });

  const requestClose = () => (isDirty ? setConfirmExit(true) : onClose());

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
          setFormError(result.message);
          for (const f of result.fields) {
            const field = formFieldFor(f.field);
            if (field) setError(field, { type: 'server', message: f.message || result.message });
          }
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
    <>
      <SidePane
        title="New Organization"
        isOpen
        onRequestClose={requestClose}
        footer={
          <>
            <Button variant="secondary" onPress={requestClose}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form={formId} isDisabled={!isDirty || isSaving}>
              {isSaving ? 'Saving…' : 'Save'}
            </Button>
          </>
        }
      >
        {formError ? <Alert>{formError}</Alert> : null}
        <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="New organization">
          <OrganizationFormFields control={control} isReadOnly={false} />
        </form>
      </SidePane>
      <ConfirmDialog
        isOpen={confirmExit}
        message={EXIT_WITHOUT_SAVING_MESSAGE}
        confirmLabel="Exit"
        cancelLabel="Keep editing"
        onCancel={() => setConfirmExit(false)}
        onConfirm={() => {
          setConfirmExit(false);
          onClose();
        }}
      />
    </>
  );
}
