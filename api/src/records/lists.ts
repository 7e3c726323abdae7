// Lists and searches of any stored type: paging with the catalogue's sort keys and filters, batches by
// id (what the bff's loaders call), name search and check, quick search.
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FieldDef, RecordTypeDef } from '../../../contract';
import {
  asciiPairCode,
  asciiPairQueryCode,
  exactPair,
  keywordColumns,
  pairCandidates,
  pairCodesDecide,
  pairPlaceholderValues,
  searchColumns,
  sortKeys,
  sortNullable,
  sortsAsText,
  sortValue,
} from '../db/list-keys';
import { fieldsOf } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { knownPairCodes } from '../db/pair-statistics';
import { prepared, UNNAMED } from '../db/prepared';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { atLeast } from '../permissions';
import { refNameKey, scope, viewerShape, type StoredKind, type Viewer } from './kinds';
import { encodeCursor, decodeCursor } from './cursor';
import { permissionOf, rowsByIds, selectRows, toRow, withPermissions, type Row } from './read';
import { cappedCount, EXACT_TOTAL_LIMIT, SEARCH_TOTAL_LIMIT, totalFromCount, totalOf, uncountedTotal, type Total } from './totals';

export { sortKeys, sortsAsText } from '../db/list-keys';
export const filterFields = (type: RecordTypeDef) => fieldsOf(type).filter((f) => f.filterable);

/** A filter value as sent (JSON or query string); null filters for an empty field. */
function filterSchema(f: FieldDef): z.ZodType {
  if (f.kind === 'checkbox') return z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
  if (f.name === 'status' || ['number', 'percent', 'duration', 'user', 'record'].includes(f.kind))
    return z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647);
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
      // A keyset cursor (a page's `nextCursor`): the page after that row; `currentPage` is then ignored.
      after: z.string().max(2000).nullish(),
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
  after?: string | null;
  parameter: { keyword?: string | null } & Record<string, unknown>;
  /** A further condition per stored kind (a saved view's or an advanced search's criteria). */
  where?: (kind: StoredKind) => SQL | undefined;
  /** The keyword goes in as placeholders (a query built once for the keyword's shape: firstPageRows). */
  boundKeyword?: boolean;
  /** The keyword is a pair whose code the statistics know (knownPair): its code alone finds its rows in every query. */
  knownPair?: boolean;
  /** false: rows without their extra values (`extra_{id}`), for a caller that shows none (page-fields.ts). */
  extraValues?: boolean;
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
    after: given(q.after),
    parameter,
  });
}

/** `%term%` for ILIKE, the term's own wildcards and escape character escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Keyword search: the display name and every searchable field (keywordColumns), each matched by its own `ILIKE` so
 * each can use its trigram index (an empty name never contains a non-empty term, so the raw column does).
 *
 * A two-character term (too short for the trigram indexes) narrows the rows through the table's stored pair codes
 * first (list-keys.ts, PAIRS_COLUMN). `byCodes`: where an exact code decides alone, the ILIKEs are planned away: for
 * counts and their estimates, and for every query of a pair the statistics know (knownPair), which they price well.
 * Any other pair's queries that walk or collect rows keep them, though they decide nothing there: the planner prices
 * a pair outside the codes' statistics at a floor and under-prices testing a row's codes (~1 µs), and only the
 * ILIKEs' pattern statistics tell it a rare pair is rare (without them a quick search by name walked all 100,000 rows
 * for a pair none holds). Testing five ILIKEs costs ~1 µs a row: collecting a known pair's 2,000 rows took 3.0–3.7 ms
 * with them, 1.6 ms without.
 */
export function keywordFilter(kind: StoredKind, keyword: string | null | undefined, byCodes = false, bound = false): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const columns = keywordColumns(kind.type);
  const pattern = bound ? sql.placeholder('keyword_pattern') : likePattern(k);
  const matches = or(...columns.map((c) => ilike(kind.col(c), pattern)));
  const pair = pairCandidates(kind.type.table, k, columns, bound);
  if (!pair) return matches;
  return and(pair, byCodes && pairCodesDecide(kind.type.table, columns) ? or(exactPair(k, bound), matches) : matches);
}

