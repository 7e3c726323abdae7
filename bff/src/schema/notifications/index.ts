import { filter, pipe } from 'graphql-yoga';
import { recordType } from '../../../../contract';
import type { Context } from '../../context';
import type { NotificationListResponse, NotificationModel } from '../../upstream/types';
import { DEFAULT_PAGE_SIZE, builder } from '../builder';
import { offsetConnection } from '../common/paging';
import { NotFoundError, mutate } from '../errors';
import { rowIdOf } from '../engine/source';
import { UserRef } from '../users';
import { ViewerRef, loadViewer, type ViewerSource } from '../viewer/ref';
import { parseRowId } from '../common/row-id';

/**
 * The detail page of the record a notification concerns, built from the catalogue (its URL segment) and the row id
 * only, so it is always a path of this site; null for anything else (an unknown type, a missing or odd id).
 */
export function notificationUrl(n: Pick<NotificationModel, 'objectName' | 'objectId'>): string | null {
  const type = typeof n.objectName === 'string' ? recordType(n.objectName) : undefined;
  const id = n.objectId;
  return type && typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? `/${type.urlSegment}/detail/${id}` : null;
}

/** Notifications have no single-item route: page through the user's list (100 at a time) until the id shows up. */
async function findNotification(ctx: Context, id: number): Promise<NotificationModel | null> {
  const pageSize = 100;
  for (let page = 1; ; page++) {
    const res = await notificationPage(ctx, page, pageSize);
    const hit = res.data.find((n) => n.id === id);
    if (hit) return hit;
    if (res.data.length < pageSize || page * pageSize >= res.totalItem) return null;
  }
}

export const NotificationRef = builder.objectRef<NotificationModel>('Notification');

builder.node(NotificationRef, {
  description: 'Something that happened which concerns the signed-in user (e.g. a record was assigned).',
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'isRead' in v && 'userId' in v,
  id: { resolve: (n) => n.id, parse: parseRowId, description: 'Global id of the notification.' },
  loadWithoutCache: (id: number, ctx) => (Number.isSafeInteger(id) && id > 0 ? findNotification(ctx, id) : null),
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (n) => n.id }),
    name: t.string({ description: 'The text shown in the list, e.g. the record name.', resolve: (n) => n.name }),
    type: t.string({ description: 'Notification, Website or Module.', resolve: (n) => n.type ?? 'Notification' }),
    action: t.string({ nullable: true, description: 'What happened, e.g. "assigned".', resolve: (n) => n.action ?? null }),
    objectName: t.string({
      nullable: true,
      description: 'Type of the record concerned, e.g. Organization.',
      resolve: (n) => n.objectName ?? null,
    }),
    objectId: t.int({ nullable: true, description: 'Row id of the record concerned.', resolve: (n) => n.objectId ?? null }),
    parentObject: t.string({ nullable: true, description: 'Type of the parent record, if any.', resolve: (n) => n.parentObject ?? null }),
    parentId: t.int({ nullable: true, description: 'Row id of the parent record, if any.', resolve: (n) => n.parentId ?? null }),
    parentName: t.string({ nullable: true, description: 'Name of the parent record, if any.', resolve: (n) => n.parentName ?? null }),
    actor: t.field({
      type: UserRef,
      nullable: true,
      description: 'The user who caused the notification.',
      resolve: (n) => n.owner ?? null,
    }),
    isRead: t.boolean({ description: 'Whether the user has seen it.', resolve: (n) => Boolean(n.isRead) }),
    createdAt: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (n) => n.creationDate }),
    url: t.string({
      nullable: true,
      description: 'Where the notification leads in the web app, e.g. /organization/detail/12.',
      resolve: notificationUrl,
    }),
  }),
});

export const NotificationEdge = builder.edgeObject({
  name: 'NotificationEdge',
  type: NotificationRef,
  description: 'A notification in a connection.',
});

export const NotificationConnection = builder.connectionObject(
  {
    name: 'NotificationConnection',
    type: NotificationRef,
    description: 'A page of notifications, newest first.',
    fields: (t) => ({
      totalCount: t.int({ description: 'Number of notifications (all pages).', resolve: (c) => c.totalCount }),
      unreadCount: t.int({
        description: 'Number of unread notifications.',
        resolve: (c) => (c as unknown as { unreadCount: number }).unreadCount,
      }),
    }),
  },
  NotificationEdge,
);

export async function notificationPage(ctx: Context, currentPage: number, pageSize: number) {
  return ctx.loaders.get<NotificationListResponse>('/api/UserMainMenu/Notification', { currentPage, pageSize });
}

builder.objectFields(ViewerRef, (t) => ({
  notifications: t.connection(
    {
      type: NotificationRef,
      description: "The signed-in user's notifications, newest first.",
      resolve: async (_v, args, ctx) => {
        let unread = 0;
        const conn = await offsetConnection(
          args,
          async (currentPage, pageSize) => {
            const res = await notificationPage(ctx, currentPage, pageSize);
            unread = res.unreadCount;
            return res;
          },
          (n) => n,
        );
        return Object.assign(conn, { unreadCount: unread });
      },
    },
    NotificationConnection,
  ),
  notificationBadge: t.int({
    description: 'Unread notifications, capped at 20 for the bell badge.',
    // The same call as the bell's list (its first page of the default size): asked together, they cost one.
    resolve: async (_v, _a, ctx) => Math.min((await notificationPage(ctx, 1, DEFAULT_PAGE_SIZE)).unreadCount, 20),
  }),
}));

