import { useEffect, useMemo, useRef } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useIsUserActive } from '../../../app/realtime/activity';
import type { useCalendarLiveSubscription as SubscriptionType } from './__generated__/useCalendarLiveSubscription.graphql';

// Only what says that something changed: the calendar is one range query, read again as a whole (an event
// may move into or out of the range, a series may gain or lose occurrences).
const subscription = graphql`
  subscription useCalendarLiveSubscription($type: String!) {
    recordChanged(type: $type) {
      change
      recordId
    }
  }
`;

/**
 * Live calendar: an event (or task) of the company that the viewer may read is created, changed or deleted
 * somewhere else, and `onChange` reads the open calendar again. Stops while the user is idle.
 */
export function useCalendarLive(type: 'Event' | 'Task', onChange: () => void): void {
  const environment = useRelayEnvironment();
  const active = useIsUserActive();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(
    () => ({
      subscription,
      variables: { type },
      onNext: (data) => {
        if (data?.recordChanged) latest.current();
      },
      onError: () => {
        // graphql-ws retries by itself.
      },
    }),
    [type],
  );
  useEffect(() => {
    if (!active) return;
    const s = requestSubscription<SubscriptionType>(environment, config);
    return () => s.dispose();
  }, [environment, config, active]);
}
