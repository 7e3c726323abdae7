import { useEffect, useMemo, useRef } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useIsUserActive } from '../../../app/realtime/activity';
import type { useNotificationAddedSubscription as SubscriptionType } from './__generated__/useNotificationAddedSubscription.graphql';
import { setBadge } from '../storeUpdates';

const subscription = graphql`
  subscription useNotificationAddedSubscription($connections: [ID!]!) {
    notificationAdded @prependNode(connections: $connections, edgeTypeName: "NotificationEdge") {
      id
      isRead
      name
      url
      ...NotificationItem_notification
    }
  }
`;

/**
 * Live notifications: each one is prepended to the panel's connection, bumps the (capped) badge and is handed to
 * `onArrive` (the new-notification banner).
 * After 30 minutes without user input the subscription ends (graphql-ws then closes the idle socket);
 * on the next input it starts again and `onResume` catches up on what arrived meanwhile.
 */
export function useNotificationAddedSubscription(
  connectionId: string,
  onResume: () => void,
  onArrive?: (notification: { id: string; name: string; url: string | null | undefined }) => void,
): void {
  const environment = useRelayEnvironment();
  const active = useIsUserActive();
  const arrive = useRef(onArrive);
  useEffect(() => {
    arrive.current = onArrive;
  });
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(
    () => ({
      subscription,
      variables: { connections: [connectionId] },
      updater: (store, data) => {
        if (data && !data.notificationAdded.isRead) setBadge(store, (n) => n + 1);
      },
      onNext: (data) => {
        if (data) arrive.current?.(data.notificationAdded);
      },
      onError: () => {
        // graphql-ws retries by itself; a dropped socket is not worth a message.
      },
    }),
    [connectionId],
  );

  useEffect(() => {
    if (!active) return;
    const subscription = requestSubscription<SubscriptionType>(environment, config);
    return () => subscription.dispose();
  }, [environment, config, active]);

  const wasActive = useRef(active);
  const resume = useRef(onResume);
  useEffect(() => {
    resume.current = onResume;
  });
  useEffect(() => {
    if (active && !wasActive.current) resume.current();
    wasActive.current = active;
  }, [active]);
}
