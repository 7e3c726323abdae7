import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { CacheConfig } from 'relay-runtime';
import { INLINE_ERRORS, settle } from './inlineErrors';
import type { useUpdateRecordMutation, useUpdateRecordMutation$data } from './__generated__/useUpdateRecordMutation.graphql';

export type UpdateRecordResult = useUpdateRecordMutation$data['updateRecord'];

/**
 * updateRecord for any type: the changed values only, and the version the form read (a stale one answers
 * ConflictError); the answer refreshes the record's header and fields. Failures reject for the form to show.
 */
export function useUpdateRecord(): [
  (id: string, values: Record<string, unknown>, version: number) => Promise<UpdateRecordResult>,
  boolean,
] {
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
            version
            values {
              field
              value
              text
              ...FieldDisplay_value
            }
            ... on Party {
              isLead
              isCustomer
              isSupplier
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
        ... on ConflictError {
          message
          changedByName
          changedAt
          currentVersion
        }
        ... on UpgradeRequiredError {
          message
        }
      }
    }
  `);
  const update = useCallback(
    (id: string, values: Record<string, unknown>, version: number) =>
      new Promise<UpdateRecordResult>((resolve, reject) => {
        const config: UseMutationConfig<useUpdateRecordMutation> & { cacheConfig: CacheConfig } = {
          variables: { input: { id, values, version } },
          cacheConfig: INLINE_ERRORS,
          onCompleted: (response, errors) => settle(response.updateRecord, errors, resolve, reject),
          onError: reject,
        };
        commit(config);
      }),
    [commit],
  );
  return [update, isInFlight];
}
