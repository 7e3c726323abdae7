// The activity stream ("What's New"): the viewer's `activityStream` connection over GET /api/StatusUpdate/ListFollow
// (type and user/group filters, months newest first), comments on status updates (with files and "Mark complete"),
// and the live `statusUpdateAdded` subscription.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { FormData } from 'undici';
import type { AttachmentModel } from '../../../../contract';
import type { Context } from '../../context';
import type { StatusUpdateEvent } from '../../pubsub';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, builder } from '../builder';
import { AttachmentRef } from '../attachments';
import { FieldErrorShape, NotFoundError, PermissionError, ValidationError, mutate } from '../errors';
import { RecordRef } from '../engine/record';
import { recordRefs } from '../engine/types';
import { asSource, requireType, rowIdOf, type RecordSource } from '../engine/source';
import { UserRef } from '../users';
import { ViewerRef } from '../viewer/ref';

const StatusUpdateRef = recordRefs.get('StatusUpdate')!;

interface CommentModel {
  id: number;
  parentId: number;
  commentBy: number;
  commentByName: string;
  commentBody: string;
  isNextActionCompleted: boolean;
  creationDate: string;
  attachmentList: AttachmentModel[];
}

type StreamRow = { id: number; activityDate: string } & Record<string, unknown>;
interface ListFollowResponse {
  statusUpdateList: StreamRow[];
  taskList: StreamRow[];
  callList: StreamRow[];
  eventList: StreamRow[];
  emailList: StreamRow[];
  smsList: StreamRow[];
  monthList: { month: string; label: string; itemList: { objectName: string; id: number; activityDate: string }[] }[];
  nextDate: string | null;
}

const LISTS: Record<string, keyof ListFollowResponse> = {
  StatusUpdate: 'statusUpdateList',
  Task: 'taskList',
  Call: 'callList',
  Event: 'eventList',
  EmailMessage: 'emailList',
  SMSMessage: 'smsList',
};

export const StatusUpdateCommentRef = builder.objectRef<CommentModel>('StatusUpdateComment').implement({
  description: 'A comment on a status update.',
  fields: (t) => ({
    id: t.id({ description: 'Opaque id of the comment.', resolve: (c) => encodeGlobalID('StatusUpdateComment', c.id) }),
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (c) => c.id }),
    body: t.string({ description: 'The comment (HTML).', resolve: (c) => c.commentBody }),
    marksComplete: t.boolean({
      description: 'Posted by "Mark complete": it marked the update’s next action completed.',
      resolve: (c) => c.isNextActionCompleted,
    }),
    author: t.field({ type: UserRef, nullable: true, description: 'Who wrote it.', resolve: (c) => c.commentBy }),
    authorName: t.string({ description: 'Their name.', resolve: (c) => c.commentByName }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was posted.', resolve: (c) => c.creationDate }),
    attachments: t.field({ type: [AttachmentRef], description: 'Files attached to it.', resolve: (c) => c.attachmentList }),
  }),
});

builder.objectFields(StatusUpdateRef, (t) => ({
  comments: t.field({
    type: [StatusUpdateCommentRef],
    description: 'Comments on the update, oldest first.',
    resolve: async (src, _a, ctx) =>
      Array.isArray(src.commentList)
        ? (src.commentList as CommentModel[])
        : (await ctx.loaders.get<{ data: CommentModel[] }>('/api/StatusUpdateComment/List', { statusUpdateId: src.id })).data,
  }),
}));

const StreamFilterEnum = builder.enumType('StreamFilter', {
  description: 'The activity stream’s type filter.',
  values: {
    ALL: { value: 'All', description: 'Everything.' },
    UPDATES: { value: 'Updates', description: 'Status updates.' },
    TASKS: { value: 'Tasks', description: 'Tasks.' },
    CALLS: { value: 'Calls', description: 'Calls.' },
    EMAIL: { value: 'Email', description: 'E-mails.' },
    SMS: { value: 'SMS', description: 'Text messages.' },
    EVENTS: { value: 'Events', description: 'Calendar events.' },
  } as const,
});

interface StreamEdge {
  cursor: string;
  node: RecordSource;
  activityDate: string;
  month: string;
  monthLabel: string;
}

const ActivityEdgeRef = builder.objectRef<StreamEdge>('ActivityStreamEdge').implement({
  description: 'An item of the activity stream.',
  fields: (t) => ({
    cursor: t.string({ description: 'Where the next page starts.', resolve: (e) => e.cursor }),
    node: t.field({ type: RecordRef, description: 'The update, task, call, event, e-mail or SMS.', resolve: (e) => e.node }),
    activityDate: t.field({
      type: 'DateTime',
      description: 'Its place in the stream (an update’s last activity, a message’s date, else its creation).',
      resolve: (e) => e.activityDate,
    }),
    month: t.string({ description: 'Month of the activity date (yyyy-MM, UTC): the stream groups by it.', resolve: (e) => e.month }),
    monthLabel: t.string({ description: 'The month as a heading ("November 2026").', resolve: (e) => e.monthLabel }),
  }),
});

