// Builds and starts the REST api. Other tiers' tests and the e2e/bench harness call startApi().
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { attachmentRoutes } from './attachments/routes';
import { DiskStorage } from './attachments/storage';
import { auditRoutes } from './audit/routes';
import { calendarRoutes } from './calendar/routes';
import { dashboardRoutes } from './dashboards/routes';
import { authRoutes } from './auth/routes';
import { SessionStore } from './auth/sessions';
import { SignInThrottle, defaultSignInThrottle, type SignInThrottleSettings } from './auth/throttle';
import type { AppContext } from './context';
import { openDatabase, type Db } from './db/client';
import { CompanyLookups, installCompanyLookups } from './lookups/company-lookups';
import { ensureCountries } from './geo/countries';
import { geoRoutes } from './geo/routes';
import { createHubBus, publishLookupChange } from './hub/bus';
import { appVersion } from './setup/main-menu';
import { homeRoutes } from './home/routes';
import { hubRoutes } from './hub/routes';
import { installCrossSiteGuard, registeredRoutes, type RegisteredRoute } from './http/cross-site';
import { HttpError } from './http/errors';
import { installSessionLimit } from './http/session-limit';
import { BODY_LIMIT, bodyLimitRefusal, installInputGuard } from './http/input-guard';
import { notificationRoutes } from './notifications/routes';
import { panelRoutes } from './panels/routes';
import { loadVapidKeys, PushSender, withPush } from './panels/push';
import { ReminderScheduler } from './panels/reminders';
import { recordRoutes } from './records/routes';
import { extraFieldRoutes } from './extra-fields/routes';
import { viewRoutes } from './views/routes';
import { searchRoutes } from './search/routes';
import { streamRoutes } from './stream/routes';
import { taskRoutes } from './tasks/routes';
import { seedDemo } from './seed/seed';
import { setupRoutes } from './setup/routes';
import type { Clock } from './plans/clock';
import { testClock } from './plans/test-clock';
import { planRoutes } from './plans/routes';
import { installModuleGuard } from './permissions/module-access';
import { groupRoutes } from './users/groups';
import { userRoutes } from './users/routes';
import { registerHealth } from './ops/health';
import { apiLoggerOptions, type LogOptions } from './ops/logging';
import { registerMetrics } from './ops/metrics';
import { closeDraining } from '../../platform/ops/shutdown';
import { RecordingMailer, type Mailer } from './mail/mailer';
import { SmtpMailer } from './mail/smtp';

export interface StartApiOptions {
  port?: number;
  host?: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for in-memory. Default `.data/pglite`. */
  dataDir?: string;
  redisUrl?: string;
  /** Bearer token of the bff's hub consumer; random when absent (read it from the result). */
  serviceToken?: string;
  /** Seed the demo companies when the database is empty (default true). */
  seed?: boolean;
  /** JSON logs (pino): true for stdout at LOG_LEVEL, or options (a stream, a level). */
  logger?: boolean | LogOptions;
  /**
   * Folder of attachment bytes. Default: `attachments` beside a PGlite data folder (`.data/attachments`),
   * `.data/attachments` with PostgreSQL, and a temporary folder (removed on close) for an in-memory database.
   */
  attachmentsDir?: string;
  /** Largest attachment an upload may carry, in bytes (default 25 MiB). */
  attachmentMaxBytes?: number;
  /** Proxies whose X-Forwarded-* headers are believed (Fastify `trustProxy`): default the loopback (the bff). */
  trustProxy?: boolean | string;
  /** Origins besides the api's own allowed to send cookie-authenticated writes from a browser. */
  trustedOrigins?: string[];
  /** How long a resolved session or API token is cached per instance (ms, default 5000; 0 turns the cache off). */
  sessionCacheMs?: number;
  /** How often expired sessions are ended and announced (ms, default 30000; 0 never). */
  sessionSweepMs?: number;
  /** Sign-in back-off settings (defaults: `defaultSignInThrottle`). */
  signInThrottle?: Partial<SignInThrottleSettings>;
  /** How often due reminders are looked for and fired (ms, default 2000; 0 never: call `fireReminders`). */
  reminderPollMs?: number;
  /**
   * Web push: the VAPID key pair (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; absent: generated once and kept in the
   * database), its subject (VAPID_SUBJECT), and for test harnesses only plain-http loopback endpoints. `false`: off.
   */
  push?: false | { publicKey?: string; privateKey?: string; subject?: string; allowLoopback?: boolean };
  /**
   * Outgoing mail: `smtpUrl` (SMTP_URL) and `from` (MAIL_FROM) send through SMTP; without `smtpUrl` mail is kept by
   * the recording mailer (development, tests, `GET /api/Test/Mail`). `false`: no mail service (nothing is sent).
   */
  mail?: false | { smtpUrl?: string; from?: string };
  /** Test harnesses only: a clock that can be moved (RunningApi.clock and `POST /api/Test/Clock`); never in production. */
  movableClock?: boolean;
}

