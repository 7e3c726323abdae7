// Home dashboards (spec: GET /api/UserDashboard/GetModel[/{id}], GET /UserDashboard/GetViewList/{id},
// GET /UserDashboard/GetDashboard/{id or -1}, the generic save of UserDashboard and UserDashboardView,
// DELETE /UserDashboardView/Delete/{id}, PUT /api/UserDashboard/ChangeSortOrder, POST /api/UserDashboard/SetDefault/{id},
// the delete of UserDashboard) and chart data: one aggregate per chart. Every row is the caller's own: another
// user's dashboard or view is 404, like a missing one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordType, type RecordTypeDef } from '../../../contract';
import { requireUser, type UserAuth } from '../context';
import type { Db } from '../db/client';
import { userSearchCriteria } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { moduleReach, requireTypeModule } from '../permissions/module-access';
import { getView, readableCriteria, systemView, typeOfObject } from '../views/store';
import { requiredIdList } from '../records/lists';
import { CHART_DASHBOARDS, chartData, chartsData } from './charts';
import { CHART_TYPES, userDashboardViews as dviews, userDashboards as boards } from './tables';

export const ADDED_MESSAGE = 'New dashboard is added';
export const SAVED_MESSAGE = 'Dashboard is saved';
export const DELETED_MESSAGE = 'Dashboard has been deleted';
export const DEFAULT_SET_MESSAGE = 'Current dashboard is set as default';
export const DELETE_DEFAULT_MESSAGE = 'Cannot delete default dashboard';
export const DELETE_SYSTEM_MESSAGE = 'Cannot delete system dashboard';
export const NAME_MESSAGE = 'Must enter name';
export const SECTION_MESSAGE = 'Please choose a section';
export const VIEW_MESSAGE = 'Please choose a view';
export const VIEW_SAVED_MESSAGE = 'Item is saved.';
export const VIEW_DELETED_MESSAGE = 'Item is deleted.';
export const NOT_FOUND_MESSAGE = 'Dashboard not found';
export const VIEW_NOT_FOUND_MESSAGE = 'Dashboard view not found';
const MAX_DASHBOARDS = 50;
const MAX_VIEWS = 30;
const MAX_ID = 2_147_483_647;

const id = z.coerce.number().int().positive().max(MAX_ID);
const idParam = z.object({ id });
const name = z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(100, 'Name is too long (at most 100 characters)');

type BoardRow = typeof boards.$inferSelect;
type ViewRow = typeof dviews.$inferSelect;

const mine = (auth: UserAuth) => ({
  boards: and(eq(boards.companyId, auth.companyId), eq(boards.userId, auth.user.id)),
  views: and(eq(dviews.companyId, auth.companyId), eq(dviews.userId, auth.user.id)),
});

export interface DashboardViewModel {
  id: number;
  dashboardId: number;
  name: string;
  objectName: string;
  /** The saved view shown (spec: userSearchCriteriaId) and its name. */
  userSearchCriteriaId: number;
  viewName: string;
  chartType: (typeof CHART_TYPES)[number];
  display: boolean;
  sortOrder: number;
  moduleId: string;
}

const viewModel = (r: ViewRow, viewName: string): DashboardViewModel => ({
  id: r.id,
  dashboardId: r.dashboardId,
  name: r.name,
  objectName: r.objectName,
  userSearchCriteriaId: r.viewId,
  viewName,
  chartType: r.chartType,
  display: r.display,
  sortOrder: r.sortOrder,
  moduleId: recordType(r.objectName)?.module ?? '',
});

const boardModel = (b: BoardRow, viewList: DashboardViewModel[]) => ({
  id: b.id,
  userId: b.userId,
  name: b.name,
  isBuiltin: b.isBuiltin,
  isDefault: b.isDefault,
  sortOrder: b.sortOrder,
  isVideo: false,
  isOnboard: false,
  viewList,
});

