// Add, Update, Delete and Unlock of one record, for any stored type. Each write checks permission,
// validates against the catalogue, writes one audit batch in its transaction and reports the change.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { extraFieldName, roleTypes, type RecordTypeDef } from '../../../contract';
import { diff, writeAudit, type AuditEntry } from '../audit/service';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { deletedObjects } from '../db/schema';
import { EDIT_MESSAGE, UNLOCK_MESSAGE, forbidden } from '../http/errors';
import { parseBody } from '../http/validation';
import { insertNotification } from '../notifications/service';
import { atLeast, newRecordPermission, type Permission } from '../permissions';
import { CHILD_KEYS, auditView, writeChildLists, type ChildInput, type ChildLists } from './children';
import { scope, type StoredKind } from './kinds';
import { commit, type ChangeSet, type Services } from './live';
import { lockRow, requireVersion, versionOf } from './concurrency';
import { commitOnce } from './idempotency';
import { childlessModel, findRow, modelOf, permissionOf, type Row } from './read';
import { parseInput, validateMerged, writableFields, type Values } from './validation';
import { extraValuesOfWrite, sameExtraValue, splitExtras, storeExtraValues, storedExtraValues } from '../extra-fields/store';

type Idempotency = Parameters<typeof commitOnce>[2];
const NO_KEY: Idempotency = { key: undefined, route: '' };

/** Lower-case plural of a type for running text, acronyms kept ("SMS Messages" → "SMS messages"). */
const inText = (type: RecordTypeDef) =>
  type.pluralLabel
    .split(' ')
    .map((w) => (w.length > 1 && w === w.toUpperCase() ? w : w.toLowerCase()))
    .join(' ');

/**
 * The spec's "You cannot add new {object}" for a type ("You cannot add new opportunities"): the 403 of an
 * Add without write permission, and the text `List` answers for the disabled add button (the one source).
 */
export const addDeniedMessage = (type: RecordTypeDef) => `You cannot add new ${inText(type)}`;

/** The audit entry's object and top parent: a parented row is filed under its top parent too. */
export function auditTarget(
  kind: StoredKind,
  row: Row,
): Pick<AuditEntry, 'objectName' | 'objectId' | 'parentName' | 'topParentObject' | 'topParentId'> {
  const top =
    typeof row.topParentObject === 'string' && typeof row.topParentId === 'number'
      ? { topParentObject: row.topParentObject, topParentId: row.topParentId }
      : {};
  return { objectName: kind.type.objectName, objectId: row.id, parentName: row.name, ...top };
}

/** Catalogue defaults of the writable fields (a blank model, and absent values on Add). */
export function defaultValues(kind: StoredKind): Values {
  const out: Values = {};
  for (const f of writableFields(kind)) {
    if (f.name === 'status') out.status = 1;
    else if (f.kind === 'users') out[f.name] = [];
    else if (f.kind === 'checkbox') out[f.name] = f.defaultValue === true;
    else out[f.name] = f.defaultValue ?? null;
  }
  return out;
}

/** Role ids follow their flags: set from the shared sequence when the flag is set, cleared with it. */
async function roleIds(tx: Db, kind: StoredKind, before: Values | null, merged: Values): Promise<Values> {
  if (!kind.type.traits.party) return {};
  const out: Values = {};
  for (const role of roleTypes.map((t) => t.role!)) {
    const on = merged[role.flag] === true;
    if (on && typeof before?.[role.idField] !== 'number') {
      const result = await tx.execute<{ id: number }>(sql`select nextval('party_role_id_seq')::int as id`);
      out[role.idField] = Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
    } else if (!on && before?.[role.idField] != null) out[role.idField] = null;
  }
  return out;
}

/** A value not worth an audit line on Add (an empty field). */
const isBlankChange = (v: unknown) => v === null || v === false || (Array.isArray(v) && v.length === 0);

/** Numbers the server gives a new record. */
const serverNumbers: Partial<Record<string, (id: number) => Values>> = {
  Case: (id) => ({ caseNumber: `CASE-${String(id).padStart(6, '0')}` }),
};

/** Child lists go through their own module (children.ts), under the parent's lock. */
const writeChildren = (tx: Db, kind: StoredKind, companyId: number, id: number, before: Partial<ChildLists> | null, children: ChildInput) =>
  writeChildLists(tx, { companyId, parentObject: kind.type.objectName, parentId: id }, before, children);

