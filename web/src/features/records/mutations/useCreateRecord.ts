import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { CacheConfig } from 'relay-runtime';
import { rowColumnsVariables, type RowColumns } from '../list/rowColumns';
import { INLINE_ERRORS, settle } from './inlineErrors';
import type { useCreateRecordMutation, useCreateRecordMutation$data } from './__generated__/useCreateRecordMutation.graphql';

export type CreateRecordResult = useCreateRecordMutation$data['createRecord'];

export interface CreateRecordOptions {
  /** Connections (a list, a section) the new record is prepended to. */
  connections: readonly string[];
  /** The columns of those connections' rows, so the prepended row renders like its neighbours. */
  rowColumns: RowColumns;
  /** One per form submission, the same on its retries: the server creates the record once whatever the retries. */
  idempotencyKey: string;
}

/** createRecord for any type; the new edge goes on top of the given connections. */
export function useCreateRecord(): [
  (type: string, values: Record<string, unknown>, options: CreateRecordOptions) => Promise<CreateRecordResult>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<useCreateRecordMutation>(graphql`
    mutation useCreateRecordMutation(
      $input: CreateRecordInput!
      $connections: [ID!]!
      $listType: String
      $view: ID
      $defaultView: Boolean
      $listFields: [String!]
    ) {
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
              ...RecordRow_record @arguments(listType: $listType, view: $view, defaultView: $defaultView, listFields: $listFields)
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
    (type: string, values: Record<string, unknown>, { connections, rowColumns, idempotencyKey }: CreateRecordOptions) =>
      new Promise<CreateRecordResult>((resolve, reject) => {
        const config: UseMutationConfig<useCreateRecordMutation> & { cacheConfig: CacheConfig } = {
          variables: { input: { type, values, idempotencyKey }, connections: [...connections], ...rowColumnsVariables(rowColumns) },
          cacheConfig: INLINE_ERRORS,
          onCompleted: (response, errors) => settle(response.createRecord, errors, resolve, reject),
          onError: reject,
        };
        commit(config);
      }),
    [commit],
  );
  return [create, isInFlight];
}
