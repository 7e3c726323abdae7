import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUnlockRecordMutation, useUnlockRecordMutation$data } from './__generated__/useUnlockRecordMutation.graphql';

export type UnlockRecordResult = useUnlockRecordMutation$data['unlockRecord'];

export function useUnlockRecord(): [(id: string) => Promise<UnlockRecordResult>, boolean] {
  const [commit, isInFlight] = useMutation<useUnlockRecordMutation>(graphql`
    mutation useUnlockRecordMutation($input: RecordInput!) {
      unlockRecord(input: $input) {
        __typename
        ... on UnlockRecordSuccess {
          record {
            id
            isLocked
            permission
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
  const unlock = useCallback(
    (id: string) =>
      new Promise<UnlockRecordResult>((resolve, reject) => {
        commit({ variables: { input: { id } }, onCompleted: (r) => resolve(r.unlockRecord), onError: reject });
      }),
    [commit],
  );
  return [unlock, isInFlight];
}
