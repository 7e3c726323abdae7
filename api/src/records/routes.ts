// The generic REST calls, registered for every catalogued type under /api/{ObjectName}/… (CONTRACT.md).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { catalogue, fieldsOf, partyTypesOf, recordType, sectionPath, type RecordTypeDef } from '../../../contract';
import { requireUser, type UserAuth } from '../context';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { endpointOf, type RecordEndpoint } from './endpoints';
import { follow, followMany, unfollow } from './follow';
import { listQueryInput, pagingSchema, parseIdList, requiredIdList } from './lists';
import { changeStatus, deleteMany, idsOfBody, statusQuery } from './multiple';
import { listingSections, sectionPage, sectionPaging } from './sections';
import { addShare, deleteShare, listShares } from './shares';
import { getModel, getPreview, getSummary } from './summary';
import { getRecent } from './recent';
import { withChildLists } from './read';
import { batchRoutes, recentBatch, referenceRoutes } from './batch-routes';
import { askedReferenceFields, askedReferenceFieldsOfQuery, readReferences, referencesOf, withReferences } from './page-references';
import { askedRowKeys, askedRowKeysOfQuery, needsExtraValues, projectRows } from './page-fields';
import { recycleBin, undoDeletes } from './undo';
import { saveItem } from './save-item';
import { eventModel } from '../calendar/routes';
import { addDeniedMessage, addMultiple, addRecord, deleteRecord, idOfBody, unlockRecord, updateRecord } from './writes';
import type { Services } from './live';
import { versionOf, versionsOf } from './concurrency';
import { applyView } from '../views/list-input';
import { listViews } from '../views/store';
import { idempotencyKeyOf } from './idempotency';
import { withExtraValues } from '../extra-fields/store';
import type { Db } from '../db/client';
import type { Permission } from '../permissions';

type ModelAnswer = { model: Record<string, unknown> & { id: number }; permission: string };

/** A model answer with the record's extra values (`extra_{id}`). */
async function withExtras<T extends ModelAnswer>(db: Db, auth: UserAuth, answer: T): Promise<T> {
  if (!answer.model.id) return answer;
  const model = { ...answer.model, objectName: String(answer.model.objectName ?? ''), permission: answer.permission as Permission };
  const [withValues] = await withExtraValues(db, auth.companyId, [model]);
  const { permission: _p, ...rest } = withValues!;
  return { ...answer, model: rest };
}

/** The answer of an idempotent create; a replay says so in `Idempotent-Replayed: true`. */
function replayed<T>(reply: FastifyReply, result: { value: T; replayed: boolean }): T {
  if (result.replayed) void reply.header('idempotent-replayed', 'true');
  return result.value;
}

const MAX_ID = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().min(0).max(MAX_ID) });
const positiveIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** List columns: the display name first, then the type's list fields. */
function viewFields(type: RecordTypeDef) {
  const fields = fieldsOf(type);
  const nameLabel = type.nameFields.length === 1 ? (fields.find((f) => f.name === type.nameFields[0])?.label ?? 'Name') : 'Name';
  return [
    { fieldName: 'name', fieldLabel: nameLabel, fieldType: 'text', columnWidth: 240 },
    ...fields
      .filter((f) => f.list && !type.nameFields.includes(f.name) && f.name !== 'name')
      .map((f) => ({ fieldName: f.name, fieldLabel: f.label, fieldType: f.kind, columnWidth: f.kind === 'text' ? 200 : 140 })),
  ];
}

