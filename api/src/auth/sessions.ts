// Sessions and API tokens as the auth hook sees them: resolution (through a short per-instance cache), logout,
// and expiry. Whenever a session ends (logout, idle or absolute expiry) the store publishes `session.ended` to
// the user's hub group: every api instance evicts it from its cache, a user's own hub stream on that session
// ends, and the bff closes the graphql-ws sockets opened with it (see api/CONTRACT.md "Sessions end everywhere").
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Auth, UserAuth } from '../context';
import type { Db } from '../db/client';
import { apiTokens, sessions, users } from '../db/schema';
import type { HubBus, HubEvent } from '../hub/bus';
import { defaultPreferences } from '../users/model';
import { SessionCache } from './session-cache';
import { hashToken, safeEqual } from './tokens';

/** Activity is written back at most this often, so a busy session is not one UPDATE per request. */
const TOUCH_EVERY_MS = 60_000;

export type SessionEndReason = 'logout' | 'expired';

/** Payload of the hub event `session.ended` (group `user:<userId>`). */
export interface SessionEndedPayload {
  sessionId: number;
  reason: SessionEndReason;
}

interface EndedSession {
  id: number;
  userId: number;
  companyId: number;
}

export const isSessionEnded = (e: HubEvent): e is HubEvent & { payload: SessionEndedPayload } =>
  e.hub === 'session' && e.event === 'ended' && typeof (e.payload as SessionEndedPayload | null)?.sessionId === 'number';

/** Hub event `session.apiTokenRevoked`: every instance drops the revoked token from its cache at once. */
export const isApiTokenRevoked = (e: HubEvent): e is HubEvent & { payload: { apiTokenId: number } } =>
  e.hub === 'session' && e.event === 'apiTokenRevoked' && typeof (e.payload as { apiTokenId?: unknown } | null)?.apiTokenId === 'number';

const idleMinutesOf = (user: UserAuth['user']) => user.preferences.sessionTimeout || defaultPreferences().sessionTimeout;

export interface SessionStoreOptions {
  /** How long a resolved token is trusted without asking the database (ms; 0 disables the cache). */
  cacheTtlMs: number;
  /** How often expired sessions are swept and announced (ms; 0: never, sessions then end on their next use). */
  sweepEveryMs: number;
}

