// Adding a record type is a catalogue entry and a migration: this fails when one comes without the other
// (a field with no column, a table the migrations never created, a required field the database allows empty).
import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, storedTypes } from '../../contract';
import type { Database } from '../../api/src/db/client';
import { snake } from '../../api/src/db/records';
import { recordTables } from '../../api/src/db/schema';
import { backends, openTestDatabase } from './support/api';

describe.each(backends({ postgres: true }))('the $name database matches the catalogue', (backend) => {
  let database: Database;
  let close: () => Promise<void> = async () => undefined;
  const columns = new Map<string, Map<string, { nullable: boolean }>>();

  beforeAll(async () => {
    ({ database, close } = await openTestDatabase(backend));
    // Both drivers answer a raw query with `{ rows }`.
    const result = (await database.db.execute(
      sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string; column_name: string; is_nullable: string }[] };
    for (const r of result.rows) {
      const table = columns.get(r.table_name) ?? new Map();
      table.set(r.column_name, { nullable: r.is_nullable === 'YES' });
      columns.set(r.table_name, table);
    }
  });
  afterAll(async () => {
    await close();
  });

  it('every stored type has its table, created by the migrations', () => {
    for (const type of storedTypes) {
      expect(
        recordTables[type.table as keyof typeof recordTables],
        `${type.objectName}: no table "${type.table}" in records.ts`,
      ).toBeDefined();
      expect(columns.has(type.table), `${type.objectName}: the migrations never create "${type.table}" (run npm run db:generate)`).toBe(
        true,
      );
    }
  });

  it('every field of every type has its column; a required field is NOT NULL', () => {
    const missing: string[] = [];
    for (const type of storedTypes) {
      const table = columns.get(type.table) ?? new Map();
      for (const field of fieldsOf(type)) {
        const column = table.get(snake(field.name));
        if (!column) missing.push(`${type.objectName}.${field.name} (${type.table}.${snake(field.name)})`);
        else if (field.required && column.nullable) missing.push(`${type.objectName}.${field.name} is required but nullable`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the Drizzle tables the api queries and the migrated database agree column for column', () => {
    const drift: string[] = [];
    for (const [tableName, table] of Object.entries(recordTables)) {
      const inDatabase = columns.get(tableName) ?? new Map();
      for (const column of getTableConfig(table).columns) {
        const found = inDatabase.get(column.name);
        if (!found) drift.push(`${tableName}.${column.name} missing`);
        else if (found.nullable === column.notNull)
          drift.push(`${tableName}.${column.name}: nullable ${String(found.nullable)} in the database`);
      }
    }
    expect(drift).toEqual([]);
  });
});
