import { Suspense, useRef } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../ui';
import { SidePane } from '../../../ui/SidePane';
import { canSaveRecord } from '../../../app/permissions';
import { showMessage } from '../../../app/errors/messages';
import { useCreateRecord, type CreateRecordResult } from '../mutations/useCreateRecord';
import { contactListChanges, contactListValues } from './PartyContactFields';
import { RecordEditFields } from './RecordEditFields';
import { useRecordFormType, type RecordFormType } from './RecordFormFields';
import { RecordFormPane } from './RecordFormPane';
import { blankValues, createValues, type RecordFormValues } from './recordForm';
import { newSubmissionKey } from './submissionKey';
import { reloadRecord } from './reloadRecord';
import { SAVED_MESSAGE, useEditRecordForm } from './useEditRecordForm';
import { useRecordValuesForm } from './useRecordValuesForm';
import type { PaneControls } from './paneApi';
import type { PaneRequest } from './paneStack';
import type { RecordEditPaneQuery, RecordEditPaneQuery$data } from './__generated__/RecordEditPaneQuery.graphql';

export interface RecordEditPaneProps {
  request: PaneRequest;
  controls: PaneControls;
}

const paneQuery = graphql`
  query RecordEditPaneQuery($type: String!, $id: ID!, $withRecord: Boolean!) {
    recordType(name: $type) {
      blankValues
      name
      label
      traits {
        party
        opensDetailAfterSave
      }
      ...RecordFormFields_recordType
    }
    record(type: $type, id: $id) @include(if: $withRecord) {
      id
      name
      permission
      isLocked
      url
      ...useEditRecordForm_record
    }
  }
`;

/** The create and edit pane of every record type: fields from `recordType.fields`, one input per kind. */
export function RecordEditPane({ request, controls }: RecordEditPaneProps) {
  return (
    <Suspense
      fallback={
        <SidePane title="Loading…" isOpen onRequestClose={controls.close} depth={controls.depth}>
          <Spinner />
        </SidePane>
      }
    >
      <PaneContent request={request} controls={controls} />
    </Suspense>
  );
}

function PaneContent({ request, controls }: RecordEditPaneProps) {
  const isEdit = Boolean(request.id);
  const data = useLazyLoadQuery<RecordEditPaneQuery>(
    paneQuery,
    { type: request.type, id: request.id ?? '', withRecord: isEdit },
    { fetchPolicy: isEdit ? 'store-and-network' : 'store-or-network' },
  );
  if (!data.recordType) return null;
  if (isEdit)
    return data.record ? <EditForm recordType={data.recordType} record={data.record} request={request} controls={controls} /> : null;
  return <CreateForm recordType={data.recordType} request={request} controls={controls} />;
}

type PaneRecordType = NonNullable<RecordEditPaneQuery$data['recordType']>;

/**
 * Spec (edit pane): "After saving an organization, opportunity, project, case, sales order, lead, customer or
 * supplier, the user is taken to its detail page" — the catalogue's `opensDetailAfterSave` trait says which.
 * Not when the user is on that record already.
 */
function useOpenDetailAfterSave(recordType: PaneRecordType) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (url: string) => {
    if (!recordType.traits.opensDetailAfterSave) return;
    const base = url.replace(/\/detail\/([^/?]+).*$/, '/$1/');
    if (!pathname.startsWith(base)) void navigate(url);
  };
}