function childChanges(before: Partial<ChildLists> | null, after: Partial<ChildLists>, keys: (typeof CHILD_KEYS)[number][]) {
  return diff(
    keys,
    Object.fromEntries(keys.map((k) => [k, auditView(before?.[k] ?? [])])),
    Object.fromEntries(keys.map((k) => [k, auditView(after[k] ?? [])])),
  );
}

async function notifyAssigned(tx: Db, kind: StoredKind, auth: UserAuth, row: Row, changes: ChangeSet) {
  changes.notifications.push(
    await insertNotification(tx, {
      companyId: auth.companyId,
      userId: row.ownerId,
      objectName: kind.type.objectName,
      objectId: row.id,
      name: row.name,
      type: 'Notification',
      action: 'assigned',
      owner: auth.user.id,
      parentObject: kind.type.objectName,
      parentId: row.id,
      parentName: row.name,
    }),
  );
}

/** Add needs write on the type's module; `asType` is the type the caller added through (a role adds a party). */
export function requireAddPermission(kind: StoredKind, auth: UserAuth, asType: RecordTypeDef = kind.type) {
  if (
    !atLeast(newRecordPermission(auth.user, asType.module), 'write') ||
    !atLeast(newRecordPermission(auth.user, kind.type.module), 'write')
  ) {
    throw forbidden(addDeniedMessage(asType));
  }
}

/** What every change of a stored row sets: who and when, and the next version. */
export const stamp = (kind: StoredKind, auth: UserAuth) => ({
  modifiedBy: auth.user.id,
  lastModifiedDate: new Date(),
  version: sql`${kind.col('version')} + 1`,
});

/**
 * How a write treats the company's extra fields (`extra_{id}` properties of its body, contract/extra-fields.ts):
 * sent values are always typed and stored; `requiredExtras` (the default) also holds the result to every required
 * extra field that applies. Only writes the server makes on behalf of another action (a task's logged call, a
 * status change) leave it off: they edit no field a form shows.
 */
export interface WriteOptions {
  requiredExtras?: boolean;
}

/** Inserts one record inside the caller's transaction. `extra` are server-set values (a follow's user). */
export async function insertRecord(
  tx: Db,
  kind: StoredKind,
  auth: UserAuth,
  changes: ChangeSet,
  body: unknown,
  extra: Values = {},
  options: WriteOptions = {},
) {
  const { sent: sentExtras, rest } = splitExtras(body);
  const { scalars, children } = parseInput(kind, rest);
  const sent = { ownerId: auth.user.id, ...scalars };
  const merged: Values = { ...defaultValues(kind), ...sent };
  const derived = await validateMerged(tx, kind, auth.companyId, merged, sent);
  const values = { ...merged, ...derived, ...(await roleIds(tx, kind, null, merged)), ...extra };
  const extras = await extraValuesOfWrite(tx, auth, kind.type.objectName, values, sentExtras, options.requiredExtras !== false);
  const now = new Date();
  const [inserted] = await tx
    .insert(kind.table)
    .values({
      ...values,
      ...kind.fixed,
      companyId: auth.companyId,
      createdBy: auth.user.id,
      modifiedBy: auth.user.id,
      creationDate: now,
      lastModifiedDate: now,
    })
    .returning({ id: kind.col('id') });
  const id = Number(inserted!.id);
  const numbers = serverNumbers[kind.type.objectName]?.(id);
  if (numbers)
    await tx
      .update(kind.table)
      .set(numbers)
      .where(eq(kind.col('id'), id));
  await writeChildren(tx, kind, auth.companyId, id, null, children);
  await storeExtraValues(tx, auth.companyId, kind.type.objectName, id, extras);
  const row = (await findRow(tx, kind, auth, id))!;
  const wroteChildren = CHILD_KEYS.some((k) => (children[k]?.length ?? 0) > 0);
  const model = wroteChildren ? await modelOf(tx, kind, auth.companyId, row) : childlessModel(kind, row);
  await writeAudit(tx, {
    companyId: auth.companyId,
    userId: auth.user.id,
    ...auditTarget(kind, row),
    action: 'add',
    changes: [
      ...diff(Object.keys(values), {}, { ...values, ...numbers }).filter((c) => !isBlankChange(c.newValue)),
      ...childChanges(
        null,
        model as Partial<ChildLists>,
        CHILD_KEYS.filter((k) => k in children),
      ),
    ],
  });
  if (row.ownerId !== auth.user.id) await notifyAssigned(tx, kind, auth, row, changes);
  changes.record(kind.type.objectName, id, 'created');
  return { model, permission: await permissionOf(tx, kind, auth, row) };
}

