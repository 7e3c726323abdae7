// Routes of the generic record machinery, registered once per record definition.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../context';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { newRecordPermission } from '../permissions';
import type { RecordDefinition } from './definition';
import { definitionByName, recordDefinitions } from './registry';
import * as records from './service';
import * as shares from './shares';

const idParams = z.object({ id: z.coerce.number().int().min(0).max(2_147_483_647) });
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

function listInput(query: unknown) {
  const q = (query ?? {}) as Record<string, unknown>;
  return parseBody(records.pagingInput, {
    currentPage: q.currentPage,
    pageSize: q.pageSize,
    orderBy: q.orderBy || undefined,
    direction: q.direction || undefined,
    parameter: { keyword: q.keyword, organizationId: q.organizationId || undefined },
  });
}

function recordTypeRoutes(app: FastifyInstance, def: RecordDefinition) {
  const svc = { db: app.ctx.db, hub: app.ctx.hub };
  const base = `/api/${def.objectName}`;

  app.get(`${base}/GetModel/:id`, async (request) =>
    records.getModel(svc.db, def, requireUser(request), parseBody(idParams, request.params).id),
  );

  app.get(`${base}/GetSummary/:id`, async (request) => {
    const { id } = parseBody(idParams, request.params);
    if (id === 0) throw notFound(`${def.objectName} not found`);
    return records.getSummary(svc.db, def, requireUser(request), id);
  });

  app.post(`${base}/Add`, async (request) => records.addRecord(svc, def, requireUser(request), request.body));
  app.put(`${base}/Update`, async (request) => records.updateRecord(svc, def, requireUser(request), request.body));

  app.delete(`${base}/Delete/:id`, async (request) =>
    records.deleteRecord(svc, def, requireUser(request), parseBody(z.object({ id: positiveId }), request.params).id),
  );

  app.put(`${base}/Unlock/:id`, async (request) =>
    records.unlockRecord(svc, def, requireUser(request), parseBody(z.object({ id: positiveId }), request.params).id),
  );

  app.get(`${base}/List`, async (request) => {
    const auth = requireUser(request);
    const input = listInput(request.query);
    const page = await records.pageRecords(svc.db, def, auth, input);
    return {
      data: page.data,
      viewData: {
        page: { currentPage: input.currentPage, totalPage: page.totalPage, totalItem: page.totalItem, pageSize: input.pageSize },
      },
      permission: newRecordPermission(auth.user),
      lookupData: {},
      viewField: def.viewField,
      viewList: [],
    };
  });

  app.post(`${base}/PagingAndSorting`, async (request) =>
    records.pageRecords(svc.db, def, requireUser(request), parseBody(records.pagingInput, request.body ?? {})),
  );

  app.get(`${base}/NameSearch`, async (request) => {
    const { term } = parseBody(z.object({ term: z.string().max(200).default('') }), request.query);
    return records.nameSearch(svc.db, def, requireUser(request), term);
  });

  app.post(`${base}/NameCheck`, async (request) => {
    const { name } = parseBody(z.object({ name: z.string().max(300).default('') }), request.body ?? {});
    return records.nameCheck(svc.db, def, requireUser(request), name);
  });

  app.post(`${base}/QuickSearch`, async (request) => {
    const { keyword } = parseBody(z.object({ keyword: z.string().max(200).default('') }), request.body ?? {});
    return records.quickSearch(svc.db, def, requireUser(request), keyword);
  });

  // Shares (spec: /{object}Share/List/{id}, generic save and delete).
  app.get(`${base}Share/List/:id`, async (request) =>
    shares.listShares(svc.db, def, requireUser(request), parseBody(z.object({ id: positiveId }), request.params).id),
  );
  app.post(`${base}Share/Add`, async (request) => shares.addShare(svc.db, def, requireUser(request), request.body));
  app.delete(`${base}Share/Delete/:id`, async (request) =>
    shares.deleteShare(svc.db, def, requireUser(request), parseBody(z.object({ id: positiveId }), request.params).id),
  );
}

export async function recordRoutes(app: FastifyInstance) {
  for (const def of recordDefinitions) recordTypeRoutes(app, def);
  const svc = { db: app.ctx.db, hub: app.ctx.hub };

  app.post('/api/DeleteObject/Undo', async (request) => {
    const q = parseBody(z.object({ numberOfDeletedItem: z.coerce.number().int().min(1).max(100).default(1) }), request.query);
    return records.undoDeletes(svc, requireUser(request), q.numberOfDeletedItem);
  });

  const watchInput = z.object({ parentId: positiveId, parentObject: z.string().min(1).max(100) });
  const watchDef = (parentObject: string) => {
    const def = definitionByName(parentObject);
    if (!def) throw notFound('Invalid object');
    return def;
  };
  app.post('/api/Watch/Add', async (request) => {
    const input = parseBody(watchInput, request.body ?? {});
    return records.follow(svc.db, watchDef(input.parentObject), requireUser(request), input.parentId);
  });
  app.delete('/api/Watch/DeleteWatch', async (request) => {
    const input = parseBody(watchInput, request.query);
    return records.unfollow(svc.db, watchDef(input.parentObject), requireUser(request), input.parentId);
  });
}
