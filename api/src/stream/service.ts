// The activity stream ("What's New", GET /api/StatusUpdate/ListFollow) and comments on status updates.
// The stream reads the company's updates, tasks, calls, events, e-mails and SMS newest first by their activity
// date (an update's last activity, a message's date, else the creation date), a page at a time, grouped by month.
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { attachments, groupMembers, watches } from '../db/schema';
import { badRequest, REQUIRED_MESSAGE } from '../http/errors';
import { requireKind, scope, type StoredKind } from '../records/kinds';
import { commit, type Services } from '../records/live';
import { ownerNames, requireRow, rowsByIds, type Row } from '../records/read';
import { requirePermission } from '../records/writes';
import { lockRow } from '../records/concurrency';
import { attachmentModels } from '../attachments/service';
import { taskItems } from '../tasks/items';
import { statusUpdateComments } from './schema';

export const STREAM_FILTERS = ['All', 'Updates', 'Tasks', 'Calls', 'Email', 'SMS', 'Events'] as const;
export type StreamFilter = (typeof STREAM_FILTERS)[number];
export const STREAM_PAGE_SIZE = 20;
export const MARKED_COMPLETE = 'Marked as Complete';
export const EMPTY_COMMENT_MESSAGE = 'Please enter a comment';

interface Source {
  objectName: string;
  filter: StreamFilter;
  list: 'statusUpdateList' | 'taskList' | 'callList' | 'eventList' | 'emailList' | 'smsList';
  date: (k: StoredKind) => SQL;
}

const SOURCES: Source[] = [
  {
    objectName: 'StatusUpdate',
    filter: 'Updates',
    list: 'statusUpdateList',
    date: (k) => sql`coalesce(${k.col('lastActivityDate')}, ${k.col('creationDate')})`,
  },
  { objectName: 'Task', filter: 'Tasks', list: 'taskList', date: (k) => sql`${k.col('creationDate')}` },
  { objectName: 'Call', filter: 'Calls', list: 'callList', date: (k) => sql`${k.col('creationDate')}` },
  { objectName: 'Event', filter: 'Events', list: 'eventList', date: (k) => sql`${k.col('creationDate')}` },
  {
    objectName: 'EmailMessage',
    filter: 'Email',
    list: 'emailList',
    date: (k) => sql`coalesce(${k.col('messageDate')}, ${k.col('creationDate')})`,
  },
  {
    objectName: 'SMSMessage',
    filter: 'SMS',
    list: 'smsList',
    date: (k) => sql`coalesce(${k.col('messageDate')}, ${k.col('creationDate')})`,
  },
];