/** Default limit of an attachment upload (ATTACHMENT_MAX_BYTES). */
export const DEFAULT_ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;

export interface RunningApi {
  url: string;
  serviceToken: string;
  /** The api's database handle, for test harnesses that arrange data no call creates (e.g. groups). */
  db: Db;
  /** The api's logger (JSON lines; silent when logging is off). */
  log: FastifyBaseLogger;
  /** Every route as registered (method, url, whether the spec lets it take a form body). */
  routes: readonly RegisteredRoute[];
  /** Ends and announces expired sessions now (the periodic sweep's work), for harnesses with a moved clock. */
  sweepSessions(): Promise<number>;
  /** The plan's clock; movable when started with `movableClock`. */
  clock: Clock;
  /**
   * Announces this instance's version on the hub (`notification.newVersion { version }`): done once at start, so
   * the bffs of a rolling deployment offer their open pages a reload; harnesses may call it again.
   */
  announceVersion(version?: string): Promise<void>;
  /** This instance's mailer (a RecordingMailer unless SMTP is configured; null when mail is off). */
  mailer: Mailer | null;
  /** Fires the reminders due now (the scheduler's work), for harnesses; answers how many fired. */
  fireReminders(): Promise<number>;
  /** Announces a company's lookups changed (as the api's own writers do), for harnesses that change plans in `db`. */
  lookupsChanged(companyId: number): Promise<void>;
  close(): Promise<void>;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

export async function buildApp(
  ctx: AppContext,
  logger: boolean | LogOptions = false,
  trustProxy: boolean | string = 'loopback',
): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy,
    logger: logger ? apiLoggerOptions(logger === true ? {} : logger) : false,
    bodyLimit: BODY_LIMIT,
    // Accept a sane incoming x-request-id, else make one; it is echoed and logged as reqId.
    requestIdHeader: false,
    genReqId: (req) => {
      const sent = req.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
  });
  app.decorate('ctx', ctx);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    const tooLarge = bodyLimitRefusal(error);
    if (tooLarge) return reply.status(413).send(tooLarge);
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'An unexpected error occurred' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  installInputGuard(app);

  installCrossSiteGuard(app, ctx.trustedOrigins);
  await app.register(cookie);
  await app.register(formbody);
  // Multipart bodies (attachment uploads) are streamed by the route, which sets the file size limit.
  await app.register(multipart, { limits: { fileSize: ctx.attachments.maxBytes, files: 1 } });
  app.get('/api/health', { config: { auth: 'public' } }, async () => ({ ok: true, database: ctx.dbKind }));
  registerHealth(app, ctx.db);
  registerMetrics(app);
  await app.register(async (scope) => {
    installSessionLimit(scope);
    installModuleGuard(scope);
    await authRoutes(scope);
    await userRoutes(scope);
    await groupRoutes(scope);
    await notificationRoutes(scope);
    await taskRoutes(scope);
    await streamRoutes(scope);
    await recordRoutes(scope);
    await extraFieldRoutes(scope);
    await viewRoutes(scope);
    await auditRoutes(scope);
    await attachmentRoutes(scope);
    await calendarRoutes(scope);
    await geoRoutes(scope);
    await homeRoutes(scope);
    await dashboardRoutes(scope);
    await panelRoutes(scope);
    await hubRoutes(scope);
    await searchRoutes(scope);
    await setupRoutes(scope);
    await planRoutes(scope);
  });
  return app;
}

