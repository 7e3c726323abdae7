// Prometheus metrics of the bff (prom-client): GraphQL operations by name and type, HTTP requests by route,
// upstream calls and latency by api route, open subscriptions and graphql-ws sockets, event-loop lag and the
// default process metrics. One registry per process, as Prometheus scrapes processes.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { metricsAllowed } from '../../../platform/ops/metrics-access';

export const registry = new Registry();
registry.setDefaultLabels({ service: 'bff' });
// Includes nodejs_eventloop_lag_seconds (and its percentiles), heap, GC, handles and process CPU/memory.
collectDefaultMetrics({ register: registry });

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests served by Fastify (web app, health, metrics) by method, route and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: BUCKETS,
  registers: [registry],
});

export const operationDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL queries and mutations by operation name and type, and whether they carried errors (the _count is the rate)',
  labelNames: ['operation_name', 'operation_type', 'outcome'] as const,
  buckets: BUCKETS,
  registers: [registry],
});

const upstreamDuration = new Histogram({
  name: 'bff_upstream_request_duration_seconds',
  help: 'Calls to the REST api by method, route (ids replaced by :id) and status class (2xx, 4xx, 5xx; none: no answer)',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: BUCKETS,
  registers: [registry],
});

export const subscriptionsOpen = new Gauge({
  name: 'graphql_subscriptions_open',
  help: 'GraphQL subscriptions currently open (graphql-ws and SSE), by operation name',
  labelNames: ['operation_name'] as const,
  registers: [registry],
});

export const subscriptionsStarted = new Counter({
  name: 'graphql_subscriptions_started_total',
  help: 'GraphQL subscriptions started, by operation name',
  labelNames: ['operation_name'] as const,
  registers: [registry],
});

// Every running bff instance of this process adds its WebSocket server here (tests run several).
const socketSources = new Set<() => number>();
new Gauge({
  name: 'graphql_ws_sockets_open',
  help: 'graphql-ws sockets currently open',
  registers: [registry],
  collect() {
    let n = 0;
    for (const count of socketSources) n += count();
    this.set(n);
  },
});

export function countSockets(count: () => number): () => void {
  socketSources.add(count);
  return () => socketSources.delete(count);
}

/** The api route of an upstream path: query dropped, numeric segments as `:id` (bounded label values). */
export function upstreamRoute(path: string): string {
  return (path.split('?')[0] ?? path).replace(/\/\d+(?=\/|$)/g, '/:id');
}

/** `status` 0 is "no answer" (connection refused, timeout). A success is counted as 2xx. */
export function observeUpstream(method: string, path: string, status: number, seconds: number): void {
  const statusClass = status === 0 ? 'none' : `${Math.floor(status / 100)}xx`;
  upstreamDuration.observe({ method, route: upstreamRoute(path), status: statusClass }, seconds);
}

/** Times Fastify's own routes and serves /metrics (loopback, or anyone with METRICS_TOKEN). */
export function registerMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    if (!metricsAllowed(request.socket.remoteAddress, request.headers.authorization)) {
      return reply.status(403).send({ message: 'Metrics are available from this machine or with METRICS_TOKEN' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
