// Home dashboards: the viewer's dashboards (one the default), the views on each (a saved view's records or a
// chart of them), chart data (one upstream aggregate per chart, never per row) and the spec's chart dashboards
// by name. Mutations answer payload unions; the api's messages are quoted in `message`.
import { createContextCache } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import type { Context } from '../../context';
import { builder } from '../builder';
import { parseRowId } from '../common/row-id';
import { requireRowId, requireType } from '../engine/source';
import { NotFoundError, UpgradeRequiredError, ValidationError, mutate, nullIfMissing } from '../errors';
import { viewRowId } from '../views';

type ChartTypeValue = 'none' | 'pie' | 'gauge' | 'funnel';

export interface DashboardViewModel {
  id: number;
  dashboardId: number;
  name: string;
  objectName: string;
  userSearchCriteriaId: number;
  viewName: string;
  chartType: ChartTypeValue;
  display: boolean;
  sortOrder: number;
}
export interface DashboardModel {
  id: number;
  name: string;
  isDefault: boolean;
  isBuiltin: boolean;
  sortOrder: number;
  /** Present when read whole (GetModel, GetDashboard); list entries load their views when asked. */
  viewList?: DashboardViewModel[];
}
interface ChartSliceModel {
  key: string;
  label: string;
  count: number;
  amount: number;
}
export interface ChartDataModel {
  objectName: string;
  groupField: string;
  groupLabel: string;
  amountField: string | null;
  amountLabel: string | null;
  totalCount: number;
  totalAmount: number;
  slices: ChartSliceModel[];
}
interface SectionModel {
  objectName: string;
  label: string;
  moduleId: string;
}
interface HomeModel {
  model: DashboardModel;
  viewData: { dashboardList: DashboardModel[]; sectionList: SectionModel[] };
  showOnboard: boolean;
}
interface ChartDashboardModel {
  name: string;
  title: string;
  charts: { key: string; title: string; objectName: string; chartType: Exclude<ChartTypeValue, 'none'>; data: ChartDataModel }[];
}

const loadHome = (ctx: Context, id?: number) =>
  ctx.loaders.get<HomeModel>(id ? `/api/UserDashboard/GetModel/${id}` : '/api/UserDashboard/GetModel');
const loadDashboard = async (ctx: Context, id: number) =>
  (await ctx.loaders.get<{ model: DashboardModel }>(`/api/UserDashboard/GetDashboard/${id}`)).model;
const loadView = async (ctx: Context, id: number) =>
  (await ctx.loaders.get<{ model: DashboardViewModel }>(`/api/UserDashboardView/GetModel/${id}`)).model;
const loadViews = async (ctx: Context, dashboardId: number) =>
  (await ctx.loaders.get<{ data: DashboardViewModel[] }>(`/api/UserDashboard/GetViewList/${dashboardId}`)).data;

export const ChartTypeEnum = builder.enumType('DashboardChartType', {
  description: 'How a dashboard view shows its saved view: as records, or as a chart of them.',
  values: {
    NONE: { value: 'none', description: 'The records of the view.' },
    PIE: { value: 'pie', description: 'A pie of the records by stage or status (colours by amount: 25,000, 50,000, 75,000).' },
    GAUGE: {
      value: 'gauge',
      description:
        'A gauge from 0 to 100. For a type with an amount (`ChartData.amountField`): the records’ total amount as a percentage of 100,000 (42,000 reads 42), capped at 100; colour bands at 25,000, 50,000 and 75,000. For a type without one: the percentage of the records in the largest group (`slices`). One decimal; no records reads 0.',
    },
    FUNNEL: { value: 'funnel', description: 'A funnel of the records by stage or status (400 × 600 by default).' },
  } as const,
});