/** Add; with an idempotency key a repeat answers the first result (`replayed`) and creates nothing. */
export async function addRecord(
  svc: Services,
  kind: StoredKind,
  auth: UserAuth,
  body: unknown,
  asType: RecordTypeDef = kind.type,
  idempotency: Idempotency = NO_KEY,
) {
  requireAddPermission(kind, auth, asType);
  return commitOnce(svc, auth, idempotency, (tx, changes) => insertRecord(tx, kind, auth, changes, body));
}

/** AddMultiple: every model or none, in one transaction (a role's list may mix organizations and people). */
export async function addMultiple(
  svc: Services,
  auth: UserAuth,
  items: { kind: StoredKind; body: unknown }[],
  asType?: RecordTypeDef,
  idempotency: Idempotency = NO_KEY,
) {
  parseBody(z.array(z.unknown()).min(1).max(100), items);
  for (const { kind } of items) requireAddPermission(kind, auth, asType);
  return commitOnce(svc, auth, idempotency, async (tx, changes) => {
    const data = [];
    for (const { kind, body } of items) data.push(await insertRecord(tx, kind, auth, changes, body));
    return { data };
  });
}

/** Permission to write a row read under its lock (403 otherwise). */
export async function requirePermission(tx: Db, kind: StoredKind, auth: UserAuth, row: Row): Promise<Permission> {
  const permission = await permissionOf(tx, kind, auth, row);
  if (!atLeast(permission, 'write')) throw forbidden(EDIT_MESSAGE);
  return permission;
}

/**
 * Locks the row for the caller's transaction, then checks what the write depends on against the locked row:
 * that it still exists (404), the version the client read (409) and write permission (403).
 */
export async function lockWritable(
  tx: Db,
  kind: StoredKind,
  auth: UserAuth,
  id: number,
  version: number | undefined,
): Promise<{ row: Row; permission: Permission }> {
  const row = await lockRow(tx, kind, auth, id);
  await requireVersion(tx, kind, auth, row, version);
  return { row, permission: await requirePermission(tx, kind, auth, row) };
}

/**
 * Values an Update leaves as they are, per type: a follow belongs to its follower and names the record
 * followed (Watch/Add and Watch/DeleteWatch manage them), so a generic Update cannot move either.
 */
const fixedOnUpdate: Partial<Record<string, readonly string[]>> = { Watch: ['ownerId', 'parentObject', 'parentId'] };

/**
 * Applies sent values to a writable row inside the caller's transaction. The record as the update leaves it must
 * hold every required extra field that applies, even when the update sends none (CONTRACT.md "Extra fields").
 */
export async function applyUpdate(
  tx: Db,
  kind: StoredKind,
  auth: UserAuth,
  changes: ChangeSet,
  row: Row,
  permission: Permission,
  body: unknown,
  options: WriteOptions = {},
) {
  const { sent: sentExtras, rest } = splitExtras(body);
  const { scalars, children } = parseInput(kind, rest);
  for (const name of fixedOnUpdate[kind.type.objectName] ?? []) delete scalars[name];
  if ('isLocked' in scalars && scalars.isLocked !== row.isLocked && permission !== 'lock') {
    throw forbidden(row.isLocked ? UNLOCK_MESSAGE : "You don't have permission to lock this object.");
  }
  const merged = { ...row, ...scalars };
  const derived = await validateMerged(tx, kind, auth.companyId, merged, scalars);
  const values = { ...scalars, ...derived, ...(await roleIds(tx, kind, row, merged)) };
  const required = options.requiredExtras !== false;
  const stored = required || sentExtras.size > 0 ? await storedExtraValues(tx, auth.companyId, row) : {};
  const extras = await extraValuesOfWrite(tx, auth, kind.type.objectName, { ...row, ...stored, ...values }, sentExtras, required);
  const extraChanges = [...extras].filter(([fieldId, v]) => !sameExtraValue(stored[extraFieldName(fieldId)], v));
  const before = await modelOf(tx, kind, auth.companyId, row);
  const scalarChanges = diff(Object.keys(values), row, values);
  const childKeys = CHILD_KEYS.filter((k) => k in children);
  if (childKeys.length) await writeChildren(tx, kind, auth.companyId, row.id, before as Partial<ChildLists>, children);
  if (extraChanges.length) await storeExtraValues(tx, auth.companyId, kind.type.objectName, row.id, new Map(extraChanges));
  if (scalarChanges.length === 0 && childKeys.length === 0 && extraChanges.length === 0) return { model: before, permission };

  await tx
    .update(kind.table)
    .set({ ...values, ...stamp(kind, auth) })
    .where(scope(kind, auth, eq(kind.col('id'), row.id)));
  const updated = (await findRow(tx, kind, auth, row.id))!;
  const model = await modelOf(tx, kind, auth.companyId, updated);
  const all = [...scalarChanges, ...childChanges(before as Partial<ChildLists>, model as Partial<ChildLists>, childKeys)];
  // Extra values are not audited (their definitions may go); a change of them alone is still a change of the record.
  if (all.length === 0 && extraChanges.length) changes.record(kind.type.objectName, row.id, 'updated', row);
  if (all.length) {
    await writeAudit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      ...auditTarget(kind, updated),
      action: 'update',
      changes: all,
    });
    changes.record(kind.type.objectName, row.id, 'updated', row);
  }
  if (updated.ownerId !== row.ownerId && updated.ownerId !== auth.user.id) await notifyAssigned(tx, kind, auth, updated, changes);
  return { model, permission: await permissionOf(tx, kind, auth, updated) };
}

