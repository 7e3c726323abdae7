import { Suspense, useRef } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../ui';
import { SidePane } from '../../../ui/SidePane';
import { canSaveRecord } from '../../../app/permissions';
import { showMessage } from '../../../app/errors/messages';
import { useCreateRecord, type CreateRecordResult } from '../mutations/useCreateRecord';
import { useUpdateRecord, type UpdateRecordResult } from '../mutations/useUpdateRecord';
import { LIST_DRIVEN_FIELDS, PartyContactFields, contactListChanges, contactListValues, usePartyContactValues } from './PartyContactFields';
import { RecordFormFields, useRecordFormType, type RecordFormType } from './RecordFormFields';
import { RecordFormPane } from './RecordFormPane';
import { blankValues, changedValues, createValues, type RecordFormValues } from './recordForm';
import { newSubmissionKey } from './submissionKey';
import { reloadRecord } from './reloadRecord';
import { valuesOfRecord } from './recordValues';
import { useRecordValuesForm } from './useRecordValuesForm';
import type { RecordEditPaneQuery, RecordEditPaneQuery$data } from './__generated__/RecordEditPaneQuery.graphql';

/**
 * Spec (edit pane): "After saving an organization, opportunity, project, case, sales order, lead, customer or
 * supplier, the user is taken to its detail page." Other types stay where the user added them.
 */
const OPEN_AFTER_CREATE: ReadonlySet<string> = new Set([
  'Organization',
  'Opportunity',
  'Project',
  'Case',
  'SalesOrder',
  'Lead',
  'Customer',
  'Supplier',
]);

export interface RecordCreateTarget {
  mode: 'create';
  /** Object name or URL segment of the type to add. */
  type: string;
  /** Values fixed by where the record is added (its parent, the organization of a section). */
  prefill?: RecordFormValues;
  /** Display texts of prefilled references, by field. */
  prefillTexts?: Readonly<Record<string, string>>;
  /** Connections the new record is prepended to. */
  connections?: readonly string[];
}

export interface RecordEditTarget {
  mode: 'edit';
  type: string;
  /** Global id of the record. */
  id: string;
}

export interface RecordEditPaneProps {
  target: RecordCreateTarget | RecordEditTarget;
  onClose: () => void;
}

const paneQuery = graphql`
  query RecordEditPaneQuery($type: String!, $id: ID!, $withRecord: Boolean!) {
    recordType(name: $type) {
      blankValues
      name
      label
      listFields
      traits {
        party
      }
      ...RecordFormFields_recordType
    }
    record(type: $type, id: $id) @include(if: $withRecord) {
      id
      name
      permission
      isLocked
      version
      values {
        field
        value
        text
      }
      ...PartyContactFields_party @alias(as: "partyLists")
    }
  }
`;

/** The create and edit pane of every record type: fields from `recordType.fields`, one input per kind. */
export function RecordEditPane({ target, onClose }: RecordEditPaneProps) {
  return (
    <Suspense
      fallback={
        <SidePane title="Loading…" isOpen onRequestClose={onClose}>
          <Spinner />
        </SidePane>
      }
    >
      <PaneContent target={target} onClose={onClose} />
    </Suspense>
  );
}

function PaneContent({ target, onClose }: RecordEditPaneProps) {
  const data = useLazyLoadQuery<RecordEditPaneQuery>(
    paneQuery,
    { type: target.type, id: target.mode === 'edit' ? target.id : '', withRecord: target.mode === 'edit' },
    { fetchPolicy: target.mode === 'edit' ? 'store-and-network' : 'store-or-network' },
  );
  if (!data.recordType) return null;
  if (target.mode === 'edit') {
    return data.record ? <EditForm recordType={data.recordType} record={data.record} target={target} onClose={onClose} /> : null;
  }
  return <CreateForm recordType={data.recordType} target={target} onClose={onClose} />;
}

type PaneRecordType = NonNullable<RecordEditPaneQuery$data['recordType']>;

