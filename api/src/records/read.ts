// Reading records: rows of the session's company, models (with child lists for parties) and the
// session user's permission on each row.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { recordUrl } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { anyOf, prepared, statementName } from '../db/prepared';
import { users } from '../db/schema';
import { notFound } from '../http/errors';
import { recordPermission, type Permission } from '../permissions';
import { sharedLevels } from '../permissions/shares';
import { fullName } from '../users/model';
import { loadChildren } from './children';
import { kindOf, scope, viewerShape, type StoredKind, type Viewer } from './kinds';

/** A record as read: the catalogue's fields keyed by property, plus objectName, name and url. */
export type Row = Record<string, unknown> & {
  id: number;
  ownerId: number;
  isLocked: boolean;
  version: number;
  name: string;
  objectName: string;
  url: string;
};
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
  const rows = page
    ? await query
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset ?? 0)
    : await query;
  return rows.map((r) => toRow(kind, r));
}

/** The live rows of the kind the viewer may reach among `ids` (`idsOf`: `= any($ids)`), one query shape per kind and viewer shape. */
async function rowsWhere(db: Db, kind: StoredKind, viewer: Viewer, what: 'id' | 'ids', value: number | number[]): Promise<Row[]> {
  const shape = viewerShape(viewer);
  const key = `rows:${what}:${kind.type.objectName}:${shape.key}`;
  const query = prepared(db, key, () =>
    db
      .select(kind.selection)
      .from(kind.table)
      .where(scope(kind, shape.viewer, what === 'id' ? eq(kind.col('id'), sql.placeholder('id')) : anyOf(kind.col('id'), 'ids')))
      .prepare(statementName(key)),
  );
  const rows = (await query.execute({ ...shape.values, [what]: value })) as Record<string, unknown>[];
  return rows.map((r) => toRow(kind, r));
}

export async function findRow(db: Db, kind: StoredKind, viewer: Viewer, id: number): Promise<Row | null> {
  const [row] = await rowsWhere(db, kind, viewer, 'id', id);
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
  return rowsWhere(db, kind, viewer, 'ids', ids);
}

/** Each row's permission for the session user; shares are read in one query, only for rows below lock. */
export async function withPermissions<R extends Row>(
  db: Db,
  kind: StoredKind,
  auth: UserAuth,
  rows: R[],
): Promise<(R & { permission: Permission })[]> {
  const module = kind.type.module;
  const below = rows.filter((r) => recordPermission(auth.user, module, r) !== 'lock').map((r) => r.id);
  const shared = await sharedLevels(db, { companyId: auth.companyId, userId: auth.user.id }, kind.type.objectName, below);
  return rows.map((row) => ({ ...row, permission: recordPermission(auth.user, module, row, shared.get(row.id)) }));
}

export async function permissionOf(db: Db, kind: StoredKind, auth: UserAuth, row: Row): Promise<Permission> {
  const [withPermission] = await withPermissions(db, kind, auth, [row]);
  return withPermission!.permission;
}

/** The models of rows of one kind: parties carry their addresses, phones and e-mails (one query per child table). */
export async function modelsOf<R extends Row>(db: Db, kind: StoredKind, companyId: number, rows: R[]): Promise<R[]> {
  if (!kind.type.traits.party || rows.length === 0) return rows;
  const children = await loadChildren(
    db,
    companyId,
    kind.type.objectName,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, ...children.get(row.id)! }));
}

export async function modelOf(db: Db, kind: StoredKind, companyId: number, row: Row): Promise<Row> {
  return (await modelsOf(db, kind, companyId, [row]))[0]!;
}

/**
 * The model of a record just inserted with no child entries: a party's lists are empty, with no query to read them
 * (a new id has no children but those its insert wrote).
 */
export function childlessModel(kind: StoredKind, row: Row): Row {
  return kind.type.traits.party ? { ...row, addressList: [], phoneList: [], emailList: [] } : row;
}

/** Rows of any stored kinds with their child lists (a role list mixes organizations and people). */
export async function withChildLists<R extends Row>(db: Db, companyId: number, rows: R[]): Promise<R[]> {
  const byName = new Map<string, R[]>();
  for (const r of rows) byName.set(r.objectName, [...(byName.get(r.objectName) ?? []), r]);
  const models = new Map<R, R>();
  await Promise.all(
    [...byName].map(async ([objectName, list]) => {
      const kind = kindOf(objectName);
      const full = kind ? await modelsOf(db, kind, companyId, list) : list;
      list.forEach((r, i) => models.set(r, full[i]!));
    }),
  );
  return rows.map((r) => models.get(r)!);
}

/** Full names of users of the company by id (one query). */
export async function ownerNames(db: Db, companyId: number, ownerIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(ownerIds)];
  if (ids.length === 0) return new Map();
  const query = prepared(db, 'ownerNames', () =>
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(anyOf(users.id, 'ids'), eq(users.companyId, sql.placeholder('companyId'))))
      .prepare(statementName('ownerNames')),
  );
  const rows = await query.execute({ ids, companyId });
  return new Map(rows.map((u) => [u.id, fullName(u)]));
}
