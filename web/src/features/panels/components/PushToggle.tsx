import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Checkbox } from 'react-aria-components';
import { registerServiceWorker } from '../../../app/serviceWorker';
import type { PushToggleMutation } from './__generated__/PushToggleMutation.graphql';
import type { PushToggleQuery } from './__generated__/PushToggleQuery.graphql';
import styles from './Panels.module.css';

/** An error's message (DOMExceptions included), else its text. */
const reason = (err: unknown): string =>
  typeof err === 'object' && err !== null && 'message' in err && typeof err.message === 'string' ? err.message : String(err);

const READY_TIMEOUT_MS = 15_000;

/** Whether this browser can receive web push at all (service workers, the Push API and notifications). */
function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window.PushManager !== 'undefined' &&
    typeof window.Notification !== 'undefined'
  );
}

/** The push manager of the app's service worker once it is active; null where the browser cannot push. */
async function pushManager(): Promise<PushManager | null> {
  if (!pushSupported()) return null;
  const registered = await registerServiceWorker();
  if (!registered) return null;
  // `ready` never settles if the worker fails to install: give up after a while rather than wait for ever.
  const active = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((r) => setTimeout(() => r(null), READY_TIMEOUT_MS))]);
  return active?.pushManager ?? null;
}

export const UNSUPPORTED_MESSAGE = 'This browser cannot receive push notifications here.';
export const SERVER_OFF_MESSAGE = 'Push notifications are off on this server.';
export const DENIED_MESSAGE = 'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * "Notify me in this browser": subscribes this browser to web push with the api's VAPID key and stores the
 * subscription; off unsubscribes and removes it. Shown disabled, with why, where the browser cannot push.
 */
export default function PushToggle() {
  const { viewer } = useLazyLoadQuery<PushToggleQuery>(
    graphql`
      query PushToggleQuery {
        viewer {
          pushPublicKey
        }
      }
    `,
    {},
  );
  const [commit] = useMutation<PushToggleMutation>(graphql`
    mutation PushToggleMutation($input: PushSubscriptionInput!) {
      updatePushSubscription(input: $input) {
        __typename
        ... on UpdatePushSubscriptionSuccess {
          subscribed
        }
        ... on ValidationError {
          message
        }
      }
    }
  `);
  const publicKey = viewer?.pushPublicKey ?? null;
  const [manager, setManager] = useState<PushManager | null | undefined>(undefined);
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [denied, setDenied] = useState(() => pushSupported() && Notification.permission === 'denied');

  useEffect(() => {
    let live = true;
    void pushManager().then(async (m) => {
      const current = await m?.getSubscription().catch(() => null);
      if (!live) return;
      setManager(m);
      setSubscribed(Boolean(current));
    });
    return () => {
      live = false;
    };
  }, []);

  const store = (input: PushToggleMutation['variables']['input']) =>
    new Promise<boolean>((resolve, reject) =>
      commit({
        variables: { input },
        onCompleted: (r) => {
          const payload = r.updatePushSubscription;
          if (payload?.__typename === 'UpdatePushSubscriptionSuccess') resolve(payload.subscribed);
          else reject(new Error(payload?.__typename === 'ValidationError' ? payload.message : 'The subscription was not saved'));
        },
        onError: reject,
      }),
    );

  const turnOn = async (m: PushManager, key: string) => {
    // Ask first (a click is the user gesture browsers want); a refusal is remembered by the browser.
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') {
      setDenied(permission === 'denied');
      if (permission !== 'denied') setError('Push notifications were not allowed.');
      return;
    }
    let sub: PushSubscription;
    try {
      sub = await m.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
    } catch (err) {
      // No push service (some browsers, headless ones) or a key the browser refuses.
      throw new Error(`Push notifications could not be turned on: ${reason(err)}`);
    }
    const json = sub.toJSON();
    try {
      setSubscribed(await store({ endpoint: sub.endpoint, p256dh: json.keys?.p256dh, auth: json.keys?.auth }));
    } catch (err) {
      // The api did not keep it: do not leave a subscription nobody pushes to.
      await sub.unsubscribe().catch(() => false);
      throw err;
    }
  };

  const turnOff = async (m: PushManager) => {
    const sub = await m.getSubscription();
    if (sub) {
      await store({ endpoint: sub.endpoint, remove: true });
      await sub.unsubscribe();
    }
    setSubscribed(false);
  };

  const toggle = async (on: boolean) => {
    if (!manager || !publicKey) return;
    setBusy(true);
    setError(null);
    try {
      await (on ? turnOn(manager, publicKey) : turnOff(manager));
    } catch (err) {
      setError(reason(err));
    } finally {
      setBusy(false);
    }
  };

  const unavailable = !publicKey ? SERVER_OFF_MESSAGE : manager === null ? UNSUPPORTED_MESSAGE : denied ? DENIED_MESSAGE : null;
  return (
    <div className={styles.pushToggle}>
      <Checkbox
        isSelected={subscribed}
        isDisabled={busy || manager === undefined || unavailable !== null}
        onChange={(on) => void toggle(on)}
      >
        Notify me in this browser
      </Checkbox>
      {unavailable ? <p className={styles.muted}>{unavailable}</p> : null}
      {error ? (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
