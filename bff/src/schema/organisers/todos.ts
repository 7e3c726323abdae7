// The top bar's todo lists: the user's lists with their todos, the badge (open todos, capped at 20), and the
// spec's todo calls as mutations. One upstream call (`GET /api/TodoList/List`) answers every read of a request.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Context } from '../../context';
import { builder } from '../builder';
import { NotFoundError, ValidationError, mutate } from '../errors';
import { parseRowId } from '../common/row-id';
import { requireRowId } from '../engine/source';
import { ViewerRef, type ViewerSource } from '../viewer/ref';
import { IdInput, isType, withViewer } from './shared';

/** Spec: 'Todo badge count capped at 20'. */
export const TODO_BADGE_CAP = 20;
/** Spec: a related name that matched nothing is sent as relatedParentId -2 (the api answers 'Invalid object'). */
const NO_MATCH = -2;

export interface TodoModel {
  id: number;
  subject: string;
  dueDate: string | null;
  parentId: number;
  parentName: string;
  relatedParentId: number | null;
  relatedParentObject: string | null;
  relatedTo: string | null;
  relatedUrl: string | null;
  isClosed: boolean;
  closedAt: string | null;
  sortOrder: number;
}
export interface TodoListModel {
  id: number;
  name: string;
  taskList: TodoModel[];
}

const loadLists = (ctx: Context) => ctx.loaders.get<TodoListModel[]>('/api/TodoList/List');

export const TodoListRef = builder.objectRef<TodoListModel>('TodoList');
export const TodoRef = builder.objectRef<TodoModel>('Todo');

const TodoRelatedRef = builder.objectRef<TodoModel>('TodoRelated').implement({
  description: 'The record a todo is about.',
  fields: (t) => ({
    objectName: t.string({ description: 'Its record type, e.g. Organization.', resolve: (m) => m.relatedParentObject! }),
    rowId: t.int({ description: 'Its row id.', resolve: (m) => m.relatedParentId! }),
    name: t.string({ description: 'Its name.', resolve: (m) => m.relatedTo ?? '' }),
    url: t.string({ nullable: true, description: 'Its page in the web app.', resolve: (m) => m.relatedUrl }),
  }),
});

builder.node(TodoRef, {
  description: "A todo of the signed-in user's own lists (private to the user).",
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'subject' in v && 'parentId' in v,
  id: { resolve: (m) => m.id, parse: parseRowId, description: 'Global id of the todo.' },
  loadWithoutCache: async (id: number, ctx) => (await loadLists(ctx)).flatMap((l) => l.taskList).find((t) => t.id === id) ?? null,
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (m) => m.id }),
    subject: t.string({ description: 'What to do.', resolve: (m) => m.subject }),
    dueDate: t.string({ nullable: true, description: 'Due date as yyyy-MM-dd, if any.', resolve: (m) => m.dueDate }),
    isClosed: t.boolean({ description: 'Done: shown in the completed list.', resolve: (m) => m.isClosed }),
    closedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was closed.', resolve: (m) => m.closedAt }),
    listId: t.id({ description: 'Global id of its todo list.', resolve: (m) => encodeGlobalID('TodoList', m.parentId) }),
    related: t.field({
      type: TodoRelatedRef,
      nullable: true,
      description: 'The record it is about (null when none, or when that record is gone or no longer readable).',
      resolve: (m) => (m.relatedParentId && m.relatedParentObject ? m : null),
    }),
  }),
});

builder.node(TodoListRef, {
  description: "One of the signed-in user's todo lists.",
  isTypeOf: (v) => typeof v === 'object' && v !== null && 'taskList' in v,
  id: { resolve: (l) => l.id, parse: parseRowId, description: 'Global id of the list.' },
  loadWithoutCache: async (id: number, ctx) => (await loadLists(ctx)).find((l) => l.id === id) ?? null,
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (l) => l.id }),
    name: t.string({ description: 'Name of the list.', resolve: (l) => l.name }),
    todos: t.field({
      type: [TodoRef],
      description: 'Its todos in their order (open and closed; the web shows or hides the completed ones).',
      resolve: (l) => l.taskList,
    }),
    openCount: t.int({ description: 'Todos not closed yet.', resolve: (l) => l.taskList.filter((x) => !x.isClosed).length }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  todoLists: t.field({
    type: [TodoListRef],
    description: "The signed-in user's todo lists, in order.",
    resolve: (_v, _a, ctx) => loadLists(ctx),
  }),
  todoBadge: t.int({
    description: `Open todos of all lists, capped at ${TODO_BADGE_CAP} for the top bar badge.`,
    resolve: async (_v, _a, ctx) =>
      Math.min(
        TODO_BADGE_CAP,
        (await loadLists(ctx)).reduce((n, l) => n + l.taskList.filter((x) => !x.isClosed).length, 0),
      ),
  }),
}));