/** A user's first dashboard, made on first use and by the demo seed: a system dashboard, the default. */
export async function ensureDashboards(db: Db, companyId: number, userId: number): Promise<void> {
  const [any] = await db
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.companyId, companyId), eq(boards.userId, userId)))
    .limit(1);
  if (any) return;
  await db.transaction(async (tx) => {
    // Serialises two first reads of the same user.
    await tx.execute(sql`select pg_advisory_xact_lock(7310011, ${userId})`);
    const [again] = await tx
      .select({ id: boards.id })
      .from(boards)
      .where(and(eq(boards.companyId, companyId), eq(boards.userId, userId)))
      .limit(1);
    if (again) return;
    const [board] = await tx
      .insert(boards)
      .values({ companyId, userId, name: 'My Dashboard', isDefault: true, isBuiltin: true })
      .returning();
    const opportunity = recordType('Opportunity')!;
    const view = await systemView(tx as unknown as Db, companyId, opportunity);
    await tx.insert(dviews).values([
      {
        companyId,
        userId,
        dashboardId: board!.id,
        name: 'Opportunities by stage',
        objectName: 'Opportunity',
        viewId: view.id,
        chartType: 'pie',
        sortOrder: 0,
      },
      {
        companyId,
        userId,
        dashboardId: board!.id,
        name: 'Opportunities',
        objectName: 'Opportunity',
        viewId: view.id,
        chartType: 'none',
        sortOrder: 1,
      },
    ]);
  });
}

