// `GET /calendar/feed/{secret}.ics`: a user's iCalendar feed on the web site's own address, for calendar
// clients that cannot sign in. The bff passes the secret to the api (which keeps only its hash and answers
// 404 for an unknown or rotated one) without any cookie, so the feed never depends on a session.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { UpstreamClient, type PoolRegistry } from './upstream/client';

export function calendarFeedRoute(app: FastifyInstance, options: { apiUrl: string; pools: PoolRegistry }) {
  app.get('/calendar/feed/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!/^[\w-]{10,100}\.ics$/.test(file)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const client = new UpstreamClient({ baseUrl: options.apiUrl, pools: options.pools, auth: { kind: 'none' }, requestId: randomUUID() });
    const res = await client.stream(`/api/Calendar/Feed/${file}`);
    if (res.statusCode !== 200) {
      await res.body.dump();
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply
      .status(200)
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(res.body);
  });
}
