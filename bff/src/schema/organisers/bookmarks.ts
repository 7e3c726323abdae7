// Bookmark folders and bookmarks of the top bar: pages of this site the user keeps, one bookmark per page.
import type { Context } from '../../context';
import { builder } from '../builder';
import { NotFoundError, ValidationError, mutate } from '../errors';
import { parseRowId } from '../common/row-id';
import { requireRowId } from '../engine/source';
import { ViewerRef, type ViewerSource } from '../viewer/ref';
import { IdInput, isType, withViewer } from './shared';

export interface BookmarkModel {
  id: number;
  name: string;
  url: string;
  folderId: number;
  folder: string;
}
export interface BookmarkFolderModel {
  id: number;
  name: string;
  bookmarkList: BookmarkModel[];
}

const loadFolders = (ctx: Context) => ctx.loaders.get<BookmarkFolderModel[]>('/api/BookmarkFolder/List');

export const BookmarkRef = builder.objectRef<BookmarkModel>('Bookmark');
export const BookmarkFolderRef = builder.objectRef<BookmarkFolderModel>('BookmarkFolder');

builder.node(BookmarkRef, {
  description: 'A page of this site the signed-in user bookmarked (private to the user).',
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'url' in v && 'folderId' in v,
  id: { resolve: (b) => b.id, parse: parseRowId, description: 'Global id of the bookmark.' },
  loadWithoutCache: async (id: number, ctx) => (await loadFolders(ctx)).flatMap((f) => f.bookmarkList).find((b) => b.id === id) ?? null,
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (b) => b.id }),
    name: t.string({ description: 'Name shown in the bookmark panel.', resolve: (b) => b.name }),
    url: t.string({ description: 'The page: a path of this site, e.g. /opportunity?viewId=3.', resolve: (b) => b.url }),
    folderName: t.string({ description: 'Name of its folder.', resolve: (b) => b.folder }),
  }),
});

builder.node(BookmarkFolderRef, {
  description: "A folder of the signed-in user's bookmarks.",
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'bookmarkList' in v,
  id: { resolve: (f) => f.id, parse: parseRowId, description: 'Global id of the folder.' },
  loadWithoutCache: async (id: number, ctx) => (await loadFolders(ctx)).find((f) => f.id === id) ?? null,
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (f) => f.id }),
    name: t.string({ description: 'Name of the folder.', resolve: (f) => f.name }),
    bookmarks: t.field({ type: [BookmarkRef], description: 'Its bookmarks, by name.', resolve: (f) => f.bookmarkList }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  bookmarkFolders: t.field({
    type: [BookmarkFolderRef],
    description: "The signed-in user's bookmark folders, by name.",
    resolve: (_v, _a, ctx) => loadFolders(ctx),
  }),
  bookmarkFor: t.field({
    type: BookmarkRef,
    nullable: true,
    description: 'The bookmark of this page, if the user has one (the top bar shows the page as bookmarked).',
    args: { url: t.arg.string({ required: true, description: 'The page: path and query, e.g. /organization?viewId=2.' }) },
    resolve: async (_v, { url }, ctx) => (await loadFolders(ctx)).flatMap((f) => f.bookmarkList).find((b) => b.url === url) ?? null,
  }),
}));

// ---- mutations ----

interface Result {
  __typename: string;
  viewer: ViewerSource;
  bookmark?: BookmarkModel;
  folder?: BookmarkFolderModel;
  deletedId?: string;
}

const success = (name: string, description: string, extra: 'bookmark' | 'folder' | 'deleted') =>
  builder.objectRef<Result>(name).implement({
    description,
    isTypeOf: isType(name),
    fields: (t) => ({
      viewer: t.field({ type: ViewerRef, description: 'The viewer, to refetch the folders.', resolve: (s) => s.viewer }),
      ...(extra === 'bookmark'
        ? { bookmark: t.field({ type: BookmarkRef, description: 'The bookmark as saved.', resolve: (s) => s.bookmark! }) }
        : {}),
      ...(extra === 'folder'
        ? { folder: t.field({ type: BookmarkFolderRef, description: 'The folder as saved.', resolve: (s) => s.folder! }) }
        : {}),
      ...(extra === 'deleted' ? { deletedId: t.id({ description: 'Global id of what was deleted.', resolve: (s) => s.deletedId! }) } : {}),
    }),
  });

const payload = (name: string, ok: ReturnType<typeof success>, withValidation: boolean) =>
  builder.errorUnion(name, {
    description: `Result of ${name.charAt(0).toLowerCase()}${name.slice(1).replace(/Payload$/, '')}.`,
    types: withValidation ? [ok, ValidationError, NotFoundError] : [ok, NotFoundError],
    omitDefaultTypes: true,
  });

