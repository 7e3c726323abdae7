import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { BffRuntime } from './context';
import type { FanOut } from './fanout';
import { HubConsumer } from './hub';
import { bffServerFactory, graphqlHandler } from './http';
import { LookupCache } from './lookups';
import { createBffPubSub, type PubSub } from './pubsub';
import { PoolRegistry, REQUEST_DEADLINE_MS } from './upstream/client';
import { attachGraphqlWs } from './ws';
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
  logger?: boolean;
  /** Deadline of one GraphQL request over HTTP (default 10 s). */
  deadlineMs?: number;
  /** Whole-response timeout of one upstream call (default 8 s). */
  callTimeoutMs?: number;
}

export interface RunningBff {
  url: string;
  close(): Promise<void>;
  /** The hub stream consumer (null without a service token); `connected` resolves once it is up. */
  hub: HubConsumer | null;
  /** The instance's pub-sub (what the hub consumer publishes to and subscriptions read). */
  pubsub: PubSub;
  /** The lookups shared across requests (initial data per session). */
  lookups: LookupCache;
  /** The shared executions of live subscriptions. */
  fanout: FanOut;
}

const MISSING_DIST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Business suite</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem; max-width: 40rem">
<h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload this page.</p>
<p>The GraphQL API is available at <a href="/graphql">/graphql</a>.</p>
</body></html>
`;

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
  };
  const graphiql = options.graphiql ?? process.env.NODE_ENV !== 'production';
  const yoga = createBffYoga({ runtime, graphiql, logging: options.logger ?? false });

  // GraphQL over HTTP bypasses Fastify (http.ts); Fastify serves the web app and every other route.
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    serverFactory: bffServerFactory(graphqlHandler(yoga, runtime)),
  });

  // The built web app, with SPA fallback to index.html.
  const webDist = resolve(options.webDist ?? 'web/dist');
  const hasDist = existsSync(resolve(webDist, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', index: ['index.html'] });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
    if (path.startsWith(GRAPHQL_PATH)) return reply.status(404).send({ message: 'Not found' });
    if (!hasDist) return reply.status(200).type('text/html; charset=utf-8').send(MISSING_DIST_PAGE);
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return reply.status(404).send({ message: 'Not found' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
  });

  // graphql-ws on the same server and path (ws.ts).
  const sockets = attachGraphqlWs(app.server, yoga, runtime);

  let hub: HubConsumer | null = null;
  if (options.serviceToken) {
    hub = new HubConsumer({
      apiUrl: options.apiUrl,
      serviceToken: options.serviceToken,
      pubsub,
      lookups,
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
    lookups,
    fanout: sockets.fanout,
    close: () =>
      (closing ??= (async () => {
        await hub?.close();
        await sockets.close();
        await app.close();
        await pools.close();
        await closePubSub();
      })()),
  };
}