function typeRoutes(app: FastifyInstance, svc: Services, ep: RecordEndpoint) {
  const { type } = ep;
  const { db } = svc;
  const base = `/api/${type.objectName}`;
  const idOf = (params: unknown) => parseBody(positiveIdParams, params).id;
  const resolve = (auth: UserAuth, params: unknown) => ep.resolve(db, auth, idOf(params));
  /** Role types address records by role id; a body's id is translated to the party's row id. */
  const resolveBody = async (auth: UserAuth, body: unknown) => {
    const { kind, row } = await ep.resolve(db, auth, idOfBody(body));
    return { kind, body: { ...(body as object), id: row.id } };
  };
  /** The records a body's idList names, read together (a query per stored type); one missing refuses them all. */
  const targets = async (auth: UserAuth, body: unknown) => {
    const ids = idsOfBody(body);
    const versions = versionsOf(body);
    const found = new Map((await ep.resolveMany(db, auth, ids)).map((r) => [r.id, r]));
    return ids.map((id) => {
      const hit = found.get(id);
      if (!hit) throw notFound(`${type.label} not found`);
      return { kind: hit.kind, id: hit.row.id, version: versions.get(id) };
    });
  };

  app.get(`${base}/GetModel/:id`, async (request) => {
    const auth = requireUser(request);
    const { id } = parseBody(idParams, request.params);
    const model = id === 0 ? ep.blank(auth) : await ep.resolve(db, auth, id).then(({ kind, row }) => getModel(db, kind, auth, row));
    // An event's model adds attendees, responses and recurrence (and answers for one occurrence).
    return type.objectName === 'Event' ? eventModel(db, auth, model, request.query) : model;
  });
  app.get(`${base}/GetSummary/:id`, async (request) => {
    const auth = requireUser(request);
    const references = askedReferenceFieldsOfQuery(type, request.query, partyTypesOf(type));
    const { kind, row } = await resolve(auth, request.params);
    const summary = await getSummary(db, kind, auth, row);
    if (!references.length) return summary;
    // The model is the party's (a lead's organization or person): its own type's reference fields among those asked.
    const model = summary.model as Record<string, unknown>;
    return { ...summary, references: await readReferences(db, request, auth, referencesOf(kind.type, [model], references)) };
  });
  app.get(`${base}/GetPreview/:id`, async (request) => {
    const auth = requireUser(request);
    const { kind, row } = await resolve(auth, request.params);
    return getPreview(db, kind, auth, row);
  });
  app.get(`${base}/GetRecent`, async (request) => {
    const auth = requireUser(request);
    if ((request.query as Record<string, unknown> | undefined)?.idList !== undefined)
      return recentBatch(db, auth, ep, requiredIdList(request.query));
    const { parentId } = parseBody(z.object({ parentId: z.coerce.number().int().positive().max(MAX_ID) }), request.query);
    const { kind, row } = await ep.resolve(db, auth, parentId);
    return getRecent(db, kind, auth, row);
  });

  app.get(`${base}/List`, async (request) => {
    const auth = requireUser(request);
    const q = (request.query ?? {}) as Record<string, unknown>;
    const permission = ep.newPermission(auth);
    const meta = { permission, addDeniedMessage: addDeniedMessage(type), lookupData: {}, viewField: viewFields(type), viewList: [] };
    if (q.idList !== undefined) {
      const rows = await ep.byIds(db, auth, parseIdList(q.idList));
      // childLists=1: party rows carry their addresses, phones and e-mails (one query per child table).
      const data = q.childLists === '1' || q.childLists === 'true' ? await withChildLists(db, auth.companyId, rows) : rows;
      return { data, viewData: { page: { currentPage: 1, totalPage: 1, totalItem: data.length, pageSize: data.length } }, ...meta };
    }
    // A saved view (`viewId`) brings its criteria, sort and columns; pageSize 0 asks for 50 (infinite scroll).
    const { input, view } = await applyView(db, auth, type, q, listQueryInput(type, q.pageSize === '0' ? { ...q, pageSize: 50 } : q));
    if (view) Object.assign(meta, { viewField: view.displayFieldList, viewList: await listViews(db, auth, type) });
    const page = await ep.page(db, auth, input);
    return {
      data: page.data,
      viewData: {
        page: {
          currentPage: input.currentPage,
          totalPage: page.totalPage,
          totalItem: page.totalItem,
          totalExact: page.totalExact,
          pageSize: input.pageSize,
        },
      },
      nextCursor: page.nextCursor,
      ...meta,
    };
  });
  app.post(`${base}/PagingAndSorting`, async (request) => {
    const auth = requireUser(request);
    const { input } = await applyView(db, auth, type, request.body, parseBody(pagingSchema(type), request.body ?? {}));
    const references = askedReferenceFields(type, request.body);
    // `fields`: the rows carry those only, their references their name and page (page-fields.ts).
    const keys = askedRowKeys(type, request.body);
    const page = await ep.page(db, auth, { ...input, extraValues: needsExtraValues(keys) });
    return projectRows(await withReferences(db, request, auth, type, page, references, keys !== null), keys);
  });

  if (type.objectName === 'Watch') {
    // Following is adding a Watch record; Watch/DeleteWatch removes one by its parent.
    app.post(`${base}/Add`, async (request) => follow(svc, requireUser(request), request.body));
    app.delete(`${base}/DeleteWatch`, async (request) => unfollow(svc, requireUser(request), request.query));
  } else {
    app.post(`${base}/Add`, async (request, reply) => {
      const auth = requireUser(request);
      const idempotency = { key: idempotencyKeyOf(request), route: `POST ${base}/Add` };
      // Extra values (`extra_{id}`) travel in the body; the write checks them and the required ones (writes.ts).
      const { kind, body } = ep.addition(request.body);
      const added = replayed(reply, await addRecord(svc, kind, auth, body, type, idempotency));
      return withExtras(db, auth, added as unknown as ModelAnswer);
    });
  }
  app.post(`${base}/AddMultiple`, async (request, reply) => {
    if (type.objectName === 'Watch') return followMany(svc, requireUser(request), request.body);
    const auth = requireUser(request);
    const idempotency = { key: idempotencyKeyOf(request), route: `POST ${base}/AddMultiple` };
    const list: unknown[] = Array.isArray(request.body) ? request.body : [];
    return replayed(
      reply,
      await addMultiple(
        svc,
        auth,
        list.map((b) => ep.addition(b)),
        type,
        idempotency,
      ),
    );
  });
  app.put(`${base}/Update`, async (request) => {
    const auth = requireUser(request);
    const { kind, body } = await resolveBody(auth, request.body);
    return withExtras(db, auth, (await updateRecord(svc, kind, auth, body)) as unknown as ModelAnswer);
  });
  app.post(`${base}/SaveItem`, async (request) => {
    const auth = requireUser(request);
    const { kind, body } = await resolveBody(auth, request.body);
    return saveItem(svc, kind, auth, body);
  });
  app.delete(`${base}/Delete/:id`, async (request) => {
    const auth = requireUser(request);
    const version = versionOf(request.query);
    const { kind, row } = await resolve(auth, request.params);
    return deleteRecord(svc, kind, auth, row.id, version);
  });
  app.delete(`${base}/DeleteMultiple`, async (request) => {
    const auth = requireUser(request);
    return deleteMany(svc, auth, await targets(auth, request.body));
  });
  app.put(`${base}/ChangeStatus/:id`, async (request) => {
    const auth = requireUser(request);
    const { status } = parseBody(statusQuery, request.query);
    const version = versionOf(request.query);
    const { kind, row } = await resolve(auth, request.params);
    const { data } = await changeStatus(svc, auth, [{ kind, id: row.id, version }], status);
    return { model: data[0] };
  });
  app.put(`${base}/ChangeMultipleStatus`, async (request) => {
    const auth = requireUser(request);
    const { status } = parseBody(statusQuery, request.query);
    return changeStatus(svc, auth, await targets(auth, request.body), status);
  });
  app.put(`${base}/Unlock/:id`, async (request) => {
    const auth = requireUser(request);
    const version = versionOf(request.query);
    const { kind, row } = await resolve(auth, request.params);
    return unlockRecord(svc, kind, auth, row.id, version);
  });

  app.get(`${base}/NameSearch`, async (request) => {
    const { term } = parseBody(z.object({ term: z.string().max(200).default('') }), request.query);
    return ep.nameSearch(db, requireUser(request), term);
  });
  // The spec posts these two form-encoded (the only record routes that may be).
  app.post(`${base}/NameCheck`, { config: { formBody: true } }, async (request) => {
    const { name } = parseBody(z.object({ name: z.string().max(300).default('') }), request.body ?? {});
    return ep.nameCheck(db, requireUser(request), name);
  });
  app.post(`${base}/QuickSearch`, { config: { formBody: true } }, async (request) => {
    const { keyword } = parseBody(z.object({ keyword: z.string().max(200).default('') }), request.body ?? {});
    return ep.quickSearch(db, requireUser(request), keyword);
  });

  for (const section of listingSections(type.sections)) {
    app.get(`${base}/${sectionPath(section.key)}/:id`, async (request) => {
      const auth = requireUser(request);
      const { kind, row } = await resolve(auth, request.params);
      const page = parseBody(sectionPaging, request.query);
      const listed = recordType(section.type!)!;
      const references = askedReferenceFieldsOfQuery(listed, request.query);
      const keys = askedRowKeysOfQuery(listed, request.query);
      // A role record shows its party's section of the same key.
      const own = kind.type.sections.find((s) => s.key === section.key);
      if (!own) return { data: [], totalPage: 0, totalItem: 0 };
      const rows = await sectionPage(db, kind, auth, row, own, page);
      return projectRows(await withReferences(db, request, auth, listed, rows, references, keys !== null), keys);
    });
  }

  if (type.traits.shareable) {
    app.get(`${base}Share/List/:id`, async (request) => {
      const auth = requireUser(request);
      const { kind, row } = await resolve(auth, request.params);
      return listShares(db, kind, auth, row.id);
    });
    app.post(`${base}Share/Add`, async (request) => {
      const auth = requireUser(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { kind, row } = await ep.resolve(
        db,
        auth,
        parseBody(z.object({ parentId: z.coerce.number().int().positive().max(MAX_ID) }), body).parentId,
      );
      return addShare(svc, kind, auth, { ...body, parentId: row.id });
    });
    app.delete(`${base}Share/Delete/:id`, async (request) => {
      const auth = requireUser(request);
      const kinds = type.role ? type.role.of : [type.objectName];
      return deleteShare(svc, kinds, auth, idOf(request.params));
    });
  }
}

export async function recordRoutes(app: FastifyInstance) {
  const svc: Services = { db: app.ctx.db, hub: app.ctx.hub };
  for (const type of catalogue) {
    typeRoutes(app, svc, endpointOf(type));
    batchRoutes(app, svc.db, endpointOf(type));
  }
  referenceRoutes(app, svc.db);

  app.post('/api/DeleteObject/Undo', async (request) => {
    const q = parseBody(
      z.object({
        numberOfDeletedItem: z.coerce.number().int().min(1).max(100).default(1),
        // The recycle bin restores one entry of its list.
        id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
      }),
      request.query,
    );
    const auth = requireUser(request);
    if (q.id === undefined) return undoDeletes(svc, auth, q.numberOfDeletedItem);
    const restored = await undoDeletes(svc, auth, 1, q.id);
    if (restored.length === 0) throw notFound('Deleted item not found');
    return restored;
  });

  /** The profile panel's Recycle Bin: the user's deleted records that can still be restored, newest first. */
  app.get('/api/DeleteObject/List', async (request) => {
    const q = parseBody(z.object({ pageSize: z.coerce.number().int().min(1).max(100).default(50) }), request.query);
    return { data: await recycleBin(svc.db, requireUser(request), q.pageSize) };
  });
}
