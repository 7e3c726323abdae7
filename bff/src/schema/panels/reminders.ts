// Reminders: the notification panel's Upcoming Reminders (`GET /api/UserMainMenu/UpcomingReminder`), adding and
// deleting one, and `reminderDue`, which delivers each reminder to its user at its time (the api's hub event
// `notification.reminder`). Also `lookupChanged`: the hub's `lookupChange` of the user or their company.
import { filter, pipe } from 'graphql-yoga';
import { catalogue, recordType } from '../../../../contract';
import type { Context } from '../../context';
import type { ReminderModel } from '../../pubsub';
import { builder } from '../builder';
import { parseRowId } from '../common/row-id';
import { rowIdOf } from '../engine/source';
import { NotFoundError, ValidationError, mutate } from '../errors';
import { ViewerRef, loadViewer, type ViewerSource } from '../viewer/ref';

/** Record types a reminder may be about (by their GraphQL type names). */
const RECORD_TYPES = catalogue.filter((c) => !c.role).map((c) => c.objectName);

const upcoming = (ctx: Context) => ctx.loaders.get<{ data: ReminderModel[] }>('/api/UserMainMenu/UpcomingReminder', { pageSize: 100 });

export const ReminderRef = builder.objectRef<ReminderModel>('Reminder');

builder.node(ReminderRef, {
  description: 'A reminder of the signed-in user, optionally about a record.',
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'remindAt' in v,
  id: { resolve: (r) => r.id, parse: parseRowId, description: 'Global id of the reminder.' },
  loadWithoutCache: async (id: number, ctx) => (await upcoming(ctx)).data.find((r) => r.id === id) ?? null,
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (r) => r.id }),
    name: t.string({ description: 'What to remember (the record name when about a record).', resolve: (r) => r.name }),
    objectName: t.string({ nullable: true, description: 'Type of the record concerned, if any.', resolve: (r) => r.objectName ?? null }),
    content: t.string({ description: 'The spec\'s content: a duration, e.g. "15 minutes".', resolve: (r) => r.content ?? '' }),
    remindAt: t.field({ type: 'DateTime', description: 'When it fires.', resolve: (r) => r.remindAt }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was set.', resolve: (r) => r.creationDate }),
    url: t.string({
      nullable: true,
      description: 'The page of the record concerned, e.g. /event/detail/4 (built from the catalogue).',
      resolve: (r) => {
        const type = r.objectName ? recordType(r.objectName) : undefined;
        return type && r.objectId ? `/${type.urlSegment}/detail/${r.objectId}` : null;
      },
    }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  upcomingReminders: t.field({
    type: [ReminderRef],
    description: 'Reminders still to come, soonest first (at most 100).',
    resolve: async (_v, _a, ctx) => (await upcoming(ctx)).data,
  }),
}));

const AddReminderInput = builder.inputType('AddReminderInput', {
  description: 'A reminder to set.',
  fields: (t) => ({
    name: t.string({ description: 'What to remember (defaults to the record name).' }),
    recordId: t.id({ description: 'Global id of the record it is about (one the user may read).' }),
    content: t.string({ description: 'A duration, e.g. "15 minutes".' }),
    remindAt: t.field({ type: 'DateTime', required: true, description: 'When it fires.' }),
  }),
});

const reminderSuccess = (name: string, description: string) =>
  builder.objectRef<{ __typename: string; reminder?: ReminderModel; deletedId?: string; viewer: ViewerSource }>(name).implement({
    description,
    isTypeOf: (v) => (v as { __typename?: string }).__typename === name,
    fields: (t) => ({
      reminder: t.field({ type: ReminderRef, nullable: true, description: 'The reminder.', resolve: (s) => s.reminder ?? null }),
      deletedId: t.id({ nullable: true, description: 'Global id of a deleted reminder.', resolve: (s) => s.deletedId ?? null }),
      viewer: t.field({ type: ViewerRef, description: 'The viewer, to refetch the list.', resolve: (s) => s.viewer }),
    }),
  });

