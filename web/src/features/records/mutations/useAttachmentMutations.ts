import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAttachmentMutationsUploadMutation, useAttachmentMutationsUploadMutation$data } from './__generated__/useAttachmentMutationsUploadMutation.graphql';
import type { useAttachmentMutationsAddUrlMutation, useAttachmentMutationsAddUrlMutation$data } from './__generated__/useAttachmentMutationsAddUrlMutation.graphql';
import type { useAttachmentMutationsDeleteMutation, useAttachmentMutationsDeleteMutation$data } from './__generated__/useAttachmentMutationsDeleteMutation.graphql';

export type UploadAttachmentResult = useAttachmentMutationsUploadMutation$data['uploadAttachment'];
export type AddUrlAttachmentResult = useAttachmentMutationsAddUrlMutation$data['addUrlAttachment'];
export type DeleteAttachmentResult = useAttachmentMutationsDeleteMutation$data['deleteAttachment'];

/** Wraps a Relay commit as a promise of the payload. */
function promised<V, R>(commit: (config: { variables: V; onCompleted: (r: R) => void; onError: (e: Error) => void; uploadables?: Record<string, File> }) => void) {
  return (variables: V, uploadables?: Record<string, File>) =>
    new Promise<R>((resolve, reject) => commit({ variables, onCompleted: resolve, onError: reject, ...(uploadables ? { uploadables } : {}) }));
}

/** uploadAttachment as a GraphQL multipart request; the new attachment is prepended to the record's list. */
export function useUploadAttachment(): [(recordId: string, file: File, connection: string) => Promise<UploadAttachmentResult>, boolean] {
  const [commit, isInFlight] = useMutation<useAttachmentMutationsUploadMutation>(graphql`
    mutation useAttachmentMutationsUploadMutation($input: UploadAttachmentInput!, $connections: [ID!]!) {
      uploadAttachment(input: $input) {
        __typename
        ... on UploadAttachmentSuccess {
          attachmentEdge @prependEdge(connections: $connections) {
            cursor
            node {
              ...AttachmentsSection_attachment
            }
          }
          record {
            id
            attachments {
              totalCount
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const upload = useCallback(
    async (recordId: string, file: File, connection: string) => {
      const run = promised<useAttachmentMutationsUploadMutation['variables'], useAttachmentMutationsUploadMutation['response']>(commit);
      // The file travels as a multipart part; the variable is null in the JSON operations (the spec's map fills it).
      return (await run({ input: { recordId, file: null as unknown as File }, connections: [connection] }, { 'input.file': file })).uploadAttachment;
    },
    [commit],
  );
  return [upload, isInFlight];
}

export function useAddUrlAttachment(): [(recordId: string, url: string, name: string, connection: string) => Promise<AddUrlAttachmentResult>, boolean] {
  const [commit, isInFlight] = useMutation<useAttachmentMutationsAddUrlMutation>(graphql`
    mutation useAttachmentMutationsAddUrlMutation($input: AddUrlAttachmentInput!, $connections: [ID!]!) {
      addUrlAttachment(input: $input) {
        __typename
        ... on AddUrlAttachmentSuccess {
          attachmentEdge @prependEdge(connections: $connections) {
            cursor
            node {
              ...AttachmentsSection_attachment
            }
          }
          record {
            id
            attachments {
              totalCount
            }
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
  const add = useCallback(
    async (recordId: string, url: string, name: string, connection: string) => {
      const run = promised<useAttachmentMutationsAddUrlMutation['variables'], useAttachmentMutationsAddUrlMutation['response']>(commit);
      return (await run({ input: { recordId, url, name: name || null }, connections: [connection] })).addUrlAttachment;
    },
    [commit],
  );
  return [add, isInFlight];
}

export function useDeleteAttachment(): [(id: string, connection: string) => Promise<DeleteAttachmentResult>, boolean] {
  const [commit, isInFlight] = useMutation<useAttachmentMutationsDeleteMutation>(graphql`
    mutation useAttachmentMutationsDeleteMutation($input: DeleteAttachmentInput!, $connections: [ID!]!) {
      deleteAttachment(input: $input) {
        __typename
        ... on DeleteAttachmentSuccess {
          deletedId @deleteEdge(connections: $connections)
          message
          record {
            id
            attachments {
              totalCount
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    async (id: string, connection: string) => {
      const run = promised<useAttachmentMutationsDeleteMutation['variables'], useAttachmentMutationsDeleteMutation['response']>(commit);
      return (await run({ input: { id }, connections: [connection] })).deleteAttachment;
    },
    [commit],
  );
  return [remove, isInFlight];
}
