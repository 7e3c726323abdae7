/**
 * The app-wide message channel (server errors, confirmations). Kept free of UI code so the network layer and the
 * initial bundle do not pull in the toast components: the lazily loaded message region attaches itself as the sink,
 * and messages raised before it loads are delivered when it does.
 */
export interface AppMessage {
  title: string;
  tone: 'error' | 'success' | 'info';
  /** Milliseconds before the message hides by itself; errors stay until dismissed. */
  timeout?: number;
  /** A button in the toast (Undo); pressing it also closes the toast. */
  action?: { label: string; onAction: () => void };
  /** A link in the toast (open a restored record). */
  link?: { label: string; href: string };
}

/** Default toast time from the spec's constants. */
export const TOAST_TIMEOUT_MS = 5_000;
/** Delete, undo and the spec's other long toasts. */
export const TOAST_LONG_TIMEOUT_MS = 30_000;

type Sink = (message: AppMessage) => void;

let sink: Sink | null = null;
const pending: AppMessage[] = [];
let posted = false;
const postedListeners = new Set<() => void>();

/** Whether any message has been posted yet: the region (react-aria's toasts) loads only from then on. */
export function messagesPosted(): boolean {
  return posted;
}

export function subscribeMessagesPosted(listener: () => void): () => void {
  postedListeners.add(listener);
  return () => postedListeners.delete(listener);
}

export function attachMessageSink(next: Sink): () => void {
  sink = next;
  for (const message of pending.splice(0)) next(message);
  return () => {
    if (sink === next) sink = null;
  };
}

export function postMessage(message: AppMessage): void {
  if (sink) sink(message);
  else pending.push(message);
  if (!posted) {
    posted = true;
    for (const listener of postedListeners) listener();
  }
}

export function showError(message: string): void {
  postMessage({ title: message, tone: 'error' });
}

export function showMessage(message: string, tone: AppMessage['tone'] = 'success', timeout = TOAST_TIMEOUT_MS): void {
  postMessage({ title: message, tone, timeout });
}
