// The list page's mutations' documents, loaded by useListActions on a row's first save, delete, status change or
// undo (the list's first screen offers them; most visits use none).
import { graphql } from 'react-relay';

export const saveMutation = graphql`
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
`;

export const deleteMutation = graphql`
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
`;

export const statusMutation = graphql`
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
`;

export const undoMutation = graphql`
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
`;
