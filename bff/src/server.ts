import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { authFromHeaders, newRequestState, type BffRuntime } from './context';
import { HubConsumer } from './hub';
import { introspectionModeFromEnv, type IntrospectionMode } from './introspection';
import { loadPersistedManifest, subscribeDocument } from './persisted';
import { createBffPubSub, type PubSub } from './pubsub';
import { originViolation } from './security';
import { PoolRegistry, UpstreamClient, UpstreamError, type UpstreamAuth } from './upstream/client';
import type { InitialData } from './upstream/types';
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
  /** Who may introspect (default: INTROSPECTION, else `on`, or `bearer` when NODE_ENV=production). */
  introspection?: IntrospectionMode;
  /** The web's persisted operations manifest (default `web/persisted-operations.json`). */
  persistedManifest?: string;
  /** Browser sessions run persisted operations only; bearer tokens may still send documents (default off). */
  persistedOnly?: boolean;
  logger?: boolean;
}

export interface RunningBff {
  url: string;
  close(): Promise<void>;
  /** The hub stream consumer (null without a service token); `connected` resolves once it is up. */
  hub: HubConsumer | null;
  /** The instance's pub-sub (what the hub consumer publishes to and subscriptions read). */
  pubsub: PubSub;
}

interface WsInfo {
  auth: UpstreamAuth;
  userId: number | null;
}

export async function startBff(options: StartBffOptions): Promise<RunningBff> {
  const pools = new PoolRegistry();
  const { pubsub, close: closePubSub } = createBffPubSub(options.redisUrl);
  const runtime: BffRuntime = { apiUrl: options.apiUrl, pools, pubsub };
  const graphiql = options.graphiql ?? process.env.NODE_ENV !== 'production';
  const persisted = { manifest: loadPersistedManifest(options.persistedManifest), persistedOnly: options.persistedOnly ?? false };
  const yoga = createBffYoga({
    runtime,
    graphiql,
    logging: options.logger ?? false,
    introspection: options.introspection ?? introspectionModeFromEnv(),
    persisted,
  });

  const app = Fastify({ logger: options.logger ?? false, routerOptions: { ignoreTrailingSlash: true } });

  // GraphQL over HTTP: yoga reads the raw body itself (so it answers malformed bodies per the spec).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.route({
      url: GRAPHQL_PATH,
      method: ['GET', 'POST', 'OPTIONS'],
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
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

  // The built web app (compressed, cached, SPA fallback) and the browser security headers.
  registerSecurityHeaders(app, [GRAPHQL_PATH]);
  await registerWebApp(app, { webDist: options.webDist ?? 'web/dist', reservedPrefixes: [GRAPHQL_PATH] });

  // graphql-ws on the same server and path, through yoga's envelop pipeline.
  const wss = new WebSocketServer({ noServer: true });
  const wsInfo = new WeakMap<object, WsInfo>();
  app.server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== GRAPHQL_PATH) {
      socket.destroy();
      return;
    }
    const bad = originViolation(req.headers.origin, req.headers.host);
    if (bad) {
      socket.end(`HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(bad)}\r\n\r\n${bad}`);
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
        const paramAuth = typeof params.authorization === 'string' ? params.authorization : typeof params.Authorization === 'string' ? params.Authorization : null;
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
        // Validate the session once, at connect.
        const client = new UpstreamClient({ baseUrl: options.apiUrl, pools, auth, requestId: randomUUID(), signal: AbortSignal.timeout(10_000) });
        try {
          const data = await client.call<InitialData>('GET', '/api/UserMainMenu/InitialData');
          wsInfo.set(ctx.extra.socket, { auth, userId: data.session.userId });
          return true;
        } catch (err) {
          if (err instanceof UpstreamError && (err.status === 401 || err.status === 403)) return false;
          throw err;
        }
      },
      execute: (args) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        const info = wsInfo.get(ctx.extra.socket) ?? { auth: { kind: 'none' } as UpstreamAuth, userId: null };
        const state = newRequestState(randomUUID(), false, undefined, false);
        const enveloped = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          wsContext: { state, auth: info.auth, userId: info.userId },
        });
        const text = subscribeDocument(params, info.auth, persisted);
        if (typeof text !== 'string') return [text];
        let document;
        try {
          document = enveloped.parse(text);
        } catch (err) {
          return [err instanceof Error && err.name === 'GraphQLError' ? (err as GraphQLError) : new GraphQLError((err as Error).message)];
        }
        const args: ExecutionArgs = {
          schema: enveloped.schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
        const errors = enveloped.validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
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
      log: options.logger ? (m) => app.log.warn(m) : undefined,
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
    close: () =>
      (closing ??= (async () => {
        await hub?.close();
        for (const client of wss.clients) client.terminate();
        await wsServer.dispose();
        await new Promise<void>((r) => wss.close(() => r()));
        await app.close();
        await pools.close();
        await closePubSub();
      })()),
  };
}
