// The generic record machinery: every call of CONTRACT.md "Records" for any registered record type.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { deletedObjects, recordShares, users, watches } from '../db/schema';
import type { HubBus } from '../hub/bus';
import { diff, writeAudit } from '../audit/service';
import {
  EDIT_MESSAGE,
  REQUIRED_MESSAGE,
  UNLOCK_MESSAGE,
  badRequest,
  forbidden,
  notFound,
  type FieldError,
} from '../http/errors';
import { parseBody } from '../http/validation';
import { announce, insertNotification, type NotificationRow } from '../notifications/service';
import { atLeast, newRecordPermission, recordPermission, type Permission } from '../permissions';
import { fullName } from '../users/model';
import {
  auditView,
  childListFields,
  loadChildren,
  primaryOf,
  replaceAddresses,
  replaceEmails,
  replacePhones,
  type AddressInput,
  type ChildLists,
  type EmailInput,
  type PhoneInput,
} from './children';
import type { RecordDefinition, RecordRow } from './definition';
import { definitionByName } from './registry';

export interface Services {
  db: Db;
  hub: HubBus;
}

const CHILD_KEYS = ['addressList', 'phoneList', 'emailList'] as const;

// ---- reading ---------------------------------------------------------------------------------------

/** Live (not deleted) rows of the session's company. */
function scope(def: RecordDefinition, companyId: number, ...extra: (SQL | undefined)[]) {
  return and(eq(def.c.companyId, companyId), isNull(def.c.deletedAt), ...extra);
}

async function selectRows(
  db: Db,
  def: RecordDefinition,
  where: SQL | undefined,
  page?: { orderBy: (SQL | PgColumn)[]; limit: number; offset?: number },
): Promise<RecordRow[]> {
  const query = db.select(def.selection).from(def.table).where(where);
  const rows = page
    ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset ?? 0)
    : await query;
  return rows as RecordRow[];
}

export async function findRow(db: Db, def: RecordDefinition, companyId: number, id: number) {
  const [row] = await selectRows(db, def, scope(def, companyId, eq(def.c.id, id)));
  return row ?? null;
}

async function requireRow(db: Db, def: RecordDefinition, companyId: number, id: number) {
  const row = await findRow(db, def, companyId, id);
  if (!row) throw notFound(`${def.objectName} not found`);
  return row;
}

/**
 * Each row's permission for the session user. Shares can only raise the level, so they are read (in one
 * query for the whole page) only for the rows where something is above.
 */
async function withPermissions(db: Db, def: RecordDefinition, auth: UserAuth, rows: RecordRow[]) {
  const needShares = rows.filter((r) => recordPermission(auth.user, r) !== 'lock').map((r) => r.id);
  const shares = needShares.length
    ? await db
        .select({ parentId: recordShares.parentId, accessLevel: recordShares.accessLevel })
        .from(recordShares)
        .where(
          and(
            eq(recordShares.companyId, auth.companyId),
            eq(recordShares.parentObject, def.objectName),
            eq(recordShares.userId, auth.user.id),
            inArray(recordShares.parentId, needShares),
          ),
        )
    : [];
  const shareById = new Map(shares.map((s) => [s.parentId, s.accessLevel]));
  return rows.map((row) => ({ ...row, permission: recordPermission(auth.user, row, shareById.get(row.id)) }));
}

export async function permissionOf(db: Db, def: RecordDefinition, auth: UserAuth, row: RecordRow): Promise<Permission> {
  const [withPermission] = await withPermissions(db, def, auth, [row]);
  return withPermission!.permission;
}

async function ownerName(db: Db, companyId: number, ownerId: number) {
  const [owner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.companyId, companyId)));
  return owner ? fullName(owner) : null;
}

async function modelOf(db: Db, def: RecordDefinition, companyId: number, row: RecordRow) {
  const children = (await loadChildren(db, companyId, def.objectName, [row.id])).get(row.id)!;
  return { ...row, ...children };
}

function blankModel(def: RecordDefinition, auth: UserAuth) {
  return {
    id: 0,
    name: '',
    ownerId: auth.user.id,
    status: 1,
    isLocked: false,
    isLead: false,
    leadId: null,
    isCustomer: false,
    customerId: null,
    isSupplier: false,
    supplierId: null,
    description: null,
    primaryPhone: null,
    primaryEmail: null,
    creationDate: null,
    lastModifiedDate: null,
    createdBy: null,
    modifiedBy: null,
    ...def.blank,
    addressList: [],
    phoneList: [],
    emailList: [],
  };
}

