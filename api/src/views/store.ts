// Saved views: reading and writing them under the spec's rules (system views read-only, a user's views are
// their own, every row scoped by company), and the per-user pin and default flags.
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fieldsOf, recordType, type FieldDef, type RecordTypeDef } from '../../../contract';
import { extraFieldDefs } from '../extra-fields/store';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { sortKeys } from '../db/list-keys';
import {
  groupMembers,
  groups,
  userSearchCriteria as views,
  userViewFlags as flags,
  users,
  viewShares as shares,
  type DisplayField,
} from '../db/schema';
import { fullName } from '../users/model';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { checkCriteria, criteriaFields } from './criteria';

export const SYSTEM_MESSAGE = 'You cannot edit System default view';
export const PERMISSION_MESSAGE = "You don't have permission to edit this view";
export const SAVED_MESSAGE = 'View is saved';
export const CRITERIA_SAVED_MESSAGE = 'Search Criteria saved';
export const DELETED_MESSAGE = 'View is deleted';
export const NOT_FOUND_MESSAGE = 'View not found';
export const SECTION_MESSAGE = 'Please choose a section';
export const NAME_MESSAGE = 'Must enter name';
export const SHARE_PERMISSION_MESSAGE = "You don't have permission to share this view";
export const SHARE_DELETED_MESSAGE = 'Shares has been deleted.';

type ViewRow = typeof views.$inferSelect;

export interface ViewModel {
  id: number;
  userId: number;
  name: string;
  objectName: string;
  isSystem: boolean;
  isPinned: boolean;
  isDefault: boolean;
  /** write: the caller's own view; read: a system view or a view shared with them (copy it to change it). */
  permission: 'read' | 'write';
  /** The owner's name when the view is another user's, shared with the caller ("Shared by {name}"). */
  sharedBy: string | null;
  criteriaGroupList: unknown[];
  displayFieldList: DisplayField[];
  orderBy: string | null;
  direction: 'asc' | 'desc' | null;
  pageSize: number | null;
  lastModifiedDate: string;
}

/** The type a request names (any case), or 400 "Invalid object". */
export function typeOfObject(objectName: unknown, field = 'objectName'): RecordTypeDef {
  if (objectName === undefined || objectName === null || objectName === '')
    throw badRequest(SECTION_MESSAGE, [{ field, message: SECTION_MESSAGE }]);
  const type = recordType(String(objectName));
  if (!type) throw badRequest('Invalid object', [{ field, message: 'Invalid object' }]);
  return type;
}

const width = (kind: string) => (kind === 'text' || kind === 'name' ? 200 : 140);

/**
 * The system view's columns: the type's default list (its name fields first, the display name for role types,
 * then its list fields in catalogue order), as the engine's list showed before views.
 */
export function defaultColumns(type: RecordTypeDef): DisplayField[] {
  const fields = fieldsOf(type);
  const names = type.role ? ['name'] : [...type.nameFields];
  const label = (name: string) => fields.find((f) => f.name === name)?.label ?? 'Name';
  return [
    ...names.map((n) => ({
      fieldName: n,
      fieldLabel: label(n),
      fieldType: 'text',
      columnWidth: names.length > 1 ? 160 : 240,
      hidden: false,
    })),
    ...fields
      .filter((f) => f.list && !names.includes(f.name))
      .map((f) => ({ fieldName: f.name, fieldLabel: f.label, fieldType: f.kind, columnWidth: width(f.kind), hidden: false })),
  ];
}

/** The type's system view of the company, created on first use (one per company and type: a unique index). */
export async function systemView(db: Db, companyId: number, type: RecordTypeDef): Promise<ViewRow> {
  const find = () =>
    db
      .select()
      .from(views)
      .where(and(eq(views.companyId, companyId), eq(views.objectName, type.objectName), eq(views.userId, 0)));
  const [found] = await find();
  if (found) return found;
  await db
    .insert(views)
    .values({
      companyId,
      userId: 0,
      objectName: type.objectName,
      name: `All ${type.pluralLabel}`,
      criteriaGroupList: [],
      displayFieldList: defaultColumns(type),
    })
    .onConflictDoNothing();
  return (await find())[0]!;
}

