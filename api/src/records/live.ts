// Writes run in one transaction that collects what changed; the hub hears of it only after the commit,
// so no consumer re-reads a record before it is visible.
import type { RecordChange, RecordChangedPayload } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import type { HubBus } from '../hub/bus';
import { announce, type NotificationRow } from '../notifications/service';

export interface Services {
  db: Db;
  hub: HubBus;
}

export class ChangeSet {
  readonly records: RecordChangedPayload[] = [];
  readonly notifications: NotificationRow[] = [];
  constructor(private readonly auth: UserAuth) {}
  record(objectName: string, id: number, change: RecordChange) {
    this.records.push({ objectName, id, change, userId: this.auth.user.id });
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
  const result = await svc.db.transaction((tx) => work(tx, changes));
  await publishRecordChanges(svc.hub, auth.companyId, changes.records);
  await announce(svc.hub, changes.notifications);
  return result;
}