/**
 * What a keyword filter's SQL text depends on (its shape: none, a longer term, a pair with an exact code, any other
 * pair), and the values of its placeholders (keywordFilter's `bound`) for this term.
 */
function keywordShape(keyword: string | null | undefined, known = false): { key: string; values: Record<string, unknown> } {
  const k = keyword?.trim();
  if (!k) return { key: '', values: {} };
  const values = { keyword_pattern: likePattern(k), ...pairPlaceholderValues(k) };
  return { key: [...k].length !== 2 ? 'text' : known ? 'known pair' : asciiPairCode(k) !== null ? 'ascii pair' : 'pair', values };
}

/**
 * Exact-match filters of `parameter` on the catalogue's filterable fields. A text field that is also a sort key is
 * matched on its sort value too (`lower(industry) = lower('Software')`, true of every row the exact match keeps), so
 * the key's index answers it: counted by the exact match alone, the 10,000 software companies of 100,000 took a scan
 * of every row (3–6 ms; 0.7 ms on the index). Not for an estimate (`forIndex` false): the planner takes the two for
 * independent and multiplies their shares (975 estimated for 10,000).
 */
export function fieldFilters(kind: StoredKind, parameter: Record<string, unknown>, forIndex = true): SQL[] {
  const out: SQL[] = [];
  const keys = sortKeys(kind.type);
  for (const f of kind.fields.filter((x) => x.filterable)) {
    if (!(f.name in parameter) || parameter[f.name] === undefined) continue;
    const value = parameter[f.name];
    if (value === null) {
      out.push(isNull(kind.col(f.name)));
      continue;
    }
    out.push(eq(kind.col(f.name), value));
    if (forIndex && sortsAsText(f) && keys.includes(f.name)) out.push(sql`${sortExpression(kind, f.name)} = lower(${value}::text)`);
  }
  return out;
}

/** The ORDER BY value of a sort key (the expression its index is built on). */
export const sortExpression = (kind: StoredKind, key: string) => sortValue(kind.type, key, kind.col);

/** Cursor text of each row's sort value, selected with the page. */
export const SORT_VALUE = '__sortValue';
/** The list's capped count (totals.ts), selected with the page: one query answers both. */
export const TOTAL = '__total';

/** How far a list's total is counted exactly: further for a keyword search (totals.ts says why). */
export function totalLimit(input: PagingInput): number {
  return input.parameter.keyword?.trim() ? SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT;
}

/**
 * Whether a list's keyword is a pair whose rows the statistics know: an ASCII pair whose exact code decides
 * (pairCodesDecide) and is among the most common elements of the table's codes (db/pair-statistics.ts), so its
 * estimate may stand in for its count (totals.ts, UNCOUNTED_PAIR_ROWS: 32,350 of 100,000 organizations hold "er",
 * estimated 32,350). Any other pair's estimate is a floor the planner assumes, whatever its real count.
 */
export async function knownPair(db: Db, keyword: string | null | undefined, type: RecordTypeDef): Promise<boolean> {
  const k = keyword?.trim();
  const columns = keywordColumns(type);
  const code = k ? asciiPairQueryCode(type.table, k, columns) : null;
  return code !== null && pairCodesDecide(type.table, columns) && (await knownPairCodes(db, type.table)).has(code);
}

/**
 * How a list page is read. Order: the key's value, empty values last in both directions, ties by id. The
 * ORDER BY is written to match the key's generated index exactly (ascending; descending on an index of its
 * own when the value can be empty, else backwards), so page 1 and every keyset page are index range scans.
 * Every row of the page carries the list's capped count (TOTAL), so a page and its total are one round trip.
 *
 * A keyword search cannot know from the statistics how many rows match (ILIKE '%term%' over several columns),
 * and the right plan depends on it: for a rare term, collect the matches through the trigram indexes and sort
 * them; for a common one, walk the sort index and stop after a page (the first is ~50× slower there, the second
 * for a rare term). So the query decides while it runs: it collects up to SEARCH_TOTAL_LIMIT + 1 matches once
 * (`matched`, what the count needs anyway), and pages from them when that is all of them, else walks the index
 * (each branch behind a one-time filter on the count, so only one runs).
 * Exported for the EXPLAIN test and the benchmark, which check the very queries the api runs.
 */
