// Activity stream routes: ListFollow, comments (add, list, attach files).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../context';
import { REQUIRED_MESSAGE } from '../http/errors';
import { parseBody } from '../http/validation';
import { requireKind } from '../records/kinds';
import { requireRow } from '../records/read';
import { typeOfObject } from '../views/store';
import { addComment, attachToComment, commentsOf, listFollow, STREAM_FILTERS } from './service';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_ID);

export async function streamRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const svc = { db, hub: app.ctx.hub };

  app.get('/api/StatusUpdate/ListFollow', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(
      z.object({
        filter: z.enum(STREAM_FILTERS).default('All'),
        filterUserId: id.optional(),
        filterGroup: id.optional(),
        section: z.enum(['all', 'follow']).default('all'),
        date: z.coerce.date().optional(),
        pageSize: z.coerce.number().int().min(1).max(100).optional(),
        topParentObject: z.string().max(100).optional(),
      }),
      request.query,
    );
    // The object's activity list: any case of a catalogued type ("Invalid object" otherwise).
    const topParentObject = q.topParentObject ? typeOfObject(q.topParentObject, 'topParentObject').objectName : undefined;
    return listFollow(db, auth, { ...q, topParentObject });
  });

  app.post('/api/StatusUpdateComment', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(
      z.object({
        parentId: id,
        parentObject: z.literal('StatusUpdate').default('StatusUpdate'),
        commentBody: z.string().max(20_000).nullable().optional(),
        isNextActionCompleted: z.boolean().default(false),
      }),
      request.body ?? {},
    );
    return addComment(svc, auth, body);
  });

  app.get('/api/StatusUpdateComment/List', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(z.object({ statusUpdateId: id }), request.query);
    await requireRow(db, requireKind('StatusUpdate'), auth, q.statusUpdateId);
    return { data: (await commentsOf(db, auth, [q.statusUpdateId])).get(q.statusUpdateId) ?? [] };
  });

  app.put('/api/StatusUpdateComment/UpdateAttachment/:id', async (request) => {
    const auth = requireUser(request);
    const params = parseBody(z.object({ id }), request.params);
    const q = parseBody(z.object({ statusUpdateId: id, accountId: id.optional() }), request.query);
    const body = parseBody(z.object({ idList: z.array(id, { error: REQUIRED_MESSAGE }).max(20) }), request.body ?? {});
    return attachToComment(svc, auth, params.id, q.statusUpdateId, body.idList);
  });
}
