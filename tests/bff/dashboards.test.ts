// Home dashboards through GraphQL: the default dashboard, typed chart data (one upstream call for all its charts,
// never per row or per chart), the spec's refusals as typed payload errors, order, default, hide and show, and privacy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

let stack: Stack;
let crm: string;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  crm = await loginCookie(stack.bff.url, 'crm@acme.example');
  admin = await loginCookie(stack.bff.url, 'admin@acme.example');
});
afterAll(async () => {
  await stack?.close();
});

const run = async (query: string, variables: AnyData = {}, cookie = crm) => {
  const res = await gql(stack.bff.url, query, variables, { cookie });
  expect(res.body.errors).toBeUndefined();
  return { data: res.body.data!, calls: res.upstreamCalls };
};

const HOME = `query($id: ID) { homeDashboards(id: $id) { showOnboard sections { objectName label }
  current { id rowId name isDefault isBuiltin views { id rowId name objectName viewRowId chartType display chart { groupField amountField totalCount totalAmount slices { key label count amount } } } }
  dashboards { id name isDefault } } }`;
const ERRORS = `... on ValidationError { message } ... on NotFoundError { message } ... on UpgradeRequiredError { message }`;
const SAVE = `mutation($input: SaveDashboardInput!) { saveDashboard(input: $input) { __typename ... on SaveDashboardSuccess { message dashboard { id name } } ${ERRORS} } }`;
const SAVE_VIEW = `mutation($input: SaveDashboardViewInput!) { saveDashboardView(input: $input) { __typename
  ... on SaveDashboardViewSuccess { message dashboardView { id name chartType } dashboard { views { name } } } ${ERRORS} } }`;
const MOVE_VIEW = `mutation($input: MoveDashboardViewInput!) { moveDashboardView(input: $input) { __typename ... on MoveDashboardViewSuccess { dashboard { views { name } } } ${ERRORS} } }`;
const TOGGLE = `mutation($input: ToggleDashboardViewInput!) { toggleDashboardView(input: $input) { __typename ... on ToggleDashboardViewSuccess { dashboardView { id display } } ${ERRORS} } }`;
const DEFAULT = `mutation($input: SetDefaultDashboardInput!) { setDefaultDashboard(input: $input) { __typename ... on SetDefaultDashboardSuccess { message dashboard { isDefault } } ${ERRORS} } }`;
const DELETE = `mutation($input: DeleteDashboardInput!) { deleteDashboard(input: $input) { __typename ... on DeleteDashboardSuccess { message deletedId } ${ERRORS} } }`;

describe('dashboards', () => {
  it('the home shows the default dashboard with typed chart data, its charts in one upstream call', async () => {
    const { data, calls } = await run(HOME);
    const home = data.homeDashboards;
    expect(home.current).toMatchObject({ name: 'My Dashboard', isDefault: true, isBuiltin: true });
    const [pie, records] = home.current.views;
    expect(pie).toMatchObject({ chartType: 'PIE', chart: { groupField: 'stage', amountField: 'amount' } });
    expect(pie.chart.slices.length).toBeGreaterThan(0);
    expect(records).toMatchObject({ chartType: 'NONE', chart: null });
    expect(home.sections.map((s: AnyData) => s.objectName)).toContain('Opportunity');
    // GetModel, and the pie's ChartData: not one per record, not one per view without a chart.
    expect(calls).toBeLessThanOrEqual(3);
  });

  it('builds a dashboard: names required, views added, reordered, hidden; default cannot be deleted', async () => {
    expect((await run(SAVE, { input: { name: ' ' } })).data.saveDashboard).toEqual({
      __typename: 'ValidationError',
      message: 'Must enter name',
    });
    const added = (await run(SAVE, { input: { name: 'Pipeline' } })).data.saveDashboard;
    expect(added).toMatchObject({ __typename: 'SaveDashboardSuccess', message: 'New dashboard is added' });
    const dashboardId = added.dashboard.id;
    const views = (await run(`{ savedViews(type: "Opportunity") { id isSystem } }`)).data.savedViews;
    const viewId = views.find((v: AnyData) => v.isSystem).id;
    const missing = (await run(SAVE_VIEW, { input: { dashboardId, name: 'x', objectName: 'Opportunity' } })).data.saveDashboardView;
    expect(missing).toEqual({ __typename: 'ValidationError', message: 'Please choose a view' });
    await run(SAVE_VIEW, { input: { dashboardId, name: 'Pie', objectName: 'Opportunity', viewId, chartType: 'PIE' } });
    const funnel = (
      await run(SAVE_VIEW, { input: { dashboardId, name: 'Funnel', objectName: 'Opportunity', viewId, chartType: 'FUNNEL' } })
    ).data.saveDashboardView;
    expect(funnel.dashboard.views.map((v: AnyData) => v.name)).toEqual(['Pie', 'Funnel']);
    const moved = (await run(MOVE_VIEW, { input: { id: funnel.dashboardView.id } })).data.moveDashboardView;
    expect(moved.dashboard.views.map((v: AnyData) => v.name)).toEqual(['Funnel', 'Pie']);
    const hidden = (await run(TOGGLE, { input: { id: funnel.dashboardView.id } })).data.toggleDashboardView;
    expect(hidden.dashboardView.display).toBe(false);

    expect((await run(DEFAULT, { input: { id: dashboardId } })).data.setDefaultDashboard).toMatchObject({
      message: 'Current dashboard is set as default',
      dashboard: { isDefault: true },
    });
    // Two charts on the dashboard: their data comes in one upstream call, not one per chart.
    const bare = await run(`query { homeDashboards { current { views { id chartType } } } }`);
    const charted = await run(`query { homeDashboards { current { views { id chart { totalCount } } } } }`);
    expect(charted.data.homeDashboards.current.views.filter((v: AnyData) => v.chart !== null)).toHaveLength(2);
    expect(charted.calls - bare.calls).toBe(1);
    expect((await run(DELETE, { input: { id: dashboardId } })).data.deleteDashboard).toEqual({
      __typename: 'ValidationError',
      message: 'Cannot delete default dashboard',
    });
    const home = (await run(HOME)).data.homeDashboards;
    expect(home.current.id).toBe(dashboardId);

    // Another user cannot see, toggle or delete it.
    const other = await gql(stack.bff.url, HOME, { id: dashboardId }, { cookie: admin });
    expect(other.body.data?.homeDashboards ?? null).toBeNull();
    expect((await run(TOGGLE, { input: { id: funnel.dashboardView.id } }, admin)).data.toggleDashboardView.__typename).toBe(
      'NotFoundError',
    );
    expect((await run(DELETE, { input: { id: dashboardId } }, admin)).data.deleteDashboard.__typename).toBe('NotFoundError');
  });

  it('chart dashboards come by name; the pipeline is by stage with amounts', async () => {
    const { data } = await run(
      `{ chartDashboard(name: "pipeline") { title charts { chartType data { groupField slices { key amount } } } } missing: chartDashboard(name: "x") { title } }`,
    );
    expect(data.chartDashboard).toMatchObject({
      title: 'Opportunity Pipeline',
      charts: [{ chartType: 'FUNNEL', data: { groupField: 'stage' } }],
    });
    expect(data.missing).toBeNull();
  });
});
