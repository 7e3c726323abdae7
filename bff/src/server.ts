import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { attachmentViewRoute } from './attachment-view';
import { calendarFeedRoute } from './calendar-feed';
import type { BffRuntime } from './context';
import type { FanOut } from './fanout';
import { HubConsumer } from './hub';
import { bffServerFactory, graphqlHandler, requestIdOf } from './http';
import { introspectionModeFromEnv, type IntrospectionMode } from './introspection';
import { LookupCache } from './lookups';
import { registerHealth } from './ops/health';
import { createBffLogger, type LogOptions } from './ops/logging';
import { registerMetrics } from './ops/metrics';
import { closeDraining } from '../../platform/ops/shutdown';
import { loadPersistedManifest } from './persisted';
import { createBffPubSub, type PubSub } from './pubsub';
import { PoolRegistry, REQUEST_DEADLINE_MS } from './upstream/client';
import { FairShare } from './upstream/fair-share';
import { registerSecurityHeaders } from './web/security-headers';
import { registerWebApp } from './web/static';
import { attachGraphqlWs } from './ws';
import { PersistedJit } from './jit-warmup';
import { GRAPHQL_PATH, createBffYoga } from './yoga';

export { WS_MAX_PAYLOAD } from './ws';

export interface StartBffOptions {
  port?: number;
  host?: string;
  /** Base URL of the REST api, e.g. http://127.0.0.1:4001. */
  apiUrl: string;
  /** Service token for the api's hub stream; without it subscriptions receive nothing. */
  serviceToken?: string;
  /** Redis for the pub-sub across bff instances (in-process when absent). */
  redisUrl?: string;
  /** Folder of the built web app (default `web/dist`). */
  webDist?: string;
  /** GraphiQL at /graphql (default: on unless NODE_ENV=production). */
  graphiql?: boolean;
  /** JSON logs (pino): true for stdout at LOG_LEVEL, or options (a stream, a level). */
  logger?: boolean | LogOptions;
  /** Largest file a GraphQL upload may carry (default ATTACHMENT_MAX_BYTES or 25 MiB; the api checks it again). */
  maxUploadBytes?: number;
  /** Who may introspect (default: INTROSPECTION, else `on`, or `bearer` when NODE_ENV=production). */
  introspection?: IntrospectionMode;
  /** The web's persisted operations manifest (default `web/persisted-operations.json`). */
  persistedManifest?: string;
  /** Browser sessions run persisted operations only; bearer tokens may still send documents (default off). */
  persistedOnly?: boolean;
  /** Deadline of one GraphQL request over HTTP (default 10 s). */
  deadlineMs?: number;
  /** Whole-response timeout of one upstream call (default 8 s). */
  callTimeoutMs?: number;
  /**
   * Compile the persisted operations with graphql-jit once listening; /ready answers 503 until done (default off;
   * `bff/src/main.ts` turns it on unless BFF_JIT_WARMUP=0 or BFF_JIT=0).
   */
  warmJit?: boolean;
}

export interface RunningBff {
  url: string;
  close(): Promise<void>;
  /** The hub stream consumer (null without a service token); `connected` resolves once it is up. */
  hub: HubConsumer | null;
  /** The instance's pub-sub (what the hub consumer publishes to and subscriptions read). */
  pubsub: PubSub;
  /** The bff's logger (JSON lines; silent when logging is off). */
  log: FastifyBaseLogger;
  /** The lookups shared across requests (initial data per session). */
  lookups: LookupCache;
  /** The shared executions of live subscriptions. */
  fanout: FanOut;
  /** The persisted operations' compiled code (warmed when `warmJit`). */
  jit: PersistedJit;
}

