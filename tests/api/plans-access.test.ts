// The plan decides module access: every call of a record type whose module is outside the user's plan answers
// 426, for each kind of user who lacks it. The cases come from the catalogue's modules and the api's own route
// table, so a new type or route is covered without editing this file.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExtensionAccess } from '../../api/src/plans/schema';
import { catalogue, recordType, type RecordModule } from '../../contract';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, login, type Client } from './support/client';

const UPGRADE = 'This feature is not available at your subscription level.';
const paidModules = [...new Set(catalogue.map((t) => t.module))].filter((m): m is Exclude<RecordModule, 'general'> => m !== 'general');

/** The record type a route belongs to, by its `/api/{Object}/…` or `/api/{Object}Share/…` segment. */
function typeOfRoute(url: string) {
  const segment = /^\/api\/([A-Za-z]+)\//.exec(url)?.[1];
  if (!segment) return undefined;
  return recordType(segment) ?? (segment.endsWith('Share') ? recordType(segment.slice(0, -5)) : undefined);
}

describe.each(backends())('plan access on $name', (backend) => {
  let api: TestApi;
  let c: Awaited<ReturnType<typeof demoClients>>;
  let dinesh: Client;
  beforeAll(async () => {
    api = await startTestApi(backend);
    [c, dinesh] = await Promise.all([demoClients(api.url), login(api.url, 'dinesh@piedpiper.example')]);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** Who lacks each module: the freemium user (CRM only) and a user of a company without any extension. */
  const lacking = (module: string): [string, () => Client][] => [
    ...(module === 'crm' ? [] : [['free@acme', () => c.free] as [string, () => Client]]),
    ['dinesh@piedpiper (no seat)', () => dinesh],
  ];

  it('covers every paid module of the catalogue', () => {
    expect(paidModules.sort()).toEqual(['crm', 'project', 'support']);
  });

  for (const module of paidModules) {
    for (const [who, client] of lacking(module)) {
      it(`${who}: every route of every ${module} type answers 426`, async () => {
        const routes = api.routes.filter((r) => typeOfRoute(r.url)?.module === module);
        expect(routes.length).toBeGreaterThan(20);
        const refused: string[] = [];
        for (const route of routes) {
          const path = route.url.replace(/:(\w+)/g, '1') + (route.method === 'GET' ? '?idList=1' : '');
          const res = await client().request(route.method, path, route.method === 'GET' ? undefined : {});
          if (res.status !== 426 || res.body?.message !== UPGRADE) refused.push(`${route.method} ${route.url} → ${res.status}`);
        }
        expect(refused).toEqual([]);
      });
    }
  }

  it('a seat in the extension opens it: Acme users read every module, write by role', async () => {
    for (const client of [c.admin, c.crm, c.project, c.support])
      for (const path of ['/api/Organization/List', '/api/Project/List', '/api/Case/List'])
        expect((await client.get(path)).status).toBe(200);
    expect((await c.free.get('/api/Organization/List')).status).toBe(200);
    expect((await c.free.get('/api/Project/List')).status).toBe(426);
    expect((await c.globex.get('/api/Case/List')).status).toBe(200);
  });

  it('search-all leaves out the types of locked modules, so their names never show', async () => {
    const project = (await c.admin.get('/api/Project/List')).body.data[0];
    const keyword = encodeURIComponent(String(project.name).slice(0, 6));
    const all = (await c.admin.get(`/api/AllObject/Search?keyword=${keyword}`)).body.data as { objectName: string }[];
    expect(all.map((g) => g.objectName)).toContain('Project');
    const free = (await c.free.get(`/api/AllObject/Search?keyword=${keyword}`)).body.data as { objectName: string }[];
    expect(free.map((g) => g.objectName)).toEqual(['Organization', 'Person', 'Opportunity']);
    // Quick search per type is gated by the route guard.
    expect((await c.free.form('/api/Project/QuickSearch', { keyword: 'ab' })).status).toBe(426);
  });

  it('attachments, history and references of a locked module are refused or absent', async () => {
    const project = (await c.admin.get('/api/Project/List')).body.data[0];
    const attached = await c.admin.post('/api/Attachment/UpdateAttachment', {
      fileType: 'url',
      url: 'https://example.com/plan.pdf',
      name: 'Plan',
      parentObject: 'Project',
      parentId: project.id,
    });
    expect(attached.status).toBe(200);
    const attachmentId = attached.body.model.id;
    expect((await c.free.get(`/api/Attachment/GetModel/${attachmentId}`)).status).toBe(426);
    expect((await c.free.get(`/api/Attachment/ViewAttachment/${attachmentId}`)).status).toBe(426);
    expect((await c.free.del(`/api/Attachment/Delete/${attachmentId}`)).status).toBe(426);
    expect((await c.free.post('/api/AuditHistory/PagingAndSorting2', { parentObject: 'Project', parentId: project.id })).status).toBe(426);
    const refs = await c.free.post('/api/Record/List', { refList: [{ objectName: 'Project', id: project.id }] });
    expect(refs.status).toBe(200);
    expect(refs.body.data).toEqual([]);
    expect((await c.admin.get(`/api/Attachment/GetModel/${attachmentId}`)).status).toBe(200);
  });

  it('follows and recent items of a locked module do not leak; AddMultiple is gated by each parentObject', async () => {
    const project = (await c.admin.get('/api/Project/List')).body.data[0];
    // A list of follows or activities under a locked record is refused like a single one.
    const many = await c.free.post('/api/Watch/AddMultiple', [{ parentObject: 'Project', parentId: project.id }]);
    expect([many.status, many.body?.message]).toEqual([426, UPGRADE]);
    const tasks = await c.free.post('/api/Task/AddMultiple', [{ subject: 'Sneaky', parentObject: 'Project', parentId: project.id }]);
    expect(tasks.status).toBe(426);
    // Priya follows a project and an organization, then loses the project role: her project follow disappears.
    const org = (await c.admin.post('/api/Organization/Add', { name: 'Follow Leak Ltd' })).body.model;
    const priya = ((await c.admin.get('/api/User/List')).body.data as { id: number; username: string }[]).find(
      (u) => u.username === 'project@acme.example',
    )!;
    const projectFollow = await c.project.post('/api/Watch/Add', { parentObject: 'Project', parentId: project.id });
    expect(projectFollow.status).toBe(200);
    await c.admin.put(`/api/User/Update/${priya.id}`, { userRole: 'project,crm' });
    const seats = await api.db.select().from(userExtensionAccess).where(eq(userExtensionAccess.userId, priya.id));
    /** Takes Priya's seats away in the given extensions (as when a trial ends), giving back the others. */
    const seatsOff = async (...extensions: string[]) => {
      await Promise.all(
        seats.map((row) =>
          api.db
            .update(userExtensionAccess)
            .set({ roleAccess: extensions.includes(row.extension) ? false : row.roleAccess })
            .where(and(eq(userExtensionAccess.userId, row.userId), eq(userExtensionAccess.extension, row.extension))),
        ),
      );
      // Changed behind the api's back: say so, as the api's own seat changes do.
      await api.lookupsChanged(seats[0]!.companyId);
    };
    try {
      const orgFollow = await c.project.post('/api/Watch/Add', { parentObject: 'Organization', parentId: org.id });
      expect(orgFollow.status).toBe(200);
      const names = async () => ((await c.project.get('/api/Watch/List?pageSize=100')).body.data as { name: string }[]).map((w) => w.name);
      expect(await names()).toEqual(expect.arrayContaining([project.name, 'Follow Leak Ltd']));
      // Her project seat goes: the project follow is gone, the organization's stays.
      await seatsOff('project', 'all');
      expect((await c.project.get('/api/Project/List')).status).toBe(426);
      const after = await names();
      expect(after).toContain('Follow Leak Ltd');
      expect(after).not.toContain(project.name);
      expect((await c.project.get(`/api/Watch/GetModel/${projectFollow.body.id}`)).status).toBe(404);

      // Recent items under an open record (a project) leave out items of a locked type (a sales order).
      const order = await c.admin.post('/api/SalesOrder/Add', { orderNumber: 'SO-LEAK-1', parentObject: 'Project', parentId: project.id });
      expect(order.status).toBe(200);
      const task = await c.admin.post('/api/Task/Add', { subject: 'Recent open task', parentObject: 'Project', parentId: project.id });
      expect(task.status).toBe(200);
      const recentOf = async (client: Client) =>
        ((await client.get(`/api/Project/GetRecent?parentId=${project.id}`)).body as { objectName: string }[]).map((r) => r.objectName);
      expect(await recentOf(c.admin)).toEqual(expect.arrayContaining(['SalesOrder', 'Task']));
      await seatsOff('crm', 'all');
      expect((await c.project.get('/api/SalesOrder/List')).status).toBe(426);
      const recent = await recentOf(c.project);
      expect(recent).toContain('Task');
      expect(recent).not.toContain('SalesOrder');
    } finally {
      await seatsOff();
      await c.admin.put(`/api/User/Update/${priya.id}`, { userRole: 'project' });
    }
  });

  it('the main menu locks the modules outside the plan, with the tooltips, and the upgrade pane has content for each', async () => {
    const menu = (await c.free.get('/api/UserMainMenu/InitialData')).body.mainMenu as {
      key: string;
      items: { key: string; isLocked: boolean; tooltip: string | null }[];
    }[];
    const locked = menu.filter((g) => g.items.every((i) => i.isLocked)).map((g) => g.key);
    expect(locked.sort()).toEqual(['marketing', 'project', 'support']);
    for (const item of menu.flatMap((g) => g.items.filter((i) => i.isLocked))) {
      expect(item.tooltip).toBe(`${UPGRADE} Click on the padlock to try it for free for 14 days.`);
      const content = await c.free.get(`/Json_Data/Upgrade/${item.key}.json`);
      expect(content.status, item.key).toBe(200);
      for (const field of ['title', 'availableSection', 'mainText', 'rightText'])
        expect(content.body[field], `${item.key}.${field}`).toBeTruthy();
    }
    expect((await c.free.get('/Json_Data/Upgrade/nothing.json')).status).toBe(404);
    const adminMenu = (await c.admin.get('/api/UserMainMenu/InitialData')).body.mainMenu as typeof menu;
    expect(adminMenu.flatMap((g) => g.items).some((i) => i.isLocked)).toBe(false);
  });
});
