import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUnlockRecordMutation, useUnlockRecordMutation$data } from './__generated__/useUnlockRecordMutation.graphql';

export type UnlockRecordResult = useUnlockRecordMutation$data['unlockRecord'];

/** unlockRecord with the version the screen shows (a stale one answers ConflictError). */
export function useUnlockRecord(): [(id: string, version: number) => Promise<UnlockRecordResult>, boolean] {
  const [commit, isInFlight] = useMutation<useUnlockRecordMutation>(graphql`
    mutation useUnlockRecordMutation($input: RecordInput!) {
      unlockRecord(input: $input) {
        __typename
        ... on UnlockRecordSuccess {
          record {
            id
            isLocked
            permission
            version
          }
        }
        ... on PermissionError {
          message
        }
        ... on NotFoundError {
          message
        }
        ... on ConflictError {
          message
        }
      }
    }
  `);
  const unlock = useCallback(
    (id: string, version: number) =>
      new Promise<UnlockRecordResult>((resolve, reject) => {
        commit({ variables: { input: { id, version } }, onCompleted: (r) => resolve(r.unlockRecord), onError: reject });
      }),
    [commit],
  );
  return [unlock, isInFlight];
}
