// Follows are Watch records: the follower owns them (ownerId = userId), they carry the followed record's
// name and hang off it as their parent. Watch/Add is idempotent; Watch/DeleteWatch removes the follow.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { anyOf, prepared, statementName } from '../db/prepared';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { kindOf, requireKind, scope } from './kinds';
import { commit, type ChangeSet, type Services } from './live';
import { findRow, requireRow, selectRows } from './read';
import { insertRecord, softDelete } from './writes';

export const followInput = z.object({
  parentId: z.coerce.number().int().positive().max(2_147_483_647),
  parentObject: z.string().min(1).max(100),
});

const watchKind = () => requireKind('Watch');

/** The user's follow of a record: its key columns (one follow per user and record). */
const followKey = (auth: UserAuth, parentObject: string, parentId: number) => {
  const w = watchKind();
  return [eq(w.col('parentObject'), parentObject), eq(w.col('parentId'), parentId), eq(w.col('userId'), auth.user.id)];
};

const ownFollow = (auth: UserAuth, parentObject: string, parentId: number) =>
  scope(
    watchKind(),
    { companyId: auth.companyId, user: { id: auth.user.id, isAdministrator: false } },
    ...followKey(auth, parentObject, parentId),
  );

/** Which of the records (of one object name) the user follows, in one query. */
export async function followedIds(db: Db, auth: UserAuth, parentObject: string, parentIds: number[]): Promise<Set<number>> {
  if (parentIds.length === 0) return new Set();
  const w = watchKind();
  // Built once per handle (db/prepared.ts); the viewer sees only their own follows, administrator or not.
  const query = prepared(db, 'followedIds', () => {
    const userId = sql.placeholder('userId') as unknown as number;
    return db
      .select({ parentId: w.col('parentId') })
      .from(w.table)
      .where(
        scope(
          w,
          { companyId: sql.placeholder('companyId') as unknown as number, user: { id: userId, isAdministrator: false } },
          eq(w.col('parentObject'), sql.placeholder('parentObject')),
          anyOf(w.col('parentId'), 'ids'),
          eq(w.col('userId'), userId),
        ),
      )
      .prepare(statementName('followedIds'));
  });
  const rows = await query.execute({ companyId: auth.companyId, userId: auth.user.id, parentObject, ids: parentIds });
  return new Set(rows.map((r) => Number(r.parentId)));
}

async function followed(db: Db, auth: UserAuth, body: unknown) {
  const input = parseBody(followInput, body ?? {});
  const kind = kindOf(input.parentObject);
  if (!kind || !kind.type.traits.followable) throw notFound('Invalid object');
  const parent = await requireRow(db, kind, auth, input.parentId);
  return { kind, parent };
}

/** Follows inside the caller's transaction; following twice answers the existing follow. */
export async function insertFollow(tx: Db, auth: UserAuth, changes: ChangeSet, body: unknown) {
  const { kind, parent } = await followed(tx, auth, body);
  const key = [kind.type.objectName, parent.id] as const;
  const [existing] = await selectRows(tx, watchKind(), ownFollow(auth, ...key));
  if (existing) return { id: existing.id, model: existing, permission: 'lock' as const };
  // An earlier, removed follow would hold the unique key: follows are not undoable, so it goes.
  const w = watchKind();
  await tx.delete(w.table).where(and(eq(w.col('companyId'), auth.companyId), ...followKey(auth, ...key), isNotNull(w.col('deletedAt'))));
  const added = await insertRecord(
    tx,
    w,
    auth,
    changes,
    { parentObject: key[0], parentId: key[1] },
    {
      ownerId: auth.user.id,
      userId: auth.user.id,
      name: parent.name,
      type: 'follow',
    },
  );
  return { id: added.model.id, ...added };
}

export const follow = (svc: Services, auth: UserAuth, body: unknown) =>
  commit(svc, auth, (tx, changes) => insertFollow(tx, auth, changes, body));

/** AddMultiple of Watch: several follows, all or none. */
export async function followMany(svc: Services, auth: UserAuth, body: unknown) {
  const list = parseBody(z.array(followInput).min(1).max(100), body);
  return commit(svc, auth, async (tx, changes) => {
    const data = [];
    for (const item of list) data.push(await insertFollow(tx, auth, changes, item));
    return { data };
  });
}

export async function unfollow(svc: Services, auth: UserAuth, query: unknown) {
  const { kind, parent } = await followed(svc.db, auth, query);
  const [existing] = await selectRows(svc.db, watchKind(), ownFollow(auth, kind.type.objectName, parent.id));
  if (!existing) return {};
  await commit(svc, auth, async (tx, changes) => {
    const row = await findRow(tx, watchKind(), auth, existing.id);
    if (row) await softDelete(tx, watchKind(), auth, changes, row);
  });
  return {};
}
