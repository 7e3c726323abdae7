// Lead, Customer and Supplier are roles of organizations and people: their lists run over both tables,
// and a role id (leadId, …) names the one party that holds it.
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fieldsOf, recordType, type RecordTypeDef } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { sortNullable } from '../db/list-keys';
import { badRequest, forbidden, notFound } from '../http/errors';
import { atLeast } from '../permissions';
import { INVALID_CURSOR } from './cursor';
import { requireKind, scope, type StoredKind } from './kinds';
import {
  fieldFilters,
  keywordFilter,
  knownPair,
  nameContains,
  quickSearchHit,
  sortExpression,
  totalLimit,
  type PagingInput,
} from './lists';
import { permissionOf, toRow, withPermissions, type Row, type RowWithPermission } from './read';
import { sumTotals, totalOf } from './totals';

export const roleOf = (type: RecordTypeDef) => type.role!;
export const partyKinds = (type: RecordTypeDef) => roleOf(type).of.map(requireKind);

/**
 * Rows of one party kind holding the role. The flag is tested as itself (not `= $1`), so the role's partial indexes
 * (`… WHERE deleted_at IS NULL AND is_lead`, records.ts) are provably usable under any plan.
 */
const inRole = (type: RecordTypeDef, kind: StoredKind, auth: UserAuth, ...extra: (SQL | undefined)[]) =>
  scope(kind, auth, sql`${kind.col(roleOf(type).flag)}`, ...extra);

/** The party holding role id `roleId`, or 404. */
export async function resolveRole(db: Db, type: RecordTypeDef, auth: UserAuth, roleId: number): Promise<{ kind: StoredKind; row: Row }> {
  for (const kind of partyKinds(type)) {
    const [raw] = await db
      .select(kind.selection)
      .from(kind.table)
      .where(inRole(type, kind, auth, eq(kind.col(roleOf(type).idField), roleId)));
    if (raw) return { kind, row: toRow(kind, raw) };
  }
  throw notFound(`${type.label} not found`);
}

/** The party type a role Add creates: a Person when the body says so, else an Organization. */
export function roleAddKind(type: RecordTypeDef, body: unknown): StoredKind {
  const asked = body && typeof body === 'object' ? (body as Record<string, unknown>).objectName : undefined;
  const name = typeof asked === 'string' && recordType(asked)?.objectName === 'Person' ? 'Person' : 'Organization';
  return partyKinds(type).find((k) => k.type.objectName === name) ?? partyKinds(type)[0]!;
}

/** The columns both party tables share for a role list (every field of the role type). */
function unionSelection(type: RecordTypeDef, kind: StoredKind, sortValue: SQL | PgColumn) {
  const selection: Record<string, PgColumn | SQL.Aliased> = {
    id: kind.col('id'),
    objectName: sql<string>`${sql.raw(`'${kind.type.objectName}'::text`)}`.as('object_name'),
    name: sql<string>`${kind.nameSql}`.as('display_name'),
    sortValue: sql`${sortValue}`.as('sort_value'),
  };
  for (const f of fieldsOf(type)) if (f.name !== 'name') selection[f.name] = kind.col(f.name);
  return selection;
}

async function withRolePermissions(db: Db, auth: UserAuth, kinds: StoredKind[], rows: Row[]): Promise<RowWithPermission[]> {
  const out = new Map<Row, RowWithPermission>();
  for (const kind of kinds) {
    const mine = rows.filter((r) => r.objectName === kind.type.objectName);
    const permitted = await withPermissions(db, kind, auth, mine);
    mine.forEach((r, i) => out.set(r, permitted[i]!));
  }
  return rows.map((r) => out.get(r)!);
}

const toPartyRow = (kinds: StoredKind[], raw: Record<string, unknown>): Row => {
  const { sortValue: _sort, ...rest } = raw;
  return toRow(
    kinds.find((k) => k.type.objectName === raw.objectName)!,
    rest,
  );
};

