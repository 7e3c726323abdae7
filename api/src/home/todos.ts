// The user's todo lists (spec: GET /api/TodoList/List, GET /api/Todo/GetModel/{id}, PUT /api/Todo/UpdateTodo,
// DELETE /api/Todo/DeleteTodo/{id}, DELETE /api/Todo/DeleteAllTodo, PUT /api/Todo/ChangeSortOrder) and the generic
// item calls of a list (Add, Update, Delete). Todos are private: another user's list or todo is 404, like a missing one.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordType } from '../../../contract';
import { requireUser, type UserAuth } from '../context';
import type { Db } from '../db/client';
import { todoLists, todos } from '../db/schema';
import { HttpError, REQUIRED_MESSAGE, badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { kindOf } from '../records/kinds';
import { rowsForIds } from '../records/lists';

/** Spec: an invalid related name gives 'Invalid object' and relatedParentId -2. */
export const INVALID_OBJECT = 'Invalid object';
export const INVALID_RELATED_ID = -2;
const MAX_LISTS = 100;
const MAX_TODOS_PER_LIST = 1000;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParam = z.object({ id });
const name = z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(100);

const listBody = z.object({ id: z.coerce.number().int().min(0).max(2_147_483_647).default(0), name });

const todoBody = z.object({
  id: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  /** The todo list (spec: parentId, parentObject TodoList). */
  parentId: id,
  subject: z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(200),
  dueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as yyyy-MM-dd')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a valid date')
    .nullish(),
  isClosed: z.boolean().default(false),
  relatedParentObject: z.string().max(50).nullish(),
  relatedParentId: z.coerce.number().int().min(-2).max(2_147_483_647).nullish(),
});

type TodoRow = typeof todos.$inferSelect;
type ListRow = typeof todoLists.$inferSelect;

const mine = (auth: UserAuth) => ({
  lists: and(eq(todoLists.companyId, auth.companyId), eq(todoLists.userId, auth.user.id)),
  todos: and(eq(todos.companyId, auth.companyId), eq(todos.userId, auth.user.id)),
});

/** The related record's name and link, read through the engine (so only records the user may read resolve). */
async function relatedOf(db: Db, auth: UserAuth, rows: TodoRow[]) {
  const byType = new Map<string, number[]>();
  for (const r of rows) {
    if (r.relatedObject && r.relatedId) byType.set(r.relatedObject, [...(byType.get(r.relatedObject) ?? []), r.relatedId]);
  }
  const found = new Map<string, { name: string; url: string }>();
  for (const [objectName, ids] of byType) {
    const kind = kindOf(objectName);
    if (!kind) continue;
    for (const row of await rowsForIds(db, kind, auth, [...new Set(ids)].slice(0, 100))) {
      found.set(`${objectName}:${row.id}`, { name: String(row.name ?? ''), url: String(row.url) });
    }
  }
  return found;
}

function todoModel(r: TodoRow, list: Pick<ListRow, 'id' | 'name'>, related: Map<string, { name: string; url: string }>) {
  const hit = r.relatedObject && r.relatedId ? related.get(`${r.relatedObject}:${r.relatedId}`) : undefined;
  return {
    id: r.id,
    subject: r.subject,
    dueDate: r.dueDate,
    taskType: 'todo' as const,
    ownerId: r.userId,
    taskUser: { taskUserId: r.userId, taskUserType: 'user' as const },
    parentId: list.id,
    parentObject: 'TodoList' as const,
    parentName: list.name,
    // A related record deleted (or no longer readable) since: the todo stays, its link goes.
    relatedParentId: hit ? r.relatedId : null,
    relatedParentObject: hit ? r.relatedObject : null,
    relatedTo: hit?.name ?? null,
    relatedUrl: hit?.url ?? null,
    isClosed: r.isClosed,
    closedAt: r.closedAt?.toISOString() ?? null,
    sortOrder: r.sortOrder,
    visible: true,
  };
}

async function ownList(db: Db, auth: UserAuth, listId: number): Promise<ListRow> {
  const [list] = await db
    .select()
    .from(todoLists)
    .where(and(mine(auth).lists, eq(todoLists.id, listId)));
  if (!list) throw notFound('Todo list not found');
  return list;
}

