// The dashboard mutations as promise-returning callbacks answering the spec's message (or the refusal's).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { useMutationOutcome } from '../../app/relay/useMutationOutcome';
import type { useDashboardMutationsSaveMutation } from './__generated__/useDashboardMutationsSaveMutation.graphql';
import type { useDashboardMutationsDeleteMutation } from './__generated__/useDashboardMutationsDeleteMutation.graphql';
import type { useDashboardMutationsDefaultMutation } from './__generated__/useDashboardMutationsDefaultMutation.graphql';
import type { useDashboardMutationsSaveViewMutation } from './__generated__/useDashboardMutationsSaveViewMutation.graphql';
import type { useDashboardMutationsDeleteViewMutation } from './__generated__/useDashboardMutationsDeleteViewMutation.graphql';
import type { useDashboardMutationsMoveViewMutation } from './__generated__/useDashboardMutationsMoveViewMutation.graphql';
import type { useDashboardMutationsToggleViewMutation } from './__generated__/useDashboardMutationsToggleViewMutation.graphql';

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

/** One dashboard mutation as `(input) => Promise<Outcome>` (a success's message, or the refusal's). */
function useCommit<M extends MutationParameters & { variables: { input: unknown } }>(node: GraphQLTaggedNode) {
  const [run] = useMutationOutcome<M>(node);
  return useCallback(
    async (input: M['variables']['input']): Promise<Outcome> => {
      const outcome = await run({ input });
      if (!outcome.ok) return { ok: false, message: outcome.message };
      const saved = (outcome.payload as { dashboard?: { id: string } | null }).dashboard;
      return { ok: true, message: outcome.message ?? '', ...(saved ? { id: saved.id } : {}) };
    },
    [run],
  );
}

export function useDashboardMutations() {
  return {
    saveDashboard: useCommit<useDashboardMutationsSaveMutation>(saveDashboard),
    deleteDashboard: useCommit<useDashboardMutationsDeleteMutation>(deleteDashboard),
    setDefault: useCommit<useDashboardMutationsDefaultMutation>(setDefault),
    saveView: useCommit<useDashboardMutationsSaveViewMutation>(saveView),
    deleteView: useCommit<useDashboardMutationsDeleteViewMutation>(deleteView),
    moveView: useCommit<useDashboardMutationsMoveViewMutation>(moveView),
    toggleView: useCommit<useDashboardMutationsToggleViewMutation>(toggleView),
  };
}
