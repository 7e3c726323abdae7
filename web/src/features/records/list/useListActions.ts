// The list page's writes on any record type: inline edit of a row, delete and status of a selection, undo. Their
// documents (mutations/useListActions.ts) load on the first write.
import { useCallback, useState } from 'react';
import { commitMutation, useRelayEnvironment } from 'react-relay';
import type { CacheConfig, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { INLINE_ERRORS, settle } from '../mutations/inlineErrors';
import type {
  useListActionsSaveMutation,
  useListActionsSaveMutation$data,
} from './mutations/__generated__/useListActionsSaveMutation.graphql';
import type {
  useListActionsDeleteMutation,
  useListActionsDeleteMutation$data,
} from './mutations/__generated__/useListActionsDeleteMutation.graphql';
import type {
  useListActionsStatusMutation,
  useListActionsStatusMutation$data,
} from './mutations/__generated__/useListActionsStatusMutation.graphql';
import type {
  useListActionsUndoMutation,
  useListActionsUndoMutation$data,
} from './mutations/__generated__/useListActionsUndoMutation.graphql';

export type SaveItemResult = useListActionsSaveMutation$data['saveRecordItem'];
export type DeleteRecordsResult = useListActionsDeleteMutation$data['deleteRecords'];
export type ChangeStatusResult = useListActionsStatusMutation$data['changeRecordsStatus'];
export type UndoResult = useListActionsUndoMutation$data['undoDeletes'];
export interface Selected {
  id: string;
  version: number;
}

const documents = () => import('./mutations/useListActions');
const saveMutation = () => documents().then((m) => m.saveMutation);
const deleteMutation = () => documents().then((m) => m.deleteMutation);
const statusMutation = () => documents().then((m) => m.statusMutation);
const undoMutation = () => documents().then((m) => m.undoMutation);

/**
 * A mutation as a promise of its payload (the caller shows typed errors where they belong), and whether one is in
 * flight: its document loads on the first call (mutations/useListActions.ts), so the list's first load leaves it.
 */
function useLazyPromised<M extends MutationParameters, R>(
  load: () => Promise<GraphQLTaggedNode>,
  pick: (response: M['response']) => R,
  cacheConfig?: CacheConfig,
) {
  const environment = useRelayEnvironment();
  const [pending, setPending] = useState(0);
  const run = useCallback(
    async (variables: M['variables']) => {
      setPending((n) => n + 1);
      try {
        const mutation = await load();
        return await new Promise<NonNullable<R>>((resolve, reject) => {
          commitMutation<M>(environment, {
            mutation,
            variables,
            ...(cacheConfig ? { cacheConfig } : {}),
            onCompleted: (response, errors) => settle(pick(response), errors, resolve as (v: R) => void, reject),
            onError: reject,
          });
        });
      } finally {
        setPending((n) => n - 1);
      }
    },
    [environment, load, pick, cacheConfig],
  );
  return [run, pending > 0] as const;
}

const pickSave = (r: useListActionsSaveMutation$data) => r.saveRecordItem;
const pickDelete = (r: useListActionsDeleteMutation$data) => r.deleteRecords;
const pickStatus = (r: useListActionsStatusMutation$data) => r.changeRecordsStatus;
const pickUndo = (r: useListActionsUndoMutation$data) => r.undoDeletes;

/** saveRecordItem: the row's cells come back with the saved values and version; field errors stay inline. */
export function useSaveRecordItem() {
  return useLazyPromised<useListActionsSaveMutation, SaveItemResult>(saveMutation, pickSave, INLINE_ERRORS);
}

/** deleteRecords: the deleted rows leave the list's connections. */
export function useDeleteRecords() {
  return useLazyPromised<useListActionsDeleteMutation, DeleteRecordsResult>(deleteMutation, pickDelete, INLINE_ERRORS);
}

/** changeRecordsStatus: the rows' status (and cells) update in place. */
export function useChangeRecordsStatus() {
  return useLazyPromised<useListActionsStatusMutation, ChangeStatusResult>(statusMutation, pickStatus, INLINE_ERRORS);
}

/** undoDeletes: the restored records (the list refetches to show them where they sort). */
export function useUndoDeletes() {
  return useLazyPromised<useListActionsUndoMutation, UndoResult>(undoMutation, pickUndo, INLINE_ERRORS);
}