export async function getModel(db: Db, def: RecordDefinition, auth: UserAuth, id: number) {
  if (id === 0) {
    return {
      model: blankModel(def, auth),
      viewData: { ownerName: fullName(auth.user) },
      permission: newRecordPermission(auth.user),
    };
  }
  const row = await requireRow(db, def, auth.companyId, id);
  const [model, permission, owner] = await Promise.all([
    modelOf(db, def, auth.companyId, row),
    permissionOf(db, def, auth, row),
    ownerName(db, auth.companyId, row.ownerId),
  ]);
  return { model, viewData: { ownerName: owner }, permission };
}

/** The session user's follow of one record. */
const ownWatch = (def: RecordDefinition, auth: UserAuth, parentId: number) =>
  and(
    eq(watches.companyId, auth.companyId),
    eq(watches.parentObject, def.objectName),
    eq(watches.parentId, parentId),
    eq(watches.userId, auth.user.id),
  );

export async function isFollowing(db: Db, def: RecordDefinition, auth: UserAuth, id: number) {
  const [watch] = await db
    .select({ id: watches.id })
    .from(watches)
    .where(ownWatch(def, auth, id));
  return Boolean(watch);
}

export async function getSummary(db: Db, def: RecordDefinition, auth: UserAuth, id: number) {
  const row = await requireRow(db, def, auth.companyId, id);
  const [model, permission, owner, following, contactCount] = await Promise.all([
    modelOf(db, def, auth.companyId, row),
    permissionOf(db, def, auth, row),
    ownerName(db, auth.companyId, row.ownerId),
    isFollowing(db, def, auth, id),
    def.contactCount ? def.contactCount(db, auth.companyId, id) : Promise.resolve(0),
  ]);
  const menu = ['Task', 'Call', 'Email', 'Event'];
  if (atLeast(permission, 'write')) menu.push('Edit');
  menu.push(following ? 'Unfollow' : 'Follow');
  return {
    model,
    viewData: {
      ownerName: owner,
      dropboxEmail: `dropbox-${def.objectUrl}-${id}@c${auth.companyId}.dropbox.local`,
      contactCount,
      isFollowing: following,
    },
    permission,
    menu,
  };
}

// ---- lists -----------------------------------------------------------------------------------------

export const pagingInput = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  orderBy: z.enum(['name', 'creationDate', 'lastModifiedDate', 'ownerId']).default('name'),
  direction: z
    .string()
    .default('asc')
    .transform((d) => d.toLowerCase())
    .pipe(z.enum(['asc', 'desc'])),
  parameter: z
    .object({
      keyword: z.string().max(200).nullish(),
      organizationId: z.coerce.number().int().positive().nullish(),
    })
    .nullish(),
});
export type PagingInput = z.output<typeof pagingInput>;

const sortName = (def: RecordDefinition) => sql`lower(${def.nameSql})`;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function keywordFilter(def: RecordDefinition, keyword: string | null | undefined) {
  const k = keyword?.trim();
  if (!k) return undefined;
  return or(...def.keywordColumns.map((col) => ilike(col, likePattern(k))));
}

export async function pageRecords(db: Db, def: RecordDefinition, auth: UserAuth, input: PagingInput) {
  const filters: SQL[] = [];
  const kw = keywordFilter(def, input.parameter?.keyword);
  if (kw) filters.push(kw);
  const orgColumn = def.filters.organizationId;
  if (orgColumn && input.parameter?.organizationId) filters.push(eq(orgColumn, input.parameter.organizationId));
  const where = scope(def, auth.companyId, ...filters);

  const sortColumn = {
    // Case-insensitive, and identical on PGlite (C collation) and PostgreSQL.
    name: sortName(def),
    creationDate: def.c.creationDate,
    lastModifiedDate: def.c.lastModifiedDate,
    ownerId: def.c.ownerId,
  }[input.orderBy];
  const dir = input.direction === 'desc' ? desc : asc;
  // The id tie-breaker keeps pages stable when sort values repeat.
  const [data, [total]] = await Promise.all([
    selectRows(db, def, where, {
      orderBy: [dir(sortColumn), dir(def.c.id)],
      limit: input.pageSize,
      offset: (input.currentPage - 1) * input.pageSize,
    }),
    db.select({ n: count() }).from(def.table).where(where),
  ]);
  const totalItem = total?.n ?? 0;
  return { data: await withPermissions(db, def, auth, data), totalPage: Math.ceil(totalItem / input.pageSize), totalItem };
}

