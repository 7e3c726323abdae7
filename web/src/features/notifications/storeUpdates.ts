import { ConnectionHandler, type RecordSourceProxy } from 'relay-runtime';
import { NOTIFICATION_CONNECTION_KEY, badgeCount } from './constants';

/** Store edits shared by the notification mutations and the subscription (optimistic and final). */
export function setBadge(store: RecordSourceProxy, value: number | ((current: number) => number)): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  const current = viewer.getValue('notificationBadge');
  const currentNumber = typeof current === 'number' ? current : 0;
  viewer.setValue(badgeCount(typeof value === 'function' ? value(currentNumber) : value), 'notificationBadge');
}

function notificationConnection(store: RecordSourceProxy) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  return viewer ? ConnectionHandler.getConnection(viewer, NOTIFICATION_CONNECTION_KEY) : null;
}

export function markAllRead(store: RecordSourceProxy): void {
  const connection = notificationConnection(store);
  for (const edge of connection?.getLinkedRecords('edges') ?? []) {
    edge?.getLinkedRecord('node')?.setValue(true, 'isRead');
  }
}

export function clearNotifications(store: RecordSourceProxy): void {
  const connection = notificationConnection(store);
  if (!connection) return;
  connection.setLinkedRecords([], 'edges');
  connection.setValue(0, 'totalCount');
}

export function removeNotification(store: RecordSourceProxy, id: string): void {
  const connection = notificationConnection(store);
  if (connection) ConnectionHandler.deleteNode(connection, id);
}
