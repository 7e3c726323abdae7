import { graphql } from 'react-relay';
import { useCreateRecordMutation } from '../../records/mutations/useRecordMutation';
import type { CreatePersonInput, useCreatePersonMutation, useCreatePersonMutation$data } from './__generated__/useCreatePersonMutation.graphql';

export type CreatePersonResult = useCreatePersonMutation$data['createPerson'];

/** Creates a person and appends its edge to the given list connections. */
export function useCreatePerson(): [(input: CreatePersonInput, connections: readonly string[]) => Promise<CreatePersonResult>, boolean] {
  return useCreateRecordMutation<useCreatePersonMutation, 'createPerson'>(
    graphql`
      mutation useCreatePersonMutation($input: CreatePersonInput!, $connections: [ID!]!) {
        createPerson(input: $input) {
          __typename
          ... on CreatePersonSuccess {
            person {
              rowId
            }
            personEdge @appendEdge(connections: $connections) {
              cursor
              node {
                id
                ...PersonRow_person
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
    'createPerson',
  );
}
