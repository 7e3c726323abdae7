// The one way a feature runs a mutation whose single root field is a payload union (`… Success | Error | …`):
// a promise of its outcome, a success or the error's message and field errors, so forms keep what was typed and
// show the spec's message where it belongs. Replaces the organisers', the tasks' and the saved views' copies.
import { useCallback, useState } from 'react';
import { commitMutation, useMutation, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

export interface FieldMessage {
  readonly field: string;
  readonly message: string;
}

/** The root payload of a mutation: the value of its single root field. */
export type RootPayload<M extends MutationParameters> = M['response'][keyof M['response']];

export type MutationOutcome<P = unknown> =
  { ok: true; message: string | null; payload: P } | { ok: false; message: string; fields: readonly FieldMessage[] };

interface PayloadLike {
  readonly __typename?: string;
  readonly message?: string | null;
  readonly fields?: readonly FieldMessage[] | null;
}

/** The default text of a refusal that brings no message of its own. */
export const DEFAULT_FAILURE = 'The change was not saved.';

/**
 * The outcome of a mutation's response: its single root field's payload is a success when its type name ends in
 * "Success"; anything else (an error payload, a missing payload) is a failure with the payload's message or `failure`.
 */
export function outcomeOf<P>(response: unknown, failure: string = DEFAULT_FAILURE): MutationOutcome<P> {
  const payload = (response && typeof response === 'object' ? Object.values(response)[0] : null) as (PayloadLike & P) | null | undefined;
  if (payload?.__typename?.endsWith('Success')) return { ok: true, message: payload.message ?? null, payload };
  return { ok: false, message: payload?.message ?? failure, fields: payload?.fields ?? [] };
}

/** Commits through `commit` and resolves with the outcome; a network or GraphQL error resolves as a failure. */
function committedOutcome<M extends MutationParameters>(
  commit: (config: { onCompleted: (response: M['response']) => void; onError: (error: Error) => void }) => void,
  failure: string,
): Promise<MutationOutcome<RootPayload<M>>> {
  return new Promise((resolve) => {
    commit({
      onCompleted: (response) => resolve(outcomeOf<RootPayload<M>>(response, failure)),
      onError: (error) => resolve({ ok: false, message: error.message, fields: [] }),
    });
  });
}

export interface MutationOutcomeOptions {
  /** The text of a refusal without a message of its own (default "The change was not saved."). */
  failure?: string;
}

/**
 * `const [run, inFlight] = useMutationOutcome<M>(mutation)`; `const outcome = await run(variables)`. Never rejects:
 * a network or GraphQL error resolves as a failure with its message.
 */
export function useMutationOutcome<M extends MutationParameters>(mutation: GraphQLTaggedNode, options: MutationOutcomeOptions = {}) {
  const [commit, inFlight] = useMutation<M>(mutation);
  const failure = options.failure ?? DEFAULT_FAILURE;
  const run = useCallback(
    (variables: M['variables']) => committedOutcome<M>((callbacks) => commit({ variables, ...callbacks }), failure),
    [commit, failure],
  );
  return [run, inFlight] as const;
}

/**
 * useMutationOutcome for a mutation whose document loads on the first call (`load` resolves it, e.g. from a dynamic
 * import: a page that only offers the action keeps it off its first load). The same `[run, inFlight]`, in flight
 * from the call (the load included); never rejects (a failed load resolves as a failure too). `load` must be stable.
 */
export function useLazyMutationOutcome<M extends MutationParameters>(
  load: () => Promise<GraphQLTaggedNode>,
  options: MutationOutcomeOptions = {},
) {
  const environment = useRelayEnvironment();
  const [pending, setPending] = useState(0);
  const failure = options.failure ?? DEFAULT_FAILURE;
  const run = useCallback(
    async (variables: M['variables']): Promise<MutationOutcome<RootPayload<M>>> => {
      setPending((n) => n + 1);
      try {
        const mutation = await load();
        return await committedOutcome<M>((callbacks) => commitMutation<M>(environment, { mutation, variables, ...callbacks }), failure);
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : failure, fields: [] };
      } finally {
        setPending((n) => n - 1);
      }
    },
    [environment, load, failure],
  );
  return [run, pending > 0] as const;
}
