// The service worker (web/public/sw.js, scope /) shows the api's web pushes. Registered at start-up where the
// browser has service workers, so a subscribed browser keeps receiving pushes; the push toggle waits for it.

export const SERVICE_WORKER_URL = '/sw.js';

/** Registers (or finds) the app's worker; null where the browser has none or refuses it (e.g. not HTTPS). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => null);
}
