// /setup/integration on the server: a user's API tokens for integrators. `POST /api/ApiToken/Add` (auth/routes.ts)
// creates one and shows it once; here the list (names and dates, never the token) and revoke, which refuses the
// token at once on every api instance (the hub's `session.apiTokenRevoked` clears each instance's cache).
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../context';
import { apiTokens } from '../db/schema';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { publishLookupChange } from '../hub/bus';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export async function apiTokenRoutes(app: FastifyInstance) {
  const { db, sessions, hub } = app.ctx;

  app.get('/api/ApiToken/List', async (request) => {
    const auth = requireUser(request);
    const rows = await db
      .select({ id: apiTokens.id, name: apiTokens.name, creationDate: apiTokens.creationDate, lastUsedDate: apiTokens.lastUsedDate })
      .from(apiTokens)
      .where(and(eq(apiTokens.companyId, auth.companyId), eq(apiTokens.userId, auth.user.id)))
      .orderBy(desc(apiTokens.creationDate), desc(apiTokens.id));
    return { data: rows };
  });

  app.delete('/api/ApiToken/Delete/:id', async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(idParam, request.params);
    const [gone] = await db
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.companyId, auth.companyId), eq(apiTokens.userId, auth.user.id)))
      .returning({ id: apiTokens.id });
    if (!gone) throw notFound('API token not found');
    sessions.cache.forgetApiToken(gone.id);
    await hub.publish({
      hub: 'session',
      event: 'apiTokenRevoked',
      group: `user:${auth.user.id}`,
      companyId: auth.companyId,
      payload: { apiTokenId: gone.id },
    });
    // The bff keeps each credential's initial data for a while: make it ask again (and be refused) now.
    await publishLookupChange(hub, { companyId: auth.companyId, userId: auth.user.id, lookup: 'session' });
    return { id: gone.id, success: true };
  });
}
