// Who may take which action on a task: one pure function, used to refuse actions (api) and to list them
// (`actionList` on every task the api answers, `availableActions` in GraphQL). The spec leaves these rules open;
// these are ours:
// - every action needs write permission on the task (the record permission module), and the task must be open
//   (not Completed or Cancelled), except stopping one's own running timer;
// - accept: an assignee who has not accepted yet (a rejection can be taken back by accepting);
// - reject: an assignee who has not answered yet, and who is not the task's owner;
// - reassign and cancel: the owner or an administrator (lock permission);
// - adjust, schedule, complete and starting the timer: the owner, or an assignee who accepted;
// - log call: the owner, or an assignee who has not rejected;
// - stop timer: whoever has a timer running on the task.
import type { Permission } from '../permissions';
import type { TaskResponse } from './schema';

export const TASK_ACTIONS = [
  'accept',
  'reject',
  'adjust',
  'reassign',
  'cancel',
  'complete',
  'logCall',
  'startTimer',
  'stopTimer',
  'schedule',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export const CLOSED_STATUSES = ['Completed', 'Cancelled'];

export interface TaskActor {
  userId: number;
  /** The viewer's permission on the task. */
  permission: Permission;
  ownerId: number;
  assigneeIds: readonly number[];
  taskStatus: string | null;
  /** The viewer's own answer, when assignee (an owner assigned to their own task counts as accepted). */
  response: TaskResponse | null;
  timerRunning: boolean;
}

export const isClosed = (status: string | null) => status !== null && CLOSED_STATUSES.includes(status);

/** The viewer's answer as the lists show it: accepted, rejected or new (not answered), or null when not an assignee. */
export function responseOf(a: Pick<TaskActor, 'userId' | 'ownerId' | 'assigneeIds' | 'response'>): 'accepted' | 'rejected' | 'new' | null {
  if (!a.assigneeIds.includes(a.userId)) return null;
  if (a.ownerId === a.userId) return 'accepted';
  return a.response ?? 'new';
}

const OWNER_OR_ACCEPTED = (verb: string) => `Only the task's owner or an assignee who accepted it can ${verb} this task.`;

/** Why the viewer may not take `action` on the task, or null when they may. The texts are the api's 403 messages. */
export function refusal(action: TaskAction, a: TaskActor): string | null {
  if (a.permission === 'read') return "You don't have permission to edit this record";
  if (action === 'stopTimer') return a.timerRunning ? null : 'You have no timer running on this task.';
  if (isClosed(a.taskStatus)) return `This task is ${a.taskStatus!.toLowerCase()}.`;
  const isOwner = a.ownerId === a.userId;
  const response = responseOf(a);
  const ownerOrAccepted = isOwner || response === 'accepted';
  switch (action) {
    case 'accept':
      if (response === null) return 'Only an assignee can accept this task.';
      return response === 'accepted' ? 'You have already accepted this task.' : null;
    case 'reject':
      if (response === null) return 'Only an assignee can reject this task.';
      if (isOwner) return 'You cannot reject a task you own.';
      return response === 'new' ? null : 'You have already answered this task.';
    case 'reassign':
    case 'cancel':
      return a.permission === 'lock' ? null : `Only the task's owner or an administrator can ${action} this task.`;
    case 'adjust':
    case 'schedule':
    case 'complete':
      return ownerOrAccepted ? null : OWNER_OR_ACCEPTED(action);
    case 'startTimer':
      if (!ownerOrAccepted) return OWNER_OR_ACCEPTED('time');
      return a.timerRunning ? 'Your timer is already running on this task.' : null;
    case 'logCall':
      return isOwner || response === 'new' || response === 'accepted'
        ? null
        : "Only the task's owner or an assignee can log a call on this task.";
  }
}

/** The actions the viewer may take now, in the order the web shows them. */
export const availableActions = (a: TaskActor): TaskAction[] => TASK_ACTIONS.filter((action) => refusal(action, a) === null);