export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  let app: FastifyInstance | undefined;
  // First, so a malformed SMTP_URL stops the start before anything is opened.
  const smtp =
    options.mail && options.mail.smtpUrl ? new SmtpMailer({ url: options.mail.smtpUrl, from: options.mail.from }, () => app?.log) : null;
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const rawHub = await createHubBus(options.redisUrl).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  const pushSettings =
    options.push === false
      ? undefined
      : await loadVapidKeys(database.db, options.push)
          .then((keys) => ({
            keys,
            subject: (options.push && options.push.subject) || 'mailto:admin@localhost',
            allowLoopback: (options.push && options.push.allowLoopback) ?? false,
          }))
          .catch(async (err: unknown) => {
            await rawHub.close();
            await database.close();
            throw err;
          });
  // Plans, seats and extra-field definitions are kept per company for the session cache's time (lookups/).
  const hub = installCompanyLookups(
    database.db,
    pushSettings ? withPush(rawHub, new PushSender(database.db, pushSettings, () => app?.log)) : rawHub,
    new CompanyLookups(options.sessionCacheMs ?? 5_000),
  );
  const serviceToken = options.serviceToken ?? randomBytes(32).toString('base64url');
  const sessions = new SessionStore(database.db, hub, serviceToken, {
    cacheTtlMs: options.sessionCacheMs ?? 5_000,
    sweepEveryMs: options.sessionSweepMs ?? 30_000,
  });
  const signInThrottle = new SignInThrottle(database.db, { ...defaultSignInThrottle, ...options.signInThrottle });
  const inMemory = !options.databaseUrl && (options.dataDir ?? '').startsWith('memory://');
  const attachmentsDir =
    options.attachmentsDir ??
    (inMemory
      ? await mkdtemp(join(tmpdir(), 'suite-attachments-'))
      : options.dataDir && !options.databaseUrl
        ? join(dirname(options.dataDir), 'attachments')
        : '.data/attachments');
  const removeTemporary = () =>
    inMemory && !options.attachmentsDir ? rm(attachmentsDir, { recursive: true, force: true }) : Promise.resolve();
  const attachments = { storage: new DiskStorage(attachmentsDir), maxBytes: options.attachmentMaxBytes ?? DEFAULT_ATTACHMENT_MAX_BYTES };
  const clock = testClock(options.movableClock);
  const mailer: Mailer | null = options.mail === false ? null : (smtp ?? new RecordingMailer());
  try {
    await ensureCountries(database.db);
    if (options.seed ?? true) await seedDemo(database.db);
    app = await buildApp(
      {
        db: database.db,
        dbKind: database.kind,
        hub,
        serviceToken,
        attachments,
        sessions,
        signInThrottle,
        trustedOrigins: options.trustedOrigins ?? [],
        clock,
        push: pushSettings && { publicKey: pushSettings.keys.publicKey, allowLoopback: pushSettings.allowLoopback },
        mailer,
      },
      options.logger ?? false,
      options.trustProxy,
    );
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 0, host });
    const { port } = app.server.address() as AddressInfo;
    const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
    let closing: Promise<void> | undefined;
    const started = app;
    sessions.start((err) => started.log.error({ err }, 'session sweep failed'));
    started.log.info(
      smtp ? { mail: 'smtp', ...smtp.describe() } : { mail: mailer ? 'recorded in memory (set SMTP_URL to send)' : 'off' },
      'mail',
    );
    const announceVersion = (version = appVersion()) =>
      hub.publish({ hub: 'notification', event: 'newVersion', group: 'all', companyId: 0, payload: { version } });
    await announceVersion().catch((err: unknown) => started.log.warn({ err }, 'version announcement failed'));
    const reminderScheduler = new ReminderScheduler(started.ctx, options.reminderPollMs ?? 2_000);
    reminderScheduler.start((err) => started.log.error({ err }, 'reminder run failed'));
    return {
      announceVersion,
      url: `http://${urlHost}:${port}`,
      serviceToken,
      db: database.db,
      log: started.log,
      routes: registeredRoutes(started),
      sweepSessions: () => sessions.sweep(),
      lookupsChanged: (companyId) => publishLookupChange(hub, { companyId, lookup: 'plan' }),
      clock,
      fireReminders: () => reminderScheduler.fire(),
      mailer,
      close: () =>
        (closing ??= (async () => {
          sessions.close();
          reminderScheduler.close();
          await closeDraining(started);
          await hub.close();
          await database.close();
          smtp?.close();
          await removeTemporary();
        })()),
    };
  } catch (err) {
    sessions.close();
    smtp?.close();
    await app?.close().catch(() => undefined);
    await hub.close();
    await database.close();
    await removeTemporary();
    throw err;
  }
}
