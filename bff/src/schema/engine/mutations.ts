// The generic writes of every record type: create/update/delete with REST values, shares, unlock and follow.
import { recordType, type ModelResponse, type RecordTypeDef, type ShareModel } from '../../../../contract';
import type { Context } from '../../context';
import { builder } from '../builder';
import { RecordPermissionEnum } from '../common';
import { encodeCursor } from '../common/paging';
import { ConflictError, FieldErrorShape, NotFoundError, PermissionError, UpgradeRequiredError, ValidationError, mutate } from '../errors';
import { IDEMPOTENCY_DESCRIPTION, VERSION_DESCRIPTION } from './write-inputs';
import { RecordEdge, RecordRef, ShareRef, ShareeTypeEnum } from './record';
import { asSource, requireType, rowIdOf, STORED_TYPE_NAMES, type RecordSource } from './source';
import { loadModel } from './types';
import { deleteRecord, requireRecordRowId, saveRecord } from './writes';

const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

/** The stored type and row id behind a record's global id (NotFoundError otherwise). */
function recordOf(globalId: string | number): { type: RecordTypeDef; id: number } {
  const r = requireRecordRowId(globalId, STORED_TYPE_NAMES);
  return { type: recordType(r.typename)!, id: r.id };
}

/** The record after a write, read back with the caller's session (a write may change its permission). */
async function reread(ctx: Context, type: RecordTypeDef, id: number): Promise<RecordSource> {
  ctx.loaders.clear();
  const r = await loadModel(ctx, type, id);
  if (!r) throw new NotFoundError('Invalid object', 404);
  return r;
}

export const RecordInput = builder.inputType('RecordInput', {
  description: 'Identifies one record.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the record (any record type).' }),
    version: t.int({ description: `unlockRecord: ${VERSION_DESCRIPTION} (Follow and unfollow ignore it.)` }),
  }),
});

const CreateRecordInput = builder.inputType('CreateRecordInput', {
  description: 'A new record of any type.',
  fields: (t) => ({
    type: t.string({ required: true, description: 'Object name (any case) or URL segment.' }),
    values: t.field({ type: 'JSONObject', required: true, description: 'Model properties as the REST api takes them (row ids for references and users).' }),
    idempotencyKey: t.string({ description: IDEMPOTENCY_DESCRIPTION }),
  }),
});
const UpdateRecordInput = builder.inputType('UpdateRecordInput', {
  description: 'Changes to a record of any type; absent properties stay as they are.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the record.' }),
    values: t.field({ type: 'JSONObject', required: true, description: 'The model properties to change (row ids for references and users).' }),
    version: t.int({ description: VERSION_DESCRIPTION }),
  }),
});
const DeleteRecordInput = builder.inputType('DeleteRecordInput', {
  description: 'The record to delete.',
  fields: (t) => ({ id: t.id({ required: true, description: 'Global id of the record.' }), version: t.int({ description: VERSION_DESCRIPTION }) }),
});
const ObjectAccessInput = builder.inputType('ObjectAccessInput', {
  description: 'Access a share grants on the records of one related type.',
  fields: (t) => ({
    objectName: t.string({ required: true, description: 'The related type.' }),
    access: t.field({ type: RecordPermissionEnum, required: true, description: 'The access granted.' }),
  }),
});
const ShareRecordInput = builder.inputType('ShareRecordInput', {
  description: 'Shares a record with a user or group (replaces an existing share of the same sharee).',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the record.' }),
    shareeType: t.field({ type: ShareeTypeEnum, required: true, description: 'User or group.' }),
    shareeId: t.id({ required: true, description: 'Global id of the user or group.' }),
    accessLevel: t.field({ type: RecordPermissionEnum, required: true, description: 'Access granted on the record.' }),
    objectAccess: t.field({ type: [ObjectAccessInput], description: 'Access on related records per type (default: write).' }),
  }),
});
const DeleteSharesInput = builder.inputType('DeleteSharesInput', {
  description: 'Shares of one record to delete.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the record.' }),
    shareIds: t.idList({ required: true, description: 'Ids of the shares (Share.id).' }),
  }),
});

type Success = { __typename: string; record?: RecordSource; deletedId?: string; message?: string; share?: ShareModel; isFollowing?: boolean };

