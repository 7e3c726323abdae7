import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import { Card, Page, PageHeader } from '../../../ui';
import { preloadRouteQueryWithShell } from '../../../app/shell/AppShell';
import { timeIn, useCalendarZone } from '../../calendar/zone';
import type { TodayAgendaRouteQuery } from './__generated__/TodayAgendaRouteQuery.graphql';
import styles from '../components/Tasks.module.css';

const query = graphql`
  query TodayAgendaRouteQuery($withShell: Boolean!) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    viewer {
      # Without a range the api reads the user's today, in their time zone preference.
      dueToday {
        tasks {
          id
          rowId
          subject
          dueDate
          dueStateText
        }
        calls {
          id
          rowId
          subject
          dueDate
        }
        events {
          id
          subject
          start
          url
        }
      }
    }
  }
`;

/** home-mobile/today-agenda: due today's tasks, calls and events. */
export function loader() {
  return preloadRouteQueryWithShell<TodayAgendaRouteQuery>('today-agenda', query, {});
}

export function Component() {
  const data = usePreloadedQuery<TodayAgendaRouteQuery>(query, useLoaderData() as PreloadedQuery<TodayAgendaRouteQuery>);
  // Times as the calendar shows them: in the user's time zone preference.
  const zone = useCalendarZone();
  const d = data.viewer?.dueToday;
  if (!d) return null;
  const time = (iso: string | null | undefined) => (iso ? timeIn(new Date(iso), zone) : '');
  return (
    <Page>
      <PageHeader title="Today" />
      <Card title="Events">
        {d.events.length === 0 ? <p className={styles.empty}>No events today.</p> : null}
        <ul className={styles.list}>
          {d.events.map((e) => (
            <li key={e.id} className={styles.row}>
              {time(e.start)} <Link to={e.url}>{e.subject}</Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Tasks">
        {d.tasks.length === 0 ? <p className={styles.empty}>No tasks due today.</p> : null}
        <ul className={styles.list}>
          {d.tasks.map((t) => (
            <li key={t.id} className={styles.row}>
              {time(t.dueDate)} <Link to={`/task/${t.rowId}/progress`}>{t.subject}</Link>{' '}
              <span className={styles.meta}>{t.dueStateText}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Calls">
        {d.calls.length === 0 ? <p className={styles.empty}>No calls today.</p> : null}
        <ul className={styles.list}>
          {d.calls.map((c) => (
            <li key={c.id} className={styles.row}>
              {time(c.dueDate)} <Link to={`/task/${c.rowId}/progress`}>{c.subject}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}