function toModel(
  row: ViewRow,
  auth: UserAuth,
  flag: { isPinned: boolean; isDefault: boolean } | undefined,
  isDefault: boolean,
  sharedBy: string | null = null,
): ViewModel {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    objectName: row.objectName,
    isSystem: row.userId === 0,
    isPinned: flag?.isPinned ?? false,
    isDefault,
    permission: row.userId === auth.user.id ? 'write' : 'read',
    sharedBy: row.userId !== 0 && row.userId !== auth.user.id ? sharedBy : null,
    criteriaGroupList: row.criteriaGroupList,
    displayFieldList: row.displayFieldList,
    orderBy: row.orderBy,
    direction: row.direction === 'desc' ? 'desc' : row.direction === 'asc' ? 'asc' : null,
    pageSize: row.pageSize,
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  };
}

/** Views a user may read: the system views, their own and those shared with them or their groups, in their company. */
const readable = (auth: UserAuth) =>
  and(
    eq(views.companyId, auth.companyId),
    or(
      eq(views.userId, 0),
      eq(views.userId, auth.user.id),
      // One correlated subquery (no round trip per view): a share of this view naming the user or one of their groups.
      sql`exists (select 1 from ${shares} where ${shares.viewId} = ${views.id} and ${shares.companyId} = ${auth.companyId} and (
        (${shares.userType} = 'user' and ${shares.userId} = ${auth.user.id})
        or (${shares.userType} = 'group' and ${shares.groupId} in (
          select ${groupMembers.groupId} from ${groupMembers}
          where ${groupMembers.companyId} = ${auth.companyId} and ${groupMembers.userId} = ${auth.user.id}))))`,
    ),
  );

/** The views of a type the user sees: pinned first, then the system view, then by name. */
export async function listViews(db: Db, auth: UserAuth, type: RecordTypeDef): Promise<ViewModel[]> {
  const system = await systemView(db, auth.companyId, type);
  const rows = await db
    .select({ view: views, isPinned: flags.isPinned, isDefault: flags.isDefault, owner: users })
    .from(views)
    .leftJoin(flags, and(eq(flags.viewId, views.id), eq(flags.userId, auth.user.id)))
    .leftJoin(users, and(eq(users.id, views.userId), eq(users.companyId, views.companyId)))
    .where(and(readable(auth), eq(views.objectName, type.objectName)))
    .orderBy(asc(views.id));
  const chosen = rows.find((r) => r.isDefault)?.view.id ?? system.id;
  return rows
    .map((r) =>
      toModel(
        r.view,
        auth,
        { isPinned: r.isPinned ?? false, isDefault: r.isDefault ?? false },
        r.view.id === chosen,
        r.owner ? fullName(r.owner) : null,
      ),
    )
    .sort(
      (a, b) =>
        Number(b.isPinned) - Number(a.isPinned) || Number(b.isSystem) - Number(a.isSystem) || a.name.localeCompare(b.name) || a.id - b.id,
    );
}

/** One view the user may read (404 for another user's or company's, as for a missing one). */
export async function getView(db: Db, auth: UserAuth, id: number): Promise<ViewModel> {
  const [row] = await db
    .select()
    .from(views)
    .where(and(eq(views.id, id), readable(auth)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return (await listViews(db, auth, recordType(row.objectName)!)).find((v) => v.id === id)!;
}

/** The criteria of the views among `ids` the user may read, by id (one query; others are absent). */
export async function readableCriteria(db: Db, auth: UserAuth, ids: number[]): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: views.id, criteriaGroupList: views.criteriaGroupList })
    .from(views)
    .where(and(inArray(views.id, ids), readable(auth)));
  return new Map(rows.map((r) => [r.id, r.criteriaGroupList]));
}

