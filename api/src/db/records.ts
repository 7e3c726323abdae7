// Record tables derived from the catalogue: the shared record columns, the trait columns and one column
// per catalogue field (snake_case of its name). Types that share a table (Task and Call) share its columns.
// schema.ts calls buildRecordTables() once its base tables exist and exports each table by name.
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type IndexBuilder,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { is, sql, SQL } from 'drizzle-orm';
import { catalogue, storedTypes, type FieldDef, type RecordTypeDef } from '../../../contract';
import { commonFields, lockField, parentFields, partyFields } from '../../../contract/catalogue/fields';
import {
  pairColumns,
  PAIRS_COLUMN,
  searchColumns,
  SORT_NAME,
  sortKeys,
  sortNameExpression,
  coversSortColumn,
  sortColumn,
  sortNullable,
  sortSignature,
  sortValue,
  storesSortName,
  snake,
} from './list-keys';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Column name of a model property (list-keys.ts), for the modules that name columns beside the tables.
export { snake };

/** Names stored in the shared record columns (common, lock and party fields). */
const sharedNames = new Set([...commonFields, lockField, ...partyFields].map((f) => f.name));

/** A required field is NOT NULL in the database too. */
function columnFor(f: FieldDef): PgColumnBuilderBase {
  const column = baseColumnFor(f);
  return f.required && 'notNull' in column ? (column as unknown as { notNull(): PgColumnBuilderBase }).notNull() : column;
}

function baseColumnFor(f: FieldDef): PgColumnBuilderBase {
  const name = snake(f.name);
  switch (f.kind) {
    case 'number':
    case 'percent':
    case 'duration':
    case 'user':
    case 'record':
      return integer(name);
    case 'money':
      return numeric(name, { precision: 14, scale: 2, mode: 'number' });
    case 'date':
      return date(name, { mode: 'string' });
    case 'datetime':
      return ts(name);
    case 'checkbox':
      return boolean(name).notNull().default(false);
    case 'users':
      return integer(name).array().notNull().default([]);
    default:
      return text(name);
  }
}

/**
 * Per sort key `(lead columns, value, id[, column]) WHERE …`, and a descending twin for a key that can be empty;
 * keys whose value another key already orders by (`seen`) share its index.
 */
function sortIndexes(o: {
  prefix: string;
  type: RecordTypeDef;
  keys: readonly string[];
  lead: [ExtraConfigColumn, ...ExtraConfigColumn[]];
  col: (name: string) => ExtraConfigColumn;
  where: SQL;
  seen: Set<string>;
}): IndexBuilder[] {
  const { type, col, lead, where } = o;
  const out: IndexBuilder[] = [];
  for (const key of o.keys) {
    const signature = sortSignature(type, key, col);
    if (o.seen.has(signature)) continue;
    o.seen.add(signature);
    const name = `${o.prefix}_${snake(key)}_sort`;
    const value = sortValue(type, key, col);
    // An expression (lower(name)) also carries its column, after the id (so the order is the same): the
    // planner reads an expression from an index only when the columns it is computed from are there too, and a
    // deep offset page then skips its rows on the index alone (page 2,500 of 100,000 organizations: 36 → 6 ms at the api). Not
    // for long text (an SMS body), which could outgrow a btree row.
    const computed = is(value, SQL) && coversSortColumn(type, key) ? [col(sortColumn(type, key))] : [];
    out.push(
      index(`${name}_idx`)
        .on(...lead, value, col('id'), ...computed)
        .where(where),
    );
    if (sortNullable(type, key, col)) {
      const descending = is(value, SQL) ? sql`${value} desc nulls last` : col(key).desc().nullsLast();
      out.push(
        index(`${name}_desc_idx`)
          .on(...lead, descending, col('id').desc().nullsFirst(), ...computed)
          .where(where),
      );
    }
  }
  return out;
}

/**
 * The indexes that make every list of the table an index scan (tests/api/list-indexes.test.ts checks them
 * with EXPLAIN): per sort key `(company_id[, discriminator], value, id) WHERE deleted_at IS NULL`, so page 1
 * and keyset pages in either direction read only the rows they answer (a key that can be empty gets a second,
 * descending index, since empty values sort last both ways); per searched column a trigram GIN index for
 * `ILIKE '%…%'` (over every row: the search's own live-rows condition still lets it be used), and one GIN index of
 * the keyword columns' two-character pieces for the terms too short for trigrams. A party table also gets the sort
 * indexes of each role (Lead, Customer, Supplier) over the parties in it.
 */
