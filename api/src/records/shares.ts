// Shares raise one user's or one group's permission on one record (spec: Share). Managed by whoever
// holds lock on the record (its owner or an administrator); listed to anyone who can read it.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { ShareModel } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { groups, recordShares, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { fullName } from '../users/model';
import { kindOf, type StoredKind } from './kinds';
import { commit, type Services } from './live';
import { lockRow } from './concurrency';
import { permissionOf, requireRow, type Row } from './read';
import { listingSections } from './sections';

const level = z.enum(['read', 'write', 'lock']);
const shareInput = z
  .object({
    parentId: z.coerce.number().int().positive(),
    userType: z.enum(['user', 'group']).default('user'),
    userOrGroupId: z.coerce.number().int().positive().optional(),
    /** Older clients name the user directly. */
    userId: z.coerce.number().int().positive().optional(),
    accessLevel: level.default('write'),
    objectAccessList: z.array(z.object({ objectName: z.string().min(1).max(100), access: level })).max(50).optional(),
  })
  .transform((s) => ({ ...s, shareeId: s.userOrGroupId ?? s.userId }));

type ShareRow = typeof recordShares.$inferSelect;

/** The shared record; `lock` holds its row for the caller's transaction (a share change checks lock permission on it). */
async function requireShareable(db: Db, kind: StoredKind, auth: UserAuth, parentId: number, manage: boolean, lock = false): Promise<Row> {
  if (!kind.type.traits.shareable) throw notFound('Invalid object');
  const row = lock ? await lockRow(db, kind, auth, parentId) : await requireRow(db, kind, auth, parentId);
  if (manage && (await permissionOf(db, kind, auth, row)) !== 'lock') throw forbidden("You don't have permission to share this record");
  return row;
}

/** Default object access: write on every type the record's sections list (spec: default write). */
const defaultObjectAccess = (kind: StoredKind) =>
  [...new Set(listingSections(kind.type.sections).map((s) => s.type!))].map((objectName) => ({ objectName, access: 'write' as const }));

async function shareeNames(db: Db, companyId: number, rows: ShareRow[]) {
  const userIds = rows.flatMap((r) => (r.userId ? [r.userId] : []));
  const groupIds = rows.flatMap((r) => (r.groupId ? [r.groupId] : []));
  const [u, g] = await Promise.all([
    userIds.length ? db.select().from(users).where(and(eq(users.companyId, companyId), inArray(users.id, userIds))) : [],
    groupIds.length ? db.select().from(groups).where(and(eq(groups.companyId, companyId), inArray(groups.id, groupIds))) : [],
  ]);
  return { users: new Map(u.map((x) => [x.id, fullName(x)])), groups: new Map(g.map((x) => [x.id, x.name])) };
}

function toShare(s: ShareRow, names: Awaited<ReturnType<typeof shareeNames>>): ShareModel {
  const isGroup = s.userType === 'group';
  const id = (isGroup ? s.groupId : s.userId)!;
  return {
    id: s.id,
    parentId: s.parentId,
    parentObject: s.parentObject,
    userOrGroupId: id,
    userType: s.userType,
    name: (isGroup ? names.groups.get(id) : names.users.get(id)) ?? '',
    accessLevel: s.accessLevel,
    objectAccessList: s.objectAccessList,
  };
}

/** The shares of each row (of one shareable kind): one query for the shares, one per sharee table for their names. */
export async function sharesOf(db: Db, kind: StoredKind, auth: UserAuth, rows: Row[]): Promise<Map<number, ShareModel[]>> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0 || !kind.type.traits.shareable) return new Map(ids.map((id) => [id, []]));
  const shares = await db
    .select()
    .from(recordShares)
    .where(and(eq(recordShares.companyId, auth.companyId), eq(recordShares.parentObject, kind.type.objectName), inArray(recordShares.parentId, ids)))
    .orderBy(asc(recordShares.id));
  const names = await shareeNames(db, auth.companyId, shares);
  const byParent = new Map<number, ShareModel[]>(ids.map((id) => [id, []]));
  for (const s of shares) byParent.get(s.parentId)?.push(toShare(s, names));
  return byParent;
}

