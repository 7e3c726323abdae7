import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkNotificationsReadMutation } from './__generated__/useMarkNotificationsReadMutation.graphql';
import { markAllRead, setBadge } from '../storeUpdates';

/** Opening the panel marks everything read: the badge drops at once (optimistic). */
export function useMarkNotificationsRead(): () => void {
  const [commit] = useMutation<useMarkNotificationsReadMutation>(graphql`
    mutation useMarkNotificationsReadMutation {
      markNotificationsRead {
        __typename
        ... on MarkNotificationsReadSuccess {
          viewer {
            id
            notificationBadge
          }
        }
      }
    }
  `);
  return useCallback(() => {
    commit({
      variables: {},
      optimisticUpdater: (store) => {
        setBadge(store, 0);
        markAllRead(store);
      },
      updater: (store, data) => {
        if (data?.markNotificationsRead.__typename === 'MarkNotificationsReadSuccess') markAllRead(store);
      },
    });
  }, [commit]);
}