const ChartSliceRef = builder.objectRef<ChartSliceModel>('ChartSlice').implement({
  description: 'One group of a chart: the records with one stage, status or owner.',
  fields: (t) => ({
    key: t.exposeString('key', { description: "The group's value ('' for records without one)." }),
    label: t.exposeString('label', { description: 'Its label.' }),
    count: t.exposeInt('count', { description: 'How many records.' }),
    amount: t.exposeFloat('amount', { description: 'Their summed amount (0 when the type has no amount).' }),
  }),
});

export const ChartDataRef = builder.objectRef<ChartDataModel>('ChartData').implement({
  description: 'A chart of records, aggregated by the api in one query.',
  fields: (t) => ({
    objectName: t.exposeString('objectName', { description: 'The record type charted.' }),
    groupField: t.exposeString('groupField', { description: 'The field grouped by (a stage or status, else the owner).' }),
    groupLabel: t.exposeString('groupLabel', { description: 'Its label.' }),
    amountField: t.exposeString('amountField', { nullable: true, description: 'The money field summed, if the type has one.' }),
    amountLabel: t.exposeString('amountLabel', { nullable: true, description: 'Its label.' }),
    totalCount: t.exposeInt('totalCount', { description: 'All records charted.' }),
    totalAmount: t.exposeFloat('totalAmount', {
      description: 'Their summed amount (a gauge shows it as a percentage of 100,000: see `DashboardChartType.GAUGE`).',
    }),
    slices: t.field({ type: [ChartSliceRef], description: 'The groups, in stage or status order.', resolve: (d) => d.slices }),
  }),
});

export const DashboardViewRef = builder.objectRef<DashboardViewModel>('DashboardView');
builder.node(DashboardViewRef, {
  description: 'A view on a dashboard: a saved view shown as records or as a chart.',
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'dashboardId' in v && 'chartType' in v,
  id: { resolve: (v) => v.id, parse: parseRowId, description: 'Global id of the dashboard view.' },
  loadWithoutCache: (id: number, ctx) => nullIfMissing(() => loadView(ctx, id)),
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id (also its home page view id).', resolve: (v) => v.id }),
    name: t.exposeString('name', { description: 'Title shown on the dashboard.' }),
    objectName: t.exposeString('objectName', { description: 'The section (record type) of the saved view.' }),
    sectionLabel: t.string({ description: 'The section’s plural label.', resolve: (v) => requireType(v.objectName).pluralLabel }),
    urlSegment: t.string({
      description: 'The section’s URL segment (its list page).',
      resolve: (v) => requireType(v.objectName).urlSegment,
    }),
    viewRowId: t.int({ description: 'Row id of the saved view shown (`records(view:)`).', resolve: (v) => v.userSearchCriteriaId }),
    viewName: t.exposeString('viewName', { description: 'Name of the saved view.' }),
    chartType: t.field({ type: ChartTypeEnum, description: 'Records or a chart.', resolve: (v) => v.chartType }),
    display: t.exposeBoolean('display', { description: 'Shown (true) or hidden on the dashboard.' }),
    chart: t.field({
      type: ChartDataRef,
      nullable: true,
      description: 'The chart data; null for a records view. The charts of a dashboard come in one upstream call.',
      resolve: (v, _a, ctx) => (v.chartType === 'none' ? null : chartLoader(ctx).load(v.id)),
    }),
  }),
});

// The charts a request asks about, one api call per hundred views (UserDashboardView/ChartDataMany).
const chartLoader = createContextCache(
  (ctx: Context) =>
    new DataLoader<number, ChartDataModel | null>(
      async (ids) => {
        const res = await ctx.loaders.get<{ data: Record<string, ChartDataModel | null> }>('/api/UserDashboardView/ChartDataMany', {
          idList: [...new Set(ids)].sort((a, b) => a - b).join(','),
        });
        return ids.map((id) => res.data[String(id)] ?? null);
      },
      { maxBatchSize: 100, cache: false },
    ),
);

