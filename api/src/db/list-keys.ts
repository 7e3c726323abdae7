// What lists sort and search by, derived from the catalogue, in one place for the two sides that must agree
// textually: the indexes of the record tables (records.ts, so the migrations carry them) and the list
// queries (records/lists.ts, so the planner matches those indexes' expressions).
import { sql, type Column, type SQL } from 'drizzle-orm';
import { fieldsOf, storedTypes, type FieldDef, type RecordTypeDef } from '../../../contract';

const TEXT_KINDS = new Set(['text', 'textarea', 'email', 'url', 'phone', 'select']);
/** Column name of a model property: `parentOrganizationId` → `parent_organization_id`. */
export const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Text columns sort case-insensitively; status is a select stored as 0/1. */
export const sortsAsText = (f: FieldDef) => TEXT_KINDS.has(f.kind) && f.name !== 'status';

/** Sort keys of a type: `name` and every sortable field. */
export const sortKeys = (type: RecordTypeDef): [string, ...string[]] => [
  'name',
  ...fieldsOf(type)
    .filter((f) => f.sortable && f.name !== 'name')
    .map((f) => f.name),
];

/**
 * A display name joining several fields (a person's first and last name) is stored in `sort_name`, a
 * generated column: `concat_ws` is not immutable, so it can be neither indexed nor generated, but this
 * expression is, and gives the same name for two parts (concat_ws skips a null part; trim drops its space).
 */
export const storesSortName = (type: RecordTypeDef) => type.nameFields.length > 1;
export const SORT_NAME = 'sortName';

export function sortNameExpression(type: RecordTypeDef, col: (name: string) => SQL | Column): SQL {
  const parts = type.nameFields.map((f) => sql`coalesce(${col(f)}, '')`);
  return sql`trim(${sql.join(parts, sql` || ' ' || `)})`;
}

/** The display name as one non-null, indexable value: the stored sort name, or the single name field. */
export function nameValue<C extends Column>(type: RecordTypeDef, col: (name: string) => C): SQL | C {
  if (storesSortName(type)) return col(SORT_NAME);
  const c = col(type.nameFields[0]!);
  // A required name field is the column itself, so sorting by name and by that field share one index.
  return c.notNull ? c : sql`coalesce(${c}, '')`;
}

/** The value a list orders by for a key: names and text lower-cased (the same on PGlite and PostgreSQL). */
export function sortValue<C extends Column>(type: RecordTypeDef, key: string, col: (name: string) => C): SQL | C {
  if (key === 'name') return sql`lower(${nameValue(type, col)})`;
  const f = fieldsOf(type).find((x) => x.name === key);
  if (!f) throw new Error(`${type.objectName}: no sort key ${key}`);
  return sortsAsText(f) ? sql`lower(${col(key)})` : col(key);
}

/** The column a key's sort value is computed from (the stored sort name for a joined name). */
export function sortColumn(type: RecordTypeDef, key: string): string {
  if (key !== 'name') return key;
  return storesSortName(type) ? SORT_NAME : type.nameFields[0]!;
}

/**
 * Longest text whose column a sort index also carries: the value and its column, at 4 bytes a character, stay
 * within a btree row (2,704 bytes).
 */
const COVERED_LENGTH = 255;

/** Whether a key's sort index carries the column its value is computed from (records.ts says why). */
export function coversSortColumn(type: RecordTypeDef, key: string): boolean {
  const fields = fieldsOf(type);
  const sources = key === 'name' ? type.nameFields : [key];
  const length = sources.reduce((n, name) => n + (fields.find((f) => f.name === name)?.max ?? 0) + 1, 0);
  return length <= COVERED_LENGTH;
}

/**
 * What identifies a key's sort value: keys with the same signature order identically and share an index
 * (a case's name is its required subject).
 */
export function sortSignature(type: RecordTypeDef, key: string, col: (name: string) => Column): string {
  if (key === 'name') {
    if (storesSortName(type)) return `lower(${SORT_NAME})`;
    const field = type.nameFields[0]!;
    return col(field).notNull ? `lower(${field})` : `lower(coalesce(${field}))`;
  }
  const f = fieldsOf(type).find((x) => x.name === key)!;
  return sortsAsText(f) ? `lower(${key})` : key;
}