export const idOfBody = (body: unknown) => parseBody(z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }), body).id;

/** Update: the body's `version` (optional) is the one the client read. */
export async function updateRecord(svc: Services, kind: StoredKind, auth: UserAuth, body: unknown) {
  const id = idOfBody(body);
  const version = versionOf(body);
  return commit(svc, auth, async (tx, changes) => {
    const { row, permission } = await lockWritable(tx, kind, auth, id, version);
    return applyUpdate(tx, kind, auth, changes, row, permission, body);
  });
}

/** Soft delete inside the caller's transaction; undoable types are logged for DeleteObject/Undo. */
export async function softDelete(tx: Db, kind: StoredKind, auth: UserAuth, changes: ChangeSet, row: Row) {
  await tx
    .update(kind.table)
    .set({ deletedAt: new Date(), deletedBy: auth.user.id, version: sql`${kind.col('version')} + 1` })
    .where(scope(kind, auth, eq(kind.col('id'), row.id)));
  if (kind.type.traits.undoable) {
    await tx
      .insert(deletedObjects)
      .values({ companyId: auth.companyId, userId: auth.user.id, objectName: kind.type.objectName, objectId: row.id, name: row.name });
  }
  await writeAudit(tx, {
    companyId: auth.companyId,
    userId: auth.user.id,
    ...auditTarget(kind, row),
    action: 'delete',
    changes: [{ fieldName: 'isDeleted', oldValue: false, newValue: true }],
  });
  changes.record(kind.type.objectName, row.id, 'deleted');
  return { id: row.id, objectName: kind.type.objectName, name: row.name };
}

export async function deleteRecord(svc: Services, kind: StoredKind, auth: UserAuth, id: number, version?: number) {
  return commit(svc, auth, async (tx, changes) => {
    const { row } = await lockWritable(tx, kind, auth, id, version);
    return softDelete(tx, kind, auth, changes, row);
  });
}

export async function unlockRecord(svc: Services, kind: StoredKind, auth: UserAuth, id: number, version?: number) {
  return commit(svc, auth, async (tx, changes) => {
    const row = await lockRow(tx, kind, auth, id);
    await requireVersion(tx, kind, auth, row, version);
    const permission = await permissionOf(tx, kind, auth, row);
    if (permission !== 'lock') throw forbidden(UNLOCK_MESSAGE);
    if (!row.isLocked) return { model: await modelOf(tx, kind, auth.companyId, row), permission };
    await tx
      .update(kind.table)
      .set({ isLocked: false, ...stamp(kind, auth) })
      .where(scope(kind, auth, eq(kind.col('id'), id)));
    await writeAudit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      ...auditTarget(kind, row),
      action: 'unlock',
      changes: [{ fieldName: 'isLocked', oldValue: true, newValue: false }],
    });
    changes.record(kind.type.objectName, id, 'updated');
    const updated = (await findRow(tx, kind, auth, id))!;
    return { model: await modelOf(tx, kind, auth.companyId, updated), permission };
  });
}
