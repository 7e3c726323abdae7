import { useEffect, useMemo } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useIsUserActive } from '../../../app/realtime/activity';
import type { useStatusUpdateAddedSubscription as SubscriptionType } from './__generated__/useStatusUpdateAddedSubscription.graphql';

const subscription = graphql`
  subscription useStatusUpdateAddedSubscription {
    statusUpdateAdded {
      statusUpdate {
        id
        ...StreamItem_record
      }
      comment {
        id
      }
    }
  }
`;

/**
 * Live stream: a comment updates its status update in the store (normalized by id, so it shows in place);
 * a new update calls `onNew` (the stream refetches its first page to place it under its month).
 */
export function useStatusUpdateAdded(onNew: () => void): void {
  const environment = useRelayEnvironment();
  const active = useIsUserActive();
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(
    () => ({
      subscription,
      variables: {},
      onNext: (data) => {
        if (data && !data.statusUpdateAdded.comment) onNew();
      },
      onError: () => {
        // graphql-ws retries by itself.
      },
    }),
    [onNew],
  );
  useEffect(() => {
    if (!active) return;
    const s = requestSubscription<SubscriptionType>(environment, config);
    return () => s.dispose();
  }, [environment, config, active]);
}
