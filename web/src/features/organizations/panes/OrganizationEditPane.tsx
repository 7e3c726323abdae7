import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useFragment } from 'react-relay';
import { canSaveRecord } from '../../../app/permissions';
import { RecordFormPane } from '../../records/panes/RecordFormPane';
import { applyValidationError } from '../../records/panes/recordForm';
import { useUpdateOrganization } from '../mutations/useUpdateOrganization';
import type { UpdateOrganizationInput } from '../mutations/__generated__/useUpdateOrganizationMutation.graphql';
import { OrganizationFormFields } from './OrganizationFormFields';
import {
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
        case 'ValidationError':
          setFormError(applyValidationError(result, setError, formFieldFor));
          return;
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
    <RecordFormPane
      title="Edit Organization"
      formLabel="Organization"
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
      <OrganizationFormFields control={control} isReadOnly={isReadOnly} />
    </RecordFormPane>
  );
}
