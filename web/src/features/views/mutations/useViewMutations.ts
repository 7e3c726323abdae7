// The saved-view mutations' documents, loaded by useViewMutations on a view's first change (a list page draws the
// view toolbar on its first screen; its mutations are seldom used there).
import { graphql } from 'react-relay';

export const saveMutation = graphql`
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
export const deleteMutation = graphql`
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
export const pinMutation = graphql`
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
export const defaultMutation = graphql`
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
export const columnMutation = graphql`
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
