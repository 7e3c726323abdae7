import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './Overlay.module.css';

export interface SidePaneProps {
  title: string;
  isOpen: boolean;
  /** Called for Escape, an outside click and the close button; the owner decides (e.g. confirm when dirty). */
  onRequestClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** A modal dialog sliding in from the right: the app's edit pane. */
export function SidePane({ title, isOpen, onRequestClose, children, footer }: SidePaneProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onRequestClose();
      }}
    >
      <Modal className={styles.pane}>
        <Dialog className={styles.dialog}>
          {/* data-side-pane: the message region moves clear of an open pane (MessageRegion.module.css). */}
          <div className={styles.header} data-side-pane="">
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button variant="quiet" onPress={onRequestClose} aria-label="Close">
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
