import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Badge, Button, Card } from '../../../ui';
import { SelectField } from '../../../ui/SelectField';
import type { HomeTasks_viewer$key } from './__generated__/HomeTasks_viewer.graphql';
import type { HomeTasks_query$key } from './__generated__/HomeTasks_query.graphql';
import { useAcceptAllTasks, useReassignTask } from '../mutations/useTaskAction';
import { TaskRow } from './TaskRow';
import styles from './Tasks.module.css';

/** The home page's four task sections: current, new ("accept all"), undated and delegated ("assign to"). */
export function HomeTasks({ viewer, query }: { viewer: HomeTasks_viewer$key; query: HomeTasks_query$key }) {
  const data = useFragment(
    graphql`
      fragment HomeTasks_viewer on Viewer {
        current: homeTasks(section: CURRENT, first: 10) {
          totalCount
          edges {
            node {
              id
              ...TaskRow_task
            }
          }
        }
        fresh: homeTasks(section: NEW, first: 10) {
          totalCount
          edges {
            node {
              id
              ...TaskRow_task
            }
          }
        }
        undated: homeTasks(section: UNDATED, first: 10) {
          totalCount
          edges {
            node {
              id
              ...TaskRow_task
            }
          }
        }
        delegated: homeTasks(section: DELEGATED, first: 10) {
          totalCount
          edges {
            node {
              id
              subject
              version
              ...TaskRow_task
            }
          }
        }
      }
    `,
    viewer,
  );
  const people = useFragment(
    graphql`
      fragment HomeTasks_query on Query {
        users {
          id
          fullName
        }
      }
    `,
    query,
  );
  const [acceptAll, accepting] = useAcceptAllTasks();
  const [reassign, reassigning] = useReassignTask();
  const [assignee, setAssignee] = useState<Record<string, string>>({});
  const users = people.users.map((u) => ({ id: u.id, label: u.fullName }));

  const section = (key: string, title: string, conn: typeof data.current, actions?: ReactNode, extra?: (id: string) => ReactNode) => (
    <section aria-labelledby={`tasks-${key}`} data-testid={`tasks-${key}`}>
      <div className={styles.sectionHeader}>
        <h3 id={`tasks-${key}`} className={styles.sectionTitle}>
          {title} <Badge tone="count">{conn.totalCount}</Badge>
        </h3>
        {actions}
      </div>
      {conn.edges.length === 0 ? (
        <p className={styles.empty}>No tasks.</p>
      ) : (
        <ul className={styles.list}>
          {conn.edges.map((e) => (
            <TaskRow key={e.node.id} task={e.node}>
              {extra?.(e.node.id)}
            </TaskRow>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <Card title="Tasks">
      <div className={styles.sections}>
        {section('current', 'Current', data.current)}
        {section(
          'new',
          'New',
          data.fresh,
          data.fresh.totalCount > 0 ? (
            <Button isDisabled={accepting} onPress={acceptAll}>
              Accept all
            </Button>
          ) : null,
        )}
        {section('undated', 'Undated', data.undated)}
        {section('delegated', 'Delegated', data.delegated, undefined, (id) => {
          const node = data.delegated.edges.find((e) => e.node.id === id)!.node;
          return (
            <div className={styles.assign}>
              <SelectField
                label={`Assign ${node.subject} to`}
                name={`assign-${id}`}
                inline
                options={users}
                value={assignee[id] ?? ''}
                onChange={(v) => setAssignee((a) => ({ ...a, [id]: String(v) }))}
              />
              <Button isDisabled={!assignee[id] || reassigning} onPress={() => reassign(id, [assignee[id]!], node.version)}>
                Assign to
              </Button>
            </div>
          );
        })}
      </div>
    </Card>
  );
}
