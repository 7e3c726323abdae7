import { Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { Button } from '../../ui';
import { messageQueue } from './messages';
import styles from './MessageRegion.module.css';

/** The landmark where server messages and confirmations appear (react-aria toasts: announced, keyboard reachable). */
export default function MessageRegion() {
  return (
    <ToastRegion queue={messageQueue} className={styles.region} aria-label="Messages">
      {({ toast }) => (
        <Toast toast={toast} className={`${styles.toast} ${styles[toast.content.tone] ?? ''}`}>
          <ToastContent className={styles.content}>
            <Text slot="title">{toast.content.title}</Text>
          </ToastContent>
          <Button slot="close" variant="quiet" aria-label="Dismiss message">
            <span aria-hidden="true">✕</span>
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
