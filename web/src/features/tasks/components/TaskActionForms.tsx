import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { format } from 'date-fns';
import { Button } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import { useMutationOutcome, type MutationOutcome } from '../../../app/relay/useMutationOutcome';
import { CALL_MINIMUM_MESSAGE, CALL_MINIMUM_SECONDS, durationText, joinDuration, partOf, splitDuration } from '../duration';
import styles from './Tasks.module.css';
import type { TaskActionFormsAdjustMutation } from './__generated__/TaskActionFormsAdjustMutation.graphql';
import type { TaskActionFormsScheduleMutation } from './__generated__/TaskActionFormsScheduleMutation.graphql';
import type { TaskActionFormsLogCallMutation } from './__generated__/TaskActionFormsLogCallMutation.graphql';

/** The task actions that need a form (the one-click ones are TaskRow's buttons). */
export type FormAction = 'ADJUST' | 'SCHEDULE' | 'LOG_CALL';
export const FORM_ACTIONS: Record<FormAction, string> = { ADJUST: 'Adjust', SCHEDULE: 'Schedule', LOG_CALL: 'Log call' };

export interface TaskForForms {
  id: string;
  subject: string;
  version: number;
  workEffort?: number | null;
  dueDate?: unknown;
  taskStatus?: string | null;
}

const STATUS_OPTIONS = [
  { id: 'Not Started', label: 'Not Started' },
  { id: 'In Progress', label: 'In Progress' },
  { id: 'Deferred', label: 'Deferred' },
];
const STATUS_OF: Record<string, string> = { NOT_STARTED: 'Not Started', IN_PROGRESS: 'In Progress', DEFERRED: 'Deferred' };
/** What a refusal without a message of its own says. */
const REFUSAL = { failure: 'The action failed.' };

/** Days, hours and minutes fields of one duration. */
function DurationFields({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Record<'days' | 'hours' | 'minutes', string>;
  onChange: (v: Record<'days' | 'hours' | 'minutes', string>) => void;
}) {
  return (
    <div className={styles.durationFields} role="group" aria-label={name}>
      {(['days', 'hours', 'minutes'] as const).map((k) => (
        <TextField
          key={k}
          label={k[0]!.toUpperCase() + k.slice(1)}
          name={`${name}-${k}`}
          value={value[k]}
          onChange={(v) => onChange({ ...value, [k]: v })}
        />
      ))}
    </div>
  );
}

const partsText = (seconds: number | null | undefined) => {
  const p = splitDuration(seconds ?? 0);
  return { days: p.days ? String(p.days) : '', hours: p.hours ? String(p.hours) : '', minutes: p.minutes ? String(p.minutes) : '' };
};
const secondsOf = (v: Record<'days' | 'hours' | 'minutes', string>) => {
  const days = partOf(v.days);
  const hours = partOf(v.hours);
  const minutes = partOf(v.minutes);
  return days === null || hours === null || minutes === null ? null : joinDuration({ days, hours, minutes });
};

/**
 * Adjust (work effort and status), schedule (due date) and log call (at least 60 s, typed in days, hours and
 * minutes): the form of the one action chosen, under the task row. The api enforces the rules again.
 */
export function TaskActionForm({ action, task, onDone }: { action: FormAction; task: TaskForForms; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [effort, setEffort] = useState(() => partsText(task.workEffort));
  const [status, setStatus] = useState(STATUS_OF[task.taskStatus ?? ''] ?? 'In Progress');
  const [due, setDue] = useState(() => {
    const d = task.dueDate ? new Date(String(task.dueDate)) : new Date();
    return format(Number.isNaN(d.getTime()) ? new Date() : d, "yyyy-MM-dd'T'HH:mm");
  });
  const [call, setCall] = useState({ days: '', hours: '', minutes: '' });
  const [subject, setSubject] = useState('');
  const [adjust, adjusting] = useMutationOutcome<TaskActionFormsAdjustMutation>(
    graphql`
      mutation TaskActionFormsAdjustMutation($input: AdjustTaskInput!) {
        adjustTask(input: $input) {
          __typename
          ... on TaskActionSuccess {
            task {
              ...TaskRow_task
            }
            viewer {
              ...HomeTasks_viewer
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    REFUSAL,
  );
  const [schedule, scheduling] = useMutationOutcome<TaskActionFormsScheduleMutation>(
    graphql`
      mutation TaskActionFormsScheduleMutation($input: ScheduleTaskInput!) {
        scheduleTask(input: $input) {
          __typename
          ... on TaskActionSuccess {
            task {
              ...TaskRow_task
            }
            viewer {
              ...HomeTasks_viewer
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    REFUSAL,
  );
  const [logCall, logging] = useMutationOutcome<TaskActionFormsLogCallMutation>(
    graphql`
      mutation TaskActionFormsLogCallMutation($input: LogTaskCallInput!) {
        logTaskCall(input: $input) {
          __typename
          ... on TaskActionSuccess {
            task {
              ...TaskRow_task
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    REFUSAL,
  );
  const answer = (outcome: MutationOutcome) => (outcome.ok ? onDone() : setError(outcome.message));
  const common = { id: task.id, version: task.version };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (action === 'ADJUST') {
      const workEffort = secondsOf(effort);
      if (workEffort === null) return setError('Type whole numbers of days, hours and minutes.');
      void adjust({ input: { ...common, workEffort, taskStatus: status } }).then(answer);
    } else if (action === 'SCHEDULE') {
      const dueDate = new Date(due);
      if (Number.isNaN(dueDate.getTime())) return setError('Invalid date');
      void schedule({ input: { ...common, dueDate: dueDate.toISOString() } }).then(answer);
    } else {
      const duration = secondsOf(call);
      if (duration === null || duration < CALL_MINIMUM_SECONDS) return setError(CALL_MINIMUM_MESSAGE);
      void logCall({ input: { ...common, duration, subject: subject.trim() || null } }).then(answer);
    }
  };

  const busy = adjusting || scheduling || logging;
  const label = `${FORM_ACTIONS[action]}: ${task.subject}`;
  return (
    <form className={styles.actionForm} onSubmit={submit} aria-label={label}>
      {action === 'ADJUST' ? (
        <>
          <SelectField label="Status" name="taskStatus" options={STATUS_OPTIONS} value={status} onChange={setStatus} />
          <DurationFields name="Work effort" value={effort} onChange={setEffort} />
          <p className={styles.meta}>Work effort: {secondsOf(effort) === null ? '--' : durationText(secondsOf(effort))}</p>
        </>
      ) : null}
      {action === 'SCHEDULE' ? (
        <label className={styles.nativeField}>
          Due date
          <input type="datetime-local" name="dueDate" value={due} onChange={(e) => setDue(e.target.value)} required />
        </label>
      ) : null}
      {action === 'LOG_CALL' ? (
        <>
          <TextField label="Subject" name="subject" value={subject} onChange={setSubject} description={`Default: Call: ${task.subject}`} />
          <DurationFields name="Call duration" value={call} onChange={setCall} />
          <p className={styles.meta}>Duration: {secondsOf(call) === null ? '--' : durationText(secondsOf(call))}</p>
        </>
      ) : null}
      {error ? (
        <p role="alert" className={styles.overdue}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isDisabled={busy}>
          Save
        </Button>
        <Button variant="quiet" onPress={onDone}>
          Close
        </Button>
      </div>
    </form>
  );
}
