// Starts the real api for a test file: in-memory PGlite, and (when DATABASE_URL is set) a throwaway
// PostgreSQL database per file as well for the suites that depend on the driver (see backends).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../api/src/db/client';
import { startApi, type RunningApi, type StartApiOptions } from '../../../api/src/server';

export interface Backend {
  name: 'pglite' | 'postgres';
}

/**
 * Every file runs on PGlite, the embedded default. A file whose behaviour depends on the driver (concurrency, row
 * locks, pooled connections, indexes and plans, SQL built from criteria, trigram search, schema and seed) passes
 * `{ postgres: true }` and runs on PostgreSQL as well when DATABASE_URL is set; `API_TESTS_ALL_BACKENDS=1` runs every
 * file on both (a slower, wider check than CI's).
 */
export const backends = (options: { postgres?: boolean } = {}): Backend[] =>
  process.env.DATABASE_URL && (options.postgres || process.env.API_TESTS_ALL_BACKENDS === '1')
    ? [{ name: 'pglite' }, { name: 'postgres' }]
    : [{ name: 'pglite' }];

export interface TestApi extends RunningApi {
  databaseUrl?: string;
}

/** Creates `api_test_<random>` next to DATABASE_URL; the returned drop() removes it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(process.env.DATABASE_URL!);
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A bare database (migrated, no api) on a backend: in-memory PGlite, or a throwaway PostgreSQL database; close()
 * closes it and drops the throwaway one.
 */
export async function openTestDatabase(backend: Backend): Promise<{ database: Database; close(): Promise<void> }> {
  if (backend.name !== 'postgres') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, close: () => database.close() };
  }
  const created = await createTestDatabase();
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

export async function startTestApi(
  backend: Backend,
  extra: {
    redisUrl?: string;
    databaseUrl?: string;
    attachmentMaxBytes?: number;
    movableClock?: boolean;
    reminderPollMs?: number;
    push?: StartApiOptions['push'];
    mail?: StartApiOptions['mail'];
    sessionCacheMs?: number;
    sessionSweepMs?: number;
  } = {},
): Promise<TestApi> {
  const options = {
    logger: false,
    redisUrl: extra.redisUrl,
    attachmentMaxBytes: extra.attachmentMaxBytes,
    movableClock: extra.movableClock,
    reminderPollMs: extra.reminderPollMs,
    push: extra.push,
    mail: extra.mail,
    sessionCacheMs: extra.sessionCacheMs,
    sessionSweepMs: extra.sessionSweepMs,
  };
  if (backend.name === 'pglite') {
    return startApi({ ...options, dataDir: 'memory://' });
  }
  // Attachment bytes of a throwaway database go to a throwaway folder.
  const attachmentsDir = await mkdtemp(join(tmpdir(), 'api-test-attachments-'));
  if (extra.databaseUrl)
    return { ...(await startApi({ ...options, databaseUrl: extra.databaseUrl, attachmentsDir })), databaseUrl: extra.databaseUrl };
  const db = await createTestDatabase();
  const api = await startApi({ ...options, databaseUrl: db.url, attachmentsDir }).catch(async (err: unknown) => {
    await db.drop();
    throw err;
  });
  return {
    ...api,
    databaseUrl: db.url,
    async close() {
      await api.close();
      await db.drop();
      await rm(attachmentsDir, { recursive: true, force: true });
    },
  };
}