const SaveBookmarkFolderPayload = payload(
  'SaveBookmarkFolderPayload',
  success('SaveBookmarkFolderSuccess', 'The folder was saved.', 'folder'),
  true,
);
const DeleteBookmarkFolderPayload = payload(
  'DeleteBookmarkFolderPayload',
  success('DeleteBookmarkFolderSuccess', 'The folder and its bookmarks were deleted.', 'deleted'),
  false,
);
const SaveBookmarkPayload = payload('SaveBookmarkPayload', success('SaveBookmarkSuccess', 'The bookmark was saved.', 'bookmark'), true);
const DeleteBookmarkPayload = payload(
  'DeleteBookmarkPayload',
  success('DeleteBookmarkSuccess', 'The bookmark was deleted.', 'deleted'),
  false,
);

const SaveBookmarkFolderInput = builder.inputType('SaveBookmarkFolderInput', {
  description: "A folder to add (no id) or rename; a name is required ('Must enter name').",
  fields: (t) => ({
    id: t.id({ description: 'Global id of the folder to rename; omit to add one.' }),
    name: t.string({ required: true, description: 'Name of the folder.' }),
  }),
});
const SaveBookmarkInput = builder.inputType('SaveBookmarkInput', {
  description:
    "A bookmark to add (no id) or change. Refused with 'Must enter name' (no name), 'Must select folder' (no folder of the user's) or 'This page is already bookmarked'.",
  fields: (t) => ({
    id: t.id({ description: 'Global id of the bookmark to change; omit to add one.' }),
    folderId: t.id({ description: 'Global id of its folder.' }),
    name: t.string({ required: true, description: 'Name to show.' }),
    url: t.string({ required: true, description: 'The page: a path of this site with its query, e.g. /opportunity?viewId=3.' }),
  }),
});
const DeleteBookmarkFolderInput = IdInput('DeleteBookmarkFolderInput', 'The folder to delete, with its bookmarks.');
const DeleteBookmarkInput = IdInput('DeleteBookmarkInput', 'The bookmark to delete.');

const folderRow = (id: string | number, arg: string) => requireRowId(String(id), ['BookmarkFolder'], arg).id;
const bookmarkRow = (id: string | number) => requireRowId(String(id), ['Bookmark'], 'id').id;

builder.mutationFields((t) => ({
  saveBookmarkFolder: t.field({
    type: SaveBookmarkFolderPayload,
    description: 'Adds a bookmark folder (no id) or renames one.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SaveBookmarkFolderInput, required: true, description: 'The folder.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const folder = input.id
          ? await ctx.upstream.call<BookmarkFolderModel>('PUT', '/api/BookmarkFolder/Update', {
              body: { id: folderRow(input.id, 'id'), name: input.name },
            })
          : await ctx.upstream.call<BookmarkFolderModel>('POST', '/api/BookmarkFolder/Add', { body: { name: input.name } });
        return withViewer<Result>(ctx, { __typename: 'SaveBookmarkFolderSuccess', folder });
      }),
  }),
  deleteBookmarkFolder: t.field({
    type: DeleteBookmarkFolderPayload,
    description: "Deletes a folder with its bookmarks (the web asks 'Delete this folder?' first).",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteBookmarkFolderInput, required: true, description: 'The folder.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        await ctx.upstream.call('DELETE', `/api/BookmarkFolder/Delete/${folderRow(input.id, 'id')}`);
        return withViewer<Result>(ctx, { __typename: 'DeleteBookmarkFolderSuccess', deletedId: String(input.id) });
      }),
  }),
  saveBookmark: t.field({
    type: SaveBookmarkPayload,
    description: 'Bookmarks a page (no id) or changes a bookmark.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SaveBookmarkInput, required: true, description: 'The bookmark.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        if (!input.folderId) throw new ValidationError('Must select folder', [{ field: 'folderId', message: 'Must select folder' }]);
        const body = { name: input.name, url: input.url, folderId: folderRow(input.folderId, 'folderId') };
        const bookmark = input.id
          ? await ctx.upstream.call<BookmarkModel>('PUT', '/api/Bookmark/Update', { body: { ...body, id: bookmarkRow(input.id) } })
          : await ctx.upstream.call<BookmarkModel>('POST', '/api/Bookmark/Add', { body });
        return withViewer<Result>(ctx, { __typename: 'SaveBookmarkSuccess', bookmark });
      }),
  }),
  deleteBookmark: t.field({
    type: DeleteBookmarkPayload,
    description: "Deletes a bookmark (the web asks 'Delete this bookmark?' first).",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteBookmarkInput, required: true, description: 'The bookmark.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        await ctx.upstream.call('DELETE', `/api/Bookmark/Delete/${bookmarkRow(input.id)}`);
        return withViewer<Result>(ctx, { __typename: 'DeleteBookmarkSuccess', deletedId: String(input.id) });
      }),
  }),
}));
