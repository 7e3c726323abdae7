import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { showError } from '../../../app/errors/messages';
import type { useAddCommentMutation } from './__generated__/useAddCommentMutation.graphql';

/** At most this many files on one comment (the api's limit per attachment call is 20). */
export const MAX_COMMENT_FILES = 10;

/**
 * Posts a comment (or "Mark complete"), with optional files sent as a GraphQL multipart request; the answer
 * carries the update with its comments, so the store updates it in place.
 */
export function useAddComment(): [
  (statusUpdateId: string, body: string, markComplete: boolean, done?: () => void, files?: readonly File[]) => void,
  boolean,
] {
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
    (statusUpdateId: string, body: string, markComplete: boolean, done?: () => void, files: readonly File[] = []) =>
      commit({
        // Each file travels as its own part; the variable holds a null in its place (multipart request spec).
        variables: { input: { statusUpdateId, body, markComplete, ...(files.length ? { files: files.map(() => null) } : {}) } },
        ...(files.length ? { uploadables: Object.fromEntries(files.map((f, i) => [`input.files.${i}`, f])) } : {}),
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
