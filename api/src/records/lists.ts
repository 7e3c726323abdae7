// Lists and searches of any stored type: paging with the catalogue's sort keys and filters, batches by
// id (what the bff's loaders call), name search and check, quick search.
import { asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { FieldDef, RecordTypeDef } from '../../../contract';
import { fieldsOf } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { atLeast } from '../permissions';
import { refNameKey, scope, type StoredKind } from './kinds';
import { permissionOf, selectRows, withPermissions, type Row } from './read';

const TEXT_KINDS = new Set(['text', 'textarea', 'email', 'url', 'phone', 'select']);
/** Text columns sort case-insensitively; status is a select stored as 0/1. */
export const sortsAsText = (f: FieldDef) => TEXT_KINDS.has(f.kind) && f.name !== 'status';

/** Sort keys of a type: `name` and every sortable field. */
export const sortKeys = (type: RecordTypeDef): [string, ...string[]] => ['name', ...fieldsOf(type).filter((f) => f.sortable && f.name !== 'name').map((f) => f.name)];
export const filterFields = (type: RecordTypeDef) => fieldsOf(type).filter((f) => f.filterable);

/** A filter value as sent (JSON or query string); null filters for an empty field. */
function filterSchema(f: FieldDef): z.ZodType {
  if (f.kind === 'checkbox') return z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
  if (f.name === 'status' || ['number', 'percent', 'duration', 'user', 'record'].includes(f.kind)) return z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647);
  return z.string().max(500);
}

const schemas = new Map<string, z.ZodType<PagingInput>>();
/** PagingAndSorting's body for a type; orderBy outside the catalogue's sort keys is a 400. */
export function pagingSchema(type: RecordTypeDef): z.ZodType<PagingInput> {
  let schema = schemas.get(type.objectName);
  if (!schema) {
    const filters = Object.fromEntries(filterFields(type).map((f) => [f.name, filterSchema(f).nullable().optional()]));
    schema = z.object({
      currentPage: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
      orderBy: z.enum(sortKeys(type)).default('name'),
      direction: z
        .string()
        .default('asc')
        .transform((d) => d.toLowerCase())
        .pipe(z.enum(['asc', 'desc'])),
      parameter: z
        .object({ keyword: z.string().max(200).nullish(), ...filters })
        .nullish()
        .transform((p) => p ?? {}),
    }) as unknown as z.ZodType<PagingInput>;
    schemas.set(type.objectName, schema);
  }
  return schema;
}

export interface PagingInput {
  currentPage: number;
  pageSize: number;
  orderBy: string;
  direction: 'asc' | 'desc';
  parameter: { keyword?: string | null } & Record<string, unknown>;
}

