import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { formatFileSize } from '../../contract';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { attachmentViewRoute } from './attachment-view';
import { authFromHeaders, newRequestState, type BffRuntime } from './context';
import { HubConsumer } from './hub';
import { introspectionModeFromEnv, type IntrospectionMode } from './introspection';
import { registerHealth } from './ops/health';
import { createBffLogger, type LogOptions } from './ops/logging';
import { countSockets, registerMetrics } from './ops/metrics';
import { closeDraining } from './ops/shutdown';
import { loadPersistedManifest, subscribeDocument } from './persisted';
import { createBffPubSub, type PubSub } from './pubsub';
import { originViolation } from './security';
import { LiveSockets, checkSession, sessionEndedError } from './socket-sessions';
import { PoolRegistry, type UpstreamAuth } from './upstream/client';
import { FairShare } from './upstream/fair-share';
import { registerSecurityHeaders } from './web/security-headers';
import { registerWebApp } from './web/static';
import { GRAPHQL_PATH, createBffYoga } from './yoga';

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
}

/**
 * The largest graphql-ws message the bff reads (1 MB, like the api's body limit): a bigger one closes the
 * socket with 1009 (message too big) before it is buffered whole.
 */
export const WS_MAX_PAYLOAD = 1024 * 1024;

interface WsInfo {
  auth: UpstreamAuth;
  userId: number | null;
}

