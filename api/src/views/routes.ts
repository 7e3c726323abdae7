// The saved-view calls (UserSearchCriteria/…) and the per-type view and search calls ({Object}/UserView,
// {Object}/SearchModel, {Object}/Search) of the spec, for every catalogued type.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { catalogue, fieldsOf } from '../../../contract';
import { requireUser, type UserAuth } from '../context';
import { publishLookupChange } from '../hub/bus';
import { forbidden } from '../http/errors';
import { parseBody } from '../http/validation';
import { endpointOf } from '../records/endpoints';
import { pagingSchema, requiredIdList, sortKeys } from '../records/lists';
import { criteriaFields, END_OPERATORS, operatorsOf } from './criteria';
import { applyView } from './list-input';
import {
  PERMISSION_MESSAGE,
  changeDefault,
  changePin,
  defaultColumns,
  deleteView,
  deleteViewShare,
  listManyViewShares,
  listViewShares,
  saveViewShare,
  getView,
  listViews,
  resetViews,
  saveView,
  typeOfObject,
  updateField,
  viewForList,
} from './store';

const MAX_ID = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const bool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

/** The lookup name of saved views in `lookupChange` (the bff keeps each session's views until it hears it). */
export const VIEWS_LOOKUP = 'views';

export async function viewRoutes(app: FastifyInstance) {
  const db = app.ctx.db;
  const base = '/api/UserSearchCriteria';
  const idOf = (params: unknown) => parseBody(idParams, params).id;
  /** A view change, announced once it is saved: company-wide, since a shared view shows in other users' pickers. */
  const announced = async <T>(auth: UserAuth, change: Promise<T>): Promise<T> => {
    const done = await change;
    await publishLookupChange(app.ctx.hub, { companyId: auth.companyId, lookup: VIEWS_LOOKUP });
    return done;
  };
  /** The signed-in user and an announced change of theirs. */
  const changeBy = <T>(request: FastifyRequest, run: (auth: UserAuth) => Promise<T>): Promise<T> => {
    const auth = requireUser(request);
    return announced(auth, run(auth));
  };

  app.get(`${base}/Get/:id`, async (request) => ({ model: await getView(db, requireUser(request), idOf(request.params)) }));
  app.get(`${base}/List`, async (request) => {
    const { objectName } = (request.query ?? {}) as { objectName?: string };
    return { data: await listViews(db, requireUser(request), typeOfObject(objectName)) };
  });
  app.post(`${base}/Save`, async (request) => changeBy(request, (auth) => saveView(db, auth, request.body)));
  app.delete(`${base}/Delete/:id`, async (request) => changeBy(request, (auth) => deleteView(db, auth, idOf(request.params))));
  app.get(`${base}/Share/ListMany`, async (request) => {
    const auth = requireUser(request);
    return { data: await listManyViewShares(db, auth, requiredIdList(request.query)) };
  });
  app.get(`${base}/Share/List/:id`, async (request) => ({ data: await listViewShares(db, requireUser(request), idOf(request.params)) }));
  app.post(`${base}/Share/Save`, async (request) => changeBy(request, (auth) => saveViewShare(db, auth, request.body)));
  app.delete(`${base}/Share/Delete/:id`, async (request) => changeBy(request, (auth) => deleteViewShare(db, auth, idOf(request.params))));
  app.post(`${base}/ChangePin/:id`, async (request) => {
    const { isPinned } = parseBody(z.object({ isPinned: bool.optional() }), request.query ?? {});
    return { model: await changeBy(request, (auth) => changePin(db, auth, idOf(request.params), isPinned)) };
  });
  app.post(`${base}/ChangeDefault/:id`, async (request) => {
    const { isDefault } = parseBody(
      z.object({ isDefault: bool.default(true), objectName: z.string().max(100).optional() }),
      request.query ?? {},
    );
    return { model: await changeBy(request, (auth) => changeDefault(db, auth, idOf(request.params), isDefault)) };
  });
  app.post(`${base}/Reset`, async (request) => {
    const body = (request.body ?? {}) as { objectName?: unknown };
    return { data: await changeBy(request, (auth) => resetViews(db, auth, typeOfObject(body.objectName))) };
  });
  app.get(`${base}/GetColumn`, async (request) => {
    const q = parseBody(
      z.object({ objectName: z.string().max(100).optional(), viewId: z.coerce.number().int().positive().max(MAX_ID).optional() }),
      request.query ?? {},
    );
    const auth = requireUser(request);
    const type = typeOfObject(q.objectName);
    const view = await viewForList(db, auth, type, q.viewId);
    const available = criteriaFields(type).map((f) => ({
      fieldName: f.name,
      fieldLabel: f.label,
      fieldType: f.kind === 'name' ? 'text' : f.kind,
    }));
    return { data: available, displayFieldList: view.displayFieldList, defaultFieldList: defaultColumns(type), viewId: view.id };
  });
  app.put(`${base}/UpdateField`, async (request) => {
    const auth = requireUser(request);
    const { userId } = parseBody(z.object({ userId: z.coerce.number().int().positive().max(MAX_ID).optional() }), request.query ?? {});
    if (userId !== undefined && userId !== auth.user.id) throw forbidden(PERMISSION_MESSAGE);
    const body = parseBody(
      z.object({
        id: z.coerce.number().int().positive().max(MAX_ID),
        fieldName: z.string().max(100),
        columnWidth: z.coerce.number().int().min(40).max(2000),
      }),
      request.body ?? {},
    );
    return { model: await announced(auth, updateField(db, auth, body.id, body.fieldName, body.columnWidth)) };
  });

  for (const type of catalogue) {
    const ep = endpointOf(type);
    const object = `/api/${type.objectName}`;
    app.get(`${object}/UserView`, async (request) => {
      const list = await listViews(db, requireUser(request), type);
      return { data: list, defaultViewId: list.find((v) => v.isDefault)?.id ?? null };
    });
    app.get(`${object}/SearchModel`, async (request) => {
      const auth = requireUser(request);
      const view = await viewForList(db, auth, type);
      const options = new Map(fieldsOf(type).map((f) => [f.name, f]));
      const fieldList = criteriaFields(type).map((f) => {
        const def = options.get(f.name);
        return {
          fieldName: f.name,
          fieldLabel: f.label,
          fieldType: f.kind === 'name' ? 'text' : f.kind,
          operatorList: operatorsOf(f.kind),
          optionList: def?.options ?? [],
          lookupObject: def?.kind === 'record' && def.ref !== '*' ? def.ref : def?.kind === 'user' || def?.kind === 'users' ? 'User' : null,
        };
      });
      return {
        data: {
          fieldList,
          endOperatorList: END_OPERATORS,
          orderBy: view.orderBy ?? 'name',
          direction: view.direction ?? 'asc',
          sortKeys: sortKeys(type),
          page: { currentPage: 1, pageSize: view.pageSize ?? 20 },
        },
        permission: ep.newPermission(auth),
        viewData: { userSearchCriteria: view },
      };
    });
    app.post(`${object}/Search`, async (request) => {
      const auth = requireUser(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const parsed = parseBody(pagingSchema(type), { ...body, criteriaGroupList: undefined, viewId: undefined });
      const { input } = await applyView(
        db,
        auth,
        type,
        { criteriaGroupList: body.criteriaGroupList, viewId: body.viewId, orderBy: body.orderBy },
        parsed,
      );
      const page = await ep.page(db, auth, input);
      return {
        data: page.data,
        orderBy: input.orderBy,
        direction: input.direction,
        page: {
          currentPage: input.currentPage,
          pageSize: input.pageSize,
          totalPage: page.totalPage,
          totalItem: page.totalItem,
          totalExact: page.totalExact,
        },
        totalPage: page.totalPage,
        totalItem: page.totalItem,
        totalExact: page.totalExact,
        nextCursor: page.nextCursor,
      };
    });
  }
}
