import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { showError } from '../../../app/errors/messages';
import type { useTaskActionAcceptMutation } from './__generated__/useTaskActionAcceptMutation.graphql';
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

type Answer = Record<string, { __typename: string; message?: string }>;

/** Runs a one-click task action; a refusal (the api's reason) or a conflict is shown to the user. */
export function useTaskAction(): [(action: SimpleTaskAction, id: string, version: number) => void, boolean] {
  // One mutation hook per document (hooks cannot be chosen at run time); the shape is the same for all.
  const hooks = {
    accept: useMutation<useTaskActionAcceptMutation>(accept),
    reject: useMutation<useTaskActionAcceptMutation>(reject),
    complete: useMutation<useTaskActionAcceptMutation>(complete),
    cancel: useMutation<useTaskActionAcceptMutation>(cancel),
    startTimer: useMutation<useTaskActionAcceptMutation>(startTimer),
    stopTimer: useMutation<useTaskActionAcceptMutation>(stopTimer),
  } satisfies Record<SimpleTaskAction, unknown>;
  const busy = Object.values(hooks).some(([, inFlight]) => inFlight);
  const run = useCallback(
    (action: SimpleTaskAction, id: string, version: number) => {
      const [commit] = hooks[action];
      commit({
        variables: { input: { id, version } },
        onCompleted: (response) => {
          const payload = Object.values(response as unknown as Answer)[0];
          if (payload && payload.__typename !== 'TaskActionSuccess') showError(payload.message ?? 'The action failed.');
        },
        onError: (err) => showError(err.message),
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the commit functions are stable
    [],
  );
  return [run, busy];
}

export function useReassignTask(): [(id: string, assigneeIds: string[], version: number) => void, boolean] {
  const [commit, busy] = useMutation<useTaskActionReassignMutation>(graphql`
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
  `);
  const run = useCallback(
    (id: string, assigneeIds: string[], version: number) =>
      commit({
        variables: { input: { id, assigneeIds, version } },
        onCompleted: (r) => {
          if (r.reassignTask.__typename !== 'TaskActionSuccess') showError(r.reassignTask.message ?? 'The task could not be assigned.');
        },
        onError: (err) => showError(err.message),
      }),
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
