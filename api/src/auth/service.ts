// Sign-in (opening a session) and API tokens. Resolving and ending sessions: sessions.ts.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiTokens, sessions, users } from '../db/schema';
import type { UserRow } from '../context';
import { hashPassword, verifyPassword } from './password';
import { hashToken, newToken } from './tokens';

const SESSION_DAYS = 14;
// Verifying against a dummy hash keeps the timing of unknown usernames close to wrong passwords.
const dummyHash = hashPassword('not-a-real-password');

/** The account a sign-in name names (case-insensitive), if any. */
export async function findUserByName(db: Db, username: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}

export type LoginResult = { ok: true; token: string; user: UserRow } | { ok: false; user: UserRow | null };

/** Checks the credentials and opens a session. A refusal names the account when there is one (for the audit only). */
export async function login(db: Db, username: string, password: string): Promise<LoginResult> {
  const user = await findUserByName(db, username);
  if (!user) {
    await verifyPassword(password, await dummyHash);
    return { ok: false, user: null };
  }
  if (!(await verifyPassword(password, user.passwordHash)) || !user.isActive) return { ok: false, user };
  return { ok: true, token: await openSession(db, user), user };
}

/** Opens a session for the user (sign-in, or a password set from an invitation); returns its token. */
export async function openSession(db: Db, user: UserRow): Promise<string> {
  const token = newToken('ses');
  await db.insert(sessions).values({
    companyId: user.companyId,
    userId: user.id,
    tokenHash: hashToken(token),
    lastSeenDate: new Date(),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

export async function createApiToken(db: Db, user: UserRow, name: string) {
  const token = newToken('api');
  const [row] = await db
    .insert(apiTokens)
    .values({ companyId: user.companyId, userId: user.id, name, tokenHash: hashToken(token) })
    .returning({ id: apiTokens.id, name: apiTokens.name });
  return { id: row!.id, name: row!.name, token };
}
