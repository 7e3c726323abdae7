import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { Disposable, RecordSourceSelectorProxy } from 'relay-runtime';
import { showError } from '../../../app/errors/messages';
import type {
  useFollowRecordFollowMutation,
  useFollowRecordFollowMutation$data,
} from './__generated__/useFollowRecordFollowMutation.graphql';
import type { useFollowRecordUnfollowMutation } from './__generated__/useFollowRecordUnfollowMutation.graphql';

/** Follow and unfollow answer with the same payload union, under their own root field. */
type FollowPayload = useFollowRecordFollowMutation$data['followRecord'];

function setFollowing(store: RecordSourceSelectorProxy, id: string, value: boolean): void {
  store.get(id)?.getLinkedRecord('summary')?.setValue(value, 'isFollowing');
}

/** One path for both mutations: optimistic flip, the server's answer into the store, its refusal as a message. */
function commitFollowChange<M extends useFollowRecordFollowMutation | useFollowRecordUnfollowMutation>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  payloadOf: (response: M['response']) => FollowPayload,
  id: string,
  follow: boolean,
): void {
  commit({
    variables: { input: { id } },
    optimisticUpdater: (store) => setFollowing(store, id, follow),
    updater: (store, data) => {
      const payload = data ? payloadOf(data) : undefined;
      if (payload?.__typename === 'FollowRecordSuccess') setFollowing(store, id, payload.isFollowing);
    },
    onCompleted: (response) => {
      const payload = payloadOf(response);
      if (payload.__typename === 'PermissionError' || payload.__typename === 'NotFoundError') showError(payload.message);
    },
  });
}

/** Follow / Unfollow a record; the button flips at once (optimistic). */
export function useFollowRecord(): (id: string, follow: boolean) => void {
  const [commitFollow] = useMutation<useFollowRecordFollowMutation>(graphql`
    mutation useFollowRecordFollowMutation($input: RecordInput!) {
      followRecord(input: $input) {
        __typename
        ... on FollowRecordSuccess {
          isFollowing
          record {
            id
          }
        }
        ... on PermissionError {
          message
        }
        ... on NotFoundError {
          message
        }
      }
    }
  `);
  const [commitUnfollow] = useMutation<useFollowRecordUnfollowMutation>(graphql`
    mutation useFollowRecordUnfollowMutation($input: RecordInput!) {
      unfollowRecord(input: $input) {
        __typename
        ... on FollowRecordSuccess {
          isFollowing
          record {
            id
          }
        }
        ... on PermissionError {
          message
        }
        ... on NotFoundError {
          message
        }
      }
    }
  `);
  return useCallback(
    (id: string, follow: boolean) => {
      if (follow) commitFollowChange(commitFollow, (response) => response.followRecord, id, true);
      else commitFollowChange(commitUnfollow, (response) => response.unfollowRecord, id, false);
    },
    [commitFollow, commitUnfollow],
  );
}