export class SessionStore {
  readonly cache: SessionCache;
  private readonly unsubscribe: () => void;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly hub: HubBus,
    private readonly serviceToken: string,
    private readonly options: SessionStoreOptions,
  ) {
    this.cache = new SessionCache(options.cacheTtlMs);
    // Sessions ended by any instance (this one included, through the same path) leave every cache at once.
    this.unsubscribe = hub.subscribe((e) => {
      if (isSessionEnded(e)) this.cache.forgetSession(e.payload.sessionId);
      if (isApiTokenRevoked(e)) this.cache.forgetApiToken(e.payload.apiTokenId);
    });
  }

  /** Resolves a session token, an API token or the service token; null when none matches. */
  async authenticate(token: string): Promise<Auth | null> {
    if (safeEqual(token, this.serviceToken)) return { kind: 'service' };
    const hash = hashToken(token);
    const now = new Date();
    const cached = this.cache.get(hash, now.getTime());
    if (
      cached &&
      (cached.auth.sessionId === null || now.getTime() - cached.lastSeen.getTime() <= idleMinutesOf(cached.auth.user) * 60_000)
    ) {
      if (now.getTime() - cached.lastSeen.getTime() > TOUCH_EVERY_MS) {
        await this.touch(cached.auth, now);
        cached.lastSeen = now;
      }
      return cached.auth;
    }
    // A cached session past its idle limit falls through to the database, which ends it.
    return this.lookup(hash, now);
  }

  private async lookup(hash: string, now: Date): Promise<UserAuth | null> {
    const [session] = await this.db
      .select({ sessionId: sessions.id, lastSeenDate: sessions.lastSeenDate, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, now), eq(users.isActive, true)))
      .limit(1);
    if (session) {
      const idleMs = now.getTime() - session.lastSeenDate.getTime();
      if (idleMs > idleMinutesOf(session.user) * 60_000) {
        await this.end(sessions.id, session.sessionId, 'expired');
        return null;
      }
      const auth: UserAuth = { kind: 'user', user: session.user, companyId: session.user.companyId, sessionId: session.sessionId };
      let lastSeen = session.lastSeenDate;
      if (idleMs > TOUCH_EVERY_MS) {
        await this.touch(auth, now);
        lastSeen = now;
      }
      this.cache.set(hash, auth, lastSeen, now.getTime());
      return auth;
    }
    const [api] = await this.db
      .select({ tokenId: apiTokens.id, lastUsedDate: apiTokens.lastUsedDate, user: users })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(and(eq(apiTokens.tokenHash, hash), eq(users.isActive, true)))
      .limit(1);
    if (!api) return null;
    const auth: UserAuth = { kind: 'user', user: api.user, companyId: api.user.companyId, sessionId: null, apiTokenId: api.tokenId };
    let lastSeen = api.lastUsedDate ?? new Date(0);
    if (now.getTime() - lastSeen.getTime() > TOUCH_EVERY_MS) {
      await this.touch(auth, now);
      lastSeen = now;
    }
    this.cache.set(hash, auth, lastSeen, now.getTime());
    return auth;
  }

  private async touch(auth: UserAuth, now: Date): Promise<void> {
    if (auth.sessionId !== null) await this.db.update(sessions).set({ lastSeenDate: now }).where(eq(sessions.id, auth.sessionId));
    else if (auth.apiTokenId !== undefined)
      await this.db.update(apiTokens).set({ lastUsedDate: now }).where(eq(apiTokens.id, auth.apiTokenId));
  }

  /** Ends the session of this token (no-op for API tokens and unknown tokens). */
  async logout(token: string): Promise<void> {
    const hash = hashToken(token);
    this.cache.forgetToken(hash);
    await this.end(sessions.tokenHash, hash, 'logout');
  }

  /** Ends every session of a user (deactivated in setup) and forgets their cached API tokens. */
  async endUserSessions(userId: number): Promise<void> {
    this.cache.forgetUser(userId);
    await this.end(sessions.userId, userId, 'logout');
  }

  /** Ends the given sessions (e.g. a user's other sessions after a password change) and announces each. */
  async endSessions(ids: number[]): Promise<void> {
    for (const id of ids) await this.end(sessions.id, id, 'logout');
  }

  /** Deletes the session(s) matching `column = value` and announces each. */
  private async end(
    column: typeof sessions.id | typeof sessions.tokenHash | typeof sessions.userId,
    value: number | string,
    reason: SessionEndReason,
  ): Promise<void> {
    const ended = await this.db
      .delete(sessions)
      .where(eq(column, value))
      .returning({ id: sessions.id, userId: sessions.userId, companyId: sessions.companyId });
    await this.announce(ended, reason);
  }

  private async announce(ended: EndedSession[], reason: SessionEndReason): Promise<void> {
    for (const s of ended) {
      this.cache.forgetSession(s.id);
      const payload: SessionEndedPayload = { sessionId: s.id, reason };
      await this.hub.publish({ hub: 'session', event: 'ended', group: `user:${s.userId}`, companyId: s.companyId, payload });
    }
  }

  /**
   * Ends every session past its absolute expiry or idle for longer than its user's `sessionTimeout`, and announces
   * each one. Several instances may sweep at once: DELETE … RETURNING hands each session to exactly one of them.
   */
  async sweep(now = new Date()): Promise<number> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const idleLimit = sql`(select coalesce(nullif((u.preferences->>'sessionTimeout')::numeric, 0), ${defaultPreferences().sessionTimeout}) from users u where u.id = ${sessions.userId})`;
    const ended = await this.db
      .delete(sessions)
      .where(sql`${sessions.expiresAt} <= ${at} or ${sessions.lastSeenDate} + ${idleLimit} * interval '1 minute' < ${at}`)
      .returning({ id: sessions.id, userId: sessions.userId, companyId: sessions.companyId });
    await this.announce(ended, 'expired');
    return ended.length;
  }

  /** Starts the periodic sweep (unref'd: it never keeps the process alive). */
  start(onError: (err: unknown) => void): void {
    if (this.options.sweepEveryMs <= 0 || this.sweeper) return;
    this.sweeper = setInterval(() => void this.sweep().catch(onError), this.options.sweepEveryMs);
    this.sweeper.unref();
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    this.unsubscribe();
  }
}
