// Task behaviour on top of the engine's Task type: the viewer's answer, assignees, due state, the actions open
// to the viewer (rules in the TaskAction descriptions), the progress log, the home sections, due today, the task
// action mutations and the live `taskProgressChanged` subscription.
import { createContextCache } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import type { TaskProgressEvent } from '../../pubsub';
import { builder } from '../builder';
import { offsetConnection } from '../common/paging';
import { ConflictError, FieldErrorShape, NotFoundError, PermissionError, ValidationError, mutate } from '../errors';
import { recordRefs } from '../engine/types';
import { asSource, rowIdOf, type RecordSource } from '../engine/source';
import { UserRef } from '../users';
import { CalendarEventRef, type EventItemModel } from '../calendar';
import { ViewerRef, loadViewer, type ViewerSource } from '../viewer/ref';

const TaskRef = recordRefs.get('Task')!;
const CallRef = recordRefs.get('Call')!;

/** A task or call as the api's task lists answer it. */
export interface TaskItem extends Record<string, unknown> {
  id: number;
  actionList: string[];
  response: 'accepted' | 'rejected' | 'new' | null;
  taskUser: { taskUserId: number; response: 'accepted' | 'rejected' | 'new'; acceptedBy: number | null }[];
  overDue: string;
  isUndated: boolean;
  timerStartedAt: string | null;
}

interface ProgressRow {
  id: number;
  taskId: number;
  userId: number;
  userName: string;
  action: string;
  comment: string | null;
  duration: number | null;
  taskStatus: string | null;
  creationDate: string;
}

// ---- the task item loader: tasks of any list, read as the home lists read them, one call per hundred ----

