import { Suspense, lazy } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { ConnectionHandler } from 'relay-runtime';
import { Button, Spinner } from '../../../ui';
import { NOTIFICATION_CONNECTION_KEY } from '../constants';
import { useDeleteAllNotifications } from '../mutations/useDeleteAllNotifications';
import { useDeleteNotification } from '../mutations/useDeleteNotification';
import { NotificationItem } from './NotificationItem';
import type { NotificationPanel_viewer$key } from './__generated__/NotificationPanel_viewer.graphql';
import styles from './Notifications.module.css';

// The reminders load when their tab is first shown: the shell's query carries the notifications only.
const UpcomingReminders = lazy(() => import('../../panels/components/UpcomingReminders'));
const PushToggle = lazy(() => import('../../panels/components/PushToggle'));

export interface NotificationPanelProps {
  viewer: NotificationPanel_viewer$key;
  onNavigate: () => void;
}

/** The bell's panel, two tabs: Notifications (newest first, per-item delete and "Delete all") and Upcoming Reminders. */
export function NotificationPanel({ viewer, onNavigate }: NotificationPanelProps) {
  const data = useFragment(
    graphql`
      fragment NotificationPanel_viewer on Viewer {
        id
        notifications(first: 20) @connection(key: "NotificationPanel_notifications") {
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    viewer,
  );
  const connectionId = ConnectionHandler.getConnectionID(data.id, NOTIFICATION_CONNECTION_KEY);
  const [deleteAll, deletingAll] = useDeleteAllNotifications();
  const deleteOne = useDeleteNotification();
  const edges = data.notifications.edges;

  return (
    <Tabs className={styles.panel}>
      <TabList aria-label="Notification panel" className={styles.tabs}>
        <Tab id="notifications" className={styles.tab}>
          Notifications
        </Tab>
        <Tab id="reminders" className={styles.tab}>
          Upcoming Reminders
        </Tab>
      </TabList>
      <TabPanel id="notifications">
        <div className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>Notifications</h2>
          <Button variant="secondary" onPress={deleteAll} isDisabled={edges.length === 0 || deletingAll}>
            Delete all
          </Button>
        </div>
        <Suspense fallback={null}>
          <PushToggle />
        </Suspense>
        {edges.length === 0 ? (
          <p className={styles.empty}>You have no notifications.</p>
        ) : (
          <ul className={styles.list} aria-label="Notifications">
            {edges.map((edge) => (
              <NotificationItem
                key={edge.node.id}
                notification={edge.node}
                onOpen={onNavigate}
                onDelete={(id) => deleteOne(id, connectionId)}
              />
            ))}
          </ul>
        )}
      </TabPanel>
      <TabPanel id="reminders">
        <Suspense fallback={<Spinner />}>
          <UpcomingReminders onNavigate={onNavigate} />
        </Suspense>
      </TabPanel>
    </Tabs>
  );
}
