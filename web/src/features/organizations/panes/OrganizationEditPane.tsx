import { graphql, useFragment } from 'react-relay';
import { RecordFormPane } from '../../records/panes/RecordFormPane';
import { useRecordEditForm } from '../../records/panes/useRecordForm';
import { useUpdateOrganization } from '../mutations/useUpdateOrganization';
import { OrganizationFormFields } from './OrganizationFormFields';
import { organizationForm, type OrganizationFormValues } from './organizationForm';
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
  const { control, pane, isReadOnly } = useRecordEditForm({
    model: organizationForm,
    record: { id: data.id, permission: data.permission, isLocked: data.isLocked },
    values: valuesOf(data),
    mutation: useUpdateOrganization(),
    success: 'UpdateOrganizationSuccess',
    onClose,
    noun: 'organization',
  });
  return (
    <RecordFormPane title="Edit Organization" formLabel="Organization" {...pane} onClose={onClose}>
      <OrganizationFormFields control={control} isReadOnly={isReadOnly} />
    </RecordFormPane>
  );
}
