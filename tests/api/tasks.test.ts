// Task sections, actions (rules and refusals), log-call minimum, timers, progress paging, due today, tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('tasks ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  const ids = { admin: 0, crm: 0, project: 0, support: 0 };
  let orgId: number;
  let n = 0;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
    for (const k of ['admin', 'crm', 'project', 'support'] as const) ids[k] = (await me(c[k])).userId;
    orgId = (await c.admin.post('/api/Organization/Add', { name: 'Taskworks Ltd' })).body.model.id;
  }, 240_000);
  afterAll(async () => {
    await api?.close();
  });

  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
  /** A task owned by `owner` (crm by default) and assigned to `assignees` (project by default). */
  async function addTask(opts: { owner?: Client; assignees?: number[]; dueDate?: string | null; subject?: string } = {}) {
    const res = await (opts.owner ?? c.crm).post('/api/Task/Add', {
      subject: opts.subject ?? `Task ${++n}`,
      dueDate: opts.dueDate === undefined ? tomorrow() : opts.dueDate,
      taskStatus: 'Not Started',
      assigneeIds: opts.assignees ?? [ids.project],
      parentObject: 'Organization',
      parentId: orgId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.model.id as number;
  }
  const section = async (client: Client, path: string) => (await client.get(`/api/Task/${path}?pageSize=100`)).body;
  const inSection = async (client: Client, path: string, id: number) =>
    (await section(client, path)).data.find((t: { id: number }) => t.id === id);
  const act = (client: Client, action: string, id: number, body: object = {}) => client.post(`/api/Task/${action}/${id}`, body);
  const progress = async (id: number, pageSize = 0, currentPage = 1) =>
    (await c.crm.post(`/api/TaskProgress/PagingAndSorting?taskId=${id}`, { currentPage, pageSize })).body;

  it('a new assignment is in the assignee’s new section and the owner’s delegated one, with the actions each may take', async () => {
    const id = await addTask();
    const mine = await inSection(c.project, 'ListNewTask', id);
    expect(mine).toMatchObject({ subject: expect.any(String), response: 'new', isUndated: false, statusName: 'Not Started' });
    expect(mine.overDue).toMatch(/^upcoming\|/);
    expect(mine.taskUser).toEqual([expect.objectContaining({ taskUserId: ids.project, response: 'new', taskUserType: 'user' })]);
    expect(mine.actionList).toEqual(['accept', 'reject', 'logCall']);
    expect(await inSection(c.project, 'ListCurrentTask', id)).toBeUndefined();
    const owned = await inSection(c.crm, 'ListDelegatedTask', id);
    expect(owned.actionList).toEqual(['adjust', 'reassign', 'cancel', 'complete', 'logCall', 'startTimer', 'schedule']);
    const other = (await c.support.get(`/api/Task/ListNewTask`)).body.data.find((t: { id: number }) => t.id === id);
    expect(other).toBeUndefined();
    const body = await section(c.project, 'ListNewTask');
    expect(body.sectionList.map((s: { key: string }) => s.key)).toEqual(['current', 'new', 'undated', 'delegated']);
    expect(body.viewData).toMatchObject({ section: 'new', currentPage: 1, pageSize: 100 });
  });

  it('refuses each action to those the rules leave out, with a clear message', async () => {
    const id = await addTask();
    const refused = async (client: Client, action: string, message: string, body: object = {}) => {
      const res = await act(client, action, id, body);
      expect(res.status, action).toBe(403);
      expect(res.body.message).toBe(message);
    };
    await refused(c.support, 'Accept', 'Only an assignee can accept this task.');
    await refused(c.support, 'Reject', 'Only an assignee can reject this task.');
    await refused(c.project, 'Cancel', "Only the task's owner or an administrator can cancel this task.");
    await refused(c.project, 'Reassign', "Only the task's owner or an administrator can reassign this task.", {
      assigneeIds: [ids.support],
    });
    await refused(c.project, 'Adjust', "Only the task's owner or an assignee who accepted it can adjust this task.", { workEffort: 3600 });
    await refused(c.project, 'Schedule', "Only the task's owner or an assignee who accepted it can schedule this task.", {
      dueDate: tomorrow(),
    });
    await refused(c.project, 'Complete', "Only the task's owner or an assignee who accepted it can complete this task.");
    await refused(c.project, 'StartTimer', "Only the task's owner or an assignee who accepted it can time this task.");
    await refused(c.support, 'LogCall', "Only the task's owner or an assignee can log a call on this task.", { duration: 600 });
    await refused(c.crm, 'Accept', 'Only an assignee can accept this task.');
    await refused(c.crm, 'StopTimer', 'You have no timer running on this task.');
    // An administrator is not the owner but holds lock: may cancel and reassign.
    const admin = await c.admin.get(`/api/Task/ListDelegatedTask`);
    expect(admin.status).toBe(200);
    expect((await progress(id)).totalItem).toBe(0);
  });

  it('accept moves the task to current, starts it, logs progress and raises the version; a second accept is refused', async () => {
    const id = await addTask();
    const before = (await c.crm.get(`/api/Task/GetModel/${id}`)).body.model.version;
    const res = await act(c.project, 'Accept', id, { comment: 'On it' });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ id, response: 'accepted', taskStatus: 'In Progress', version: before + 1 });
    expect(res.body.model.actionList).toEqual(['adjust', 'complete', 'logCall', 'startTimer', 'schedule']);
    expect(res.body.progress).toMatchObject({ action: 'accept', comment: 'On it', userId: ids.project, taskStatus: 'In Progress' });
    expect(await inSection(c.project, 'ListCurrentTask', id)).toBeDefined();
    expect(await inSection(c.project, 'ListNewTask', id)).toBeUndefined();
    const again = await act(c.project, 'Accept', id);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('You have already accepted this task.');
    const stale = await act(c.project, 'Adjust', id, { workEffort: 7200, version: before });
    expect(stale.status).toBe(409);
    const owner = await inSection(c.crm, 'ListDelegatedTask', id);
    expect(owner.taskUser[0]).toMatchObject({ response: 'accepted', acceptedBy: ids.project });
  });

  it('reject takes the task out of new; only an unanswered assignee may reject, and an owner never rejects their own task', async () => {
    const id = await addTask();
    expect((await act(c.project, 'Reject', id, { comment: 'No time' })).status).toBe(200);
    expect(await inSection(c.project, 'ListNewTask', id)).toBeUndefined();
    const again = await act(c.project, 'Reject', id);
    expect(again.body.message).toBe('You have already answered this task.');
    // A rejection can be taken back by accepting.
    expect((await act(c.project, 'Accept', id)).status).toBe(200);
    const own = await addTask({ assignees: [ids.crm] });
    const self = await act(c.crm, 'Reject', own);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot reject a task you own.');
    // Assigned to oneself counts as accepted: current, not new, not delegated.
    expect(await inSection(c.crm, 'ListCurrentTask', own)).toBeDefined();
    expect(await inSection(c.crm, 'ListDelegatedTask', own)).toBeUndefined();
  });

  it('an undated task is flagged and listed as undated until it is scheduled', async () => {
    const id = await addTask({ dueDate: null });
    await act(c.project, 'Accept', id);
    const undated = await inSection(c.project, 'ListUndatedTask', id);
    expect(undated).toMatchObject({ isUndated: true, overDue: 'undated|No due date' });
    const missing = await act(c.project, 'Schedule', id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please complete all required fields');
    expect((await act(c.project, 'Schedule', id, { dueDate: tomorrow() })).status).toBe(200);
    expect(await inSection(c.project, 'ListUndatedTask', id)).toBeUndefined();
    expect(await inSection(c.project, 'ListCurrentTask', id)).toBeDefined();
  });

  it('an overdue task says so', async () => {
    const id = await addTask({ dueDate: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    expect((await inSection(c.project, 'ListNewTask', id)).overDue).toBe('overdue|3 days overdue');
  });

  it('reassign (owner or administrator) gives the task to others as new and drops the old answers', async () => {
    const id = await addTask();
    await act(c.project, 'Accept', id);
    const bad = await act(c.crm, 'Reassign', id, { assigneeIds: [] });
    expect(bad.status).toBe(400);
    expect((await act(c.crm, 'Reassign', id, { assigneeIds: [999_999] })).status).toBe(400);
    const res = await act(c.admin, 'Reassign', id, { assigneeIds: [ids.support] });
    expect(res.status).toBe(200);
    expect(await inSection(c.support, 'ListNewTask', id)).toBeDefined();
    expect(await inSection(c.project, 'ListCurrentTask', id)).toBeUndefined();
    // Assigned back: project starts as new again.
    await act(c.crm, 'Reassign', id, { assigneeIds: [ids.support, ids.project] });
    expect(await inSection(c.project, 'ListNewTask', id)).toBeDefined();
  });

  it('adjust changes effort and status; log call needs at least 60 seconds and files a call under the task', async () => {
    const id = await addTask();
    await act(c.project, 'Accept', id);
    expect((await act(c.project, 'Adjust', id, {})).status).toBe(400);
    const adjusted = await act(c.project, 'Adjust', id, { workEffort: 5400, taskStatus: 'Deferred' });
    expect(adjusted.body.model).toMatchObject({ workEffort: 5400, taskStatus: 'Deferred' });
    expect((await act(c.project, 'Adjust', id, { taskStatus: 'Completed' })).status).toBe(400);

    const short = await act(c.project, 'LogCall', id, { duration: 59 });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('A call must last at least 1 minute.');
    const logged = await act(c.project, 'LogCall', id, { duration: 3660, comment: 'Talked it through' });
    expect(logged.status).toBe(200);
    expect(logged.body.progress).toMatchObject({ action: 'logCall', duration: 3660 });
    const mine = (await c.project.get(`/api/Task/DueToday`)).body.callList.find((x: { parentId: number }) => x.parentId === id);
    expect(mine).toMatchObject({ duration: 3660, parentObject: 'Task', taskStatus: 'Held' });
  });

  it('the timer starts once, stops only when running, and logs its time', async () => {
    const id = await addTask({ assignees: [ids.crm] });
    const started = await act(c.crm, 'StartTimer', id);
    expect(started.body.model.timerStartedAt).toEqual(expect.any(String));
    expect(started.body.model.actionList).toContain('stopTimer');
    expect(started.body.model.actionList).not.toContain('startTimer');
    expect((await act(c.crm, 'StartTimer', id)).body.message).toBe('Your timer is already running on this task.');
    // The mobile menu's Timers: the task is among the user's running timers, and nobody else's.
    const running = await c.crm.get<{ data: { id: number; timerStartedAt: string }[] }>('/api/Task/RunningTimers');
    expect(running.body.data.find((t) => t.id === id)?.timerStartedAt).toEqual(expect.any(String));
    expect((await c.project.get<{ data: { id: number }[] }>('/api/Task/RunningTimers')).body.data.some((t) => t.id === id)).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    const stopped = await act(c.crm, 'StopTimer', id);
    expect(stopped.status).toBe(200);
    expect(stopped.body.progress.action).toBe('stopTimer');
    expect(stopped.body.progress.duration).toBeGreaterThanOrEqual(1);
    expect(stopped.body.model.timerStartedAt).toBeNull();
    expect((await c.crm.get<{ data: { id: number }[] }>('/api/Task/RunningTimers')).body.data.some((t) => t.id === id)).toBe(false);
    expect((await act(c.crm, 'StopTimer', id)).status).toBe(403);
  });

  it('cancel and complete close the task: no further action, out of every section', async () => {
    const id = await addTask();
    const cancelled = await act(c.crm, 'Cancel', id);
    expect(cancelled.body.model).toMatchObject({ taskStatus: 'Cancelled', actionList: [] });
    for (const action of ['Accept', 'Reject', 'Adjust', 'Complete']) {
      const res = await act(action === 'Adjust' || action === 'Complete' ? c.crm : c.project, action, id, { workEffort: 60 });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This task is cancelled.');
    }
    expect(await inSection(c.crm, 'ListDelegatedTask', id)).toBeUndefined();
    expect(await inSection(c.project, 'ListNewTask', id)).toBeUndefined();
    const done = await addTask({ assignees: [ids.crm] });
    await act(c.crm, 'StartTimer', done);
    const completed = await act(c.crm, 'Complete', done);
    expect(completed.body.model).toMatchObject({ taskStatus: 'Completed', timerStartedAt: null });
  });

  it('accept all accepts every new task of the viewer', async () => {
    const a = await addTask({ owner: c.admin, assignees: [ids.support] });
    const b = await addTask({ owner: c.crm, assignees: [ids.support], dueDate: null });
    const res = await c.support.post('/api/Task/AcceptAll', {});
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: { id: number }) => t.id)).toEqual(expect.arrayContaining([a, b]));
    expect((await section(c.support, 'ListNewTask')).data).toEqual([]);
    expect(await inSection(c.support, 'ListCurrentTask', a)).toBeDefined();
    expect(await inSection(c.support, 'ListUndatedTask', b)).toBeDefined();
  });

  it('the progress log pages newest first; page size 0 means no paging', async () => {
    const id = await addTask({ assignees: [ids.crm] });
    for (const effort of [600, 1200, 1800]) await act(c.crm, 'Adjust', id, { workEffort: effort, comment: `effort ${effort}` });
    const all = await progress(id, 0);
    expect(all.totalItem).toBe(3);
    expect(all.totalPage).toBe(1);
    expect(all.data.map((p: { comment: string }) => p.comment)).toEqual(['effort 1800', 'effort 1200', 'effort 600']);
    expect(all.data[0]).toMatchObject({ userId: ids.crm, userName: expect.any(String), action: 'adjust' });
    const second = await progress(id, 2, 2);
    expect(second.totalPage).toBe(2);
    expect(second.data.map((p: { comment: string }) => p.comment)).toEqual(['effort 600']);
  });

  it('counts open tasks under a record and the viewer’s own', async () => {
    const org = (await c.admin.post('/api/Organization/Add', { name: 'Counted Co' })).body.model.id;
    for (let i = 0; i < 2; i++)
      await c.crm.post('/api/Task/Add', { subject: `Count ${i}`, taskStatus: 'Not Started', parentObject: 'Organization', parentId: org });
    expect((await c.crm.get(`/api/Task/NumberOfOpenTask?parentObject=Organization&parentId=${org}`)).body.count).toBe(2);
    expect((await c.crm.get('/api/Task/NumberOfOpenTask')).body.count).toEqual(expect.any(Number));
  });

  it('due today lists the viewer’s tasks, calls and events of the day', async () => {
    const now = new Date();
    const soon = new Date(
      Math.min(now.getTime() + 60_000, Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 59)),
    ).toISOString();
    const id = await addTask({ assignees: [ids.project], dueDate: soon, subject: 'Due today task' });
    const event = await c.project.post('/api/Event/Add', {
      subject: 'Standup today',
      startDate: soon,
      endDate: new Date(new Date(soon).getTime() + 60_000).toISOString(),
      attendeeIds: [ids.project],
      parentObject: 'Organization',
      parentId: orgId,
    });
    expect(event.status, JSON.stringify(event.body)).toBe(200);
    const today = (await c.project.get('/api/Task/DueToday')).body;
    expect(today.taskList.map((t: { id: number }) => t.id)).toContain(id);
    expect(today.eventList.map((e: { id: number }) => e.id)).toContain(event.body.model.id);
    expect(Array.isArray(today.callList)).toBe(true);
    const elsewhere = (await c.support.get('/api/Task/DueToday')).body;
    expect(elsewhere.taskList.map((t: { id: number }) => t.id)).not.toContain(id);
  });

  it('another company can neither see nor act on a task', async () => {
    const id = await addTask();
    expect((await c.globex.post(`/api/TaskProgress/PagingAndSorting?taskId=${id}`, { pageSize: 0 })).status).toBe(404);
    expect((await act(c.globex, 'Accept', id)).status).toBe(404);
    expect((await act(c.globex, 'Cancel', id)).status).toBe(404);
    expect((await section(c.globex, 'ListDelegatedTask')).data).toEqual([]);
    expect((await c.globex.post('/api/Task/AcceptAll', { idList: [id] })).body.data).toEqual([]);
  });
});
