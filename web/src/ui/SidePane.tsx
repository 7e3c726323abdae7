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
  /** Offers a Minimise button (the pane stack's tray). */
  onMinimise?: (() => void) | undefined;
  /** A wider pane (the user's modal size 'large'). */
  isLarge?: boolean;
  /** Position in a stack of panes (0 = bottom): each one above sits a little further left, so those under it show. */
  depth?: number;
}

/** A modal dialog sliding in from the right: the app's edit pane. */
export function SidePane({ title, isOpen, onRequestClose, children, footer, onMinimise, isLarge = false, depth = 0 }: SidePaneProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onRequestClose();
      }}
    >
      <Modal
        className={`${styles.pane} ${isLarge ? styles.large : ''}`}
        style={depth ? { marginRight: `calc(${depth} * var(--pane-stack-offset, 24px))` } : undefined}
      >
        <Dialog className={styles.dialog}>
          {/* data-side-pane: the message region moves clear of an open pane (MessageRegion.module.css). */}
          <div className={styles.header} data-side-pane="">
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <span className={styles.headerActions}>
              {onMinimise ? (
                <Button variant="quiet" onPress={onMinimise} aria-label="Minimise">
                  <span aria-hidden="true">▁</span>
                </Button>
              ) : null}
              <Button variant="quiet" onPress={onRequestClose} aria-label="Close">
                <span aria-hidden="true">✕</span>
              </Button>
            </span>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