async function ownTodo(db: Db, auth: UserAuth, todoId: number): Promise<TodoRow> {
  const [row] = await db
    .select()
    .from(todos)
    .where(and(mine(auth).todos, eq(todos.id, todoId)));
  if (!row) throw notFound('Todo not found');
  return row;
}

/** The related record must be one of a catalogued type that the user may read; -2 is the client's "no match". */
async function checkRelated(db: Db, auth: UserAuth, objectName: string | null | undefined, relatedId: number | null | undefined) {
  if (relatedId == null || relatedId === 0) return { relatedObject: null, relatedId: null };
  const invalid = new HttpError(400, INVALID_OBJECT, { errors: [{ field: 'relatedTo', message: INVALID_OBJECT }] });
  if (relatedId === INVALID_RELATED_ID || relatedId < 0 || !objectName) throw invalid;
  const kind = kindOf(recordType(objectName)?.objectName ?? objectName);
  if (!kind) throw invalid;
  const [row] = await rowsForIds(db, kind, auth, [relatedId]);
  if (!row) throw invalid;
  return { relatedObject: kind.type.objectName, relatedId };
}

export async function listTodoLists(db: Db, auth: UserAuth) {
  const lists = await db.select().from(todoLists).where(mine(auth).lists).orderBy(asc(todoLists.sortOrder), asc(todoLists.id));
  const rows = lists.length
    ? await db
        .select()
        .from(todos)
        .where(
          and(
            mine(auth).todos,
            inArray(
              todos.listId,
              lists.map((l) => l.id),
            ),
          ),
        )
        .orderBy(asc(todos.sortOrder), asc(todos.id))
    : [];
  const related = await relatedOf(db, auth, rows);
  return lists.map((list) => ({
    id: list.id,
    userId: list.userId,
    ownerId: list.userId,
    name: list.name,
    mode: 'view' as const,
    taskList: rows.filter((r) => r.listId === list.id).map((r) => todoModel(r, list, related)),
  }));
}

async function todoById(db: Db, auth: UserAuth, todoId: number) {
  const row = await ownTodo(db, auth, todoId);
  const list = await ownList(db, auth, row.listId);
  return todoModel(row, list, await relatedOf(db, auth, [row]));
}