export const DashboardRef = builder.objectRef<DashboardModel>('Dashboard');
builder.node(DashboardRef, {
  description: "One of the signed-in user's home dashboards (private to the user).",
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'isBuiltin' in v && 'isDefault' in v,
  id: { resolve: (d) => d.id, parse: parseRowId, description: 'Global id of the dashboard.' },
  loadWithoutCache: (id: number, ctx) => nullIfMissing(() => loadDashboard(ctx, id)),
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (d) => d.id }),
    name: t.exposeString('name', { description: 'Name of the dashboard.' }),
    isDefault: t.exposeBoolean('isDefault', { description: 'The one shown first on the home page.' }),
    isBuiltin: t.exposeBoolean('isBuiltin', { description: 'A system dashboard (cannot be deleted).' }),
    views: t.field({
      type: [DashboardViewRef],
      description: 'Its views in their order, hidden ones included (`display`).',
      resolve: async (d, _a, ctx) => d.viewList ?? loadViews(ctx, d.id),
    }),
  }),
});

const SectionRef = builder.objectRef<SectionModel>('DashboardSection').implement({
  description: 'A section (record type) whose saved views can be put on a dashboard.',
  fields: (t) => ({
    objectName: t.exposeString('objectName', { description: 'Object name.' }),
    label: t.exposeString('label', { description: 'Plural label.' }),
  }),
});

const HomeDashboardsRef = builder.objectRef<HomeModel>('HomeDashboards').implement({
  description: "The home page's dashboards: the one shown, all of the viewer's, the sections for new views.",
  fields: (t) => ({
    current: t.field({
      type: DashboardRef,
      description: 'The dashboard shown (the default unless one was asked).',
      resolve: (h) => h.model,
    }),
    dashboards: t.field({
      type: [DashboardRef],
      description: 'All the viewer’s dashboards, in order.',
      resolve: (h) => h.viewData.dashboardList.map((d) => (d.id === h.model.id ? h.model : d)),
    }),
    sections: t.field({ type: [SectionRef], description: 'Sections a view can come from.', resolve: (h) => h.viewData.sectionList }),
    showOnboard: t.exposeBoolean('showOnboard', { description: 'Whether the Learning Center is offered.' }),
  }),
});

const ChartDashboardChartRef = builder.objectRef<ChartDashboardModel['charts'][number]>('ChartDashboardChart').implement({
  description: 'One chart of a chart dashboard.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Stable key of the chart.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    objectName: t.exposeString('objectName', { description: 'The record type charted.' }),
    chartType: t.field({ type: ChartTypeEnum, description: 'Pie, gauge or funnel.', resolve: (c) => c.chartType }),
    data: t.field({ type: ChartDataRef, description: 'Its data.', resolve: (c) => c.data }),
  }),
});

const ChartDashboardRef = builder.objectRef<ChartDashboardModel>('ChartDashboard').implement({
  description: 'A chart dashboard of the spec (dashboard/lead|opportunity|invoice|project|case|revenue, the opportunity pipeline).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Its name.' }),
    title: t.exposeString('title', { description: 'Its title.' }),
    charts: t.field({ type: [ChartDashboardChartRef], description: 'Its charts.', resolve: (d) => d.charts }),
  }),
});

/** A global id of the type, or a bare row id. */
const rowOf =
  (typename: string) =>
  (id: string | number, arg = 'id') =>
    /^[1-9]\d{0,9}$/.test(String(id)) && Number(id) <= 2_147_483_647 ? Number(id) : requireRowId(String(id), [typename], arg).id;
const dashboardRow = rowOf('Dashboard');
const dashboardViewRow = rowOf('DashboardView');

