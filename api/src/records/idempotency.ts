// Idempotent creates: an Add (or AddMultiple) sent with an `Idempotency-Key` header stores its answer with the
// key, per company and user, in the transaction that creates the records. A repeat of the key within a day
// answers that first result and creates nothing. Two concurrent requests with one key serialise on the key's
// unique index: the second waits for the first to commit, then replays its answer (or, if the first failed,
// runs itself).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { commit, type ChangeSet, type Services } from './live';

/** How long a key's answer is kept. */
export const IDEMPOTENCY_TTL_HOURS = 24;

const keyHeader = z.string().regex(/^[\x21-\x7e]{1,200}$/, 'Invalid Idempotency-Key');

/** The request's `Idempotency-Key` (1–200 visible ASCII characters), or undefined. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  return parseBody(z.object({ key: keyHeader }), { key: Array.isArray(raw) ? raw[0] : raw }).key;
}

/** The stored answer of the key, or null when this request claimed it (and must store its own). */
async function claim(tx: Db, auth: UserAuth, key: string, route: string): Promise<{ response: unknown } | null> {
  const mine = and(eq(idempotencyKeys.companyId, auth.companyId), eq(idempotencyKeys.userId, auth.user.id));
  await tx.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`)));
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ companyId: auth.companyId, userId: auth.user.id, key, route, response: {} })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted.length) return null;
  const [prior] = await tx.select().from(idempotencyKeys).where(and(mine, eq(idempotencyKeys.key, key)));
  if (!prior) throw new HttpError(409, 'A request with this Idempotency-Key is in progress; try again.');
  if (prior.route !== route) throw new HttpError(422, 'This Idempotency-Key was already used for another request.');
  return { response: prior.response };
}

/**
 * `commit` for creates: without a key it is `commit`; with one, the first request runs `work` and stores its
 * answer with the key, a repeat answers the stored one (`replayed`) without running `work`.
 */
export async function commitOnce<T>(
  svc: Services,
  auth: UserAuth,
  idempotency: { key: string | undefined; route: string },
  work: (tx: Db, changes: ChangeSet) => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  const { key, route } = idempotency;
  if (!key) return { value: await commit(svc, auth, work), replayed: false };
  return commit(svc, auth, async (tx, changes) => {
    const prior = await claim(tx, auth, key, route);
    if (prior) return { value: prior.response as T, replayed: true };
    const value = await work(tx, changes);
    // Stored as the client receives it (dates as ISO strings), so a replay answers the same JSON.
    await tx
      .update(idempotencyKeys)
      .set({ response: JSON.parse(JSON.stringify(value)) as unknown })
      .where(and(eq(idempotencyKeys.companyId, auth.companyId), eq(idempotencyKeys.userId, auth.user.id), eq(idempotencyKeys.key, key)));
    return { value, replayed: false };
  });
}
