import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { sameOriginPath } from '../../../app/links';
import type { RunningTimersQuery } from './__generated__/RunningTimersQuery.graphql';
import styles from './Panels.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** The mobile menu's Timers: the tasks the user has a timer running on (stopping one logs its time, on the task). */
export default function RunningTimers({ onNavigate }: { onNavigate: () => void }) {
  const { viewer } = useLazyLoadQuery<RunningTimersQuery>(
    graphql`
      query RunningTimersQuery {
        viewer {
          runningTimers {
            id
            subject
            url
            timerStartedAt
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const timers = viewer?.runningTimers ?? [];
  if (timers.length === 0) return <p className={styles.muted}>You have no running timers.</p>;
  return (
    <ul className={styles.list} aria-label="Running timers">
      {timers.map((t) => {
        const href = sameOriginPath(t.url);
        return (
          <li key={t.id} className={styles.item}>
            {href ? (
              <Link to={href} onClick={onNavigate}>
                {t.subject}
              </Link>
            ) : (
              t.subject
            )}
            {t.timerStartedAt ? <span className={styles.muted}> since {timeFormat.format(new Date(String(t.timerStartedAt)))}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