export interface StreamQuery {
  filter: StreamFilter;
  filterUserId?: number;
  filterGroup?: number;
  /** `follow`: only items the viewer owns or that hang off a record the viewer follows. */
  section?: 'all' | 'follow';
  /** Items older than this (the previous page's nextDate). */
  date?: Date;
  /** Only items on records of this type (the object's activity list: `/{object}/activity`). */
  topParentObject?: string;
  pageSize?: number;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export async function listFollow(db: Db, auth: UserAuth, q: StreamQuery) {
  const pageSize = q.pageSize ?? STREAM_PAGE_SIZE;
  const authors = q.filterGroup
    ? (
        await db
          .select({ userId: groupMembers.userId })
          .from(groupMembers)
          .where(and(eq(groupMembers.companyId, auth.companyId), eq(groupMembers.groupId, q.filterGroup)))
      ).map((m) => m.userId)
    : q.filterUserId
      ? [q.filterUserId]
      : null;
  const sources = SOURCES.filter((s) => q.filter === 'All' || s.filter === q.filter);
  // Each source's newest page, then the newest across them: at most one page per type is read.
  const heads = await Promise.all(
    sources.map(async (s) => {
      const k = requireKind(s.objectName);
      const date = s.date(k);
      const rows = await db
        .select({ id: k.col('id'), activityDate: sql<Date | string>`${date}`.as('activity_date') })
        .from(k.table)
        .where(
          scope(
            k,
            auth,
            authors ? (authors.length ? inArray(k.col('ownerId'), authors) : sql`false`) : undefined,
            q.date ? lt(date, q.date) : undefined,
            q.section === 'follow' ? followed(k, auth) : undefined,
            q.topParentObject ? eq(k.col('topParentObject'), q.topParentObject) : undefined,
          ),
        )
        .orderBy(desc(date), desc(k.col('id')))
        .limit(pageSize + 1);
      return rows.map((r) => ({ source: s, id: Number(r.id), activityDate: new Date(r.activityDate) }));
    }),
  );
  const merged = heads.flat().sort((a, b) => b.activityDate.getTime() - a.activityDate.getTime() || b.id - a.id);
  const pageItems = merged.slice(0, pageSize);
  const out: Record<Source['list'], Row[]> = {
    statusUpdateList: [],
    taskList: [],
    callList: [],
    eventList: [],
    emailList: [],
    smsList: [],
  };
  await Promise.all(
    sources.map(async (s) => {
      const ids = pageItems.filter((i) => i.source === s).map((i) => i.id);
      const k = requireKind(s.objectName);
      let rows = await rowsByIds(db, k, auth, ids);
      if (s.objectName === 'Task' || s.objectName === 'Call') rows = await taskItems(db, auth, rows);
      if (s.objectName === 'StatusUpdate') rows = await withComments(db, auth, rows);
      const dates = new Map(pageItems.filter((i) => i.source === s).map((i) => [i.id, i.activityDate.toISOString()]));
      out[s.list] = rows.map((r) => ({ ...r, activityDate: dates.get(r.id) }));
    }),
  );
  const names = await ownerNames(
    db,
    auth.companyId,
    Object.values(out).flatMap((l) => l.map((r) => r.ownerId)),
  );
  for (const list of Object.values(out)) for (const r of list) r.ownerName = names.get(r.ownerId) ?? '';
  const monthList: { month: string; label: string; itemList: { objectName: string; id: number; activityDate: string }[] }[] = [];
  for (const i of pageItems) {
    const month = i.activityDate.toISOString().slice(0, 7);
    let group = monthList[monthList.length - 1];
    if (!group || group.month !== month) {
      group = { month, label: `${MONTHS[i.activityDate.getUTCMonth()]} ${i.activityDate.getUTCFullYear()}`, itemList: [] };
      monthList.push(group);
    }
    group.itemList.push({ objectName: i.source.objectName, id: i.id, activityDate: i.activityDate.toISOString() });
  }
  const last = pageItems[pageItems.length - 1];
  return { ...out, monthList, nextDate: merged.length > pageSize && last ? last.activityDate.toISOString() : null };
}

/** Items the viewer owns, or that are (or hang off) a record the viewer follows. */
function followed(k: StoredKind, auth: UserAuth): SQL {
  const follows = (object: SQL, id: SQL) =>
    sql`exists (select 1 from ${watches} w where w.company_id = ${auth.companyId} and w.user_id = ${auth.user.id} and w.deleted_at is null and w.parent_object = ${object} and w.parent_id = ${id})`;
  return or(
    eq(k.col('ownerId'), auth.user.id),
    follows(sql`${k.type.objectName}`, sql`${k.col('id')}`),
    follows(sql`${k.col('parentObject')}`, sql`${k.col('parentId')}`),
    follows(sql`${k.col('topParentObject')}`, sql`${k.col('topParentId')}`),
  )!;
}

export type CommentRow = typeof statusUpdateComments.$inferSelect;

/** Comments of status updates (oldest first) with their author's name and attachments: three queries for any number. */
export async function commentsOf(db: Db, auth: UserAuth, statusUpdateIds: number[]) {
  if (statusUpdateIds.length === 0) return new Map<number, ReturnType<typeof commentModel>[]>();
  const rows = await db
    .select()
    .from(statusUpdateComments)
    .where(and(eq(statusUpdateComments.companyId, auth.companyId), inArray(statusUpdateComments.statusUpdateId, statusUpdateIds)))
    .orderBy(statusUpdateComments.id);
  const names = await ownerNames(
    db,
    auth.companyId,
    rows.map((r) => r.commentBy),
  );
  const files = rows.flatMap((r) => r.attachmentIds);
  const models = files.length
    ? await attachmentModels(
        db,
        await db
          .select()
          .from(attachments)
          .where(and(eq(attachments.companyId, auth.companyId), inArray(attachments.id, files))),
      )
    : [];
  const byId = new Map(models.map((m) => [m.id, m]));
  const out = new Map<number, ReturnType<typeof commentModel>[]>();
  for (const r of rows) {
    const list = out.get(r.statusUpdateId) ?? [];
    list.push(
      commentModel(
        r,
        names.get(r.commentBy) ?? '',
        r.attachmentIds.map((i) => byId.get(i)).filter((m) => m !== undefined),
      ),
    );
    out.set(r.statusUpdateId, list);
  }
  return out;
}

function commentModel<A>(r: CommentRow, commentByName: string, attachmentList: A[]) {
  return {
    id: r.id,
    parentId: r.statusUpdateId,
    parentObject: 'StatusUpdate',
    commentBy: r.commentBy,
    commentByName,
    commentBody: r.commentBody,
    isNextActionCompleted: r.isNextActionCompleted,
    creationDate: r.creationDate.toISOString(),
    attachmentList,
    accountId: r.companyId,
  };
}

async function withComments(db: Db, auth: UserAuth, rows: Row[]) {
  const comments = await commentsOf(
    db,
    auth,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, commentList: comments.get(r.id) ?? [] }));
}

