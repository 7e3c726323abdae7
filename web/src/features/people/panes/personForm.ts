import { defineRecordForm, type RecordFormValuesOf } from '../../records/panes/recordForm';

/** The person form: Last name is required; server fields like `primaryEmail` map to Email. */
export const personForm = defineRecordForm(['firstName', 'lastName', 'jobTitle', 'phone', 'email', 'description'], 'lastName');

export type PersonFormValues = RecordFormValuesOf<typeof personForm>;
