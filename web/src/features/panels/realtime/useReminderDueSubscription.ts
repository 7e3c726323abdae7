import { useEffect, useMemo, useRef } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useIsUserActive } from '../../../app/realtime/activity';
import type { useReminderDueSubscription as SubscriptionType } from './__generated__/useReminderDueSubscription.graphql';

const subscription = graphql`
  subscription useReminderDueSubscription {
    reminderDue {
      id
      name
      content
      url
    }
  }
`;

export interface DueReminder {
  id: string;
  name: string;
  content: string;
  url: string | null | undefined;
}

/**
 * Reminders arriving at their time: each leaves the Upcoming Reminders list (when loaded) and is handed to `onDue`.
 * Like the notifications, the subscription rests while the user is idle (30 minutes).
 */
export function useReminderDueSubscription(onDue: (reminder: DueReminder) => void): void {
  const environment = useRelayEnvironment();
  const active = useIsUserActive();
  const handler = useRef(onDue);
  useEffect(() => {
    handler.current = onDue;
  });
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(
    () => ({
      subscription,
      variables: {},
      updater: (store, data) => {
        const id = data?.reminderDue.id;
        const viewer = store.getRoot().getLinkedRecord('viewer');
        const list = viewer?.getLinkedRecords('upcomingReminders');
        if (id && viewer && list)
          viewer.setLinkedRecords(
            list.filter((r) => r?.getDataID() !== id),
            'upcomingReminders',
          );
      },
      onNext: (data) => {
        if (data) handler.current(data.reminderDue);
      },
      onError: () => {
        // graphql-ws retries by itself.
      },
    }),
    [],
  );
  useEffect(() => {
    if (!active) return;
    const sub = requestSubscription<SubscriptionType>(environment, config);
    return () => sub.dispose();
  }, [environment, config, active]);
}
