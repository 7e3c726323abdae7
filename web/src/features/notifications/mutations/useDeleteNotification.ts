import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteNotificationMutation } from './__generated__/useDeleteNotificationMutation.graphql';
import { showError } from '../../../app/errors/messages';
import { removeNotification } from '../storeUpdates';

export function useDeleteNotification(): (id: string, connectionId: string) => void {
  const [commit] = useMutation<useDeleteNotificationMutation>(graphql`
    mutation useDeleteNotificationMutation($input: DeleteNotificationInput!, $connections: [ID!]!) {
      deleteNotification(input: $input) {
        __typename
        ... on DeleteNotificationSuccess {
          deletedId @deleteEdge(connections: $connections)
          viewer {
            id
            notificationBadge
          }
        }
        ... on NotFoundError {
          message
        }
      }
    }
  `);
  return useCallback(
    (id: string, connectionId: string) => {
      commit({
        variables: { input: { id }, connections: [connectionId] },
        optimisticUpdater: (store) => removeNotification(store, id),
        onCompleted: (response) => {
          const payload = response.deleteNotification;
          if (payload.__typename === 'NotFoundError') showError(payload.message);
        },
      });
    },
    [commit],
  );
}
