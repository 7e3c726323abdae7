// The todo panel's writes. Each answers the viewer with the panel's data, so the lists and the top bar badge
// update from the payload; refusals come back as typed payload errors with the spec's message.
import { graphql } from 'react-relay';
import { useOutcomeMutation } from './useOutcomeMutation';
import type { useTodoMutationsSaveListMutation } from './__generated__/useTodoMutationsSaveListMutation.graphql';
import type { useTodoMutationsDeleteListMutation } from './__generated__/useTodoMutationsDeleteListMutation.graphql';
import type { useTodoMutationsSaveMutation } from './__generated__/useTodoMutationsSaveMutation.graphql';
import type { useTodoMutationsDeleteMutation } from './__generated__/useTodoMutationsDeleteMutation.graphql';
import type { useTodoMutationsDeleteCompletedMutation } from './__generated__/useTodoMutationsDeleteCompletedMutation.graphql';
import type { useTodoMutationsMoveMutation } from './__generated__/useTodoMutationsMoveMutation.graphql';

export const useSaveTodoList = () =>
  useOutcomeMutation<useTodoMutationsSaveListMutation>(
    graphql`
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
    `,
    'saveTodoList',
  );

export const useDeleteTodoList = () =>
  useOutcomeMutation<useTodoMutationsDeleteListMutation>(
    graphql`
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
    `,
    'deleteTodoList',
  );

export const useSaveTodo = () =>
  useOutcomeMutation<useTodoMutationsSaveMutation>(
    graphql`
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
    `,
    'saveTodo',
  );

export const useDeleteTodo = () =>
  useOutcomeMutation<useTodoMutationsDeleteMutation>(
    graphql`
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
    `,
    'deleteTodo',
  );

export const useDeleteCompletedTodos = () =>
  useOutcomeMutation<useTodoMutationsDeleteCompletedMutation>(
    graphql`
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
    `,
    'deleteCompletedTodos',
  );

export const useMoveTodo = () =>
  useOutcomeMutation<useTodoMutationsMoveMutation>(
    graphql`
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
    `,
    'moveTodo',
  );

export type { Outcome } from './useOutcomeMutation';
