import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Checkbox } from 'react-aria-components';
import type { PushToggleMutation } from './__generated__/PushToggleMutation.graphql';
import type { PushToggleQuery } from './__generated__/PushToggleQuery.graphql';
import styles from './Panels.module.css';

/** The browser's push manager, when it has one and the app's service worker is registered; else null. */
async function pushManager(): Promise<PushManager | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof window.PushManager === 'undefined') return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return registration?.pushManager ?? null;
}

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

  const toggle = async (on: boolean) => {
    if (!manager || !publicKey) return;
    setBusy(true);
    setError(null);
    try {
      if (on) {
        const sub = await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
        const json = sub.toJSON();
        setSubscribed(await store({ endpoint: sub.endpoint, p256dh: json.keys?.p256dh, auth: json.keys?.auth }));
      } else {
        const sub = await manager.getSubscription();
        if (sub) {
          await store({ endpoint: sub.endpoint, remove: true });
          await sub.unsubscribe();
        }
        setSubscribed(false);
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Push notifications could not be turned on');
    } finally {
      setBusy(false);
    }
  };

  const unavailable = !publicKey
    ? 'Push notifications are off on this server.'
    : manager === null
      ? 'This browser cannot receive push notifications here.'
      : null;
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
