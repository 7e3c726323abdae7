// Saved views (UserSearchCriteria): the system view of every type, a user's own views, the refusals (system
// view, another user's view, another company's), pins and defaults per user, reset, columns, and lists read
// through a view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../contract';
import { groupMembers, groups } from '../../api/src/db/schema';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client } from './support/client';
import { uniqueTag } from './support/records';

interface View {
  id: number;
  name: string;
  userId: number;
  isSystem: boolean;
  isPinned: boolean;
  isDefault: boolean;
  permission: string;
  sharedBy: string | null;
  criteriaGroupList: { type: string; formula: string | null; criteriaList: { name: string }[] }[];
  displayFieldList: { fieldName: string; columnWidth: number; hidden: boolean }[];
}

describe.each(backends())('saved views ($name)', (backend) => {
  let api: TestApi;
  let admin: Client;
  let crm: Client;
  let globex: Client;
  let project: Client;
  let support: Client;
  const tag = uniqueTag('Sv');
  const tagRule = { fieldName: 'name', operator: 'startsWith', fieldValue: `${tag} ` };

  beforeAll(async () => {
    api = await startTestApi(backend);
    ({ admin, crm, project, support, globex } = await demoClients(api.url));
    for (const [name, industry] of [
      ['One', 'Tech'],
      ['Two', 'Tech'],
      ['Three', 'Retail'],
    ])
      expect((await admin.post('/api/Organization/Add', { name: `${tag} ${name}`, industry })).status).toBe(200);
  }, 120_000);
  afterAll(async () => api?.close());

  const views = async (client: Client, objectName = 'Organization') => {
    const res = await client.get(`/api/${objectName}/UserView`);
    expect(res.status).toBe(200);
    return res.body as { data: View[]; defaultViewId: number };
  };
  const save = (client: Client, body: Record<string, unknown>) => client.post('/api/UserSearchCriteria/Save', body);

  it('every catalogued type has one read-only system view per company, derived from the catalogue', async () => {
    for (const type of catalogue) {
      const { data, defaultViewId } = await views(admin, type.objectName);
      const system = data.filter((v) => v.isSystem);
      expect(system, type.objectName).toHaveLength(1);
      expect(system[0]).toMatchObject({ userId: 0, permission: 'read', isDefault: true, criteriaGroupList: [] });
      // The engine's default list: the name fields first (the display name for role types).
      expect(system[0]!.displayFieldList[0]).toMatchObject({ fieldName: type.role ? 'name' : type.nameFields[0], hidden: false });
      expect(defaultViewId).toBe(system[0]!.id);
    }
    const again = await views(crm);
    const theirs = await views(globex);
    expect(again.data.find((v) => v.isSystem)!.id).toBe((await views(admin)).data.find((v) => v.isSystem)!.id);
    expect(theirs.data.find((v) => v.isSystem)!.id).not.toBe(again.data.find((v) => v.isSystem)!.id);
  });

  it('saves a view with criteria, columns and sort, and a list through it answers those', async () => {
    const res = await save(admin, {
      objectName: 'Organization',
      name: 'Tech of the tag',
      criteriaGroupList: [
        {
          type: 'advanced',
          formula: 'Rule 1 AND Industry',
          criteriaList: [tagRule, { name: 'Industry', fieldName: 'industry', operator: 'equal', fieldValue: 'tech' }],
        },
      ],
      displayFieldList: [{ fieldName: 'name' }, { fieldName: 'industry', columnWidth: 321 }, { fieldName: 'website', hidden: true }],
      orderBy: 'name',
      direction: 'desc',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('View is saved');
    const view = res.body.model as View;
    expect(view).toMatchObject({ name: 'Tech of the tag', permission: 'write', isSystem: false, isDefault: false });
    expect(view.criteriaGroupList[0]).toMatchObject({ type: 'advanced', formula: 'Rule 1 AND Industry' });
    expect(view.criteriaGroupList[0]!.criteriaList.map((c) => c.name)).toEqual(['Rule 1', 'Industry']);
    expect(view.displayFieldList.map((c) => [c.fieldName, c.columnWidth, c.hidden])).toEqual([
      ['name', 240, false],
      ['industry', 321, false],
      ['website', 140, true],
    ]);

    const list = await admin.get(`/api/Organization/List?viewId=${view.id}&pageSize=10`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { name: string }) => r.name)).toEqual([`${tag} Two`, `${tag} One`]);
    expect(list.body.viewField.map((c: { fieldName: string }) => c.fieldName)).toEqual(['name', 'industry', 'website']);
    expect(list.body.viewList.map((v: View) => v.id)).toContain(view.id);
    const paged = await admin.post('/api/Organization/PagingAndSorting', { viewId: view.id, pageSize: 1 });
    expect(paged.body).toMatchObject({ totalItem: 2, totalPage: 2 });
    expect(paged.body.data[0].name).toBe(`${tag} Two`);
    // An explicit sort wins over the view's; ad-hoc criteria replace the view's.
    const asc = await admin.post('/api/Organization/PagingAndSorting', { viewId: view.id, orderBy: 'name', direction: 'asc' });
    expect(asc.body.data[0].name).toBe(`${tag} One`);
    const adhoc = await admin.post('/api/Organization/PagingAndSorting', {
      viewId: view.id,
      criteriaGroupList: [{ criteriaList: [tagRule, { fieldName: 'industry', operator: 'equal', fieldValue: 'retail' }] }],
    });
    expect(adhoc.body.data.map((r: { name: string }) => r.name)).toEqual([`${tag} Three`]);

    const updated = await save(admin, { id: view.id, name: 'Tech, renamed' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ message: 'Search Criteria saved', model: { id: view.id, name: 'Tech, renamed' } });
    expect(updated.body.model.criteriaGroupList[0].formula).toBe('Rule 1 AND Industry');
  });

  it('home lists: pageSize 0 is 50 rows, a view of another type is not found', async () => {
    const list = await admin.get('/api/Organization/List?pageSize=0');
    expect(list.body.viewData.page.pageSize).toBe(50);
    const personView = (await views(admin, 'Person')).data[0]!;
    expect((await admin.get(`/api/Organization/List?viewId=${personView.id}`)).status).toBe(404);
  });

  it('refuses to save without a section, a name, or a formula for an advanced group', async () => {
    let res = await save(admin, { name: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a section');
    res = await save(admin, { objectName: 'Nope', name: 'x' });
    expect(res.body.message).toBe('Invalid object');
    res = await save(admin, { objectName: 'Organization', name: ' ' });
    expect(res.body).toMatchObject({ message: 'Must enter name', errors: [{ field: 'name', message: 'Must enter name' }] });
    res = await save(admin, {
      objectName: 'Organization',
      name: 'x',
      criteriaGroupList: [{ type: 'advanced', criteriaList: [tagRule, tagRule] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'criteriaGroupList[0].formula', message: 'Enter a formula for the advanced group' });
    res = await save(admin, { objectName: 'Organization', name: 'x', displayFieldList: [{ fieldName: 'passwordHash' }] });
    expect(res.body.errors).toEqual([{ field: 'displayFieldList[0].fieldName', message: 'Unknown field passwordHash' }]);
  });

  it('a system view cannot be edited, deleted or resized, but can be copied', async () => {
    const system = (await views(crm)).data.find((v) => v.isSystem)!;
    let res = await save(crm, { id: system.id, name: 'Mine now' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot edit System default view');
    res = await crm.del(`/api/UserSearchCriteria/Delete/${system.id}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot edit System default view');
    res = await crm.put('/api/UserSearchCriteria/UpdateField', { id: system.id, fieldName: 'name', columnWidth: 300 });
    expect(res.body.message).toBe('You cannot edit System default view');
    res = await save(crm, { id: system.id, name: 'Copy of all', saveAsNew: true });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ name: 'Copy of all', isSystem: false, permission: 'write' });
    expect(res.body.model.id).not.toBe(system.id);
  });

  it("another user's view is neither readable nor editable; another company's is never found", async () => {
    const mine = (await save(admin, { objectName: 'Organization', name: 'Private', criteriaGroupList: [{ criteriaList: [tagRule] }] })).body
      .model as View;
    expect((await crm.get(`/api/UserSearchCriteria/Get/${mine.id}`)).status).toBe(404);
    expect((await views(crm)).data.map((v) => v.id)).not.toContain(mine.id);
    expect((await crm.get(`/api/Organization/List?viewId=${mine.id}`)).status).toBe(404);
    let res = await save(crm, { id: mine.id, name: 'Taken' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You don't have permission to edit this view");
    res = await crm.del(`/api/UserSearchCriteria/Delete/${mine.id}`);
    expect(res.body.message).toBe("You don't have permission to edit this view");
    res = await crm.put('/api/UserSearchCriteria/UpdateField', { id: mine.id, fieldName: 'name', columnWidth: 300 });
    expect(res.body.message).toBe("You don't have permission to edit this view");
    expect((await crm.post(`/api/UserSearchCriteria/ChangePin/${mine.id}`)).status).toBe(404);
    expect((await globex.get(`/api/UserSearchCriteria/Get/${mine.id}`)).status).toBe(404);
    expect((await save(globex, { id: mine.id, name: 'Taken' })).status).toBe(404);
    expect((await globex.del(`/api/UserSearchCriteria/Delete/${mine.id}`)).status).toBe(404);
    expect((await globex.post(`/api/UserSearchCriteria/ChangeDefault/${mine.id}?isDefault=true`)).status).toBe(404);
    const { userId } = await me(admin);
    res = await crm.put(`/api/UserSearchCriteria/UpdateField?userId=${userId}`, { id: mine.id, fieldName: 'name', columnWidth: 300 });
    expect(res.status).toBe(403);
    // Still the owner's, unchanged.
    expect((await admin.get(`/api/UserSearchCriteria/Get/${mine.id}`)).body.model.name).toBe('Private');
  });

  it('the owner shares a view (read) with a user or a group of the company; recipients copy it, never edit it', async () => {
    const shared = (await save(crm, { objectName: 'Organization', name: 'Crm shared', criteriaGroupList: [{ criteriaList: [tagRule] }] }))
      .body.model as View;
    const share = (client: Client, body: Record<string, unknown>) => client.post('/api/UserSearchCriteria/Share/Save', body);
    const ids = { project: (await me(project)).userId, support: (await me(support)).userId, globex: (await me(globex)).userId };
    expect((await views(project)).data.map((v) => v.id)).not.toContain(shared.id);

    // Only the owner (or an administrator) shares, only within the company, never the system view.
    let res = await share(project, { viewId: shared.id, userOrGroupId: ids.project });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You don't have permission to share this view");
    res = await share(crm, { viewId: shared.id, userOrGroupId: ids.globex });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid user');
    expect((await share(globex, { viewId: shared.id, userOrGroupId: ids.globex })).status).toBe(404);
    const system = (await views(crm)).data.find((v) => v.isSystem)!;
    res = await share(admin, { viewId: system.id, userOrGroupId: ids.project });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot edit System default view');

    res = await share(crm, { viewId: shared.id, userOrGroupId: ids.project, userType: 'user' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.model).toMatchObject({ viewId: shared.id, userType: 'user', userOrGroupId: ids.project });
    expect(res.body.model.name).not.toBe('');
    // Sharing twice keeps one share.
    expect((await share(crm, { viewId: shared.id, userOrGroupId: ids.project })).status).toBe(200);

    // The recipient sees it read-only, marked with its owner, and lists through it.
    const seen = (await views(project)).data.find((v) => v.id === shared.id)!;
    expect(seen).toMatchObject({ permission: 'read', isSystem: false, name: 'Crm shared' });
    expect(seen.sharedBy).toBeTruthy();
    expect((await views(crm)).data.find((v) => v.id === shared.id)!.sharedBy).toBeNull();
    expect((await project.get(`/api/UserSearchCriteria/Get/${shared.id}`)).status).toBe(200);
    const list = await project.get(`/api/Organization/List?viewId=${shared.id}`);
    expect(list.status).toBe(200);
    expect((list.body.data as { name: string }[]).every((r) => r.name.startsWith(`${tag} `))).toBe(true);
    res = await save(project, { id: shared.id, name: 'Taken' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You don't have permission to edit this view");
    expect((await project.del(`/api/UserSearchCriteria/Delete/${shared.id}`)).status).toBe(403);
    expect((await project.get(`/api/UserSearchCriteria/Share/List/${shared.id}`)).status).toBe(403);
    res = await save(project, { id: shared.id, name: 'My copy', saveAsNew: true });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ userId: ids.project, permission: 'write', sharedBy: null });
    expect((await crm.get(`/api/UserSearchCriteria/Get/${shared.id}`)).body.model.name).toBe('Crm shared');

    // A group share reaches its members; another company never sees the view or its shares.
    expect((await views(support)).data.map((v) => v.id)).not.toContain(shared.id);
    const [group] = await api.db
      .insert(groups)
      .values({ companyId: (await me(crm)).companyId, name: `${tag} viewers` })
      .returning();
    await api.db.insert(groupMembers).values({ companyId: group!.companyId, groupId: group!.id, userId: ids.support });
    expect((await share(crm, { viewId: shared.id, userOrGroupId: group!.id, userType: 'group' })).status).toBe(200);
    expect((await views(support)).data.map((v) => v.id)).toContain(shared.id);
    expect((await views(globex)).data.map((v) => v.id)).not.toContain(shared.id);
    expect((await globex.get(`/api/UserSearchCriteria/Share/List/${shared.id}`)).status).toBe(404);

    // The owner and an administrator list them; deleting says so and takes the view away.
    const listed = (await admin.get(`/api/UserSearchCriteria/Share/List/${shared.id}`)).body.data as { id: number; userType: string }[];
    expect(listed.map((s) => s.userType)).toEqual(['user', 'group']);
    expect((await globex.del(`/api/UserSearchCriteria/Share/Delete/${listed[0]!.id}`)).status).toBe(404);
    expect((await project.del(`/api/UserSearchCriteria/Share/Delete/${listed[0]!.id}`)).status).toBe(403);
    res = await crm.del(`/api/UserSearchCriteria/Share/Delete/${listed[0]!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Shares has been deleted.');
    expect((await views(project)).data.map((v) => v.id)).not.toContain(shared.id);
    expect((await project.get(`/api/Organization/List?viewId=${shared.id}`)).status).toBe(404);
  });

  it('pins and the default are per user; reset returns to the system view; delete says so', async () => {
    const v = (await save(crm, { objectName: 'Organization', name: 'Zeta pinned' })).body.model as View;
    const system = (await views(crm)).data.find((x) => x.isSystem)!;
    let res = await crm.post(`/api/UserSearchCriteria/ChangePin/${v.id}`);
    expect(res.body.model.isPinned).toBe(true);
    expect((await views(crm)).data[0]!.id).toBe(v.id);
    // A system view can be pinned too: for this user only.
    expect((await crm.post(`/api/UserSearchCriteria/ChangePin/${system.id}`)).body.model.isPinned).toBe(true);
    expect((await views(admin)).data.find((x) => x.isSystem)!.isPinned).toBe(false);

    res = await crm.post(`/api/UserSearchCriteria/ChangeDefault/${v.id}?isDefault=true&objectName=Organization`);
    expect(res.body.model.isDefault).toBe(true);
    let list = await views(crm);
    expect(list.defaultViewId).toBe(v.id);
    expect(list.data.filter((x) => x.isDefault).map((x) => x.id)).toEqual([v.id]);
    expect((await views(admin)).defaultViewId).toBe(system.id);
    const model = await crm.get('/api/Organization/SearchModel');
    expect(model.body.viewData.userSearchCriteria.id).toBe(v.id);
    expect(model.body.data.fieldList.find((f: { fieldName: string }) => f.fieldName === 'numberOfEmployees').operatorList).toContain(
      'between',
    );

    res = await crm.post('/api/UserSearchCriteria/Reset', { objectName: 'Organization' });
    expect(res.status).toBe(200);
    list = await views(crm);
    expect(list.defaultViewId).toBe(system.id);
    expect(list.data.some((x) => x.isPinned)).toBe(false);

    res = await crm.put('/api/UserSearchCriteria/UpdateField', { id: v.id, fieldName: 'ownerId', columnWidth: 333 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.model.displayFieldList.find((c: { fieldName: string }) => c.fieldName === 'ownerId').columnWidth).toBe(333);
    const columns = await crm.get(`/api/UserSearchCriteria/GetColumn?objectName=Organization&viewId=${v.id}`);
    expect(columns.body.displayFieldList.find((c: { fieldName: string }) => c.fieldName === 'ownerId').columnWidth).toBe(333);
    expect(columns.body.data.map((c: { fieldName: string }) => c.fieldName)).toContain('annualRevenue');

    res = await crm.del(`/api/UserSearchCriteria/Delete/${v.id}`);
    expect(res.body).toEqual({ id: v.id, message: 'View is deleted' });
    expect((await crm.get(`/api/UserSearchCriteria/Get/${v.id}`)).status).toBe(404);
  });
});
