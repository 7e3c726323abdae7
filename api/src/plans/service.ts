// The plan's stored state: reading a company's extensions and seats, subscribing, starting trials. The stable
// API other features build on (the subscription confirmation marks extensions subscribed through `subscribe`).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyLookup } from '../lookups/company-lookups';
import { companyExtensions, planUserFlags, userExtensionAccess } from './schema';
import { canReachModule, companyPlan, trialEndFrom, type CompanyPlan, type Extension, type ExtensionRow, type SeatRow } from './model';
import type { Module } from '../permissions';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export async function extensionRows(db: Executor, companyId: number): Promise<ExtensionRow[]> {
  return db
    .select({
      extension: companyExtensions.extension,
      subscribed: companyExtensions.subscribed,
      trialStart: companyExtensions.trialStart,
      trialEnd: companyExtensions.trialEnd,
      trialExtended: companyExtensions.trialExtended,
    })
    .from(companyExtensions)
    .where(eq(companyExtensions.companyId, companyId));
}

export async function loadCompanyPlan(db: Executor, companyId: number, now: Date): Promise<CompanyPlan> {
  return companyPlan(await extensionRows(db, companyId), now);
}

const seatColumns = {
  userId: userExtensionAccess.userId,
  extension: userExtensionAccess.extension,
  roleAccess: userExtensionAccess.roleAccess,
  roleAdmin: userExtensionAccess.roleAdmin,
  isSalesManager: userExtensionAccess.isSalesManager,
  isSalesPerson: userExtensionAccess.isSalesPerson,
};

/** Seats of a company, or of some of its users. */
export async function loadSeats(db: Executor, companyId: number, userIds?: number[]): Promise<SeatRow[]> {
  const scope = eq(userExtensionAccess.companyId, companyId);
  return db
    .select(seatColumns)
    .from(userExtensionAccess)
    .where(userIds ? and(scope, inArray(userExtensionAccess.userId, userIds.length ? userIds : [0])) : scope);
}

/** The modules a user may reach now (one query for the plan and the user's seats). */
export async function reachableModules(
  db: Executor,
  user: { id: number; companyId: number; role: string },
  now: Date,
): Promise<(module: Module) => boolean> {
  // Asked by every call (the module gate): kept per company, forgotten on the lookupChange every change publishes.
  const [rows, seats] = await Promise.all([
    companyLookup(db, user.companyId, 'plan', async () => Object.freeze(await extensionRows(db, user.companyId))),
    companyLookup(db, user.companyId, `seats:${user.id}`, async () => Object.freeze(await loadSeats(db, user.companyId, [user.id]))),
  ]);
  const plan = companyPlan(rows, now);
  return (module) => canReachModule(plan, seats, user, module);
}

export interface SeatInput {
  roleAccess: boolean;
  roleAdmin?: boolean;
  isSalesManager?: boolean;
  isSalesPerson?: boolean;
}

/** Sets users' seats in an extension (insert or update), in the caller's transaction when given one. */
export async function setSeats(
  db: Executor,
  companyId: number,
  extension: Extension,
  seats: readonly ({ userId: number } & SeatInput)[],
): Promise<void> {
  if (!seats.length) return;
  await db
    .insert(userExtensionAccess)
    .values(
      seats.map((s) => ({
        companyId,
        userId: s.userId,
        extension,
        roleAccess: s.roleAccess,
        roleAdmin: s.roleAdmin ?? false,
        isSalesManager: s.isSalesManager ?? false,
        isSalesPerson: s.isSalesPerson ?? false,
      })),
    )
    .onConflictDoUpdate({
      target: [userExtensionAccess.userId, userExtensionAccess.extension],
      set: {
        roleAccess: sql`excluded.role_access`,
        roleAdmin: sql`excluded.role_admin`,
        isSalesManager: sql`excluded.is_sales_manager`,
        isSalesPerson: sql`excluded.is_sales_person`,
      },
    });
}

async function upsertExtension(db: Executor, companyId: number, extension: Extension, set: Partial<typeof companyExtensions.$inferInsert>) {
  await db
    .insert(companyExtensions)
    .values({ companyId, extension, ...set })
    .onConflictDoUpdate({ target: [companyExtensions.companyId, companyExtensions.extension], set: { ...set, updatedAt: new Date() } });
}

/**
 * Marks an extension subscribed for the company and gives the listed users a seat with role access in it
 * (other users' seats are left as they are). Used by the seed and by the subscription confirmation.
 */
export async function subscribe(
  db: Executor,
  companyId: number,
  extension: Extension,
  seats: readonly ({ userId: number } & Partial<SeatInput>)[],
): Promise<void> {
  await upsertExtension(db, companyId, extension, { subscribed: true });
  await setSeats(
    db,
    companyId,
    extension,
    seats.map((s) => ({ ...s, roleAccess: s.roleAccess ?? true })),
  );
}

/** Starts the company's one trial of an extension at `now` for TRIAL_DAYS; the caller has checked it is unused. */
export async function beginTrial(db: Executor, companyId: number, extension: Extension, now: Date): Promise<Date> {
  const trialEnd = trialEndFrom(now);
  await upsertExtension(db, companyId, extension, { trialStart: now, trialEnd, trialExtended: false });
  return trialEnd;
}

/** Extends running trials once (the survey); returns the new end dates by extension. */
export async function extendTrial(
  db: Executor,
  companyId: number,
  extension: Extension,
  trialEnd: Date,
  survey: Record<string, string>,
): Promise<void> {
  await db
    .update(companyExtensions)
    .set({ trialEnd, trialExtended: true, survey, updatedAt: new Date() })
    .where(and(eq(companyExtensions.companyId, companyId), eq(companyExtensions.extension, extension)));
}

export async function hasFlag(db: Executor, userId: number, flag: string): Promise<boolean> {
  const rows = await db
    .select({ id: planUserFlags.id })
    .from(planUserFlags)
    .where(and(eq(planUserFlags.userId, userId), eq(planUserFlags.flag, flag)))
    .limit(1);
  return rows.length > 0;
}

export async function userFlags(db: Executor, userId: number): Promise<Set<string>> {
  const rows = await db.select({ flag: planUserFlags.flag }).from(planUserFlags).where(eq(planUserFlags.userId, userId));
  return new Set(rows.map((r) => r.flag));
}

export async function setFlag(db: Executor, companyId: number, userId: number, flag: string): Promise<void> {
  await db.insert(planUserFlags).values({ companyId, userId, flag }).onConflictDoNothing();
}
