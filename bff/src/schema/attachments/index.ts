// Attachments of every record type (files and links): `Record.attachments`, the `Attachment` node and the
// mutations. Files come in through the GraphQL multipart request spec (yoga parses it into a `File`); the
// bff passes them on to `POST /api/Attachment/UpdateAttachment`, which sniffs, limits and stores them.
// Their bytes are served by the bff at `/attachment/view-attachment/{id}` (server.ts), never by the api
// to the browser.
import { recordType, type AttachmentModel, type PageResponse } from '../../../../contract';
import { FormData } from 'undici';
import type { Context } from '../../context';
import { builder } from '../builder';
import { encodeCursor, offsetConnection } from '../common/paging';
import { NotFoundError, PermissionError, ValidationError, mutate, nullIfMissing } from '../errors';
import { RecordRef } from '../engine/record';
import { STORED_TYPE_NAMES, loadRef, type RecordSource } from '../engine/source';
import { loadModel } from '../engine/types';
import { requireRecordRowId } from '../engine/writes';
import { UserRef } from '../users';

export const AttachmentFileTypeEnum = builder.enumType('AttachmentFileType', {
  description: 'What an attachment is.',
  values: { FILE: { value: 'file', description: 'A stored file.' }, URL: { value: 'url', description: 'A link with a name.' } } as const,
});

