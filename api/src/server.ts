// Builds and starts the REST api. Other tiers' tests and the e2e/bench harness call startApi().
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import type { AppContext } from './context';
import { openDatabase, type Db } from './db/client';
import { createHubBus } from './hub/bus';
import { hubRoutes } from './hub/routes';
import { HttpError } from './http/errors';
import { installSessionLimit } from './http/session-limit';
import { BODY_LIMIT, bodyLimitRefusal, installInputGuard } from './http/input-guard';
import { notificationRoutes } from './notifications/routes';
import { recordRoutes } from './records/routes';
import { seedDemo } from './seed/seed';
import { groupRoutes } from './users/groups';
import { userRoutes } from './users/routes';

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
  logger?: boolean;
}

export interface RunningApi {
  url: string;
  serviceToken: string;
  /** The api's database handle, for test harnesses that arrange data no call creates (e.g. groups). */
  db: Db;
  /** Every route the api registered (method and URL pattern), for harnesses that walk them all (the fuzz test). */
  routes: readonly RegisteredRoute[];
  close(): Promise<void>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>();

const REQUEST_ID = /^[\w.:-]{1,128}$/;

export async function buildApp(ctx: AppContext, logger = false): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
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
  const routes: RegisteredRoute[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });

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

  await app.register(cookie);
  await app.register(formbody);
  app.get('/api/health', { config: { auth: 'public' } }, async () => ({ ok: true, database: ctx.dbKind }));
  await app.register(async (scope) => {
    installSessionLimit(scope);
    await authRoutes(scope);
    await userRoutes(scope);
    await groupRoutes(scope);
    await notificationRoutes(scope);
    await recordRoutes(scope);
    await auditRoutes(scope);
    await hubRoutes(scope);
  });
  return app;
}

export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const hub = await createHubBus(options.redisUrl).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  const serviceToken = options.serviceToken ?? randomBytes(32).toString('base64url');
  let app: FastifyInstance | undefined;
  try {
    if (options.seed ?? true) await seedDemo(database.db);
    app = await buildApp({ db: database.db, dbKind: database.kind, hub, serviceToken }, options.logger ?? false);
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 0, host });
    const { port } = app.server.address() as AddressInfo;
    const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
    let closing: Promise<void> | undefined;
    const started = app;
    return {
      url: `http://${urlHost}:${port}`,
      serviceToken,
      db: database.db,
      routes: registeredRoutes.get(app) ?? [],
      close: () =>
        (closing ??= (async () => {
          await started.close();
          await hub.close();
          await database.close();
        })()),
    };
  } catch (err) {
    await app?.close().catch(() => undefined);
    await hub.close();
    await database.close();
    throw err;
  }
}
