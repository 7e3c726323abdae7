// Explicit record shares: raise one user's permission on one record. Managed by the owner or an admin.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { recordShares, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { fullName } from '../users/model';
import type { RecordDefinition } from './definition';
import { findRow, permissionOf } from './service';

const shareInput = z.object({
  parentId: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
  accessLevel: z.enum(['read', 'write', 'lock']).default('write'),
});

async function requireManageable(db: Db, def: RecordDefinition, auth: UserAuth, parentId: number) {
  const row = await findRow(db, def, auth.companyId, parentId);
  if (!row) throw notFound(`${def.objectName} not found`);
  if ((await permissionOf(db, def, auth, row)) !== 'lock') throw forbidden("You don't have permission to share this record");
  return row;
}

const toShare = (s: typeof recordShares.$inferSelect, userName: string | null) => ({
  id: s.id,
  parentId: s.parentId,
  parentObject: s.parentObject,
  userId: s.userId,
  userOrGroupId: s.userId,
  userType: 'user' as const,
  userName,
  accessLevel: s.accessLevel,
});

export async function listShares(db: Db, def: RecordDefinition, auth: UserAuth, parentId: number) {
  if (!(await findRow(db, def, auth.companyId, parentId))) throw notFound(`${def.objectName} not found`);
  const rows = await db
    .select({ share: recordShares, firstName: users.firstName, lastName: users.lastName })
    .from(recordShares)
    .innerJoin(users, eq(users.id, recordShares.userId))
    .where(and(eq(recordShares.companyId, auth.companyId), eq(recordShares.parentObject, def.objectName), eq(recordShares.parentId, parentId)))
    .orderBy(asc(recordShares.id));
  return { data: rows.map((r) => toShare(r.share, fullName(r))) };
}

export async function addShare(db: Db, def: RecordDefinition, auth: UserAuth, body: unknown) {
  const input = parseBody(shareInput, body ?? {});
  await requireManageable(db, def, auth, input.parentId);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.companyId, auth.companyId)));
  if (!user) throw notFound('User not found');
  const [share] = await db
    .insert(recordShares)
    .values({ companyId: auth.companyId, parentObject: def.objectName, parentId: input.parentId, userId: input.userId, accessLevel: input.accessLevel })
    .onConflictDoUpdate({
      target: [recordShares.companyId, recordShares.parentObject, recordShares.parentId, recordShares.userId],
      set: { accessLevel: input.accessLevel },
    })
    .returning();
  return { model: toShare(share!, fullName(user)) };
}

export async function deleteShare(db: Db, def: RecordDefinition, auth: UserAuth, id: number) {
  const [share] = await db
    .select()
    .from(recordShares)
    .where(and(eq(recordShares.id, id), eq(recordShares.companyId, auth.companyId), eq(recordShares.parentObject, def.objectName)));
  if (!share) throw notFound('Share not found');
  await requireManageable(db, def, auth, share.parentId);
  await db.delete(recordShares).where(eq(recordShares.id, id));
  return {};
}