export function listReader(db: Db, kind: StoredKind, viewer: Viewer, input: PagingInput) {
  const conditions = (forTotal: boolean) =>
    scope(
      kind,
      viewer,
      keywordFilter(kind, input.parameter.keyword, forTotal || input.knownPair, input.boundKeyword),
      ...fieldFilters(kind, input.parameter, !forTotal),
      input.where?.(kind),
    );
  const where = conditions(false);
  // The same rows for a total of its own or its estimate (above the count's limit), as the statistics estimate them
  // best: an exact pair code alone (the ILIKEs' pattern statistics cannot tell a common pair), and no filter twice.
  const totalWhere = conditions(true);
  const keyword = !!input.parameter.keyword?.trim();
  const limit = totalLimit(input);
  const value = sortExpression(kind, input.orderBy);
  const nullable = sortNullable(kind.type, input.orderBy, kind.col);
  const id = kind.col('id');
  const descending = input.direction === 'desc';
  const order = (v: SQL, i: SQL) => (descending ? [nullable ? sql`${v} desc nulls last` : desc(v), desc(i)] : [asc(v), asc(i)]);
  // The table's value and id, or the collected matches' (one SQL type for both).
  const tableValue = sql`${value}`;
  const tableId = sql`${id}`;
  const orderBy = order(tableValue, tableId);
  const selection: StoredKind['selection'] = { ...kind.selection, [SORT_VALUE]: sql<string | null>`(${value})::text`.as('sort_value') };
  const cursor = input.after ? decodeCursor(input.after, input.orderBy, input.direction) : null;
  const past = descending ? sql`<` : sql`>`;
  /** Rows after the cursor, over a value and id (the table's, or the collected matches'). */
  type Condition = (v: SQL, i: SQL) => SQL | undefined;
  const afterCursor: Condition = (v, i) => {
    if (!cursor) return undefined;
    // Inside the trailing empty values: by id alone.
    if (cursor.value === null) return and(isNull(v), descending ? lt(i, cursor.id) : gt(i, cursor.id));
    return sql`(${v}, ${i}) ${past} (${cursor.value}, ${cursor.id})`;
  };
  const countedRows = sql<number>`(${cappedCount(db, kind, where, limit)})`.mapWith(Number);

  /** `counted`: each row carries the capped count (TOTAL); a keyword's page then comes from its collected matches. */
  const read = (condition: Condition, want: number, offset = 0, counted = true) => {
    if (keyword && counted) return readMatches(condition, want, offset);
    const rows = db.select(counted ? { ...selection, [TOTAL]: countedRows } : selection).from(kind.table);
    if (offset === 0)
      return rows
        .where(and(where, condition(tableValue, tableId)))
        .orderBy(...orderBy)
        .limit(want);
    // A deep offset skips its rows on the index alone, then reads the page's: selected whole, every skipped
    // row would compute its referenced records' names too.
    const ids = db
      .select({ id })
      .from(kind.table)
      .where(and(where, condition(tableValue, tableId)))
      .orderBy(...orderBy)
      .limit(want)
      .offset(offset);
    return rows.where(inArray(id, ids)).orderBy(...orderBy);
  };

  const readMatches = (condition: Condition, want: number, offset: number) => {
    const matched = db.$with('matched').as(
      db
        .select({ id, v: sql`${value}`.as('v') })
        .from(kind.table)
        .where(where)
        .limit(limit + 1),
    );
    const counted = db.$with('counted').as(db.select({ n: sql<number>`count(*)::int`.as('n') }).from(matched));
    const n = sql<number>`(select ${counted.n} from ${counted})`;
    const fromMatches = db
      .select({ id: matched.id })
      .from(matched)
      .where(and(sql`${n} <= ${limit}`, condition(sql`${matched.v}`, sql`${matched.id}`)))
      .orderBy(...order(sql`${matched.v}`, sql`${matched.id}`))
      .limit(want)
      .offset(offset);
    const walked = db
      .select({ id })
      .from(kind.table)
      .where(and(sql`${n} > ${limit}`, where, condition(tableValue, tableId)))
      .orderBy(...orderBy)
      .limit(want)
      .offset(offset);
    return db
      .with(matched, counted)
      .select({ ...selection, [TOTAL]: n.mapWith(Number) })
      .from(kind.table)
      .where(sql`${id} in (${fromMatches} union all ${walked})`)
      .orderBy(...orderBy);
  };

  // One row more than the page tells whether a next page exists.
  const want = input.pageSize + 1;
  /** The first (usually only) read of the page; `counted` as read's. */
  const first = (counted = true) => read(afterCursor, want, cursor ? 0 : (input.currentPage - 1) * input.pageSize, counted);
  const rows = async (counted = true): Promise<Record<string, unknown>[]> => {
    const found: Record<string, unknown>[] = await first(counted);
    // Empty values follow the last non-empty one; a read of their own keeps both on the index.
    if (cursor?.value != null && nullable && found.length < want)
      return found.concat(await read((v) => isNull(v), want - found.length, 0, counted));
    return found;
  };
  /** Whether the page starts the list (then an empty page means an empty list). */
  const fromStart = !cursor && input.currentPage === 1;
  return { where, totalWhere, first, rows, limit, fromStart };
}

