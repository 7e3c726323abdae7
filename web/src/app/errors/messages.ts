import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export interface AppMessage {
  title: string;
  tone: 'error' | 'success' | 'info';
}

/** Default toast time from the spec's constants. */
export const TOAST_TIMEOUT_MS = 5_000;

/** The app-wide message queue behind the toast region (server errors, confirmations). */
export const messageQueue = new ToastQueue<AppMessage>({ maxVisibleToasts: 4 });

export function showError(message: string): void {
  messageQueue.add({ title: message, tone: 'error' });
}

export function showMessage(message: string, tone: AppMessage['tone'] = 'success', timeout = TOAST_TIMEOUT_MS): void {
  messageQueue.add({ title: message, tone }, { timeout });
}