// ---- mutations ----

interface Result {
  __typename: string;
  viewer: ViewerSource;
  todo?: TodoModel;
  todoList?: TodoListModel;
  deletedId?: string;
  deletedCount?: number;
}

const success = (name: string, description: string, extra: 'todo' | 'todoList' | 'deleted' | 'count') =>
  builder.objectRef<Result>(name).implement({
    description,
    isTypeOf: isType(name),
    fields: (t) => ({
      viewer: t.field({ type: ViewerRef, description: 'The viewer, to refetch the lists and the badge.', resolve: (s) => s.viewer }),
      ...(extra === 'todo' ? { todo: t.field({ type: TodoRef, description: 'The todo as saved.', resolve: (s) => s.todo! }) } : {}),
      ...(extra === 'todoList'
        ? { todoList: t.field({ type: TodoListRef, description: 'The list as saved.', resolve: (s) => s.todoList! }) }
        : {}),
      ...(extra === 'deleted' ? { deletedId: t.id({ description: 'Global id of what was deleted.', resolve: (s) => s.deletedId! }) } : {}),
      ...(extra === 'count' ? { deletedCount: t.int({ description: 'How many were deleted.', resolve: (s) => s.deletedCount ?? 0 }) } : {}),
    }),
  });

const payload = (name: string, description: string, ok: ReturnType<typeof success>, withValidation = true) =>
  builder.errorUnion(name, {
    description,
    types: withValidation ? [ok, ValidationError, NotFoundError] : [ok, NotFoundError],
    omitDefaultTypes: true,
  });

const SaveTodoListPayload = payload(
  'SaveTodoListPayload',
  'Result of saveTodoList.',
  success('SaveTodoListSuccess', 'The list was saved.', 'todoList'),
);
const DeleteTodoListPayload = payload(
  'DeleteTodoListPayload',
  'Result of deleteTodoList.',
  success('DeleteTodoListSuccess', 'The list and its todos were deleted.', 'deleted'),
  false,
);
const SaveTodoPayload = payload('SaveTodoPayload', 'Result of saveTodo.', success('SaveTodoSuccess', 'The todo was saved.', 'todo'));
const DeleteTodoPayload = payload(
  'DeleteTodoPayload',
  'Result of deleteTodo.',
  success('DeleteTodoSuccess', 'The todo was deleted.', 'deleted'),
  false,
);
const DeleteCompletedTodosPayload = payload(
  'DeleteCompletedTodosPayload',
  'Result of deleteCompletedTodos.',
  success('DeleteCompletedTodosSuccess', 'The completed todos were deleted.', 'count'),
  false,
);
const MoveTodoPayload = payload(
  'MoveTodoPayload',
  'Result of moveTodo.',
  success('MoveTodoSuccess', 'The todo was moved; the list in its new order.', 'todoList'),
);

const SaveTodoListInput = builder.inputType('SaveTodoListInput', {
  description: 'A todo list to add (no id) or rename.',
  fields: (t) => ({
    id: t.id({ description: 'Global id of the list to rename; omit to add one.' }),
    name: t.string({ required: true, description: 'Name of the list (required, at most 100 characters).' }),
  }),
});
const SaveTodoInput = builder.inputType('SaveTodoInput', {
  description: 'A todo to add (no id: at the end of its list) or change (subject, date, closed, list, related record).',
  fields: (t) => ({
    id: t.id({ description: 'Global id of the todo to change; omit to add one.' }),
    listId: t.id({ required: true, description: 'Global id of its list.' }),
    subject: t.string({ required: true, description: 'What to do (required, at most 200 characters).' }),
    dueDate: t.string({ description: 'Due date as yyyy-MM-dd.' }),
    isClosed: t.boolean({ description: 'Closed (done); closing moves it to the completed list.' }),
    relatedType: t.string({ description: 'Record type of the related record, e.g. Organization.' }),
    relatedRowId: t.int({ description: 'Row id of the related record, as chosen from the name autocomplete.' }),
    relatedName: t.string({
      description:
        "The related name as typed. A name without `relatedRowId` is a name that matched nothing: the todo is refused with 'Invalid object'.",
    }),
  }),
});
const DeleteTodoListInput = IdInput('DeleteTodoListInput', 'The list to delete, with its todos.');
const DeleteTodoInput = IdInput('DeleteTodoInput', 'The todo to delete.');
const DeleteCompletedTodosInput = builder.inputType('DeleteCompletedTodosInput', {
  description: 'Which completed todos to delete.',
  fields: (t) => ({ listId: t.id({ description: 'Global id of one list; omit for all lists.' }) }),
});
const MoveTodoInput = builder.inputType('MoveTodoInput', {
  description: 'Where a todo goes: into a list, right after another todo (or first).',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the todo to move.' }),
    listId: t.id({ required: true, description: 'Global id of the list it goes to.' }),
    afterId: t.id({ description: 'Global id of the todo it follows; omit to make it first.' }),
  }),
});