const AddReminderPayload = builder.errorUnion('AddReminderPayload', {
  description: 'Result of addReminder.',
  types: [reminderSuccess('AddReminderSuccess', 'The reminder was set.'), ValidationError],
  omitDefaultTypes: true,
});
const DeleteReminderPayload = builder.errorUnion('DeleteReminderPayload', {
  description: 'Result of deleteReminder.',
  types: [reminderSuccess('DeleteReminderSuccess', 'The reminder was deleted.'), NotFoundError],
  omitDefaultTypes: true,
});

builder.mutationFields((t) => ({
  addReminder: t.field({
    type: AddReminderPayload,
    description: 'Sets a reminder for the signed-in user; it arrives through `reminderDue` at its time.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: AddReminderInput, required: true, description: 'The reminder.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const record = input.recordId ? rowIdOf(String(input.recordId), RECORD_TYPES) : null;
        if (input.recordId && !record) throw new ValidationError('Invalid object', [{ field: 'recordId', message: 'Invalid object' }]);
        const { model } = await ctx.upstream.call<{ model: ReminderModel }>('POST', '/api/Reminder/Add', {
          body: {
            name: input.name ?? undefined,
            objectName: record?.typename ?? null,
            objectId: record?.id ?? null,
            content: input.content ?? '',
            remindAt: input.remindAt.toISOString(),
          },
        });
        ctx.loaders.clear();
        return { __typename: 'AddReminderSuccess', reminder: model, viewer: await loadViewer(ctx) };
      }),
  }),
  deleteReminder: t.field({
    type: DeleteReminderPayload,
    description: 'Deletes one of the signed-in user’s reminders.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true, description: 'Global id of the reminder.' }) },
    resolve: (_p, { id }, ctx) =>
      mutate(async () => {
        const r = rowIdOf(String(id), ['Reminder']);
        if (!r) throw new NotFoundError('Reminder not found', 404);
        await ctx.upstream.call('DELETE', `/api/Reminder/Delete/${r.id}`);
        ctx.loaders.clear();
        return { __typename: 'DeleteReminderSuccess', deletedId: String(id), viewer: await loadViewer(ctx) };
      }),
  }),
}));

const LookupChangedRef = builder.objectRef<{ lookup: string | null }>('LookupChangedEvent').implement({
  description: 'Cached lookups (users, the menu, preferences) of the user or their company changed: refetch them.',
  fields: (t) => ({
    lookup: t.string({ nullable: true, description: 'Which lookup, when the api says (e.g. "preferences").', resolve: (e) => e.lookup }),
  }),
});

async function subscriberOf(ctx: Context) {
  if (ctx.subscriber) return { userId: ctx.subscriber.userId, companyId: ctx.subscriber.companyId };
  const { session } = await ctx.loaders.initialData();
  return { userId: session.userId, companyId: session.companyId };
}

builder.subscriptionFields((t) => ({
  reminderDue: t.field({
    type: ReminderRef,
    description: 'A reminder of the signed-in user is due now.',
    authScopes: { authenticated: true },
    subscribe: async (_p, _a, ctx) => {
      const { userId } = await subscriberOf(ctx);
      // Several bff instances may relay the same event through Redis: deliver each id once.
      const seen = new Set<number>();
      return pipe(
        ctx.pubsub.subscribe('reminderDue', userId),
        filter((r: ReminderModel) => {
          if (seen.has(r.id)) return false;
          seen.add(r.id);
          if (seen.size > 500) seen.delete(seen.values().next().value as number);
          return true;
        }),
      );
    },
    resolve: (r: ReminderModel) => r,
  }),
  lookupChanged: t.field({
    type: LookupChangedRef,
    description: 'The cached lookups of the signed-in user or of their company changed (the hub’s lookupChange).',
    authScopes: { authenticated: true },
    subscribe: async (_p, _a, ctx) => {
      const { userId, companyId } = await subscriberOf(ctx);
      return pipe(
        ctx.pubsub.subscribe('lookupChanged', 0),
        filter((e: LookupChangedPayload) => e.userId === userId || e.companyId === companyId),
      );
    },
    resolve: (e: LookupChangedPayload) => ({ lookup: e.lookup }),
  }),
}));

interface LookupChangedPayload {
  userId?: number;
  companyId?: number;
  lookup: string | null;
}
