import type { InitialData } from './upstream/types';

/** How long a session's lookups are reused without news from the hub. */
export const LOOKUP_TTL_MS = 30_000;
/** Sessions kept at most (the oldest go first). */
const MAX_SESSIONS = 10_000;

interface Entry {
  value: Promise<InitialData>;
  expires: number;
  /** Known once the answer came: what `lookupChange` events address. */
  companyId?: number;
  userId?: number;
  data?: InitialData;
}

/**
 * The rarely changing lookups of a session (`UserMainMenu/InitialData`: the user, the company, its users
 * and the menu), shared by every request of that session on this bff instance, so a page load and the
 * navigations after it do not ask the api again. Entries are keyed by session token (the answer is the
 * session's user) and invalidated by company or user when the hub says a lookup changed (`lookupChange`),
 * when the session signs in or out through this bff, after a mutation of the session, and at the latest
 * after LOOKUP_TTL_MS. Failures are never kept.
 */
export class LookupCache {
  private readonly sessions = new Map<string, Entry>();
  /** Upstream loads started (for tests and the benchmark). */
  loads = 0;

  constructor(private readonly ttlMs = LOOKUP_TTL_MS) {}

  /** The session's initial data, loaded once and shared until invalidated. */
  initialData(token: string, load: () => Promise<InitialData>): Promise<InitialData> {
    const now = Date.now();
    const hit = this.sessions.get(token);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.sessions.delete(token);
    this.loads++;
    const entry: Entry = { value: load(), expires: now + this.ttlMs };
    entry.value.then(
      (data) => {
        entry.data = data;
        entry.companyId = data.company?.id ?? data.session.companyId;
        entry.userId = data.session.userId;
      },
      () => {
        if (this.sessions.get(token) === entry) this.sessions.delete(token);
      },
    );
    this.sessions.set(token, entry);
    if (this.sessions.size > MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value as string);
    return entry.value;
  }

  /** The session's initial data if it is loaded and fresh, without asking anyone. */
  peek(token: string): InitialData | undefined {
    const hit = this.sessions.get(token);
    return hit && hit.expires > Date.now() ? hit.data : undefined;
  }

  /** Forgets one session (sign-in, sign-out, a write by that session). */
  forgetSession(token: string): void {
    this.sessions.delete(token);
  }

  /** A lookup changed (hub `lookupChange`): forget every session of the company, or of one user. */
  lookupChanged(scope: { companyId?: number; userId?: number }): void {
    for (const [token, e] of this.sessions) {
      // An answer still on its way may predate the change: drop it too.
      const pending = e.data === undefined;
      if (pending || (scope.companyId !== undefined && e.companyId === scope.companyId) || (scope.userId !== undefined && e.userId === scope.userId)) {
        this.sessions.delete(token);
      }
    }
  }

  clear(): void {
    this.sessions.clear();
  }
}
