import { graphql } from 'react-relay';
import { useUpdateRecordMutation } from '../../records/mutations/useRecordMutation';
import type {
  UpdateOrganizationInput,
  useUpdateOrganizationMutation,
  useUpdateOrganizationMutation$data,
} from './__generated__/useUpdateOrganizationMutation.graphql';

export type UpdateOrganizationResult = useUpdateOrganizationMutation$data['updateOrganization'];

const OPTIMISTIC_FIELDS = ['name', 'website', 'industry', 'phone', 'email', 'description', 'status'] as const;

/**
 * Saves changed fields. The new values show at once (optimistic); a refusal (ValidationError, …) rolls them back
 * and the pane shows the message.
 */
export function useUpdateOrganization(): [(input: UpdateOrganizationInput) => Promise<UpdateOrganizationResult>, boolean] {
  return useUpdateRecordMutation<useUpdateOrganizationMutation, 'updateOrganization'>(
    graphql`
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
    `,
    'updateOrganization',
    OPTIMISTIC_FIELDS,
  );
}
