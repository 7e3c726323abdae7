import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import { attachMessageSink, type AppMessage } from '../../web/src/app/errors/messages';
import { outcomeOf, useLazyMutationOutcome } from '../../web/src/app/relay/useMutationOutcome';
import { useDashboardMutations } from '../../web/src/features/dashboards/useDashboardMutations';
import { useSaveBookmarkFolder } from '../../web/src/features/organisers/mutations/useBookmarkMutations';
import { useReassignTask, useTaskAction } from '../../web/src/features/tasks/mutations/useTaskAction';
import { useViewMutations } from '../../web/src/features/views/useViewMutations';
import { pinMutation } from '../../web/src/features/views/mutations/useViewMutations';
import { pendingOperation } from './support/RelayTestWrapper';

// The payloads carry `__isError`: how Relay tells that a type refines the `Error` interface without the schema.
function withEnvironment(environment: RelayMockEnvironment) {
  return ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
}

const messages: AppMessage[] = [];
attachMessageSink((m) => messages.push(m));
afterEach(() => {
  messages.length = 0;
});

describe('outcomeOf: the single root payload of a mutation response', () => {
  it('is a success when the payload type ends in Success, with its message', () => {
    const payload = { __typename: 'SaveViewSuccess', message: 'View is saved.' };
    expect(outcomeOf({ saveView: payload })).toEqual({ ok: true, message: 'View is saved.', payload });
    expect(outcomeOf({ pinView: { __typename: 'ChangeViewSuccess' } })).toMatchObject({ ok: true, message: null });
  });

  it("is a failure with the payload's message and field errors, or the caller's default", () => {
    const fields = [{ field: 'name', message: 'Name is required.' }];
    expect(outcomeOf({ saveView: { __typename: 'ValidationError', message: 'Please check the form.', fields } })).toEqual({
      ok: false,
      message: 'Please check the form.',
      fields,
    });
    expect(outcomeOf({ deleteView: { __typename: 'PermissionError' } }, 'Something went wrong')).toEqual({
      ok: false,
      message: 'Something went wrong',
      fields: [],
    });
    expect(outcomeOf({ deleteView: null })).toEqual({ ok: false, message: 'The change was not saved.', fields: [] });
    expect(outcomeOf(null)).toMatchObject({ ok: false });
  });
});

