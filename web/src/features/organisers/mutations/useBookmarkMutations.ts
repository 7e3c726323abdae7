// The bookmark panel's writes; each answers the viewer with the panel's data.
import { graphql } from 'react-relay';
import { useMutationOutcome } from '../../../app/relay/useMutationOutcome';
import type { useBookmarkMutationsSaveFolderMutation } from './__generated__/useBookmarkMutationsSaveFolderMutation.graphql';
import type { useBookmarkMutationsDeleteFolderMutation } from './__generated__/useBookmarkMutationsDeleteFolderMutation.graphql';
import type { useBookmarkMutationsSaveMutation } from './__generated__/useBookmarkMutationsSaveMutation.graphql';
import type { useBookmarkMutationsDeleteMutation } from './__generated__/useBookmarkMutationsDeleteMutation.graphql';

export const useSaveBookmarkFolder = () =>
  useMutationOutcome<useBookmarkMutationsSaveFolderMutation>(graphql`
    mutation useBookmarkMutationsSaveFolderMutation($input: SaveBookmarkFolderInput!) {
      saveBookmarkFolder(input: $input) {
        __typename
        ... on SaveBookmarkFolderSuccess {
          viewer {
            ...BookmarkPanel_viewer
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

export const useDeleteBookmarkFolder = () =>
  useMutationOutcome<useBookmarkMutationsDeleteFolderMutation>(graphql`
    mutation useBookmarkMutationsDeleteFolderMutation($input: DeleteBookmarkFolderInput!) {
      deleteBookmarkFolder(input: $input) {
        __typename
        ... on DeleteBookmarkFolderSuccess {
          viewer {
            ...BookmarkPanel_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useSaveBookmark = () =>
  useMutationOutcome<useBookmarkMutationsSaveMutation>(graphql`
    mutation useBookmarkMutationsSaveMutation($input: SaveBookmarkInput!) {
      saveBookmark(input: $input) {
        __typename
        ... on SaveBookmarkSuccess {
          viewer {
            ...BookmarkPanel_viewer
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

export const useDeleteBookmark = () =>
  useMutationOutcome<useBookmarkMutationsDeleteMutation>(graphql`
    mutation useBookmarkMutationsDeleteMutation($input: DeleteBookmarkInput!) {
      deleteBookmark(input: $input) {
        __typename
        ... on DeleteBookmarkSuccess {
          viewer {
            ...BookmarkPanel_viewer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
