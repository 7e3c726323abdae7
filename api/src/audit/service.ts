// Audit history: one row per change set, written in the caller's transaction.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { auditHistory, type FieldChange } from '../db/schema';

export type AuditAction = 'add' | 'update' | 'delete' | 'unlock' | 'restore';

export interface AuditEntry {
  companyId: number;
  userId: number;
  objectName: string;
  objectId: number;
  parentName: string | null;
  topParentObject?: string;
  topParentId?: number;
  action: AuditAction;
  changes: FieldChange[];
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<string> {
  const batchId = randomUUID();
  await db.insert(auditHistory).values({
    companyId: entry.companyId,
    batchId,
    objectName: entry.objectName,
    objectId: entry.objectId,
    topParentObject: entry.topParentObject ?? entry.objectName,
    topParentId: entry.topParentId ?? entry.objectId,
    parentName: entry.parentName,
    userId: entry.userId,
    action: entry.action,
    fieldChangeList: entry.changes,
  });
  return batchId;
}

/** JSON-comparable form of a value (dates as ISO strings, undefined as null). */
export function auditValue(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  return v;
}

/** Field changes between two snapshots, for the given keys. */
export function diff(keys: Iterable<string>, before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const key of keys) {
    const oldValue = auditValue(before[key]);
    const newValue = auditValue(after[key]);
    if (JSON.stringify(oldValue) !== JSON.stringify(newValue)) changes.push({ fieldName: key, oldValue, newValue });
  }
  return changes;
}
