// The saved-view mutations as promise-returning callbacks. Callers navigate (or revalidate) afterwards: the list
// route's loader reads the views afresh, so no hand-kept copy of them is needed here.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../app/relay/useMutationOutcome';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { useViewMutationsSaveMutation, useViewMutationsSaveMutation$data } from './__generated__/useViewMutationsSaveMutation.graphql';
import type { useViewMutationsDeleteMutation } from './__generated__/useViewMutationsDeleteMutation.graphql';
import type { useViewMutationsPinMutation } from './__generated__/useViewMutationsPinMutation.graphql';
import type { useViewMutationsDefaultMutation } from './__generated__/useViewMutationsDefaultMutation.graphql';
import type { useViewMutationsColumnMutation } from './__generated__/useViewMutationsColumnMutation.graphql';

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

const saveMutation = graphql`
  mutation useViewMutationsSaveMutation($input: SaveViewInput!) {
    saveView(input: $input) {
      __typename
      ... on SaveViewSuccess {
        message
        view {
          id
          rowId
          name
          orderBy
          direction
          columns {
            field
            label
            width
            hidden
          }
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;
const deleteMutation = graphql`
  mutation useViewMutationsDeleteMutation($input: DeleteViewInput!) {
    deleteView(input: $input) {
      __typename
      ... on DeleteViewSuccess {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;
const pinMutation = graphql`
  mutation useViewMutationsPinMutation($input: PinViewInput!) {
    pinView(input: $input) {
      __typename
      ... on ChangeViewSuccess {
        view {
          id
          isPinned
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const defaultMutation = graphql`
  mutation useViewMutationsDefaultMutation($input: SetDefaultViewInput!) {
    setDefaultView(input: $input) {
      __typename
      ... on ChangeViewSuccess {
        views {
          id
          isDefault
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const columnMutation = graphql`
  mutation useViewMutationsColumnMutation($input: UpdateViewColumnInput!) {
    updateViewColumn(input: $input) {
      __typename
      ... on ChangeViewSuccess {
        view {
          id
          columns {
            field
            width
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * A view mutation as `(input, success) => Promise<Outcome>`: the shared outcome of the mutation, with `success` as
 * the message of a success that brings none, and the saved view's row id.
 */
function useViewCommit<M extends MutationParameters>(node: GraphQLTaggedNode) {
  const [run, busy] = useMutationOutcome<M>(node, { failure: 'Something went wrong' });
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

export function useViewMutations() {
  const [save, saving] = useViewCommit<useViewMutationsSaveMutation>(saveMutation);
  const [remove] = useViewCommit<useViewMutationsDeleteMutation>(deleteMutation);
  const [pin] = useViewCommit<useViewMutationsPinMutation>(pinMutation);
  const [makeDefault] = useViewCommit<useViewMutationsDefaultMutation>(defaultMutation);
  const [resize] = useViewCommit<useViewMutationsColumnMutation>(columnMutation);
  return { save, saving, remove, pin, makeDefault, resize };
}