export const taskItemLoader = createContextCache(
  (ctx: Context) =>
    new DataLoader<number, TaskItem | null>(
      async (ids) => {
        const res = await ctx.loaders.get<{ data: TaskItem[] }>('/api/Task/ItemList', {
          idList: [...new Set(ids)].sort((a, b) => a - b).join(','),
        });
        const byId = new Map(res.data.map((t) => [t.id, t]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
);

/** The task-list view of a task source: the source itself when a task list sent it, else batched. */
async function itemOf(ctx: Context, src: RecordSource): Promise<TaskItem | null> {
  if ('actionList' in src) return src as unknown as TaskItem;
  return taskItemLoader(ctx).load(src.id);
}

// ---- enums and small types ----

export const TaskActionEnum = builder.enumType('TaskAction', {
  description:
    'An action on a task. Every action needs write permission on the task, and the task must be open (not Completed ' +
    'or Cancelled) except STOP_TIMER. Each action writes a progress line and raises the task version. The api enforces ' +
    'the same rules: a refused action answers PermissionError with the reason.',
  values: {
    ACCEPT: {
      value: 'accept',
      description: 'Take the task on: an assignee who has not accepted yet (also after rejecting). A Not Started task becomes In Progress.',
    },
    REJECT: { value: 'reject', description: 'Decline the task: an assignee who has not answered yet and is not its owner.' },
    ADJUST: {
      value: 'adjust',
      description: 'Change the work effort or the status (Not Started, In Progress, Deferred): the owner, or an assignee who accepted.',
    },
    REASSIGN: {
      value: 'reassign',
      description: 'Give the task to other users ("assign to"): the owner or an administrator. Newcomers answer afresh.',
    },
    CANCEL: { value: 'cancel', description: 'Cancel the task (stops running timers): the owner or an administrator.' },
    COMPLETE: { value: 'complete', description: 'Mark the task completed (stops running timers): the owner, or an assignee who accepted.' },
    LOG_CALL: {
      value: 'logCall',
      description: 'Log a call of at least 60 seconds under the task: the owner, or an assignee who has not rejected it.',
    },
    START_TIMER: {
      value: 'startTimer',
      description: 'Start timing work on the task: the owner, or an assignee who accepted, with no timer of theirs running on it.',
    },
    STOP_TIMER: { value: 'stopTimer', description: "Stop one's own running timer; its time is logged in the progress line." },
    SCHEDULE: {
      value: 'schedule',
      description: 'Set the due date (an undated task moves to current): the owner, or an assignee who accepted.',
    },
  } as const,
});

const TaskResponseEnum = builder.enumType('TaskResponse', {
  description: "An assignee's answer to a task.",
  values: {
    NEW: { value: 'new', description: 'Not answered yet: the task is in their new section.' },
    ACCEPTED: { value: 'accepted', description: 'Accepted (an owner assigned to their own task has accepted it).' },
    REJECTED: { value: 'rejected', description: 'Rejected.' },
  } as const,
});

const TaskDueStateEnum = builder.enumType('TaskDueState', {
  description: 'Where a task stands against its due date (the spec’s overDue state); the web shows it as an icon.',
  values: {
    OVERDUE: { value: 'overdue', description: 'Past its due date.' },
    TODAY: { value: 'today', description: 'Due later today.' },
    UPCOMING: { value: 'upcoming', description: 'Due after today.' },
    UNDATED: { value: 'undated', description: 'No due date (flagged in the lists).' },
    COMPLETED: { value: 'completed', description: 'Completed.' },
    CANCELLED: { value: 'cancelled', description: 'Cancelled.' },
  } as const,
});

export const TaskSectionEnum = builder.enumType('TaskSection', {
  description: 'The four task sections of the home page, each its own upstream call.',
  values: {
    CURRENT: {
      value: 'ListCurrentTask',
      description: 'Open tasks the viewer accepted (or assigned to themselves) with a due date, soonest first.',
    },
    NEW: { value: 'ListNewTask', description: 'Open tasks assigned to the viewer by someone else and not answered yet ("accept all").' },
    UNDATED: { value: 'ListUndatedTask', description: 'Open tasks the viewer accepted that have no due date.' },
    DELEGATED: { value: 'ListDelegatedTask', description: 'Open tasks the viewer owns and assigned to others ("assign to").' },
  } as const,
});

const TaskAssignmentRef = builder.objectRef<TaskItem['taskUser'][number]>('TaskAssignment').implement({
  description: 'A user assigned to a task, with their answer.',
  fields: (t) => ({
    user: t.field({ type: UserRef, nullable: true, description: 'The assignee.', resolve: (a) => a.taskUserId }),
    response: t.field({ type: TaskResponseEnum, description: 'Their answer.', resolve: (a) => a.response }),
  }),
});

/** Seconds as days, hours and minutes ("1 d 2 h 5 min"); under a minute: "0 min". */
export function durationText(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const parts = [d ? `${d} d` : '', h ? `${h} h` : '', m || (!d && !h) ? `${m} min` : ''].filter(Boolean);
  return parts.join(' ');
}

const TaskProgressRef = builder.objectRef<ProgressRow>('TaskProgress').implement({
  description: 'A line of a task’s progress log: one per action taken on it.',
  fields: (t) => ({
    id: t.id({ description: 'Opaque id of the line.', resolve: (p) => encodeGlobalID('TaskProgress', p.id) }),
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (p) => p.id }),
    action: t.field({ type: TaskActionEnum, description: 'The action taken.', resolve: (p) => p.action as 'accept' }),
    comment: t.string({ nullable: true, description: 'What the user wrote with it.', resolve: (p) => p.comment }),
    duration: t.int({ nullable: true, description: 'Time it logged, in seconds (a call, a stopped timer).', resolve: (p) => p.duration }),
    durationText: t.string({
      nullable: true,
      description: 'The logged time in days, hours and minutes.',
      resolve: (p) => (p.duration === null ? null : durationText(p.duration)),
    }),
    taskStatus: t.string({ nullable: true, description: 'The task status after the action.', resolve: (p) => p.taskStatus }),
    user: t.field({ type: UserRef, nullable: true, description: 'Who took the action.', resolve: (p) => p.userId }),
    userName: t.string({ description: 'Their name.', resolve: (p) => p.userName }),
    createdAt: t.field({ type: 'DateTime', description: 'When.', resolve: (p) => p.creationDate }),
  }),
});

interface ProgressLog {
  lines: ProgressRow[];
  totalCount: number;
}
// A plain page, not a Relay connection: progress lines are not refetchable nodes (no route reads one alone).
const TaskProgressLogRef = builder.objectRef<ProgressLog>('TaskProgressLog').implement({
  description: 'A task’s progress log, newest first.',
  fields: (t) => ({
    totalCount: t.int({ description: 'Lines in the log.', resolve: (l) => l.totalCount }),
    lines: t.field({ type: [TaskProgressRef], description: 'The newest lines, up to `first`.', resolve: (l) => l.lines }),
  }),
});

const itemField =
  <T>(fn: (i: TaskItem) => T, fallback: T) =>
  async (src: RecordSource, _a: unknown, ctx: Context): Promise<T> => {
    const item = await itemOf(ctx, src);
    return item ? fn(item) : fallback;
  };

builder.objectFields(TaskRef, (t) => ({
  availableActions: t.field({
    type: [TaskActionEnum],
    description: 'The actions the signed-in user may take on the task now (see TaskAction for the rules).',
    resolve: itemField((i) => i.actionList as 'accept'[], []),
  }),
  myResponse: t.field({
    type: TaskResponseEnum,
    nullable: true,
    description: "The signed-in user's answer; null when not an assignee.",
    resolve: itemField((i) => i.response, null),
  }),
  assignments: t.field({
    type: [TaskAssignmentRef],
    description: 'The assignees with their answers.',
    resolve: itemField((i) => i.taskUser, []),
  }),
  dueState: t.field({
    type: TaskDueStateEnum,
    description: 'Where the task stands against its due date.',
    resolve: itemField((i) => i.overDue.split('|')[0] as 'overdue', 'undated'),
  }),
  dueStateText: t.string({
    description: 'The due state in words ("3 days overdue", "Due today").',
    resolve: itemField((i) => i.overDue.split('|')[1] ?? '', ''),
  }),
  isUndated: t.boolean({ description: 'No due date: flagged in the lists.', resolve: itemField((i) => i.isUndated, false) }),
  timerStartedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: "When the signed-in user's running timer on the task started; null when none runs.",
    resolve: itemField((i) => i.timerStartedAt, null),
  }),
  progressLog: t.field({
    type: TaskProgressLogRef,
    description: 'The progress log, newest first (POST /api/TaskProgress/PagingAndSorting).',
    args: { first: t.arg.int({ defaultValue: 100, description: 'How many lines (1 to 100).' }) },
    resolve: async (src, args, ctx) => {
      const pageSize = Math.min(Math.max(args.first ?? 100, 1), 100);
      const res = await ctx.loaders.post<{ data: ProgressRow[]; totalItem: number }>(
        `/api/TaskProgress/PagingAndSorting?taskId=${src.id}`,
        `${src.id}:1:${pageSize}`,
        { currentPage: 1, pageSize },
      );
      return { lines: res.data, totalCount: res.totalItem };
    },
  }),
}));