const listRow = (id: string | number, arg = 'listId') => requireRowId(String(id), ['TodoList'], arg).id;
const todoRow = (id: string | number, arg = 'id') => requireRowId(String(id), ['Todo'], arg).id;

builder.mutationFields((t) => ({
  saveTodoList: t.field({
    type: SaveTodoListPayload,
    description: 'Adds a todo list (no id) or renames one of the signed-in user’s lists.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SaveTodoListInput, required: true, description: 'The list.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const todoList = input.id
          ? await ctx.upstream.call<TodoListModel>('PUT', '/api/TodoList/Update', {
              body: { id: listRow(input.id, 'id'), name: input.name },
            })
          : await ctx.upstream.call<TodoListModel>('POST', '/api/TodoList/Add', { body: { name: input.name } });
        return withViewer<Result>(ctx, { __typename: 'SaveTodoListSuccess', todoList });
      }),
  }),
  deleteTodoList: t.field({
    type: DeleteTodoListPayload,
    description: "Deletes one of the user's todo lists with its todos (the web asks 'Delete this list?' first).",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteTodoListInput, required: true, description: 'The list.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        await ctx.upstream.call('DELETE', `/api/TodoList/Delete/${listRow(input.id, 'id')}`);
        return withViewer<Result>(ctx, { __typename: 'DeleteTodoListSuccess', deletedId: String(input.id) });
      }),
  }),
  saveTodo: t.field({
    type: SaveTodoPayload,
    description: 'Adds a todo (no id) or changes one: subject, due date, closed or reopened, list, related record.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SaveTodoInput, required: true, description: 'The todo.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const named = Boolean(input.relatedName?.trim());
        if (named && !input.relatedType) throw new ValidationError('Invalid object', [{ field: 'relatedTo', message: 'Invalid object' }]);
        const relatedParentId = input.relatedRowId ?? (named ? NO_MATCH : null);
        const todo = await ctx.upstream.call<TodoModel>('PUT', '/api/Todo/UpdateTodo', {
          body: {
            id: input.id ? todoRow(input.id) : 0,
            parentId: listRow(input.listId),
            subject: input.subject,
            dueDate: input.dueDate || null,
            isClosed: input.isClosed ?? false,
            relatedParentObject: relatedParentId ? input.relatedType : null,
            relatedParentId,
          },
        });
        return withViewer<Result>(ctx, { __typename: 'SaveTodoSuccess', todo });
      }),
  }),
  deleteTodo: t.field({
    type: DeleteTodoPayload,
    description: "Deletes one todo (the web asks 'Delete this todo?' first).",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteTodoInput, required: true, description: 'The todo.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        await ctx.upstream.call('DELETE', `/api/Todo/DeleteTodo/${todoRow(input.id)}`);
        return withViewer<Result>(ctx, { __typename: 'DeleteTodoSuccess', deletedId: String(input.id) });
      }),
  }),
  deleteCompletedTodos: t.field({
    type: DeleteCompletedTodosPayload,
    description: "Deletes the completed todos of a list, or of all lists (the web asks 'Delete all completed todos?' first).",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteCompletedTodosInput, required: true, description: 'Which list.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const res = await ctx.upstream.call<{ deleted: number }>('DELETE', '/api/Todo/DeleteAllTodo', {
          query: input.listId ? { parentId: listRow(input.listId) } : undefined,
        });
        return withViewer<Result>(ctx, { __typename: 'DeleteCompletedTodosSuccess', deletedCount: res.deleted });
      }),
  }),
  moveTodo: t.field({
    type: MoveTodoPayload,
    description: 'Moves a todo right after another one of a list (or first): drag and drop, or the keyboard.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: MoveTodoInput, required: true, description: 'The move.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const todoList = await ctx.upstream.call<TodoListModel>('PUT', '/api/Todo/ChangeSortOrder', {
          query: {
            parentId: listRow(input.listId),
            currentId: todoRow(input.id),
            prevId: input.afterId ? todoRow(input.afterId, 'afterId') : 0,
          },
        });
        return withViewer<Result>(ctx, { __typename: 'MoveTodoSuccess', todoList });
      }),
  }),
}));
