// The table binding of every stored record type, derived from the catalogue: columns by model property,
// the display-name expression, the selection of a model row and the scope of live rows.
import { and, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fieldsOf, recordType, storedTypes, type FieldDef, type RecordTypeDef } from '../../../contract';
import { SORT_NAME, storesSortName } from '../db/list-keys';
import { snake, type RecordTable } from '../db/records';
import { recordTables } from '../db/schema';

export interface Viewer {
  companyId: number;
  user: { id: number; isAdministrator: boolean };
  /** Types outside the viewer's plan: their rows, and follows of them, are out of scope. */
  lockedObjects?: readonly string[];
}

export interface StoredKind {
  type: RecordTypeDef;
  table: RecordTable;
  /** fieldsOf(type): the catalogue's fields of the type, in order. */
  fields: readonly FieldDef[];
  /** The column of a model property. */
  col(name: string): PgColumn;
  /** Display name of a row (sorting, searching, name checks). */
  nameSql: SQL;
  /** What a model row reads: id, every catalogue field, name, the names of referenced records. */
  selection: Record<string, PgColumn | SQL.Aliased>;
  /** Values every insert of the type carries (a Call is a task of type call). */
  fixed: Record<string, unknown>;
}

const qualified = (alias: string, field: string) => sql`${sql.identifier(alias)}.${sql.identifier(snake(field))}`;

/** The display-name expression of a type over a table alias (one field, or several joined by a space). */
export function nameExpr(type: RecordTypeDef, column: (field: string) => SQL | PgColumn): SQL {
  const parts = type.nameFields.map(column);
  if (parts.length === 1) return sql`coalesce(${parts[0]}, '')`;
  return sql`trim(concat_ws(' ', ${sql.join(parts, sql`, `)}))`;
}

/** `organizationId` → `organizationName`: the name of the record a reference points to. */
export const refNameKey = (field: string) => `${field.replace(/Id$/, '')}Name`;

function bind(type: RecordTypeDef): StoredKind {
  const table = recordTables[type.table as keyof typeof recordTables] as RecordTable;
  const columns = table as unknown as Record<string, PgColumn>;
  const col = (name: string) => {
    const c = columns[name];
    if (!c) throw new Error(`${type.objectName}: no column for ${name}`);
    return c;
  };
  const fields = fieldsOf(type);
  // A joined name is read from its stored, indexed copy.
  const nameSql = storesSortName(type) ? sql`${col(SORT_NAME)}` : nameExpr(type, col);
  const selection: StoredKind['selection'] = { id: col('id') };
  for (const f of fields) selection[f.name] = col(f.name);
  selection.isLocked = col('isLocked');
  selection.createdBy = col('createdBy');
  selection.modifiedBy = col('modifiedBy');
  selection.version = col('version');
  if (!selection.name) selection.name = nameSql.as('record_name');
  // Names of referenced records travel with the row, so a list never needs a lookup per row for them.
  for (const f of fields) {
    const target = f.kind === 'record' && f.ref && f.ref !== '*' ? recordType(f.ref) : undefined;
    if (!target || target.role) continue;
    const targetTable = `${target.table}`;
    // The outer column is qualified by hand: drizzle leaves it bare, which inside a subquery on the same
    // table (a parent organization, a person's manager) would name the subquery's own column.
    selection[refNameKey(f.name)] = sql<string | null>`(select ${nameExpr(target, (n) => qualified('ref_t', n))} from ${sql.identifier(
      targetTable,
    )} ${sql.identifier('ref_t')} where ${qualified('ref_t', 'id')} = ${qualified(type.table, f.name)} and ${qualified('ref_t', 'deletedAt')} is null)`.as(
      snake(refNameKey(f.name)),
    );
  }
  const fixed = type.discriminator ? { [type.discriminator.field]: type.discriminator.value } : {};
  return { type, table, fields, col, nameSql, selection, fixed };
}

const kinds = new Map(storedTypes.map((t) => [t.objectName, bind(t)]));

/** The stored kind of a stored type's object name (case-insensitive), or undefined. */
export function kindOf(objectName: string): StoredKind | undefined {
  const type = recordType(objectName);
  return type && !type.role ? kinds.get(type.objectName) : undefined;
}

export function requireKind(objectName: string): StoredKind {
  const kind = kindOf(objectName);
  if (!kind) throw new Error(`not a stored record type: ${objectName}`);
  return kind;
}

/**
 * Live rows of the kind in the viewer's company. Follows (Watch rows) are private: a user reaches only
 * their own unless administrator.
 */
/** Nothing of a locked type reads, and no follow of a locked record (a follow carries its record's name). */
function lockedScope(kind: StoredKind, locked: readonly string[] | undefined): SQL[] {
  if (!locked || locked.length === 0) return [];
  if (locked.includes(kind.type.objectName)) return [sql`false`];
  return kind.type.objectName === 'Watch' ? [notInArray(kind.col('parentObject'), [...locked])] : [];
}

export function scope(kind: StoredKind, viewer: Viewer, ...extra: (SQL | undefined)[]): SQL {
  return and(
    eq(kind.col('companyId'), viewer.companyId),
    isNull(kind.col('deletedAt')),
    kind.type.discriminator ? eq(kind.col(kind.type.discriminator.field), kind.type.discriminator.value) : undefined,
    kind.type.objectName === 'Watch' && !viewer.user.isAdministrator ? eq(kind.col('ownerId'), viewer.user.id) : undefined,
    ...lockedScope(kind, viewer.lockedObjects),
    ...extra,
  )!;
}

/**
 * A viewer whose company and user are placeholders (`companyId`, `userId`), for a query shape built once
 * (db/prepared.ts): `key` names what the shape still depends on (whether administrator, the locked types), `values`
 * fills the placeholders for this viewer.
 */
export function viewerShape(viewer: Viewer): { viewer: Viewer; key: string; values: { companyId: number; userId: number } } {
  const locked = viewer.lockedObjects ?? [];
  return {
    viewer: {
      companyId: sql.placeholder('companyId') as unknown as number,
      user: { id: sql.placeholder('userId') as unknown as number, isAdministrator: viewer.user.isAdministrator },
      lockedObjects: locked,
    },
    key: `${viewer.user.isAdministrator ? 'admin' : 'user'}:${locked.join(',')}`,
    values: { companyId: viewer.companyId, userId: viewer.user.id },
  };
}

/** Live rows of the kind in a company, whoever looks (reference checks). */
export const companyScope = (kind: StoredKind, companyId: number, ...extra: (SQL | undefined)[]) =>
  scope(kind, { companyId, user: { id: 0, isAdministrator: true } }, ...extra);