/** The view a user writes: their own; a system view is 403 "You cannot edit…", another user's 403 too. */
async function writableRow(db: Db, auth: UserAuth, id: number): Promise<ViewRow> {
  const [row] = await db
    .select()
    .from(views)
    .where(and(eq(views.id, id), eq(views.companyId, auth.companyId)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  if (row.userId === 0) throw forbidden(SYSTEM_MESSAGE);
  if (row.userId !== auth.user.id) throw forbidden(PERMISSION_MESSAGE);
  return row;
}

const displayFieldSchema = z.object({
  fieldName: z.string().max(100),
  fieldLabel: z.string().max(200).optional(),
  columnWidth: z.coerce.number().int().min(40).max(2000).optional(),
  hidden: z.boolean().optional(),
});

const saveSchema = z.object({
  id: z.coerce.number().int().min(0).max(2_147_483_647).nullish(),
  objectName: z.string().max(100).nullish(),
  name: z.string().trim().max(200).nullish(),
  criteriaGroupList: z.unknown().optional(),
  displayFieldList: z.array(displayFieldSchema).max(200).nullish(),
  orderBy: z.string().max(100).nullish(),
  direction: z.enum(['asc', 'desc']).nullish(),
  pageSize: z.coerce.number().int().min(0).max(100).nullish(),
  /** Save a copy as a new view (allowed from a system view or another view). */
  saveAsNew: z.boolean().nullish(),
});

/** Columns named against the catalogue (unknown → 400 naming it), labels and kinds from the catalogue. */
export function checkColumns(
  type: RecordTypeDef,
  list: z.output<typeof displayFieldSchema>[],
  fallback: DisplayField[],
  extras: readonly FieldDef[] = [],
): DisplayField[] {
  // The company's extra fields (`extra_{id}`) are columns too.
  const fields = new Map<string, { name: string; label: string; kind: string }>([
    ...criteriaFields(type).map((f) => [f.name, f] as const),
    ...extras.map((f) => [f.name, f] as const),
  ]);
  const known = new Map(defaultColumns(type).map((c) => [c.fieldName, c]));
  const seen = new Set<string>();
  return list.map((c, i) => {
    const f = fields.get(c.fieldName);
    if (!f)
      throw badRequest(`Unknown field ${c.fieldName}`, [
        { field: `displayFieldList[${i}].fieldName`, message: `Unknown field ${c.fieldName}` },
      ]);
    if (seen.has(c.fieldName))
      throw badRequest(`${f.label} is shown twice`, [{ field: `displayFieldList[${i}].fieldName`, message: `${f.label} is shown twice` }]);
    seen.add(c.fieldName);
    const before = fallback.find((x) => x.fieldName === c.fieldName) ?? known.get(c.fieldName);
    return {
      fieldName: f.name,
      fieldLabel: before?.fieldLabel ?? f.label,
      fieldType: f.kind === 'name' ? 'text' : f.kind,
      columnWidth: c.columnWidth ?? before?.columnWidth ?? width(f.kind),
      hidden: c.hidden ?? false,
    };
  });
}

/** Creates or updates a view (`POST /UserSearchCriteria/Save`). */
export async function saveView(db: Db, auth: UserAuth, body: unknown): Promise<{ model: ViewModel; message: string }> {
  const input = parseBody(saveSchema, body ?? {});
  const existing = input.id
    ? await db
        .select()
        .from(views)
        .where(and(eq(views.id, input.id), readable(auth)))
    : [];
  if (input.id && !existing[0]) {
    // Another company's view, or a missing one; another user's is refused below with the spec's message.
    const [other] = await db
      .select()
      .from(views)
      .where(and(eq(views.id, input.id), eq(views.companyId, auth.companyId)));
    if (!other) throw notFound(NOT_FOUND_MESSAGE);
    throw forbidden(PERMISSION_MESSAGE);
  }
  const from = existing[0];
  const type = typeOfObject(input.objectName ?? from?.objectName);
  if (from && from.objectName !== type.objectName) throw badRequest('Invalid object', [{ field: 'objectName', message: 'Invalid object' }]);
  const copy = !from || input.saveAsNew === true;
  if (!copy && from!.userId === 0) throw forbidden(SYSTEM_MESSAGE);
  // A view shared with the user reads only: "Save as new view" copies it.
  if (!copy && from!.userId !== auth.user.id) throw forbidden(PERMISSION_MESSAGE);
  const name = input.name ?? (copy ? '' : from!.name);
  if (!name) throw badRequest(NAME_MESSAGE, [{ field: 'name', message: NAME_MESSAGE }]);
  const checked = checkCriteria(type, input.criteriaGroupList ?? from?.criteriaGroupList ?? []);
  const fallback = from?.displayFieldList ?? defaultColumns(type);
  const displayFieldList = input.displayFieldList
    ? checkColumns(type, input.displayFieldList, fallback, await extraFieldDefs(db, auth.companyId, type.objectName))
    : fallback;
  if (displayFieldList.length === 0)
    throw badRequest('Choose at least one column', [{ field: 'displayFieldList', message: 'Choose at least one column' }]);
  const orderBy = input.orderBy === undefined ? (from?.orderBy ?? null) : input.orderBy;
  if (orderBy && !sortKeys(type).includes(orderBy))
    throw badRequest(`${type.label} cannot be sorted by ${orderBy}`, [
      { field: 'orderBy', message: `${type.label} cannot be sorted by ${orderBy}` },
    ]);
  const values = {
    name,
    criteriaGroupList: checked.groups,
    displayFieldList,
    orderBy,
    direction: input.direction === undefined ? (from?.direction ?? null) : input.direction,
    pageSize: input.pageSize === undefined ? (from?.pageSize ?? null) : input.pageSize,
  };
  let id: number;
  if (copy) {
    const [row] = await db
      .insert(views)
      .values({ companyId: auth.companyId, userId: auth.user.id, objectName: type.objectName, ...values })
      .returning({ id: views.id });
    id = row!.id;
  } else {
    id = from!.id;
    await db
      .update(views)
      .set({ ...values, lastModifiedDate: new Date() })
      .where(and(eq(views.id, id), eq(views.companyId, auth.companyId), eq(views.userId, auth.user.id)));
  }
  return { model: await getView(db, auth, id), message: copy ? SAVED_MESSAGE : CRITERIA_SAVED_MESSAGE };
}

export async function deleteView(db: Db, auth: UserAuth, id: number): Promise<{ id: number; message: string }> {
  const row = await writableRow(db, auth, id);
  await db.delete(views).where(and(eq(views.id, row.id), eq(views.companyId, auth.companyId)));
  return { id, message: DELETED_MESSAGE };
}

async function setFlag(db: Db, auth: UserAuth, row: ViewRow, set: { isPinned?: boolean; isDefault?: boolean }) {
  await db
    .insert(flags)
    .values({
      userId: auth.user.id,
      viewId: row.id,
      objectName: row.objectName,
      isPinned: set.isPinned ?? false,
      isDefault: set.isDefault ?? false,
    })
    .onConflictDoUpdate({ target: [flags.userId, flags.viewId], set });
}

async function readableRow(db: Db, auth: UserAuth, id: number): Promise<ViewRow> {
  const [row] = await db
    .select()
    .from(views)
    .where(and(eq(views.id, id), readable(auth)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** Pins or unpins a view for the user (`ChangePin`; system views too: pins are the user's, not the view's). */
export async function changePin(db: Db, auth: UserAuth, id: number, pinned?: boolean): Promise<ViewModel> {
  const row = await readableRow(db, auth, id);
  const [flag] = await db
    .select()
    .from(flags)
    .where(and(eq(flags.userId, auth.user.id), eq(flags.viewId, id)));
  await setFlag(db, auth, row, { isPinned: pinned ?? !(flag?.isPinned ?? false) });
  return getView(db, auth, id);
}

/** Makes a view the user's default of its type, or drops it (`ChangeDefault`); the system view is the fallback. */
export async function changeDefault(db: Db, auth: UserAuth, id: number, isDefault: boolean): Promise<ViewModel> {
  const row = await readableRow(db, auth, id);
  await db.transaction(async (tx) => {
    await tx
      .update(flags)
      .set({ isDefault: false })
      .where(and(eq(flags.userId, auth.user.id), eq(flags.objectName, row.objectName), eq(flags.isDefault, true)));
    if (isDefault) await setFlag(tx as unknown as Db, auth, row, { isDefault: true });
  });
  return getView(db, auth, id);
}

/** Back to the start for a type (`POST /UserSearchCriteria/Reset`): no pins, the system view as default. */
export async function resetViews(db: Db, auth: UserAuth, type: RecordTypeDef): Promise<ViewModel[]> {
  await db.delete(flags).where(and(eq(flags.userId, auth.user.id), eq(flags.objectName, type.objectName)));
  return listViews(db, auth, type);
}

/** A column's width on one of the user's views (`UpdateField`). */
export async function updateField(db: Db, auth: UserAuth, id: number, fieldName: string, columnWidth: number): Promise<ViewModel> {
  const row = await writableRow(db, auth, id);
  const list = row.displayFieldList;
  const index = list.findIndex((c) => c.fieldName === fieldName);
  if (index < 0) throw badRequest(`Unknown field ${fieldName}`, [{ field: 'fieldName', message: `Unknown field ${fieldName}` }]);
  const next = list.map((c, i) => (i === index ? { ...c, columnWidth } : c));
  await db
    .update(views)
    .set({ displayFieldList: next, lastModifiedDate: new Date() })
    .where(and(eq(views.id, id), eq(views.companyId, auth.companyId), eq(views.userId, auth.user.id)));
  return getView(db, auth, id);
}

/** The view a list opens with: the one asked, else the user's default (or the system view). */
export async function viewForList(db: Db, auth: UserAuth, type: RecordTypeDef, viewId?: number | null): Promise<ViewModel> {
  if (viewId) {
    const view = await getView(db, auth, viewId);
    if (view.objectName !== type.objectName) throw notFound(NOT_FOUND_MESSAGE);
    return view;
  }
  const list = await listViews(db, auth, type);
  return list.find((v) => v.isDefault) ?? list.find((v) => v.isSystem)!;
}

/** Views of several ids at once (the bff's loader): readable ones only. */
export async function viewsByIds(db: Db, auth: UserAuth, ids: number[]): Promise<ViewModel[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ objectName: views.objectName })
    .from(views)
    .where(and(inArray(views.id, ids), readable(auth)));
  const types = [...new Set(rows.map((r) => r.objectName))];
  const lists = await Promise.all(types.map((t) => listViews(db, auth, recordType(t)!)));
  const wanted = new Set(ids);
  return lists.flat().filter((v) => wanted.has(v.id));
}

export interface ViewShareModel {
  id: number;
  viewId: number;
  userType: 'user' | 'group';
  userOrGroupId: number;
  name: string;
}

/** The view whose shares the user manages: a user view of their company, theirs (or any, for an administrator). */
async function shareableRow(db: Db, auth: UserAuth, id: number): Promise<ViewRow> {
  const [row] = await db
    .select()
    .from(views)
    .where(and(eq(views.id, id), eq(views.companyId, auth.companyId)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  if (row.userId === 0) throw forbidden(SYSTEM_MESSAGE);
  if (row.userId !== auth.user.id && !auth.user.isAdministrator) throw forbidden(SHARE_PERMISSION_MESSAGE);
  return row;
}

/** The shares of a view (`GET /UserSearchCriteria/Share/List/{id}`), oldest first, with the sharee's name. */
export async function listViewShares(db: Db, auth: UserAuth, id: number): Promise<ViewShareModel[]> {
  const row = await shareableRow(db, auth, id);
  const rows = await db
    .select({ share: shares, user: users, group: groups })
    .from(shares)
    .leftJoin(users, and(eq(users.id, shares.userId), eq(users.companyId, shares.companyId)))
    .leftJoin(groups, and(eq(groups.id, shares.groupId), eq(groups.companyId, shares.companyId)))
    .where(and(eq(shares.viewId, row.id), eq(shares.companyId, auth.companyId)))
    .orderBy(asc(shares.id));
  return rows.map(shareModel);
}

function shareModel(r: {
  share: typeof shares.$inferSelect;
  user: typeof users.$inferSelect | null;
  group: typeof groups.$inferSelect | null;
}): ViewShareModel {
  return {
    id: r.share.id,
    viewId: r.share.viewId,
    userType: r.share.userType as ViewShareModel['userType'],
    userOrGroupId: (r.share.userType === 'group' ? r.share.groupId : r.share.userId)!,
    name: r.share.userType === 'group' ? (r.group?.name ?? '') : r.user ? fullName(r.user) : '',
  };
}

/**
 * The shares of several views at once (`GET /UserSearchCriteria/Share/ListMany?idList=`), for a list that shows them
 * per view: each id maps to its shares, or to null when the caller may not manage that view (not found, a system view,
 * another user's view for a non-administrator). Two queries whatever the number of views.
 */
export async function listManyViewShares(db: Db, auth: UserAuth, ids: number[]): Promise<Record<number, ViewShareModel[] | null>> {
  const out: Record<number, ViewShareModel[] | null> = Object.fromEntries(ids.map((id) => [id, null]));
  if (ids.length === 0) return out;
  const manageable = await db
    .select({ id: views.id })
    .from(views)
    .where(
      and(
        inArray(views.id, ids),
        eq(views.companyId, auth.companyId),
        auth.user.isAdministrator ? ne(views.userId, 0) : eq(views.userId, auth.user.id),
      ),
    );
  const viewIds = manageable.map((v) => v.id);
  if (viewIds.length === 0) return out;
  for (const id of viewIds) out[id] = [];
  const rows = await db
    .select({ share: shares, user: users, group: groups })
    .from(shares)
    .leftJoin(users, and(eq(users.id, shares.userId), eq(users.companyId, shares.companyId)))
    .leftJoin(groups, and(eq(groups.id, shares.groupId), eq(groups.companyId, shares.companyId)))
    .where(and(inArray(shares.viewId, viewIds), eq(shares.companyId, auth.companyId)))
    .orderBy(asc(shares.id));
  for (const r of rows) out[r.share.viewId]!.push(shareModel(r));
  return out;
}

const shareSchema = z.object({
  viewId: z.coerce.number().int().positive().max(2_147_483_647),
  userOrGroupId: z.coerce.number().int().positive().max(2_147_483_647),
  userType: z.enum(['user', 'group']).default('user'),
});

/** Shares a view (read access) with a user or group of the company; sharing twice keeps the one share. */
export async function saveViewShare(db: Db, auth: UserAuth, body: unknown): Promise<{ model: ViewShareModel; message: string }> {
  const input = parseBody(shareSchema, body ?? {});
  const row = await shareableRow(db, auth, input.viewId);
  const isGroup = input.userType === 'group';
  const sharee = isGroup
    ? await db
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.id, input.userOrGroupId), eq(groups.companyId, auth.companyId)))
    : await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.userOrGroupId), eq(users.companyId, auth.companyId)));
  if (sharee.length === 0) {
    const message = isGroup ? 'Invalid group' : 'Invalid user';
    throw badRequest(message, [{ field: 'userOrGroupId', message }]);
  }
  if (!isGroup && input.userOrGroupId === row.userId)
    throw badRequest('Invalid user', [{ field: 'userOrGroupId', message: 'Invalid user' }]);
  await db
    .insert(shares)
    .values({
      companyId: auth.companyId,
      viewId: row.id,
      userType: input.userType,
      userId: isGroup ? null : input.userOrGroupId,
      groupId: isGroup ? input.userOrGroupId : null,
    })
    .onConflictDoNothing();
  const model = (await listViewShares(db, auth, row.id)).find(
    (s) => s.userType === input.userType && s.userOrGroupId === input.userOrGroupId,
  )!;
  return { model, message: 'Share is saved' };
}

/** Removes a share (`DELETE /UserSearchCriteria/Share/Delete/{id}`): the view's owner or an administrator. */
export async function deleteViewShare(db: Db, auth: UserAuth, id: number): Promise<{ id: number; viewId: number; message: string }> {
  const [share] = await db
    .select()
    .from(shares)
    .where(and(eq(shares.id, id), eq(shares.companyId, auth.companyId)));
  if (!share) throw notFound('Share not found');
  await shareableRow(db, auth, share.viewId);
  await db.delete(shares).where(and(eq(shares.id, id), eq(shares.companyId, auth.companyId)));
  return { id, viewId: share.viewId, message: SHARE_DELETED_MESSAGE };
}