async function ownBoard(db: Db, auth: UserAuth, boardId: number): Promise<BoardRow> {
  const [row] = await db
    .select()
    .from(boards)
    .where(and(mine(auth).boards, eq(boards.id, boardId)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

async function ownView(db: Db, auth: UserAuth, viewId: number): Promise<ViewRow> {
  const [row] = await db
    .select()
    .from(dviews)
    .where(and(mine(auth).views, eq(dviews.id, viewId)));
  if (!row) throw notFound(VIEW_NOT_FOUND_MESSAGE);
  return row;
}

async function boardList(db: Db, auth: UserAuth): Promise<BoardRow[]> {
  await ensureDashboards(db, auth.companyId, auth.user.id);
  return db.select().from(boards).where(mine(auth).boards).orderBy(asc(boards.sortOrder), asc(boards.id));
}

/** The views of some dashboards, in order, with their saved views' names (one query). */
async function viewsOf(db: Db, auth: UserAuth, boardIds: number[], shown: Shown = () => true): Promise<DashboardViewModel[]> {
  if (boardIds.length === 0) return [];
  const rows = await db
    .select({ view: dviews, viewName: userSearchCriteria.name })
    .from(dviews)
    .innerJoin(userSearchCriteria, eq(userSearchCriteria.id, dviews.viewId))
    .where(and(mine(auth).views, inArray(dviews.dashboardId, boardIds)))
    .orderBy(asc(dviews.sortOrder), asc(dviews.id));
  return rows.filter((r) => shown(r.view.objectName)).map((r) => viewModel(r.view, r.viewName));
}

/** Which sections a reader's plan reaches: a dashboard shows only those views (the rest come back with the module). */
type Shown = (objectName: string) => boolean;
async function shownFor(request: FastifyRequest): Promise<Shown> {
  const reach = await moduleReach(request);
  return (objectName) => {
    const type = recordType(objectName);
    return !type || reach(type.module);
  };
}

async function dashboardOf(db: Db, auth: UserAuth, boardId: number, shown?: Shown) {
  const list = await boardList(db, auth);
  const board = boardId === -1 ? (list.find((b) => b.isDefault) ?? list[0]!) : list.find((b) => b.id === boardId);
  if (!board) throw notFound(NOT_FOUND_MESSAGE);
  return { list, model: boardModel(board, await viewsOf(db, auth, [board.id], shown)) };
}

const listEntry = (b: BoardRow) => ({ id: b.id, name: b.name, isDefault: b.isDefault, isBuiltin: b.isBuiltin, sortOrder: b.sortOrder });

/** Moves `currentId` after `prevId` (0: first) among ordered ids. */
function reorder(ids: number[], currentId: number, prevId: number): number[] {
  const order = ids.filter((x) => x !== currentId);
  order.splice(prevId ? order.indexOf(prevId) + 1 : 0, 0, currentId);
  return order;
}

/** `UserHomePageView/ToggleDisplay/{id}` for a dashboard view: flips its display flag; null when the id is not one of the user's. */
export async function toggleDashboardView(db: Db, auth: UserAuth, viewId: number): Promise<{ id: number; display: boolean } | null> {
  const [row] = await db
    .update(dviews)
    .set({ display: sql`not ${dviews.display}` })
    .where(and(mine(auth).views, eq(dviews.id, viewId)))
    .returning({ id: dviews.id, display: dviews.display });
  return row ?? null;
}

const boardBody = z.object({ id: z.coerce.number().int().min(0).max(MAX_ID).default(0), name });
const viewBody = z.object({
  id: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  dashboardId: id,
  name,
  objectName: z.string().max(100).nullish(),
  userSearchCriteriaId: z.coerce.number().int().min(0).max(MAX_ID).nullish(),
  chartType: z.enum(CHART_TYPES, { error: 'Chart type must be none, pie, gauge or funnel' }).default('none'),
  display: z.boolean().default(true),
});

export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const showOnboard = (auth: UserAuth) => (auth.user.preferences as { showOnboard?: boolean } | null)?.showOnboard !== false;
  const sectionList = () =>
    ['Opportunity', 'Lead', 'Customer', 'Organization', 'Person', 'Project', 'Case', 'Task', 'SalesOrder', 'Invoice', 'SaleQuote']
      .map((n) => recordType(n))
      .filter((t): t is RecordTypeDef => Boolean(t))
      .map((t) => ({ objectName: t.objectName, label: t.pluralLabel, moduleId: t.module }));

  const getModel = async (request: FastifyRequest, boardId: number) => {
    const auth = requireUser(request);
    const { list, model } = await dashboardOf(db, auth, boardId, await shownFor(request));
    return { model, viewData: { dashboardList: list.map(listEntry), sectionList: sectionList() }, showOnboard: showOnboard(auth) };
  };
  app.get('/api/UserDashboard/GetModel', async (request) => getModel(request, -1));
  app.get('/api/UserDashboard/GetModel/:id', async (request) => {
    const { id: boardId } = parseBody(z.object({ id: z.coerce.number().int().min(-1).max(MAX_ID) }), request.params);
    return getModel(request, boardId || -1);
  });
  app.get('/api/UserDashboard/List', async (request) => ({ data: (await boardList(db, requireUser(request))).map(listEntry) }));
  app.get('/api/UserDashboard/GetViewList/:id', async (request) => {
    const auth = requireUser(request);
    const { id: boardId } = parseBody(idParam, request.params);
    await ownBoard(db, auth, boardId);
    return { data: await viewsOf(db, auth, [boardId], await shownFor(request)) };
  });
  // `-1` is the default dashboard: the parameter is not named like an id, which the input guard keeps to 0 and up.
  app.get('/api/UserDashboard/GetDashboard/:dashboard', async (request) => {
    const { dashboard: boardId } = parseBody(
      z.object({ dashboard: z.coerce.number({ error: 'id must be a dashboard id or -1' }).int().min(-1).max(MAX_ID) }),
      request.params,
    );
    if (boardId === 0) throw notFound(NOT_FOUND_MESSAGE);
    return { model: (await dashboardOf(db, requireUser(request), boardId, await shownFor(request))).model };
  });

  app.post('/api/UserDashboard/Save', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(boardBody, request.body ?? {});
    if (body.id) {
      await ownBoard(db, auth, body.id);
      await db
        .update(boards)
        .set({ name: body.name })
        .where(and(mine(auth).boards, eq(boards.id, body.id)));
      return { model: (await dashboardOf(db, auth, body.id)).model, message: SAVED_MESSAGE };
    }
    const list = await boardList(db, auth);
    if (list.length >= MAX_DASHBOARDS) throw badRequest(`A user may keep at most ${MAX_DASHBOARDS} dashboards`);
    const [row] = await db
      .insert(boards)
      .values({
        companyId: auth.companyId,
        userId: auth.user.id,
        name: body.name,
        sortOrder: Math.max(0, ...list.map((b) => b.sortOrder + 1)),
      })
      .returning();
    return { model: boardModel(row!, []), message: ADDED_MESSAGE };
  });

  app.delete('/api/UserDashboard/Delete/:id', async (request) => {
    const auth = requireUser(request);
    const { id: boardId } = parseBody(idParam, request.params);
    const board = await ownBoard(db, auth, boardId);
    if (board.isDefault) throw badRequest(DELETE_DEFAULT_MESSAGE);
    if (board.isBuiltin) throw badRequest(DELETE_SYSTEM_MESSAGE);
    // The flags are checked again by the delete itself: a SetDefault in between cannot be undone by it.
    const deleted = await db
      .delete(boards)
      .where(and(mine(auth).boards, eq(boards.id, boardId), eq(boards.isDefault, false), eq(boards.isBuiltin, false)))
      .returning({ id: boards.id });
    if (deleted.length === 0) throw badRequest(DELETE_DEFAULT_MESSAGE);
    return { id: boardId, message: DELETED_MESSAGE };
  });

  app.post('/api/UserDashboard/SetDefault/:id', async (request) => {
    const auth = requireUser(request);
    const { id: boardId } = parseBody(idParam, request.params);
    await ownBoard(db, auth, boardId);
    await db.transaction(async (tx) => {
      await tx
        .update(boards)
        .set({ isDefault: false })
        .where(and(mine(auth).boards, eq(boards.isDefault, true)));
      await tx
        .update(boards)
        .set({ isDefault: true })
        .where(and(mine(auth).boards, eq(boards.id, boardId)));
    });
    return { id: boardId, message: DEFAULT_SET_MESSAGE };
  });

  // With dashboardId: a view moves after prevId within that dashboard; without: a dashboard moves after prevId.
  app.put('/api/UserDashboard/ChangeSortOrder', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(
      z.object({
        currentId: id,
        prevId: z.coerce.number().int().min(0).max(MAX_ID).default(0),
        dashboardId: z.coerce.number().int().min(0).max(MAX_ID).default(0),
      }),
      { ...(request.body as object), ...(request.query as object) },
    );
    if (q.prevId === q.currentId) throw badRequest('An item cannot follow itself');
    if (q.dashboardId) {
      await ownBoard(db, auth, q.dashboardId);
      const moved = await ownView(db, auth, q.currentId);
      if (moved.dashboardId !== q.dashboardId) throw badRequest('The view is not on that dashboard');
      if (q.prevId && (await ownView(db, auth, q.prevId)).dashboardId !== q.dashboardId)
        throw badRequest('prevId is not on that dashboard');
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: dviews.id })
          .from(dviews)
          .where(and(mine(auth).views, eq(dviews.dashboardId, q.dashboardId)))
          .orderBy(asc(dviews.sortOrder), asc(dviews.id))
          .for('update');
        for (const [index, viewId] of reorder(
          rows.map((r) => r.id),
          q.currentId,
          q.prevId,
        ).entries())
          await tx
            .update(dviews)
            .set({ sortOrder: index })
            .where(and(mine(auth).views, eq(dviews.id, viewId)));
      });
      return { data: await viewsOf(db, auth, [q.dashboardId]) };
    }
    await ownBoard(db, auth, q.currentId);
    if (q.prevId) await ownBoard(db, auth, q.prevId);
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: boards.id })
        .from(boards)
        .where(mine(auth).boards)
        .orderBy(asc(boards.sortOrder), asc(boards.id))
        .for('update');
      for (const [index, boardId] of reorder(
        rows.map((r) => r.id),
        q.currentId,
        q.prevId,
      ).entries())
        await tx
          .update(boards)
          .set({ sortOrder: index })
          .where(and(mine(auth).boards, eq(boards.id, boardId)));
    });
    return { data: (await boardList(db, auth)).map(listEntry) };
  });

  app.post('/api/UserDashboardView/Save', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(viewBody, request.body ?? {});
    const type = typeOfObject(body.objectName);
    if (!body.userSearchCriteriaId) throw badRequest(VIEW_MESSAGE, [{ field: 'userSearchCriteriaId', message: VIEW_MESSAGE }]);
    await requireTypeModule(request, type.objectName);
    await ownBoard(db, auth, body.dashboardId);
    // Only a view the user may read, of the chosen section.
    const view = await getView(db, auth, body.userSearchCriteriaId);
    if (view.objectName !== type.objectName) throw badRequest(VIEW_MESSAGE, [{ field: 'userSearchCriteriaId', message: VIEW_MESSAGE }]);
    const values = { name: body.name, objectName: type.objectName, viewId: view.id, chartType: body.chartType, display: body.display };
    let row: ViewRow | undefined;
    if (body.id) {
      const existing = await ownView(db, auth, body.id);
      if (existing.dashboardId !== body.dashboardId) throw badRequest('The view is not on that dashboard');
      [row] = await db
        .update(dviews)
        .set(values)
        .where(and(mine(auth).views, eq(dviews.id, body.id)))
        .returning();
    } else {
      const existing = await viewsOf(db, auth, [body.dashboardId]);
      if (existing.length >= MAX_VIEWS) throw badRequest(`A dashboard may show at most ${MAX_VIEWS} views`);
      [row] = await db
        .insert(dviews)
        .values({
          ...values,
          companyId: auth.companyId,
          userId: auth.user.id,
          dashboardId: body.dashboardId,
          sortOrder: Math.max(0, ...existing.map((v) => v.sortOrder + 1)),
        })
        .returning();
    }
    return { model: viewModel(row!, view.name), message: VIEW_SAVED_MESSAGE };
  });

  app.get('/api/UserDashboardView/GetModel/:id', async (request) => {
    const auth = requireUser(request);
    const { id: viewId } = parseBody(idParam, request.params);
    const row = await ownView(db, auth, viewId);
    return { model: (await viewsOf(db, auth, [row.dashboardId])).find((v) => v.id === viewId)! };
  });

  app.delete('/api/UserDashboardView/Delete/:id', async (request) => {
    const auth = requireUser(request);
    const { id: viewId } = parseBody(idParam, request.params);
    const deleted = await db
      .delete(dviews)
      .where(and(mine(auth).views, eq(dviews.id, viewId)))
      .returning({ id: dviews.id });
    if (deleted.length === 0) throw notFound(VIEW_NOT_FOUND_MESSAGE);
    return { id: viewId, message: VIEW_DELETED_MESSAGE };
  });

  /** A dashboard view's chart: its saved view's records aggregated in one query per party table. */
  app.get('/api/UserDashboardView/ChartData/:id', async (request) => {
    const auth = requireUser(request);
    const { id: viewId } = parseBody(idParam, request.params);
    const row = await ownView(db, auth, viewId);
    await requireTypeModule(request, row.objectName);
    const view = await getView(db, auth, row.viewId);
    return { data: await chartData(db, auth, recordType(row.objectName)!, view.criteriaGroupList) };
  });

  /**
   * The charts of several dashboard views in one call (`ChartDataMany?idList=`), as a dashboard shows them: each id
   * maps to its chart, or to null when it is not one of the user's views, its saved view is no longer readable or its
   * section is outside the plan. `idList=` (empty) answers `{ data: {} }`. The work is fixed whatever the number of
   * ids: the views, their saved views' criteria, then every chart in one aggregate statement (`chartsData`).
   */
  app.get('/api/UserDashboardView/ChartDataMany', async (request) => {
    const auth = requireUser(request);
    const ids = requiredIdList(request.query);
    const out: Record<number, unknown> = Object.fromEntries(ids.map((id) => [id, null]));
    if (ids.length === 0) return { data: out };
    const shown = await shownFor(request);
    const rows = (
      await db
        .select()
        .from(dviews)
        .where(and(mine(auth).views, inArray(dviews.id, ids)))
    ).filter((r) => shown(r.objectName));
    const criteria = await readableCriteria(db, auth, [...new Set(rows.map((r) => r.viewId))]);
    const charted = rows.filter((r) => criteria.has(r.viewId));
    const charts = await chartsData(
      db,
      auth,
      charted.map((r) => ({ type: recordType(r.objectName)!, criteria: criteria.get(r.viewId) })),
    );
    charted.forEach((r, i) => (out[r.id] = charts[i]));
    return { data: out };
  });

  /** The spec's chart dashboards by name (lead, opportunity, pipeline, invoice, project, case, revenue). */
  app.get('/api/Dashboard/Get/:name', async (request) => {
    const auth = requireUser(request);
    const { name: key } = parseBody(z.object({ name: z.string().max(40) }), request.params);
    const def = Object.hasOwn(CHART_DASHBOARDS, key) ? CHART_DASHBOARDS[key] : undefined;
    if (!def) throw notFound(NOT_FOUND_MESSAGE);
    for (const c of def.charts) await requireTypeModule(request, c.objectName);
    const data = await chartsData(
      db,
      auth,
      def.charts.map((c) => ({ type: recordType(c.objectName)!, criteria: [], groupBy: c.groupBy })),
    );
    return { name: key, title: def.title, charts: def.charts.map((c, i) => ({ ...c, data: data[i] })) };
  });
}
