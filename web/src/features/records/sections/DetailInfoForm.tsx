import { Alert, Button } from '../../../ui';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useNavigationGuard } from '../../../app/navigationGuard';
import { LIST_DRIVEN_FIELDS, PartyContactFields } from '../panes/PartyContactFields';
import { RecordFormFields } from '../panes/RecordFormFields';
import { useEditRecordForm } from '../panes/useEditRecordForm';
import type { reloadRecord } from '../panes/reloadRecord';
import { LEAVE_WITHOUT_SAVING_MESSAGE } from '../panes/recordForm';
import { ConflictNotice } from '../panes/ConflictNotice';
import { FormErrorAlert } from '../panes/FormErrorAlert';
import type { RecordFormFields_recordType$key } from '../panes/__generated__/RecordFormFields_recordType.graphql';
import type { useEditRecordForm_record$key } from '../panes/__generated__/useEditRecordForm_record.graphql';
import styles from '../components/Record.module.css';

export interface DetailInfoFormProps {
  recordType: RecordFormFields_recordType$key;
  record: useEditRecordForm_record$key;
  isLocked: boolean;
  canSave: boolean;
  reload: () => ReturnType<typeof reloadRecord>;
  onDone: () => void;
}

/**
 * The detail-info section in edit mode. Its own module, loaded when the user presses Edit (DetailInfoSection): the
 * form code (react-hook-form, the field inputs, react-aria's selects, combo boxes and date pickers) stays out of a
 * detail page's first load. It reads its fragments (useEditRecordForm_record, RecordFormFields_recordType) itself.
 */
export function DetailInfoForm({ recordType, record, isLocked, canSave, reload, onDone }: DetailInfoFormProps) {
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
      {isLocked ? <Alert tone="warning">This record is locked.</Alert> : null}
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
