// The share part of a permission: the highest level shared with the user, directly or through a group.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { anyOf, prepared, statementName } from '../db/prepared';
import { groupMembers, recordShares } from '../db/schema';
import { maxPermission, type Permission } from './index';

export interface ShareViewer {
  companyId: number;
  userId: number;
}

/** The shared level per record id, for records of one object name (one query for a whole page). */
export async function sharedLevels(db: Db, viewer: ShareViewer, parentObject: string, ids: number[]): Promise<Map<number, Permission>> {
  const out = new Map<number, Permission>();
  if (ids.length === 0) return out;
  const query = prepared(db, 'sharedLevels', () => {
    const [companyId, userId] = [sql.placeholder('companyId'), sql.placeholder('userId')];
    const myGroups = db
      .select({ id: groupMembers.groupId })
      .from(groupMembers)
      .where(and(eq(groupMembers.companyId, companyId), eq(groupMembers.userId, userId)));
    return db
      .select({ parentId: recordShares.parentId, accessLevel: recordShares.accessLevel })
      .from(recordShares)
      .where(
        and(
          eq(recordShares.companyId, companyId),
          eq(recordShares.parentObject, sql.placeholder('parentObject')),
          anyOf(recordShares.parentId, 'ids'),
          or(
            and(eq(recordShares.userType, 'user'), eq(recordShares.userId, userId)),
            and(eq(recordShares.userType, 'group'), inArray(recordShares.groupId, myGroups)),
          ),
        ),
      )
      .prepare(statementName('sharedLevels'));
  });
  const rows = await query.execute({ companyId: viewer.companyId, userId: viewer.userId, parentObject, ids });
  for (const r of rows) out.set(r.parentId, maxPermission(out.get(r.parentId) ?? 'read', r.accessLevel));
  return out;
}
