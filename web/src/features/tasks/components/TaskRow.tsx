import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Button } from '../../../ui';
import type { TaskRow_task$key } from './__generated__/TaskRow_task.graphql';
import { useTaskAction, type SimpleTaskAction } from '../mutations/useTaskAction';
import { FORM_ACTIONS, TaskActionForm, type FormAction } from './TaskActionForms';
import styles from './Tasks.module.css';

const STATUS_CLASS: Record<string, string | undefined> = {
  NOT_STARTED: styles.statusNotStarted,
  IN_PROGRESS: styles.statusInProgress,
  DEFERRED: styles.statusDeferred,
  COMPLETED: styles.statusCompleted,
  CANCELLED: styles.statusCancelled,
};
const STATUS_LABEL: Record<string, string> = {
  NOT_STARTED: 'Not Started',
  IN_PROGRESS: 'In Progress',
  DEFERRED: 'Deferred',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** Buttons for the one-click actions, in the order the server lists them. */
const BUTTONS: Partial<Record<string, { action: SimpleTaskAction; label: string }>> = {
  ACCEPT: { action: 'accept', label: 'Accept' },
  REJECT: { action: 'reject', label: 'Reject' },
  COMPLETE: { action: 'complete', label: 'Complete' },
  START_TIMER: { action: 'startTimer', label: 'Start timer' },
  STOP_TIMER: { action: 'stopTimer', label: 'Stop timer' },
  CANCEL: { action: 'cancel', label: 'Cancel task' },
};

export function TaskRow({ task, children }: { task: TaskRow_task$key; children?: ReactNode }) {
  const t = useFragment(
    graphql`
      fragment TaskRow_task on Task {
        id
        rowId
        subject
        taskStatus
        dueState
        dueStateText
        isUndated
        availableActions
        timerStartedAt
        version
        workEffort
        dueDate
        parent {
          name
        }
      }
    `,
    task,
  );
  const [run, busy] = useTaskAction();
  const [form, setForm] = useState<FormAction | null>(null);
  const overdue = t.dueState === 'OVERDUE';
  return (
    <li className={styles.row} data-testid="task-row">
      <div className={styles.rowHead}>
        <Link to={`/task/${t.rowId}/progress`}>{t.subject}</Link>
        {t.taskStatus ? (
          <span className={`${styles.status} ${STATUS_CLASS[t.taskStatus] ?? ''}`}>{STATUS_LABEL[t.taskStatus] ?? t.taskStatus}</span>
        ) : null}
      </div>
      <div className={`${styles.meta} ${overdue ? styles.overdue : ''}`}>
        {overdue ? <span aria-hidden="true">⚠ </span> : null}
        {t.isUndated ? <span aria-hidden="true">⚑ </span> : null}
        {t.dueStateText}
        {t.parent ? ` · ${t.parent.name}` : ''}
        {t.timerStartedAt ? ' · timer running' : ''}
      </div>
      <div className={styles.actions}>
        {t.availableActions.map((a) => {
          if (a in FORM_ACTIONS)
            return (
              <Button
                key={a}
                variant="secondary"
                aria-expanded={form === a}
                onPress={() => setForm(form === a ? null : (a as FormAction))}
                aria-label={`${FORM_ACTIONS[a as FormAction]}: ${t.subject}`}
              >
                {FORM_ACTIONS[a as FormAction]}
              </Button>
            );
          const b = BUTTONS[a];
          return b ? (
            <Button
              key={a}
              variant={a === 'CANCEL' || a === 'REJECT' ? 'quiet' : 'secondary'}
              isDisabled={busy}
              onPress={() => run(b.action, t.id, t.version)}
              aria-label={`${b.label}: ${t.subject}`}
            >
              {b.label}
            </Button>
          ) : null;
        })}
      </div>
      {form && t.availableActions.includes(form) ? (
        <TaskActionForm
          key={form}
          action={form}
          task={{
            id: t.id,
            subject: t.subject,
            version: t.version,
            workEffort: t.workEffort,
            dueDate: t.dueDate,
            taskStatus: t.taskStatus ?? null,
          }}
          onDone={() => setForm(null)}
        />
      ) : null}
      {children}
    </li>
  );
}
