// Attachments of any record: who may see and change them (the parent record decides: read to see, write to
// add, rename, move or delete), their models, and a page of them for one record or a batch.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatFileSize, recordType, type AttachmentModel } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { attachments, users } from '../db/schema';
import { EDIT_MESSAGE, forbidden, notFound } from '../http/errors';
import { atLeast, type Permission } from '../permissions';
import { endpointOf } from '../records/endpoints';
import type { StoredKind } from '../records/kinds';
import { permissionOf, type Row } from '../records/read';
import { fullName } from '../users/model';
import { isViewable } from './sniff';

export type AttachmentRow = typeof attachments.$inferSelect;

/** The spec's web path of a file's bytes (the bff serves it; the api's is `/api/Attachment/ViewAttachment/{id}`). */
export const viewPath = (id: number) => `/attachment/view-attachment/${id}`;

export interface Parent {
  kind: StoredKind;
  row: Row;
  permission: Permission;
}

/** The record `parentObject`/`parentId` name (role types by role id), readable by the user, else 404. */
export async function resolveParent(db: Db, auth: UserAuth, parentObject: string, parentId: number): Promise<Parent> {
  const type = recordType(parentObject);
  if (!type) throw notFound('Invalid object');
  const { kind, row } = await endpointOf(type).resolve(db, auth, parentId);
  return { kind, row, permission: await permissionOf(db, kind, auth, row) };
}

export async function requireWritableParent(db: Db, auth: UserAuth, parentObject: string, parentId: number): Promise<Parent> {
  const parent = await resolveParent(db, auth, parentObject, parentId);
  if (!atLeast(parent.permission, 'write')) throw forbidden(EDIT_MESSAGE);
  return parent;
}

/**
 * An attachment the user may see: its parent must be readable (another company's, a deleted record's or a
 * private follow's attachment is a 404, like a missing one); one not yet associated is its uploader's only.
 */
export async function requireAttachment(db: Db, auth: UserAuth, id: number, need: 'read' | 'write' = 'read'): Promise<{ row: AttachmentRow; parent: Parent | null }> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.companyId, auth.companyId)));
  const missing = notFound('Attachment not found');
  if (!row) throw missing;
  if (row.parentObject === null || row.parentId === null) {
    if (row.createdBy !== auth.user.id) throw missing;
    return { row, parent: null };
  }
  const parent = await resolveParent(db, auth, row.parentObject, row.parentId).catch(() => {
    throw missing;
  });
  if (need === 'write' && !atLeast(parent.permission, 'write')) throw forbidden(EDIT_MESSAGE);
  return { row, parent };
}

/** Models of attachment rows, with their uploaders' names (one query). */
export async function attachmentModels(db: Db, rows: AttachmentRow[]): Promise<AttachmentModel[]> {
  const ids = [...new Set(rows.map((r) => r.createdBy))];
  const names = new Map<number, string>();
  if (ids.length) {
    const found = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
    for (const u of found) names.set(u.id, fullName(u));
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    fileType: r.fileType,
    url: r.fileType === 'url' ? r.url : viewPath(r.id),
    parentObject: r.parentObject,
    parentId: r.parentId,
    associateId: r.parentId ?? 0,
    attachmentType: r.attachmentType,
    contentType: r.contentType,
    size: r.size,
    sizeText: r.fileType === 'file' ? formatFileSize(r.size) : '',
    viewable: r.fileType === 'file' && isViewable(r.contentType),
    createdBy: r.createdBy,
    createdByName: names.get(r.createdBy) ?? null,
    creationDate: r.creationDate.toISOString(),
    lastModifiedDate: r.lastModifiedDate.toISOString(),
    originateAccountId: r.companyId,
  }));
}

export async function attachmentModel(db: Db, row: AttachmentRow): Promise<AttachmentModel> {
  return (await attachmentModels(db, [row]))[0]!;
}

/** `GET /api/Attachment/GetBlank`: a new attachment of a form. */
export function blankAttachment(auth: UserAuth) {
  return {
    id: 0,
    name: '',
    fileType: 'file',
    url: null,
    parentObject: null,
    parentId: null,
    associateId: 0,
    attachmentType: null,
    selectedFile: null,
    originateAccountId: auth.companyId,
  };
}

export interface AttachmentPage {
  data: AttachmentModel[];
  totalPage: number;
  totalItem: number;
}

/**
 * One page of attachments (newest first) for each of several records of one stored kind, in two queries:
 * the ranked page and the grouped totals.
 */
export async function attachmentPages(db: Db, auth: UserAuth, kind: StoredKind, rowIds: number[], page: { currentPage: number; pageSize: number }): Promise<Map<number, AttachmentPage>> {
  const out = new Map<number, AttachmentPage>();
  if (rowIds.length === 0) return out;
  const offset = (page.currentPage - 1) * page.pageSize;
  const where = and(eq(attachments.companyId, auth.companyId), eq(attachments.parentObject, kind.type.objectName), inArray(attachments.parentId, rowIds));
  const ranked = db
    .select({
      id: attachments.id,
      rank: sql<number>`row_number() over (partition by ${attachments.parentId} order by ${attachments.creationDate} desc, ${attachments.id} desc)`.as('attachment_rank'),
    })
    .from(attachments)
    .where(where)
    .as('ranked_attachments');
  const pageIds = await db
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.rank} > ${offset} and ${ranked.rank} <= ${offset + page.pageSize}`);
  const rows = pageIds.length
    ? await db
        .select()
        .from(attachments)
        .where(inArray(attachments.id, pageIds.map((r) => r.id)))
        .orderBy(desc(attachments.creationDate), desc(attachments.id))
    : [];
  const totals = await db.select({ parentId: attachments.parentId, n: count() }).from(attachments).where(where).groupBy(attachments.parentId);
  const models = await attachmentModels(db, rows);
  const totalOf = new Map(totals.map((t) => [t.parentId, Number(t.n)]));
  for (const id of rowIds) {
    const totalItem = totalOf.get(id) ?? 0;
    out.set(id, { data: models.filter((m) => m.parentId === id), totalItem, totalPage: Math.ceil(totalItem / page.pageSize) });
  }
  return out;
}

/** The user's uploads not yet associated with a record, among `ids`. */
export async function unassociated(db: Db, auth: UserAuth, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.companyId, auth.companyId), eq(attachments.createdBy, auth.user.id), isNull(attachments.parentId), inArray(attachments.id, ids)));
}
