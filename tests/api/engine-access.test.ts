// Refusals of the record engine: permission by role and module, lock, tenant, validation per field kind,
// shares to users and groups, private follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionPath, storedTypes } from '../../contract';
import { groupMembers, groups } from '../../api/src/db/schema';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client, type Json } from './support/client';
import { addMinimal, uniqueTag, type SampleContext } from './support/records';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('record engine: access and validation ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  let ids: Record<keyof Clients, number>;
  let ctx: SampleContext;
  let orgId: number;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
    ids = Object.fromEntries(await Promise.all(Object.entries(c).map(async ([k, cl]) => [k, (await me(cl)).userId]))) as typeof ids;
    orgId = (await c.admin.post('/api/Organization/Add', { name: uniqueTag('AccessOrg') })).body.model.id;
    ctx = { client: c.admin, userId: ids.admin, parent: { objectName: 'Organization', id: orgId } };
  });
  afterAll(async () => api?.close());

  const permissionOn = async (client: Client, objectName: string, id: number) => (await client.get(`/api/${objectName}/GetModel/${id}`)).body.permission;

  it('write follows the module of the type: support writes cases, not opportunities; project writes projects', async () => {
    const opp = await addMinimal(ctx, 'Opportunity');
    const kase = await addMinimal(ctx, 'Case');
    const project = await addMinimal(ctx, 'Project');
    const task = await addMinimal(ctx, 'Task');
    expect(await permissionOn(c.support, 'Opportunity', opp)).toBe('read');
    expect(await permissionOn(c.support, 'Case', kase)).toBe('write');
    expect(await permissionOn(c.project, 'Project', project)).toBe('write');
    expect(await permissionOn(c.project, 'Case', kase)).toBe('read');
    expect(await permissionOn(c.crm, 'Project', project)).toBe('read');
    // General types (tasks, calls, …) are everyone's.
    for (const client of [c.crm, c.project, c.support, c.free]) expect(await permissionOn(client, 'Task', task)).toBe('write');

    const refused = await c.support.put('/api/Opportunity/Update', { id: opp, description: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You don't have permission to edit this record");
    expect((await c.support.put('/api/Case/Update', { id: kase, description: 'worked on' })).status).toBe(200);
    expect((await c.project.put('/api/Project/Update', { id: project, description: 'planned' })).status).toBe(200);
    expect((await c.support.del(`/api/Opportunity/Delete/${opp}`)).status).toBe(403);
    expect((await c.support.put(`/api/Opportunity/ChangeStatus/${opp}?status=0`)).status).toBe(403);
    expect((await c.support.del('/api/Opportunity/DeleteMultiple', { idList: [opp] })).status).toBe(403);

    const add = await c.support.post('/api/Opportunity/Add', { name: 'Nope', stage: 'Prospecting' });
    expect(add).toMatchObject({ status: 403, body: { message: 'You cannot add new opportunities' } });
    expect((await c.project.post('/api/Case/Add', { subject: 'Nope' })).body.message).toBe('You cannot add new cases');
    expect((await c.support.post('/api/Case/Add', { subject: uniqueTag() })).status).toBe(200);
    expect((await c.project.post('/api/Project/Add', { name: uniqueTag() })).status).toBe(200);
    expect((await c.support.get('/api/Opportunity/List?pageSize=1')).body.permission).toBe('read');
    expect((await c.support.get('/api/Case/GetModel/0')).body.permission).toBe('write');
  });

  it('a locked record is read-only for a non-owner of the module; only owner or admin unlocks', async () => {
    const id = (await c.admin.post('/api/Case/Add', { subject: uniqueTag(), isLocked: true })).body.model.id;
    expect(await permissionOn(c.support, 'Case', id)).toBe('read');
    expect((await c.support.put('/api/Case/Update', { id, description: 'x' })).status).toBe(403);
    expect((await c.support.put(`/api/Case/Unlock/${id}`)).body).toEqual({ message: "You don't have permission to unlock this object." });
    expect((await c.admin.put(`/api/Case/Unlock/${id}`)).body.model.isLocked).toBe(false);
    expect(await permissionOn(c.support, 'Case', id)).toBe('write');
  });

  it("another company's record is 404 on every route of every type", async () => {
    for (const type of storedTypes) {
      const id = type.objectName === 'Watch' ? (await c.admin.post('/api/Watch/Add', { parentObject: 'Organization', parentId: orgId })).body.id : await addMinimal(ctx, type.objectName);
      const base = `/api/${type.objectName}`;
      const answers = [
        await c.globex.get(`${base}/GetModel/${id}`),
        await c.globex.get(`${base}/GetSummary/${id}`),
        await c.globex.get(`${base}/GetPreview/${id}`),
        await c.globex.get(`${base}/GetRecent?parentId=${id}`),
        await c.globex.put(`${base}/Update`, { id, description: 'stolen' }),
        await c.globex.del(`${base}/Delete/${id}`),
        await c.globex.del(`${base}/DeleteMultiple`, { idList: [id] }),
        await c.globex.put(`${base}/ChangeStatus/${id}?status=0`),
        await c.globex.put(`${base}/ChangeMultipleStatus?status=0`, { idList: [id] }),
        await c.globex.put(`${base}/Unlock/${id}`),
        ...(type.traits.shareable ? [await c.globex.get(`${base}Share/List/${id}`), await c.globex.post(`${base}Share/Add`, { parentId: id, userOrGroupId: ids.globex })] : []),
        ...(await Promise.all(type.sections.filter((s) => s.via).map((s) => c.globex.get(`${base}/${sectionPath(s.key)}/${id}`)))),
      ];
      for (const res of answers) expect(res.status, `${type.objectName}: ${JSON.stringify(res.body)}`).toBe(404);
      expect((await c.globex.get(`${base}/List?idList=${id}`)).body.data).toEqual([]);
      expect((await c.admin.get(`${base}/GetModel/${id}`)).body.model.description ?? null).not.toBe('stolen');
    }
  });

  it('a multiple call naming one record that is missing changes none of them', async () => {
    const mine = await addMinimal(ctx, 'Opportunity');
    const theirs = (await c.globex.get('/api/Organization/List?pageSize=1')).body.data[0].id as number;
    const mixed = await c.admin.del('/api/Organization/DeleteMultiple', { idList: [orgId, theirs] });
    expect(mixed.status).toBe(404);
    expect(mixed.body.message).toBe('Organization not found');
    expect((await c.admin.get(`/api/Organization/GetModel/${orgId}`)).status).toBe(200);
    const status = await c.admin.put('/api/Opportunity/ChangeMultipleStatus?status=0', { idList: [mine, 2_000_000_000] });
    expect(status.status).toBe(404);
    expect((await c.admin.get(`/api/Opportunity/GetModel/${mine}`)).body.model.status).toBe(1);
  });

  it('validation messages per field kind, from the catalogue', async () => {
    const fails = async (objectName: string, body: Record<string, unknown>, field: string, message: string) => {
      const res = await c.admin.post(`/api/${objectName}/Add`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toContainEqual({ field, message });
    };
    const task = { subject: 'Valid', parentObject: 'Organization', parentId: orgId };
    await fails('Opportunity', { stage: 'Prospecting' }, 'name', 'Please complete all required fields');
    await fails('Organization', { name: 'x'.repeat(201) }, 'name', 'Organization Name must be at most 200 characters');
    await fails('Person', { lastName: 'Mail', primaryEmail: 'nope@' }, 'primaryEmail', 'Invalid email address');
    await fails('Opportunity', { name: 'Deal', stage: 'Bogus' }, 'stage', 'Invalid stage');
    await fails('Organization', { name: 'Small', numberOfEmployees: -1 }, 'numberOfEmployees', 'Employees must be at least 0');
    await fails('Opportunity', { name: 'Deal', probability: 101 }, 'probability', 'Probability (%) must be at most 100');
    await fails('Call', { ...task, duration: 59 }, 'duration', 'Duration must be at least 60 seconds');
    await fails('Opportunity', { name: 'Deal', organizationId: 99_999_999 }, 'organizationId', 'Invalid organization');
    await fails('Project', { name: 'P', projectManagerId: 99_999_999 }, 'projectManagerId', 'Invalid project manager');
    await fails('Organization', { name: 'Owner', ownerId: ids.globex }, 'ownerId', 'Invalid owner');
    await fails('Task', { ...task, assigneeIds: [ids.crm, ids.globex] }, 'assigneeIds', 'Invalid assigned to');
    await fails('Task', { ...task, parentObject: 'Nope' }, 'parentObject', 'Invalid related to type');
    await fails('Task', { ...task, parentId: 99_999_999 }, 'parentId', 'Invalid related to');
    await fails('Project', { name: 'P', startDate: '2025-13-45' }, 'startDate', 'Invalid start date');
    await fails('Event', { ...task, startDate: 'tomorrow', endDate: '2025-01-01T10:00:00Z' }, 'startDate', 'Invalid start');
    // Another company's organization is no valid reference either.
    const theirs = (await c.globex.post('/api/Organization/Add', { name: uniqueTag() })).body.model.id;
    await fails('Opportunity', { name: 'Deal', organizationId: theirs }, 'organizationId', 'Invalid organization');
    expect((await c.admin.post('/api/Call/Add', { ...task, duration: 60 })).status).toBe(200);
  });

  it('the server sets read-only values: case numbers, top parents, role ids', async () => {
    const kase = await c.admin.post('/api/Case/Add', { subject: uniqueTag(), caseNumber: 'MINE-1', creationDate: '2000-01-01T00:00:00Z' });
    expect(kase.body.model.caseNumber).toBe(`CASE-${String(kase.body.model.id).padStart(6, '0')}`);
    expect(kase.body.model.creationDate.startsWith('2000')).toBe(false);
    const project = await addMinimal(ctx, 'Project');
    const task = await c.admin.post('/api/Task/Add', { subject: 'Plan', parentObject: 'project', parentId: project, topParentObject: 'Case', topParentId: 1 });
    expect(task.body.model).toMatchObject({ parentObject: 'Project', parentId: project, topParentObject: 'Project', topParentId: project });
    const event = await c.admin.post('/api/Event/Add', { subject: 'Kick-off', startDate: '2025-01-01T10:00:00Z', endDate: '2025-01-01T11:00:00Z', parentObject: 'Task', parentId: task.body.model.id });
    expect(event.body.model).toMatchObject({ parentObject: 'Task', topParentObject: 'Project', topParentId: project });
    // The project's task section lists tasks under it; its event section lists the grandchild through the top parent.
    expect((await c.admin.get(`/api/Project/Event/${project}`)).body.data.map((r: Json) => r.id)).toContain(event.body.model.id);
  });

  it('a share raises the level for that user, or the members of that group, and nobody else', async () => {
    const opp = await addMinimal(ctx, 'Opportunity');
    expect(await permissionOn(c.support, 'Opportunity', opp)).toBe('read');
    expect((await c.crm.post('/api/OpportunityShare/Add', { parentId: opp, userType: 'user', userOrGroupId: ids.support })).status).toBe(403);
    const toUser = await c.admin.post('/api/OpportunityShare/Add', { parentId: opp, userType: 'user', userOrGroupId: ids.support, accessLevel: 'write' });
    expect(toUser.status).toBe(200);
    expect(toUser.body.model).toMatchObject({ parentObject: 'Opportunity', parentId: opp, userType: 'user', userOrGroupId: ids.support, name: 'Sam Ortiz', accessLevel: 'write' });
    expect(toUser.body.model.objectAccessList).toContainEqual({ objectName: 'Task', access: 'write' });
    expect(await permissionOn(c.support, 'Opportunity', opp)).toBe('write');
    expect(await permissionOn(c.project, 'Opportunity', opp)).toBe('read');
    expect((await c.support.put('/api/Opportunity/Update', { id: opp, description: 'shared edit' })).status).toBe(200);

    // A group share reaches its members only.
    const [group] = await api.db.insert(groups).values({ companyId: (await me(c.admin)).companyId, name: 'Delivery Team' }).returning();
    await api.db.insert(groupMembers).values({ companyId: group!.companyId, groupId: group!.id, userId: ids.project });
    expect((await c.crm.get('/api/Group/List')).body.data).toContainEqual({ id: group!.id, name: 'Delivery Team' });
    expect((await c.globex.get('/api/Group/List')).body.data).toEqual([]);
    const project = await addMinimal(ctx, 'Case');
    expect(await permissionOn(c.project, 'Case', project)).toBe('read');
    const toGroup = await c.admin.post('/api/CaseShare/Add', { parentId: project, userType: 'group', userOrGroupId: group!.id, accessLevel: 'write', objectAccessList: [{ objectName: 'Task', access: 'read' }] });
    expect(toGroup.body.model).toMatchObject({ userType: 'group', userOrGroupId: group!.id, name: 'Delivery Team', objectAccessList: [{ objectName: 'Task', access: 'read' }] });
    expect(await permissionOn(c.project, 'Case', project)).toBe('write');
    expect(await permissionOn(c.crm, 'Case', project)).toBe('read');
    const rows = await c.project.post('/api/Case/PagingAndSorting', { pageSize: 100, orderBy: 'creationDate', direction: 'desc' });
    expect(rows.body.data.find((r: Json) => r.id === project).permission).toBe('write');
    const list = await c.project.get(`/api/CaseShare/List/${project}`);
    expect(list.body.data).toHaveLength(1);
    // Group of another company: a reference to nothing in the caller's company, refused as bad input.
    const foreign = await c.globex.post('/api/OrganizationShare/Add', { parentId: (await c.globex.post('/api/Organization/Add', { name: uniqueTag() })).body.model.id, userType: 'group', userOrGroupId: group!.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ field: 'userOrGroupId', message: 'Invalid group' }]);

    const removed = await c.admin.del(`/api/CaseShare/Delete/${toGroup.body.model.id}`);
    expect(removed.body).toEqual({ message: 'Shares has been deleted.' });
    expect(await permissionOn(c.project, 'Case', project)).toBe('read');
  });

  it('follows are private: a user sees and deletes only their own, administrators all', async () => {
    const w = await c.crm.post('/api/Watch/Add', { parentObject: 'Organization', parentId: orgId });
    expect(w.body.model).toMatchObject({ ownerId: ids.crm, userId: ids.crm, type: 'follow', parentObject: 'Organization', parentId: orgId });
    expect((await c.crm.get(`/api/Organization/GetSummary/${orgId}`)).body.viewData.isFollowing).toBe(true);
    expect((await c.free.get(`/api/Watch/GetModel/${w.body.id}`)).status).toBe(404);
    expect((await c.free.get(`/api/Watch/List?idList=${w.body.id}`)).body.data).toEqual([]);
    expect((await c.free.del(`/api/Watch/Delete/${w.body.id}`)).status).toBe(404);
    expect((await c.admin.get(`/api/Watch/List?idList=${w.body.id}`)).body.data).toHaveLength(1);
    expect((await c.crm.get(`/api/Organization/Updates/${orgId}`)).status).toBe(200);
    expect((await c.crm.del(`/api/Watch/DeleteWatch?parentId=${orgId}&parentObject=Organization`)).body).toEqual({});
    expect((await c.crm.get(`/api/Organization/GetSummary/${orgId}`)).body.viewData.isFollowing).toBe(false);
    // Following again works after an unfollow.
    expect((await c.crm.post('/api/Watch/Add', { parentObject: 'Organization', parentId: orgId })).status).toBe(200);
  });

  it('a follow belongs to its follower: Update cannot give it to another user or point it at another record', async () => {
    const other = (await c.admin.post('/api/Organization/Add', { name: uniqueTag('Other') })).body.model.id;
    const w = (await c.crm.post('/api/Watch/Add', { parentObject: 'Organization', parentId: orgId })).body;
    for (const client of [c.crm, c.admin]) {
      const res = await client.put('/api/Watch/Update', { id: w.id, ownerId: ids.free, parentObject: 'Organization', parentId: other });
      expect(res.status).toBe(200);
      expect(res.body.model).toMatchObject({ ownerId: ids.crm, userId: ids.crm, parentObject: 'Organization', parentId: orgId });
    }
    expect((await c.free.get(`/api/Watch/GetModel/${w.id}`)).status).toBe(404);
    expect((await c.crm.get(`/api/Organization/GetSummary/${orgId}`)).body.viewData.isFollowing).toBe(true);
    expect((await c.crm.get(`/api/Organization/GetSummary/${other}`)).body.viewData.isFollowing).toBe(false);
  });

  it('"You cannot add new {object}": one text per type, answered by List for the add button and by a refused Add', async () => {
    const expected: [string, string][] = [
      ['Opportunity', 'You cannot add new opportunities'],
      ['Lead', 'You cannot add new leads'],
      ['SMSMessage', 'You cannot add new SMS messages'],
      ['SalesOrder', 'You cannot add new sales orders'],
    ];
    for (const [objectName, message] of expected) {
      expect((await c.support.get(`/api/${objectName}/List?pageSize=1`)).body.addDeniedMessage).toBe(message);
    }
    expect((await c.support.get('/api/Opportunity/List?pageSize=1')).body.permission).toBe('read');
    expect(await c.support.post('/api/Opportunity/Add', { name: 'Nope' })).toMatchObject({ status: 403, body: { message: 'You cannot add new opportunities' } });
    // A role's Add answers with the role, not with the party table it writes.
    expect(await c.support.post('/api/Lead/Add', { name: 'Nope' })).toMatchObject({ status: 403, body: { message: 'You cannot add new leads' } });
    expect(await c.support.post('/api/Customer/AddMultiple', [{ name: 'Nope' }])).toMatchObject({ status: 403, body: { message: 'You cannot add new customers' } });
  });
});