/**
 * The first page of a list without a cursor or saved-view criteria (what a list screen and a search ask): its query
 * is built once per shape (type, sort, direction, page size, filters given, the keyword's shape, viewer shape,
 * `counted` as listReader's rows; db/prepared.ts) and run with the viewer's company, the filters' values and the
 * keyword's as placeholders. Undefined for any other page (built per request). Unnamed on PostgreSQL, so every run is
 * planned for its values as before.
 */
function firstPageRows(
  db: Db,
  kind: StoredKind,
  viewer: Viewer,
  input: PagingInput,
  counted: boolean,
): Promise<Record<string, unknown>[]> | undefined {
  if (input.currentPage !== 1 || input.after || input.where) return undefined;
  const shape = viewerShape(viewer);
  const keyword = keywordShape(input.parameter.keyword, input.knownPair);
  const values: Record<string, unknown> = { ...shape.values, ...keyword.values };
  const parameter: PagingInput['parameter'] = {};
  const filters: string[] = [];
  for (const f of filterFields(kind.type)) {
    const value = input.parameter[f.name];
    if (value === undefined) continue;
    // An empty filter is `is null`, a value a placeholder of its own.
    filters.push(value === null ? `${f.name}=null` : f.name);
    if (value !== null) values[`filter_${f.name}`] = value;
    parameter[f.name] = value === null ? null : sql.placeholder(`filter_${f.name}`);
  }
  const key = `page:${kind.type.objectName}:${input.orderBy}:${input.direction}:${input.pageSize}:${filters.join(',')}:${keyword.key}:${counted}:${shape.key}`;
  const query = prepared(db, key, () =>
    listReader(db, kind, shape.viewer, { ...input, parameter: { keyword: input.parameter.keyword, ...parameter }, boundKeyword: true })
      .first(counted)
      .prepare(UNNAMED),
  );
  return query.execute(values) as Promise<Record<string, unknown>[]>;
}