export async function startBff(options: StartBffOptions): Promise<RunningBff> {
  const pools = new PoolRegistry();
  const { pubsub, close: closePubSub } = createBffPubSub(options.redisUrl);
  const runtime: BffRuntime = { apiUrl: options.apiUrl, pools, pubsub, fairShare: new FairShare() };
  const graphiql = options.graphiql ?? process.env.NODE_ENV !== 'production';
  const maxUploadBytes = options.maxUploadBytes ?? (Number(process.env.ATTACHMENT_MAX_BYTES) || 25 * 1024 * 1024);
  // An upload's request also carries its operation and multipart framing: 1 MiB over the file limit.
  const maxRequestBytes = maxUploadBytes + 1024 * 1024;
  const log = options.logger ? createBffLogger(options.logger === true ? {} : options.logger) : null;
  const persisted = { manifest: loadPersistedManifest(options.persistedManifest), persistedOnly: options.persistedOnly ?? false };
  const yoga = createBffYoga({
    runtime,
    graphiql,
    logger: log,
    maxRequestBodySize: maxRequestBytes,
    introspection: options.introspection ?? introspectionModeFromEnv(),
    persisted,
  });

  const app = Fastify({
    loggerInstance: (log ?? undefined) as FastifyBaseLogger | undefined,
    // The caller's x-request-id when sane, else a new one: the same id goes upstream and into both tiers' logs.
    requestIdHeader: false,
    genReqId: (req) => {
      const sent = req.headers['x-request-id'];
      return typeof sent === 'string' && /^[\w.:-]{1,128}$/.test(sent) ? sent : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  // yoga reads the id from the header: one id for Fastify's lines, the operation's line and the upstream calls.
  app.addHook('onRequest', async (req) => {
    req.raw.headers['x-request-id'] = req.id;
  });
  registerHealth(app, options.apiUrl);
  registerMetrics(app);

  // A multipart (upload) request larger than the upload limit is refused before yoga reads it into memory.
  const uploadRefusal = (req: FastifyRequest): string | null => {
    if (
      !String(req.headers['content-type'] ?? '')
        .toLowerCase()
        .startsWith('multipart/form-data')
    )
      return null;
    const length = Number(req.headers['content-length']);
    if (!Number.isFinite(length)) return 'Uploads must send Content-Length';
    return length > maxRequestBytes ? `The file is larger than the ${formatFileSize(maxUploadBytes)} limit` : null;
  };

  // GraphQL over HTTP: yoga reads the raw body itself (so it answers malformed bodies per the spec).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.route({
      url: GRAPHQL_PATH,
      method: ['GET', 'POST', 'OPTIONS'],
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const refused = uploadRefusal(req);
        if (refused) {
          // The body is drained unread (clients only read an answer once they have sent their body), then refused.
          await new Promise<void>((done) => {
            req.raw
              .on('end', done)
              .on('error', () => done())
              .on('close', done)
              .resume();
          });
          return reply.status(413).send({ errors: [{ message: refused, extensions: { code: 'PAYLOAD_TOO_LARGE', status: 413 } }] });
        }
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
        for (const [key, value] of response.headers.entries()) {
          if (key.toLowerCase() === 'set-cookie') continue;
          void reply.header(key, value);
        }
        const cookies = response.headers.getSetCookie?.() ?? [];
        if (cookies.length) void reply.header('set-cookie', cookies);
        void reply.status(response.status);
        return reply.send(response.body);
      },
    });
  });

  // An attachment's bytes, streamed from the api with the user's session.
  attachmentViewRoute(app, { apiUrl: options.apiUrl, pools });

  // The built web app (compressed, cached, SPA fallback) and the browser security headers.
  registerSecurityHeaders(app, [GRAPHQL_PATH]);
  await registerWebApp(app, { webDist: options.webDist ?? 'web/dist', reservedPrefixes: [GRAPHQL_PATH] });

  // graphql-ws on the same server and path, through yoga's envelop pipeline.
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD });
  const uncountSockets = countSockets(() => wss.clients.size);
  const liveSockets = new LiveSockets(options.apiUrl, pools);
  const wsInfo = new WeakMap<object, WsInfo>();
  app.server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== GRAPHQL_PATH) {
      socket.destroy();
      return;
    }
    const bad = originViolation(req.headers.origin, req.headers.host);
    if (bad) {
      socket.end(
        `HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(bad)}\r\n\r\n${bad}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const wsServer = useServer(
    {
      onConnect: async (ctx) => {
        const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
        const headers = ctx.extra.request.headers;
        let auth = authFromHeaders((n) => {
          const v = headers[n];
          return Array.isArray(v) ? v[0] : v;
        });
        const paramAuth =
          typeof params.authorization === 'string'
            ? params.authorization
            : typeof params.Authorization === 'string'
              ? params.Authorization
              : null;
        if (paramAuth) {
          const m = /^Bearer\s+(.+)$/i.exec(paramAuth.trim());
          if (m?.[1]) auth = { kind: 'bearer', token: m[1] };
        } else if (typeof params.token === 'string' && params.token) {
          auth = { kind: 'bearer', token: params.token };
        }
        if (auth.kind === 'none') {
          wsInfo.set(ctx.extra.socket, { auth, userId: null });
          return true;
        }
        // Validate the session at connect (and on every subscribe, below); the socket ends with it (socket-sessions.ts).
        const identity = await checkSession(options.apiUrl, pools, auth);
        if (!identity) return false;
        wsInfo.set(ctx.extra.socket, { auth, userId: identity.userId });
        liveSockets.add(ctx.extra.socket, auth, identity);
        return true;
      },
      execute: (args) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        if (!(await liveSockets.stillValid(ctx.extra.socket))) {
          // Refuse this operation, then end the socket: its identity is gone.
          setImmediate(() => liveSockets.end(ctx.extra.socket));
          return [sessionEndedError()];
        }
        const info = wsInfo.get(ctx.extra.socket) ?? { auth: { kind: 'none' } as UpstreamAuth, userId: null };
        const state = newRequestState(randomUUID(), false, undefined, false);
        const enveloped = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          wsContext: { state, auth: info.auth, userId: info.userId },
        });
        // A refusal while parsing or validating (graphql-armor throws on its limits) fails this operation
        // alone; thrown out of onSubscribe it would close the whole socket with 4500.
        try {
          const text = subscribeDocument(params, info.auth, persisted);
          if (typeof text !== 'string') return [text];
          const document = enveloped.parse(text);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length) return errors;
          const args: ExecutionArgs = {
            schema: enveloped.schema,
            operationName: params.operationName,
            document,
            variableValues: params.variables,
            contextValue: await enveloped.contextFactory(),
            rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
          };
          return args;
        } catch (err) {
          return [err instanceof Error && err.name === 'GraphQLError' ? (err as GraphQLError) : new GraphQLError((err as Error).message)];
        }
      },
    },
    wss,
  );

  let hub: HubConsumer | null = null;
  if (options.serviceToken) {
    hub = new HubConsumer({
      apiUrl: options.apiUrl,
      serviceToken: options.serviceToken,
      pubsub,
      log: log ? (m) => log.warn(m) : undefined,
      onSessionEnded: (userId, sessionId) => liveSockets.sessionEnded(userId, sessionId),
      onReconnected: () => void liveSockets.revalidateAll(),
    });
    hub.start();
  }

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const { port } = app.server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    hub,
    pubsub,
    log: app.log,
    close: () =>
      (closing ??= (async () => {
        await hub?.close();
        // Stop accepting and drain in-flight HTTP while graphql-ws sockets are told 1001 (going away) so clients
        // reconnect elsewhere; a socket that does not finish its close handshake in time is cut.
        const cut = setTimeout(() => {
          for (const client of wss.clients) client.terminate();
        }, 2_000);
        await Promise.all([closeDraining(app), Promise.resolve(wsServer.dispose()).finally(() => clearTimeout(cut))]);
        uncountSockets();
        await pools.close();
        await closePubSub();
      })()),
  };
}
