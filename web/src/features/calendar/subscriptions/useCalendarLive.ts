import { useEffect, useMemo, useRef } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useIsUserActive } from '../../../app/realtime/activity';
import type { useCalendarLiveSubscription as SubscriptionType } from './__generated__/useCalendarLiveSubscription.graphql';

// Only what says that something changed: the calendar is one range query, read again as a whole (an event
// may move into or out of the range, a series may gain or lose occurrences).
const subscription = graphql`
  subscription useCalendarLiveSubscription($type: String!, $involving: [CalendarUserInput!]!) {
    recordChanged(type: $type, involving: $involving) {
      change
      recordId
    }
  }
`;

/** A user or group whose entry the calendar shows. */
export interface ShownEntry {
  userId: number;
  userType: 'user' | 'group';
}

/**
 * Live calendar: an event (or task) the viewer may read, that concerns one of the users or groups shown (before or
 * after the change; the bff filters), is created, changed or deleted somewhere else, and `onChange` reads the open
 * calendar again. Stops while the user is idle.
 */
export function useCalendarLive(type: 'Event' | 'Task', shown: readonly ShownEntry[], onChange: () => void): void {
  const environment = useRelayEnvironment();
  const active = useIsUserActive();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  // The same entries in a new array (every render) keep the subscription.
  const shownKey = shown.map((s) => `${s.userType}:${s.userId}`).join(',');
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(() => {
    const involving = shownKey
      ? shownKey.split(',').map((s) => {
          const [userType, userId] = s.split(':');
          return { userId: Number(userId), userType: userType === 'group' ? ('GROUP' as const) : ('USER' as const) };
        })
      : [];
    return {
      subscription,
      variables: { type, involving },
      onNext: (data) => {
        if (data?.recordChanged) latest.current();
      },
      onError: () => {
        // graphql-ws retries by itself.
      },
    };
  }, [type, shownKey]);
  useEffect(() => {
    if (!active || !shownKey) return;
    const s = requestSubscription<SubscriptionType>(environment, config);
    return () => s.dispose();
  }, [environment, config, active, shownKey]);
}
