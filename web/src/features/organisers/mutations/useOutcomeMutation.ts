// A mutation whose root field is a payload union (Success | errors): resolves with ok, or the error's message and
// field errors, so forms keep what was typed and show the spec's message.
import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

export type Outcome = { ok: true } | { ok: false; message: string; fields: readonly { field: string; message: string }[] };

interface PayloadLike {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: readonly { readonly field: string; readonly message: string }[];
}

/** Runs a mutation whose single root field is a payload union; resolves with its success or its error message. */
export function useOutcomeMutation<M extends MutationParameters>(mutation: GraphQLTaggedNode, root: string) {
  const [commit, inFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (variables: M['variables']) =>
      new Promise<Outcome>((resolve) => {
        commit({
          variables,
          onCompleted: (response) => {
            const payload = (response as Record<string, PayloadLike | null>)[root];
            if (payload && payload.__typename.endsWith('Success')) resolve({ ok: true });
            else resolve({ ok: false, message: payload?.message ?? 'The change was not saved.', fields: payload?.fields ?? [] });
          },
          onError: (error) => resolve({ ok: false, message: error.message, fields: [] }),
        });
      }),
    [commit, root],
  );
  return [run, inFlight] as const;
}
