// The batch calls outside the record engine read `idList` with the engine's parser (api/src/records/lists.ts):
// `idList=` (empty) asks for nothing and answers an empty batch (200), a missing idList, a malformed entry or more
// than 100 ids are a 400 naming `idList`. ChartDataMany answers exactly what ChartData answers per view, computed
// together, and null for views that are not the caller's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { Client, demoClients, me, type Json } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;

const PATHS = ['/api/UserDashboardView/ChartDataMany', '/api/UserSearchCriteria/Share/ListMany', '/api/Task/ItemList'];
const hundredAndOne = Array.from({ length: 101 }, (_, i) => i + 1).join(',');

describe.each(backends())('batch id lists ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
  }, 300_000);
  afterAll(async () => api?.close());

  const systemViewId = async (client: Client, objectName: string) =>
    ((await client.get(`/api/UserSearchCriteria/List?objectName=${objectName}`)).body.data as Json[]).find((v) => v.isSystem)!.id as number;
  const addChart = async (client: Client, dashboardId: number, objectName: string, viewId: number) => {
    const res = await client.post('/api/UserDashboardView/Save', {
      dashboardId,
      name: `${objectName} chart`,
      objectName,
      userSearchCriteriaId: viewId,
      chartType: 'pie',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.model as Json).id as number;
  };

  it.each(PATHS)('%s: an empty idList answers an empty batch; missing, malformed or too long is a 400 naming idList', async (path) => {
    const empty = await c.crm.get(`${path}?idList=`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: path.endsWith('ItemList') ? [] : {} });

    const missing = await c.crm.get(path);
    expect(missing).toMatchObject({
      status: 400,
      body: { message: 'idList is required', errors: [{ field: 'idList', message: 'idList is required' }] },
    });
    // out-of-range numbers are refused by the api's input guard (its own message), still naming idList
    for (const bad of ['-3', '99999999999', '1.5', '0', '2,-3', '2,1.5']) {
      const res = await c.crm.get(`${path}?idList=${bad}`);
      expect(res, bad).toMatchObject({ status: 400, body: { errors: [{ field: 'idList' }] } });
    }
    for (const bad of ['1,x', 'a', '2;3']) {
      const res = await c.crm.get(`${path}?idList=${bad}`);
      expect(res, bad).toMatchObject({
        status: 400,
        body: { message: 'Invalid idList', errors: [{ field: 'idList', message: 'Invalid idList' }] },
      });
    }
    const long = await c.crm.get(`${path}?idList=${hundredAndOne}`);
    expect(long).toMatchObject({ status: 400, body: { message: 'idList takes at most 100 ids' } });
    // spaces and repeats are tolerated, as on the engine's batch calls
    expect((await c.crm.get(`${path}?idList=${encodeURIComponent(' 1, 1 ,')}`)).status).toBe(200);
    // and it still needs a session
    expect((await new Client(api.url).get(`${path}?idList=1`)).status).toBe(401);
  });

  it('ChartDataMany answers each view as ChartData does (several sections and groupings at once), null for the others', async () => {
    const board = await c.crm.post('/api/UserDashboard/Save', { id: 0, name: 'Many charts' });
    const boardId = (board.body.model as Json).id as number;
    const saved = await c.crm.post('/api/UserSearchCriteria/Save', {
      objectName: 'Opportunity',
      name: 'Big ones',
      criteriaGroupList: [{ criteriaList: [{ fieldName: 'amount', operator: 'greaterThan', fieldValue: 1000000000 }] }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ids = [
      await addChart(c.crm, boardId, 'Opportunity', await systemViewId(c.crm, 'Opportunity')),
      await addChart(c.crm, boardId, 'Opportunity', (saved.body.model as Json).id as number),
      await addChart(c.crm, boardId, 'Lead', await systemViewId(c.crm, 'Lead')), // a role type: both party tables, by owner
      await addChart(c.crm, boardId, 'Organization', await systemViewId(c.crm, 'Organization')),
    ];
    const adminBoard = (await c.admin.get('/api/UserDashboard/GetModel')).body.model as Json;
    const othersView = ((adminBoard.viewList as Json[])[0] as Json).id as number;

    const many = await c.crm.get(`/api/UserDashboardView/ChartDataMany?idList=${[...ids, ids[0], othersView, 2147483647].join(',')}`);
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    const data = many.body.data as Record<string, unknown>;
    expect(
      Object.keys(data)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ids, othersView, 2147483647].sort((a, b) => a - b));
    for (const id of ids) {
      const one = await c.crm.get(`/api/UserDashboardView/ChartData/${id}`);
      expect(one.status).toBe(200);
      expect(data[id], `view ${id}`).toEqual(one.body.data);
    }
    // each chart keeps its own criteria: the saved view's leaves every demo opportunity out
    expect((data[ids[0]!] as Json).totalCount).toBeGreaterThan(0);
    expect((data[ids[1]!] as Json).totalCount).toBe(0);
    expect(data[ids[2]!]).toMatchObject({ objectName: 'Lead', groupField: 'ownerId' });
    // another user's view and an unknown id: null, not a 404 for the whole batch
    expect(data[othersView]).toBeNull();
    expect(data[2147483647]).toBeNull();
    expect((await c.globex.get(`/api/UserDashboardView/ChartDataMany?idList=${ids.join(',')}`)).body.data).toEqual(
      Object.fromEntries(ids.map((id) => [id, null])),
    );
  });

  it('ChartDataMany answers null for a view whose saved view the user may no longer read, and still charts the others', async () => {
    const board = await c.crm.post('/api/UserDashboard/Save', { id: 0, name: 'Lost view' });
    const boardId = (board.body.model as Json).id as number;
    const saved = await c.crm.post('/api/UserSearchCriteria/Save', { objectName: 'Opportunity', name: 'Soon gone', criteriaGroupList: [] });
    const savedId = (saved.body.model as Json).id as number;
    const lost = await addChart(c.crm, boardId, 'Opportunity', savedId);
    const kept = await addChart(c.crm, boardId, 'Opportunity', await systemViewId(c.crm, 'Opportunity'));
    expect((await c.crm.del(`/api/UserSearchCriteria/Delete/${savedId}`)).status).toBe(200);
    const many = await c.crm.get(`/api/UserDashboardView/ChartDataMany?idList=${lost},${kept}`);
    expect(many.status).toBe(200);
    expect((many.body.data as Json)[lost]).toBeNull();
    expect((many.body.data as Json)[kept]).toMatchObject({ objectName: 'Opportunity' });
  });

  it("Share/ListMany: the shares of the caller's own views, null for views they do not manage", async () => {
    const saved = await c.crm.post('/api/UserSearchCriteria/Save', {
      objectName: 'Organization',
      name: 'Shared list',
      criteriaGroupList: [],
    });
    const own = (saved.body.model as Json).id as number;
    const system = await systemViewId(c.crm, 'Organization');
    const res = await c.crm.get(`/api/UserSearchCriteria/Share/ListMany?idList=${own},${system},${own}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ [own]: [], [system]: null });
    // another company sees nothing of it
    expect((await c.globex.get(`/api/UserSearchCriteria/Share/ListMany?idList=${own}`)).body.data).toEqual({ [own]: null });
  });

  it("Task/ItemList: the caller's readable tasks among the ids; another company's are absent", async () => {
    const { userId } = await me(c.crm);
    const task = await c.crm.post('/api/Task/Add', { subject: 'Batch me', assigneeIds: [userId] });
    expect(task.status, JSON.stringify(task.body)).toBe(200);
    const id = (task.body.model as Json).id as number;
    const res = await c.crm.get(`/api/Task/ItemList?idList=${id},${id},2147483647`);
    expect(res.status).toBe(200);
    expect((res.body.data as Json[]).map((t) => t.id)).toEqual([id]);
    expect((await c.globex.get(`/api/Task/ItemList?idList=${id}`)).body).toEqual({ data: [] });
  });
});