/** PagingAndSorting over organizations and people in the role. */
export async function pageRoles(db: Db, type: RecordTypeDef, auth: UserAuth, input: PagingInput) {
  if (input.after) throw badRequest(INVALID_CURSOR);
  const kinds = partyKinds(type);
  // A count plans no order, so an exact pair code may decide it alone (keywordFilter's `byCodes`); the page keeps the
  // ILIKEs unless the statistics know the pair, as theirs tell the planner whether walking the role's index finds a
  // page soon. An estimate also leaves out the filters' index helpers (fieldFilters' `forIndex`).
  const where = (kind: StoredKind, byCodes = false, forIndex = true) =>
    inRole(
      type,
      kind,
      auth,
      keywordFilter(kind, input.parameter.keyword, byCodes),
      ...fieldFilters(kind, input.parameter, forIndex),
      input.where?.(kind),
    );
  // Empty values last both ways, as every list (listReader): a key that cannot be empty sorts as its index runs.
  const nullsLast = kinds.some((kind) => sortNullable(kind.type, input.orderBy, kind.col));
  const dir = input.direction === 'desc' ? (nullsLast ? sql`desc nulls last` : sql`desc`) : sql`asc`;
  const idDir = input.direction === 'desc' ? sql`desc` : sql`asc`;
  const offset = (input.currentPage - 1) * input.pageSize;
  // Each table's parties in the role, in the page's order (value, then id: the order of the table's role index), and
  // only as many as the page could need: PostgreSQL merges the two index scans and stops after the page. Ordered
  // over the union alone it read and sorted every party in the role (a Lead page of 19,000 leads: 38 ms at the api),
  // as it cannot order a UNION ALL of tables through their indexes when their tenant condition leads the index.
  // A pair whose code a table's statistics know is found by its code alone there (lists.ts, keywordFilter's `byCodes`).
  const known = await Promise.all(kinds.map((kind) => knownPair(db, input.parameter.keyword, kind.type)));
  const [first, second] = kinds.map((kind, i) => {
    const value = sortExpression(kind, input.orderBy);
    return db
      .select(unionSelection(type, kind, value))
      .from(kind.table)
      .where(where(kind, known[i]))
      .orderBy(sql`${value} ${dir}`, sql`${kind.col('id')} ${idDir}`)
      .limit(offset + input.pageSize);
  });
  const [raw, totals] = await Promise.all([
    first!
      .unionAll(second!)
      // Ties by id, then type (a person and an organization of the same name and id).
      .orderBy(sql`sort_value ${dir}`, sql`id ${idDir}`, sql`object_name ${idDir}`)
      .limit(input.pageSize)
      .offset(offset),
    Promise.all(kinds.map((kind, i) => totalOf(db, kind, where(kind, true), totalLimit(input), where(kind, true, false), known[i]))),
  ]);
  // A first page that is not full holds every party: its count is exact, even where the totals were estimated uncounted.
  const total = input.currentPage === 1 && raw.length < input.pageSize ? { totalItem: raw.length, totalExact: true } : sumTotals(totals);
  const rows = raw.map((r) => toPartyRow(kinds, r));
  // Offset paging only: a role list's order spans two tables (nextCursor stays null, `after` is refused).
  return {
    data: await withRolePermissions(db, auth, kinds, rows),
    totalPage: Math.ceil(total.totalItem / input.pageSize),
    ...total,
    nextCursor: null,
  };
}

/** The parties holding the given role ids (one query per party table), each with the role id it was asked by. */
export async function resolveRoles(
  db: Db,
  type: RecordTypeDef,
  auth: UserAuth,
  roleIds: number[],
): Promise<{ id: number; kind: StoredKind; row: Row }[]> {
  if (roleIds.length === 0) return [];
  const idField = roleOf(type).idField;
  const found = await Promise.all(
    partyKinds(type).map(async (kind) => {
      const raw = await db
        .select(kind.selection)
        .from(kind.table)
        .where(inRole(type, kind, auth, inArray(kind.col(idField), roleIds)));
      return raw.map((r) => {
        const row = toRow(kind, r);
        return { id: row[idField] as number, kind, row };
      });
    }),
  );
  return found.flat();
}

/** The parties holding the given role ids. */
export async function roleRowsForIds(db: Db, type: RecordTypeDef, auth: UserAuth, roleIds: number[]) {
  const rows = (await resolveRoles(db, type, auth, roleIds)).map((r) => r.row);
  return withRolePermissions(db, auth, partyKinds(type), rows);
}

/** The first `limit` parties of the role by name matching `filter` (both tables at once). */
async function searchRoles(
  db: Db,
  type: RecordTypeDef,
  auth: UserAuth,
  filter: (kind: StoredKind) => Promise<SQL | undefined> | SQL | undefined,
  limit: number,
) {
  const found = await Promise.all(
    partyKinds(type).map(async (kind) => {
      const raw = await db
        .select(kind.selection)
        .from(kind.table)
        .where(inRole(type, kind, auth, await filter(kind)))
        .orderBy(asc(sortExpression(kind, 'name')), desc(kind.col('id')))
        .limit(limit);
      return raw.map((r) => ({ kind, row: toRow(kind, r) }));
    }),
  );
  return found
    .flat()
    .sort((a, b) => a.row.name.toLowerCase().localeCompare(b.row.name.toLowerCase()))
    .slice(0, limit);
}

export async function roleNameSearch(db: Db, type: RecordTypeDef, auth: UserAuth, term: string) {
  const t = term.trim();
  if (t.length < 2) return [];
  const hits = await searchRoles(db, type, auth, (kind) => nameContains(kind, t), 10);
  return hits.map(({ row }) => ({ id: row[roleOf(type).idField] as number, name: row.name, objectName: row.objectName, url: row.url }));
}

export async function roleQuickSearch(db: Db, type: RecordTypeDef, auth: UserAuth, keyword: string) {
  const k = keyword.trim();
  if (k.length < 2) return [];
  const hits = await searchRoles(db, type, auth, async (kind) => keywordFilter(kind, k, await knownPair(db, k, kind.type)), 20);
  return hits.map(({ kind, row }) => quickSearchHit(kind, row));
}

export async function roleNameCheck(db: Db, type: RecordTypeDef, auth: UserAuth, name: string) {
  const n = name.trim().toLowerCase();
  const hits = n ? await searchRoles(db, type, auth, (kind) => sql`${sortExpression(kind, 'name')} = ${n}`, 5) : [];
  if (hits.length === 0) throw notFound('Invalid object');
  for (const { kind, row } of hits) {
    if (atLeast(await permissionOf(db, kind, auth, row), 'write')) return { id: row[roleOf(type).idField] as number, name: row.name };
  }
  throw forbidden('No permission');
}
