// Writes run in one transaction that collects what changed; the hub hears of it only after the commit,
// so no consumer re-reads a record before it is visible.
import type { RecordChange, RecordChangedPayload } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import type { HubBus } from '../hub/bus';
import { announce, type NotificationRow } from '../notifications/service';
import { markInvolved, peopleOf, showsInCalendar, type Involved } from '../calendar/involved';
import type { Row } from './read';

export interface Services {
  db: Db;
  hub: HubBus;
}

export class ChangeSet {
  readonly records: RecordChangedPayload[] = [];
  readonly notifications: NotificationRow[] = [];
  /** Whom events and tasks named before the change, by `objectName:id` (a moved-away event concerns them too). */
  readonly before = new Map<string, Involved>();
  constructor(private readonly auth: UserAuth) {}
  /** A change of the record; `before` is the row as it was, when the change may have changed its people. */
  record(objectName: string, id: number, change: RecordChange, before?: Row) {
    this.records.push({ objectName, id, change, userId: this.auth.user.id });
    if (before && showsInCalendar(objectName)) this.namedBefore(objectName, id, { userIds: peopleOf(objectName, before), groupIds: [] });
  }
  namedBefore(objectName: string, id: number, people: Involved) {
    const key = `${objectName}:${id}`;
    const known = this.before.get(key);
    this.before.set(
      key,
      known ? { userIds: [...known.userIds, ...people.userIds], groupIds: [...known.groupIds, ...people.groupIds] } : people,
    );
  }
}

export async function publishRecordChanges(hub: HubBus, companyId: number, changes: RecordChangedPayload[]): Promise<void> {
  for (const payload of changes) {
    await hub.publish({ hub: 'record', event: 'changed', group: `company:${companyId}`, companyId, payload });
  }
}

/** Runs `work` in a transaction, then publishes its record changes and notifications. */
export async function commit<T>(svc: Services, auth: UserAuth, work: (tx: Db, changes: ChangeSet) => Promise<T>): Promise<T> {
  const changes = new ChangeSet(auth);
  const result = await svc.db.transaction(async (tx) => {
    const out = await work(tx, changes);
    await markInvolved(tx, auth.companyId, changes.records, changes.before);
    return out;
  });
  await publishRecordChanges(svc.hub, auth.companyId, changes.records);
  await announce(svc.hub, changes.notifications);
  return result;
}