function CreateForm({ recordType, target, onClose }: { recordType: PaneRecordType; target: RecordCreateTarget; onClose: () => void }) {
  const type: RecordFormType = useRecordFormType(recordType);
  const navigate = useNavigate();
  const [create] = useCreateRecord();
  // One idempotency key per submission: a retry (after a timeout, say) sends the same one, so the server creates the
  // record once; a saved record starts a new submission.
  const submissionKey = useRef(newSubmissionKey());
  // The server's blank model (defaults, the signed-in user as owner) under what the caller prefills.
  const prefill = { ...(recordType.blankValues as RecordFormValues), ...target.prefill };
  const party = recordType.traits.party;
  const { form, formId, isDirty, isSaving, formError, onSubmit } = useRecordValuesForm<CreateRecordResult>({
    fields: type.fields,
    defaultValues: { ...blankValues(type.fields, prefill), ...(party ? contactListValues(null) : {}) },
    save: (values) =>
      create(type.name, { ...createValues(type.fields, values, prefill), ...(party ? contactListChanges(values, null) : {}) }, {
        connections: target.connections ?? [],
        listFields: recordType.listFields,
        idempotencyKey: submissionKey.current,
      }),
    success: 'CreateRecordSuccess',
    onSaved: (result) => {
      submissionKey.current = newSubmissionKey();
      showMessage('Item is saved.');
      onClose();
      if (result.__typename === 'CreateRecordSuccess' && OPEN_AFTER_CREATE.has(type.name)) void navigate(result.record.url);
    },
    noun: type.label.toLowerCase(),
  });
  return (
    <RecordFormPane
      title={`New ${type.label}`}
      formLabel={`New ${type.label.toLowerCase()}`}
      formId={formId}
      isDirty={isDirty}
      canSave
      isSaving={isSaving}
      formError={formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <RecordFormFields fields={type.fields} form={form} isReadOnly={false} valueTexts={target.prefillTexts ?? {}} hidden={party ? LIST_DRIVEN_FIELDS : []} />
      {party ? <PartyContactFields form={form} isReadOnly={false} /> : null}
    </RecordFormPane>
  );
}

type PaneRecord = NonNullable<RecordEditPaneQuery$data['record']>;

function EditForm({ recordType, record, target, onClose }: { recordType: PaneRecordType; record: PaneRecord; target: RecordEditTarget; onClose: () => void }) {
  const type = useRecordFormType(recordType);
  const environment = useRelayEnvironment();
  const [update] = useUpdateRecord();
  const canSave = canSaveRecord(record.permission);
  const initial = valuesOfRecord(record.values.map((v) => ({ field: v.field, value: v.value, text: v.text })));
  const party = recordType.traits.party;
  const lists = usePartyContactValues(party ? (record.partyLists ?? null) : null);
  const { form, formId, isDirty, isSaving, formError, conflict, overwrite, reloadTheirs, onSubmit } = useRecordValuesForm<UpdateRecordResult>({
    fields: type.fields,
    defaultValues: party ? { ...initial.values, ...lists } : initial.values,
    version: record.version,
    save: (values, dirty, version) =>
      update(record.id, { ...changedValues(type.fields, values, dirty), ...(party ? contactListChanges(values, dirty) : {}) }, version ?? record.version),
    reload: () => reloadRecord(environment, target.type, target.id),
    success: 'UpdateRecordSuccess',
    onSaved: () => {
      showMessage('Item is saved.');
      onClose();
    },
    noun: type.label.toLowerCase(),
  });
  return (
    <RecordFormPane
      title={`Edit ${type.label}`}
      formLabel={type.label}
      formId={formId}
      isDirty={isDirty}
      canSave={canSave}
      isSaving={isSaving}
      isReadOnly={!canSave}
      isLocked={record.isLocked}
      formError={formError}
      conflict={conflict}
      onReload={reloadTheirs}
      onOverwrite={overwrite}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <RecordFormFields fields={type.fields} form={form} isReadOnly={!canSave} valueTexts={initial.texts} hidden={party ? LIST_DRIVEN_FIELDS : []} />
      {party ? <PartyContactFields form={form} isReadOnly={!canSave} /> : null}
    </RecordFormPane>
  );
}
