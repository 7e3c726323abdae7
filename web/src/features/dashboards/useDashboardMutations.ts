// The dashboard mutations as promise-returning callbacks answering the spec's message (or the refusal's).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

export interface Outcome {
  ok: boolean;
  message: string;
  /** Global id of what was saved (a new dashboard). */
  id?: string;
}

const saveDashboard = graphql`
  mutation useDashboardMutationsSaveMutation($input: SaveDashboardInput!) {
    saveDashboard(input: $input) {
      __typename
      ... on SaveDashboardSuccess {
        message
        dashboard {
          id
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const deleteDashboard = graphql`
  mutation useDashboardMutationsDeleteMutation($input: DeleteDashboardInput!) {
    deleteDashboard(input: $input) {
      __typename
      ... on DeleteDashboardSuccess {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;
const setDefault = graphql`
  mutation useDashboardMutationsDefaultMutation($input: SetDefaultDashboardInput!) {
    setDefaultDashboard(input: $input) {
      __typename
      ... on SetDefaultDashboardSuccess {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;
const saveView = graphql`
  mutation useDashboardMutationsSaveViewMutation($input: SaveDashboardViewInput!) {
    saveDashboardView(input: $input) {
      __typename
      ... on SaveDashboardViewSuccess {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;
const deleteView = graphql`
  mutation useDashboardMutationsDeleteViewMutation($input: DeleteDashboardViewInput!) {
    deleteDashboardView(input: $input) {
      __typename
      ... on DeleteDashboardViewSuccess {
        message
      }
      ... on Error {
        message
      }
    }
  }
`;
const moveView = graphql`
  mutation useDashboardMutationsMoveViewMutation($input: MoveDashboardViewInput!) {
    moveDashboardView(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const toggleView = graphql`
  mutation useDashboardMutationsToggleViewMutation($input: ToggleDashboardViewInput!) {
    toggleDashboardView(input: $input) {
      __typename
      ... on ToggleDashboardViewSuccess {
        dashboardView {
          id
          display
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Answer = { __typename: string; message?: string; dashboard?: { id: string } };

function useCommit<M extends MutationParameters>(node: GraphQLTaggedNode, field: string) {
  const [commit] = useMutation<M>(node);
  return useCallback(
    (input: Record<string, unknown>) =>
      new Promise<Outcome>((resolve) => {
        commit({
          variables: { input } as M['variables'],
          onCompleted: (data) => {
            const answer = (data as Record<string, Answer>)[field]!;
            resolve({
              ok: answer.__typename.endsWith('Success'),
              message: answer.message ?? '',
              ...(answer.dashboard ? { id: answer.dashboard.id } : {}),
            });
          },
          onError: (e) => resolve({ ok: false, message: e.message }),
        });
      }),
    [commit, field],
  );
}

export function useDashboardMutations() {
  return {
    saveDashboard: useCommit(saveDashboard, 'saveDashboard'),
    deleteDashboard: useCommit(deleteDashboard, 'deleteDashboard'),
    setDefault: useCommit(setDefault, 'setDefaultDashboard'),
    saveView: useCommit(saveView, 'saveDashboardView'),
    deleteView: useCommit(deleteView, 'deleteDashboardView'),
    moveView: useCommit(moveView, 'moveDashboardView'),
    toggleView: useCommit(toggleView, 'toggleDashboardView'),
  };
}
