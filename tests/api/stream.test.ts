// The activity stream: type and user/group filters, month grouping and paging, comments (empty refused,
// "Mark complete"), attachments on comments, live events, tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, groups } from '../../api/src/db/schema';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client, type Json } from './support/client';
import { openStream } from './support/stream';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('activity stream ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  const ids = { admin: 0, crm: 0, project: 0 };
  let orgId: number;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
    for (const k of ['admin', 'crm', 'project'] as const) ids[k] = (await me(c[k])).userId;
    orgId = (await c.admin.post('/api/Organization/Add', { name: 'Streamline Inc' })).body.model.id;
  }, 240_000);
  afterAll(async () => {
    await api?.close();
  });

  const addUpdate = async (client: Client, subject: string) => {
    const res = await client.post('/api/StatusUpdate/Add', {
      subject,
      body: `<p>${subject}</p>`,
      parentObject: 'Organization',
      parentId: orgId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.model.id as number;
  };
  const follow = async (client: Client, query = '') => {
    const res = await client.get(`/api/StatusUpdate/ListFollow${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const comment = (client: Client, parentId: number, body: Json) => client.post('/api/StatusUpdateComment', { parentId, ...body });

  it('answers the six lists, newest first, grouped by month; the type filter narrows them', async () => {
    const id = await addUpdate(c.crm, 'Kick-off went well');
    const all = await follow(c.project);
    for (const list of ['statusUpdateList', 'taskList', 'callList', 'eventList', 'emailList', 'smsList'])
      expect(Array.isArray(all[list])).toBe(true);
    expect(all.monthList[0].itemList[0]).toMatchObject({ objectName: 'StatusUpdate', id });
    expect(all.statusUpdateList.find((u: Json) => u.id === id)).toMatchObject({
      subject: 'Kick-off went well',
      commentList: [],
      ownerName: expect.any(String),
    });
    const months = all.monthList.map((m: Json) => m.month);
    expect([...months].sort().reverse()).toEqual(months);
    expect(new Set(months).size).toBe(months.length);
    const dates = all.monthList.flatMap((m: Json) => m.itemList.map((i: Json) => i.activityDate));
    expect([...dates].sort().reverse()).toEqual(dates);

    const tasks = await follow(c.project, '?filter=Tasks');
    expect(tasks.statusUpdateList).toEqual([]);
    expect(tasks.taskList.length).toBeGreaterThan(0);
    expect(tasks.monthList.flatMap((m: Json) => m.itemList).every((i: Json) => i.objectName === 'Task')).toBe(true);
    expect(tasks.taskList[0]).toMatchObject({ overDue: expect.any(String), actionList: expect.any(Array) });
    expect((await c.project.get('/api/StatusUpdate/ListFollow?filter=Faxes')).status).toBe(400);
  });

  it('the activity of one object type: only items on its records, with the type filter; another company sees none', async () => {
    const onOrg = await addUpdate(c.crm, 'Activity on the organization');
    const person = await c.crm.post('/api/Person/Add', { firstName: 'Ada', lastName: 'Activity' });
    expect(person.status, JSON.stringify(person.body)).toBe(200);
    const onPerson = await c.crm.post('/api/StatusUpdate/Add', {
      subject: 'Activity on the person',
      body: '<p>hi</p>',
      parentObject: 'Person',
      parentId: person.body.model.id,
    });
    expect(onPerson.status, JSON.stringify(onPerson.body)).toBe(200);
    const ids = (body: Json) => body.monthList.flatMap((m: Json) => m.itemList.map((i: Json) => `${i.objectName}:${i.id}`));
    const orgs = await follow(c.project, '?topParentObject=organization&pageSize=100');
    expect(ids(orgs)).toContain(`StatusUpdate:${onOrg}`);
    expect(ids(orgs)).not.toContain(`StatusUpdate:${onPerson.body.model.id}`);
    const people = await follow(c.project, '?topParentObject=Person&pageSize=100');
    expect(ids(people)).toContain(`StatusUpdate:${onPerson.body.model.id}`);
    expect(ids(people)).not.toContain(`StatusUpdate:${onOrg}`);
    const tasks = await follow(c.project, '?topParentObject=Organization&filter=Tasks');
    expect(tasks.statusUpdateList).toEqual([]);
    expect((await c.project.get('/api/StatusUpdate/ListFollow?topParentObject=Fax')).status).toBe(400);
    expect(ids(await follow(c.globex, '?topParentObject=Organization&pageSize=100'))).not.toContain(`StatusUpdate:${onOrg}`);
  });

  it('the user and group filters keep one author’s items', async () => {
    const id = await addUpdate(c.admin, 'Admin only update');
    const byCrm = await follow(c.project, `?filter=Updates&filterUserId=${ids.crm}`);
    expect(byCrm.statusUpdateList.every((u: Json) => u.ownerId === ids.crm)).toBe(true);
    expect(byCrm.statusUpdateList.map((u: Json) => u.id)).not.toContain(id);
    const [group] = await api.db
      .insert(groups)
      .values({ companyId: (await me(c.admin)).companyId, name: 'Leads' })
      .returning();
    await api.db.insert(groupMembers).values({ companyId: group!.companyId, groupId: group!.id, userId: ids.admin });
    const byGroup = await follow(c.project, `?filter=Updates&filterGroup=${group!.id}`);
    expect(byGroup.statusUpdateList.map((u: Json) => u.id)).toContain(id);
    expect(byGroup.statusUpdateList.every((u: Json) => u.ownerId === ids.admin)).toBe(true);
  });

  it('pages by date: the next page continues where the first stopped', async () => {
    const first = await follow(c.project, '?pageSize=5');
    const firstItems = first.monthList.flatMap((m: Json) => m.itemList);
    expect(firstItems).toHaveLength(5);
    expect(first.nextDate).toEqual(expect.any(String));
    const second = await follow(c.project, `?pageSize=5&date=${encodeURIComponent(first.nextDate)}`);
    const secondItems = second.monthList.flatMap((m: Json) => m.itemList);
    expect(secondItems.length).toBeGreaterThan(0);
    expect(secondItems[0].activityDate < firstItems[4].activityDate).toBe(true);
  });

  it('an empty comment is not added; a comment moves the update to the top and raises its version', async () => {
    const id = await addUpdate(c.crm, 'Needs a reply');
    const before = (await c.crm.get(`/api/StatusUpdate/GetModel/${id}`)).body.model.version;
    for (const commentBody of ['', '   ', '<p> </p>', null]) {
      const res = await comment(c.project, id, { commentBody });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a comment');
    }
    const res = await comment(c.project, id, { commentBody: 'Replied by phone' });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({
      parentId: id,
      parentObject: 'StatusUpdate',
      commentBy: ids.project,
      commentBody: 'Replied by phone',
      isNextActionCompleted: false,
    });
    const model = (await c.crm.get(`/api/StatusUpdate/GetModel/${id}`)).body.model;
    expect(model.version).toBe(before + 1);
    expect(model.lastActivityDate).toEqual(expect.any(String));
    const stream = await follow(c.crm, '?filter=Updates');
    expect(stream.statusUpdateList.find((u: Json) => u.id === id).commentList.map((x: Json) => x.commentBody)).toEqual([
      'Replied by phone',
    ]);
    expect((await c.crm.get(`/api/StatusUpdateComment/List?statusUpdateId=${id}`)).body.data).toHaveLength(1);
  });

  it('"Mark complete" posts "Marked as Complete" and completes the next action', async () => {
    const id = await addUpdate(c.crm, 'Send the proposal');
    const res = await comment(c.project, id, { commentBody: '', isNextActionCompleted: true });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ commentBody: 'Marked as Complete', isNextActionCompleted: true });
    expect((await c.crm.get(`/api/StatusUpdate/GetModel/${id}`)).body.model.isNextActionCompleted).toBe(true);
  });

  it('files uploaded by the commenter attach to the comment; nobody else’s upload can be attached', async () => {
    const id = await addUpdate(c.crm, 'With a file');
    const saved = await comment(c.crm, id, { commentBody: 'See attached' });
    const upload = async (client: Client) => {
      const form = new FormData();
      form.set('name', 'notes.txt');
      form.set('selectedFile', new Blob([new TextEncoder().encode('meeting notes')], { type: 'text/plain' }), 'notes.txt');
      const res = await fetch(`${api.url}/api/Attachment/UpdateAttachment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.token}` },
        body: form,
      });
      const body = (await res.json()) as Json;
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.model.id as number;
    };
    const mine = await upload(c.crm);
    const theirs = await upload(c.project);
    const path = `/api/StatusUpdateComment/UpdateAttachment/${saved.body.model.id}?statusUpdateId=${id}`;
    expect((await c.crm.put(path, { idList: [theirs] })).status).toBe(400);
    expect((await c.project.put(path, { idList: [theirs] })).status).toBe(400);
    const res = await c.crm.put(path, { idList: [mine] });
    expect(res.status).toBe(200);
    expect(res.body.model.attachmentList).toEqual([expect.objectContaining({ id: mine, name: 'notes.txt' })]);
    const stream = await follow(c.project, '?filter=Updates');
    expect(stream.statusUpdateList.find((u: Json) => u.id === id).commentList[0].attachmentList[0].id).toBe(mine);
  });

  it('comments reach the bff’s hub stream as statusUpdate.comment events for the company', async () => {
    const id = await addUpdate(c.crm, 'Live one');
    const service = await openStream(api.url, api.serviceToken);
    try {
      await comment(c.project, id, { commentBody: 'Live comment' });
      const event = await service.next((e) => e.event === 'statusUpdate.comment');
      expect(JSON.parse(event.data)).toMatchObject({
        group: `company:${(await me(c.crm)).companyId}`,
        payload: { statusUpdateId: id, userId: ids.project },
      });
    } finally {
      service.close();
    }
  });

  it('another company sees none of it and cannot comment', async () => {
    const id = await addUpdate(c.crm, 'Acme internal');
    const globex = await follow(c.globex);
    expect(globex.statusUpdateList.map((u: Json) => u.id)).not.toContain(id);
    expect((await comment(c.globex, id, { commentBody: 'Hello' })).status).toBe(404);
    expect((await c.globex.get(`/api/StatusUpdateComment/List?statusUpdateId=${id}`)).status).toBe(404);
  });
});
