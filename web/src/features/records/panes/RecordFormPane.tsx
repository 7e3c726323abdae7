import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button } from '../../../ui';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SidePane } from '../../../ui/SidePane';
import { ConflictNotice } from './ConflictNotice';
import { FormErrorAlert } from './FormErrorAlert';
import { EXIT_WITHOUT_SAVING_MESSAGE } from './recordForm';
import type { SaveConflict } from './useRecordValuesForm';

export interface RecordFormPaneProps {
  /** Pane title, e.g. "Edit Person". */
  title: string;
  /** Accessible name of the form. */
  formLabel: string;
  formId: string;
  isDirty: boolean;
  /** Whether the user may save (permission WRITE/LOCK, or adding). */
  canSave: boolean;
  isSaving: boolean;
  /** Read-only access: a notice, and closing never asks. */
  isReadOnly?: boolean;
  isLocked?: boolean | null;
  /** The message of the last refusal (a ValidationError's text verbatim, …). */
  formError: string | null;
  /** A save refused because the record changed meanwhile, with Reload and Overwrite. */
  conflict?: SaveConflict | null;
  onReload?: () => void;
  onOverwrite?: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The create and edit panes of every record type: a react-aria side dialog with the form, Save only when the
 * form is dirty and the user may save, and "Exit without saving?" before a dirty form is dropped.
 */
export function RecordFormPane({
  title,
  formLabel,
  formId,
  isDirty,
  canSave,
  isSaving,
  isReadOnly = false,
  isLocked = false,
  formError,
  conflict = null,
  onReload = () => undefined,
  onOverwrite = () => undefined,
  onSubmit,
  onClose,
  children,
}: RecordFormPaneProps) {
  const [confirmExit, setConfirmExit] = useState(false);
  const requestClose = () => {
    if (isDirty && !isReadOnly) setConfirmExit(true);
    else onClose();
  };
  return (
    <>
      <SidePane
        title={title}
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
        {isLocked ? <Alert tone="warning">This record is locked.</Alert> : null}
        {conflict ? <ConflictNotice conflict={conflict} isBusy={isSaving} onReload={onReload} onOverwrite={onOverwrite} /> : null}
        {formError ? <FormErrorAlert message={formError} /> : null}
        <form id={formId} onSubmit={onSubmit} noValidate aria-label={formLabel}>
          {children}
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