export async function listShares(db: Db, kind: StoredKind, auth: UserAuth, parentId: number) {
  const row = await requireShareable(db, kind, auth, parentId, false);
  return { data: (await sharesOf(db, kind, auth, [row])).get(row.id)! };
}

/** Adds a share, or changes the level of the sharee's existing one. */
export async function addShare(svc: Services, kind: StoredKind, auth: UserAuth, body: unknown) {
  const input = parseBody(shareInput, body ?? {});
  if (!input.shareeId) throw badRequest('Please complete all required fields', [{ field: 'userOrGroupId', message: 'Please complete all required fields' }]);
  await requireShareable(svc.db, kind, auth, input.parentId, true);
  const isGroup = input.userType === 'group';
  const sharee = isGroup
    ? await svc.db.select({ id: groups.id }).from(groups).where(and(eq(groups.id, input.shareeId), eq(groups.companyId, auth.companyId)))
    : await svc.db.select({ id: users.id }).from(users).where(and(eq(users.id, input.shareeId), eq(users.companyId, auth.companyId)));
  // A sharee outside the company is bad input (400, field named), like every other reference.
  if (sharee.length === 0) {
    const message = isGroup ? 'Invalid group' : 'Invalid user';
    throw badRequest(message, [{ field: input.userOrGroupId !== undefined ? 'userOrGroupId' : 'userId', message }]);
  }
  const objectAccessList = input.objectAccessList ?? defaultObjectAccess(kind);
  const key = and(
    eq(recordShares.companyId, auth.companyId),
    eq(recordShares.parentObject, kind.type.objectName),
    eq(recordShares.parentId, input.parentId),
    eq(recordShares.userType, input.userType),
    isGroup ? eq(recordShares.groupId, input.shareeId) : eq(recordShares.userId, input.shareeId),
  );
  const share = await commit(svc, auth, async (tx, changes) => {
    // Permission again under the record's lock: an owner change racing this share cannot slip past it.
    await requireShareable(tx, kind, auth, input.parentId, true, true);
    const [existing] = await tx.select().from(recordShares).where(key);
    const [saved] = existing
      ? await tx.update(recordShares).set({ accessLevel: input.accessLevel, objectAccessList }).where(eq(recordShares.id, existing.id)).returning()
      : await tx
          .insert(recordShares)
          .values({
            companyId: auth.companyId,
            parentObject: kind.type.objectName,
            parentId: input.parentId,
            userType: input.userType,
            userId: isGroup ? null : input.shareeId,
            groupId: isGroup ? input.shareeId : null,
            accessLevel: input.accessLevel,
            objectAccessList,
          })
          .returning();
    changes.record(kind.type.objectName, input.parentId, 'updated');
    return saved!;
  });
  return { model: toShare(share, await shareeNames(svc.db, auth.companyId, [share])) };
}

/** Deletes a share of a record of one of `objectNames` (a role's shares are its parties'). */
export async function deleteShare(svc: Services, objectNames: readonly string[], auth: UserAuth, id: number) {
  const [share] = await svc.db
    .select()
    .from(recordShares)
    .where(and(eq(recordShares.id, id), eq(recordShares.companyId, auth.companyId), inArray(recordShares.parentObject, [...objectNames])));
  const kind = share ? kindOf(share.parentObject) : undefined;
  if (!share || !kind) throw notFound('Share not found');
  await requireShareable(svc.db, kind, auth, share.parentId, true);
  await commit(svc, auth, async (tx, changes) => {
    await requireShareable(tx, kind, auth, share.parentId, true, true);
    await tx.delete(recordShares).where(eq(recordShares.id, id));
    changes.record(kind.type.objectName, share.parentId, 'updated');
  });
  return { message: 'Shares has been deleted.' };
}
