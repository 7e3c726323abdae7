import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './Overlay.module.css';

export interface MessageDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
}

/** A dismissable modal message with one "Close" button. */
export function MessageDialog({ isOpen, title, children, onClose }: MessageDialogProps) {
  return (
    <ModalOverlay
      className={`${styles.overlay} ${styles.centered}`}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
          <div className={styles.actions}>
            <Button variant="primary" onPress={onClose} autoFocus>
              Close
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
