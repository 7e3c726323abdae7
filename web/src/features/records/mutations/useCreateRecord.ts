import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateRecordMutation, useCreateRecordMutation$data } from './__generated__/useCreateRecordMutation.graphql';

export type CreateRecordResult = useCreateRecordMutation$data['createRecord'];

export interface CreateRecordOptions {
  /** Connections (a list, a section) the new record is prepended to. */
  connections: readonly string[];
  /** The list columns of the new row (the type's listFields), so the prepended row renders like its neighbours. */
  listFields: readonly string[];
}

/** createRecord for any type; the new edge goes on top of the given connections. */
export function useCreateRecord(): [(type: string, values: Record<string, unknown>, options: CreateRecordOptions) => Promise<CreateRecordResult>, boolean] {
  const [commit, isInFlight] = useMutation<useCreateRecordMutation>(graphql`
    mutation useCreateRecordMutation($input: CreateRecordInput!, $connections: [ID!]!, $listFields: [String!]!) {
      createRecord(input: $input) {
        __typename
        ... on CreateRecordSuccess {
          record {
            id
            url
          }
          recordEdge @prependEdge(connections: $connections) {
            cursor
            node {
              id
              ...RecordRow_record @arguments(listFields: $listFields)
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
  `);
  const create = useCallback(
    (type: string, values: Record<string, unknown>, { connections, listFields }: CreateRecordOptions) =>
      new Promise<CreateRecordResult>((resolve, reject) => {
        commit({
          variables: { input: { type, values }, connections: [...connections], listFields: [...listFields] },
          onCompleted: (response) => resolve(response.createRecord),
          onError: reject,
        });
      }),
    [commit],
  );
  return [create, isInFlight];
}
