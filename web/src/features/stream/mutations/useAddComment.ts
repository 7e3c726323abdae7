import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { showError } from '../../../app/errors/messages';
import type { useAddCommentMutation } from './__generated__/useAddCommentMutation.graphql';

/** Posts a comment (or "Mark complete"); the answer carries the update with its comments, so the store updates it in place. */
export function useAddComment(): [(statusUpdateId: string, body: string, markComplete: boolean, done?: () => void) => void, boolean] {
  const [commit, busy] = useMutation<useAddCommentMutation>(graphql`
    mutation useAddCommentMutation($input: AddStatusUpdateCommentInput!) {
      addStatusUpdateComment(input: $input) {
        __typename
        ... on AddStatusUpdateCommentSuccess {
          statusUpdate {
            ...StreamItem_record
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const run = useCallback(
    (statusUpdateId: string, body: string, markComplete: boolean, done?: () => void) =>
      commit({
        variables: { input: { statusUpdateId, body, markComplete } },
        onCompleted: (r) => {
          // A failed save keeps what was typed: `done` (which clears the box) runs only on success.
          if (r.addStatusUpdateComment.__typename === 'AddStatusUpdateCommentSuccess') done?.();
          else showError(r.addStatusUpdateComment.message ?? 'The comment could not be saved.');
        },
        onError: (err) => showError(err.message),
      }),
    [commit],
  );
  return [run, busy];
}
