import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, RecordProxy } from 'relay-runtime';

/** A create mutation of a record type: `($input, $connections)`, the new edge appended with @appendEdge. */
interface CreateMutation extends MutationParameters {
  readonly variables: { readonly input: unknown; readonly connections: readonly string[] };
}

/** An update mutation of a record type: `($input)` with the record's global id and the changed fields. */
interface UpdateMutation extends MutationParameters {
  readonly variables: { readonly input: { readonly id: string } };
}

type Input<M extends MutationParameters> = M['variables']['input'];

/**
 * Commits a record type's create mutation (its own static document) and resolves with its payload under `rootField`,
 * e.g. `useCreateRecordMutation<useCreatePersonMutation, 'createPerson'>(graphql`…`, 'createPerson')`.
 */
export function useCreateRecordMutation<M extends CreateMutation, K extends keyof M['response'] & string>(
  mutation: GraphQLTaggedNode,
  rootField: K,
): [(input: Input<M>, connections: readonly string[]) => Promise<M['response'][K]>, boolean] {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const create = useCallback(
    (input: Input<M>, connections: readonly string[]) =>
      new Promise<M['response'][K]>((resolve, reject) => {
        commit({
          // The shape CreateMutation requires; TypeScript cannot build a generic M['variables'] from its parts.
          variables: { input, connections: [...connections] } as M['variables'],
          onCompleted: (response) => resolve(response[rootField]),
          onError: reject,
        });
      }),
    [commit, rootField],
  );
  return [create, isInFlight];
}

/**
 * Commits a record type's update mutation and resolves with its payload under `rootField`. The given fields of the
 * input show at once (optimistic); `alsoOptimistic` (a module constant) adds derived values such as a person's name.
 * A refusal (ValidationError, …) rolls them back.
 */
export function useUpdateRecordMutation<M extends UpdateMutation, K extends keyof M['response'] & string>(
  mutation: GraphQLTaggedNode,
  rootField: K,
  optimisticFields: readonly (keyof Input<M> & string)[],
  alsoOptimistic?: (record: RecordProxy, input: Input<M>) => void,
): [(input: Input<M>) => Promise<M['response'][K]>, boolean] {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const update = useCallback(
    (input: Input<M>) =>
      new Promise<M['response'][K]>((resolve, reject) => {
        commit({
          variables: { input } as M['variables'],
          optimisticUpdater: (store) => {
            const record = store.get(input.id);
            if (!record) return;
            for (const key of optimisticFields) {
              const value: unknown = input[key];
              if (value !== undefined) record.setValue(value, key);
            }
            alsoOptimistic?.(record, input);
          },
          onCompleted: (response) => resolve(response[rootField]),
          onError: reject,
        });
      }),
    [commit, rootField, optimisticFields, alsoOptimistic],
  );
  return [update, isInFlight];
}