builder.queryFields((t) => ({
  homeDashboards: t.field({
    type: HomeDashboardsRef,
    description: "The home page's dashboards (`GET /api/UserDashboard/GetModel[/{id}]`).",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ description: 'The dashboard to show (global or row id); the default when omitted.' }) },
    resolve: (_p, args, ctx) => loadHome(ctx, args.id ? dashboardRow(args.id) : undefined),
  }),
  chartDashboard: t.field({
    type: ChartDashboardRef,
    nullable: true,
    description: 'A chart dashboard by name: lead, opportunity, pipeline, invoice, project, case or revenue; null for another name.',
    authScopes: { authenticated: true },
    args: { name: t.arg.string({ required: true, description: 'Its name.' }) },
    // Names are plain lower-case words: anything else (a lone surrogate cannot even be URL-encoded) names none.
    resolve: (_p, args, ctx) =>
      /^[a-z]{1,40}$/.test(args.name) ? nullIfMissing(() => ctx.loaders.get<ChartDashboardModel>(`/api/Dashboard/Get/${args.name}`)) : null,
  }),
}));

// ---- mutations ----

interface Result {
  __typename: string;
  message: string;
  dashboard?: DashboardModel;
  dashboardView?: DashboardViewModel;
  home?: HomeModel;
  deletedId?: string;
}
const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;
const success = (name: string, description: string, fields: ('dashboard' | 'dashboardView' | 'home' | 'deletedId')[]) =>
  builder.objectRef<Result>(name).implement({
    description,
    isTypeOf: isType(name),
    fields: (t) => ({
      message: t.exposeString('message', { description: 'The confirmation to show.' }),
      ...(fields.includes('dashboard')
        ? { dashboard: t.field({ type: DashboardRef, description: 'The dashboard as it is now.', resolve: (s) => s.dashboard! }) }
        : {}),
      ...(fields.includes('dashboardView')
        ? { dashboardView: t.field({ type: DashboardViewRef, description: 'The view as saved.', resolve: (s) => s.dashboardView! }) }
        : {}),
      ...(fields.includes('home')
        ? { home: t.field({ type: HomeDashboardsRef, description: 'The home dashboards as they are now.', resolve: (s) => s.home! }) }
        : {}),
      ...(fields.includes('deletedId')
        ? { deletedId: t.id({ description: 'Global id of what was deleted.', resolve: (s) => s.deletedId! }) }
        : {}),
    }),
  });
const payload = (name: string, ok: ReturnType<typeof success>) =>
  builder.errorUnion(name, {
    description: `Result of ${name.replace(/Payload$/, '').replace(/^./, (c) => c.toLowerCase())}.`,
    types: [ok, ValidationError, NotFoundError, UpgradeRequiredError],
    omitDefaultTypes: true,
  });

const SaveDashboardPayload = payload(
  'SaveDashboardPayload',
  success('SaveDashboardSuccess', 'The dashboard was added or renamed.', ['dashboard', 'home']),
);
const DeleteDashboardPayload = payload(
  'DeleteDashboardPayload',
  success('DeleteDashboardSuccess', 'The dashboard was deleted.', ['deletedId', 'home']),
);
const SetDefaultDashboardPayload = payload(
  'SetDefaultDashboardPayload',
  success('SetDefaultDashboardSuccess', 'The dashboard is now the default.', ['dashboard', 'home']),
);
const MoveDashboardPayload = payload(
  'MoveDashboardPayload',
  success('MoveDashboardSuccess', 'The dashboards in their new order.', ['home']),
);
const SaveDashboardViewPayload = payload(
  'SaveDashboardViewPayload',
  success('SaveDashboardViewSuccess', 'The view was added to or changed on its dashboard.', ['dashboardView', 'dashboard']),
);
const DeleteDashboardViewPayload = payload(
  'DeleteDashboardViewPayload',
  success('DeleteDashboardViewSuccess', 'The view was removed from its dashboard.', ['deletedId', 'dashboard']),
);
const MoveDashboardViewPayload = payload(
  'MoveDashboardViewPayload',
  success('MoveDashboardViewSuccess', 'The dashboard with its views in their new order.', ['dashboard']),
);
const ToggleDashboardViewPayload = payload(
  'ToggleDashboardViewPayload',
  success('ToggleDashboardViewSuccess', 'The view is hidden or shown.', ['dashboardView']),
);

