// Calls on several records at once (DeleteMultiple, ChangeMultipleStatus) and the status toggle: in one
// transaction every record is locked (in id order, so concurrent bulk calls never deadlock) and checked
// (still there, the version the client read, write permission), then all change, or none does.
import { z } from 'zod';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { conflictError, lockRows, type ConflictInfo } from './concurrency';
import type { StoredKind } from './kinds';
import { commit, type Services } from './live';
import type { Row } from './read';
import { applyUpdate, requirePermission, softDelete } from './writes';

export interface Target {
  kind: StoredKind;
  id: number;
  /** The version the client read (absent: last write wins). */
  version?: number;
}

const idListBody = z.object({ idList: z.array(z.coerce.number().int().positive().max(2_147_483_647)).min(1).max(100) });
export const statusQuery = z.object({
  status: z.coerce.number({ error: 'Invalid status' }).pipe(z.union([z.literal(0), z.literal(1)], { error: 'Invalid status' })),
});

/** The distinct ids of a `{ idList }` body. */
export const idsOfBody = (body: unknown) => [...new Set(parseBody(idListBody, body ?? {}).idList)];

/**
 * Locks and checks every target inside the transaction. A record deleted meanwhile refuses the call (404);
 * stale versions refuse it with one 409 naming each (`conflicts`, the first one's message).
 */
async function lockAll(tx: Db, auth: UserAuth, targets: Target[]) {
  const byKind = new Map<StoredKind, Target[]>();
  for (const t of targets) byKind.set(t.kind, [...(byKind.get(t.kind) ?? []), t]);
  const locked = new Map<Target, Row>();
  for (const [kind, list] of [...byKind].sort(
    ([a], [b]) => a.type.table.localeCompare(b.type.table) || a.type.objectName.localeCompare(b.type.objectName),
  )) {
    const rows = new Map(
      (
        await lockRows(
          tx,
          kind,
          auth,
          list.map((t) => t.id),
        )
      ).map((r) => [r.id, r]),
    );
    for (const t of list) {
      const row = rows.get(t.id);
      if (!row) throw notFound(`${kind.type.label} not found`);
      locked.set(t, row);
    }
  }
  const stale: HttpError[] = [];
  for (const t of targets) {
    const row = locked.get(t)!;
    if (t.version !== undefined && t.version !== row.version) stale.push(await conflictError(tx, t.kind, auth, row));
  }
  if (stale.length) {
    const conflicts = stale.map((e) => e.extra.conflict as ConflictInfo);
    throw new HttpError(409, stale[0]!.message, { conflict: conflicts[0], conflicts });
  }
  const out = [];
  for (const t of targets) {
    const row = locked.get(t)!;
    out.push({ kind: t.kind, row, permission: await requirePermission(tx, t.kind, auth, row) });
  }
  return out;
}

export async function deleteMany(svc: Services, auth: UserAuth, targets: Target[]) {
  return commit(svc, auth, async (tx, changes) => {
    const data = [];
    for (const { kind, row } of await lockAll(tx, auth, targets)) data.push(await softDelete(tx, kind, auth, changes, row));
    return { data };
  });
}

/**
 * Status 1 is active, 0 inactive (spec: bulk status change sets isActive when the status is 1). A status change
 * edits no form field: a record missing a required extra field (defined after it was saved) still changes status.
 */
export async function changeStatus(svc: Services, auth: UserAuth, targets: Target[], status: 0 | 1) {
  return commit(svc, auth, async (tx, changes) => {
    const data = [];
    for (const { kind, row, permission } of await lockAll(tx, auth, targets))
      data.push((await applyUpdate(tx, kind, auth, changes, row, permission, { status }, { requiredExtras: false })).model);
    return { data };
  });
}
