import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useNotificationAddedSubscription as SubscriptionType } from './__generated__/useNotificationAddedSubscription.graphql';
import { setBadge } from '../storeUpdates';

const subscription = graphql`
  subscription useNotificationAddedSubscription($connections: [ID!]!) {
    notificationAdded @prependNode(connections: $connections, edgeTypeName: "NotificationEdge") {
      id
      isRead
      ...NotificationItem_notification
    }
  }
`;

/** Live notifications: each one is prepended to the panel's connection and bumps the (capped) badge. */
export function useNotificationAddedSubscription(connectionId: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(
    () => ({
      subscription,
      variables: { connections: [connectionId] },
      updater: (store, data) => {
        if (data && !data.notificationAdded.isRead) setBadge(store, (n) => n + 1);
      },
      onError: () => {
        // graphql-ws retries by itself; a dropped socket is not worth a message.
      },
    }),
    [connectionId],
  );
  useSubscription<SubscriptionType>(config);
}
