import { useCallback, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Button, Card } from '../../../ui';
import type { ActivityStream_viewer$key } from './__generated__/ActivityStream_viewer.graphql';
import type { StreamFilter } from './__generated__/ActivityStreamRefetchQuery.graphql';
import { useStatusUpdateAdded } from '../subscriptions/useStatusUpdateAdded';
import { StreamItem } from './StreamItem';
import styles from './Stream.module.css';

const FILTERS: { value: StreamFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'UPDATES', label: 'Updates' },
  { value: 'TASKS', label: 'Tasks' },
  { value: 'CALLS', label: 'Calls' },
  { value: 'EMAIL', label: 'Email' },
  { value: 'SMS', label: 'SMS' },
  { value: 'EVENTS', label: 'Events' },
];

/** "What's New": the stream with its type filter, grouped by month, newest first; live through statusUpdateAdded. */
export function ActivityStream({ viewer }: { viewer: ActivityStream_viewer$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ActivityStream_viewer on Viewer
      @refetchable(queryName: "ActivityStreamRefetchQuery")
      @argumentDefinitions(
        filter: { type: "StreamFilter", defaultValue: ALL }
        first: { type: "Int", defaultValue: 20 }
        recordType: { type: "String", defaultValue: null }
      ) {
        activityStream(filter: $filter, first: $first, recordType: $recordType) {
          edges {
            month
            monthLabel
            node {
              id
              ...StreamItem_record
            }
          }
          pageInfo {
            hasNextPage
          }
        }
      }
    `,
    viewer,
  );
  const [pending, startTransition] = useTransition();
  const [selected, setSelected] = useState<StreamFilter>('ALL');
  const reload = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  useStatusUpdateAdded(reload);

  const groups: { month: string; label: string; items: (typeof data.activityStream.edges)[number][] }[] = [];
  for (const e of data.activityStream.edges) {
    const last = groups[groups.length - 1];
    if (last && last.month === e.month) last.items.push(e);
    else groups.push({ month: e.month, label: e.monthLabel, items: [e] });
  }

  return (
    <Card title="What's New">
      <div className={styles.filters} role="group" aria-label="Show">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            variant={selected === f.value ? 'primary' : 'quiet'}
            isDisabled={pending}
            onPress={() => {
              setSelected(f.value);
              startTransition(() => {
                refetch({ filter: f.value });
              });
            }}
          >
            {f.label}
          </Button>
        ))}
      </div>
      {groups.length === 0 ? <p className={styles.meta}>Nothing new.</p> : null}
      {groups.map((g) => (
        <section key={g.month} aria-label={g.label}>
          <h3 className={styles.month}>{g.label}</h3>
          <ul className={styles.list}>
            {g.items.map((e) => (
              <StreamItem key={e.node.id} record={e.node} />
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}
