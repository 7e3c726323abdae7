import { builder } from '../builder';
import { NotFoundError, PermissionError, mutate } from '../errors';
import { RecordPermissionEnum } from '../common';
import { UserRef } from '../users';
import { RECORD_KINDS, asSource, full, loadRecord, loadSummary, permissionOf, requireRowId, type RecordKind, type RecordSource } from './model';

/** Fields shared by every record type (organizations, people, and later record types). */
export const RecordRef = builder.interfaceRef<RecordSource>('Record').implement({
  description: 'A business record (organization, person, …) with an owner and per-user permission.',
  interfaces: [builder.nodeInterfaceRef()],
  resolveType: (src) => src.__typename,
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (r) => r.id }),
    name: t.string({ description: 'Display name of the record.', resolve: (r) => r.name }),
    owner: t.field({
      type: UserRef,
      nullable: true,
      description: 'The user who owns the record.',
      resolve: async (r, _a, ctx) => {
        const s = await full(ctx, r, 'ownerId');
        return s.ownerId ?? null;
      },
    }),
    permission: t.field({
      type: RecordPermissionEnum,
      description: 'What the signed-in user may do with this record.',
      resolve: (r, _a, ctx) => permissionOf(ctx, r),
    }),
    isLocked: t.boolean({
      description: 'A locked record is read-only for everyone but its owner and administrators.',
      resolve: async (r, _a, ctx) => Boolean((await full(ctx, r, 'isLocked')).isLocked),
    }),
    url: t.string({
      description: "Path of the record's detail page in the web app.",
      resolve: (r) => `/${RECORD_KINDS[r.__typename].route}/detail/${r.id}`,
    }),
    summary: t.field({
      type: RecordSummaryRef,
      description: 'Header facts of the detail page.',
      resolve: (r, _a, ctx) => summaryOf(ctx, r.__typename, r.id),
    }),
  }),
});

export const RecordSummaryRef = builder
  .objectRef<{ menu: string[]; dropboxEmail: string; isFollowing: boolean }>('RecordSummary')
  .implement({
    description: 'Extra facts shown in the header of a detail page.',
    fields: (t) => ({
      quickActions: t.stringList({
        description: 'Quick actions the user may use here, e.g. Task, Call, Email, Event, Edit, Follow.',
        resolve: (s) => s.menu,
      }),
      dropboxEmail: t.string({ description: 'Address that files emails to this record.', resolve: (s) => s.dropboxEmail }),
      isFollowing: t.boolean({ description: 'Whether the signed-in user follows the record.', resolve: (s) => s.isFollowing }),
    }),
  });

export async function summaryOf(ctx: Parameters<typeof loadSummary>[0], kind: RecordKind, id: number) {
  const res = await loadSummary(ctx, kind, id);
  return {
    menu: res.menu ?? [],
    dropboxEmail: res.viewData?.dropboxEmail ?? '',
    isFollowing: Boolean(res.viewData?.isFollowing),
    contactCount: res.viewData?.contactCount ?? 0,
  };
}

export const RecordInput = builder.inputType('RecordInput', {
  description: 'Identifies one record.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the record (Organization or Person).' }),
  }),
});

interface UnlockSuccessShape {
  __typename: 'UnlockRecordSuccess';
  record: RecordSource;
}
interface FollowSuccessShape {
  __typename: 'FollowRecordSuccess';
  record: RecordSource;
  isFollowing: boolean;
}

const UnlockRecordSuccess = builder.objectRef<UnlockSuccessShape>('UnlockRecordSuccess').implement({
  description: 'The record was unlocked.',
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'UnlockRecordSuccess',
  fields: (t) => ({
    record: t.field({ type: RecordRef, description: 'The unlocked record.', resolve: (s) => s.record }),
  }),
});

const FollowRecordSuccess = builder.objectRef<FollowSuccessShape>('FollowRecordSuccess').implement({
  description: 'The record is now followed (or no longer followed).',
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'FollowRecordSuccess',
  fields: (t) => ({
    record: t.field({ type: RecordRef, description: 'The record.', resolve: (s) => s.record }),
    isFollowing: t.boolean({ description: 'Whether the signed-in user now follows the record.', resolve: (s) => s.isFollowing }),
  }),
});

const UnlockRecordPayload = builder.errorUnion('UnlockRecordPayload', {
  description: 'Result of unlockRecord.',
  types: [UnlockRecordSuccess, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});

const FollowRecordPayload = builder.errorUnion('FollowRecordPayload', {
  description: 'Result of followRecord and unfollowRecord.',
  types: [FollowRecordSuccess, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});

const RECORD_TYPES = ['Organization', 'Person'] as const;

builder.mutationFields((t) => ({
  unlockRecord: t.field({
    type: UnlockRecordPayload,
    description: "Unlocks a locked record (owner or administrator only; others get PermissionError).",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: RecordInput, required: true, description: 'The record to unlock.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const { typename, id } = requireRowId(String(input.id), RECORD_TYPES);
        const kind = typename as RecordKind;
        const res = await ctx.upstream.call<{ model: Record<string, unknown> & { id: number }; permission: 'read' | 'write' | 'lock' }>(
          'PUT',
          `/api/${RECORD_KINDS[kind].object}/Unlock/${id}`,
        );
        ctx.loaders.clear();
        return { __typename: 'UnlockRecordSuccess' as const, record: asSource(kind, res.model, res.permission) as RecordSource };
      }),
  }),
  followRecord: t.field({
    type: FollowRecordPayload,
    description: 'Follows a record: its changes appear in the signed-in user\'s stream.',
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

async function follow(ctx: Parameters<typeof loadRecord>[0], globalId: string, on: boolean): Promise<FollowSuccessShape> {
  return mutate(async () => {
    const { typename, id } = requireRowId(globalId, RECORD_TYPES);
    const kind = typename as RecordKind;
    const parentObject = RECORD_KINDS[kind].object;
    // Make sure the record is visible to the user first (404 for another tenant).
    await loadRecord(ctx, kind, id);
    if (on) await ctx.upstream.call('POST', '/api/Watch/Add', { body: { parentId: id, parentObject } });
    else await ctx.upstream.call('DELETE', '/api/Watch/DeleteWatch', { query: { parentId: id, parentObject } });
    ctx.loaders.clear();
    const record = (await loadRecord(ctx, kind, id)) as RecordSource;
    return { __typename: 'FollowRecordSuccess', record, isFollowing: on };
  });
}