const CreateRecordSuccess = builder.objectRef<Success>('CreateRecordSuccess').implement({
  description: 'The record was created.',
  isTypeOf: isType('CreateRecordSuccess'),
  fields: (t) => ({
    record: t.field({ type: RecordRef, description: 'The new record.', resolve: (s) => s.record! }),
    recordEdge: t.field({ type: RecordEdge, description: 'The new record as an edge, for `@appendEdge`/`@prependEdge`.', resolve: (s) => ({ cursor: encodeCursor(0), node: s.record! }) }),
  }),
});
const UpdateRecordSuccess = builder.objectRef<Success>('UpdateRecordSuccess').implement({
  description: 'The record was saved.',
  isTypeOf: isType('UpdateRecordSuccess'),
  fields: (t) => ({ record: t.field({ type: RecordRef, description: 'The record after the change.', resolve: (s) => s.record! }) }),
});
const DeleteRecordSuccess = builder.objectRef<Success>('DeleteRecordSuccess').implement({
  description: 'The record was deleted.',
  isTypeOf: isType('DeleteRecordSuccess'),
  fields: (t) => ({
    deletedId: t.id({ description: 'Global id of the deleted record, for `@deleteEdge`.', resolve: (s) => s.deletedId! }),
    message: t.string({ description: 'Confirmation for the user.', resolve: (s) => s.message! }),
  }),
});
const ShareRecordSuccess = builder.objectRef<Success>('ShareRecordSuccess').implement({
  description: 'The record is shared.',
  isTypeOf: isType('ShareRecordSuccess'),
  fields: (t) => ({
    record: t.field({ type: RecordRef, description: 'The shared record (refetch `shares`).', resolve: (s) => s.record! }),
    share: t.field({ type: ShareRef, description: 'The saved share.', resolve: (s) => s.share! }),
  }),
});
const DeleteSharesSuccess = builder.objectRef<Success>('DeleteSharesSuccess').implement({
  description: 'The shares were deleted.',
  isTypeOf: isType('DeleteSharesSuccess'),
  fields: (t) => ({
    record: t.field({ type: RecordRef, description: 'The record (refetch `shares`).', resolve: (s) => s.record! }),
    message: t.string({ description: 'Confirmation for the user: "Shares has been deleted."', resolve: (s) => s.message! }),
  }),
});
const UnlockRecordSuccess = builder.objectRef<Success>('UnlockRecordSuccess').implement({
  description: 'The record was unlocked.',
  isTypeOf: isType('UnlockRecordSuccess'),
  fields: (t) => ({ record: t.field({ type: RecordRef, description: 'The unlocked record.', resolve: (s) => s.record! }) }),
});
const FollowRecordSuccess = builder.objectRef<Success>('FollowRecordSuccess').implement({
  description: 'The record is now followed (or no longer followed).',
  isTypeOf: isType('FollowRecordSuccess'),
  fields: (t) => ({
    record: t.field({ type: RecordRef, description: 'The record.', resolve: (s) => s.record! }),
    isFollowing: t.boolean({ description: 'Whether the signed-in user now follows the record.', resolve: (s) => Boolean(s.isFollowing) }),
  }),
});