// ---- mutations ----

const DeleteNotificationInput = builder.inputType('DeleteNotificationInput', {
  description: 'The notification to delete.',
  fields: (t) => ({ id: t.id({ required: true, description: 'Global id of the notification.' }) }),
});

const DeleteNotificationSuccess = builder
  .objectRef<{ __typename: 'DeleteNotificationSuccess'; deletedId: string; viewer: ViewerSource }>('DeleteNotificationSuccess')
  .implement({
    description: 'The notification was deleted.',
    isTypeOf: (v) => (v as { __typename?: string }).__typename === 'DeleteNotificationSuccess',
    fields: (t) => ({
      deletedId: t.id({ description: 'Global id of the deleted notification, for `@deleteEdge`.', resolve: (s) => s.deletedId }),
      viewer: t.field({ type: ViewerRef, description: 'The viewer, to refetch the badge and list.', resolve: (s) => s.viewer }),
    }),
  });

const DeleteNotificationPayload = builder.errorUnion('DeleteNotificationPayload', {
  description: 'Result of deleteNotification.',
  types: [DeleteNotificationSuccess, NotFoundError],
  omitDefaultTypes: true,
});

const ViewerPayload = (name: string, description: string) =>
  builder.objectRef<{ viewer: ViewerSource }>(name).implement({
    description,
    fields: (t) => ({
      viewer: t.field({ type: ViewerRef, description: 'The viewer, to refetch the badge and list.', resolve: (s) => s.viewer }),
    }),
  });

const DeleteAllNotificationsPayload = ViewerPayload('DeleteAllNotificationsPayload', 'All notifications were deleted.');

const MarkNotificationsReadSuccess = builder
  .objectRef<{ __typename: 'MarkNotificationsReadSuccess'; viewer: ViewerSource }>('MarkNotificationsReadSuccess')
  .implement({
    description: 'Notifications were marked as read.',
    isTypeOf: (v) => (v as { __typename?: string }).__typename === 'MarkNotificationsReadSuccess',
    fields: (t) => ({
      viewer: t.field({ type: ViewerRef, description: 'The viewer, to refetch the badge and list.', resolve: (s) => s.viewer }),
    }),
  });

const MarkNotificationsReadPayload = builder.errorUnion('MarkNotificationsReadPayload', {
  description: 'Result of markNotificationsRead.',
  types: [MarkNotificationsReadSuccess, NotFoundError],
  omitDefaultTypes: true,
});

builder.mutationFields((t) => ({
  deleteNotification: t.field({
    type: DeleteNotificationPayload,
    description: 'Deletes one notification of the signed-in user.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteNotificationInput, required: true, description: 'The notification.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const r = rowIdOf(String(input.id), ['Notification']);
        if (!r) throw new NotFoundError('Invalid object', 404);
        await ctx.upstream.call('DELETE', `/api/Notification/Delete/${r.id}`);
        ctx.loaders.clear();
        return { __typename: 'DeleteNotificationSuccess' as const, deletedId: String(input.id), viewer: await loadViewer(ctx) };
      }),
  }),
  deleteAllNotifications: t.field({
    type: DeleteAllNotificationsPayload,
    description: 'Deletes all notifications of the signed-in user.',
    authScopes: { authenticated: true },
    resolve: (_p, _a, ctx) =>
      mutate(async () => {
        await ctx.upstream.call('DELETE', '/api/Notification/DeleteAll');
        ctx.loaders.clear();
        return { viewer: await loadViewer(ctx) };
      }),
  }),
  markNotificationsRead: t.field({
    type: MarkNotificationsReadPayload,
    description: 'Marks notifications as read: one when `id` is given, else all of them.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ description: 'Global id of one notification (optional; default: all).' }) },
    resolve: (_p, { id }, ctx) =>
      mutate(async () => {
        const r = id ? rowIdOf(String(id), ['Notification']) : null;
        if (id && !r) throw new NotFoundError('Invalid object', 404);
        await ctx.upstream.call('PUT', '/api/Notification/MarkRead', { query: r ? { id: r.id } : undefined });
        ctx.loaders.clear();
        return { __typename: 'MarkNotificationsReadSuccess' as const, viewer: await loadViewer(ctx) };
      }),
  }),
}));

// ---- subscription ----

builder.subscriptionFields((t) => ({
  notificationAdded: t.field({
    type: NotificationRef,
    description: 'A notification addressed to the signed-in user was created.',
    authScopes: { authenticated: true },
    subscribe: async (_p, _a, ctx) => {
      const userId = ctx.subscriber?.userId ?? (await ctx.loaders.initialData()).session.userId;
      // Several bff instances may relay the same event through Redis: deliver each id once.
      const seen = new Set<number>();
      return pipe(
        ctx.pubsub.subscribe('notificationAdded', userId),
        filter((n: NotificationModel) => {
          if (seen.has(n.id)) return false;
          seen.add(n.id);
          if (seen.size > 500) seen.delete(seen.values().next().value as number);
          return true;
        }),
      );
    },
    resolve: (n: NotificationModel) => n,
  }),
  newVersion: t.field({
    type: 'String',
    description: "An api instance started with this version (the hub's newVersion): a page loaded with another version offers a reload.",
    authScopes: { authenticated: true },
    subscribe: (_p, _a, ctx) => ctx.pubsub.subscribe('newVersion'),
    resolve: (e: { version: string }) => e.version,
  }),
}));
