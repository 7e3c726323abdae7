import { useSyncExternalStore } from 'react';

/** Spec: the real-time connection goes off after 30 minutes of inactivity and reconnects on activity. */
export const REALTIME_IDLE_MS = 30 * 60_000;

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focus'] as const;
/** Pointer moves arrive by the hundred; noting activity once a second is plenty. */
const THROTTLE_MS = 1_000;

let idle = false;
let lastNoted = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function armIdleTimer(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    idle = true;
    emit();
  }, REALTIME_IDLE_MS);
}

function noteActivity(): void {
  const now = Date.now();
  if (!idle && now - lastNoted < THROTTLE_MS) return;
  lastNoted = now;
  armIdleTimer();
  if (idle) {
    idle = false;
    emit();
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, noteActivity, { passive: true, capture: true });
    lastNoted = Date.now();
    armIdleTimer();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, noteActivity, { capture: true });
      clearTimeout(timer);
      idle = false;
    }
  };
}

/** False once the user has done nothing for REALTIME_IDLE_MS; true again on the next input. */
export function useIsUserActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !idle,
    () => true,
  );
}
