import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateRecordMutation, useUpdateRecordMutation$data } from './__generated__/useUpdateRecordMutation.graphql';

export type UpdateRecordResult = useUpdateRecordMutation$data['updateRecord'];

/** updateRecord for any type: the changed values only; the answer refreshes the record's header and fields. */
export function useUpdateRecord(): [(id: string, values: Record<string, unknown>) => Promise<UpdateRecordResult>, boolean] {
  const [commit, isInFlight] = useMutation<useUpdateRecordMutation>(graphql`
    mutation useUpdateRecordMutation($input: UpdateRecordInput!) {
      updateRecord(input: $input) {
        __typename
        ... on UpdateRecordSuccess {
          record {
            id
            name
            url
            status
            isLocked
            permission
            updatedAt
            values {
              field
              value
              text
              ...FieldDisplay_value
            }
            ... on Party {
              addresses {
                ...AddressList_addresses
              }
              ...ContactList_party @alias(as: "contacts")
              ...PartyContactFields_party @alias(as: "partyLists")
            }
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
        ... on UpgradeRequiredError {
          message
        }
      }
    }
  `);
  const update = useCallback(
    (id: string, values: Record<string, unknown>) =>
      new Promise<UpdateRecordResult>((resolve, reject) => {
        commit({
          variables: { input: { id, values } },
          onCompleted: (response) => resolve(response.updateRecord),
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}
