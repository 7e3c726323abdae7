// What lists sort and search by, derived from the catalogue, in one place for the two sides that must agree
// textually: the indexes of the record tables (records.ts, so the migrations carry them) and the list
// queries (records/lists.ts, so the planner matches those indexes' expressions).
import { sql, type Column, type SQL } from 'drizzle-orm';
import { fieldsOf, storedTypes, type FieldDef, type RecordTypeDef } from '../../../contract';

const TEXT_KINDS = new Set(['text', 'textarea', 'email', 'url', 'phone', 'select']);
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
 * The columns of a table's bigram index (every keyword column of the types stored in it, in catalogue order): the
 * index and the searches that use it must name the same columns in the same order for PostgreSQL to match them.
 */
export function bigramColumns(tableName: string): string[] {
  return [...new Set(storedTypes.filter((t) => t.table === tableName).flatMap(keywordColumns))];
}

/**
 * `search_bigrams(a, b, …)` over a table's keyword columns (migration 0026): the set of lower-case two-character
 * pieces of their values. pg_trgm extracts no trigram from a two-character pattern, so `ILIKE '%xq%'` read every
 * row (a quick search for a rare pair: 95–128 ms at 100,000 rows); a row that contains the pair in any keyword
 * column has it in this set, so `search_bigrams(…) @> array['xq']` narrows the rows through a GIN index first.
 */
export function bigramSet(tableName: string, col: (name: string) => Column | SQL): SQL {
  return sql`search_bigrams(${sql.join(
    bigramColumns(tableName).map((c) => sql`${col(c)}`),
    sql`, `,
  )})`;
}

/**
 * For a two-character term, the rows whose keyword columns may hold it, through the table's bigram index (an ILIKE
 * beside it decides); undefined for any other term, or when `column` is given and is not one of the set's.
 */
export function pairCandidates(tableName: string, col: (name: string) => Column | SQL, term: string, column?: string): SQL | undefined {
  if ([...term].length !== 2 || (column !== undefined && !bigramColumns(tableName).includes(column))) return undefined;
  return sql`${bigramSet(tableName, col)} @> array[lower(${term})]::text[]`;
}
