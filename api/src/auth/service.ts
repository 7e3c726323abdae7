// Sessions, API tokens and the request authentication used by the auth hook.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiTokens, sessions, users } from '../db/schema';
import type { Auth, UserRow } from '../context';
import { defaultPreferences } from '../users/model';
import { hashPassword, verifyPassword } from './password';
import { hashToken, newToken, safeEqual } from './tokens';

const SESSION_DAYS = 14;
/** Activity is written back at most this often, so a busy session is not one UPDATE per request. */
const TOUCH_EVERY_MS = 60_000;
// Verifying against a dummy hash keeps the timing of unknown usernames close to wrong passwords.
const dummyHash = hashPassword('not-a-real-password');

export async function login(db: Db, username: string, password: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  if (!user) {
    await verifyPassword(password, await dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  const token = newToken('ses');
  await db.insert(sessions).values({
    companyId: user.companyId,
    userId: user.id,
    tokenHash: hashToken(token),
    lastSeenDate: new Date(),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return { token, user };
}

export async function logout(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function createApiToken(db: Db, user: UserRow, name: string) {
  const token = newToken('api');
  const [row] = await db
    .insert(apiTokens)
    .values({ companyId: user.companyId, userId: user.id, name, tokenHash: hashToken(token) })
    .returning({ id: apiTokens.id, name: apiTokens.name });
  return { id: row!.id, name: row!.name, token };
}

/** Resolves a session token, an API token or the service token; null when none matches. */
export async function authenticate(db: Db, token: string, serviceToken: string): Promise<Auth | null> {
  if (safeEqual(token, serviceToken)) return { kind: 'service' };
  const hash = hashToken(token);
  const now = new Date();
  const [session] = await db
    .select({ sessionId: sessions.id, lastSeenDate: sessions.lastSeenDate, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (session) {
    const idleMinutes = session.user.preferences.sessionTimeout || defaultPreferences().sessionTimeout;
    const idleMs = now.getTime() - session.lastSeenDate.getTime();
    if (idleMs > idleMinutes * 60_000) {
      await db.delete(sessions).where(eq(sessions.id, session.sessionId));
      return null;
    }
    if (idleMs > TOUCH_EVERY_MS) await db.update(sessions).set({ lastSeenDate: now }).where(eq(sessions.id, session.sessionId));
    return { kind: 'user', user: session.user, companyId: session.user.companyId, sessionId: session.sessionId };
  }
  const [api] = await db
    .select({ tokenId: apiTokens.id, lastUsedDate: apiTokens.lastUsedDate, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hash))
    .limit(1);
  if (api) {
    if (!api.lastUsedDate || now.getTime() - api.lastUsedDate.getTime() > TOUCH_EVERY_MS) {
      await db.update(apiTokens).set({ lastUsedDate: now }).where(eq(apiTokens.id, api.tokenId));
    }
    return { kind: 'user', user: api.user, companyId: api.user.companyId, sessionId: null };
  }
  return null;
}