/** One page of a list, its total (exact up to EXACT_TOTAL_LIMIT) and the cursor of the page after it. */
export async function pageRecords(db: Db, kind: StoredKind, auth: UserAuth, input: PagingInput) {
  if (await knownPair(db, input.parameter.keyword, kind.type)) input = { ...input, knownPair: true };
  let reader: ReturnType<typeof listReader> | undefined;
  const readerOf = () => (reader ??= listReader(db, kind, auth, input));
  const limit = totalLimit(input);
  const uncounted = input.knownPair ? await uncountedTotal(db, kind, readerOf().totalWhere) : undefined;
  const counted = !uncounted?.total;
  const first = firstPageRows(db, kind, auth, input, counted);
  const raw = first ? await first : await readerOf().rows(counted);
  const n = raw.length > 0 ? Number(raw[0]![TOTAL]) : 0;
  const fromStart = !input.after && input.currentPage === 1;
  // Every row carries the count; a page past the end has none to carry it (then a count of its own). Uncounted, the
  // estimate, unless the first page holds every match: the statistics take a pair's share to be the same in every
  // company, and a pair common in the table may be rare in one company's rows.
  const total: Total = uncounted?.total
    ? fromStart && raw.length <= input.pageSize
      ? { totalItem: raw.length, totalExact: true }
      : uncounted.total
    : raw.length > 0
      ? n <= limit
        ? { totalItem: n, totalExact: true }
        : await totalFromCount(db, kind, readerOf().totalWhere, n, limit, uncounted?.estimate)
      : fromStart
        ? { totalItem: 0, totalExact: true }
        : await totalOf(db, kind, readerOf().where, limit, readerOf().totalWhere);
  const more = raw.length > input.pageSize;
  const page = raw.slice(0, input.pageSize);
  const last = page[page.length - 1];
  const nextCursor =
    more && last ? encodeCursor(input.orderBy, input.direction, { value: last[SORT_VALUE] as string | null, id: last.id as number }) : null;
  const rows = page.map(({ [SORT_VALUE]: _value, [TOTAL]: _total, ...rest }) => toRow(kind, rest));
  return {
    data: await withPermissions(db, kind, auth, rows),
    totalPage: Math.ceil(total.totalItem / input.pageSize),
    ...total,
    nextCursor,
  };
}

/** `idList=1,2,3`: at most 100 ids, duplicates once; empty is no ids; malformed entries are a 400 naming `idList`. */
export function parseIdList(raw: unknown): number[] {
  const parts = String(raw ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const ids = [...new Set(parts.map(Number))];
  const refuse = (message: string) => badRequest(message, [{ field: 'idList', message }]);
  if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) throw refuse('Invalid idList');
  if (ids.length > 100) throw refuse('idList takes at most 100 ids');
  return ids;
}

/** The ids of a batch call (`?idList=`): missing is a 400; `idList=` (empty) asks for nothing and answers an empty batch. */
export function requiredIdList(query: unknown): number[] {
  const raw = (query ?? {}) as Record<string, unknown>;
  if (raw.idList === undefined) throw badRequest('idList is required', [{ field: 'idList', message: 'idList is required' }]);
  return parseIdList(raw.idList);
}

/** Exactly the live rows of the company among `ids`, in any order. */
export async function rowsForIds(db: Db, kind: StoredKind, auth: UserAuth, ids: number[]) {
  if (ids.length === 0) return [];
  return withPermissions(db, kind, auth, await rowsByIds(db, kind, auth, ids));
}

/**
 * The display name contains the term (a lookup's name search): for two characters the name's own pair codes first
 * (list-keys.ts, pairCandidates), then the ILIKE.
 */
export function nameContains(kind: StoredKind, term: string): SQL {
  const name = searchColumns(kind.type)[0]!;
  return and(pairCandidates(kind.type.table, term, [name]), ilike(kind.col(name), likePattern(term)))!;
}

export async function nameSearch(db: Db, kind: StoredKind, auth: UserAuth, term: string) {
  const t = term.trim();
  if (t.length < 2) return [];
  const rows = await selectRows(db, kind, scope(kind, auth, nameContains(kind, t)), {
    orderBy: [asc(sortExpression(kind, 'name')), asc(kind.col('id'))],
    limit: 10,
  });
  return rows.map((r) => ({ id: r.id, name: r.name, objectName: r.objectName, url: r.url }));
}

/** The writable record of that exact name: 404 "Invalid object" when none, 403 "No permission" when not writable. */
export async function nameCheck(db: Db, kind: StoredKind, auth: UserAuth, name: string) {
  const n = name.trim();
  const rows = n
    ? await selectRows(db, kind, scope(kind, auth, sql`${sortExpression(kind, 'name')} = lower(${n})`), {
        orderBy: [asc(kind.col('id'))],
        limit: 5,
      })
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
  const rows = await selectRows(db, kind, scope(kind, auth, keywordFilter(kind, k, await knownPair(db, k, kind.type))), {
    orderBy: [asc(sortExpression(kind, 'name')), asc(kind.col('id'))],
    limit: 20,
  });
  return rows.map((r) => quickSearchHit(kind, r));
}
