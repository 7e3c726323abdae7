// GetRecent: items recently changed under records (audit rows whose object or top parent is the record),
// for one record or a batch, in a bounded number of queries: one ranked query over the audit rows, then
// one read of the live items per type they belong to.
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { RecentItem } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { auditHistory, users } from '../db/schema';
import { fullName } from '../users/model';
import { BATCH_OWNER, batchOwners, groupByOwner } from './batch';
import { kindOf, type StoredKind } from './kinds';
import { rowsByIds, type Row } from './read';

/** Items per record, newest change first. */
export const RECENT_LIMIT = 20;

/**
 * For each row (of one kind): the latest change of each item under it, newest first, one per item, at
 * most 20; items deleted since are left out.
 */
export async function recentItems(db: Db, kind: StoredKind, auth: UserAuth, rows: Row[]): Promise<Map<number, RecentItem[]>> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return new Map();
  const name = kind.type.objectName;
  const a = auditHistory;
  const belongs = or(
    and(eq(a.objectName, name), eq(a.objectId, BATCH_OWNER)),
    and(eq(a.topParentObject, name), eq(a.topParentId, BATCH_OWNER)),
  );
  // The latest audit row of each item under each record…
  const perItem = db
    .select({
      owner: sql<number>`${BATCH_OWNER}`.as('recent_owner'),
      id: a.id,
      objectName: a.objectName,
      objectId: a.objectId,
      action: a.action,
      changeDate: a.changeDate,
      userId: a.userId,
      itemRank:
        sql<number>`row_number() over (partition by ${BATCH_OWNER}, ${a.objectName}, ${a.objectId} order by ${a.changeDate} desc, ${a.id} desc)`.as(
          'item_rank',
        ),
    })
    .from(a)
    .innerJoin(batchOwners(ids), belongs)
    .where(eq(a.companyId, auth.companyId))
    .as('recent_item');
  // …ranked per record, newest first.
  const ranked = db
    .select({
      owner: perItem.owner,
      objectName: perItem.objectName,
      objectId: perItem.objectId,
      action: perItem.action,
      changeDate: perItem.changeDate,
      userId: perItem.userId,
      ownerRank: sql<number>`row_number() over (partition by ${perItem.owner} order by ${perItem.changeDate} desc, ${perItem.id} desc)`.as(
        'owner_rank',
      ),
    })
    .from(perItem)
    .where(eq(perItem.itemRank, 1))
    .as('recent_ranked');
  const latest = await db
    .select({
      owner: ranked.owner,
      objectName: ranked.objectName,
      objectId: ranked.objectId,
      action: ranked.action,
      changeDate: ranked.changeDate,
      userId: ranked.userId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(ranked)
    .leftJoin(users, eq(users.id, ranked.userId))
    .where(lte(ranked.ownerRank, RECENT_LIMIT))
    .orderBy(ranked.owner, ranked.ownerRank);

  // Current name and URL from the live rows, one query per type.
  const live = new Map<string, Row>();
  const byType = new Map<string, Set<number>>();
  for (const r of latest) byType.set(r.objectName, (byType.get(r.objectName) ?? new Set()).add(r.objectId));
  await Promise.all(
    [...byType].map(async ([objectName, itemIds]) => {
      const k = kindOf(objectName);
      if (k) for (const item of await rowsByIds(db, k, auth, [...itemIds])) live.set(`${objectName}:${item.id}`, item);
    }),
  );
  const items = latest.flatMap((r) => {
    const item = live.get(`${r.objectName}:${r.objectId}`);
    if (!item) return [];
    const recent: RecentItem = {
      objectName: r.objectName,
      id: r.objectId,
      name: item.name,
      url: item.url,
      action: r.action,
      changeDate: new Date(r.changeDate).toISOString(),
      userId: r.userId,
      userName: r.firstName === null ? null : fullName({ firstName: r.firstName, lastName: r.lastName ?? '' }),
    };
    return [{ owner: Number(r.owner), recent }];
  });
  const grouped = groupByOwner(ids, items, (x) => x.owner);
  return new Map([...grouped].map(([id, list]) => [id, list.map((x) => x.recent)]));
}

export async function getRecent(db: Db, kind: StoredKind, auth: UserAuth, row: Row): Promise<RecentItem[]> {
  return (await recentItems(db, kind, auth, [row])).get(row.id) ?? [];
}
