import { lazy, startTransition, Suspense, useCallback, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { Spinner } from '../../../ui/Feedback';
import { TopBarPanel } from '../../../ui/TopBarPanel';
import { NOTIFICATION_CONNECTION_KEY, badgeCount } from '../constants';
import { useMarkNotificationsRead } from '../mutations/useMarkNotificationsRead';
import { useNotificationAddedSubscription } from '../subscriptions/useNotificationAddedSubscription';
import { LiveBanner, type BannerMessage } from '../../panels/components/LiveBanner';
import { useReminderDueSubscription } from '../../panels/realtime/useReminderDueSubscription';
import type { NotificationBell_viewer$key } from './__generated__/NotificationBell_viewer.graphql';

// The panel (tabs, list, actions) loads when it first opens: the top bar itself carries only the live badge.
const NotificationPanel = lazy(() => import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })));

/** The top bar's bell: live unread badge (capped at 20) and the notification panel. */
export function NotificationBell({ viewer }: { viewer: NotificationBell_viewer$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NotificationBell_viewer on Viewer @refetchable(queryName: "NotificationBellRefetchQuery") {
        id
        notificationBadge
        ...NotificationPanel_viewer
      }
    `,
    viewer,
  );
  // A live notification or a due reminder shows the banner for 30 s.
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const closeBanner = useCallback(() => setBanner(null), []);
  // Catching up after an idle pause happens in a transition: the bell keeps showing the old count meanwhile.
  useNotificationAddedSubscription(
    ConnectionHandler.getConnectionID(data.id, NOTIFICATION_CONNECTION_KEY),
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    (n) => setBanner({ title: 'New notification', text: n.name, url: n.url, key: n.id }),
  );
  useReminderDueSubscription((r) =>
    setBanner({ title: 'Reminder', text: r.content ? `${r.name} · ${r.content}` : r.name, url: r.url, key: r.id }),
  );
  const markRead = useMarkNotificationsRead();
  const count = badgeCount(data.notificationBadge);

  return (
    <>
      <TopBarPanel
        label="Notifications"
        count={count}
        countWord="unread"
        badgeTestId="notification-badge"
        onOpenChange={(open) => {
          if (open && count > 0) markRead();
        }}
        icon={
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
            <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
          </svg>
        }
      >
        {(close) => (
          <Suspense fallback={<Spinner />}>
            <NotificationPanel viewer={data} onNavigate={close} />
          </Suspense>
        )}
      </TopBarPanel>
      <LiveBanner message={banner} onClose={closeBanner} />
    </>
  );
}
