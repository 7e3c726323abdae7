// The list page's writes on any record type: inline edit of a row, delete and status of a selection, undo.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CacheConfig, MutationParameters } from 'relay-runtime';
import { INLINE_ERRORS, settle } from '../mutations/inlineErrors';
import type { useListActionsSaveMutation, useListActionsSaveMutation$data } from './__generated__/useListActionsSaveMutation.graphql';
import type { useListActionsDeleteMutation, useListActionsDeleteMutation$data } from './__generated__/useListActionsDeleteMutation.graphql';
import type { useListActionsStatusMutation, useListActionsStatusMutation$data } from './__generated__/useListActionsStatusMutation.graphql';
import type { useListActionsUndoMutation, useListActionsUndoMutation$data } from './__generated__/useListActionsUndoMutation.graphql';

export type SaveItemResult = useListActionsSaveMutation$data['saveRecordItem'];
export type DeleteRecordsResult = useListActionsDeleteMutation$data['deleteRecords'];
export type ChangeStatusResult = useListActionsStatusMutation$data['changeRecordsStatus'];
export type UndoResult = useListActionsUndoMutation$data['undoDeletes'];
export interface Selected {
  id: string;
  version: number;
}

/** A mutation as a promise of its payload (the caller shows typed errors where they belong). */
function usePromised<M extends MutationParameters, R>(
  commit: ReturnType<typeof useMutation<M>>[0],
  pick: (response: M['response']) => R,
  cacheConfig?: CacheConfig,
) {
  return useCallback(
    (variables: M['variables']) =>
      new Promise<NonNullable<R>>((resolve, reject) => {
        commit({
          variables,
          ...(cacheConfig ? { cacheConfig } : {}),
          onCompleted: (response, errors) => settle(pick(response), errors, resolve as (v: R) => void, reject),
          onError: reject,
        } as Parameters<typeof commit>[0]);
      }),
    [commit, pick, cacheConfig],
  );
}

const pickSave = (r: useListActionsSaveMutation$data) => r.saveRecordItem;
const pickDelete = (r: useListActionsDeleteMutation$data) => r.deleteRecords;
const pickStatus = (r: useListActionsStatusMutation$data) => r.changeRecordsStatus;
const pickUndo = (r: useListActionsUndoMutation$data) => r.undoDeletes;

/** saveRecordItem: the row's cells come back with the saved values and version; field errors stay inline. */
export function useSaveRecordItem() {
  const [commit, inFlight] = useMutation<useListActionsSaveMutation>(graphql`
    mutation useListActionsSaveMutation(
      $input: SaveRecordItemInput!
      $listType: String
      $view: ID
      $defaultView: Boolean
      $listFields: [String!]
    ) {
      saveRecordItem(input: $input) {
        __typename
        ... on SaveRecordItemSuccess {
          message
          record {
            id
            version
            ...RecordRow_record @arguments(listType: $listType, view: $view, defaultView: $defaultView, listFields: $listFields)
          }
        }
        ... on ValidationError {
          message
          fields {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return [usePromised(commit, pickSave, INLINE_ERRORS), inFlight] as const;
}

/** deleteRecords: the deleted rows leave the list's connections. */
export function useDeleteRecords() {
  const [commit, inFlight] = useMutation<useListActionsDeleteMutation>(graphql`
    mutation useListActionsDeleteMutation($input: RecordSelectionInput!, $connections: [ID!]!) {
      deleteRecords(input: $input) {
        __typename
        ... on DeleteRecordsSuccess {
          deletedIds @deleteEdge(connections: $connections)
          undoCount
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return [usePromised(commit, pickDelete, INLINE_ERRORS), inFlight] as const;
}

/** changeRecordsStatus: the rows' status (and cells) update in place. */
export function useChangeRecordsStatus() {
  const [commit, inFlight] = useMutation<useListActionsStatusMutation>(graphql`
    mutation useListActionsStatusMutation(
      $input: ChangeRecordsStatusInput!
      $listType: String
      $view: ID
      $defaultView: Boolean
      $listFields: [String!]
    ) {
      changeRecordsStatus(input: $input) {
        __typename
        ... on ChangeRecordsStatusSuccess {
          records {
            id
            status
            version
            ...RecordRow_record @arguments(listType: $listType, view: $view, defaultView: $defaultView, listFields: $listFields)
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return [usePromised(commit, pickStatus, INLINE_ERRORS), inFlight] as const;
}

/** undoDeletes: the restored records (the list refetches to show them where they sort). */
export function useUndoDeletes() {
  const [commit, inFlight] = useMutation<useListActionsUndoMutation>(graphql`
    mutation useListActionsUndoMutation($count: Int!) {
      undoDeletes(input: { count: $count }) {
        __typename
        ... on UndoDeletesSuccess {
          restored {
            id
            name
            canOpen
            url
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return [usePromised(commit, pickUndo, INLINE_ERRORS), inFlight] as const;
}