/** The query string of `List` as a PagingAndSorting body (filters by field name too). */
export function listQueryInput(type: RecordTypeDef, query: unknown): PagingInput {
  const q = (query ?? {}) as Record<string, unknown>;
  const given = (v: unknown) => (v === '' || v === undefined ? undefined : v);
  const parameter: Record<string, unknown> = { keyword: given(q.keyword) };
  for (const f of filterFields(type)) if (given(q[f.name]) !== undefined) parameter[f.name] = q[f.name];
  return parseBody(pagingSchema(type), {
    currentPage: given(q.currentPage),
    pageSize: given(q.pageSize),
    orderBy: given(q.orderBy),
    direction: given(q.direction),
    parameter,
  });
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Keyword search: the display name and every searchable field. */
export function keywordFilter(kind: StoredKind, keyword: string | null | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const columns = [kind.nameSql, ...kind.fields.filter((f) => f.searchable).map((f) => kind.col(f.name))];
  return or(...columns.map((c) => ilike(c, likePattern(k))));
}

/** Exact-match filters of `parameter` on the catalogue's filterable fields. */
export function fieldFilters(kind: StoredKind, parameter: Record<string, unknown>): SQL[] {
  const out: SQL[] = [];
  for (const f of kind.fields.filter((x) => x.filterable)) {
    if (!(f.name in parameter) || parameter[f.name] === undefined) continue;
    const value = parameter[f.name];
    out.push(value === null ? isNull(kind.col(f.name)) : eq(kind.col(f.name), value));
  }
  return out;
}

/** The ORDER BY expression of a sort key: names and text case-insensitively (same on PGlite and PostgreSQL). */
export function sortExpression(kind: StoredKind, key: string): SQL | PgColumn {
  if (key === 'name') return sql`lower(${kind.nameSql})`;
  const f = kind.fields.find((x) => x.name === key)!;
  return sortsAsText(f) ? sql`lower(${kind.col(key)})` : kind.col(key);
}

export async function pageRecords(db: Db, kind: StoredKind, auth: UserAuth, input: PagingInput) {
  const where = scope(kind, auth, keywordFilter(kind, input.parameter.keyword), ...fieldFilters(kind, input.parameter));
  const dir = input.direction === 'desc' ? desc : asc;
  // The id tie-breaker keeps pages stable when sort values repeat.
  const [data, [total]] = await Promise.all([
    selectRows(db, kind, where, {
      orderBy: [sql`${dir(sortExpression(kind, input.orderBy))} nulls last`, dir(kind.col('id'))],
      limit: input.pageSize,
      offset: (input.currentPage - 1) * input.pageSize,
    }),
    db.select({ n: count() }).from(kind.table).where(where),
  ]);
  const totalItem = total?.n ?? 0;
  return { data: await withPermissions(db, kind, auth, data), totalPage: Math.ceil(totalItem / input.pageSize), totalItem };
}

/** `idList=1,2,3`: at most 100 ids; malformed entries are a 400. */
export function parseIdList(raw: unknown): number[] {
  const parts = String(raw ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const ids = [...new Set(parts.map(Number))];
  if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) throw badRequest('Invalid idList');
  if (ids.length > 100) throw badRequest('idList takes at most 100 ids');
  return ids;
}

/** Exactly the live rows of the company among `ids`, in any order. */
export async function rowsForIds(db: Db, kind: StoredKind, auth: UserAuth, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectRows(db, kind, scope(kind, auth, inArray(kind.col('id'), ids)));
  return withPermissions(db, kind, auth, rows);
}

export async function nameSearch(db: Db, kind: StoredKind, auth: UserAuth, term: string) {
  const t = term.trim();
  if (t.length < 2) return [];
  const rows = await selectRows(db, kind, scope(kind, auth, ilike(kind.nameSql, likePattern(t))), {
    orderBy: [asc(sql`lower(${kind.nameSql})`), asc(kind.col('id'))],
    limit: 10,
  });
  return rows.map((r) => ({ id: r.id, name: r.name, objectName: r.objectName, url: r.url }));
}

/** The writable record of that exact name: 404 "Invalid object" when none, 403 "No permission" when not writable. */
export async function nameCheck(db: Db, kind: StoredKind, auth: UserAuth, name: string) {
  const n = name.trim();
  const rows = n
    ? await selectRows(db, kind, scope(kind, auth, sql`lower(${kind.nameSql}) = ${n.toLowerCase()}`), { orderBy: [asc(kind.col('id'))], limit: 5 })
    : [];
  if (rows.length === 0) throw notFound('Invalid object');
  for (const row of rows) {
    if (atLeast(await permissionOf(db, kind, auth, row), 'write')) return { id: row.id, name: row.name };
  }
  throw forbidden('No permission');
}

/** Second line of a quick-search hit: the name of the first record the row refers to. */
function parentName(kind: StoredKind, row: Row): string | null {
  for (const f of kind.fields) {
    const v = f.kind === 'record' ? row[refNameKey(f.name)] : undefined;
    if (typeof v === 'string' && v) return v;
  }
  return null;
}

export function quickSearchHit(kind: StoredKind, r: Row) {
  return {
    id: r.id,
    objectType: kind.type.objectName,
    name: r.name,
    parentName: parentName(kind, r),
    customerType: r.isCustomer ? 'Customer' : r.isLead ? 'Lead' : null,
    supplierType: r.isSupplier ? 'Supplier' : null,
    link: r.url,
  };
}

export async function quickSearch(db: Db, kind: StoredKind, auth: UserAuth, keyword: string) {
  const k = keyword.trim();
  if (k.length < 2) return [];
  const rows = await selectRows(db, kind, scope(kind, auth, keywordFilter(kind, k)), {
    orderBy: [asc(sql`lower(${kind.nameSql})`), asc(kind.col('id'))],
    limit: 20,
  });
  return rows.map((r) => quickSearchHit(kind, r));
}
