import { graphql } from 'react-relay';
import { useCreateRecordMutation } from '../../records/mutations/useRecordMutation';
import type {
  CreateOrganizationInput,
  useCreateOrganizationMutation,
  useCreateOrganizationMutation$data,
} from './__generated__/useCreateOrganizationMutation.graphql';

export type CreateOrganizationResult = useCreateOrganizationMutation$data['createOrganization'];

/** Creates an organization and appends its edge to the given list connections. */
export function useCreateOrganization(): [
  (input: CreateOrganizationInput, connections: readonly string[]) => Promise<CreateOrganizationResult>,
  boolean,
] {
  return useCreateRecordMutation<useCreateOrganizationMutation, 'createOrganization'>(
    graphql`
      mutation useCreateOrganizationMutation($input: CreateOrganizationInput!, $connections: [ID!]!) {
        createOrganization(input: $input) {
          __typename
          ... on CreateOrganizationSuccess {
            organization {
              rowId
            }
            organizationEdge @appendEdge(connections: $connections) {
              cursor
              node {
                id
                ...OrganizationRow_organization
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
          ... on UpgradeRequiredError {
            message
          }
        }
      }
    `,
    'createOrganization',
  );
}
