// Tables of task behaviour (the task itself is a catalogue record in `tasks`): each assignee's response,
// the progress log every task action writes, and running timers.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from '../db/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export type TaskResponse = 'accepted' | 'rejected';

/** An assignee's answer to a task; an assignee without a row has not answered yet (the task is "new" to them). */
export const taskResponses = pgTable(
  'task_responses',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    taskId: integer('task_id').notNull(),
    userId: userId(),
    response: text('response').$type<TaskResponse>().notNull(),
    responseDate: ts('response_date').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_responses_uq').on(t.companyId, t.taskId, t.userId)],
);

/** One line per task action: who did what, the status after it, and the time it logged (seconds). */
export const taskProgress = pgTable(
  'task_progress',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    taskId: integer('task_id').notNull(),
    userId: userId(),
    action: text('action').notNull(),
    comment: text('comment'),
    duration: integer('duration'),
    taskStatus: text('task_status'),
    creationDate: ts('creation_date').notNull().defaultNow(),
  },
  (t) => [index('task_progress_task_idx').on(t.companyId, t.taskId, t.id)],
);

/** A user's running timer on a task (at most one per user and task); stopping it logs its time. */
export const taskTimers = pgTable(
  'task_timers',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    taskId: integer('task_id').notNull(),
    userId: userId(),
    startedAt: ts('started_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_timers_uq').on(t.companyId, t.taskId, t.userId)],
);