export async function todoRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/TodoList/List', async (request) => listTodoLists(db, requireUser(request)));

  app.post('/api/TodoList/Add', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(listBody, request.body ?? {});
    const [{ count }] = (await db
      .select({ count: sql<number>`count(*)::int` })
      .from(todoLists)
      .where(mine(auth).lists)) as [{ count: number }];
    if (count >= MAX_LISTS) throw badRequest(`A user may keep at most ${MAX_LISTS} todo lists`);
    const [list] = await db
      .insert(todoLists)
      .values({ companyId: auth.companyId, userId: auth.user.id, name: body.name, sortOrder: count })
      .returning();
    return { id: list!.id, userId: list!.userId, ownerId: list!.userId, name: list!.name, mode: 'view', taskList: [] };
  });

  app.put('/api/TodoList/Update', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(listBody.extend({ id }), request.body ?? {});
    await ownList(db, auth, body.id);
    await db
      .update(todoLists)
      .set({ name: body.name })
      .where(and(mine(auth).lists, eq(todoLists.id, body.id)));
    return (await listTodoLists(db, auth)).find((l) => l.id === body.id);
  });

  app.delete('/api/TodoList/Delete/:id', async (request) => {
    const auth = requireUser(request);
    const { id: listId } = parseBody(idParam, request.params);
    const deleted = await db
      .delete(todoLists)
      .where(and(mine(auth).lists, eq(todoLists.id, listId)))
      .returning({ id: todoLists.id });
    if (deleted.length === 0) throw notFound('Todo list not found');
    return {};
  });

  app.get('/api/Todo/GetModel/:id', async (request) => {
    const auth = requireUser(request);
    const { id: todoId } = parseBody(z.object({ id: z.coerce.number().int().min(0).max(2_147_483_647) }), request.params);
    if (todoId === 0) {
      // The blank todo the client opens in edit mode.
      return {
        id: 0,
        subject: '',
        dueDate: null,
        taskType: 'todo',
        ownerId: auth.user.id,
        taskUser: { taskUserId: auth.user.id, taskUserType: 'user' },
        parentId: null,
        parentObject: 'TodoList',
        relatedParentId: null,
        relatedParentObject: null,
        relatedTo: null,
        isClosed: false,
        visible: true,
      };
    }
    return todoById(db, auth, todoId);
  });

  // id 0 adds the todo at the end of its list; any other id updates the user's own todo (and may move it to another list).
  app.put('/api/Todo/UpdateTodo', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(todoBody, request.body ?? {});
    await ownList(db, auth, body.parentId);
    const related = await checkRelated(db, auth, body.relatedParentObject, body.relatedParentId);
    const values = { subject: body.subject, dueDate: body.dueDate ?? null, listId: body.parentId, ...related };
    if (body.id === 0) {
      const [{ count, last }] = (await db
        .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${todos.sortOrder}), -1)::int` })
        .from(todos)
        .where(and(mine(auth).todos, eq(todos.listId, body.parentId)))) as [{ count: number; last: number }];
      if (count >= MAX_TODOS_PER_LIST) throw badRequest(`A todo list holds at most ${MAX_TODOS_PER_LIST} todos`);
      const [row] = await db
        .insert(todos)
        .values({
          companyId: auth.companyId,
          userId: auth.user.id,
          ...values,
          isClosed: body.isClosed,
          closedAt: body.isClosed ? new Date() : null,
          sortOrder: last + 1,
        })
        .returning({ id: todos.id });
      return todoById(db, auth, row!.id);
    }
    const current = await ownTodo(db, auth, body.id);
    const closedAt = body.isClosed ? (current.closedAt ?? new Date()) : null;
    await db
      .update(todos)
      .set({ ...values, isClosed: body.isClosed, closedAt })
      .where(and(mine(auth).todos, eq(todos.id, body.id)));
    return todoById(db, auth, body.id);
  });

  app.delete('/api/Todo/DeleteTodo/:id', async (request) => {
    const auth = requireUser(request);
    const { id: todoId } = parseBody(idParam, request.params);
    const deleted = await db
      .delete(todos)
      .where(and(mine(auth).todos, eq(todos.id, todoId)))
      .returning({ id: todos.id });
    if (deleted.length === 0) throw notFound('Todo not found');
    return {};
  });

  // 'Delete all completed todos?': the closed todos of one list (parentId), or of all the user's lists.
  app.delete('/api/Todo/DeleteAllTodo', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(z.object({ parentId: id.optional() }), request.query);
    if (q.parentId) await ownList(db, auth, q.parentId);
    const deleted = await db
      .delete(todos)
      .where(and(mine(auth).todos, eq(todos.isClosed, true), q.parentId ? eq(todos.listId, q.parentId) : undefined))
      .returning({ id: todos.id });
    return { deleted: deleted.length };
  });

  // Moves currentId into list parentId right after prevId (0: first), renumbering the list in one transaction.
  app.put('/api/Todo/ChangeSortOrder', async (request) => {
    const auth = requireUser(request);
    const q = parseBody(
      z.object({ parentId: id, currentId: id, prevId: z.coerce.number().int().min(0).max(2_147_483_647).default(0) }),
      request.query,
    );
    await ownList(db, auth, q.parentId);
    await ownTodo(db, auth, q.currentId);
    if (q.prevId === q.currentId) throw badRequest('A todo cannot follow itself');
    if (q.prevId) {
      const prev = await ownTodo(db, auth, q.prevId);
      if (prev.listId !== q.parentId) throw badRequest('prevId is not in that list');
    }
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: todos.id })
        .from(todos)
        .where(and(mine(auth).todos, eq(todos.listId, q.parentId)))
        .orderBy(asc(todos.sortOrder), asc(todos.id))
        .for('update');
      const order = rows.map((r) => r.id).filter((x) => x !== q.currentId);
      order.splice(q.prevId ? order.indexOf(q.prevId) + 1 : 0, 0, q.currentId);
      for (const [index, todoId] of order.entries()) {
        await tx
          .update(todos)
          .set({ sortOrder: index, listId: q.parentId })
          .where(and(mine(auth).todos, eq(todos.id, todoId)));
      }
    });
    return (await listTodoLists(db, auth)).find((l) => l.id === q.parentId);
  });
}
