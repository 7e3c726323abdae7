// Login/logout, API tokens and the authentication hook (cookie `sid` or bearer token).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { z } from 'zod';
import { requireUser } from '../context';
import { HttpError, unauthorized } from '../http/errors';
import { parseBody } from '../http/validation';
import { toSessionUser } from '../users/model';
import { signInAuditRoutes } from './audit-routes';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { SHORT_PASSWORD_MESSAGE } from '../setup/profile';
import { acceptInvitation, findInvitation, INVALID_INVITATION } from './invitations';
import { createApiToken, findUserByName, login, openSession } from './service';
import { throttledMessage } from './throttle';

const COOKIE = 'sid';
const INVALID = 'Invalid username or password';

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  return request.cookies[COOKIE] ?? null;
}

export async function authRoutes(app: FastifyInstance) {
  const { db, sessions, signInThrottle } = app.ctx;
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config?.auth ?? 'user';
    const token = tokenOf(request);
    request.auth = token ? await sessions.authenticate(token) : null;
    if (mode === 'public') return;
    // The service token is only good for the hub stream.
    if (!request.auth || (request.auth.kind === 'service' && mode !== 'stream')) throw unauthorized();
  });

  const loginBody = z.object({ username: z.string().max(200).default(''), password: z.string().max(500).default('') });
  // Unknown names and wrong passwords answer alike (status, body, and a password hash check each); throttled
  // attempts answer alike too, whatever the name, since the throttle never looks at whether the account exists.
  app.post('/api/Authentication/Login', { config: { auth: 'public', formBody: true } }, async (request, reply) => {
    const body = parseBody(loginBody, request.body ?? {});
    const username = body.username.trim().toLowerCase();
    if (!username || !body.password) throw new HttpError(400, INVALID);
    // request.ip honours X-Forwarded-For from trusted proxies only (the bff on loopback by default; TRUST_PROXY).
    const address = request.ip;
    const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
    return signInThrottle.serialize(username, address, async () => {
      const at = new Date();
      const attempt = { username, clientAddress: address, userAgent, at };
      const waitMs = await signInThrottle.retryAfterMs(username, address, at);
      if (waitMs > 0) {
        const known = await findUserByName(db, username);
        await signInThrottle.record({ ...attempt, userId: known?.id ?? null, companyId: known?.companyId ?? null, outcome: 'throttled' });
        const seconds = Math.ceil(waitMs / 1000);
        return reply
          .status(429)
          .header('retry-after', String(seconds))
          .send({ message: throttledMessage(seconds), retryAfter: seconds });
      }
      const result = await login(db, username, body.password);
      await signInThrottle.record({
        ...attempt,
        userId: result.user?.id ?? null,
        companyId: result.user?.companyId ?? null,
        outcome: result.ok ? 'success' : 'failure',
      });
      if (!result.ok) throw new HttpError(400, INVALID);
      reply.setCookie(COOKIE, result.token, { httpOnly: true, sameSite: 'lax', path: '/' });
      return { token: result.token, user: toSessionUser(result.user) };
    });
  });

  // Logout changes state, so it is a POST (cross-site refused by the guard in http/cross-site.ts). The spec's
  // GET path stays routed but does nothing: a link or an <img> on another site can no longer sign anyone out.
  app.post('/authentication/logout', { config: { auth: 'public' } }, async (request, reply) => {
    const token = tokenOf(request);
    if (token && request.auth?.kind === 'user' && request.auth.sessionId !== null) await sessions.logout(token);
    reply.clearCookie(COOKIE, { path: '/' });
    return { success: true };
  });
  app.get('/authentication/logout', { config: { auth: 'public' } }, async (_request, reply) =>
    reply.status(405).header('allow', 'POST').send({ message: 'Sign out with POST /authentication/logout' }),
  );

  // Who the credentials are, cheaply: the bff checks a graphql-ws socket's session with it at connect and on
  // every subscribe (sessionId lets it close the sockets of a session announced by `session.ended`), and reads
  // the session's user from it with no other lookup (InitialData adds the company, its users and the menu).
  app.get('/api/Authentication/Session', async (request) => {
    const auth = requireUser(request);
    return { session: toSessionUser(auth.user), userId: auth.user.id, companyId: auth.companyId, sessionId: auth.sessionId };
  });

  // Invitations: throttled like sign-in (per client address; a wrong token counts as a failed attempt), and an
  // unknown, used or expired token answers alike, so nothing tells which users or tokens exist.
  const { clock } = app.ctx;
  async function throttledInvitation<T>(request: FastifyRequest, reply: FastifyReply, fn: () => Promise<T | null>) {
    const address = request.ip;
    const key = `invitation:${address}`;
    return signInThrottle.serialize(key, address, async () => {
      const at = new Date();
      const attempt = { username: key, clientAddress: address, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null, at };
      const waitMs = await signInThrottle.retryAfterMs(key, address, at);
      if (waitMs > 0) {
        await signInThrottle.record({ ...attempt, userId: null, companyId: null, outcome: 'throttled' });
        const seconds = Math.ceil(waitMs / 1000);
        return reply
          .status(429)
          .header('retry-after', String(seconds))
          .send({ message: throttledMessage(seconds), retryAfter: seconds });
      }
      const result = await fn();
      if (result === null) {
        await signInThrottle.record({ ...attempt, userId: null, companyId: null, outcome: 'failure' });
        return reply.status(404).send({ message: INVALID_INVITATION });
      }
      return result;
    });
  }

  const invitationQuery = z.object({ token: z.string().max(200).default('') });
  app.get('/api/Authentication/Invitation', { config: { auth: 'public' } }, async (request, reply) => {
    const { token } = parseBody(invitationQuery, request.query ?? {});
    return throttledInvitation(request, reply, async () => {
      const found = await findInvitation(db, clock, token);
      return found ? { email: found.email, firstName: found.firstName, lastName: found.lastName, companyName: found.companyName } : null;
    });
  });

  const setPasswordBody = z.object({
    token: z.string().max(200).default(''),
    password: z.string().min(8, SHORT_PASSWORD_MESSAGE).max(500),
  });
  app.post('/api/Authentication/SetPassword', { config: { auth: 'public' } }, async (request, reply) => {
    const body = parseBody(setPasswordBody, request.body ?? {});
    return throttledInvitation(request, reply, async () => {
      const userId = await acceptInvitation(db, clock, body.token, body.password);
      if (userId === null) return null;
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return null;
      sessions.cache.forgetUser(user.id);
      const token = await openSession(db, user);
      reply.setCookie(COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/' });
      return { token, user: toSessionUser(user) };
    });
  });

  const tokenBody = z.object({ name: z.string().trim().min(1).max(100) });
  app.post('/api/ApiToken/Add', async (request) => {
    const auth = requireUser(request);
    const { name } = parseBody(tokenBody, request.body ?? {});
    return createApiToken(db, auth.user, name);
  });

  await signInAuditRoutes(app);
}
