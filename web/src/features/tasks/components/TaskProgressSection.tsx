import { graphql, useFragment } from 'react-relay';
import type { TaskProgressSection_query$key } from './__generated__/TaskProgressSection_query.graphql';
import { TaskRow } from './TaskRow';
import styles from './Tasks.module.css';

const ACTION_LABEL: Record<string, string> = {
  ACCEPT: 'accepted',
  REJECT: 'rejected',
  ADJUST: 'adjusted',
  REASSIGN: 'reassigned',
  CANCEL: 'cancelled',
  COMPLETE: 'completed',
  LOG_CALL: 'logged a call',
  START_TIMER: 'started the timer',
  STOP_TIMER: 'stopped the timer',
  SCHEDULE: 'scheduled',
};

/** /task/{id}/progress: the task with the actions open to the viewer, and its progress log, newest first. */
export function TaskProgressSection({ page, label }: { page: TaskProgressSection_query$key; label: string }) {
  // The task and its log come with the detail page's query (its alias answers on this tab only).
  const data = useFragment(
    graphql`
      fragment TaskProgressSection_query on Query
      @argumentDefinitions(object: { type: "String!" }, id: { type: "ID!" }, sectionKey: { type: "String!" }) {
        progress: detailSection(type: $object, id: $id, key: $sectionKey, kinds: [PROGRESS]) {
          record {
            ...TaskRow_task @alias(as: "taskRow")
            ... on Task {
              progressLog(first: 100) {
                totalCount
                lines {
                  id
                  action
                  comment
                  durationText
                  taskStatus
                  userName
                  createdAt
                }
              }
            }
          }
        }
      }
    `,
    page,
  );
  const task = data.progress?.record;
  if (!task?.progressLog) return null;
  return (
    <section aria-labelledby="progress-heading">
      <h2 id="progress-heading">
        {label} ({task.progressLog.totalCount})
      </h2>
      {task.taskRow ? (
        <ul className={styles.list}>
          <TaskRow task={task.taskRow} />
        </ul>
      ) : null}
      {task.progressLog.lines.length === 0 ? <p className={styles.empty}>No progress yet.</p> : null}
      <ol className={styles.list} aria-label="Progress log">
        {task.progressLog.lines.map((p) => (
          <li key={p.id} className={styles.row}>
            <strong>{p.userName}</strong> {ACTION_LABEL[p.action] ?? p.action}
            {p.durationText ? ` (${p.durationText})` : ''}
            {p.taskStatus ? ` · ${p.taskStatus}` : ''}
            <div className={styles.meta}>{new Date(p.createdAt).toLocaleString()}</div>
            {p.comment ? <div>{p.comment}</div> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
