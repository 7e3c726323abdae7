import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { sameOriginPath } from '../../../app/links';
import { Button } from '../../../ui';
import type { NotificationItem_notification$key } from './__generated__/NotificationItem_notification.graphql';
import styles from './Notifications.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export interface NotificationItemProps {
  notification: NotificationItem_notification$key;
  onOpen: () => void;
  onDelete: (id: string) => void;
}

export function NotificationItem({ notification, onOpen, onDelete }: NotificationItemProps) {
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        name
        objectName
        parentName
        isRead
        createdAt
        url
        actor {
          fullName
        }
      }
    `,
    notification,
  );
  const about = [data.objectName, data.parentName].filter(Boolean).join(' · ');
  // The bff builds the link from the catalogue; the bell still links only to paths of this site.
  const href = sameOriginPath(data.url);
  return (
    <li className={`${styles.item} ${data.isRead ? '' : styles.unread}`}>
      <div className={styles.itemBody}>
        {data.isRead ? null : <span className="visually-hidden">Unread: </span>}
        {href ? (
          <Link to={href} onClick={onOpen}>
            {data.name}
          </Link>
        ) : (
          <span>{data.name}</span>
        )}
        <span className={styles.meta}>
          {[about, data.actor?.fullName, formatDate(data.createdAt)].filter(Boolean).join(' · ')}
        </span>
      </div>
      <Button variant="quiet" aria-label={`Delete notification: ${data.name}`} onPress={() => onDelete(data.id)}>
        <span aria-hidden="true">✕</span>
      </Button>
    </li>
  );
}