export async function nameSearch(db: Db, def: RecordDefinition, auth: UserAuth, term: string) {
  const t = term.trim();
  if (t.length < 2) return [];
  const rows = await selectRows(db, def, scope(def, auth.companyId, ilike(def.nameSql, likePattern(t))), {
    orderBy: [asc(sortName(def)), asc(def.c.id)],
    limit: 10,
  });
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

export async function nameCheck(db: Db, def: RecordDefinition, auth: UserAuth, name: string) {
  const n = name.trim();
  const rows = n
    ? await selectRows(db, def, scope(def, auth.companyId, sql`lower(${def.nameSql}) = ${n.toLowerCase()}`), {
        orderBy: [asc(def.c.id)],
        limit: 5,
      })
    : [];
  if (rows.length === 0) throw notFound('Invalid object');
  for (const row of rows) {
    if (atLeast(await permissionOf(db, def, auth, row), 'write')) return { id: row.id, name: row.name };
  }
  throw forbidden('No permission');
}

export async function quickSearch(db: Db, def: RecordDefinition, auth: UserAuth, keyword: string) {
  const k = keyword.trim();
  if (k.length < 2) return [];
  const rows = await selectRows(db, def, scope(def, auth.companyId, keywordFilter(def, k)), {
    orderBy: [asc(sortName(def)), asc(def.c.id)],
    limit: 20,
  });
  return rows.map((r) => ({
    id: r.id,
    objectType: def.objectName,
    name: r.name,
    parentName: def.parentName(r),
    customerType: r.isCustomer ? 'Customer' : r.isLead ? 'Lead' : null,
    supplierType: r.isSupplier ? 'Supplier' : null,
    link: `/${def.objectUrl}/detail/${r.id}`,
  }));
}

// ---- writing ---------------------------------------------------------------------------------------

function inputSchema(def: RecordDefinition) {
  return def.fields.extend(childListFields).partial();
}

type Values = Record<string, unknown>;
type ChildInput = { addressList?: AddressInput[]; phoneList?: PhoneInput[]; emailList?: EmailInput[] };

/** Parsed properties that the caller actually sent (absent = leave as it is). */
function parseInput(def: RecordDefinition, body: unknown) {
  const raw = (body && typeof body === 'object' ? body : {}) as Values;
  const parsed = parseBody(inputSchema(def), raw) as Values;
  const scalars: Values = {};
  const children: ChildInput = {};
  for (const key of Object.keys(def.fields.shape)) if (key in raw) scalars[key] = parsed[key];
  if (raw.addressList != null) children.addressList = parsed.addressList as AddressInput[];
  if (raw.phoneList != null) children.phoneList = parsed.phoneList as PhoneInput[];
  if (raw.emailList != null) children.emailList = parsed.emailList as EmailInput[];
  // The primary e-mail/phone follow the lists unless given explicitly.
  if (children.emailList && !('primaryEmail' in raw)) {
    scalars.primaryEmail = children.emailList[primaryOf(children.emailList)]?.email ?? null;
  }
  if (children.phoneList && !('primaryPhone' in raw)) {
    scalars.primaryPhone = children.phoneList[0]?.phoneNumber ?? null;
  }
  return { scalars, children };
}

async function validateMerged(db: Db, def: RecordDefinition, auth: UserAuth, merged: Values, changed: Values) {
  const errors: FieldError[] = def.required
    .filter((key) => merged[key] === null || merged[key] === undefined || String(merged[key]).trim() === '')
    .map((field) => ({ field, message: REQUIRED_MESSAGE }));
  if (errors.length) throw badRequest(REQUIRED_MESSAGE, errors);
  if ('ownerId' in changed) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, Number(changed.ownerId)), eq(users.companyId, auth.companyId)));
    if (!owner) throw badRequest('Invalid owner', [{ field: 'ownerId', message: 'Invalid owner' }]);
  }
  const refErrors = def.checkReferences ? await def.checkReferences(db, auth.companyId, changed) : [];
  if (refErrors.length) throw badRequest(refErrors[0]!.message, refErrors);
}

async function writeChildren(
  db: Db,
  def: RecordDefinition,
  companyId: number,
  id: number,
  before: ChildLists | null,
  children: ChildInput,
) {
  const parent = { companyId, parentObject: def.objectName, parentId: id };
  const ids = (list: { id: number }[] | undefined) => (list ?? []).map((x) => x.id);
  if (children.addressList) await replaceAddresses(db, parent, ids(before?.addressList), children.addressList);
  if (children.phoneList) await replacePhones(db, parent, ids(before?.phoneList), children.phoneList);
  if (children.emailList) await replaceEmails(db, parent, ids(before?.emailList), children.emailList);
}

