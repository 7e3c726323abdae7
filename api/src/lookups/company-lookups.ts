// A per-instance cache of the company lookups that gate or shape nearly every call: the plan's extension rows,
// a user's seats (the module gate) and extra-field definitions (every list page). Read from the database, they
// were 3 of a list page's 6 queries, and each query costs its round trip. Entries live `ttlMs` (the session
// cache's bound, 5 s by default; 0 turns caching off). Every change to them publishes a company-scoped
// `lookupChange` after it commits (plans, seats, users, extra fields): this instance forgets the company as it
// publishes, every other one when the hub delivers it. Reads inside a transaction never come here (they pass
// a transaction, not the database this cache is installed for).
import type { Db } from '../db/client';
import { LOOKUP_CHANGE, type HubBus, type HubEvent } from '../hub/bus';

interface Entry {
  value: Promise<unknown>;
  at: number;
}

const MAX_COMPANIES = 10_000;
/**
 * Announced lookups that none of these depend on (saved views, a user's preferences, API tokens): a column resized
 * or a view pinned does not make every instance read the company's plan, seats and extra fields again.
 */
const UNRELATED_LOOKUPS = new Set(['views', 'preferences', 'session']);

export class CompanyLookups {
  private readonly companies = new Map<number, Map<string, Entry>>();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value of `key` for the company, or `load()`'s (kept while fresh; a failed load is not kept). */
  get<T>(companyId: number, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    let entries = this.companies.get(companyId);
    const hit = entries?.get(key);
    if (hit && now - hit.at < this.ttlMs && now >= hit.at) return hit.value as Promise<T>;
    if (!entries) {
      if (this.companies.size >= MAX_COMPANIES) this.companies.delete(this.companies.keys().next().value!);
      entries = new Map();
      this.companies.set(companyId, entries);
    }
    const value = load();
    const entry = { value, at: now };
    entries.set(key, entry);
    const kept = entries;
    value.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return value;
  }

  /** Forgets everything of a company; a load still running for it is dropped with the rest. */
  forgetCompany(companyId: number): void {
    this.companies.delete(companyId);
  }

  /** Forgets the company of a lookupChange event (any other event, or a change of an unrelated lookup, is ignored). */
  observe(event: HubEvent): void {
    if (event.event !== LOOKUP_CHANGE || !Number.isInteger(event.companyId)) return;
    const lookup = (event.payload as { lookup?: unknown } | null)?.lookup;
    if (typeof lookup === 'string' && UNRELATED_LOOKUPS.has(lookup)) return;
    this.forgetCompany(event.companyId);
  }
}

const installed = new WeakMap<Db, CompanyLookups>();

/**
 * Installs the cache for a database and returns the hub to publish through: it forgets a company locally as
 * a lookupChange for it is published (with Redis, the hub's own delivery comes back a moment later).
 */
export function installCompanyLookups(db: Db, hub: HubBus, lookups: CompanyLookups): HubBus {
  installed.set(db, lookups);
  hub.subscribe((e) => lookups.observe(e));
  return {
    publish: (event) => {
      lookups.observe(event);
      return hub.publish(event);
    },
    subscribe: (listener) => hub.subscribe(listener),
    close: () => hub.close(),
  };
}

/** A company lookup through the cache installed for `db`; read directly for a transaction or without one. */
export function companyLookup<T>(db: unknown, companyId: number, key: string, load: () => Promise<T>): Promise<T> {
  const lookups = installed.get(db as Db);
  return lookups ? lookups.get(companyId, key, load) : load();
}
