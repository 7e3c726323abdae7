// Task routes: the four home sections, the open count, due today, the progress log and the task actions.
import type { FastifyInstance } from 'fastify';
import { zoneOf } from '../users/zone';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../context';
import { parseBody } from '../http/validation';
import { acceptAll, runAction } from './actions';
import { dayRange, dueToday, listSection, numberOfOpenTask, type TaskSection } from './lists';
import { progressPage } from './progress';
import { callKind, taskItems, taskKind } from './items';
import { requiredIdList } from '../records/lists';
import { rowsByIds } from '../records/read';
import { TASK_ACTIONS, type TaskAction } from './rules';
import { taskTimers } from './schema';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_ID);
const page = z.object({
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(0).max(100).optional(),
});

/** REST path segment of each action: POST /api/Task/{Segment}/{id}. */
const ACTION_PATHS: Record<TaskAction, string> = {
  accept: 'Accept',
  reject: 'Reject',
  adjust: 'Adjust',
  reassign: 'Reassign',
  cancel: 'Cancel',
  complete: 'Complete',
  logCall: 'LogCall',
  startTimer: 'StartTimer',
  stopTimer: 'StopTimer',
  schedule: 'Schedule',
};

const SECTION_PATHS: Record<TaskSection, string> = {
  current: 'ListCurrentTask',
  new: 'ListNewTask',
  undated: 'ListUndatedTask',
  delegated: 'ListDelegatedTask',
};

export async function taskRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const svc = { db, hub: app.ctx.hub };

  for (const [section, path] of Object.entries(SECTION_PATHS) as [TaskSection, string][]) {
    app.get(`/api/Task/${path}`, async (request) => {
      const auth = requireUser(request);
      const q = parseBody(page, request.query);
      return listSection(db, auth, section, q.currentPage, q.pageSize);
    });
  }

  app.get('/api/Task/NumberOfOpenTask', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(z.object({ parentId: id.optional(), parentObject: z.string().min(1).max(50).optional() }), request.query);
    return numberOfOpenTask(db, auth, q.parentId && q.parentObject ? { parentId: q.parentId, parentObject: q.parentObject } : null);
  });

  app.get('/api/Task/DueToday', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(z.object({ startDate: z.coerce.date().optional(), endDate: z.coerce.date().optional() }), request.query);
    return dueToday(db, auth, dayRange(q.startDate, q.endDate, new Date(), zoneOf(auth.user)));
  });

  // Tasks and calls as the task lists show them (answers, overdue state, actions), by id: the bff batches through it.
  app.get('/api/Task/ItemList', async (request) => {
    const auth = requireUser(request);
    const ids = requiredIdList(request.query);
    if (ids.length === 0) return { data: [] };
    const [tasks, calls] = await Promise.all([rowsByIds(db, taskKind(), auth, ids), rowsByIds(db, callKind(), auth, ids)]);
    return { data: await taskItems(db, auth, [...tasks, ...calls]) };
  });

  // The mobile menu's Timers: the tasks the signed-in user has a timer running on (still readable), latest first.
  app.get('/api/Task/RunningTimers', async (request) => {
    const auth = requireUser(request);
    const timers = await db
      .select({ taskId: taskTimers.taskId })
      .from(taskTimers)
      .where(and(eq(taskTimers.companyId, auth.companyId), eq(taskTimers.userId, auth.user.id)))
      .orderBy(desc(taskTimers.startedAt))
      .limit(50);
    if (timers.length === 0) return { data: [] };
    const rows = await rowsByIds(
      db,
      taskKind(),
      auth,
      timers.map((t) => t.taskId),
    );
    const order = new Map(timers.map((t, i) => [t.taskId, i]));
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return { data: await taskItems(db, auth, rows) };
  });

  app.post('/api/TaskProgress/PagingAndSorting', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(z.object({ taskId: id, accountId: id.optional() }), request.query);
    const b = parseBody(page.extend({ pageSize: z.coerce.number().int().min(0).max(100).default(0) }), request.body ?? {});
    return progressPage(db, auth, q.taskId, b.currentPage, b.pageSize);
  });

  for (const action of TASK_ACTIONS) {
    app.post(`/api/Task/${ACTION_PATHS[action]}/:id`, async (request) => {
      const auth = requireUser(request);
      const params = parseBody(z.object({ id }), request.params);
      return runAction(svc, auth, action, params.id, request.body);
    });
  }

  app.post('/api/Task/AcceptAll', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(z.object({ idList: z.array(id).max(100).optional() }), request.body ?? {});
    const ids = body.idList ?? (await listSection(db, auth, 'new', 1, 100)).data.map((t) => t.id);
    return acceptAll(svc, auth, ids);
  });
}
