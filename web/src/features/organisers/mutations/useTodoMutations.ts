// The todo panel's writes. Each answers the viewer with the panel's data, so the lists and the top bar badge
// update from the payload; refusals come back as typed payload errors with the spec's message.
import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../../app/relay/useMutationOutcome';
import type { useTodoMutationsSaveListMutation } from './__generated__/useTodoMutationsSaveListMutation.graphql';
import type { useTodoMutationsDeleteListMutation } from './__generated__/useTodoMutationsDeleteListMutation.graphql';
import type { useTodoMutationsSaveMutation } from './__generated__/useTodoMutationsSaveMutation.graphql';
import type { useTodoMutationsDeleteMutation } from './__generated__/useTodoMutationsDeleteMutation.graphql';
import type { useTodoMutationsDeleteCompletedMutation } from './__generated__/useTodoMutationsDeleteCompletedMutation.graphql';
import type { useTodoMutationsMoveMutation } from './__generated__/useTodoMutationsMoveMutation.graphql';

export const useSaveTodoList = () =>
  useMutationOutcome<useTodoMutationsSaveListMutation>(graphql`
    mutation useTodoMutationsSaveListMutation($input: SaveTodoListInput!) {
      saveTodoList(input: $input) {
        __typename
        ... on SaveTodoListSuccess {
          viewer {
            ...TodoPanel_viewer
            ...TodoButton_viewer
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
  `);

export const useDeleteTodoList = () =>
  useMutationOutcome<useTodoMutationsDeleteListMutation>(graphql`
    mutation useTodoMutationsDeleteListMutation($input: DeleteTodoListInput!) {
      deleteTodoList(input: $input) {
        __typename
        ... on DeleteTodoListSuccess {
          viewer {
            ...TodoPanel_viewer
            ...TodoButton_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useSaveTodo = () =>
  useMutationOutcome<useTodoMutationsSaveMutation>(graphql`
    mutation useTodoMutationsSaveMutation($input: SaveTodoInput!) {
      saveTodo(input: $input) {
        __typename
        ... on SaveTodoSuccess {
          viewer {
            ...TodoPanel_viewer
            ...TodoButton_viewer
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
  `);

export const useDeleteTodo = () =>
  useMutationOutcome<useTodoMutationsDeleteMutation>(graphql`
    mutation useTodoMutationsDeleteMutation($input: DeleteTodoInput!) {
      deleteTodo(input: $input) {
        __typename
        ... on DeleteTodoSuccess {
          viewer {
            ...TodoPanel_viewer
            ...TodoButton_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useDeleteCompletedTodos = () =>
  useMutationOutcome<useTodoMutationsDeleteCompletedMutation>(graphql`
    mutation useTodoMutationsDeleteCompletedMutation($input: DeleteCompletedTodosInput!) {
      deleteCompletedTodos(input: $input) {
        __typename
        ... on DeleteCompletedTodosSuccess {
          viewer {
            ...TodoPanel_viewer
            ...TodoButton_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useMoveTodo = () =>
  useMutationOutcome<useTodoMutationsMoveMutation>(graphql`
    mutation useTodoMutationsMoveMutation($input: MoveTodoInput!) {
      moveTodo(input: $input) {
        __typename
        ... on MoveTodoSuccess {
          viewer {
            ...TodoPanel_viewer
            ...TodoButton_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

export type { MutationOutcome as Outcome } from '../../../app/relay/useMutationOutcome';