function childChanges(before: ChildLists | null, after: ChildLists, keys: (typeof CHILD_KEYS)[number][]) {
  return diff(
    keys,
    Object.fromEntries(keys.map((k) => [k, before ? auditView(before[k]) : []])),
    Object.fromEntries(keys.map((k) => [k, auditView(after[k])])),
  );
}

async function assignedNotification(db: Db, def: RecordDefinition, auth: UserAuth, row: RecordRow) {
  return insertNotification(db, {
    companyId: auth.companyId,
    userId: row.ownerId,
    objectName: def.objectName,
    objectId: row.id,
    name: row.name,
    type: 'Notification',
    action: 'assigned',
    owner: auth.user.id,
    parentObject: def.objectName,
    parentId: row.id,
    parentName: row.name,
  });
}

export async function addRecord(svc: Services, def: RecordDefinition, auth: UserAuth, body: unknown) {
  if (!atLeast(newRecordPermission(auth.user), 'write')) throw forbidden(`You cannot add new ${def.objectName}`);
  const { scalars, children } = parseInput(def, body);
  const merged: Values = { status: 1, ownerId: auth.user.id, ...scalars };
  await validateMerged(svc.db, def, auth, merged, scalars);
  const now = new Date();
  const notes: NotificationRow[] = [];

  const result = await svc.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(def.table)
      .values({ ...merged, companyId: auth.companyId, createdBy: auth.user.id, modifiedBy: auth.user.id, creationDate: now, lastModifiedDate: now })
      .returning({ id: def.c.id });
    const id = Number(inserted!.id);
    await writeChildren(tx, def, auth.companyId, id, null, children);
    const row = (await findRow(tx, def, auth.companyId, id))!;
    const model = await modelOf(tx, def, auth.companyId, row);
    await writeAudit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      objectName: def.objectName,
      objectId: id,
      parentName: row.name,
      action: 'add',
      changes: [
        ...diff(Object.keys(merged), {}, merged).filter((c) => c.newValue !== null),
        ...childChanges(null, model, CHILD_KEYS.filter((k) => k in children)),
      ],
    });
    if (row.ownerId !== auth.user.id) notes.push(await assignedNotification(tx, def, auth, row));
    return { model, permission: recordPermission(auth.user, row) };
  });
  await announce(svc.hub, notes);
  return result;
}

export async function updateRecord(svc: Services, def: RecordDefinition, auth: UserAuth, body: unknown) {
  const id = parseBody(z.object({ id: z.coerce.number().int().positive() }), body).id;
  const row = await requireRow(svc.db, def, auth.companyId, id);
  const permission = await permissionOf(svc.db, def, auth, row);
  if (!atLeast(permission, 'write')) throw forbidden(EDIT_MESSAGE);
  const { scalars, children } = parseInput(def, body);
  if ('isLocked' in scalars && scalars.isLocked !== row.isLocked && permission !== 'lock') {
    throw forbidden(row.isLocked ? UNLOCK_MESSAGE : "You don't have permission to lock this object.");
  }
  await validateMerged(svc.db, def, auth, { ...row, ...scalars }, scalars);
  const notes: NotificationRow[] = [];

  const result = await svc.db.transaction(async (tx) => {
    const before = await modelOf(tx, def, auth.companyId, row);
    const scalarChanges = diff(Object.keys(scalars), row, scalars);
    const childKeys = CHILD_KEYS.filter((k) => k in children);
    if (childKeys.length) await writeChildren(tx, def, auth.companyId, id, before, children);
    if (scalarChanges.length === 0 && childKeys.length === 0) return { model: before, permission };

    await tx
      .update(def.table)
      .set({ ...scalars, modifiedBy: auth.user.id, lastModifiedDate: new Date() })
      .where(scope(def, auth.companyId, eq(def.c.id, id)));
    const updated = (await findRow(tx, def, auth.companyId, id))!;
    const model = await modelOf(tx, def, auth.companyId, updated);
    const changes = [...scalarChanges, ...childChanges(before, model, childKeys)];
    if (changes.length) {
      await writeAudit(tx, {
        companyId: auth.companyId,
        userId: auth.user.id,
        objectName: def.objectName,
        objectId: id,
        parentName: updated.name,
        action: 'update',
        changes,
      });
    }
    if (updated.ownerId !== row.ownerId && updated.ownerId !== auth.user.id) {
      notes.push(await assignedNotification(tx, def, auth, updated));
    }
    return { model, permission: await permissionOf(tx, def, auth, updated) };
  });
  await announce(svc.hub, notes);
  return result;
}

