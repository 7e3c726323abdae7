import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ShareRecordInput,
  useShareMutationsShareMutation,
  useShareMutationsShareMutation$data,
} from './__generated__/useShareMutationsShareMutation.graphql';
import type {
  useShareMutationsDeleteMutation,
  useShareMutationsDeleteMutation$data,
} from './__generated__/useShareMutationsDeleteMutation.graphql';

export type ShareRecordResult = useShareMutationsShareMutation$data['shareRecord'];
export type DeleteSharesResult = useShareMutationsDeleteMutation$data['deleteShares'];
export type { ShareRecordInput };

/** shareRecord: the answer carries the record's shares, so the list refreshes from the store. */
export function useShareRecord(): [(input: ShareRecordInput) => Promise<ShareRecordResult>, boolean] {
  const [commit, isInFlight] = useMutation<useShareMutationsShareMutation>(graphql`
    mutation useShareMutationsShareMutation($input: ShareRecordInput!) {
      shareRecord(input: $input) {
        __typename
        ... on ShareRecordSuccess {
          record {
            id
            ...ShareSection_record
          }
        }
        ... on ValidationError {
          message
          fields {
            field
            message
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
  const share = useCallback(
    (input: ShareRecordInput) =>
      new Promise<ShareRecordResult>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (r) => resolve(r.shareRecord), onError: reject });
      }),
    [commit],
  );
  return [share, isInFlight];
}

/** deleteShares: removes the selected shares; the success message is the spec's "Shares has been deleted.". */
export function useDeleteShares(): [(id: string, shareIds: readonly string[]) => Promise<DeleteSharesResult>, boolean] {
  const [commit, isInFlight] = useMutation<useShareMutationsDeleteMutation>(graphql`
    mutation useShareMutationsDeleteMutation($input: DeleteSharesInput!) {
      deleteShares(input: $input) {
        __typename
        ... on DeleteSharesSuccess {
          message
          record {
            id
            ...ShareSection_record
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
  const remove = useCallback(
    (id: string, shareIds: readonly string[]) =>
      new Promise<DeleteSharesResult>((resolve, reject) => {
        commit({ variables: { input: { id, shareIds: [...shareIds] } }, onCompleted: (r) => resolve(r.deleteShares), onError: reject });
      }),
    [commit],
  );
  return [remove, isInFlight];
}
