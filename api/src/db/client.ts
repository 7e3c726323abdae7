// Opens the database for the active driver and applies the versioned migrations.
// PGlite (embedded Postgres) by default; node-postgres when a DATABASE_URL is given.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { REFERENCE_DATA_VERSION, ensureCountries } from '../geo/countries';
import { pgliteExtensions } from './pglite-extensions';
import { createMemoryPglite } from './pglite-template';
import * as schema from './schema';
import { noteTextOrder } from './text-order';

export type Schema = typeof schema;
/** Common type of both drivers' databases; transactions are subtypes of it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// api/migrations, seen from the source (api/src/db/client.ts) or from the built bundle (api/dist/main.js).
const migrationsFolder =
  ['../../migrations', '../migrations']
    .map((rel) => fileURLToPath(new URL(rel, import.meta.url)))
    .find((dir) => existsSync(`${dir}/meta/_journal.json`)) ?? fileURLToPath(new URL('../../migrations', import.meta.url));
// Arbitrary constant: serialises migrations when several instances start against one PostgreSQL.
const MIGRATION_LOCK = 7_310_001;

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection can die while it waits in the pool or while it is being closed (the server restarts, an
    // administrator terminates it). The pool drops it and the next query opens a new one; unhandled, the
    // error event would end the process. Errors of a running query still reach that query's caller.
    let closing = false;
    const connectionLost = (err: Error) => {
      if (!closing) console.warn(`api: a database connection was lost (${err.message}); the pool reconnects on the next query`);
    };
    pool.on('error', connectionLost);
    pool.on('connect', (connection) => connection.on('error', connectionLost));
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePg(pool, { schema });
    await noteTextOrder(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? '.data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = dataDir.startsWith('memory://')
    ? await createMemoryPglite(
        migrationsFolder,
        async (c) => {
          await migratePglite(drizzlePglite(c), { migrationsFolder });
          // The reference data (countries, provinces) goes into the template too: every in-memory start skips it.
          await ensureCountries(drizzlePglite(c, { schema }) as unknown as Db);
        },
        REFERENCE_DATA_VERSION,
      )
    : await PGlite.create({ dataDir, extensions: pgliteExtensions });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await noteTextOrder(db as unknown as Db);
  // The two drivers differ only in their query-result HKT; the query builder API is the same.
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
