import { useId, useState, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, ToggleButton } from 'react-aria-components';
import { Button } from '../../../ui';
import { buttonClassName } from '../../../ui/Button';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import overlay from '../../../ui/Overlay.module.css';
import styles from './DetailPanes.module.css';

/** Spec constants: the side panes collapse at 1200 px or less; below 1160 px the detail opens in a dialog. */
export const NARROW_LAYOUT_QUERY = '(max-width: 1200px)';
export const DETAIL_DIALOG_QUERY = '(max-width: 1159.98px)';

export interface DetailPanesProps {
  /** The record's title, type and lock state (always shown). */
  header: ReactNode;
  /** The left pane: the record's sections. */
  left: ReactNode;
  /** The current section. */
  children: ReactNode;
  /** The right pane: the summary panel. */
  right: ReactNode;
}

/**
 * The three columns of a record's page. Wide windows show both side panes; at 1200 px or less they collapse and
 * each has a toggle; below 1160 px the summary (the record's detail) opens in a dialog instead of beside the section.
 */
export function DetailPanes({ header, left, children, right }: DetailPanesProps) {
  const narrow = useMediaQuery(NARROW_LAYOUT_QUERY);
  const asDialog = useMediaQuery(DETAIL_DIALOG_QUERY);
  const [showLeft, setShowLeft] = useState(false);
  const [showRight, setShowRight] = useState(false);
  const leftId = useId();
  const rightId = useId();
  if (!narrow) {
    return (
      <div className={styles.layout}>
        <div>
          {header}
          {left}
          {children}
        </div>
        {right}
      </div>
    );
  }
  return (
    <div className={styles.narrow}>
      {header}
      <div className={styles.toggles} role="group" aria-label="Panes">
        <ToggleButton
          className={buttonClassName('secondary')}
          isSelected={showLeft}
          onChange={setShowLeft}
          aria-expanded={showLeft}
          aria-controls={showLeft ? leftId : undefined}
        >
          {showLeft ? 'Hide sections' : 'Show sections'}
        </ToggleButton>
        <ToggleButton
          className={buttonClassName('secondary')}
          isSelected={showRight}
          onChange={setShowRight}
          aria-expanded={showRight}
          aria-controls={showRight && !asDialog ? rightId : undefined}
        >
          {showRight ? 'Hide summary' : 'Show summary'}
        </ToggleButton>
      </div>
      {showLeft ? <div id={leftId}>{left}</div> : null}
      {showRight && !asDialog ? (
        <div id={rightId} className={styles.rightInline}>
          {right}
        </div>
      ) : null}
      {children}
      {asDialog ? (
        <ModalOverlay className={`${overlay.overlay} ${overlay.centered}`} isOpen={showRight} onOpenChange={setShowRight} isDismissable>
          <Modal className={`${overlay.modal} ${styles.detailDialog}`}>
            <Dialog className={overlay.dialog}>
              <Heading slot="title" className={overlay.title}>
                Record detail
              </Heading>
              {right}
              <div className={overlay.actions}>
                <Button variant="primary" onPress={() => setShowRight(false)}>
                  Close
                </Button>
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : null}
    </div>
  );
}
