import { graphql } from 'react-relay';
import type { RecordProxy } from 'relay-runtime';
import { useUpdateRecordMutation } from '../../records/mutations/useRecordMutation';
import type { UpdatePersonInput, useUpdatePersonMutation, useUpdatePersonMutation$data } from './__generated__/useUpdatePersonMutation.graphql';

export type UpdatePersonResult = useUpdatePersonMutation$data['updatePerson'];

const OPTIMISTIC_FIELDS = ['firstName', 'lastName', 'jobTitle', 'phone', 'email', 'description', 'status'] as const;

/** The display name follows a changed first or last name at once. */
function optimisticName(record: RecordProxy, input: UpdatePersonInput): void {
  if (input.firstName !== undefined || input.lastName !== undefined) {
    const first = input.firstName !== undefined ? input.firstName : record.getValue('firstName');
    const last = input.lastName !== undefined ? input.lastName : record.getValue('lastName');
    record.setValue([first, last].filter((part) => typeof part === 'string' && part !== '').join(' '), 'name');
  }
}

/**
 * Saves changed fields. The new values show at once (optimistic, the name too); a refusal (ValidationError, …)
 * rolls them back and the pane shows the message.
 */
export function useUpdatePerson(): [(input: UpdatePersonInput) => Promise<UpdatePersonResult>, boolean] {
  return useUpdateRecordMutation<useUpdatePersonMutation, 'updatePerson'>(
    graphql`
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
    `,
    'updatePerson',
    OPTIMISTIC_FIELDS,
    optimisticName,
  );
}
