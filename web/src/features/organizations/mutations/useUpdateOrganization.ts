import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateOrganizationInput,
  useUpdateOrganizationMutation,
  useUpdateOrganizationMutation$data,
} from './__generated__/useUpdateOrganizationMutation.graphql';

export type UpdateOrganizationResult = useUpdateOrganizationMutation$data['updateOrganization'];

/**
 * Saves changed fields. The new values show at once (optimistic); a refusal (ValidationError, …) rolls them back
 * and the pane shows the message.
 */
export function useUpdateOrganization(): [(input: UpdateOrganizationInput) => Promise<UpdateOrganizationResult>, boolean] {
  const [commit, isInFlight] = useMutation<useUpdateOrganizationMutation>(graphql`
    mutation useUpdateOrganizationMutation($input: UpdateOrganizationInput!) {
      updateOrganization(input: $input) {
        __typename
        ... on UpdateOrganizationSuccess {
          organization {
            id
            name
            website
            industry
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
    (input: UpdateOrganizationInput) =>
      new Promise<UpdateOrganizationResult>((resolve, reject) => {
        commit({
          variables: { input },
          optimisticUpdater: (store) => {
            const record = store.get(input.id);
            if (!record) return;
            for (const key of ['name', 'website', 'industry', 'phone', 'email', 'description', 'status'] as const) {
              const value = input[key];
              if (value !== undefined) record.setValue(value, key);
            }
          },
          onCompleted: (response) => resolve(response.updateOrganization),
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}
