import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';
import styles from './Overlay.module.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, shown verbatim (e.g. "Exit without saving?"). */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An alert dialog asking the user to confirm; never window.confirm. */
export function ConfirmDialog({ isOpen, message, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <ModalOverlay
      className={`${styles.overlay} ${styles.centered}`}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isKeyboardDismissDisabled={false}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {message}
          </Heading>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button variant="danger" onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
