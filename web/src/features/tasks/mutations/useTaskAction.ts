import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { showError } from '../../../app/errors/messages';
import { useMutationOutcome, type MutationOutcome } from '../../../app/relay/useMutationOutcome';
import type { useTaskActionAcceptMutation } from './__generated__/useTaskActionAcceptMutation.graphql';
import type { useTaskActionRejectMutation } from './__generated__/useTaskActionRejectMutation.graphql';
import type { useTaskActionCompleteMutation } from './__generated__/useTaskActionCompleteMutation.graphql';
import type { useTaskActionCancelMutation } from './__generated__/useTaskActionCancelMutation.graphql';
import type { useTaskActionStartTimerMutation } from './__generated__/useTaskActionStartTimerMutation.graphql';
import type { useTaskActionStopTimerMutation } from './__generated__/useTaskActionStopTimerMutation.graphql';
import type { useTaskActionAcceptAllMutation } from './__generated__/useTaskActionAcceptAllMutation.graphql';
import type { useTaskActionReassignMutation } from './__generated__/useTaskActionReassignMutation.graphql';

// Every action answers the task and the viewer's home sections, so the lists re-sort themselves in the store.
const accept = graphql`
  mutation useTaskActionAcceptMutation($input: TaskActionInput!) {
    acceptTask(input: $input) {
      __typename
      ... on TaskActionSuccess {
        task {
          ...TaskRow_task
        }
        viewer {
          ...HomeTasks_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const reject = graphql`
  mutation useTaskActionRejectMutation($input: TaskActionInput!) {
    rejectTask(input: $input) {
      __typename
      ... on TaskActionSuccess {
        viewer {
          ...HomeTasks_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const complete = graphql`
  mutation useTaskActionCompleteMutation($input: TaskActionInput!) {
    completeTask(input: $input) {
      __typename
      ... on TaskActionSuccess {
        viewer {
          ...HomeTasks_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const cancel = graphql`
  mutation useTaskActionCancelMutation($input: TaskActionInput!) {
    cancelTask(input: $input) {
      __typename
      ... on TaskActionSuccess {
        viewer {
          ...HomeTasks_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const startTimer = graphql`
  mutation useTaskActionStartTimerMutation($input: TaskActionInput!) {
    startTaskTimer(input: $input) {
      __typename
      ... on TaskActionSuccess {
        task {
          ...TaskRow_task
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const stopTimer = graphql`
  mutation useTaskActionStopTimerMutation($input: TaskActionInput!) {
    stopTaskTimer(input: $input) {
      __typename
      ... on TaskActionSuccess {
        task {
          ...TaskRow_task
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export type SimpleTaskAction = 'accept' | 'reject' | 'complete' | 'cancel' | 'startTimer' | 'stopTimer';

/** Runs a one-click task action; a refusal (the api's reason) or a conflict is shown to the user. */
export function useTaskAction(): [(action: SimpleTaskAction, id: string, version: number) => void, boolean] {
  // One mutation hook per document (hooks cannot be chosen at run time); the shape is the same for all.
  const options = { failure: 'The action failed.' };
  const hooks = {
    accept: useMutationOutcome<useTaskActionAcceptMutation>(accept, options),
    reject: useMutationOutcome<useTaskActionRejectMutation>(reject, options),
    complete: useMutationOutcome<useTaskActionCompleteMutation>(complete, options),
    cancel: useMutationOutcome<useTaskActionCancelMutation>(cancel, options),
    startTimer: useMutationOutcome<useTaskActionStartTimerMutation>(startTimer, options),
    stopTimer: useMutationOutcome<useTaskActionStopTimerMutation>(stopTimer, options),
  } satisfies Record<SimpleTaskAction, unknown>;
  const busy = Object.values(hooks).some(([, inFlight]) => inFlight);
  const run = useCallback(
    (action: SimpleTaskAction, id: string, version: number) => {
      const [commit] = hooks[action];
      void commit({ input: { id, version } }).then(showRefusal);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the run functions are stable
    [],
  );
  return [run, busy];
}

const showRefusal = (outcome: MutationOutcome) => {
  if (!outcome.ok) showError(outcome.message);
};

export function useReassignTask(): [(id: string, assigneeIds: string[], version: number) => void, boolean] {
  const [commit, busy] = useMutationOutcome<useTaskActionReassignMutation>(
    graphql`
      mutation useTaskActionReassignMutation($input: ReassignTaskInput!) {
        reassignTask(input: $input) {
          __typename
          ... on TaskActionSuccess {
            viewer {
              ...HomeTasks_viewer
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { failure: 'The task could not be assigned.' },
  );
  const run = useCallback(
    (id: string, assigneeIds: string[], version: number) => void commit({ input: { id, assigneeIds, version } }).then(showRefusal),
    [commit],
  );
  return [run, busy];
}

export function useAcceptAllTasks(): [() => void, boolean] {
  const [commit, busy] = useMutation<useTaskActionAcceptAllMutation>(graphql`
    mutation useTaskActionAcceptAllMutation {
      acceptAllTasks {
        viewer {
          ...HomeTasks_viewer
        }
      }
    }
  `);
  const run = useCallback(() => commit({ variables: {}, onError: (err) => showError(err.message) }), [commit]);
  return [run, busy];
}
