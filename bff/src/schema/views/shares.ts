// Sharing a saved view (read access) with users and groups of the company: `SavedView.sharedBy` and `.shares`,
// `shareView` and `unshareView` (the api's UserSearchCriteria/Share/List|Save|Delete).
import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import { builder } from '../builder';
import type { Context } from '../../context';
import { NotFoundError, PermissionError, ValidationError } from '../errors';
import { viewRowId, viewWrite } from './index';
import { SavedViewRef, loadView, type ViewSource } from './types';

interface ViewShareModel {
  id: number;
  viewId: number;
  userType: 'user' | 'group';
  userOrGroupId: number;
  name: string;
}

const ShareeTypeEnum = builder.enumType('ViewShareeType', {
  description: 'Whom a view is shared with.',
  values: {
    USER: { value: 'user', description: 'A user of the company.' },
    GROUP: { value: 'group', description: 'A group of the company (all its members).' },
  } as const,
});

const ViewShareRef = builder.objectRef<ViewShareModel>('ViewShare').implement({
  description: 'A user or group a saved view is shared with (read access: they see it and can copy it).',
  fields: (t) => ({
    rowId: t.int({ description: 'The share’s row id (unshareView).', resolve: (s) => s.id }),
    shareeType: t.field({ type: ShareeTypeEnum, description: 'A user or a group.', resolve: (s) => s.userType }),
    shareeId: t.int({ description: 'The user’s or group’s row id.', resolve: (s) => s.userOrGroupId }),
    name: t.exposeString('name', { description: 'The user’s full name or the group’s name.' }),
  }),
});

// The shares of the views a request asks about, one api call per hundred views (UserSearchCriteria/Share/ListMany).
const viewSharesLoader = createContextCache(
  (ctx: Context) =>
    new DataLoader<number, ViewShareModel[] | null>(
      async (ids) => {
        const res = await ctx.loaders.get<{ data: Record<string, ViewShareModel[] | null> }>('/api/UserSearchCriteria/Share/ListMany', {
          idList: [...new Set(ids)].sort((a, b) => a - b).join(','),
        });
        return ids.map((id) => res.data[String(id)] ?? null);
      },
      // A share or unshare in the same request must read the shares afresh.
      { maxBatchSize: 100, cache: false },
    ),
);

builder.objectFields(SavedViewRef, (t) => ({
  sharedBy: t.string({
    nullable: true,
    description: 'The owner’s name when another user shared this view with the viewer ("Shared by {name}"); null otherwise.',
    resolve: (v) => v.sharedBy ?? null,
  }),
  shares: t.field({
    type: [ViewShareRef],
    nullable: true,
    description:
      'Whom the view is shared with; null unless the viewer manages its shares (its owner or an administrator). Batched: the shares of every view of a list come in one api call.',
    resolve: async (v, _args, ctx) => (v.isSystem ? null : viewSharesLoader(ctx).load(v.id)),
  }),
}));

interface ShareDone {
  __typename: 'ShareViewSuccess' | 'UnshareViewSuccess';
  share?: ViewShareModel;
  view: ViewSource | null;
  message: string;
  deletedId?: number;
}

const ShareViewSuccess = builder.objectRef<ShareDone>('ShareViewSuccess').implement({
  description: 'The view is shared.',
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'ShareViewSuccess',
  fields: (t) => ({
    share: t.field({ type: ViewShareRef, description: 'The share.', resolve: (s) => s.share! }),
    view: t.field({ type: SavedViewRef, nullable: true, description: 'The view, with its shares.', resolve: (s) => s.view }),
    message: t.exposeString('message', { description: 'What the api said.' }),
  }),
});
const UnshareViewSuccess = builder.objectRef<ShareDone>('UnshareViewSuccess').implement({
  description: 'The share is deleted.',
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'UnshareViewSuccess',
  fields: (t) => ({
    deletedRowId: t.int({ description: 'Row id of the deleted share.', resolve: (s) => s.deletedId! }),
    view: t.field({ type: SavedViewRef, nullable: true, description: 'The view, with its remaining shares.', resolve: (s) => s.view }),
    message: t.exposeString('message', { description: '"Shares has been deleted."' }),
  }),
});

const ShareViewPayload = builder.errorUnion('ShareViewPayload', {
  description: 'Result of shareView.',
  types: [ShareViewSuccess, ValidationError, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});
const UnshareViewPayload = builder.errorUnion('UnshareViewPayload', {
  description: 'Result of unshareView.',
  types: [UnshareViewSuccess, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});

const ShareViewInput = builder.inputType('ShareViewInput', {
  description: 'Share one of the viewer’s views with a user or group of the company.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The view (global id or row id).' }),
    shareeType: t.field({ type: ShareeTypeEnum, description: 'Default USER.' }),
    shareeId: t.int({ required: true, description: 'The user’s or group’s row id.' }),
  }),
});
const UnshareViewInput = builder.inputType('UnshareViewInput', {
  description: 'A share to delete.',
  fields: (t) => ({ rowId: t.int({ required: true, description: 'The share’s row id (ViewShare.rowId).' }) }),
});

builder.mutationFields((t) => ({
  shareView: t.field({
    type: ShareViewPayload,
    description:
      'Shares a view (read access) with a user or group of the company. Only its owner or an administrator: PermissionError "You don’t have permission to share this view".',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ShareViewInput, required: true, description: 'The view and the sharee.' }) },
    resolve: (_p, { input }, ctx) =>
      viewWrite(ctx, async () => {
        const viewId = viewRowId(input.id, 'input.id');
        const res = await ctx.upstream.call<{ model: ViewShareModel; message: string }>('POST', '/api/UserSearchCriteria/Share/Save', {
          body: { viewId, userOrGroupId: input.shareeId, userType: input.shareeType ?? 'user' },
        });
        ctx.loaders.clear();
        return { __typename: 'ShareViewSuccess' as const, share: res.model, view: await loadView(ctx, viewId), message: res.message };
      }),
  }),
  unshareView: t.field({
    type: UnshareViewPayload,
    description: 'Deletes a share of a view ("Shares has been deleted."): the view’s owner or an administrator.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UnshareViewInput, required: true, description: 'The share.' }) },
    resolve: (_p, { input }, ctx) =>
      viewWrite(ctx, async () => {
        const res = await ctx.upstream.call<{ id: number; viewId: number; message: string }>(
          'DELETE',
          `/api/UserSearchCriteria/Share/Delete/${input.rowId}`,
        );
        ctx.loaders.clear();
        return {
          __typename: 'UnshareViewSuccess' as const,
          deletedId: res.id,
          view: await loadView(ctx, res.viewId),
          message: res.message,
        };
      }),
  }),
}));
