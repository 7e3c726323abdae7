import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteAllNotificationsMutation } from './__generated__/useDeleteAllNotificationsMutation.graphql';
import { clearNotifications, setBadge } from '../storeUpdates';

export function useDeleteAllNotifications(): [() => void, boolean] {
  const [commit, isInFlight] = useMutation<useDeleteAllNotificationsMutation>(graphql`
    mutation useDeleteAllNotificationsMutation {
      deleteAllNotifications {
        viewer {
          id
          notificationBadge
        }
      }
    }
  `);
  const run = useCallback(() => {
    commit({
      variables: {},
      optimisticUpdater: (store) => {
        clearNotifications(store);
        setBadge(store, 0);
      },
      updater: (store) => clearNotifications(store),
    });
  }, [commit]);
  return [run, isInFlight];
}
