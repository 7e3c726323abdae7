import { useEffect } from 'react';
import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { Link } from 'react-router';
import { Button } from '../../ui';
import { attachMessageSink, type AppMessage } from './messages';
import styles from './MessageRegion.module.css';

const queue = new ToastQueue<AppMessage>({ maxVisibleToasts: 4 });

/** The landmark where server messages and confirmations appear (react-aria toasts: announced, keyboard reachable). */
export default function MessageRegion() {
  useEffect(
    () =>
      attachMessageSink((message) => {
        queue.add(message, message.timeout ? { timeout: message.timeout } : {});
      }),
    [],
  );
  return (
    <ToastRegion queue={queue} className={styles.region} aria-label="Messages">
      {({ toast }) => (
        <Toast toast={toast} className={`${styles.toast} ${styles[toast.content.tone] ?? ''}`}>
          <ToastContent className={styles.content}>
            <Text slot="title">{toast.content.title}</Text>
          </ToastContent>
          {toast.content.link ? (
            <Link className={styles.link} to={toast.content.link.href} onClick={() => queue.close(toast.key)}>
              {toast.content.link.label}
            </Link>
          ) : null}
          {toast.content.action ? (
            <Button
              variant="secondary"
              onPress={() => {
                queue.close(toast.key);
                toast.content.action!.onAction();
              }}
            >
              {toast.content.action.label}
            </Button>
          ) : null}
          <Button slot="close" variant="quiet" aria-label="Dismiss message">
            <span aria-hidden="true">✕</span>
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