export async function startBff(options: StartBffOptions): Promise<RunningBff> {
  const pools = new PoolRegistry();
  const { pubsub, close: closePubSub } = createBffPubSub(options.redisUrl);
  const lookups = new LookupCache();
  const runtime: BffRuntime = {
    apiUrl: options.apiUrl,
    pools,
    pubsub,
    lookups,
    deadlineMs: options.deadlineMs ?? REQUEST_DEADLINE_MS,
    callTimeoutMs: options.callTimeoutMs,
    fairShare: new FairShare(),
  };
  const graphiql = options.graphiql ?? process.env.NODE_ENV !== 'production';
  const maxUploadBytes = options.maxUploadBytes ?? (Number(process.env.ATTACHMENT_MAX_BYTES) || 25 * 1024 * 1024);
  // An upload's request also carries its operation and multipart framing: 1 MiB over the file limit.
  const maxRequestBytes = maxUploadBytes + 1024 * 1024;
  const log = options.logger ? createBffLogger(options.logger === true ? {} : options.logger) : null;
  const persisted = { manifest: loadPersistedManifest(options.persistedManifest), persistedOnly: options.persistedOnly ?? false };
  const jit = new PersistedJit(persisted.manifest);
  const yoga = createBffYoga({
    jit,
    runtime,
    graphiql,
    logger: log,
    maxRequestBodySize: maxRequestBytes,
    introspection: options.introspection ?? introspectionModeFromEnv(),
    persisted,
  });

  // GraphQL over HTTP bypasses Fastify (http.ts: request id, upload refusal, then yoga, whose plugins add the
  // response headers); Fastify serves the web app and every other route.
  const app = Fastify({
    loggerInstance: (log ?? undefined) as FastifyBaseLogger | undefined,
    // The caller's x-request-id when sane, else a new one (the same rule as /graphql's in http.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
    serverFactory: bffServerFactory(graphqlHandler(yoga, runtime, { maxUploadBytes, maxRequestBytes })),
  });
  // Routes that call the api (the attachment view) read the id from the header: one id in both tiers' logs.
  app.addHook('onRequest', async (req) => {
    req.raw.headers['x-request-id'] = req.id;
  });
  registerHealth(app, options.apiUrl, () => jit.ready);
  registerMetrics(app);

  // An attachment's bytes, streamed from the api with the user's session.
  attachmentViewRoute(app, { apiUrl: options.apiUrl, pools });
  calendarFeedRoute(app, { apiUrl: options.apiUrl, pools });

  // The built web app (compressed, cached, SPA fallback) and the browser security headers. /graphql itself
  // never reaches Fastify: yoga's securityHeadersPlugin sets its headers.
  registerSecurityHeaders(app, [GRAPHQL_PATH]);
  await registerWebApp(app, { webDist: options.webDist ?? 'web/dist', reservedPrefixes: [GRAPHQL_PATH] });

  // graphql-ws on the same server and path (ws.ts).
  const sockets = attachGraphqlWs(app.server, yoga, runtime, persisted);

  let hub: HubConsumer | null = null;
  if (options.serviceToken) {
    hub = new HubConsumer({
      apiUrl: options.apiUrl,
      serviceToken: options.serviceToken,
      pubsub,
      lookups,
      log: log ? (m) => log.warn(m) : undefined,
      onSessionEnded: (userId, sessionId) => {
        sockets.live.sessionEnded(userId, sessionId);
        // The ended session's cached lookups must not answer for it (they are keyed by token: the user's all go).
        lookups.lookupChanged({ userId });
      },
      onReconnected: () => void sockets.live.revalidateAll(),
    });
    hub.start();
  }

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const { port } = app.server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  if (options.warmJit) {
    // Through yoga's own parse and validation, whose caches the first request of each operation then finds (an
    // anonymous caller's rules are a browser session's: no introspection unless INTROSPECTION=on).
    const { parse, validate, schema } = yoga.getEnveloped({ request: { headers: new Headers() } } as never);
    void jit
      .warm(schema, (text) => {
        const document = parse(text);
        validate(schema, document);
        return document;
      })
      .then((r) => app.log.info({ compiled: r.compiled, skipped: r.skipped, ms: Math.round(r.ms) }, 'persisted operations compiled'))
      .catch((err: unknown) => app.log.warn({ err }, 'compiling the persisted operations failed: each compiles on its first request'));
  }

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    hub,
    pubsub,
    log: app.log,
    lookups,
    fanout: sockets.fanout,
    jit,
    close: () =>
      (closing ??= (async () => {
        jit.stop();
        await hub?.close();
        // Stop accepting and drain in-flight HTTP while graphql-ws sockets are told 1001 (going away) so clients
        // reconnect elsewhere (ws.ts cuts those that do not finish their close handshake in 2 s).
        await Promise.all([closeDraining(app), sockets.close()]);
        await pools.close();
        await closePubSub();
      })()),
  };
}
