// The saved-view mutations as promise-returning callbacks. Callers navigate (or revalidate) afterwards: the list
// route's loader reads the views afresh, so no hand-kept copy of them is needed here. Their documents
// (mutations/useViewMutations.ts) load on the first call: the list page's toolbar offers them on its first screen.
import { useCallback } from 'react';
import { useLazyMutationOutcome } from '../../app/relay/useMutationOutcome';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type {
  useViewMutationsSaveMutation,
  useViewMutationsSaveMutation$data,
} from './mutations/__generated__/useViewMutationsSaveMutation.graphql';
import type { useViewMutationsDeleteMutation } from './mutations/__generated__/useViewMutationsDeleteMutation.graphql';
import type { useViewMutationsPinMutation } from './mutations/__generated__/useViewMutationsPinMutation.graphql';
import type { useViewMutationsDefaultMutation } from './mutations/__generated__/useViewMutationsDefaultMutation.graphql';
import type { useViewMutationsColumnMutation } from './mutations/__generated__/useViewMutationsColumnMutation.graphql';

export type SaveViewResult = useViewMutationsSaveMutation$data['saveView'];
/** What a view mutation answered: a success, or the spec's message of why not. */
export interface Outcome {
  ok: boolean;
  message: string;
  viewRowId?: number;
  /** The view's global id (a created view's, to pin it or make it the default next). */
  viewId?: string;
  fields?: readonly { field: string; message: string }[];
}

/**
 * A view mutation as `(input, success) => Promise<Outcome>`: the shared outcome of the mutation, with `success` as
 * the message of a success that brings none, and the saved view's row id.
 */
function useViewCommit<M extends MutationParameters>(load: () => Promise<GraphQLTaggedNode>) {
  const [run, busy] = useLazyMutationOutcome<M>(load, { failure: 'Something went wrong' });
  const commit = useCallback(
    async (input: M['variables']['input'], success: string): Promise<Outcome> => {
      const outcome = await run({ input } as M['variables']);
      if (!outcome.ok) return { ok: false, message: outcome.message, fields: outcome.fields };
      const view = (outcome.payload as { view?: { id?: string; rowId?: number } | null }).view;
      return { ok: true, message: outcome.message ?? success, viewRowId: view?.rowId, viewId: view?.id };
    },
    [run],
  );
  return [commit, busy] as const;
}

const documents = () => import('./mutations/useViewMutations');
const saveMutation = () => documents().then((m) => m.saveMutation);
const deleteMutation = () => documents().then((m) => m.deleteMutation);
const pinMutation = () => documents().then((m) => m.pinMutation);
const defaultMutation = () => documents().then((m) => m.defaultMutation);
const columnMutation = () => documents().then((m) => m.columnMutation);

export function useViewMutations() {
  const [save, saving] = useViewCommit<useViewMutationsSaveMutation>(saveMutation);
  const [remove] = useViewCommit<useViewMutationsDeleteMutation>(deleteMutation);
  const [pin] = useViewCommit<useViewMutationsPinMutation>(pinMutation);
  const [makeDefault] = useViewCommit<useViewMutationsDefaultMutation>(defaultMutation);
  const [resize] = useViewCommit<useViewMutationsColumnMutation>(columnMutation);
  return { save, saving, remove, pin, makeDefault, resize };
}
