import type { InitialData } from './upstream/types';

/** How long a session's lookups are reused without news from the hub. */
export const LOOKUP_TTL_MS = 30_000;
/** Sessions kept at most (the oldest go first). */
const MAX_SESSIONS = 10_000;
const INITIAL_DATA = 'initialData';
/**
 * Lookups the api announces by name whose change leaves the rest of a session's lookups valid: only the entries
 * named `{lookup}:…` go (saved views change often enough that dropping the initial data with them would cost).
 */
const NAMED_LOOKUPS = new Set(['views']);

/** Whether a `lookupChange` of this name leaves the sessions' other lookups (and open pages' shells) as they are. */
export const isNamedLookup = (lookup: string | null | undefined): boolean => !!lookup && NAMED_LOOKUPS.has(lookup);

/** The session lookup name of a type's saved views (`lookupChange` "views" forgets them). */
export const viewsLookup = (objectName: string) => `views:${objectName}`;

interface SessionEntry {
  expires: number;
  /** Known once the initial data came: what `lookupChange` events address. */
  companyId?: number;
  userId?: number;
  initialData?: InitialData;
  /** Lookups by name, loaded once each. */
  values: Map<string, Promise<unknown>>;
}

/**
 * The rarely changing lookups of a session, shared by every request of that session on this bff instance so
 * a page load and the navigations after it do not ask the api again: `UserMainMenu/InitialData` (the user,
 * the company, its users and the menu) and what the session may add per record type (`List`'s permission).
 * Keyed by session token (the answers are the session user's), invalidated by company or user when the hub
 * says a lookup changed (`lookupChange`), when the session signs in or out through this bff, after a mutation
 * of the session, and at the latest after LOOKUP_TTL_MS. Failures are never kept.
 */
export class LookupCache {
  private readonly sessions = new Map<string, SessionEntry>();

  constructor(private readonly ttlMs = LOOKUP_TTL_MS) {}

  /** The session's initial data, loaded once and shared until invalidated. */
  initialData(token: string, load: () => Promise<InitialData>): Promise<InitialData> {
    return this.lookup(token, INITIAL_DATA, async () => {
      const data = await load();
      const entry = this.sessions.get(token);
      if (entry)
        Object.assign(entry, { initialData: data, companyId: data.company?.id ?? data.session.companyId, userId: data.session.userId });
      return data;
    });
  }

  /** Another lookup of the session by name, loaded once and shared until invalidated. */
  lookup<T>(token: string, name: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    let entry = this.sessions.get(token);
    if (entry && entry.expires <= now) {
      this.sessions.delete(token);
      entry = undefined;
    }
    if (!entry) {
      entry = { expires: now + this.ttlMs, values: new Map() };
      this.sessions.set(token, entry);
      if (this.sessions.size > MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value as string);
    }
    const hit = entry.values.get(name);
    if (hit) return hit as Promise<T>;
    const value = load();
    const owner = entry;
    value.catch(() => {
      if (owner.values.get(name) === value) owner.values.delete(name);
    });
    entry.values.set(name, value);
    return value;
  }

  /** The session's initial data if it is loaded and fresh, without asking anyone. */
  peek(token: string): InitialData | undefined {
    const hit = this.sessions.get(token);
    return hit && hit.expires > Date.now() ? hit.initialData : undefined;
  }

  /** Forgets one session (sign-in, sign-out, a write by that session). */
  forgetSession(token: string): void {
    this.sessions.delete(token);
  }

  /**
   * A lookup changed (hub `lookupChange`): forget every session of the company, or of one user — all their
   * lookups, or for a named lookup (NAMED_LOOKUPS) only its entries.
   */
  lookupChanged(scope: { companyId?: number; userId?: number }, lookup?: string | null): void {
    const prefix = isNamedLookup(lookup) ? `${lookup}:` : null;
    for (const [token, e] of this.sessions) {
      // A session whose initial data is not known yet may belong to the scope: drop it too.
      const unknown = e.initialData === undefined;
      const inScope =
        unknown ||
        (scope.companyId !== undefined && e.companyId === scope.companyId) ||
        (scope.userId !== undefined && e.userId === scope.userId);
      if (!inScope) continue;
      if (!prefix) this.sessions.delete(token);
      else for (const name of e.values.keys()) if (name.startsWith(prefix)) e.values.delete(name);
    }
  }

  clear(): void {
    this.sessions.clear();
  }
}