interface StreamPage {
  edges: StreamEdge[];
  hasNextPage: boolean;
  endCursor: string | null;
}

const ActivityStreamRef = builder.objectRef<StreamPage>('ActivityStreamConnection').implement({
  description: 'A page of the activity stream, newest first.',
  fields: (t) => ({
    edges: t.field({ type: [ActivityEdgeRef], description: 'The items.', resolve: (c) => c.edges }),
    pageInfo: t.field({
      type: builder.pageInfoRef(),
      description: 'Paging: `hasNextPage` when older items follow; pass `endCursor` as `after` for the next page.',
      resolve: (c) => ({
        hasNextPage: c.hasNextPage,
        hasPreviousPage: false,
        startCursor: c.edges[0]?.cursor ?? null,
        endCursor: c.endCursor,
      }),
    }),
  }),
});

const cursorOf = (date: string) => Buffer.from(`stream:${date}`, 'utf8').toString('base64');
function dateOfCursor(cursor: string): string {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const date = text.startsWith('stream:') ? text.slice(7) : '';
  if (!date || Number.isNaN(Date.parse(date)))
    throw new GraphQLError('Invalid cursor in `after`.', { extensions: { code: 'BAD_USER_INPUT' } });
  return date;
}

export function streamEdges(res: ListFollowResponse): StreamEdge[] {
  const rows = new Map<string, StreamRow>();
  for (const [objectName, list] of Object.entries(LISTS)) for (const r of res[list] as StreamRow[]) rows.set(`${objectName}:${r.id}`, r);
  const edges: StreamEdge[] = [];
  for (const m of res.monthList) {
    for (const i of m.itemList) {
      const row = rows.get(`${i.objectName}:${i.id}`);
      if (row)
        edges.push({
          cursor: cursorOf(i.activityDate),
          node: asSource(i.objectName, row),
          activityDate: i.activityDate,
          month: m.month,
          monthLabel: m.label,
        });
    }
  }
  return edges;
}

builder.objectFields(ViewerRef, (t) => ({
  activityStream: t.field({
    type: ActivityStreamRef,
    description: "What's New: the company's updates, tasks, calls, events, e-mails and SMS, newest first, grouped by month.",
    args: {
      filter: t.arg({ type: StreamFilterEnum, defaultValue: 'All', description: 'Which kinds of items.' }),
      userId: t.arg.id({ description: 'Only items of this user (global id).' }),
      groupId: t.arg.id({ description: 'Only items of members of this group (global id).' }),
      followedOnly: t.arg.boolean({
        defaultValue: false,
        description: 'Only the viewer’s own items and those of records the viewer follows.',
      }),
      first: t.arg.int({ description: `Items per page (1–${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}).` }),
      after: t.arg.string({ description: 'The endCursor of the previous page.' }),
      recordType: t.arg.string({
        description: 'Only the activity on records of this type (object name or URL segment): the `/{object}/activity` list.',
      }),
    },
    resolve: async (_v, args, ctx) => {
      const first = args.first ?? DEFAULT_PAGE_SIZE;
      if (first < 1 || first > MAX_PAGE_SIZE)
        throw new GraphQLError(`\`first\` must be between 1 and ${MAX_PAGE_SIZE} (got ${first}).`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      const res = await ctx.loaders.get<ListFollowResponse>('/api/StatusUpdate/ListFollow', {
        filter: args.filter ?? 'All',
        pageSize: first,
        ...(args.userId ? { filterUserId: rowIdOf(String(args.userId), ['User'])?.id ?? -1 } : {}),
        ...(args.groupId ? { filterGroup: rowIdOf(String(args.groupId), ['Group'])?.id ?? -1 } : {}),
        ...(args.followedOnly ? { section: 'follow' } : {}),
        ...(args.after ? { date: dateOfCursor(args.after) } : {}),
        ...(args.recordType ? { topParentObject: requireType(args.recordType, 'recordType').objectName } : {}),
      });
      const edges = streamEdges(res);
      return {
        edges,
        hasNextPage: res.nextDate !== null,
        endCursor: res.nextDate ? cursorOf(res.nextDate) : (edges.at(-1)?.cursor ?? null),
      };
    },
  }),
}));

// ---- comments ----

const AddStatusUpdateCommentInput = builder.inputType('AddStatusUpdateCommentInput', {
  description: 'A comment on a status update. An empty comment is refused, except with `markComplete`, which posts "Marked as Complete".',
  fields: (t) => ({
    statusUpdateId: t.id({ required: true, description: 'Global id of the status update.' }),
    body: t.string({ description: 'The comment (HTML).' }),
    markComplete: t.boolean({ defaultValue: false, description: 'Mark the update’s next action completed.' }),
    files: t.field({ type: ['File'], description: 'Files to attach (a GraphQL multipart request).' }),
  }),
});

const AddCommentSuccess = builder
  .objectRef<{ __typename: 'AddStatusUpdateCommentSuccess'; comment: CommentModel; statusUpdate: RecordSource }>(
    'AddStatusUpdateCommentSuccess',
  )
  .implement({
    description: 'The comment was added.',
    isTypeOf: (v) => (v as { __typename?: string }).__typename === 'AddStatusUpdateCommentSuccess',
    fields: (t) => ({
      comment: t.field({ type: StatusUpdateCommentRef, description: 'The new comment.', resolve: (s) => s.comment }),
      statusUpdate: t.field({
        type: StatusUpdateRef,
        description: 'The update as it is now (comments included).',
        resolve: (s) => s.statusUpdate,
      }),
    }),
  });

const AddCommentPayload = builder.errorUnion('AddStatusUpdateCommentPayload', {
  description: 'Result of addStatusUpdateComment.',
  types: [AddCommentSuccess, ValidationError, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});

async function readUpdate(ctx: Context, id: number): Promise<RecordSource> {
  const res = await ctx.upstream.call<{ model: Record<string, unknown> & { id: number }; permission: 'read' }>(
    'GET',
    `/api/StatusUpdate/GetModel/${id}`,
  );
  return asSource('StatusUpdate', res.model, res.permission);
}

builder.mutationFields((t) => ({
  addStatusUpdateComment: t.field({
    type: AddCommentPayload,
    description: 'Comments on a status update (or marks it complete), with optional files.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: AddStatusUpdateCommentInput, required: true, description: 'The comment.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const ref = rowIdOf(String(input.statusUpdateId), ['StatusUpdate']);
        if (!ref) throw new NotFoundError('Update not found', 404);
        const body = input.body ?? '';
        if (!input.markComplete && body.replace(/<[^>]*>/g, '').trim() === '')
          throw new ValidationError('Please enter a comment', [new FieldErrorShape('body', 'Please enter a comment')]);
        const saved = await ctx.upstream.call<{ model: CommentModel }>('POST', '/api/StatusUpdateComment', {
          body: { parentId: ref.id, parentObject: 'StatusUpdate', commentBody: body, isNextActionCompleted: Boolean(input.markComplete) },
        });
        let comment = saved.model;
        const files = input.files ?? [];
        if (files.length) {
          const ids: number[] = [];
          for (const file of files) {
            const form = new FormData();
            form.set(
              'selectedFile',
              new Blob([await file.arrayBuffer()], { type: file.type || 'application/octet-stream' }),
              file.name || 'file',
            );
            ids.push((await ctx.upstream.call<{ model: AttachmentModel }>('POST', '/api/Attachment/UpdateAttachment', { form })).model.id);
          }
          comment = (
            await ctx.upstream.call<{ model: CommentModel }>('PUT', `/api/StatusUpdateComment/UpdateAttachment/${comment.id}`, {
              query: { statusUpdateId: ref.id },
              body: { idList: ids },
            })
          ).model;
        }
        ctx.loaders.clear();
        return { __typename: 'AddStatusUpdateCommentSuccess' as const, comment, statusUpdate: await readUpdate(ctx, ref.id) };
      }),
  }),
}));

