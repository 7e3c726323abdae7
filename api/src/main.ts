// Entry point: `npm run start:api`. Configuration comes from the environment.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeOnSignals } from '../../platform/ops/shutdown';
import { startApi } from './server';

const dataDir = process.env.DATA_DIR ?? '.data';

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
  // Loopback unless told otherwise: the api is the bff's upstream, not a public endpoint.
  host: process.env.API_HOST || process.env.HOST || '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: join(dataDir, 'pglite'),
  redisUrl: process.env.REDIS_URL || undefined,
  serviceToken: serviceToken(),
  attachmentsDir: process.env.ATTACHMENTS_DIR || join(dataDir, 'attachments'),
  attachmentMaxBytes: process.env.ATTACHMENT_MAX_BYTES ? Number(process.env.ATTACHMENT_MAX_BYTES) : undefined,
  logger: process.env.API_LOG !== '0',
  trustProxy: trustProxy(),
  trustedOrigins: process.env.API_TRUSTED_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  sessionCacheMs: numberEnv('SESSION_CACHE_MS'),
  sessionSweepMs: numberEnv('SESSION_SWEEP_MS'),
  mail: { smtpUrl: process.env.SMTP_URL || undefined, from: process.env.MAIL_FROM || undefined },
  push: {
    publicKey: process.env.VAPID_PUBLIC_KEY || undefined,
    privateKey: process.env.VAPID_PRIVATE_KEY || undefined,
    subject: process.env.VAPID_SUBJECT || undefined,
  },
});
api.log.info({ url: api.url, database: process.env.DATABASE_URL ? 'postgres' : 'pglite' }, 'api ready');

closeOnSignals(() => api.close(), 'api');
