import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { showError } from '../../../app/errors/messages';
import type { useFollowRecordFollowMutation } from './__generated__/useFollowRecordFollowMutation.graphql';
import type { useFollowRecordUnfollowMutation } from './__generated__/useFollowRecordUnfollowMutation.graphql';

function setFollowing(store: RecordSourceSelectorProxy, id: string, value: boolean): void {
  store.get(id)?.getLinkedRecord('summary')?.setValue(value, 'isFollowing');
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
      const config = {
        variables: { input: { id } },
        optimisticUpdater: (store: RecordSourceSelectorProxy) => setFollowing(store, id, follow),
      };
      if (follow) {
        commitFollow({
          ...config,
          updater: (store, data) => {
            if (data?.followRecord.__typename === 'FollowRecordSuccess') setFollowing(store, id, data.followRecord.isFollowing);
          },
          onCompleted: (r) => {
            if (r.followRecord.__typename === 'PermissionError' || r.followRecord.__typename === 'NotFoundError') showError(r.followRecord.message);
          },
        });
      } else {
        commitUnfollow({
          ...config,
          updater: (store, data) => {
            if (data?.unfollowRecord.__typename === 'FollowRecordSuccess') setFollowing(store, id, data.unfollowRecord.isFollowing);
          },
          onCompleted: (r) => {
            if (r.unfollowRecord.__typename === 'PermissionError' || r.unfollowRecord.__typename === 'NotFoundError')
              showError(r.unfollowRecord.message);
          },
        });
      }
    },
    [commitFollow, commitUnfollow],
  );
}
