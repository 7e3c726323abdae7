import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { eq } from 'drizzle-orm';
import { userDashboardViews } from '../../api/src/dashboards/tables';
import { demoClients, me, type Json } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('dashboards ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
  });
  afterAll(async () => api?.close());

  const systemViewId = async (client: Clients['crm'], objectName: string) =>
    ((await client.get(`/api/UserSearchCriteria/List?objectName=${objectName}`)).body.data as Json[]).find((v) => v.isSystem)!.id as number;
  const addBoard = async (client: Clients['crm'], name: string) => {
    const res = await client.post('/api/UserDashboard/Save', { id: 0, name });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('New dashboard is added');
    return (res.body.model as Json).id as number;
  };

  it('every demo user starts on their default system dashboard', async () => {
    const res = await c.crm.get('/api/UserDashboard/GetModel');
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ name: 'My Dashboard', isDefault: true, isBuiltin: true });
    expect((res.body.model as Json).viewList).toEqual([
      expect.objectContaining({ name: 'Opportunities by stage', objectName: 'Opportunity', chartType: 'pie', display: true }),
      expect.objectContaining({ name: 'Opportunities', chartType: 'none' }),
    ]);
    expect(res.body.showOnboard).toBe(true);
    expect((res.body.viewData as Json).dashboardList).toEqual([expect.objectContaining({ name: 'My Dashboard', isDefault: true })]);
    const same = await c.crm.get('/api/UserDashboard/GetDashboard/-1');
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect((same.body.model as Json).id).toBe((res.body.model as Json).id);
  });

  it("a dashboard leaves out the views of sections outside the reader's plan (they are kept, not deleted)", async () => {
    // A view of Projects on the free user's dashboard (as it stays when a plan loses a module): their plan does not
    // reach Projects, so the dashboard is read without it, and home still loads.
    const board = (await c.free.get('/api/UserDashboard/GetModel')).body.model as Json;
    const { userId, companyId } = await me(c.free);
    const [row] = await api.db
      .insert(userDashboardViews)
      .values({
        companyId,
        userId,
        dashboardId: board.id as number,
        name: 'Projects',
        objectName: 'Project',
        viewId: await systemViewId(c.admin, 'Project'),
      })
      .returning({ id: userDashboardViews.id });
    const shown = await c.free.get('/api/UserDashboard/GetModel');
    expect(shown.status).toBe(200);
    expect(((shown.body.model as Json).viewList as Json[]).map((v) => v.objectName)).not.toContain('Project');
    const list = await c.free.get(`/api/UserDashboard/GetViewList/${board.id as number}`);
    expect((list.body.data as Json[]).map((v) => v.objectName)).not.toContain('Project');
    // Kept: it is still stored for the day the plan reaches Projects again.
    const kept = await api.db.select().from(userDashboardViews).where(eq(userDashboardViews.id, row!.id));
    expect(kept).toHaveLength(1);
  });

  it('names are required; a view needs a section and a view of that section', async () => {
    const empty = await c.crm.post('/api/UserDashboard/Save', { id: 0, name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Must enter name');
    const boardId = await addBoard(c.crm, 'Checks');
    const renamed = await c.crm.post('/api/UserDashboard/Save', { id: boardId, name: 'Checked' });
    expect(renamed.body).toMatchObject({ message: 'Dashboard is saved', model: { name: 'Checked' } });
    const noSection = await c.crm.post('/api/UserDashboardView/Save', { dashboardId: boardId, name: 'x', userSearchCriteriaId: 1 });
    expect(noSection.body.message).toBe('Please choose a section');
    const noView = await c.crm.post('/api/UserDashboardView/Save', { dashboardId: boardId, name: 'x', objectName: 'Opportunity' });
    expect(noView.body.message).toBe('Please choose a view');
    const otherSection = await c.crm.post('/api/UserDashboardView/Save', {
      dashboardId: boardId,
      name: 'x',
      objectName: 'Opportunity',
      userSearchCriteriaId: await systemViewId(c.crm, 'Case'),
    });
    expect(otherSection.body.message).toBe('Please choose a view');
    const noName = await c.crm.post('/api/UserDashboardView/Save', { dashboardId: boardId, name: '', objectName: 'Opportunity' });
    expect(noName.body.message).toBe('Must enter name');
    // A section outside the user's plan and role: 426.
    const locked = await c.free.post('/api/UserDashboardView/Save', {
      dashboardId: ((await c.free.get('/api/UserDashboard/GetModel')).body.model as Json).id,
      name: 'Projects',
      objectName: 'Project',
      userSearchCriteriaId: await systemViewId(c.admin, 'Project'),
    });
    expect(locked.status).toBe(426);
  });

  it('chart data is aggregated in SQL: counts and amounts by stage, in stage order, matching the list', async () => {
    const boardId = await addBoard(c.crm, 'Sales charts');
    const view = await systemViewId(c.crm, 'Opportunity');
    const pie = await c.crm.post('/api/UserDashboardView/Save', {
      dashboardId: boardId,
      name: 'By stage',
      objectName: 'Opportunity',
      userSearchCriteriaId: view,
      chartType: 'pie',
    });
    expect(pie.body).toMatchObject({ message: 'Item is saved.', model: { chartType: 'pie', viewName: 'All Opportunities' } });
    const chart = await c.crm.get(`/api/UserDashboardView/ChartData/${(pie.body.model as Json).id}`);
    expect(chart.status).toBe(200);
    const data = chart.body.data as { groupField: string; amountField: string; totalCount: number; totalAmount: number; slices: Json[] };
    expect(data).toMatchObject({ groupField: 'stage', amountField: 'amount' });
    const list = await c.crm.post('/api/Opportunity/PagingAndSorting', { pageSize: 100, currentPage: 1 });
    const rows = list.body.data as { stage: string; amount: number | null }[];
    expect(data.totalCount).toBe(list.body.totalItem);
    const stages = ['Prospecting', 'Qualification', 'Proposal', 'Negotiation', 'Closed Won', 'Closed Lost'];
    const keys = data.slices.map((s) => s.key as string);
    expect(keys).toEqual(stages.filter((s) => keys.includes(s)));
    if (rows.length === list.body.totalItem) {
      for (const slice of data.slices) {
        const of = rows.filter((r) => r.stage === slice.key);
        expect(slice.count).toBe(of.length);
        expect(slice.amount).toBeCloseTo(
          of.reduce((s, r) => s + Number(r.amount ?? 0), 0),
          2,
        );
      }
    }
    const pipeline = await c.crm.get('/api/Dashboard/Get/pipeline');
    expect(pipeline.body).toMatchObject({
      title: 'Opportunity Pipeline',
      charts: [{ chartType: 'funnel', data: { totalCount: data.totalCount } }],
    });
    expect((await c.crm.get('/api/Dashboard/Get/nothing')).status).toBe(404);
    expect((await c.free.get('/api/Dashboard/Get/project')).status).toBe(426);
    // Another company's chart: its own records only.
    const globex = await c.globex.get('/api/Dashboard/Get/pipeline');
    expect(((globex.body.charts as Json[])[0]!.data as Json).totalCount).not.toBe(data.totalCount);
  });

  it('views reorder, hide and show, and are deleted', async () => {
    const boardId = await addBoard(c.crm, 'Order');
    const view = await systemViewId(c.crm, 'Opportunity');
    const ids: number[] = [];
    for (const [name, chartType] of [
      ['Pie', 'pie'],
      ['Funnel', 'funnel'],
      ['Gauge', 'gauge'],
    ]) {
      const res = await c.crm.post('/api/UserDashboardView/Save', {
        dashboardId: boardId,
        name,
        objectName: 'Opportunity',
        userSearchCriteriaId: view,
        chartType,
      });
      ids.push((res.body.model as Json).id as number);
    }
    expect(ids.every((id) => id >= 1000)).toBe(true);
    const moved = await c.crm.put(`/api/UserDashboard/ChangeSortOrder?currentId=${ids[2]}&prevId=0&dashboardId=${boardId}`);
    expect((moved.body.data as Json[]).map((v) => v.name)).toEqual(['Gauge', 'Pie', 'Funnel']);
    await c.crm.put(`/api/UserDashboard/ChangeSortOrder?currentId=${ids[0]}&prevId=${ids[1]}&dashboardId=${boardId}`);
    const list = await c.crm.get(`/api/UserDashboard/GetViewList/${boardId}`);
    expect((list.body.data as Json[]).map((v) => v.name)).toEqual(['Gauge', 'Funnel', 'Pie']);

    expect((await c.crm.put(`/api/UserHomePageView/ToggleDisplay/${ids[1]}`)).body).toEqual({ id: ids[1], display: false });
    expect(((await c.crm.get(`/api/UserDashboard/GetViewList/${boardId}`)).body.data as Json[]).find((v) => v.id === ids[1])!.display).toBe(
      false,
    );
    expect((await c.crm.put(`/api/UserHomePageView/ToggleDisplay/${ids[1]}`)).body).toEqual({ id: ids[1], display: true });

    expect((await c.crm.del(`/api/UserDashboardView/Delete/${ids[0]}`)).status).toBe(200);
    expect(((await c.crm.get(`/api/UserDashboard/GetViewList/${boardId}`)).body.data as Json[]).length).toBe(2);
  });

  it('the default and system dashboards cannot be deleted; set default moves the default', async () => {
    const system = ((await c.support.get('/api/UserDashboard/GetModel')).body.model as Json).id as number;
    const boardId = await addBoard(c.support, 'Mine');
    const set = await c.support.post(`/api/UserDashboard/SetDefault/${boardId}`);
    expect(set.body.message).toBe('Current dashboard is set as default');
    const model = await c.support.get('/api/UserDashboard/GetModel');
    expect(model.body.model).toMatchObject({ id: boardId, isDefault: true });
    expect(((model.body.viewData as Json).dashboardList as Json[]).filter((d) => d.isDefault).map((d) => d.id)).toEqual([boardId]);

    const refusedDefault = await c.support.del(`/api/UserDashboard/Delete/${boardId}`);
    expect(refusedDefault.status).toBe(400);
    expect(refusedDefault.body.message).toBe('Cannot delete default dashboard');
    const refusedSystem = await c.support.del(`/api/UserDashboard/Delete/${system}`);
    expect(refusedSystem.status).toBe(400);
    expect(refusedSystem.body.message).toBe('Cannot delete system dashboard');

    await c.support.post(`/api/UserDashboard/SetDefault/${system}`);
    const deleted = await c.support.del(`/api/UserDashboard/Delete/${boardId}`);
    expect(deleted.body.message).toBe('Dashboard has been deleted');
    expect((await c.support.get(`/api/UserDashboard/GetDashboard/${boardId}`)).status).toBe(404);
  });

  it('dashboards are private to their user and company', async () => {
    const boardId = await addBoard(c.crm, 'Private');
    const view = await c.crm.post('/api/UserDashboardView/Save', {
      dashboardId: boardId,
      name: 'Pie',
      objectName: 'Opportunity',
      userSearchCriteriaId: await systemViewId(c.crm, 'Opportunity'),
      chartType: 'pie',
    });
    const viewId = (view.body.model as Json).id as number;
    for (const other of [c.admin, c.globex]) {
      expect((await other.get(`/api/UserDashboard/GetDashboard/${boardId}`)).status).toBe(404);
      expect((await other.get(`/api/UserDashboard/GetModel/${boardId}`)).status).toBe(404);
      expect((await other.get(`/api/UserDashboard/GetViewList/${boardId}`)).status).toBe(404);
      expect((await other.post('/api/UserDashboard/Save', { id: boardId, name: 'Mine now' })).status).toBe(404);
      expect((await other.post(`/api/UserDashboard/SetDefault/${boardId}`)).status).toBe(404);
      expect((await other.del(`/api/UserDashboard/Delete/${boardId}`)).status).toBe(404);
      expect((await other.get(`/api/UserDashboardView/ChartData/${viewId}`)).status).toBe(404);
      expect((await other.del(`/api/UserDashboardView/Delete/${viewId}`)).status).toBe(404);
      // Another user's dashboard view id is not theirs to toggle (it falls to their own widget list).
      await other.put(`/api/UserHomePageView/ToggleDisplay/${viewId}`);
    }
    // Another user's saved view cannot be put on one's dashboard.
    const own = await c.admin.post('/api/UserSearchCriteria/Save', {
      objectName: 'Opportunity',
      name: 'Admin only',
      criteriaGroupList: [],
    });
    const foreign = await c.crm.post('/api/UserDashboardView/Save', {
      dashboardId: boardId,
      name: 'Theirs',
      objectName: 'Opportunity',
      userSearchCriteriaId: (own.body.model as Json).id,
    });
    expect(foreign.status).toBe(404);
    const after = await c.crm.get(`/api/UserDashboard/GetViewList/${boardId}`);
    expect(after.body.data).toEqual([expect.objectContaining({ id: viewId, display: true })]);
  });
});
