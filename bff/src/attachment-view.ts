// `GET /attachment/view-attachment/{id}` (the spec's web route): the bff streams an attachment's bytes
// from the api with the browser's own session, so the browser never talks to the api. The api decides
// who may read it (the parent record's read permission; another company's is a 404) and the safe
// headers (type, disposition, nosniff, CSP), which are passed on as they are.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authFromHeaders } from './context';
import { UpstreamClient, type PoolRegistry } from './upstream/client';

/** Headers of the api's answer that reach the browser. */
const PASSED_ON = ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'content-security-policy', 'cache-control', 'location'];

export function attachmentViewRoute(app: FastifyInstance, options: { apiUrl: string; pools: PoolRegistry }) {
  app.get('/attachment/view-attachment/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!/^[1-9]\d{0,9}$/.test(id)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const auth = authFromHeaders((n) => {
      const v = request.headers[n];
      return Array.isArray(v) ? v[0] : v;
    });
    if (auth.kind === 'none') return reply.redirect('/login', 302);
    const client = new UpstreamClient({ baseUrl: options.apiUrl, pools: options.pools, auth, requestId: randomUUID() });
    const query = (request.query as Record<string, string | undefined>).download ? '?download=1' : '';
    const res = await client.stream(`/api/Attachment/ViewAttachment/${id}${query}`);
    if (res.statusCode !== 200 && res.statusCode !== 302) {
      await res.body.dump();
      const status = res.statusCode === 401 ? 401 : res.statusCode === 403 ? 403 : 404;
      return reply
        .status(status)
        .header('x-content-type-options', 'nosniff')
        .type('text/plain; charset=utf-8')
        .send(status === 404 ? 'Attachment not found' : status === 403 ? 'No permission' : 'Authentication required');
    }
    for (const name of PASSED_ON) {
      const value = res.headers[name];
      if (typeof value === 'string') void reply.header(name, value);
    }
    return reply.status(res.statusCode).send(res.body);
  });
}
