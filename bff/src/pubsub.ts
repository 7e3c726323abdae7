import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { RecordChangedPayload } from '../../contract';
import type { NotificationModel } from './upstream/types';

/** Topics of the bff's pub-sub, keyed by the addressed user (notifications) or company (record changes). */
export type PubSubTopics = {
  notificationAdded: [userId: number, notification: NotificationModel];
  recordChanged: [companyId: number, change: RecordChangedPayload];
  /** A task action wrote a progress line (the api's task.progress). */
  taskProgress: [companyId: number, event: TaskProgressEvent];
  /** A status update was added, or commented on (the api's record.changed of a new StatusUpdate, statusUpdate.comment). */
  statusUpdateAdded: [companyId: number, event: StatusUpdateEvent];
  /** An api instance started with this version (the hub's notification.newVersion): every page hears it. */
  newVersion: [event: { version: string }];
  /** A reminder of the user is due (the api's notification.reminder). */
  reminderDue: [userId: number, reminder: ReminderModel];
  /** A lookup of a user or a company changed (the api's lookupChange); one topic, filtered per subscriber. */
  lookupChanged: [all: 0, event: { userId?: number; companyId?: number; lookup: string | null }];
};

/** A reminder as the api answers it (`UpcomingReminder`, the hub's notification.reminder). */
export interface ReminderModel {
  id: number;
  userId: number;
  name: string;
  objectName?: string | null;
  objectId?: number | null;
  content?: string | null;
  remindAt: string;
  creationDate: string;
}

export interface TaskProgressEvent {
  taskId: number;
  progressId: number;
  action: string;
  userId: number;
}

export interface StatusUpdateEvent {
  statusUpdateId: number;
  commentId?: number;
  userId: number;
}

export function createBffPubSub(redisUrl?: string) {
  if (!redisUrl) {
    // One listener per open subscription on a topic (every user of a company hears its record changes):
    // thousands are normal, so Node's leak warning (past 10 listeners) does not apply.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub<PubSubTopics>({ eventTarget }), close: async () => undefined };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubTopics>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type PubSub = ReturnType<typeof createBffPubSub>['pubsub'];