export const AttachmentRef = builder.objectRef<AttachmentModel>('Attachment');
builder.node(AttachmentRef, {
  description: 'A file or link attached to a record.',
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'fileType' in v && 'associateId' in v,
  id: { resolve: (a) => a.id, parse: (id) => Number(id), description: 'Global id of the attachment.' },
  loadWithoutCache: (id: number, ctx) => nullIfMissing(async () => (await ctx.loaders.get<{ model: AttachmentModel }>(`/api/Attachment/GetModel/${id}`)).model),
  fields: (t) => ({
    rowId: t.int({ description: 'Row id of the attachment (the REST id).', resolve: (a) => a.id }),
    name: t.exposeString('name', { description: 'Name shown in the list (the file name, or the link’s name).' }),
    fileType: t.field({ type: AttachmentFileTypeEnum, description: 'A stored file or a link.', resolve: (a) => a.fileType }),
    url: t.string({
      description: 'Where it opens: the link of a URL attachment; for a file, the web path that shows it (`/attachment/view-attachment/{id}`).',
      resolve: (a) => a.url ?? '',
    }),
    downloadUrl: t.string({
      nullable: true,
      description: 'For a file: the web path that downloads it (always as an attachment); null for links.',
      resolve: (a) => (a.fileType === 'file' ? `${a.url}?download=1` : null),
    }),
    contentType: t.string({ nullable: true, description: 'The type of the file’s bytes as the api sniffed them; null for links.', resolve: (a) => a.contentType ?? null }),
    size: t.int({ description: 'Size of the file in bytes (0 for links).', resolve: (a) => a.size }),
    sizeText: t.string({ description: 'The size as the spec shows it: KB, MB or GB with one decimal ("12.5 KB"); empty for links.', resolve: (a) => a.sizeText }),
    viewable: t.boolean({ description: 'Whether the browser may show the file inline (images, PDF, plain text); others download.', resolve: (a) => a.viewable }),
    createdBy: t.field({ type: UserRef, nullable: true, description: 'Who attached it.', resolve: (a) => a.createdBy }),
    createdByName: t.string({ nullable: true, description: "The full name of who attached it.", resolve: (a) => a.createdByName ?? null }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was attached.', resolve: (a) => a.creationDate }),
    updatedAt: t.field({ type: 'DateTime', description: 'When it last changed.', resolve: (a) => a.lastModifiedDate }),
    record: t.field({
      type: RecordRef,
      nullable: true,
      description: 'The record it is attached to (null while not associated).',
      resolve: (a, _args, ctx) => (a.parentObject ? loadRef(ctx, a.parentObject, a.parentId) : null),
    }),
  }),
});

const AttachmentEdge = builder.edgeObject({ name: 'AttachmentEdge', type: AttachmentRef, description: 'An attachment in a connection.' });
const AttachmentConnection = builder.connectionObject(
  {
    name: 'AttachmentConnection',
    type: AttachmentRef,
    description: 'A page of attachments, newest first.',
    fields: (t) => ({ totalCount: t.int({ description: 'Number of attachments (all pages).', resolve: (c) => c.totalCount }) }),
  },
  AttachmentEdge,
);

/** A page of a record's attachments, batched with the same page of every other record asking it (`Attachment?idList=`). */
function attachmentsOf(ctx: Context, src: RecordSource, args: { first?: number | null; after?: string | null }) {
  return offsetConnection(
    { first: args.first, after: args.after },
    async (currentPage, pageSize) => {
      const page = (await ctx.loaders.sections(src.__typename, 'Attachment', currentPage, pageSize).load(src.id)) as PageResponse<AttachmentModel> | null;
      return page ?? { data: [], totalItem: 0 };
    },
    (a: AttachmentModel) => a,
  );
}

builder.interfaceField(RecordRef, 'attachments', (t) =>
  t.field({
    type: AttachmentConnection,
    description: 'Files and links attached to the record, newest first (batched for list rows).',
    args: {
      first: t.arg.int({ description: 'Return at most this many attachments (1–100, default 20).' }),
      after: t.arg.string({ description: 'Return attachments after this cursor.' }),
    },
    resolve: (r, args, ctx) => attachmentsOf(ctx, r, args),
  }),
);

// ---- mutations ----

type Success = { __typename: string; attachment?: AttachmentModel; record?: RecordSource | null; deletedId?: string; message?: string };
const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

/** The record behind a global id, readable by the caller (else NotFoundError). */
async function recordOf(ctx: Context, globalId: string): Promise<{ objectName: string; id: number; record: RecordSource }> {
  const { typename, id } = requireRecordRowId(globalId, STORED_TYPE_NAMES);
  const record = await loadModel(ctx, recordType(typename)!, id);
  if (!record) throw new NotFoundError('Invalid object', 404);
  return { objectName: typename, id, record };
}

/** The record after a change to its attachments, read again (its connection changed). */
async function rereadRecord(ctx: Context, objectName: string | null, id: number | null): Promise<RecordSource | null> {
  ctx.loaders.clear();
  const type = objectName ? recordType(objectName) : undefined;
  return type && id ? loadModel(ctx, type, id) : null;
}

const attachmentSuccess = (name: string, verb: string) =>
  builder.objectRef<Success>(name).implement({
    description: `The attachment was ${verb}.`,
    isTypeOf: isType(name),
    fields: (t) => ({
      attachment: t.field({ type: AttachmentRef, description: 'The attachment.', resolve: (s) => s.attachment! }),
      attachmentEdge: t.field({
        type: AttachmentEdge,
        description: 'The attachment as an edge, for `@prependEdge` on `Record.attachments`.',
        resolve: (s) => ({ cursor: encodeCursor(0), node: s.attachment! }),
      }),
      record: t.field({ type: RecordRef, nullable: true, description: 'The record it is attached to, read again.', resolve: (s) => s.record ?? null }),
    }),
  });

const UploadAttachmentSuccess = attachmentSuccess('UploadAttachmentSuccess', 'uploaded');
const AddUrlAttachmentSuccess = attachmentSuccess('AddUrlAttachmentSuccess', 'added');
const DeleteAttachmentSuccess = builder.objectRef<Success>('DeleteAttachmentSuccess').implement({
  description: 'The attachment was deleted.',
  isTypeOf: isType('DeleteAttachmentSuccess'),
  fields: (t) => ({
    deletedId: t.id({ description: 'Global id of the deleted attachment, for `@deleteEdge`.', resolve: (s) => s.deletedId! }),
    message: t.string({ description: 'Confirmation for the user.', resolve: (s) => s.message! }),
    record: t.field({ type: RecordRef, nullable: true, description: 'The record it was attached to, read again.', resolve: (s) => s.record ?? null }),
  }),
});

const errorTypes = [ValidationError, PermissionError, NotFoundError] as const;
const UploadAttachmentPayload = builder.errorUnion('UploadAttachmentPayload', {
  description: 'Result of uploadAttachment: the attachment, or why it was refused (too large, a type not allowed, no write permission, no such record).',
  types: [UploadAttachmentSuccess, ...errorTypes],
  omitDefaultTypes: true,
});
const AddUrlAttachmentPayload = builder.errorUnion('AddUrlAttachmentPayload', {
  description: 'Result of addUrlAttachment.',
  types: [AddUrlAttachmentSuccess, ...errorTypes],
  omitDefaultTypes: true,
});
const DeleteAttachmentPayload = builder.errorUnion('DeleteAttachmentPayload', {
  description: 'Result of deleteAttachment.',
  types: [DeleteAttachmentSuccess, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});

const UploadAttachmentInput = builder.inputType('UploadAttachmentInput', {
  description: 'A file to attach to a record (send the operation as a GraphQL multipart request).',
  fields: (t) => ({
    recordId: t.id({ required: true, description: 'Global id of the record.' }),
    file: t.field({ type: 'File', required: true, description: 'The file (a multipart request part).' }),
    name: t.string({ description: 'Name to show (default: the file name).' }),
  }),
});
const AddUrlAttachmentInput = builder.inputType('AddUrlAttachmentInput', {
  description: 'A link to attach to a record.',
  fields: (t) => ({
    recordId: t.id({ required: true, description: 'Global id of the record.' }),
    url: t.string({ required: true, description: 'The link (http or https).' }),
    name: t.string({ description: 'Name to show (default: the link).' }),
  }),
});
const DeleteAttachmentInput = builder.inputType('DeleteAttachmentInput', {
  description: 'The attachment to delete.',
  fields: (t) => ({ id: t.id({ required: true, description: 'Global id of the attachment.' }) }),
});

builder.scalarType('File', {
  description: 'A file of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec); input only.',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
});

builder.mutationFields((t) => ({
  uploadAttachment: t.field({
    type: UploadAttachmentPayload,
    description: 'Attaches a file to a record (write permission on the record; the api checks its size and type).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UploadAttachmentInput, required: true, description: 'The record and the file.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const { objectName, id } = await recordOf(ctx, String(input.recordId));
        const file = input.file;
        const form = new FormData();
        form.set('parentObject', objectName);
        form.set('parentId', String(id));
        if (input.name) form.set('name', input.name);
        form.set('selectedFile', new Blob([await file.arrayBuffer()], { type: file.type || 'application/octet-stream' }), file.name || 'file');
        const res = await ctx.upstream.call<{ model: AttachmentModel }>('POST', '/api/Attachment/UpdateAttachment', { form });
        return { __typename: 'UploadAttachmentSuccess', attachment: res.model, record: await rereadRecord(ctx, objectName, id) };
      }),
  }),
  addUrlAttachment: t.field({
    type: AddUrlAttachmentPayload,
    description: 'Attaches a link with a name to a record (write permission on the record).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: AddUrlAttachmentInput, required: true, description: 'The record and the link.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const { objectName, id } = await recordOf(ctx, String(input.recordId));
        const res = await ctx.upstream.call<{ model: AttachmentModel }>('POST', '/api/Attachment/UpdateAttachment', {
          body: { fileType: 'url', url: input.url, name: input.name ?? undefined, parentObject: objectName, parentId: id },
        });
        return { __typename: 'AddUrlAttachmentSuccess', attachment: res.model, record: await rereadRecord(ctx, objectName, id) };
      }),
  }),
  deleteAttachment: t.field({
    type: DeleteAttachmentPayload,
    description: 'Deletes an attachment (write permission on its record).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteAttachmentInput, required: true, description: 'The attachment.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const rowId = requireRecordRowId(String(input.id), ['Attachment']).id;
        const { model } = await ctx.upstream.call<{ model: AttachmentModel }>('GET', `/api/Attachment/GetModel/${rowId}`);
        const res = await ctx.upstream.call<{ message: string }>('DELETE', `/api/Attachment/Delete/${rowId}`);
        return { __typename: 'DeleteAttachmentSuccess', deletedId: String(input.id), message: res.message, record: await rereadRecord(ctx, model.parentObject, model.parentId) };
      }),
  }),
}));