/** Text of a comment as typed: rich text that holds no words (`<p></p>`, spaces) is empty. */
const isBlank = (body: string) =>
  body
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

export interface CommentInput {
  parentId: number;
  commentBody?: string | null;
  isNextActionCompleted?: boolean;
}

/**
 * Saves a comment (POST /api/StatusUpdateComment). An empty comment is not added (400), except "Mark complete",
 * which posts the default body "Marked as Complete" and marks the update's next action completed. Either way the
 * update's last activity moves, its version rises and the stream hears of it.
 */
export async function addComment(svc: Services, auth: UserAuth, input: CommentInput) {
  const complete = input.isNextActionCompleted === true;
  const body = input.commentBody ?? '';
  if (isBlank(body) && !complete) throw badRequest(EMPTY_COMMENT_MESSAGE, [{ field: 'commentBody', message: EMPTY_COMMENT_MESSAGE }]);
  const kind = requireKind('StatusUpdate');
  const saved = await commit(svc, auth, async (tx, changes) => {
    const row = await lockRow(tx, kind, auth, input.parentId);
    await requirePermission(tx, kind, auth, row);
    const now = new Date();
    const [comment] = await tx
      .insert(statusUpdateComments)
      .values({
        companyId: auth.companyId,
        statusUpdateId: row.id,
        commentBy: auth.user.id,
        commentBody: isBlank(body) ? MARKED_COMPLETE : body,
        isNextActionCompleted: complete,
        creationDate: now,
      })
      .returning();
    await tx
      .update(kind.table)
      .set({
        lastActivityDate: now,
        modifiedBy: auth.user.id,
        lastModifiedDate: now,
        version: sql`${kind.col('version')} + 1`,
        ...(complete ? { isNextActionCompleted: true } : {}),
      })
      .where(scope(kind, auth, eq(kind.col('id'), row.id)));
    changes.record('StatusUpdate', row.id, 'updated');
    return comment!;
  });
  await publishComment(svc, auth, saved);
  const comments = await commentsOf(svc.db, auth, [saved.statusUpdateId]);
  return { model: comments.get(saved.statusUpdateId)!.find((c) => c.id === saved.id)! };
}

const publishComment = (svc: Services, auth: UserAuth, c: CommentRow) =>
  svc.hub.publish({
    hub: 'statusUpdate',
    event: 'comment',
    group: `company:${auth.companyId}`,
    companyId: auth.companyId,
    payload: { statusUpdateId: c.statusUpdateId, commentId: c.id, userId: auth.user.id },
  });

/**
 * Attaches uploaded files to a comment (PUT /api/StatusUpdateComment/UpdateAttachment/{id}?statusUpdateId): the
 * commenter's own pending uploads are filed under the status update (whose permission then guards them).
 */
export async function attachToComment(svc: Services, auth: UserAuth, commentId: number, statusUpdateId: number, attachmentIds: number[]) {
  if (attachmentIds.length === 0) throw badRequest(REQUIRED_MESSAGE, [{ field: 'idList', message: REQUIRED_MESSAGE }]);
  const kind = requireKind('StatusUpdate');
  await requireRow(svc.db, kind, auth, statusUpdateId);
  const saved = await svc.db.transaction(async (tx) => {
    const [comment] = await tx
      .select()
      .from(statusUpdateComments)
      .where(
        and(
          eq(statusUpdateComments.companyId, auth.companyId),
          eq(statusUpdateComments.id, commentId),
          eq(statusUpdateComments.statusUpdateId, statusUpdateId),
        ),
      )
      .for('update');
    if (!comment) throw badRequest('Comment not found');
    if (comment.commentBy !== auth.user.id) throw badRequest('Only the author of a comment can attach files to it.');
    const pending = await tx
      .update(attachments)
      .set({
        parentObject: 'StatusUpdate',
        parentId: statusUpdateId,
        attachmentType: 'comment',
        modifiedBy: auth.user.id,
        lastModifiedDate: new Date(),
      })
      .where(
        and(
          eq(attachments.companyId, auth.companyId),
          eq(attachments.createdBy, auth.user.id),
          sql`${attachments.parentId} is null`,
          inArray(attachments.id, attachmentIds),
        ),
      )
      .returning({ id: attachments.id });
    if (pending.length !== new Set(attachmentIds).size)
      throw badRequest('Invalid attachment', [{ field: 'idList', message: 'Invalid attachment' }]);
    const [updated] = await tx
      .update(statusUpdateComments)
      .set({ attachmentIds: [...comment.attachmentIds, ...pending.map((p) => p.id)] })
      .where(eq(statusUpdateComments.id, commentId))
      .returning();
    return updated!;
  });
  await publishComment(svc, auth, saved);
  const comments = await commentsOf(svc.db, auth, [statusUpdateId]);
  return { model: comments.get(statusUpdateId)!.find((c) => c.id === commentId)! };
}
