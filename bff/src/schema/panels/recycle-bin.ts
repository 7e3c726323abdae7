// The profile panel's Recycle Bin: the user's deleted records (`GET /api/DeleteObject/List`) and restoring one
// (`POST /api/DeleteObject/Undo?id=`), on the engine's undo.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { recordType } from '../../../../contract';
import type { Context } from '../../context';
import { builder } from '../builder';
import { parseRowId } from '../common/row-id';
import { rowIdOf } from '../engine/source';
import { NotFoundError, mutate } from '../errors';
import { ViewerRef, loadViewer, type ViewerSource } from '../viewer/ref';

interface DeletedItemModel {
  id: number;
  objectName: string;
  objectId: number;
  objectUrl: string;
  name: string;
  deletedAt: string;
}
interface RestoredModel {
  objectName: string;
  name: string;
  objectUrl: string;
  id: number;
  canOpen: boolean;
}

const recycleBin = (ctx: Context) => ctx.loaders.get<{ data: DeletedItemModel[] }>('/api/DeleteObject/List');

const DeletedItemRef = builder.objectRef<DeletedItemModel>('DeletedItem');
builder.node(DeletedItemRef, {
  description: 'A record the signed-in user deleted that can still be restored (the Recycle Bin).',
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'deletedAt' in v && 'objectUrl' in v,
  id: { resolve: (d) => d.id, parse: parseRowId, description: 'Global id of the deletion.' },
  loadWithoutCache: async (id: number, ctx) => (await recycleBin(ctx)).data.find((d) => d.id === id) ?? null,
  fields: (t) => ({
    name: t.string({ description: 'The record’s name when it was deleted.', resolve: (d) => d.name }),
    objectName: t.string({ description: 'Its record type, e.g. Organization.', resolve: (d) => d.objectName }),
    typeLabel: t.string({
      description: 'Its record type’s label, e.g. "Organization".',
      resolve: (d) => recordType(d.objectName)?.label ?? d.objectName,
    }),
    recordId: t.id({ description: 'Global id of the deleted record.', resolve: (d) => encodeGlobalID(d.objectName, d.objectId) }),
    deletedAt: t.field({ type: 'DateTime', description: 'When it was deleted.', resolve: (d) => d.deletedAt }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  recycleBin: t.field({
    type: [DeletedItemRef],
    description: 'The Recycle Bin: records the user deleted that can be restored, newest first (at most 50).',
    resolve: async (_v, _a, ctx) => (await recycleBin(ctx)).data,
  }),
}));

const RestoreDeletedItemSuccess = builder
  .objectRef<{ __typename: 'RestoreDeletedItemSuccess'; deletedItemId: string; restored: RestoredModel; viewer: ViewerSource }>(
    'RestoreDeletedItemSuccess',
  )
  .implement({
    description: 'The record is back.',
    isTypeOf: (v) => (v as { __typename?: string }).__typename === 'RestoreDeletedItemSuccess',
    fields: (t) => ({
      deletedItemId: t.id({ description: 'Global id of the Recycle Bin entry, gone now.', resolve: (s) => s.deletedItemId }),
      name: t.string({ description: 'The restored record’s name.', resolve: (s) => s.restored.name }),
      url: t.string({ description: 'Its detail page.', resolve: (s) => `/${s.restored.objectUrl}/detail/${s.restored.id}` }),
      viewer: t.field({ type: ViewerRef, description: 'The viewer, to refetch the Recycle Bin.', resolve: (s) => s.viewer }),
    }),
  });

const RestoreDeletedItemPayload = builder.errorUnion('RestoreDeletedItemPayload', {
  description: 'Result of restoreDeletedItem.',
  types: [RestoreDeletedItemSuccess, NotFoundError],
  omitDefaultTypes: true,
});

builder.mutationFields((t) => ({
  restoreDeletedItem: t.field({
    type: RestoreDeletedItemPayload,
    description: 'Restores one record of the signed-in user’s Recycle Bin.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true, description: 'Global id of the Recycle Bin entry (DeletedItem).' }) },
    resolve: (_p, { id }, ctx) =>
      mutate(async () => {
        const r = rowIdOf(String(id), ['DeletedItem']);
        if (!r) throw new NotFoundError('Deleted item not found', 404);
        const [restored] = await ctx.upstream.call<RestoredModel[]>('POST', '/api/DeleteObject/Undo', { query: { id: r.id } });
        ctx.loaders.clear();
        return {
          __typename: 'RestoreDeletedItemSuccess' as const,
          deletedItemId: String(id),
          restored: restored!,
          viewer: await loadViewer(ctx),
        };
      }),
  }),
}));