// ---- live ----

interface UpdateAdded {
  statusUpdate: RecordSource;
  comment: CommentModel | null;
}

const StatusUpdateAddedRef = builder.objectRef<UpdateAdded>('StatusUpdateAddedEvent').implement({
  description: 'A status update was added to the stream, or a comment was added to one.',
  fields: (t) => ({
    statusUpdate: t.field({
      type: StatusUpdateRef,
      description: 'The update as it is now, comments included (read as the subscriber).',
      resolve: (e) => e.statusUpdate,
    }),
    comment: t.field({
      type: StatusUpdateCommentRef,
      nullable: true,
      description: 'The new comment; null when the update itself is new.',
      resolve: (e) => e.comment,
    }),
  }),
});

async function* updatesAdded(ctx: Context): AsyncGenerator<UpdateAdded> {
  const companyId = ctx.subscriber?.companyId ?? (await ctx.loaders.initialData()).session.companyId;
  const seen = new Set<string>();
  for await (const e of ctx.pubsub.subscribe('statusUpdateAdded', companyId) as AsyncIterable<StatusUpdateEvent>) {
    const key = `${e.statusUpdateId}:${e.commentId ?? 0}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > 500) seen.delete(seen.values().next().value as string);
    // Read as the subscriber: an update it may not read never reaches it.
    ctx.loaders.refresh();
    const update = await readUpdate(ctx, e.statusUpdateId).catch(() => null);
    if (!update) continue;
    const comments = await ctx.loaders
      .get<{ data: CommentModel[] }>('/api/StatusUpdateComment/List', { statusUpdateId: e.statusUpdateId })
      .catch(() => ({ data: [] as CommentModel[] }));
    update.commentList = comments.data;
    yield { statusUpdate: update, comment: e.commentId ? (comments.data.find((c) => c.id === e.commentId) ?? null) : null };
  }
}

builder.subscriptionFields((t) => ({
  statusUpdateAdded: t.field({
    type: StatusUpdateAddedRef,
    description: "A status update of the signed-in user's company was added or commented on; only updates the user may read.",
    authScopes: { authenticated: true },
    subscribe: (_p, _a, ctx) => updatesAdded(ctx),
    resolve: (e: UpdateAdded) => e,
  }),
}));
