import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button } from '../../../ui';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SidePane } from '../../../ui/SidePane';
import { ConflictNotice } from './ConflictNotice';
import { FormErrorAlert } from './FormErrorAlert';
import { EXIT_WITHOUT_SAVING_MESSAGE } from './recordForm';
import type { SaveConflict } from './useRecordValuesForm';
import styles from './RecordFormPane.module.css';

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
  /** "Save and new": saves, then a blank form of the same type. */
  onSaveAndNew?: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** Sends the pane to the tray (the stack keeps what was typed). */
  onMinimise?: () => void;
  /** The user's modal size 'large': a wider pane, the form in two columns. */
  isLarge?: boolean;
  /** Position in the pane stack (0 = bottom). */
  depth?: number;
  children: ReactNode;
}

/**
 * The create and edit panes of every record type: a react-aria side dialog with the form, Save (and "Save and new")
 * only when the form is dirty and the user may save, Minimise to the tray, and "Exit without saving?" before a dirty
 * form is dropped (Escape, the close button, Cancel).
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
  onSaveAndNew,
  onClose,
  onMinimise,
  isLarge = false,
  depth = 0,
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
        onMinimise={onMinimise}
        isLarge={isLarge}
        depth={depth}
        footer={
          <>
            <Button variant="secondary" onPress={requestClose}>
              Cancel
            </Button>
            {onSaveAndNew && canSave ? (
              <Button variant="secondary" type="submit" form={formId} data-save-and-new="" isDisabled={!isDirty || isSaving}>
                Save and new
              </Button>
            ) : null}
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
        <form
          id={formId}
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            if (onSaveAndNew && submitter?.hasAttribute('data-save-and-new')) onSaveAndNew(event);
            else onSubmit(event);
          }}
          noValidate
          aria-label={formLabel}
          className={isLarge ? styles.twoColumns : undefined}
        >
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
