import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { UpdatePersonInput, useUpdatePersonMutation, useUpdatePersonMutation$data } from './__generated__/useUpdatePersonMutation.graphql';

export type UpdatePersonResult = useUpdatePersonMutation$data['updatePerson'];

const OPTIMISTIC_FIELDS = ['firstName', 'lastName', 'jobTitle', 'phone', 'email', 'description', 'status'] as const;

/**
 * Saves changed fields. The new values show at once (optimistic, the name too); a refusal (ValidationError, …)
 * rolls them back and the pane shows the message.
 */
export function useUpdatePerson(): [(input: UpdatePersonInput) => Promise<UpdatePersonResult>, boolean] {
  const [commit, isInFlight] = useMutation<useUpdatePersonMutation>(graphql`
    mutation useUpdatePersonMutation($input: UpdatePersonInput!) {
      updatePerson(input: $input) {
        __typename
        ... on UpdatePersonSuccess {
          person {
            id
            name
            firstName
            lastName
            jobTitle
            phone
            email
            description
            status
            isLocked
            permission
            updatedAt
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
    (input: UpdatePersonInput) =>
      new Promise<UpdatePersonResult>((resolve, reject) => {
        commit({
          variables: { input },
          optimisticUpdater: (store) => {
            const record = store.get(input.id);
            if (!record) return;
            for (const key of OPTIMISTIC_FIELDS) {
              const value = input[key];
              if (value !== undefined) record.setValue(value, key);
            }
            if (input.firstName !== undefined || input.lastName !== undefined) {
              const first = input.firstName !== undefined ? input.firstName : record.getValue('firstName');
              const last = input.lastName !== undefined ? input.lastName : record.getValue('lastName');
              record.setValue([first, last].filter((part) => typeof part === 'string' && part !== '').join(' '), 'name');
            }
          },
          onCompleted: (response) => resolve(response.updatePerson),
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}
