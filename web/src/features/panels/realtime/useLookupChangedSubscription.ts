import { useEffect } from 'react';
import { fetchQuery, graphql, requestSubscription, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import { getRequest } from 'relay-runtime';
import { useIsUserActive } from '../../../app/realtime/activity';
import type { useLookupChangedSubscription as SubscriptionType } from './__generated__/useLookupChangedSubscription.graphql';

const subscription = graphql`
  subscription useLookupChangedSubscription {
    lookupChanged {
      lookup
    }
  }
`;

/**
 * The user's or their company's lookups changed (users, menu, preferences; the hub's lookupChange): the shell's
 * query is asked again, so what it shows of them is current without a reload.
 */
export function useLookupChangedSubscription(shellQuery: GraphQLTaggedNode, enabled: boolean): void {
  const environment = useRelayEnvironment();
  const active = useIsUserActive();
  useEffect(() => {
    if (!active || !enabled) return;
    const sub = requestSubscription<SubscriptionType>(environment, {
      subscription,
      variables: {},
      onNext: () => {
        fetchQuery(environment, getRequest(shellQuery), {}, { fetchPolicy: 'network-only' }).subscribe({});
      },
      onError: () => undefined,
    });
    return () => sub.dispose();
  }, [environment, shellQuery, active, enabled]);
}
