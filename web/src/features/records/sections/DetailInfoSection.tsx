import { useCallback, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Alert, Button, DefinitionList } from '../../../ui';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { canSaveRecord } from '../../../app/permissions';
import { useNavigationGuard } from '../../../app/navigationGuard';
import { AddressList } from '../components/AddressList';
import { ContactList } from '../components/ContactList';
import { FieldDisplay } from '../fields/FieldDisplay';
import { LIST_DRIVEN_FIELDS, PartyContactFields } from '../panes/PartyContactFields';
import { RecordFormFields } from '../panes/RecordFormFields';
import { useEditRecordForm } from '../panes/useEditRecordForm';
import { reloadRecord } from '../panes/reloadRecord';
import { LEAVE_WITHOUT_SAVING_MESSAGE } from '../panes/recordForm';
import { ConflictNotice } from '../panes/ConflictNotice';
import { FormErrorAlert } from '../panes/FormErrorAlert';
import type { RecordSectionContext } from '../routes/RecordDetailRoute';
import type { DetailInfoSectionQuery } from './__generated__/DetailInfoSectionQuery.graphql';
import type { DetailInfoSection_record$data, DetailInfoSection_record$key } from './__generated__/DetailInfoSection_record.graphql';
import type { RecordFormFields_recordType$key } from '../panes/__generated__/RecordFormFields_recordType.graphql';
import styles from '../components/Record.module.css';

const detailInfoQuery = graphql`
  query DetailInfoSectionQuery($object: String!, $id: ID!) {
    recordType(name: $object) {
      ...RecordFormFields_recordType
    }
    record(type: $object, id: $id) {
      ...DetailInfoSection_record
    }
  }
`;

export interface DetailInfoSectionProps {
  context: RecordSectionContext;
  label: string;
}

/** detail-info: every field of the record, editable in place (spec: detail form dirty rules). */
export function DetailInfoSection({ context, label }: DetailInfoSectionProps) {
  const data = useLazyLoadQuery<DetailInfoSectionQuery>(
    detailInfoQuery,
    { object: context.object, id: context.recordId },
    { fetchPolicy: 'store-and-network' },
  );
  const environment = useRelayEnvironment();
  // Reload after a conflict: the record as it is now (the store, and so the fragment, take it too).
  const reload = useCallback(
    () => reloadRecord(environment, context.object, context.recordId),
    [environment, context.object, context.recordId],
  );
  if (!data.recordType || !data.record) return null;
  return <DetailInfo recordType={data.recordType} record={data.record} label={label} reload={reload} />;
}

function DetailInfo({
  recordType,
  record,
  label,
  reload,
}: {
  recordType: RecordFormFields_recordType$key;
  record: DetailInfoSection_record$key;
  label: string;
  reload: () => ReturnType<typeof reloadRecord>;
}) {
  const data = useFragment(
    graphql`
      fragment DetailInfoSection_record on Record {
        permission
        isLocked
        values {
          label
          ...FieldDisplay_value
        }
        ... on Party {
          addresses {
            ...AddressList_addresses
          }
          ...ContactList_party @alias(as: "contacts")
        }
        ...useEditRecordForm_record
      }
    `,
    record,
  );
  const [isEditing, setEditing] = useState(false);
  const canSave = canSaveRecord(data.permission);
  return (
    <section aria-labelledby="detail-info-heading">
      <div className={styles.sectionHeader}>
        <h2 id="detail-info-heading">{label}</h2>
        {!isEditing && canSave ? (
          <Button variant="secondary" onPress={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
      </div>
      {isEditing ? (
        <DetailInfoForm recordType={recordType} record={data} canSave={canSave} reload={reload} onDone={() => setEditing(false)} />
      ) : (
        <>
          <DefinitionList items={data.values.map((v) => ({ term: v.label, value: <FieldDisplay value={v} /> }))} />
          {data.addresses ? <AddressList addresses={data.addresses} /> : null}
          {data.contacts ? <ContactList party={data.contacts} /> : null}
        </>
      )}
    </section>
  );
}

function DetailInfoForm({
  recordType,
  record,
  canSave,
  reload,
  onDone,
}: {
  recordType: RecordFormFields_recordType$key;
  record: DetailInfoSection_record$data;
  canSave: boolean;
  reload: () => ReturnType<typeof reloadRecord>;
  onDone: () => void;
}) {
  const { form, formId, isDirty, isSaving, formError, conflict, overwrite, reloadTheirs, onSubmit, type, texts, party } = useEditRecordForm(
    {
      recordType,
      record,
      reload,
      onSaved: () => onDone(),
    },
  );
  // Leaving the page (a link, a section tab, Back) with unsaved changes asks first.
  const blocker = useNavigationGuard(
    ({ currentLocation, nextLocation }) => isDirty && !isSaving && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      {record.isLocked ? <Alert tone="warning">This record is locked.</Alert> : null}
      {conflict ? <ConflictNotice conflict={conflict} isBusy={isSaving} onReload={reloadTheirs} onOverwrite={overwrite} /> : null}
      {formError ? <FormErrorAlert message={formError} /> : null}
      <form id={formId} onSubmit={onSubmit} noValidate aria-label={`Edit ${type.label.toLowerCase()}`}>
        <RecordFormFields
          fields={type.fields}
          form={form}
          isReadOnly={!canSave}
          valueTexts={texts}
          hidden={party ? LIST_DRIVEN_FIELDS : []}
        />
        {party ? <PartyContactFields form={form} isReadOnly={!canSave} /> : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onPress={() => {
              form.reset();
              onDone();
            }}
          >
            Cancel
          </Button>
          <Button variant="primary" type="submit" isDisabled={!isDirty || !canSave || isSaving}>
            {isSaving ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={blocker.state === 'blocked'}
        message={LEAVE_WITHOUT_SAVING_MESSAGE}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onCancel={blocker.reset}
        onConfirm={blocker.proceed}
      />
    </>
  );
}
