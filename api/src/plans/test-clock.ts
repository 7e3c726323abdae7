// The movable clock of test harnesses and its route. Production never has it: startApi only makes one when asked
// (`movableClock`), and refuses to under NODE_ENV=production.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RecordingMailer } from '../mail/mailer';
import { parseBody } from '../http/validation';
import { MovableClock, systemClock, type Clock } from './clock';
import { announcePlanChange } from './trials';

export function testClock(movable: boolean | undefined): Clock {
  if (!movable) return systemClock;
  if (process.env.NODE_ENV === 'production') throw new Error('movableClock is for test harnesses, never NODE_ENV=production');
  return new MovableClock();
}

const clockBody = z.object({ now: z.string().datetime({ offset: true }).nullable() });

/**
 * `POST /api/Test/Clock { now: ISO date | null }` (any signed-in user): moves the api's "now"; only with a movable clock.
 * The caller's company's plan may change with the time (a trial ends): its cached lookups are announced stale.
 */
export function testClockRoute(app: FastifyInstance): void {
  const clock = app.ctx.clock;
  if (!(clock instanceof MovableClock)) return;
  app.post('/api/Test/Clock', async (request) => {
    const { now } = parseBody(clockBody, request.body ?? {});
    clock.set(now ? new Date(now) : null);
    if (request.auth?.kind === 'user') await announcePlanChange(app.ctx, request.auth.companyId);
    return { now: clock.now().toISOString() };
  });
}

/**
 * `GET /api/Test/Mail?to=` (any signed-in user; test harnesses only, with the movable clock): the recording
 * mailer's messages to one address, newest last, so an e2e test can follow an invitation's link.
 */
export function testMailRoute(app: FastifyInstance): void {
  if (!(app.ctx.clock instanceof MovableClock)) return;
  app.get('/api/Test/Mail', { config: { auth: 'public' } }, async (request) => {
    const { to } = parseBody(z.object({ to: z.string().trim().toLowerCase().min(1).max(200) }), request.query ?? {});
    const out = app.ctx.mailer;
    const sent = out instanceof RecordingMailer ? out.sent : [];
    return { messages: sent.filter((m) => m.to.some((t) => t.toLowerCase() === to)).map((m) => ({ subject: m.subject, text: m.text })) };
  });
}
