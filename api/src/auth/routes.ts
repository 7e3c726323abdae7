// Login/logout, API tokens and the authentication hook (cookie `sid` or bearer token).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { z } from 'zod';
import { requireUser } from '../context';
import { HttpError, unauthorized } from '../http/errors';
import { parseBody } from '../http/validation';
import { toSessionUser } from '../users/model';
import { authenticate, createApiToken, login, logout } from './service';

const COOKIE = 'sid';

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  return request.cookies[COOKIE] ?? null;
}

export async function authRoutes(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config?.auth ?? 'user';
    const token = tokenOf(request);
    request.auth = token ? await authenticate(app.ctx.db, token, app.ctx.serviceToken) : null;
    if (mode === 'public') return;
    // The service token is only good for the hub stream.
    if (!request.auth || (request.auth.kind === 'service' && mode !== 'stream')) throw unauthorized();
  });

  const loginBody = z.object({ username: z.string().max(200).default(''), password: z.string().max(500).default('') });
  app.post('/api/Authentication/Login', { config: { auth: 'public' } }, async (request, reply) => {
    const { username, password } = parseBody(loginBody, request.body ?? {});
    const result = username && password ? await login(app.ctx.db, username, password) : null;
    if (!result) throw new HttpError(400, 'Invalid username or password');
    reply.setCookie(COOKIE, result.token, { httpOnly: true, sameSite: 'lax', path: '/' });
    return { token: result.token, user: toSessionUser(result.user) };
  });

  // The session check of the bff's sockets: who the session is, with no other lookup (InitialData adds the
  // company, its users and the menu).
  app.get('/api/Authentication/Session', async (request) => {
    const auth = requireUser(request);
    return { session: toSessionUser(auth.user) };
  });

  app.get('/authentication/logout', { config: { auth: 'public' } }, async (request, reply) => {
    const token = tokenOf(request);
    if (token && request.auth?.kind === 'user' && request.auth.sessionId !== null) await logout(app.ctx.db, token);
    reply.clearCookie(COOKIE, { path: '/' });
    return { success: true };
  });

  const tokenBody = z.object({ name: z.string().trim().min(1).max(100) });
  app.post('/api/ApiToken/Add', async (request) => {
    const auth = requireUser(request);
    const { name } = parseBody(tokenBody, request.body ?? {});
    return createApiToken(app.ctx.db, auth.user, name);
  });
}