/** Whether a key's value can be empty (empty values sort last both ways, which needs an index per direction). */
export const sortNullable = (type: RecordTypeDef, key: string, col: (name: string) => Column): boolean =>
  key !== 'name' && !col(key).notNull;

/**
 * The columns keyword search matches (ILIKE, each with a trigram index): the display name and every
 * searchable field, as model properties (the stored sort name for a joined name).
 */
export function searchColumns(type: RecordTypeDef): string[] {
  const name = storesSortName(type) ? [SORT_NAME] : [type.nameFields[0]!];
  return [
    ...new Set([
      ...name,
      ...fieldsOf(type)
        .filter((f) => f.searchable)
        .map((f) => f.name),
    ]),
  ];
}

/**
 * The columns a keyword search tests: the searched columns less the name parts the stored sort name already holds
 * (any piece of a first or last name is a piece of "first last"). Each ILIKE costs on every row a sorted search
 * walks, and the redundant ones also made the planner overestimate the matches (people, 1,000 matches: 19 → 7 ms).
 */
export function keywordColumns(type: RecordTypeDef): string[] {
  const held = storesSortName(type) ? new Set(type.nameFields) : new Set<string>();
  return searchColumns(type).filter((c) => !held.has(c));
}

/**
 * The columns whose two-character pieces a table keeps in `search_pairs` (every keyword column of the types stored in
 * it, in catalogue order). The column is generated from them by the migrations (0028), which drizzle-kit does not
 * write: `tests/api/list-indexes.test.ts` fails when the catalogue and the database's expression differ.
 */
export function pairColumns(tableName: string): string[] {
  return [...new Set(storedTypes.filter((t) => t.table === tableName).flatMap(keywordColumns))];
}

/**
 * Two-character searches: pg_trgm extracts no trigram from `ILIKE '%xq%'`, so such a search read every row. Each
 * table with keyword columns stores `search_pairs` (migration 0028), the codes of the lower-case two-character pieces
 * of those columns (`search_pair_codes(name, other, …)`, an `int2[]`): each piece's code once whatever its column, and
 * the first column's (the name's) once more, marked, so the name search asks the name alone. Under a GIN index:
 * `search_pairs @> search_pair_codes(null, 'xq')` narrows the rows through the index and the ILIKE beside it decides
 * (or the code alone: exactPair). Stored, not an index over the function: computing the pieces costs ~50 µs a row,
 * and a plan that filters rows (a walk of a sort index, a scan for a pair most rows hold) paid it on every row.
 */
export const PAIRS_COLUMN = 'search_pairs';

/**
 * `search_pair_codes(name, other, …)` over a table's keyword columns: what `search_pairs` is generated as (SQL text,
 * for the migration). A generated column cannot read another, so a stored sort name is spelled as its expression.
 */
export function pairCodesExpression(tableName: string): string {
  const named = storedTypes.find((t) => t.table === tableName && storesSortName(t));
  const column = (c: string) =>
    c === SORT_NAME && named ? `trim(${named.nameFields.map((f) => `coalesce("${snake(f)}", '')`).join(" || ' ' || ")})` : `"${snake(c)}"`;
  return `search_pair_codes(${pairColumns(tableName).map(column).join(', ')})`;
}

/** The columns `search_pairs` is computed from (a stored sort name's parts for the name), for the schema check. */
export function pairSourceColumns(tableName: string): string[] {
  const named = storedTypes.find((t) => t.table === tableName && storesSortName(t));
  return pairColumns(tableName)
    .flatMap((c) => (c === SORT_NAME && named ? named.nameFields : [c]))
    .map(snake);
}

/**
 * Whether an exact code decides a pair in `columns` alone: they are the table's first column (the name: its marked
 * codes), or exactly all of the table's pair columns (a type sharing the table may search fewer).
 */
export function pairCodesDecide(tableName: string, columns: readonly string[]): boolean {
  const stored = pairColumns(tableName);
  const asked = new Set(columns);
  if (!stored.length) return false;
  return (asked.size === 1 && asked.has(stored[0]!)) || (asked.size === stored.length && stored.every((c) => asked.has(c)));
}

