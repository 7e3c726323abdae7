// Reading records: rows of the session's company, models (with child lists for parties) and the
// session user's permission on each row.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { recordUrl } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../http/errors';
import { recordPermission, type Permission } from '../permissions';
import { sharedLevels } from '../permissions/shares';
import { fullName } from '../users/model';
import { loadChildren } from './children';
import { scope, type StoredKind, type Viewer } from './kinds';

/** A record as read: the catalogue's fields keyed by property, plus objectName, name and url. */
export type Row = Record<string, unknown> & { id: number; ownerId: number; isLocked: boolean; name: string; objectName: string; url: string };
export type RowWithPermission = Row & { permission: Permission };

export function toRow(kind: StoredKind, raw: Record<string, unknown>): Row {
  const row = { ...raw, objectName: kind.type.objectName, name: String(raw.name ?? '') } as Row;
  row.url = recordUrl(kind.type, row);
  return row;
}

export async function selectRows(
  db: Db,
  kind: StoredKind,
  where: SQL | undefined,
  page?: { orderBy: (SQL | PgColumn)[]; limit: number; offset?: number },
): Promise<Row[]> {
  const query = db.select(kind.selection).from(kind.table).where(where);
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset ?? 0) : await query;
  return rows.map((r) => toRow(kind, r));
}

export async function findRow(db: Db, kind: StoredKind, viewer: Viewer, id: number): Promise<Row | null> {
  const [row] = await selectRows(db, kind, scope(kind, viewer, eq(kind.col('id'), id)));
  return row ?? null;
}

/** The row, or 404 (missing, deleted and other-company rows look the same). */
export async function requireRow(db: Db, kind: StoredKind, viewer: Viewer, id: number): Promise<Row> {
  const row = await findRow(db, kind, viewer, id);
  if (!row) throw notFound(`${kind.type.label} not found`);
  return row;
}

export async function rowsByIds(db: Db, kind: StoredKind, viewer: Viewer, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return selectRows(db, kind, scope(kind, viewer, inArray(kind.col('id'), ids)));
}

/** Each row's permission for the session user; shares are read in one query, only for rows below lock. */
export async function withPermissions<R extends Row>(db: Db, kind: StoredKind, auth: UserAuth, rows: R[]): Promise<(R & { permission: Permission })[]> {
  const module = kind.type.module;
  const below = rows.filter((r) => recordPermission(auth.user, module, r) !== 'lock').map((r) => r.id);
  const shared = await sharedLevels(db, { companyId: auth.companyId, userId: auth.user.id }, kind.type.objectName, below);
  return rows.map((row) => ({ ...row, permission: recordPermission(auth.user, module, row, shared.get(row.id)) }));
}

export async function permissionOf(db: Db, kind: StoredKind, auth: UserAuth, row: Row): Promise<Permission> {
  const [withPermission] = await withPermissions(db, kind, auth, [row]);
  return withPermission!.permission;
}

/** The model of a row: parties carry their addresses, phones and e-mails. */
export async function modelOf(db: Db, kind: StoredKind, companyId: number, row: Row): Promise<Row> {
  if (!kind.type.traits.party) return row;
  const children = (await loadChildren(db, companyId, kind.type.objectName, [row.id])).get(row.id)!;
  return { ...row, ...children };
}

export async function ownerName(db: Db, companyId: number, ownerId: number): Promise<string | null> {
  const [owner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.companyId, companyId)));
  return owner ? fullName(owner) : null;
}