function CreateForm({ recordType, request, controls }: { recordType: PaneRecordType; request: PaneRequest; controls: PaneControls }) {
  const type: RecordFormType = useRecordFormType(recordType);
  const [create] = useCreateRecord();
  const openDetail = useOpenDetailAfterSave(recordType);
  const andNew = useRef(false);
  // One idempotency key per submission: a retry (after a timeout, say) sends the same one, so the server creates the
  // record once; a saved record starts a new submission.
  const submissionKey = useRef(newSubmissionKey());
  // The server's blank model (defaults, the signed-in user as owner) under what the caller presets.
  const prefill = { ...(recordType.blankValues as RecordFormValues), ...request.preset };
  const party = recordType.traits.party;
  const defaults = { ...blankValues(type.fields, prefill), ...(party ? contactListValues(null) : {}) };
  const { form, formId, isDirty, isSaving, formError, onSubmit } = useRecordValuesForm<CreateRecordResult>({
    fields: type.fields,
    defaultValues: defaults,
    save: (values) =>
      create(
        type.name,
        { ...createValues(type.fields, values, prefill), ...(party ? contactListChanges(values, null) : {}) },
        {
          connections: request.connections ?? [],
          rowColumns: request.rowColumns ?? { listType: type.name },
          idempotencyKey: submissionKey.current,
        },
      ),
    success: 'CreateRecordSuccess',
    onSaved: (result) => {
      submissionKey.current = newSubmissionKey();
      showMessage(SAVED_MESSAGE);
      if (andNew.current) {
        // Save and new: the same pane, a blank form again.
        andNew.current = false;
        form.reset(defaults);
        return;
      }
      controls.close();
      if (result.__typename === 'CreateRecordSuccess') openDetail(result.record.url);
    },
    noun: type.label.toLowerCase(),
    draft: controls.draft,
  });
  const title = `New ${type.label}`;
  return (
    <RecordFormPane
      title={title}
      formLabel={`New ${type.label.toLowerCase()}`}
      formId={formId}
      isDirty={isDirty}
      canSave
      isSaving={isSaving}
      formError={formError}
      onSubmit={(event) => {
        andNew.current = false;
        onSubmit(event);
      }}
      onSaveAndNew={(event) => {
        andNew.current = true;
        onSubmit(event);
      }}
      onClose={controls.close}
      onMinimise={() => controls.minimise(title, form.formState.isDirty ? form.getValues() : null)}
      isLarge={controls.isLarge}
      depth={controls.depth}
    >
      <RecordEditFields fields={type.fields} form={form} isReadOnly={false} valueTexts={request.presetTexts ?? {}} party={party} />
    </RecordFormPane>
  );
}

type PaneRecord = NonNullable<RecordEditPaneQuery$data['record']>;

function EditForm({
  recordType,
  record,
  request,
  controls,
}: {
  recordType: PaneRecordType;
  record: PaneRecord;
  request: PaneRequest;
  controls: PaneControls;
}) {
  const environment = useRelayEnvironment();
  const openDetail = useOpenDetailAfterSave(recordType);
  const andNew = useRef(false);
  // Locked records are read-only for everyone but the owner and administrators (the server answers READ for them).
  const canSave = canSaveRecord(record.permission);
  const { form, formId, isDirty, isSaving, formError, conflict, overwrite, reloadTheirs, onSubmit, type, texts, party } = useEditRecordForm(
    {
      recordType,
      record,
      reload: () => reloadRecord(environment, request.type, record.id),
      onSaved: () => {
        if (andNew.current) {
          // Save and new from an edit pane: the pane turns into a blank form of the same type.
          andNew.current = false;
          controls.replace({ type: request.type, ...(request.connections ? { connections: request.connections } : {}) });
          return;
        }
        controls.close();
        openDetail(record.url);
      },
      draft: controls.draft,
    },
  );
  const title = `Edit ${type.label}`;
  return (
    <RecordFormPane
      title={title}
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
      onSubmit={(event) => {
        andNew.current = false;
        onSubmit(event);
      }}
      onSaveAndNew={(event) => {
        andNew.current = true;
        onSubmit(event);
      }}
      onClose={controls.close}
      onMinimise={() => controls.minimise(`${title}: ${record.name}`, form.formState.isDirty ? form.getValues() : null)}
      isLarge={controls.isLarge}
      depth={controls.depth}
    >
      <RecordEditFields fields={type.fields} form={form} isReadOnly={!canSave} valueTexts={texts} party={party} />
    </RecordFormPane>
  );
}
