import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { sameOriginPath } from '../../../app/links';
import type { UpcomingRemindersQuery } from './__generated__/UpcomingRemindersQuery.graphql';
import styles from './Panels.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The notification panel's Upcoming Reminders tab: the user's reminders still to come, soonest first. */
export default function UpcomingReminders({ onNavigate }: { onNavigate: () => void }) {
  const { viewer } = useLazyLoadQuery<UpcomingRemindersQuery>(
    graphql`
      query UpcomingRemindersQuery {
        viewer {
          upcomingReminders {
            id
            name
            content
            remindAt
            url
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const reminders = viewer?.upcomingReminders ?? [];
  if (reminders.length === 0) return <p className={styles.muted}>You have no upcoming reminders.</p>;
  return (
    <ul className={styles.list} aria-label="Upcoming Reminders">
      {reminders.map((r) => {
        const href = sameOriginPath(r.url);
        return (
          <li key={r.id} className={styles.item}>
            <span>
              {href ? (
                <Link to={href} onClick={onNavigate}>
                  {r.name}
                </Link>
              ) : (
                r.name
              )}
              {r.content ? <span className={styles.muted}> · {r.content}</span> : null}
            </span>
            <time className={styles.muted} dateTime={String(r.remindAt)}>
              {timeFormat.format(new Date(String(r.remindAt)))}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