describe('useMutationOutcome in the features that use it', () => {
  it('organisers: resolves a refusal with its field errors, and a network error with its message', async () => {
    const environment = createMockEnvironment();
    const { result } = renderHook(() => useSaveBookmarkFolder(), { wrapper: withEnvironment(environment) });
    const refused = result.current[0]({ input: { name: '' } } as never);
    await waitFor(() => expect(pendingOperation(environment, 'useBookmarkMutationsSaveFolderMutation')).toBeTruthy());
    act(() =>
      environment.mock.resolve(pendingOperation(environment, 'useBookmarkMutationsSaveFolderMutation')!, {
        data: {
          saveBookmarkFolder: {
            __typename: 'ValidationError',
            __isError: 'ValidationError',
            message: 'Please complete all required fields',
            fields: [{ field: 'name', message: 'Name is required.' }],
          },
        },
      }),
    );
    await expect(refused).resolves.toEqual({
      ok: false,
      message: 'Please complete all required fields',
      fields: [{ field: 'name', message: 'Name is required.' }],
    });

    const failed = result.current[0]({ input: { name: 'Work' } } as never);
    await waitFor(() => expect(pendingOperation(environment, 'useBookmarkMutationsSaveFolderMutation')).toBeTruthy());
    act(() => environment.mock.reject(pendingOperation(environment, 'useBookmarkMutationsSaveFolderMutation')!, new Error('Offline')));
    await expect(failed).resolves.toEqual({ ok: false, message: 'Offline', fields: [] });
  });

  it("tasks: a refused action shows the api's reason, or the action's own default", async () => {
    const environment = createMockEnvironment();
    const { result } = renderHook(() => ({ act: useTaskAction()[0], reassign: useReassignTask()[0] }), {
      wrapper: withEnvironment(environment),
    });
    act(() => result.current.act('complete', 'task-1', 3));
    const complete = pendingOperation(environment, 'useTaskActionCompleteMutation')!;
    expect(complete.request.variables).toEqual({ input: { id: 'task-1', version: 3 } });
    act(() =>
      environment.mock.resolve(complete, {
        data: {
          completeTask: { __typename: 'ConflictError', __isError: 'ConflictError', message: 'The record was changed by someone else.' },
        },
      }),
    );
    await waitFor(() => expect(messages.map((m) => [m.title, m.tone])).toEqual([['The record was changed by someone else.', 'error']]));

    act(() => result.current.reassign('task-1', ['u2'], 4));
    act(() =>
      environment.mock.resolve(pendingOperation(environment, 'useTaskActionReassignMutation')!, {
        data: { reassignTask: { __typename: 'PermissionError' } },
      }),
    );
    await waitFor(() => expect(messages.at(-1)?.title).toBe('The task could not be assigned.'));
  });

  it("views: a success brings the caller's message and the saved view's ids", async () => {
    const environment = createMockEnvironment();
    const { result } = renderHook(() => useViewMutations(), { wrapper: withEnvironment(environment) });
    const saved = result.current.save({ object: 'organization', name: 'Mine' } as never, 'View is saved.');
    await waitFor(() => expect(pendingOperation(environment, 'useViewMutationsSaveMutation')).toBeTruthy());
    act(() =>
      environment.mock.resolve(pendingOperation(environment, 'useViewMutationsSaveMutation')!, {
        data: { saveView: { __typename: 'SaveViewSuccess', message: null, view: { id: 'v7', rowId: 7, name: 'Mine' } } },
      }),
    );
    await expect(saved).resolves.toEqual({ ok: true, message: 'View is saved.', viewRowId: 7, viewId: 'v7' });

    const refused = result.current.remove({ id: 'v7' } as never, 'View is deleted.');
    await waitFor(() => expect(pendingOperation(environment, 'useViewMutationsDeleteMutation')).toBeTruthy());
    act(() =>
      environment.mock.resolve(pendingOperation(environment, 'useViewMutationsDeleteMutation')!, {
        data: { deleteView: { __typename: 'PermissionError', message: null } },
      }),
    );
    await expect(refused).resolves.toEqual({ ok: false, message: 'Something went wrong', fields: [] });
  });
  it("dashboards: a saved dashboard's message and id; a refusal's message; a network error's", async () => {
    const environment = createMockEnvironment();
    const { result } = renderHook(() => useDashboardMutations(), { wrapper: withEnvironment(environment) });
    const saved = result.current.saveDashboard({ name: 'Sales' });
    await waitFor(() => expect(pendingOperation(environment, 'useDashboardMutationsSaveMutation')).toBeTruthy());
    const save = pendingOperation(environment, 'useDashboardMutationsSaveMutation')!;
    expect(save.request.variables).toEqual({ input: { name: 'Sales' } });
    act(() =>
      environment.mock.resolve(save, {
        data: { saveDashboard: { __typename: 'SaveDashboardSuccess', message: 'Dashboard is saved.', dashboard: { id: 'd9' } } },
      }),
    );
    await expect(saved).resolves.toEqual({ ok: true, message: 'Dashboard is saved.', id: 'd9' });

    const refused = result.current.deleteView({ id: 'v1' });
    await waitFor(() => expect(pendingOperation(environment, 'useDashboardMutationsDeleteViewMutation')).toBeTruthy());
    act(() =>
      environment.mock.resolve(pendingOperation(environment, 'useDashboardMutationsDeleteViewMutation')!, {
        data: {
          deleteDashboardView: {
            __typename: 'PermissionError',
            __isError: 'PermissionError',
            message: 'You may not change this dashboard.',
          },
        },
      }),
    );
    await expect(refused).resolves.toEqual({ ok: false, message: 'You may not change this dashboard.' });

    const moved = result.current.moveView({ id: 'v1' });
    await waitFor(() => expect(pendingOperation(environment, 'useDashboardMutationsMoveViewMutation')).toBeTruthy());
    act(() => environment.mock.reject(pendingOperation(environment, 'useDashboardMutationsMoveViewMutation')!, new Error('Offline')));
    await expect(moved).resolves.toEqual({ ok: false, message: 'Offline' });
  });
});

describe('useLazyMutationOutcome: a mutation whose document loads on the first call', () => {
  it('is in flight from the call, through the load and the commit, and resolves the outcome', async () => {
    const environment = createMockEnvironment();
    let loaded!: (document: typeof pinMutation) => void;
    const load = () => new Promise<typeof pinMutation>((resolve) => (loaded = resolve));
    const { result } = renderHook(() => useLazyMutationOutcome(load), { wrapper: withEnvironment(environment) });
    expect(result.current[1]).toBe(false);

    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current[0]({ input: { id: 'v7', pinned: true } } as never);
    });
    // The document is still loading: nothing is sent yet, but the action already shows as busy.
    expect(result.current[1]).toBe(true);
    expect(pendingOperation(environment, 'useViewMutationsPinMutation')).toBeFalsy();

    await act(async () => loaded(pinMutation));
    await waitFor(() => expect(pendingOperation(environment, 'useViewMutationsPinMutation')).toBeTruthy());
    expect(result.current[1]).toBe(true);
    act(() =>
      environment.mock.resolve(pendingOperation(environment, 'useViewMutationsPinMutation')!, {
        data: { pinView: { __typename: 'ChangeViewSuccess', view: { id: 'v7', isPinned: true } } },
      }),
    );
    await expect(outcome).resolves.toMatchObject({ ok: true, payload: { view: { id: 'v7', isPinned: true } } });
    await waitFor(() => expect(result.current[1]).toBe(false));
  });

  it('resolves a document that fails to load as a failure with its message, and is no longer busy', async () => {
    const environment = createMockEnvironment();
    const load = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const { result } = renderHook(() => useLazyMutationOutcome(load, { failure: 'Something went wrong' }), {
      wrapper: withEnvironment(environment),
    });
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current[0]({ input: { id: 'v7' } } as never);
    });
    await expect(outcome).resolves.toEqual({ ok: false, message: 'Failed to fetch dynamically imported module', fields: [] });
    await waitFor(() => expect(result.current[1]).toBe(false));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