/**
 * The code of a two-character term when it is an ASCII pair (printable, lower-cased as the database lower-cases
 * ASCII), computed here as `search_pair_codes` computes it: c1 × 128 + c2, exact (no other pair shares it); null for
 * any other term, whose code is a hash the database computes (it lower-cases as it lower-cased the stored text). Sent
 * as a constant array, not as the function on the term: the planner evaluates a SQL function while planning, ~0.5 ms
 * for each place it appears (a list query names it up to three times). `tests/api/pair-codes.test.ts` checks every
 * printable pair against the database's function.
 */
export function asciiPairCode(term: string): number | null {
  if (!/^[\x20-\x7e]{2}$/.test(term)) return null;
  const lower = term.toLowerCase();
  return lower.charCodeAt(0) * 128 + lower.charCodeAt(1);
}

/** A name's piece is stored once more, less 32,768 (marked), so the name search can ask the name alone. */
const NAME_MARK = 32_768;

/**
 * True when the pair's code is exact: an ASCII pair (asciiPairCode; a constant `true` then) has a code of its own, so
 * a row holds the code exactly when one of the coded columns contains the pair in any case, which is what the ILIKEs
 * of those columns ask (where pairCodesDecide). Any other pair shares its code (a hash), and the ILIKEs decide:
 * `or(exactPair(t), …ilikes)` is `true`, or the ILIKEs, once planned (the database's function, folded; a non-ASCII
 * term the database lower-cases to ASCII has an exact code too).
 */
export const exactPair = (term: string, bound = false): SQL =>
  asciiPairCode(term) !== null ? sql`true` : sql`(search_pair_codes(null, ${termValue(term, bound)}::text))[1] < 16384`;

/**
 * A query built once for a keyword's shape (lists.ts, firstPageRows) takes the term and its codes as placeholders
 * (`bound`), filled from pairPlaceholderValues.
 */
const termValue = (term: string, bound: boolean) => (bound ? sql.placeholder('keyword') : term);

/** The values of a bound pair's placeholders (pairCandidates, exactPair) for `term`. */
export function pairPlaceholderValues(term: string): Record<string, unknown> {
  const code = asciiPairCode(term);
  return { keyword: term, ...(code !== null && { pair_code: `{${code}}`, pair_name_code: `{${code - NAME_MARK}}` }) };
}

// The name alone: its marked code only (the first, as marked codes are below every other), so that the planner's
// estimate is the name's (with the unmarked code beside it, it multiplied two dependent frequencies: 676 for 8,350).
const asksNameAlone = (stored: readonly string[], columns: readonly string[]) => columns.length === 1 && columns[0] === stored[0];

/**
 * The code pairCandidates asks of `columns` for an ASCII pair (marked for the name alone), as the table's statistics
 * hold it (db/pair-statistics.ts); null for any other term or columns without pair codes.
 */
export function asciiPairQueryCode(tableName: string, term: string, columns: readonly string[]): number | null {
  const stored = pairColumns(tableName);
  const code = asciiPairCode(term);
  if (code === null || !columns.some((c) => stored.includes(c))) return null;
  return asksNameAlone(stored, columns) ? code - NAME_MARK : code;
}

/**
 * For a two-character term, the rows in which one of `columns` may hold it (an ILIKE beside it decides, or the code
 * alone: exactPair); undefined for any other term, or when none of the columns has pair codes. The name alone asks its
 * marked code; any other set of columns the code of a piece of any of them. An ASCII pair's code is computed here
 * (asciiPairCode), any other by the database on the constant, as the stored ones were (lower() as it folds case).
 */
export function pairCandidates(tableName: string, term: string, columns: readonly string[], bound = false): SQL | undefined {
  const stored = pairColumns(tableName);
  if ([...term].length !== 2 || !columns.some((c) => stored.includes(c))) return undefined;
  const nameAlone = asksNameAlone(stored, columns);
  const code = asciiPairCode(term);
  const asciiCodes = bound ? sql.placeholder(nameAlone ? 'pair_name_code' : 'pair_code') : `{${nameAlone ? code! - NAME_MARK : code}}`;
  const codes =
    code !== null
      ? sql`${asciiCodes}::int2[]`
      : nameAlone
        ? sql`array[(search_pair_codes(${termValue(term, bound)}::text))[1]]`
        : sql`search_pair_codes(null, ${termValue(term, bound)}::text)`;
  return sql`${sql.identifier(tableName)}.${sql.identifier(PAIRS_COLUMN)} @> ${codes}`;
}
