// The creation of every seeded record in its History section: one 'add' audit row per record, by its
// owner at its creation date, listing the fields it was created with (as the api's own Add writes them).
import { randomUUID } from 'node:crypto';
import { fieldsOf } from '../../../contract';
import { auditHistory, type FieldChange } from '../db/schema';
import type { SeedContext, SeededRecord } from './context';

// Server-kept dates are the change itself (changeDate), not changed fields.
const notListed = new Set(['creationDate', 'lastModifiedDate']);
// Rows per INSERT (11 columns each): well below Postgres' bind-parameter limit, few round trips.
const CHUNK = 1000;

/** JSON form of a stored value, as the audit keeps it. */
const auditValue = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/** What the record was created with: its catalogue fields that hold a value (an unset checkbox or an empty list holds none). */
export function creationChanges(record: SeededRecord): FieldChange[] {
  return fieldsOf(record.type)
    .filter((f) => !notListed.has(f.name))
    .map((f) => ({ fieldName: f.name, oldValue: null, newValue: auditValue(record.row[f.name]) }))
    .filter(
      (c) =>
        c.newValue !== null && c.newValue !== undefined && c.newValue !== false && !(Array.isArray(c.newValue) && c.newValue.length === 0),
    );
}

export async function writeCreationHistory(ctx: SeedContext): Promise<void> {
  const rows = ctx.ledger.records.map((record) => ({
    companyId: ctx.companyId,
    batchId: randomUUID(),
    objectName: record.type.objectName,
    objectId: record.id,
    topParentObject: record.topParentObject,
    topParentId: record.topParentId,
    parentName: record.name,
    userId: record.ownerId,
    changeDate: record.creationDate,
    action: 'add',
    fieldChangeList: creationChanges(record),
  }));
  for (let i = 0; i < rows.length; i += CHUNK) await ctx.tx.insert(auditHistory).values(rows.slice(i, i + CHUNK));
}
