// A short-lived, per-instance cache of resolved credentials (session and API tokens), so a busy client does
// not cost one session query per call. Entries live `ttlMs` (a few seconds); logout and session expiry evict
// the session at once on this instance and, through the hub's `session.ended` event, on every other one.
// Changes to a user row (preferences, role) evict that user's entries on this instance; other instances
// see them within `ttlMs` at worst (the documented bound).
import type { UserAuth } from '../context';

export interface CachedAuth {
  auth: UserAuth;
  /** The session's (or API token's) last recorded activity, for the idle check and the activity write-back. */
  lastSeen: Date;
  cachedAt: number;
}

export class SessionCache {
  private readonly byHash = new Map<string, CachedAuth>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): CachedAuth | null {
    const hit = this.byHash.get(tokenHash);
    if (!hit) return null;
    // A clock moved backwards (tests, NTP) also ends the entry: never trust it longer than ttl either way.
    if (now - hit.cachedAt >= this.ttlMs || now < hit.cachedAt) {
      this.byHash.delete(tokenHash);
      return null;
    }
    return hit;
  }

  set(tokenHash: string, auth: UserAuth, lastSeen: Date, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.byHash.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.byHash.keys().next().value;
      if (oldest !== undefined) this.byHash.delete(oldest);
    }
    this.byHash.delete(tokenHash);
    this.byHash.set(tokenHash, { auth, lastSeen, cachedAt: now });
  }

  forgetToken(tokenHash: string): void {
    this.byHash.delete(tokenHash);
  }

  forgetSession(sessionId: number): void {
    for (const [hash, entry] of this.byHash) if (entry.auth.sessionId === sessionId) this.byHash.delete(hash);
  }

  forgetApiToken(apiTokenId: number): void {
    for (const [hash, entry] of this.byHash) if (entry.auth.apiTokenId === apiTokenId) this.byHash.delete(hash);
  }

  forgetUser(userId: number): void {
    for (const [hash, entry] of this.byHash) if (entry.auth.user.id === userId) this.byHash.delete(hash);
  }

  get size(): number {
    return this.byHash.size;
  }
}