const CreateRecordPayload = builder.errorUnion('CreateRecordPayload', {
  description: 'Result of createRecord.',
  types: [CreateRecordSuccess, ValidationError, PermissionError, UpgradeRequiredError],
  omitDefaultTypes: true,
});
const UpdateRecordPayload = builder.errorUnion('UpdateRecordPayload', {
  description: 'Result of updateRecord.',
  types: [UpdateRecordSuccess, ValidationError, PermissionError, NotFoundError, ConflictError, UpgradeRequiredError],
  omitDefaultTypes: true,
});
const DeleteRecordPayload = builder.errorUnion('DeleteRecordPayload', {
  description: 'Result of deleteRecord.',
  types: [DeleteRecordSuccess, PermissionError, NotFoundError, ConflictError, UpgradeRequiredError],
  omitDefaultTypes: true,
});
const ShareRecordPayload = builder.errorUnion('ShareRecordPayload', {
  description: 'Result of shareRecord.',
  types: [ShareRecordSuccess, ValidationError, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});
const DeleteSharesPayload = builder.errorUnion('DeleteSharesPayload', {
  description: 'Result of deleteShares.',
  types: [DeleteSharesSuccess, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});
const UnlockRecordPayload = builder.errorUnion('UnlockRecordPayload', {
  description: 'Result of unlockRecord.',
  types: [UnlockRecordSuccess, PermissionError, NotFoundError, ConflictError],
  omitDefaultTypes: true,
});
const FollowRecordPayload = builder.errorUnion('FollowRecordPayload', {
  description: 'Result of followRecord and unfollowRecord.',
  types: [FollowRecordSuccess, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});

async function follow(ctx: Context, globalId: string, on: boolean): Promise<Success> {
  return mutate(async () => {
    const { type, id } = recordOf(globalId);
    // The record must be readable first: another company's id is a NotFoundError, not a follow.
    await reread(ctx, type, id);
    if (on) await ctx.upstream.call('POST', '/api/Watch/Add', { body: { parentId: id, parentObject: type.objectName } });
    else await ctx.upstream.call('DELETE', '/api/Watch/DeleteWatch', { query: { parentId: id, parentObject: type.objectName } });
    return { __typename: 'FollowRecordSuccess', record: await reread(ctx, type, id), isFollowing: on };
  });
}

builder.mutationFields((t) => ({
  createRecord: t.field({
    type: CreateRecordPayload,
    description: 'Creates a record of any type from REST model values.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateRecordInput, required: true, description: 'The new record.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => ({
        __typename: 'CreateRecordSuccess',
        record: await saveRecord(ctx, requireType(input.type), input.values as Record<string, unknown>, undefined, { idempotencyKey: input.idempotencyKey }),
      })),
  }),
  updateRecord: t.field({
    type: UpdateRecordPayload,
    description: 'Changes a record of any type (partial update).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateRecordInput, required: true, description: 'The changes.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const { type, id } = recordOf(input.id);
        const { id: _ignored, version: _stale, ...values } = input.values as Record<string, unknown>;
        return { __typename: 'UpdateRecordSuccess', record: await saveRecord(ctx, type, values, id, { version: input.version }) };
      }),
  }),
  deleteRecord: t.field({
    type: DeleteRecordPayload,
    description: 'Deletes a record of any type (soft delete; undoable for undoable types).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteRecordInput, required: true, description: 'The record.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const { type, id } = recordOf(input.id);
        await deleteRecord(ctx, type, id, input.version);
        return { __typename: 'DeleteRecordSuccess', deletedId: String(input.id), message: `${type.label} has been deleted.` };
      }),
  }),
  shareRecord: t.field({
    type: ShareRecordPayload,
    description: 'Shares a record with a user or group (owner or administrator only).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ShareRecordInput, required: true, description: 'The share.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const { type, id } = recordOf(input.id);
        const sharee = rowIdOf(String(input.shareeId), [input.shareeType === 'group' ? 'Group' : 'User']);
        if (!sharee) throw new ValidationError('Invalid user or group', [new FieldErrorShape('shareeId', 'Invalid user or group')]);
        const res = await ctx.upstream.call<{ model?: ShareModel } & Partial<ShareModel>>('POST', `/api/${type.objectName}Share/Add`, {
          body: {
            parentId: id,
            userType: input.shareeType,
            userOrGroupId: sharee.id,
            accessLevel: input.accessLevel,
            ...(input.objectAccess ? { objectAccessList: input.objectAccess } : {}),
          },
        });
        const share = (res.model ?? res) as ShareModel;
        return { __typename: 'ShareRecordSuccess', record: await reread(ctx, type, id), share };
      }),
  }),
  deleteShares: t.field({
    type: DeleteSharesPayload,
    description: 'Deletes shares of a record (owner or administrator only).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteSharesInput, required: true, description: 'The record and its shares.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const { type, id } = recordOf(input.id);
        for (const shareId of input.shareIds) {
          const n = Number(shareId);
          if (!Number.isSafeInteger(n) || n <= 0) throw new NotFoundError('Invalid object', 404);
          await ctx.upstream.call('DELETE', `/api/${type.objectName}Share/Delete/${n}`);
        }
        return { __typename: 'DeleteSharesSuccess', record: await reread(ctx, type, id), message: 'Shares has been deleted.' };
      }),
  }),
  unlockRecord: t.field({
    type: UnlockRecordPayload,
    description: 'Unlocks a locked record (owner or administrator only; others get PermissionError).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: RecordInput, required: true, description: 'The record to unlock.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const { type, id } = recordOf(input.id);
        const res = await ctx.upstream.call<ModelResponse>('PUT', `/api/${type.objectName}/Unlock/${id}`, { query: { version: input.version } });
        ctx.loaders.clear();
        return { __typename: 'UnlockRecordSuccess', record: asSource(type.objectName, res.model, res.permission) };
      }),
  }),
  followRecord: t.field({
    type: FollowRecordPayload,
    description: "Follows a record: its changes appear in the signed-in user's stream.",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: RecordInput, required: true, description: 'The record to follow.' }) },
    resolve: (_p, { input }, ctx) => follow(ctx, String(input.id), true),
  }),
  unfollowRecord: t.field({
    type: FollowRecordPayload,
    description: 'Stops following a record.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: RecordInput, required: true, description: 'The record to unfollow.' }) },
    resolve: (_p, { input }, ctx) => follow(ctx, String(input.id), false),
  }),
}));
