// PostgreSQL in production: connections that the server drops must not take the api down with them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api';
import { login } from './support/client';

describe.skipIf(!process.env.DATABASE_URL)('the api on PostgreSQL', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ name: 'postgres' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('keeps serving after the database server terminates its connections (restart, administrator)', async () => {
    const crm = await login(api.url, 'crm@acme.example');
    expect((await crm.get('/api/Organization/List?pageSize=5')).status).toBe(200);

    // What a PostgreSQL restart or `pg_terminate_backend` does to the api's idle pooled connections.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const database = new URL(api.databaseUrl!).pathname.slice(1);
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));

    // The pool reconnects: the next calls are answered as before.
    const again = await crm.get('/api/Organization/List?pageSize=5');
    expect(again.status).toBe(200);
    expect(again.body.data).toHaveLength(5);
  });
});
