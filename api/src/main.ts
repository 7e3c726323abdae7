// Entry point: `npm run start:api`. Configuration comes from the environment.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApi } from './server';

const dataDir = process.env.DATA_DIR ?? '.data';
// Quiet by default (one start-up line); LOG_LEVEL=info adds per-request logs with their request id.
process.env.LOG_LEVEL ??= 'warn';

/** SERVICE_TOKEN, else the shared file the bff also reads, created on first start. */
function serviceToken(): string {
  if (process.env.SERVICE_TOKEN) return process.env.SERVICE_TOKEN;
  const file = join(dataDir, 'service-token');
  if (existsSync(file)) {
    const token = readFileSync(file, 'utf8').trim();
    if (token) return token;
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** TRUST_PROXY: `true`, `false`, or addresses/CIDRs/`loopback` (comma-separated); default the loopback. */
function trustProxy(): boolean | string | undefined {
  const value = process.env.TRUST_PROXY?.trim();
  if (!value) return undefined;
  return value === 'true' ? true : value === 'false' ? false : value;
}
const numberEnv = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

const api = await startApi({
  port: Number(process.env.API_PORT ?? 4001),
  host: process.env.API_HOST ?? '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: join(dataDir, 'pglite'),
  redisUrl: process.env.REDIS_URL || undefined,
  serviceToken: serviceToken(),
  logger: process.env.API_LOG !== '0',
  trustProxy: trustProxy(),
  trustedOrigins: process.env.API_TRUSTED_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean),
  sessionCacheMs: numberEnv('SESSION_CACHE_MS'),
  sessionSweepMs: numberEnv('SESSION_SWEEP_MS'),
});
console.log(`api listening on ${api.url} (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    api.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
