// GET /api/hub/stream: server-sent events. A user gets its own group; the service token gets everything.
import type { FastifyInstance } from 'fastify';
import { isSessionEnded } from '../auth/sessions';
import type { HubEvent } from './bus';

const PING_MS = 15_000;

export async function hubRoutes(app: FastifyInstance) {
  // Open streams are ended on close: hijacked responses would otherwise keep server.close() waiting.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/api/hub/stream', { config: { auth: 'stream' } }, (request, reply) => {
    const auth = request.auth!;
    const accepts = (e: HubEvent) =>
      auth.kind === 'service' || (e.companyId === auth.companyId && e.group === `user:${auth.user.id}`);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    res.write(': connected\n\n');

    const unsubscribe = app.ctx.hub.subscribe((e) => {
      if (!accepts(e)) return;
      res.write(`event: ${e.hub}.${e.event}\ndata: ${JSON.stringify(e)}\n\n`);
      // A stream opened with a session ends with it (after telling the client why).
      if (auth.kind === 'user' && auth.sessionId !== null && isSessionEnded(e) && e.payload.sessionId === auth.sessionId) end();
    });
    const ping = setInterval(() => res.write(': ping\n\n'), PING_MS);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(ping);
      unsubscribe();
      res.end();
    };
    open.add(end);
    request.raw.on('close', end);
    res.on('close', end);
  });
}
