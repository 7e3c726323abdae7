import { defineRecordForm, type RecordFormValuesOf } from '../../records/panes/recordForm';

export { EXIT_WITHOUT_SAVING_MESSAGE, REQUIRED_FIELDS_MESSAGE, STATUS_OPTIONS } from '../../records/panes/recordForm';

/** The organization form: Name is required; server fields like `primaryEmail` map to Email. */
export const organizationForm = defineRecordForm(['name', 'website', 'industry', 'phone', 'email', 'description'], 'name');

export type OrganizationFormValues = RecordFormValuesOf<typeof organizationForm>;
