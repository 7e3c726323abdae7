// Toasts for features: a thin hook over the app's message channel (one region, react-aria's toasts, loaded with
// the first message). Spec timings: success 5 s by default; delete, undo and the spec's others 30 s.
import { postMessage, TOAST_LONG_TIMEOUT_MS, TOAST_TIMEOUT_MS, type AppMessage } from '../app/errors/messages';

export { TOAST_LONG_TIMEOUT_MS, TOAST_TIMEOUT_MS };

export interface ToastInput {
  message: string;
  tone?: AppMessage['tone'];
  /** Milliseconds (default 5 s for success and info; errors stay until dismissed). */
  timeout?: number;
  action?: AppMessage['action'];
  link?: AppMessage['link'];
}

export function showToast({ message, tone = 'success', timeout, action, link }: ToastInput): void {
  postMessage({
    title: message,
    tone,
    ...(tone === 'error' && timeout === undefined ? {} : { timeout: timeout ?? TOAST_TIMEOUT_MS }),
    ...(action ? { action } : {}),
    ...(link ? { link } : {}),
  });
}

/** `const toast = useToast(); toast.show({ message: 'Item is saved.' })`. */
export function useToast() {
  return { show: showToast };
}