export async function deleteRecord(svc: Services, def: RecordDefinition, auth: UserAuth, id: number) {
  const row = await requireRow(svc.db, def, auth.companyId, id);
  if (!atLeast(await permissionOf(svc.db, def, auth, row), 'write')) throw forbidden(EDIT_MESSAGE);
  await svc.db.transaction(async (tx) => {
    await tx
      .update(def.table)
      .set({ deletedAt: new Date(), deletedBy: auth.user.id })
      .where(scope(def, auth.companyId, eq(def.c.id, id)));
    await tx.insert(deletedObjects).values({
      companyId: auth.companyId,
      userId: auth.user.id,
      objectName: def.objectName,
      objectId: id,
      name: row.name,
    });
    await writeAudit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      objectName: def.objectName,
      objectId: id,
      parentName: row.name,
      action: 'delete',
      changes: [{ fieldName: 'isDeleted', oldValue: false, newValue: true }],
    });
  });
  return { id, objectName: def.objectName, name: row.name };
}

export async function unlockRecord(svc: Services, def: RecordDefinition, auth: UserAuth, id: number) {
  const row = await requireRow(svc.db, def, auth.companyId, id);
  const permission = await permissionOf(svc.db, def, auth, row);
  if (permission !== 'lock') throw forbidden(UNLOCK_MESSAGE);
  if (!row.isLocked) return { model: await modelOf(svc.db, def, auth.companyId, row), permission };
  return svc.db.transaction(async (tx) => {
    await tx
      .update(def.table)
      .set({ isLocked: false, modifiedBy: auth.user.id, lastModifiedDate: new Date() })
      .where(scope(def, auth.companyId, eq(def.c.id, id)));
    await writeAudit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      objectName: def.objectName,
      objectId: id,
      parentName: row.name,
      action: 'unlock',
      changes: [{ fieldName: 'isLocked', oldValue: true, newValue: false }],
    });
    const updated = (await findRow(tx, def, auth.companyId, id))!;
    return { model: await modelOf(tx, def, auth.companyId, updated), permission };
  });
}

/** Restores the user's last n deletions (newest first), skipping types no longer registered. */
export async function undoDeletes(svc: Services, auth: UserAuth, n: number) {
  return svc.db.transaction(async (tx) => {
    const entries = await tx
      .select()
      .from(deletedObjects)
      .where(
        and(
          eq(deletedObjects.companyId, auth.companyId),
          eq(deletedObjects.userId, auth.user.id),
          isNull(deletedObjects.restoredAt),
        ),
      )
      .orderBy(desc(deletedObjects.id))
      .limit(n);
    const restored: { objectName: string; name: string; objectUrl: string; id: number }[] = [];
    for (const entry of entries) {
      const def = definitionByName(entry.objectName);
      if (!def) continue;
      const back = await tx
        .update(def.table)
        .set({ deletedAt: null, deletedBy: null })
        .where(and(eq(def.c.companyId, auth.companyId), eq(def.c.id, entry.objectId)))
        .returning({ id: def.c.id });
      await tx.update(deletedObjects).set({ restoredAt: new Date() }).where(eq(deletedObjects.id, entry.id));
      if (back.length === 0) continue;
      await writeAudit(tx, {
        companyId: auth.companyId,
        userId: auth.user.id,
        objectName: def.objectName,
        objectId: entry.objectId,
        parentName: entry.name,
        action: 'restore',
        changes: [{ fieldName: 'isDeleted', oldValue: true, newValue: false }],
      });
      restored.push({ objectName: def.objectName, name: entry.name, objectUrl: def.objectUrl, id: entry.objectId });
    }
    return restored;
  });
}

// ---- follow ----------------------------------------------------------------------------------------

export async function follow(db: Db, def: RecordDefinition, auth: UserAuth, parentId: number) {
  await requireRow(db, def, auth.companyId, parentId);
  const values = { companyId: auth.companyId, parentObject: def.objectName, parentId, userId: auth.user.id, type: 'follow' };
  const [inserted] = await db.insert(watches).values(values).onConflictDoNothing().returning({ id: watches.id });
  if (inserted) return { id: inserted.id };
  const [existing] = await db
    .select({ id: watches.id })
    .from(watches)
    .where(ownWatch(def, auth, parentId));
  return { id: existing!.id };
}

export async function unfollow(db: Db, def: RecordDefinition, auth: UserAuth, parentId: number) {
  await requireRow(db, def, auth.companyId, parentId);
  await db
    .delete(watches)
    .where(ownWatch(def, auth, parentId));
  return {};
}

/** Rows by id for several ids (used by audit to check a parent exists). */
export async function rowsByIds(db: Db, def: RecordDefinition, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return selectRows(db, def, scope(def, companyId, inArray(def.c.id, ids)));
}

