import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useFragment } from 'react-relay';
import { Alert, Button, ConfirmDialog, SidePane } from '../../../ui';
import { canSaveRecord } from '../../../app/permissions';
import { useUpdateOrganization } from '../mutations/useUpdateOrganization';
import type { UpdateOrganizationInput } from '../mutations/__generated__/useUpdateOrganizationMutation.graphql';
import { OrganizationFormFields } from './OrganizationFormFields';
import {
  EXIT_WITHOUT_SAVING_MESSAGE,
  FORM_FIELDS,
  REQUIRED_FIELDS_MESSAGE,
  formFieldFor,
  organizationFormSchema,
  type OrganizationFormValues,
} from './organizationForm';
import type {
  OrganizationEditPane_organization$data,
  OrganizationEditPane_organization$key,
} from './__generated__/OrganizationEditPane_organization.graphql';

export interface OrganizationEditPaneProps {
  organization: OrganizationEditPane_organization$key;
  isOpen: boolean;
  onClose: () => void;
}

/** The edit pane: mounted while open, so every opening starts from the record as it is in the store. */
export function OrganizationEditPane({ organization, isOpen, onClose }: OrganizationEditPaneProps) {
  const data = useFragment(
    graphql`
      fragment OrganizationEditPane_organization on Organization {
        id
        name
        website
        industry
        phone
        email
        description
        status
        permission
        isLocked
      }
    `,
    organization,
  );
  return isOpen ? <EditForm data={data} onClose={onClose} /> : null;
}

function valuesOf(data: OrganizationEditPane_organization$data): OrganizationFormValues {
  return {
    name: data.name,
    website: data.website ?? '',
    industry: data.industry ?? '',
    phone: data.phone ?? '',
    email: data.email ?? '',
    description: data.description ?? '',
    status: data.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  };
}

function EditForm({ data, onClose }: { data: OrganizationEditPane_organization$data; onClose: () => void }) {
  const formId = useId();
  const [update, isSaving] = useUpdateOrganization();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmExit, setConfirmExit] = useState(false);
  const canSave = canSaveRecord(data.permission);
  const isReadOnly = !canSave;
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, dirtyFields },
  } = useForm<OrganizationFormValues>({
    resolver: zodResolver(organizationFormSchema),
    defaultValues: valuesOf(data),
  });

  const requestClose = () => {
    if (isDirty && !isReadOnly) setConfirmExit(true);
    else onClose();
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      const input: UpdateOrganizationInput = { id: data.id };
      for (const field of FORM_FIELDS) {
        if (dirtyFields[field]) {
          if (field === 'status') input.status = values.status;
          else input[field] = field === 'name' ? values.name.trim() : values[field];
        }
      }
      let result;
      try {
        result = await update(input);
      } catch {
        return; // the message region shows the server's reason; the typed values stay
      }
      switch (result.__typename) {
        case 'UpdateOrganizationSuccess':
          reset(values);
          onClose();
          return;
        case 'ValidationError': {
          setFormError(result.message);
          let focused = false;
          for (const f of result.fields) {
            const field = formFieldFor(f.field);
            if (field) {
              setError(field, { type: 'server', message: f.message || result.message }, { shouldFocus: !focused });
              focused = true;
            }
          }
          return;
        }
        case 'PermissionError':
        case 'NotFoundError':
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
        title="Edit Organization"
        isOpen
        onRequestClose={requestClose}
        footer={
          <>
            <Button variant="secondary" onPress={requestClose}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form={formId} isDisabled={!isDirty || !canSave || isSaving}>
              {isSaving ? 'Saving…' : 'Save'}
            </Button>
          </>
        }
      >
        {isReadOnly ? <Alert tone="info">You have read-only access to this record.</Alert> : null}
        {data.isLocked ? <Alert tone="warning">This record is locked.</Alert> : null}
        {formError ? <Alert>{formError}</Alert> : null}
        <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Organization">
          <OrganizationFormFields control={control} isReadOnly={isReadOnly} />
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
