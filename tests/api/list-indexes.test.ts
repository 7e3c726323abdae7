// Lists stay index scans as tables grow: the migrations create, for every catalogued type, an index per sort
// key and a trigram index per searched column, and the very queries the api runs (listReader, cappedCount)
// can use them. Checked with EXPLAIN and sequential scans disabled, so the answer is "usable", not "chosen
// on this tiny table" (the benchmark, tests/load/api-scale.ts, shows them chosen at 100,000 rows).
import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, recordType, storedTypes } from '../../contract';
import type { Database, Db } from '../../api/src/db/client';
import {
  keywordColumns,
  PAIRS_COLUMN,
  pairColumns,
  pairSourceColumns,
  searchColumns,
  sortKeys,
  sortsAsText,
} from '../../api/src/db/list-keys';
import { snake } from '../../api/src/db/records';
import { requireKind, scope } from '../../api/src/records/kinds';
import { fieldFilters, keywordFilter, listReader, pagingSchema } from '../../api/src/records/lists';
import { cappedCount } from '../../api/src/records/totals';
import { checkCriteria, criteriaFields, criteriaSql, operatorsOf } from '../../api/src/views/criteria';
import { createScaleCompany } from '../load/scale-data';
import { backends, openTestDatabase } from './support/api';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Alias?: string;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/**
 * The plan of a query with sequential scans priced out (in a transaction, so the settings stay there), and
 * for a search plain index scans too: on an empty table any index is cheap, the question is whether the
 * trigram indexes can answer the condition.
 */
