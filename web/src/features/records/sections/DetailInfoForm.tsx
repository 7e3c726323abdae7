import { graphql, useFragment } from 'react-relay';
import { Alert, Button } from '../../../ui';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useNavigationGuard } from '../../../app/navigationGuard';
import { RecordEditFields } from '../panes/RecordEditFields';
import { useEditRecordForm } from '../panes/useEditRecordForm';
import type { reloadRecord } from '../panes/reloadRecord';
import { LEAVE_WITHOUT_SAVING_MESSAGE } from '../panes/recordForm';
import { ConflictNotice } from '../panes/ConflictNotice';
import { FormErrorAlert } from '../panes/FormErrorAlert';
import type { RecordFormFields_recordType$key } from '../panes/__generated__/RecordFormFields_recordType.graphql';
import type { DetailInfoForm_record$key } from './__generated__/DetailInfoForm_record.graphql';
import styles from '../components/Record.module.css';

export interface DetailInfoFormProps {
  recordType: RecordFormFields_recordType$key;
  record: DetailInfoForm_record$key;
  canSave: boolean;
  reload: () => ReturnType<typeof reloadRecord>;
  onDone: () => void;
}

/**
 * The detail-info section in edit mode. Its own module, loaded when the user presses Edit (DetailInfoSection): the
 * form code (react-hook-form, the field inputs, react-aria's selects, combo boxes and date pickers) stays out of a
 * detail page's first load. It reads its own fragment (DetailInfoForm_record) and the form's.
 */
export function DetailInfoForm({ recordType, record: recordKey, canSave, reload, onDone }: DetailInfoFormProps) {
  const record = useFragment(
    graphql`
      fragment DetailInfoForm_record on Record {
        isLocked
        ...useEditRecordForm_record
      }
    `,
    recordKey,
  );
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
        <RecordEditFields fields={type.fields} form={form} isReadOnly={!canSave} valueTexts={texts} party={party} />
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