// ---- viewer: the home sections, the open count, due today ----

const HomeTaskEdge = builder.edgeObject({ name: 'HomeTaskEdge', type: TaskRef, description: 'A task in a home section.' });

const HomeTaskConnection = builder.connectionObject(
  {
    name: 'HomeTaskConnection',
    type: TaskRef,
    description: 'A home task section.',
    fields: (t) => ({
      totalCount: t.int({ description: 'Tasks in the section.', resolve: (c) => (c as unknown as { totalCount: number }).totalCount }),
    }),
  },
  HomeTaskEdge,
);

interface DueTodayShape {
  taskList: TaskItem[];
  callList: TaskItem[];
  eventList: EventItemModel[];
}

const DueTodayRef = builder.objectRef<DueTodayShape>('DueToday').implement({
  description: "The signed-in user's tasks, calls and events of the day (GET /api/Task/DueToday).",
  fields: (t) => ({
    tasks: t.field({
      type: [TaskRef],
      description: 'Open tasks due in the range.',
      resolve: (d) => d.taskList.map((x) => asSource('Task', x)),
    }),
    calls: t.field({ type: [CallRef], description: 'Calls in the range.', resolve: (d) => d.callList.map((x) => asSource('Call', x)) }),
    events: t.field({
      type: [CalendarEventRef],
      description:
        'Events in the range as the calendar shows them: each occurrence of a recurring series on its own (its number, start and end; an occurrence edited alone as edited; deleted ones absent).',
      resolve: (d) => d.eventList,
    }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  runningTimers: t.field({
    type: [TaskRef],
    description: 'The tasks the signed-in user has a timer running on, latest started first (the mobile menu’s Timers).',
    resolve: async (_v, _a, ctx) =>
      (await ctx.loaders.get<{ data: TaskItem[] }>('/api/Task/RunningTimers', {})).data.map((x) => asSource('Task', x)),
  }),
  homeTasks: t.connection(
    {
      type: TaskRef,
      description: 'One of the four home task sections of the signed-in user.',
      args: { section: t.arg({ type: TaskSectionEnum, required: true, description: 'Which section.' }) },
      resolve: (_v, args, ctx) =>
        offsetConnection(
          args,
          (currentPage, pageSize) =>
            ctx.loaders
              .get<{ data: TaskItem[]; viewData: { totalItem: number } }>(`/api/Task/${args.section}`, { currentPage, pageSize })
              .then((r) => ({ data: r.data, totalItem: r.viewData.totalItem })),
          (row) => asSource('Task', row),
        ),
    },
    HomeTaskConnection,
  ),
  openTaskCount: t.int({
    description: "The signed-in user's open tasks (current, new and undated).",
    resolve: async (_v, _a, ctx) => (await ctx.loaders.get<{ count: number }>('/api/Task/NumberOfOpenTask')).count,
  }),
  dueToday: t.field({
    type: DueTodayRef,
    description: 'Tasks, calls and events of a day: the given range, else the viewer’s today in their time zone preference.',
    args: {
      start: t.arg({ type: 'DateTime', description: 'Start of the day (inclusive).' }),
      end: t.arg({ type: 'DateTime', description: 'End of the day (exclusive).' }),
    },
    resolve: (_v, args, ctx) =>
      ctx.loaders.get<DueTodayShape>(
        '/api/Task/DueToday',
        args.start && args.end ? { startDate: args.start.toISOString(), endDate: args.end.toISOString() } : {},
      ),
  }),
}));

// ---- mutations ----

interface ActionSuccess {
  __typename: 'TaskActionSuccess';
  task: RecordSource;
  progress: ProgressRow | null;
  viewer: ViewerSource;
}

const TaskActionSuccess = builder.objectRef<ActionSuccess>('TaskActionSuccess').implement({
  description: 'The action was taken.',
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'TaskActionSuccess',
  fields: (t) => ({
    task: t.field({ type: TaskRef, description: 'The task as it is now.', resolve: (s) => s.task }),
    progress: t.field({
      type: TaskProgressRef,
      nullable: true,
      description: 'The progress line the action wrote.',
      resolve: (s) => s.progress,
    }),
    viewer: t.field({ type: ViewerRef, description: 'The viewer, to refetch the home sections.', resolve: (s) => s.viewer }),
  }),
});

const TaskActionPayload = builder.errorUnion('TaskActionPayload', {
  description: 'Result of a task action.',
  types: [TaskActionSuccess, ValidationError, PermissionError, NotFoundError, ConflictError],
  omitDefaultTypes: true,
});

const common = (t: PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<object>, 'InputObject'>) => ({
  id: t.id({ required: true, description: 'Global id of the task.' }),
  comment: t.string({ description: 'A note for the progress log.' }),
  version: t.int({ description: 'The task version the client read: a newer stored version is a ConflictError.' }),
});

const TaskActionInput = builder.inputType('TaskActionInput', {
  description: 'The task, and an optional note.',
  fields: (t) => common(t as never),
});
const AdjustTaskInput = builder.inputType('AdjustTaskInput', {
  description: 'New work effort and/or status (at least one).',
  fields: (t) => ({
    ...common(t as never),
    workEffort: t.int({ description: 'Planned effort in seconds.' }),
    taskStatus: t.string({ description: 'Not Started, In Progress or Deferred.' }),
  }),
});
const ReassignTaskInput = builder.inputType('ReassignTaskInput', {
  description: 'The users to give the task to.',
  fields: (t) => ({
    ...common(t as never),
    assigneeIds: t.idList({ required: true, description: 'Global ids of the users (at least one).' }),
  }),
});
const ScheduleTaskInput = builder.inputType('ScheduleTaskInput', {
  description: 'The new due date.',
  fields: (t) => ({ ...common(t as never), dueDate: t.field({ type: 'DateTime', required: true, description: 'When it is due.' }) }),
});
const LogTaskCallInput = builder.inputType('LogTaskCallInput', {
  description: 'A call to log under the task.',
  fields: (t) => ({
    ...common(t as never),
    duration: t.int({ required: true, description: 'Length of the call in seconds: at least 60.' }),
    subject: t.string({ description: 'Subject of the call (default: "Call: " and the task).' }),
  }),
});

function taskRowId(globalId: string): number {
  const ref = rowIdOf(globalId, ['Task']);
  if (!ref) throw new NotFoundError('Task not found', 404);
  return ref.id;
}

async function runAction(
  ctx: Context,
  action: string,
  input: { id: string | number; comment?: string | null; version?: number | null },
  extra: Record<string, unknown> = {},
): Promise<ActionSuccess> {
  return mutate(async () => {
    const id = taskRowId(String(input.id));
    const path = action.charAt(0).toUpperCase() + action.slice(1);
    const res = await ctx.upstream.call<{ model: TaskItem; progress: ProgressRow }>('POST', `/api/Task/${path}/${id}`, {
      body: { comment: input.comment ?? undefined, version: input.version ?? undefined, ...extra },
    });
    ctx.loaders.clear();
    taskItemLoader.delete(ctx);
    return { __typename: 'TaskActionSuccess', task: asSource('Task', res.model), progress: res.progress, viewer: await loadViewer(ctx) };
  });
}

const simple = [
  ['acceptTask', 'accept', 'Accepts a task assigned to the signed-in user (rules: TaskAction.ACCEPT).'],
  ['rejectTask', 'reject', 'Rejects a task assigned to the signed-in user (rules: TaskAction.REJECT).'],
  ['cancelTask', 'cancel', 'Cancels a task (rules: TaskAction.CANCEL).'],
  ['completeTask', 'complete', 'Marks a task completed (rules: TaskAction.COMPLETE).'],
  ['startTaskTimer', 'startTimer', 'Starts the signed-in user’s timer on a task (rules: TaskAction.START_TIMER).'],
  ['stopTaskTimer', 'stopTimer', 'Stops the signed-in user’s timer on a task and logs its time (rules: TaskAction.STOP_TIMER).'],
] as const;

builder.mutationFields((t) => ({
  ...Object.fromEntries(
    simple.map(([name, action, description]) => [
      name,
      t.field({
        type: TaskActionPayload,
        description,
        authScopes: { authenticated: true },
        args: { input: t.arg({ type: TaskActionInput, required: true, description: 'The task.' }) },
        resolve: (_p, { input }, ctx) => runAction(ctx, action, input),
      }),
    ]),
  ),
  adjustTask: t.field({
    type: TaskActionPayload,
    description: 'Changes a task’s work effort or status (rules: TaskAction.ADJUST).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: AdjustTaskInput, required: true, description: 'The changes.' }) },
    resolve: (_p, { input }, ctx) =>
      runAction(ctx, 'adjust', input, { workEffort: input.workEffort ?? undefined, taskStatus: input.taskStatus ?? undefined }),
  }),
  reassignTask: t.field({
    type: TaskActionPayload,
    description: 'Gives a task to other users, "assign to" (rules: TaskAction.REASSIGN).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ReassignTaskInput, required: true, description: 'The users.' }) },
    resolve: (_p, { input }, ctx) => {
      const ids = input.assigneeIds.map((g) => rowIdOf(String(g), ['User'])?.id ?? null);
      if (ids.some((i) => i === null)) throw new ValidationError('Invalid user', [new FieldErrorShape('assigneeIds', 'Invalid user')]);
      return runAction(ctx, 'reassign', input, { assigneeIds: ids });
    },
  }),
  scheduleTask: t.field({
    type: TaskActionPayload,
    description: 'Sets a task’s due date (rules: TaskAction.SCHEDULE).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ScheduleTaskInput, required: true, description: 'The due date.' }) },
    resolve: (_p, { input }, ctx) => runAction(ctx, 'schedule', input, { dueDate: input.dueDate.toISOString() }),
  }),
  logTaskCall: t.field({
    type: TaskActionPayload,
    description: 'Logs a call of at least 60 seconds under a task (rules: TaskAction.LOG_CALL).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: LogTaskCallInput, required: true, description: 'The call.' }) },
    resolve: (_p, { input }, ctx) => runAction(ctx, 'logCall', input, { duration: input.duration, subject: input.subject ?? undefined }),
  }),
  acceptAllTasks: t.field({
    type: builder.objectRef<{ tasks: RecordSource[]; viewer: ViewerSource }>('AcceptAllTasksResult').implement({
      description: 'The tasks accepted.',
      fields: (f) => ({
        tasks: f.field({ type: [TaskRef], description: 'Every task accepted.', resolve: (r) => r.tasks }),
        viewer: f.field({ type: ViewerRef, description: 'The viewer, to refetch the sections.', resolve: (r) => r.viewer }),
      }),
    }),
    description: '"Accept all" of the new section: accepts every new task of the signed-in user.',
    authScopes: { authenticated: true },
    resolve: async (_p, _a, ctx) => {
      const res = await ctx.upstream.call<{ data: TaskItem[] }>('POST', '/api/Task/AcceptAll', { body: {} }).catch((err: unknown) => {
        throw err instanceof Error ? err : new GraphQLError(String(err));
      });
      ctx.loaders.clear();
      taskItemLoader.delete(ctx);
      return { tasks: res.data.map((x) => asSource('Task', x)), viewer: await loadViewer(ctx) };
    },
  }),
}));

// ---- live ----

interface ProgressChanged {
  task: RecordSource;
  action: string;
  userId: number;
}

const TaskProgressChangedRef = builder.objectRef<ProgressChanged>('TaskProgressChangedEvent').implement({
  description: 'Someone took an action on a task.',
  fields: (t) => ({
    task: t.field({ type: TaskRef, description: 'The task as it is now (read as the subscriber).', resolve: (e) => e.task }),
    action: t.field({ type: TaskActionEnum, description: 'The action taken.', resolve: (e) => e.action as 'accept' }),
    actor: t.field({ type: UserRef, nullable: true, description: 'Who took it.', resolve: (e) => e.userId }),
  }),
});

async function* progressChanges(ctx: Context, taskId: number | null): AsyncGenerator<ProgressChanged> {
  const companyId = ctx.subscriber?.companyId ?? (await ctx.loaders.initialData()).session.companyId;
  const seen = new Set<number>();
  for await (const e of ctx.pubsub.subscribe('taskProgress', companyId) as AsyncIterable<TaskProgressEvent>) {
    if (taskId !== null && e.taskId !== taskId) continue;
    if (seen.has(e.progressId)) continue;
    seen.add(e.progressId);
    if (seen.size > 500) seen.delete(seen.values().next().value as number);
    // Read as the subscriber: a task it may not read never reaches it.
    ctx.loaders.refresh();
    taskItemLoader.delete(ctx);
    const item = await taskItemLoader(ctx)
      .load(e.taskId)
      .catch(() => null);
    if (item) yield { task: asSource('Task', item), action: e.action, userId: e.userId };
  }
}

builder.subscriptionFields((t) => ({
  taskProgressChanged: t.field({
    type: TaskProgressChangedRef,
    description: "An action was taken on a task of the signed-in user's company; only tasks the user may read.",
    authScopes: { authenticated: true },
    args: { taskId: t.arg.id({ description: 'Only this task (global id).' }) },
    subscribe: (_p, args, ctx) => progressChanges(ctx, args.taskId ? (rowIdOf(String(args.taskId), ['Task'])?.id ?? -1) : null),
    resolve: (e: ProgressChanged) => e,
  }),
}));
