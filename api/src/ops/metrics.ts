// Prometheus metrics of the api (prom-client): request rate and latency by route, database readiness probes,
// event-loop lag and the default process metrics. One registry per process, as Prometheus scrapes processes.
import type { FastifyInstance } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { metricsAllowed } from '../../../platform/ops/metrics-access';

export const registry = new Registry();
registry.setDefaultLabels({ service: 'api' });
// Includes nodejs_eventloop_lag_seconds (and its percentiles), heap, GC, handles and process CPU/memory.
collectDefaultMetrics({ register: registry });

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status (the _count is the request rate)',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Times every request by its route pattern (`/api/:object/GetModel/:id`), never by raw URL (bounded labels). */
export function registerMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { auth: 'public' } }, async (request, reply) => {
    if (!metricsAllowed(request.socket.remoteAddress, request.headers.authorization)) {
      return reply.status(403).send({ message: 'Metrics are available from this machine or with METRICS_TOKEN' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