const idInput = (name: string, description: string) =>
  builder.inputType(name, { description, fields: (t) => ({ id: t.id({ required: true, description: 'Global id (or row id).' }) }) });
const SaveDashboardInput = builder.inputType('SaveDashboardInput', {
  description: 'A dashboard to add (no id) or rename.',
  fields: (t) => ({
    id: t.id({ description: 'The dashboard to rename; omit to add one.' }),
    name: t.string({ required: true, description: 'Its name (required: "Must enter name").' }),
  }),
});
const MoveDashboardInput = builder.inputType('MoveDashboardInput', {
  description: 'Where a dashboard goes: right after another (or first).',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The dashboard to move.' }),
    afterId: t.id({ description: 'The dashboard it follows; omit to make it first.' }),
  }),
});
const SaveDashboardViewInput = builder.inputType('SaveDashboardViewInput', {
  description: 'A view to add to a dashboard (no id) or change: name, section and saved view are required.',
  fields: (t) => ({
    id: t.id({ description: 'The dashboard view to change; omit to add one.' }),
    dashboardId: t.id({ required: true, description: 'Its dashboard.' }),
    name: t.string({ required: true, description: 'Its title.' }),
    objectName: t.string({ description: 'The section (record type).' }),
    viewId: t.id({ description: 'The saved view of that section (SavedView global id or row id).' }),
    chartType: t.field({ type: ChartTypeEnum, description: 'Records (default) or a chart.' }),
  }),
});
const MoveDashboardViewInput = builder.inputType('MoveDashboardViewInput', {
  description: 'Where a view goes on its dashboard: right after another (or first).',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The view to move.' }),
    afterId: t.id({ description: 'The view it follows; omit to make it first.' }),
  }),
});