async function planOf(db: Db, query: unknown, search = false, without: readonly string[] = []): Promise<PlanNode> {
  let plan: PlanNode | undefined;
  await db
    .transaction(async (tx) => {
      // Indexes the plan may not read: dropped inside the transaction, which is rolled back below.
      for (const index of without) await tx.execute(sql`drop index ${sql.identifier(index)}`);
      await tx.execute(sql`set local enable_seqscan = off`);
      if (search) await tx.execute(sql`set local enable_indexscan = off`);
      if (search) await tx.execute(sql`set local enable_indexonlyscan = off`);
      const result = (await tx.execute(sql`explain (format json) ${query as ReturnType<typeof sql>}`)) as unknown as {
        rows: Record<string, unknown>[];
      };
      const raw = Object.values(result.rows[0]!)[0];
      plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan;
      if (without.length) tx.rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
  return plan!;
}

/**
 * The indexes a search condition alone reads on `kind`'s table (sequential and plain index scans priced out): the
 * company's btree indexes would otherwise answer a small table's search as cheaply as any (tests/load/api-scale.ts
 * shows the search indexes chosen at 100,000 rows).
 */
async function searchIndexesOf(
  db: Db,
  kind: ReturnType<typeof requireKind>,
  condition: SQL | undefined,
  without: readonly string[] = [],
): Promise<string[]> {
  const query = db
    .select({ id: kind.col('id') })
    .from(kind.table)
    .where(condition);
  return nodes(await planOf(db, query, true, without))
    .map((n) => n['Index Name'])
    .filter((n): n is string => !!n);
}

let viewer = { companyId: 1, user: { id: 1, isAdministrator: false } };

const ROWS = 2_000;
/** Rows in every record table (required columns and searched columns filled), so a search's plan prices real pages. */
async function fillTables(db: Db) {
  const company = await createScaleCompany(db);
  viewer = { companyId: company.companyId, user: { id: company.userId, isAdministrator: false } };
  const info = (await db.execute(
    sql`select table_name, column_name, data_type, is_nullable, column_default, is_generated from information_schema.columns where table_schema = 'public'`,
  )) as unknown as {
    rows: {
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      column_default: string | null;
      is_generated: string;
    }[];
  };
  for (const table of new Set(storedTypes.map((t) => t.table))) {
    const searched = new Set(storedTypes.filter((t) => t.table === table).flatMap((t) => searchColumns(t).map(snake)));
    const columns = info.rows.filter(
      (c) =>
        c.table_name === table &&
        c.is_generated === 'NEVER' &&
        c.column_default === null &&
        (c.is_nullable === 'NO' || searched.has(c.column_name)),
    );
    const value = (c: (typeof columns)[number]) => {
      if (c.column_name === 'company_id') return `${company.companyId}`;
      if (c.column_name === 'owner_id') return `${company.userId}`;
      if (c.data_type === 'text') return `'row ' || g`;
      if (c.data_type === 'date') return 'current_date';
      if (c.data_type.startsWith('timestamp')) return 'now()';
      if (c.data_type === 'boolean') return 'false';
      return 'g';
    };
    await db.execute(
      sql.raw(
        `insert into ${table} (${columns.map((c) => c.column_name).join(', ')}) select ${columns.map(value).join(', ')} from generate_series(1, ${ROWS}) g`,
      ),
    );
    await db.execute(sql.raw(`analyze ${table}`));
  }
}

describe.each(backends({ postgres: true }))('list indexes on $name', (backend) => {
  let database: Database;
  let close: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    ({ database, close } = await openTestDatabase(backend));
    await fillTables(database.db);
  });
  afterAll(async () => {
    await close();
  });

  it('every sort key of every type, both directions, reads its page from a generated index in order (no sort, no sequential scan)', async () => {
    const failures: string[] = [];
    for (const type of storedTypes) {
      const kind = requireKind(type.objectName);
      for (const orderBy of sortKeys(type)) {
        for (const direction of ['asc', 'desc'] as const) {
          const input = pagingSchema(type).parse({ currentPage: 1, pageSize: 20, orderBy, direction });
          const plan = nodes(await planOf(database.db, listReader(database.db, kind, viewer, input).first()));
          // The list's own table, not the subqueries naming referenced records (aliased ref_t).
          const own = plan.filter((n) => n['Relation Name'] === type.table && n.Alias === type.table);
          const indexes = own.map((n) => n['Index Name']).filter(Boolean);
          const sorted = plan.some((n) => n['Node Type'].includes('Sort'));
          // Without a Sort node, the one index read must be what delivers the order (a non-admin's follows
          // are all theirs, so by owner they are by id: the primary key).
          if (sorted || indexes.length !== 1 || own.some((n) => n['Node Type'].includes('Seq Scan'))) {
            failures.push(
              `${type.objectName} by ${orderBy} ${direction}: ${plan.map((n) => n['Node Type'] + (n['Index Name'] ? ` ${n['Index Name']}` : '')).join(' > ')}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('a "starts with" rule on a text sort key, sorted by that key, reads only its range of the sort index', async () => {
    const failures: string[] = [];
    for (const type of storedTypes) {
      const kind = requireKind(type.objectName);
      const fields = new Map(criteriaFields(type).map((f) => [f.name, f]));
      const textKeys = sortKeys(type).filter((k) => operatorsOf(fields.get(k)!.kind).includes('startsWith'));
      for (const orderBy of textKeys) {
        const checked = checkCriteria(type, [{ criteriaList: [{ fieldName: orderBy, operator: 'startsWith', fieldValue: 'Row 1' }] }]);
        const input = { ...pagingSchema(type).parse({ pageSize: 20, orderBy }), where: () => criteriaSql(kind, checked) };
        const plan = nodes(await planOf(database.db, listReader(database.db, kind, viewer, input).first()));
        const own = plan.filter((n) => n['Relation Name'] === type.table && n.Alias === type.table);
        const range = own.some((n) => /lower\(.*>= 'row 1'.*lower\(.*< 'row 2'/.test(String(n['Index Cond'])));
        if (plan.some((n) => n['Node Type'].includes('Sort')) || !range)
          failures.push(
            `${type.objectName} ${orderBy}: ${own.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''} ${n['Index Cond'] ?? ''}`).join(' > ')}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it("a filter on a text field that is a sort key is counted on that key's index (its lower-cased value)", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const type of storedTypes) {
      const kind = requireKind(type.objectName);
      for (const f of kind.fields.filter((x) => x.filterable && sortsAsText(x) && sortKeys(type).includes(x.name))) {
        checked++;
        const count = cappedCount(database.db, kind, scope(kind, viewer, ...fieldFilters(kind, { [f.name]: 'Row 7' })));
        // Either of the key's indexes (a key that can be empty has a descending one too); the table's other sort
        // indexes are dropped for the plan, as on a small table any that leads with the company (and type) looks as good.
        const indexes = [`${type.table}_${snake(f.name)}_sort_idx`, `${type.table}_${snake(f.name)}_sort_desc_idx`];
        const others = (
          (await database.db.execute(
            sql`select indexname from pg_indexes where tablename = ${type.table} and indexname like '%sort%idx'`,
          )) as unknown as { rows: { indexname: string }[] }
        ).rows
          .map((r) => r.indexname)
          .filter((n) => !indexes.includes(n));
        const plan = nodes(await planOf(database.db, count, true, others));
        if (!plan.some((n) => indexes.includes(n['Index Name'] ?? '') && /lower\(.*= 'row 7'/.test(String(n['Index Cond']))))
          failures.push(`${type.objectName} ${f.name}: ${plan.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`).join(' > ')}`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('every expression a sort index orders by has planner statistics (a partial index gives the planner none)', async () => {
    const result = (await database.db.execute(sql`
      select c.relname as "table", pg_get_indexdef(i.indexrelid, k.n, true) as expression
      from pg_index i join pg_class c on c.oid = i.indrelid cross join lateral generate_series(1, i.indnatts) as k(n)
      where i.indexrelid::regclass::text like '%\_sort\_idx' and i.indpred is not null and i.indexprs is not null`)) as unknown as {
      rows: { table: string; expression: string }[];
    };
    const expressions = result.rows.filter((r) => r.expression.includes('('));
    const stats = (await database.db.execute(sql`
      select s.stxrelid::regclass::text as "table", unnest(pg_get_statisticsobjdef_expressions(s.oid)) as expression
      from pg_statistic_ext s`)) as unknown as { rows: { table: string; expression: string }[] };
    const covered = new Set(stats.rows.map((r) => `${r.table} ${r.expression}`));
    expect(expressions.length).toBeGreaterThan(30);
    expect(expressions.map((r) => `${r.table} ${r.expression}`).filter((e) => !covered.has(e))).toEqual([]);
  });

  it('a keyword search reads every searched column through its trigram index', async () => {
    const failures: string[] = [];
    for (const type of storedTypes) {
      const kind = requireKind(type.objectName);
      const used = new Set(await searchIndexesOf(database.db, kind, keywordFilter(kind, 'acme')));
      const wanted = keywordColumns(type).map((c) => `${type.table}_${snake(c)}_trgm_idx`);
      for (const index of wanted) if (!used.has(index)) failures.push(`${type.objectName}: ${index} not used (${[...used].join(', ')})`);
    }
    expect(failures).toEqual([]);
  });

  it("a two-character keyword search reads the table's pair index (pg_trgm takes no trigram from a pair)", async () => {
    const failures: string[] = [];
    for (const type of storedTypes) {
      const kind = requireKind(type.objectName);
      const used = await searchIndexesOf(database.db, kind, keywordFilter(kind, 'zq'));
      if (!used.includes(`${type.table}_search_pairs_idx`)) failures.push(`${type.objectName}: ${used.join(', ') || 'no index'}`);
    }
    expect(failures).toEqual([]);
  });

  it('a two-character "contains" or "ends with" rule on a keyword column reads the pair index too', async () => {
    const failures: string[] = [];
    for (const type of storedTypes) {
      const kind = requireKind(type.objectName);
      const fields = new Map(criteriaFields(type).map((f) => [f.name, f]));
      // The name, and each keyword column a rule can name.
      const columns = ['name', ...keywordColumns(type).filter((c) => fields.get(c) && c !== searchColumns(type)[0])];
      for (const fieldName of columns) {
        if (!operatorsOf(fields.get(fieldName)!.kind).includes('contains')) continue;
        for (const operator of ['contains', 'endsWith']) {
          const checked = checkCriteria(type, [{ criteriaList: [{ fieldName, operator, fieldValue: 'zq' }] }]);
          // The column's trigram index can answer any ILIKE by reading all of it (a pair has no trigram), which on a
          // small table may look as cheap: the question is whether the pair index answers the rule without it.
          const column = fieldName === 'name' ? searchColumns(type)[0]! : fieldName;
          const used = await searchIndexesOf(database.db, kind, criteriaSql(kind, checked), [`${type.table}_${snake(column)}_trgm_idx`]);
          if (!used.includes(`${type.table}_search_pairs_idx`))
            failures.push(`${type.objectName} ${fieldName} ${operator}: ${used.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("a search for a pair every row holds tests each row's stored codes, never computes its pieces (~50 µs a row)", async () => {
    // Every row's searched columns read 'row <n>': a filter, not the pair index, is the plan, and it must compare
    // the stored column with the term's codes, folded to a constant.
    const failures: string[] = [];
    for (const type of storedTypes) {
      const kind = requireKind(type.objectName);
      const input = { ...pagingSchema(type).parse({ pageSize: 20, orderBy: 'name' }), where: () => keywordFilter(kind, 'ro') };
      const result = (await database.db.execute(
        sql`explain (format json) ${listReader(database.db, kind, viewer, input).first() as unknown as SQL}`,
      )) as unknown as { rows: Record<string, unknown>[] };
      const raw = Object.values(result.rows[0]!)[0];
      const plan = JSON.stringify(typeof raw === 'string' ? JSON.parse(raw) : raw);
      if (!/search_pairs @> '\{-?\d+(,-?\d+)*\}'::smallint\[\]/.test(plan) || /search_pair_codes|search_bigrams/.test(plan))
        failures.push(
          `${type.objectName}: ${plan.match(/"(Filter|Recheck Cond|Index Cond)":"[^"]*search[^"]*"/g)?.join(' ') ?? 'no pair condition'}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it("each table's stored pair codes are computed from exactly its keyword columns (drizzle-kit does not write that column)", async () => {
    const result = (await database.db.execute(sql`
      select c.relname as "table", string_agg(distinct src.attname, ',' order by src.attname) as columns
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_attrdef ad on ad.adrelid = c.oid and ad.adnum = a.attnum
      join pg_depend d on d.classid = 'pg_attrdef'::regclass and d.objid = ad.oid and d.refobjid = c.oid
      join pg_attribute src on src.attrelid = c.oid and src.attnum = d.refobjsubid and src.attnum <> a.attnum
      where a.attname = ${PAIRS_COLUMN} and a.attgenerated = 's' and c.relnamespace = 'public'::regnamespace
      group by c.relname`)) as unknown as { rows: { table: string; columns: string }[] };
    const stored = new Map(result.rows.map((r) => [r.table, r.columns]));
    const tables = [...new Set(storedTypes.map((t) => t.table))].filter((t) => pairColumns(t).length);
    expect(tables.length).toBeGreaterThan(10);
    const differ = tables
      .map((t) => [t, [...new Set(pairSourceColumns(t))].sort().join(','), stored.get(t) ?? 'no search_pairs column'])
      .filter(([, want, got]) => want !== got);
    expect(differ).toEqual([]);
  });

  it('the migrations create the generated indexes: one per sort key on the live rows, a trigram one per searched column', async () => {
    const result = (await database.db.execute(
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'`,
    )) as unknown as {
      rows: { tablename: string; indexname: string; indexdef: string }[];
    };
    const byName = new Map(result.rows.map((r) => [r.indexname, r]));
    const missing: string[] = [];
    for (const type of storedTypes) {
      for (const column of searchColumns(type)) {
        const index = byName.get(`${type.table}_${snake(column)}_trgm_idx`);
        if (!index || !index.indexdef.includes(`gin (${snake(column)} gin_trgm_ops)`)) missing.push(`${type.objectName} search ${column}`);
      }
      for (const key of sortKeys(type)) {
        // A key whose value another key already orders by (a case's name is its subject) shares that index.
        const column = key === 'name' ? (type.nameFields.length > 1 ? 'sort_name' : snake(type.nameFields[0]!)) : snake(key);
        // The key's value right after the company (and discriminator) column: the column, lower(column) or lower(COALESCE(column, …)).
        const value = new RegExp(
          `\\(company_id(, ${type.discriminator ? snake(type.discriminator.field) : ''})?, (lower\\()?(COALESCE\\()?${column}\\b`,
        );
        const found = result.rows.some(
          (r) =>
            r.tablename === type.table &&
            r.indexname.endsWith('_sort_idx') &&
            r.indexdef.endsWith('WHERE (deleted_at IS NULL)') &&
            value.test(r.indexdef),
        );
        if (!found) missing.push(`${type.objectName} sort ${key}`);
      }
    }
    // A role's sort keys on each party table, over the parties in the role (the role lists merge the two).
    for (const role of catalogue.filter((t) => t.role)) {
      for (const party of role.role!.of.map((o) => recordType(o)!)) {
        for (const key of sortKeys(role)) {
          const index = byName.get(`${party.table}_${snake(role.role!.flag)}_${snake(key)}_sort_idx`);
          if (!index?.indexdef.endsWith(`WHERE ((deleted_at IS NULL) AND ${snake(role.role!.flag)})`))
            missing.push(`${role.objectName} ${party.table} sort ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // pg_trgm is loaded on both drivers (PGlite bundles it as a contrib module).
    const ext = (await database.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`)) as unknown as {
      rows: unknown[];
    };
    expect(ext.rows).toHaveLength(1);
  });
});
