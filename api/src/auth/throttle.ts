// Sign-in throttling by account and by client address, read from the sign-in audit table (so it holds across api
// instances and restarts). Exponential back-off: after `accountFreeFailures` failures of one sign-in name (since
// its last success) or `addressFreeFailures` from one address, within `windowMs`, the next attempt must wait
// `baseDelayMs · 2^(failures − free)` (at most `maxDelayMs`) after the last failure. Refused attempts are audited
// as `throttled` but do not count as failures (no password was checked), so an attacker cannot lengthen the wait
// of the real user beyond what the wrong passwords themselves earned.
import { and, count, eq, gt, lte, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInAudit } from '../db/schema';

export interface SignInThrottleSettings {
  windowMs: number;
  accountFreeFailures: number;
  addressFreeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultSignInThrottle: SignInThrottleSettings = {
  windowMs: 15 * 60_000,
  accountFreeFailures: 5,
  // Offices share one address behind NAT: the address allows more failures than one account.
  addressFreeFailures: 20,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
};

export type SignInOutcome = 'success' | 'failure' | 'throttled';

export interface SignInAttempt {
  username: string;
  clientAddress: string;
  userAgent: string | null;
  userId: number | null;
  companyId: number | null;
  outcome: SignInOutcome;
  at: Date;
}

/** The wait earned by `failures` failures when `free` of them are allowed (ms). */
export function backoffMs(failures: number, free: number, s: SignInThrottleSettings): number {
  if (failures < free) return 0;
  return Math.min(s.baseDelayMs * 2 ** (failures - free), s.maxDelayMs);
}

/** "30 seconds", "2 minutes", "1 minute 30 seconds": the wait as the sign-in form shows it. */
export function formatWait(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (m === 0) return part(s, 'second');
  return s === 0 ? part(m, 'minute') : `${part(m, 'minute')} ${part(s, 'second')}`;
}

export const throttledMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Please wait ${formatWait(seconds)} before trying again.`;

/** Runs attempts on one key one at a time (per instance), so parallel guesses cannot all pass one check. */
class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

export class SignInThrottle {
  private readonly lock = new KeyedLock();

  constructor(
    private readonly db: Db,
    readonly settings: SignInThrottleSettings,
  ) {}

  /** Runs one attempt of `username` from `address` after every earlier attempt of either on this instance. */
  serialize<T>(username: string, address: string, fn: () => Promise<T>): Promise<T> {
    // Always the same order (account, then address), so two attempts never wait on each other in a cycle.
    return this.lock.run(`u:${username}`, () => this.lock.run(`a:${address}`, fn));
  }

  /** Milliseconds until `username` may try again from `address` (0: now). */
  async retryAfterMs(username: string, address: string, now: Date): Promise<number> {
    const s = this.settings;
    const since = new Date(now.getTime() - s.windowMs);
    const inWindow = and(gt(signInAudit.attemptedAt, since), lte(signInAudit.attemptedAt, now));
    const [success] = await this.db
      .select({ at: max(signInAudit.attemptedAt) })
      .from(signInAudit)
      .where(and(eq(signInAudit.username, username), eq(signInAudit.outcome, 'success'), inWindow));
    const accountSince = success?.at && success.at > since ? success.at : since;
    const failures = (where: ReturnType<typeof and>) =>
      this.db.select({ n: count(), last: max(signInAudit.attemptedAt) }).from(signInAudit).where(and(eq(signInAudit.outcome, 'failure'), lte(signInAudit.attemptedAt, now), where));
    const [[account], [address_]] = await Promise.all([
      failures(and(eq(signInAudit.username, username), gt(signInAudit.attemptedAt, accountSince))),
      failures(and(eq(signInAudit.clientAddress, address), gt(signInAudit.attemptedAt, since))),
    ]);
    const until = (n: number, last: Date | null | undefined, free: number) => (last ? last.getTime() + backoffMs(n, free, s) : 0);
    const retryAt = Math.max(
      until(account?.n ?? 0, account?.last, s.accountFreeFailures),
      until(address_?.n ?? 0, address_?.last, s.addressFreeFailures),
    );
    return Math.max(0, retryAt - now.getTime());
  }

  async record(attempt: SignInAttempt): Promise<void> {
    await this.db.insert(signInAudit).values({
      username: attempt.username,
      clientAddress: attempt.clientAddress,
      userAgent: attempt.userAgent,
      userId: attempt.userId,
      companyId: attempt.companyId,
      outcome: attempt.outcome,
      attemptedAt: attempt.at,
    });
  }
}
