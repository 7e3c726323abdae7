// Optimistic concurrency and row locks for record writes. Every write runs in one transaction that first
// locks the rows it changes (`SELECT … FOR UPDATE`): permission, lock state, the version the client read,
// audit `oldValue`s and child lists are all read from the locked row, so concurrent writers serialise on
// it. A write that names an older version than the stored one is refused with 409 and says who changed
// the record and when; a row deleted meanwhile is a 404 (the lock re-checks `deleted_at`).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { parseBody } from '../http/validation';
import { fullName } from '../users/model';
import { scope, type StoredKind } from './kinds';
import { toRow, type Row } from './read';

const MAX_ID = 2_147_483_647;
const version = z.coerce.number({ error: 'Invalid version' }).int('Invalid version').min(1, 'Invalid version').max(MAX_ID, 'Invalid version');

/** The version a body (Update) or query (Delete, Unlock, ChangeStatus) names; undefined when absent (last write wins). */
export function versionOf(input: unknown): number | undefined {
  const raw = input && typeof input === 'object' ? (input as Record<string, unknown>).version : undefined;
  if (raw === undefined || raw === null || raw === '') return undefined;
  return parseBody(z.object({ version }), { version: raw }).version;
}

/** Per-id versions of a bulk body: `versions: { "<id>": <version> }` (ids as the route takes them; role ids for roles). */
export function versionsOf(body: unknown): Map<number, number> {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).versions : undefined;
  if (raw === undefined || raw === null) return new Map();
  const parsed = parseBody(z.object({ versions: z.record(z.string().regex(/^\d{1,10}$/, 'Invalid version'), version) }), { versions: raw });
  return new Map(Object.entries(parsed.versions).map(([id, v]) => [Number(id), v]));
}

/** Locks one live row of the session's company for the rest of the transaction; 404 when missing or deleted. */
export async function lockRow(tx: Db, kind: StoredKind, auth: UserAuth, id: number): Promise<Row> {
  const [raw] = await tx.select(kind.selection).from(kind.table).where(scope(kind, auth, eq(kind.col('id'), id))).for('update');
  if (!raw) throw notFound(`${kind.type.label} not found`);
  return toRow(kind, raw);
}

/** Locks several rows of one kind in id order (concurrent bulk writes never deadlock); missing ones are absent. */
export async function lockRows(tx: Db, kind: StoredKind, auth: UserAuth, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const raw = await tx
    .select(kind.selection)
    .from(kind.table)
    .where(scope(kind, auth, inArray(kind.col('id'), ids)))
    .orderBy(asc(kind.col('id')))
    .for('update');
  return raw.map((r) => toRow(kind, r));
}

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "14:02 UTC on 23 Nov 2026": the server knows no user time zone, so it says which one it uses. */
const when = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC on ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** What a 409 answers besides its message: enough for a client to show the conflict and to overwrite. */
export interface ConflictInfo {
  objectName: string;
  id: number;
  /** The stored version: send it to overwrite. */
  version: number;
  changedBy: { id: number; name: string } | null;
  /** ISO-8601. */
  changedAt: string;
}

/** Refuses a write whose version is not the stored one (no version: the write goes ahead). */
export async function requireVersion(tx: Db, kind: StoredKind, auth: UserAuth, row: Row, expected: number | undefined): Promise<void> {
  if (expected === undefined || expected === row.version) return;
  throw await conflictError(tx, kind, auth, row);
}

export async function conflictError(tx: Db, kind: StoredKind, auth: UserAuth, row: Row): Promise<HttpError> {
  const by = typeof row.modifiedBy === 'number' ? row.modifiedBy : null;
  const [user] = by
    ? await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.id, by), eq(users.companyId, auth.companyId)))
    : [];
  const changedAt = row.lastModifiedDate instanceof Date ? row.lastModifiedDate : new Date(String(row.lastModifiedDate));
  const who = user ? (user.id === auth.user.id ? 'you' : fullName(user)) : 'someone else';
  const noun = kind.type.label.toLowerCase();
  const message = `This ${noun} was changed by ${who} at ${when(changedAt)}. Reload it to see the change, or save again to overwrite it.`;
  const conflict: ConflictInfo = {
    objectName: kind.type.objectName,
    id: row.id,
    version: Number(row.version),
    changedBy: user ? { id: user.id, name: fullName(user) } : null,
    changedAt: changedAt.toISOString(),
  };
  return new HttpError(409, message, { conflict });
}
