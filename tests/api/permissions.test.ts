import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('permissions and validation ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  let ids: Record<'admin' | 'crm' | 'project', number>;
  const add = async (client: Client, body: Record<string, unknown>) => {
    const res = await client.post('/api/Organization/Add', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.model.id as number;
  };

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
    ids = {
      admin: (await me(c.admin)).userId,
      crm: (await me(c.crm)).userId,
      project: (await me(c.project)).userId,
    };
  });
  afterAll(async () => api?.close());

  it('role decides the level: crm write, project read, owner and admin lock', async () => {
    const id = await add(c.crm, { name: 'Role Matrix Ltd' });
    const perm = async (client: Client) => (await client.get(`/api/Organization/GetModel/${id}`)).body.permission;
    expect(await perm(c.crm)).toBe('lock'); // owner
    expect(await perm(c.admin)).toBe('lock');
    expect(await perm(c.free)).toBe('write');
    expect(await perm(c.project)).toBe('read');
    expect(await perm(c.support)).toBe('read');
  });

  it('a project user cannot update, delete or add', async () => {
    const id = await add(c.admin, { name: 'Read Only For Projects' });
    const upd = await c.project.put('/api/Organization/Update', { id, name: 'Changed' });
    expect(upd.status).toBe(403);
    expect(upd.body.message).toBe("You don't have permission to edit this record");
    expect((await c.project.del(`/api/Organization/Delete/${id}`)).status).toBe(403);
    const created = await c.project.post('/api/Organization/Add', { name: 'Nope' });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe('You cannot add new organizations');
    expect((await c.project.get('/api/Organization/GetModel/0')).body.permission).toBe('read');
    expect((await c.project.get('/api/Organization/List')).body.permission).toBe('read');
  });

  it('a locked record is read-only for a non-owner crm user', async () => {
    const id = await add(c.admin, { name: 'Locked Holdings', isLocked: true });
    const got = await c.crm.get(`/api/Organization/GetModel/${id}`);
    expect(got.body.permission).toBe('read');
    expect(got.body.model.isLocked).toBe(true);
    const upd = await c.crm.put('/api/Organization/Update', { id, website: 'https://x.example' });
    expect(upd.status).toBe(403);
    expect((await c.crm.del(`/api/Organization/Delete/${id}`)).status).toBe(403);
    const summary = await c.crm.get(`/api/Organization/GetSummary/${id}`);
    expect(summary.body.menu).not.toContain('Edit');
  });

  it('unlock: non-owner refused with the spec message, owner and admin allowed', async () => {
    const id = await add(c.crm, { name: 'Unlock Me Inc', isLocked: true });
    const refused = await c.free.put(`/api/Organization/Unlock/${id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "You don't have permission to unlock this object." });
    const byProject = await c.project.put(`/api/Organization/Unlock/${id}`);
    expect(byProject.status).toBe(403);

    const byOwner = await c.crm.put(`/api/Organization/Unlock/${id}`);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.model.isLocked).toBe(false);
    expect(byOwner.body.permission).toBe('lock');

    const id2 = await add(c.crm, { name: 'Admin Unlocks Inc', isLocked: true });
    const byAdmin = await c.admin.put(`/api/Organization/Unlock/${id2}`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.model.isLocked).toBe(false);
    // Now crm-role colleagues may write again.
    expect((await c.free.get(`/api/Organization/GetModel/${id2}`)).body.permission).toBe('write');
  });

  it('isLocked can only be changed with lock permission', async () => {
    const id = await add(c.admin, { name: 'Lock Toggle Co' });
    const res = await c.crm.put('/api/Organization/Update', { id, isLocked: true });
    expect(res.status).toBe(403);
    expect((await c.admin.put('/api/Organization/Update', { id, isLocked: true })).status).toBe(200);
  });

  it('an explicit share raises the level (read-only role gets write)', async () => {
    const id = await add(c.admin, { name: 'Shared With Priya' });
    expect((await c.project.put('/api/Organization/Update', { id, website: 'https://a.example' })).status).toBe(403);
    // Only owner/admin (lock) may share.
    expect((await c.free.post('/api/OrganizationShare/Add', { parentId: id, userId: ids.project, accessLevel: 'write' })).status).toBe(403);
    const share = await c.admin.post('/api/OrganizationShare/Add', { parentId: id, userId: ids.project, accessLevel: 'write' });
    expect(share.status).toBe(200);
    expect(share.body.model).toMatchObject({
      parentId: id,
      parentObject: 'Organization',
      userType: 'user',
      userOrGroupId: ids.project,
      name: 'Priya Shah',
      accessLevel: 'write',
    });
    const list = await c.project.get(`/api/OrganizationShare/List/${id}`);
    expect(list.body.data).toHaveLength(1);
    const res = await c.project.put('/api/Organization/Update', { id, website: 'https://a.example' });
    expect(res.status).toBe(200);
    expect(res.body.permission).toBe('write');
    // List rows carry the same per-row permission, share included.
    const rowOf = async () =>
      (
        (await c.project.post('/api/Organization/PagingAndSorting', { parameter: { keyword: 'Shared With Priya' } })).body.data as {
          id: number;
          permission: string;
        }[]
      ).find((r) => r.id === id);
    expect((await rowOf())?.permission).toBe('write');
    expect((await c.admin.del(`/api/OrganizationShare/Delete/${share.body.model.id}`)).status).toBe(200);
    expect((await rowOf())?.permission).toBe('read');
    expect((await c.project.get(`/api/Organization/GetModel/${id}`)).body.permission).toBe('read');
  });

  it('missing name → 400 with the spec message naming the field', async () => {
    const res = await c.crm.post('/api/Organization/Add', { website: 'https://nameless.example' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please complete all required fields');
    expect(res.body.errors).toEqual([{ field: 'name', message: 'Please complete all required fields' }]);
    const blank = await c.crm.post('/api/Organization/Add', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].field).toBe('name');
    const person = await c.crm.post('/api/Person/Add', { firstName: 'Only' });
    expect(person.status).toBe(400);
    expect(person.body.errors).toEqual([{ field: 'lastName', message: 'Please complete all required fields' }]);
    const id = await add(c.crm, { name: 'Will Be Blanked' });
    const upd = await c.crm.put('/api/Organization/Update', { id, name: '' });
    expect(upd.status).toBe(400);
    expect(upd.body.errors[0].field).toBe('name');
  });

  it('address street over 200 characters is refused, 200 is fine', async () => {
    const res = await c.crm.post('/api/Organization/Add', {
      name: 'Long Street Co',
      addressList: [{ street: 'ok' }, { street: 's'.repeat(201), city: 'c'.repeat(101) }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Street must be at most 200 characters');
    expect(res.body.errors).toEqual([
      { field: 'addressList[1].street', message: 'Street must be at most 200 characters' },
      { field: 'addressList[1].city', message: 'City must be at most 100 characters' },
    ]);
    const ok = await c.crm.post('/api/Organization/Add', { name: 'Long Street Co', addressList: [{ street: 's'.repeat(200) }] });
    expect(ok.status).toBe(200);
    expect(ok.body.model.addressList[0]).toMatchObject({ street: 's'.repeat(200), isPrimary: true });
  });

  it('invalid email addresses are refused', async () => {
    const res = await c.crm.post('/api/Organization/Add', { name: 'Bad Mail', emailList: [{ email: 'not-an-email' }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid email address');
    expect(res.body.errors[0].field).toBe('emailList[0].email');
    const primary = await c.crm.post('/api/Person/Add', { lastName: 'Mail', primaryEmail: 'nope@' });
    expect(primary.status).toBe(400);
    expect(primary.body.errors[0]).toEqual({ field: 'primaryEmail', message: 'Invalid email address' });
  });

  it('ownerId must be a user of the company', async () => {
    const res = await c.crm.post('/api/Organization/Add', { name: 'Owner Check', ownerId: 999_999 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid owner');
  });

  it('name check: writable → id, not writable → No permission, unknown → Invalid object', async () => {
    await add(c.admin, { name: 'Namecheck Locked', isLocked: true });
    await add(c.admin, { name: 'Namecheck Open' });
    const ok = await c.crm.form('/api/Organization/NameCheck', { name: 'namecheck open' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: expect.any(Number), name: 'Namecheck Open' });
    const locked = await c.crm.form('/api/Organization/NameCheck', { name: 'Namecheck Locked' });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('No permission');
    const readOnly = await c.project.form('/api/Organization/NameCheck', { name: 'Namecheck Open' });
    expect(readOnly.body.message).toBe('No permission');
    const unknown = await c.crm.form('/api/Organization/NameCheck', { name: 'No Such Org' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Invalid object');
  });

  it('the main menu locks the modules outside the plan: the freemium user reaches CRM only', async () => {
    const menu = async (client: Client) => (await client.get('/api/UserMainMenu/InitialData')).body;
    type Group = { key: string; items: { key: string; isLocked: boolean }[] };
    const free = await menu(c.free);
    const group = (m: { mainMenu: Group[] }, key: string) => m.mainMenu.find((g) => g.key === key)!;
    expect(free.mainMenu.map((g: Group) => g.key)).toEqual(['crm', 'support', 'marketing', 'project', 'general', 'library']);
    expect(group(free, 'crm').items.slice(0, 2)).toEqual([
      expect.objectContaining({ key: 'organization', label: 'Organizations', url: '/organization', isLocked: false }),
      expect.objectContaining({ key: 'person', label: 'People', url: '/person', isLocked: false }),
    ]);
    expect(group(free, 'project').items[0]!.isLocked).toBe(true);
    expect(group(free, 'support').items[0]!.isLocked).toBe(true);
    // A seat in every extension (the demo's paid users): nothing locked, whatever the role writes.
    const project = await menu(c.project);
    expect(group(project, 'crm').items[0]!.isLocked).toBe(false);
    const admin = await menu(c.admin);
    expect(admin.mainMenu.every((g: Group) => g.items.every((i) => !i.isLocked))).toBe(true);
    expect(admin.company).toEqual({ id: expect.any(Number), name: 'Acme Demo' });
    expect(admin.userList).toHaveLength(5);
  });
});
