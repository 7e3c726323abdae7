// Calls on several records at once (DeleteMultiple, ChangeMultipleStatus) and the status toggle:
// every record is checked first, then all change in one transaction, or none does.
import { z } from 'zod';
import type { UserAuth } from '../context';
import { parseBody } from '../http/validation';
import type { StoredKind } from './kinds';
import { commit, type Services } from './live';
import { applyUpdate, requireWritable, softDelete } from './writes';

export interface Target {
  kind: StoredKind;
  id: number;
}

const idListBody = z.object({ idList: z.array(z.coerce.number().int().positive().max(2_147_483_647)).min(1).max(100) });
export const statusQuery = z.object({
  status: z.coerce.number({ error: 'Invalid status' }).pipe(z.union([z.literal(0), z.literal(1)], { error: 'Invalid status' })),
});

/** The distinct ids of a `{ idList }` body. */
export const idsOfBody = (body: unknown) => [...new Set(parseBody(idListBody, body ?? {}).idList)];

async function allWritable(svc: Services, auth: UserAuth, targets: Target[]) {
  const out = [];
  for (const t of targets) out.push({ kind: t.kind, ...(await requireWritable(svc.db, t.kind, auth, t.id)) });
  return out;
}

export async function deleteMany(svc: Services, auth: UserAuth, targets: Target[]) {
  const checked = await allWritable(svc, auth, targets);
  return commit(svc, auth, async (tx, changes) => {
    const data = [];
    for (const { kind, row } of checked) data.push(await softDelete(tx, kind, auth, changes, row));
    return { data };
  });
}

/** Status 1 is active, 0 inactive (spec: bulk status change sets isActive when the status is 1). */
export async function changeStatus(svc: Services, auth: UserAuth, targets: Target[], status: 0 | 1) {
  const checked = await allWritable(svc, auth, targets);
  return commit(svc, auth, async (tx, changes) => {
    const data = [];
    for (const { kind, row, permission } of checked) data.push((await applyUpdate(tx, kind, auth, changes, row, permission, { status })).model);
    return { data };
  });
}
