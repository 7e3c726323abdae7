// `recordChanged`: the hub's record events, delivered only inside the subscriber's company and only for
// records the subscriber may read (each one re-read with the subscriber's own session).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import type { RecordChange, RecordChangedPayload, RecordTypeDef } from '../../../../contract';
import type { Context } from '../../context';
import { builder } from '../builder';
import { CalendarUserInput } from '../calendar';
import { RecordRef } from './record';
import { asSource, bareRowId, requireType, rowIdOf, typenamesOf, STORED_TYPE_NAMES, type RecordSource } from './source';

interface ChangedEvent {
  change: RecordChange;
  objectName: string;
  recordId: string;
  record: RecordSource | null;
}

const RecordChangeEnum = builder.enumType('RecordChange', {
  description: 'What happened to a record.',
  values: {
    CREATED: { value: 'created', description: 'It was added.' },
    UPDATED: { value: 'updated', description: 'It was changed.' },
    DELETED: { value: 'deleted', description: 'It was deleted.' },
    RESTORED: { value: 'restored', description: 'A deletion was undone.' },
  } as const,
});

const RecordChangedEventRef = builder.objectRef<ChangedEvent>('RecordChangedEvent').implement({
  description: 'A record of the company changed.',
  fields: (t) => ({
    change: t.field({ type: RecordChangeEnum, description: 'What happened.', resolve: (e) => e.change }),
    objectName: t.exposeString('objectName', { description: 'Object name of the record.' }),
    recordId: t.exposeID('recordId', { description: 'Global id of the record.' }),
    record: t.field({
      type: RecordRef,
      nullable: true,
      description: 'The record as it is now; null when deleted.',
      resolve: (e) => e.record,
    }),
  }),
});

/** Identical events within this window are one change (several bff instances may relay the same hub event). */
const DUPLICATE_WINDOW_MS = 1_000;

interface Filters {
  type: RecordTypeDef | null;
  id: { typename?: string; id: number } | null;
  /** Users and groups a change must concern (the hub event's `involved`), or null for any. */
  involving: { users: Set<number>; groups: Set<number> } | null;
}

const concerns = (f: NonNullable<Filters['involving']>, e: RecordChangedPayload) =>
  Boolean(e.involved && (e.involved.userIds.some((id) => f.users.has(id)) || e.involved.groupIds.some((id) => f.groups.has(id))));

const matches = (f: Filters, e: RecordChangedPayload) =>
  (!f.type || typenamesOf(f.type).includes(e.objectName)) &&
  (!f.id || (f.id.id === e.id && (!f.id.typename || f.id.typename === e.objectName))) &&
  (!f.involving || concerns(f.involving, e));

/** As many as a calendar shows. */
const MAX_INVOLVING = 100;

async function* recordChanges(ctx: Context, filters: Filters): AsyncGenerator<ChangedEvent> {
  const companyId = ctx.subscriber?.companyId ?? (await ctx.loaders.initialData()).session.companyId;
  const recent = new Map<string, number>();
  for await (const e of ctx.pubsub.subscribe('recordChanged', companyId)) {
    if (!matches(filters, e)) continue;
    const key = `${e.objectName}:${e.id}:${e.change}`;
    const now = Date.now();
    if ((recent.get(key) ?? 0) > now - DUPLICATE_WINDOW_MS) continue;
    recent.set(key, now);
    if (recent.size > 500) recent.delete(recent.keys().next().value as string);

    const base = { change: e.change, objectName: e.objectName, recordId: encodeGlobalID(e.objectName, e.id) };
    if (e.change === 'deleted') {
      yield { ...base, record: null };
      continue;
    }
    // Fresh data for every event, read as the subscriber: a record it may not read never reaches it.
    ctx.loaders.refresh();
    const row = await ctx.loaders
      .rows(e.objectName)
      .load(e.id)
      .catch(() => null);
    if (row) yield { ...base, record: asSource(e.objectName, row) };
  }
}

function involvingFilter(list: { userId: number; userType: 'user' | 'group' }[]): Filters['involving'] {
  if (list.length > MAX_INVOLVING)
    throw new GraphQLError(`At most ${MAX_INVOLVING} users and groups`, { extensions: { code: 'BAD_USER_INPUT' } });
  const of = (type: 'user' | 'group') => new Set(list.filter((u) => u.userType === type).map((u) => u.userId));
  return { users: of('user'), groups: of('group') };
}

builder.subscriptionFields((t) => ({
  recordChanged: t.field({
    type: RecordChangedEventRef,
    description: "A record of the signed-in user's company changed; only records the user may read (deletions: same company).",
    authScopes: { authenticated: true },
    args: {
      type: t.arg.string({ description: 'Only records of this type (object name or URL segment).' }),
      id: t.arg.id({ description: 'Only this record (global id, or row id with `type`).' }),
      involving: t.arg({
        type: [CalendarUserInput],
        description: `Only events and tasks shown in the calendar of one of these users or groups, before or after the change: a user is the organizer or owner, an attendee, an assignee, or a member of an invited group; a group is invited or has such a member. Other types never match. At most ${MAX_INVOLVING}.`,
      }),
    },
    subscribe: (_p, args, ctx) => {
      const type = args.type ? requireType(args.type) : null;
      const idArg = args.id ? String(args.id) : null;
      const bare = idArg ? bareRowId(idArg) : null;
      const id = idArg ? (bare ? { id: bare } : rowIdOf(idArg, STORED_TYPE_NAMES)) : null;
      const involving = args.involving ? involvingFilter(args.involving) : null;
      return recordChanges(ctx, { type, id: idArg ? (id ?? { id: -1 }) : null, involving });
    },
    resolve: (e: ChangedEvent) => e,
  }),
}));