function listIndexes(tableName: string, types: RecordTypeDef[], col: (name: string) => ExtraConfigColumn): IndexBuilder[] {
  const live = sql`${col('deletedAt')} is null`;
  const discriminator = types.find((t) => t.discriminator)?.discriminator;
  const lead: [ExtraConfigColumn, ...ExtraConfigColumn[]] = discriminator
    ? [col('companyId'), col(discriminator.field)]
    : [col('companyId')];
  const sorted = (prefix: string, type: RecordTypeDef, keys: readonly string[], where: SQL, seen: Set<string>) =>
    sortIndexes({ prefix, type, keys, lead, col, where, seen });
  const seen = new Set<string>();
  const out = types.flatMap((type) => sorted(tableName, type, sortKeys(type), live, seen));
  // A role list (Lead, Customer, Supplier) pages over the parties in the role, sorted by the role's keys: its own
  // indexes hold those parties only, so a role that few parties have is not found by walking all of them.
  for (const role of catalogue.filter((t) => t.role)) {
    const party = types.find((t) => role.role!.of.includes(t.objectName));
    if (!party) continue;
    const flag = role.role!.flag;
    out.push(...sorted(`${tableName}_${snake(flag)}`, party, sortKeys(role), sql`${live} and ${col(flag)}`, new Set()));
  }
  const searched = new Set(types.flatMap(searchColumns));
  for (const property of searched) {
    out.push(index(`${tableName}_${snake(property)}_trgm_idx`).using('gin', col(property).op('gin_trgm_ops')));
  }
  // Two-character searches, which no trigram index answers: the stored pair codes (list-keys.ts, PAIRS_COLUMN).
  if (pairColumns(tableName).length) out.push(index(`${tableName}_search_pairs_idx`).using('gin', sql`${sql.identifier(PAIRS_COLUMN)}`));
  return out;
}

interface BaseTables {
  /** The tenant column builder of schema.ts. */
  companyId: () => PgColumnBuilderBase;
  /** users.id, for the owner foreign key. */
  userId: () => AnyPgColumn;
}

/** Indexes a table needs beyond the generic ones. */
const extraIndexes: Record<string, (col: (name: string) => AnyPgColumn) => IndexBuilder[]> = {
  people: (col) => [index('people_organization_idx').on(col('organizationId'))],
  // One follow per user and record (Watch/Add is idempotent through it).
  watches: (col) => [uniqueIndex('watches_uq').on(col('companyId'), col('parentObject'), col('parentId'), col('userId'))],
};

export function buildRecordTables(base: BaseTables) {
  const recordColumns = () => ({
    id: serial('id').primaryKey(),
    companyId: base.companyId(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => base.userId()),
    status: integer('status').notNull().default(1),
    isLocked: boolean('is_locked').notNull().default(false),
    isLead: boolean('is_lead').notNull().default(false),
    leadId: integer('lead_id'),
    isCustomer: boolean('is_customer').notNull().default(false),
    customerId: integer('customer_id'),
    isSupplier: boolean('is_supplier').notNull().default(false),
    supplierId: integer('supplier_id'),
    description: text('description'),
    primaryPhone: text('primary_phone'),
    primaryEmail: text('primary_email'),
    creationDate: ts('creation_date').notNull().defaultNow(),
    lastModifiedDate: ts('last_modified_date').notNull().defaultNow(),
    createdBy: integer('created_by'),
    modifiedBy: integer('modified_by'),
    // Optimistic concurrency: every write adds one; a write naming an older version is refused (409).
    version: integer('version').notNull().default(1),
    // Soft delete: set by Delete, cleared by Undo.
    deletedAt: ts('deleted_at'),
    deletedBy: integer('deleted_by'),
  });

  function tableFor(tableName: string, types: RecordTypeDef[]) {
    const columns: Record<string, PgColumnBuilderBase> = { ...recordColumns() };
    const discriminator = types.find((t) => t.discriminator)?.discriminator;
    if (discriminator) columns[discriminator.field] = text(snake(discriminator.field)).notNull().default(discriminator.value);
    for (const type of types) {
      for (const f of [...type.fields, ...(type.traits.parented ? parentFields : [])]) {
        if (!sharedNames.has(f.name) && !columns[f.name]) columns[f.name] = columnFor(f);
      }
    }
    const named = types.find(storesSortName);
    // Computed by the database on every write, and for existing rows when the column is added.
    if (named)
      columns[SORT_NAME] = text(snake(SORT_NAME))
        .notNull()
        .generatedAlwaysAs(sortNameExpression(named, (n) => sql`${sql.identifier(snake(n))}`));
    const parented = types.some((t) => t.traits.parented);
    return pgTable(tableName, columns, (t) => {
      const col = (name: string) => (t as unknown as Record<string, ExtraConfigColumn>)[name]!;
      const out: IndexBuilder[] = [index(`${tableName}_company_idx`).on(col('companyId'), col('id'))];
      if (parented) {
        out.push(index(`${tableName}_parent_idx`).on(col('companyId'), col('parentObject'), col('parentId')));
        out.push(index(`${tableName}_top_parent_idx`).on(col('companyId'), col('topParentObject'), col('topParentId')));
      }
      return [...out, ...listIndexes(tableName, types, col), ...(extraIndexes[tableName]?.(col) ?? [])];
    });
  }

  const grouped = new Map<string, RecordTypeDef[]>();
  for (const t of storedTypes) grouped.set(t.table, [...(grouped.get(t.table) ?? []), t]);
  return Object.fromEntries([...grouped].map(([name, types]) => [name, tableFor(name, types)])) as Record<RecordTableName, RecordTable>;
}

/** A record table: its columns are typed loosely (they come from data); rows are read as records of values. */
export type RecordTable = ReturnType<typeof pgTable<string, Record<string, PgColumnBuilderBase>>>;

/** The tables of the catalogue's stored types (tests/api/catalogue-schema.test.ts checks them against the catalogue and the migrations). */
export type RecordTableName =
  | 'organizations'
  | 'people'
  | 'opportunities'
  | 'projects'
  | 'cases'
  | 'tasks'
  | 'events'
  | 'email_messages'
  | 'sms_messages'
  | 'sales_orders'
  | 'invoices'
  | 'sale_quotes'
  | 'project_amendments'
  | 'status_updates'
  | 'watches';
