// The saved-view mutations as promise-returning callbacks. Callers navigate (or revalidate) afterwards: the list
// route's loader reads the views afresh, so no hand-kept copy of them is needed here.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
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

type Payload = {
  __typename: string;
  message?: string;
  view?: { id?: string; rowId?: number } | null;
  fields?: readonly { field: string; message: string }[];
};

function useCommit<T extends MutationParameters>(node: GraphQLTaggedNode, pick: (data: T['response']) => Payload) {
  const [commit, busy] = useMutation<T>(node);
  const run = useCallback(
    (input: T['variables']['input'], success: string) =>
      new Promise<Outcome>((resolve) => {
        commit({
          variables: { input } as T['variables'],
          onCompleted: (data) => {
            const p = pick(data);
            const ok = p.__typename.endsWith('Success');
            resolve({
              ok,
              message: p.message ?? (ok ? success : 'Something went wrong'),
              viewRowId: p.view?.rowId,
              viewId: p.view?.id,
              fields: p.fields,
            });
          },
          onError: (e) => resolve({ ok: false, message: e.message }),
        });
      }),
    [commit, pick],
  );
  return [run, busy] as const;
}

const pickSave = (d: useViewMutationsSaveMutation['response']) => d.saveView as Payload;
const pickDelete = (d: useViewMutationsDeleteMutation['response']) => d.deleteView as Payload;
const pickPin = (d: useViewMutationsPinMutation['response']) => d.pinView as Payload;
const pickDefault = (d: useViewMutationsDefaultMutation['response']) => d.setDefaultView as Payload;
const pickColumn = (d: useViewMutationsColumnMutation['response']) => d.updateViewColumn as Payload;

export function useViewMutations() {
  const [save, saving] = useCommit<useViewMutationsSaveMutation>(saveMutation, pickSave);
  const [remove] = useCommit<useViewMutationsDeleteMutation>(deleteMutation, pickDelete);
  const [pin] = useCommit<useViewMutationsPinMutation>(pinMutation, pickPin);
  const [makeDefault] = useCommit<useViewMutationsDefaultMutation>(defaultMutation, pickDefault);
  const [resize] = useCommit<useViewMutationsColumnMutation>(columnMutation, pickColumn);
  return { save, saving, remove, pin, makeDefault, resize };
}
