// DeleteObject/Undo: restores the user's last n deletions of undoable types, newest first.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recordType } from '../../../contract';
import { writeAudit } from '../audit/service';
import type { UserAuth } from '../context';
import { deletedObjects } from '../db/schema';
import { kindOf } from './kinds';
import { commit, type Services } from './live';
import { findRow } from './read';
import { auditTarget } from './writes';

export interface UndoResult {
  objectName: string;
  name: string;
  /** URL segment of the type (spec: objectUrl). */
  objectUrl: string;
  id: number;
  /** Whether the undo toast offers a link to open the record (spec: only some types). */
  canOpen: boolean;
}

/** Restores the user's last `n` deletions, or (the recycle bin) the one entry `entryId` of theirs. */
export async function undoDeletes(svc: Services, auth: UserAuth, n: number, entryId?: number): Promise<UndoResult[]> {
  return commit(svc, auth, async (tx, changes) => {
    const entries = await tx
      .select()
      .from(deletedObjects)
      .where(
        and(
          eq(deletedObjects.companyId, auth.companyId),
          eq(deletedObjects.userId, auth.user.id),
          isNull(deletedObjects.restoredAt),
          entryId === undefined ? undefined : eq(deletedObjects.id, entryId),
        ),
      )
      .orderBy(desc(deletedObjects.id))
      .limit(n);
    const restored: UndoResult[] = [];
    for (const entry of entries) {
      await tx.update(deletedObjects).set({ restoredAt: new Date() }).where(eq(deletedObjects.id, entry.id));
      const kind = kindOf(entry.objectName);
      if (!kind || !kind.type.traits.undoable) continue;
      const back = await tx
        .update(kind.table)
        .set({ deletedAt: null, deletedBy: null, version: sql`${kind.col('version')} + 1` })
        .where(and(eq(kind.col('companyId'), auth.companyId), eq(kind.col('id'), entry.objectId)))
        .returning({ id: kind.col('id') });
      if (back.length === 0) continue;
      const row = (await findRow(tx, kind, auth, entry.objectId))!;
      await writeAudit(tx, {
        companyId: auth.companyId,
        userId: auth.user.id,
        ...auditTarget(kind, row),
        action: 'restore',
        changes: [{ fieldName: 'isDeleted', oldValue: true, newValue: false }],
      });
      changes.record(kind.type.objectName, entry.objectId, 'restored');
      const type = recordType(entry.objectName)!;
      restored.push({
        objectName: type.objectName,
        name: row.name,
        objectUrl: type.urlSegment,
        id: entry.objectId,
        canOpen: type.traits.undoOpenLink,
      });
    }
    return restored;
  });
}

/**
 * The recycle bin: the user's deletions of undoable types not restored yet whose record is still deleted (newest
 * first). A record deleted again after a restore shows once, as its latest deletion.
 */
export async function recycleBin(db: Db, auth: UserAuth, limit: number) {
  const entries = await db
    .select()
    .from(deletedObjects)
    .where(and(eq(deletedObjects.companyId, auth.companyId), eq(deletedObjects.userId, auth.user.id), isNull(deletedObjects.restoredAt)))
    .orderBy(desc(deletedObjects.id))
    .limit(limit);
  // One query per record type: which of these records are still deleted.
  const byKind = new Map<string, number[]>();
  for (const e of entries) byKind.set(e.objectName, [...(byKind.get(e.objectName) ?? []), e.objectId]);
  const stillDeleted = new Set<string>();
  for (const [objectName, ids] of byKind) {
    const kind = kindOf(objectName);
    if (!kind || !kind.type.traits.undoable) continue;
    const rows = await db
      .select({ id: kind.col('id') })
      .from(kind.table)
      .where(and(eq(kind.col('companyId'), auth.companyId), inArray(kind.col('id'), ids), isNotNull(kind.col('deletedAt'))));
    for (const r of rows) stillDeleted.add(`${objectName}:${String(r.id)}`);
  }
  const seen = new Set<string>();
  const out = [];
  for (const e of entries) {
    const key = `${e.objectName}:${e.objectId}`;
    if (!stillDeleted.has(key) || seen.has(key)) continue;
    seen.add(key);
    const type = recordType(e.objectName)!;
    out.push({
      id: e.id,
      objectName: type.objectName,
      objectId: e.objectId,
      objectUrl: type.urlSegment,
      name: e.name,
      deletedAt: e.deletedAt,
    });
  }
  return out;
}