builder.mutationFields((t) => ({
  saveDashboard: t.field({
    type: SaveDashboardPayload,
    description: 'Adds a dashboard ("New dashboard is added") or renames one ("Dashboard is saved").',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SaveDashboardInput, required: true, description: 'The dashboard.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ model: DashboardModel; message: string }>('POST', '/api/UserDashboard/Save', {
          body: { id: input.id ? dashboardRow(input.id) : 0, name: input.name },
        });
        ctx.loaders.clear();
        return { __typename: 'SaveDashboardSuccess', message: res.message, dashboard: res.model, home: await loadHome(ctx, res.model.id) };
      }),
  }),
  deleteDashboard: t.field({
    type: DeleteDashboardPayload,
    description: "Deletes a dashboard ('Cannot delete default dashboard', 'Cannot delete system dashboard').",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: idInput('DeleteDashboardInput', 'The dashboard to delete.'), required: true, description: 'Which.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const id = dashboardRow(input.id);
        const res = await ctx.upstream.call<{ message: string }>('DELETE', `/api/UserDashboard/Delete/${id}`);
        ctx.loaders.clear();
        return {
          __typename: 'DeleteDashboardSuccess',
          message: res.message,
          deletedId: encodeGlobalID('Dashboard', id),
          home: await loadHome(ctx),
        };
      }),
  }),
  setDefaultDashboard: t.field({
    type: SetDefaultDashboardPayload,
    description: 'Makes a dashboard the default ("Current dashboard is set as default").',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: idInput('SetDefaultDashboardInput', 'The dashboard.'), required: true, description: 'Which.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const id = dashboardRow(input.id);
        const res = await ctx.upstream.call<{ message: string }>('POST', `/api/UserDashboard/SetDefault/${id}`);
        ctx.loaders.clear();
        const home = await loadHome(ctx, id);
        return { __typename: 'SetDefaultDashboardSuccess', message: res.message, dashboard: home.model, home };
      }),
  }),
  moveDashboard: t.field({
    type: MoveDashboardPayload,
    description: 'Moves a dashboard after another (or first).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: MoveDashboardInput, required: true, description: 'Where.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const currentId = dashboardRow(input.id);
        const prevId = input.afterId ? dashboardRow(input.afterId, 'afterId') : 0;
        await ctx.upstream.call('PUT', '/api/UserDashboard/ChangeSortOrder', { query: { currentId, prevId } });
        ctx.loaders.clear();
        return { __typename: 'MoveDashboardSuccess', message: '', home: await loadHome(ctx, currentId) };
      }),
  }),
  saveDashboardView: t.field({
    type: SaveDashboardViewPayload,
    description: 'Adds a view to a dashboard or changes one (name, section and view required).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SaveDashboardViewInput, required: true, description: 'The view.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const dashboardId = dashboardRow(input.dashboardId, 'dashboardId');
        const res = await ctx.upstream.call<{ model: DashboardViewModel; message: string }>('POST', '/api/UserDashboardView/Save', {
          body: {
            id: input.id ? dashboardViewRow(input.id) : 0,
            dashboardId,
            name: input.name,
            objectName: input.objectName ? requireType(input.objectName, 'objectName').objectName : null,
            userSearchCriteriaId: input.viewId ? viewRowId(input.viewId, 'viewId') : null,
            chartType: input.chartType ?? 'none',
          },
        });
        ctx.loaders.clear();
        return {
          __typename: 'SaveDashboardViewSuccess',
          message: res.message,
          dashboardView: res.model,
          dashboard: await loadDashboard(ctx, dashboardId),
        };
      }),
  }),
  deleteDashboardView: t.field({
    type: DeleteDashboardViewPayload,
    description: 'Removes a view from its dashboard (`DELETE /UserDashboardView/Delete/{id}`).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: idInput('DeleteDashboardViewInput', 'The view to remove.'), required: true, description: 'Which.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const id = dashboardViewRow(input.id);
        const { dashboardId } = await loadView(ctx, id);
        const res = await ctx.upstream.call<{ message: string }>('DELETE', `/api/UserDashboardView/Delete/${id}`);
        ctx.loaders.clear();
        return {
          __typename: 'DeleteDashboardViewSuccess',
          message: res.message,
          deletedId: encodeGlobalID('DashboardView', id),
          dashboard: await loadDashboard(ctx, dashboardId),
        };
      }),
  }),
  moveDashboardView: t.field({
    type: MoveDashboardViewPayload,
    description: 'Moves a view after another on its dashboard (or first): drag and drop, or the keyboard.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: MoveDashboardViewInput, required: true, description: 'Where.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const currentId = dashboardViewRow(input.id);
        const prevId = input.afterId ? dashboardViewRow(input.afterId, 'afterId') : 0;
        const { dashboardId } = await loadView(ctx, currentId);
        await ctx.upstream.call('PUT', '/api/UserDashboard/ChangeSortOrder', { query: { currentId, prevId, dashboardId } });
        ctx.loaders.clear();
        return { __typename: 'MoveDashboardViewSuccess', message: '', dashboard: await loadDashboard(ctx, dashboardId) };
      }),
  }),
  toggleDashboardView: t.field({
    type: ToggleDashboardViewPayload,
    description: 'Hides a shown dashboard view or shows a hidden one (`PUT /UserHomePageView/ToggleDisplay/{id}`).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: idInput('ToggleDashboardViewInput', 'The view.'), required: true, description: 'Which.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const id = dashboardViewRow(input.id);
        // Only the viewer's own views (404 otherwise): other ids would toggle a built-in widget of the same number.
        const found = await loadView(ctx, id);
        const res = await ctx.upstream.call<{ id: number; display: boolean }>('PUT', `/api/UserHomePageView/ToggleDisplay/${id}`);
        ctx.loaders.clear();
        return { __typename: 'ToggleDashboardViewSuccess', message: '', dashboardView: { ...found, display: res.display } };
      }),
  }),
}));
