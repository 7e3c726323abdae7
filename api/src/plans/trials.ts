// Trials: start (administrators, once per extension and company), retrial of the complete suite, the survey's
// one extension, and a non-administrator's request to the administrators.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext, UserAuth } from '../context';
import { users } from '../db/schema';
import { badRequest, forbidden, HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { hashPassword } from '../auth/password';
import { createInvitations, sendInvitations } from '../auth/invitations';
import { defaultPreferences, fullName } from '../users/model';
import { announce, insertNotification, type NotificationRow } from '../notifications/service';
import { roleTokens } from '../permissions';
import {
  ALREADY_TRIALED_STATUSES,
  MONTHLY_PRICE,
  MODULE_EXTENSIONS,
  SURVEY_EXTENSION_DAYS,
  extensionLabel,
  isExtension,
  trialEndFrom,
  trialOffer,
  type Extension,
} from './model';
import { beginTrial, extendTrial, loadCompanyPlan, loadSeats, setSeats, type SeatInput } from './service';
import {
  NEED_ONE_USER,
  NOTHING_TO_EXTEND,
  NOTIFY_SENT,
  NO_RETRIAL,
  ONLY_ADMIN_TRIAL,
  SALES_ROLES_EXCLUSIVE,
  SURVEY_REQUIRED,
  TRIAL_EXTENDED,
  alreadyTrialed,
} from './messages';
import { publishLookupChange } from '../hub/bus';

const roleQuery = z.object({ role: z.string().trim().toLowerCase() });

/** The `role` query of the trial calls (crm, project, support, all); anything else is a 400 naming it. */
export function extensionOfQuery(query: unknown): Extension {
  const { role } = parseBody(roleQuery, query ?? {});
  if (!isExtension(role))
    throw new HttpError(400, 'role must be crm, project, support or all', {
      errors: [{ field: 'role', message: 'role must be crm, project, support or all' }],
    });
  return role;
}

const seatFlags = {
  roleAccess: z.boolean().default(false),
  roleAdmin: z.boolean().default(false),
  isSalesManager: z.boolean().default(false),
  isSalesPerson: z.boolean().default(false),
};
const trialBody = z.object({
  currentUserList: z
    .array(z.object({ id: z.number().int().positive(), ...seatFlags }).passthrough())
    .max(1000)
    .default([]),
  newUserList: z
    .array(z.object({ email: z.string().trim().toLowerCase().email('Invalid email address').max(200), ...seatFlags }).passthrough())
    .max(200)
    .default([]),
  upgradeFromPath: z.string().max(500).nullish(),
});

/**
 * The spec's seat rules: the extension's admin role and either sales role imply access; sales manager and sales
 * person are exclusive (both is refused); without access none of them stays.
 */
export function normalizeSeat(
  s: z.infer<typeof trialBody>['currentUserList'][number] | z.infer<typeof trialBody>['newUserList'][number],
  ext: Extension,
  field: string,
): SeatInput {
  if (s.isSalesManager && s.isSalesPerson) throw badRequest(SALES_ROLES_EXCLUSIVE, [{ field, message: SALES_ROLES_EXCLUSIVE }]);
  const sales = ext === 'crm' || ext === 'all';
  const roleAccess = s.roleAccess || s.roleAdmin || (sales && (s.isSalesManager || s.isSalesPerson));
  if (!roleAccess) return { roleAccess: false };
  return { roleAccess, roleAdmin: s.roleAdmin, isSalesManager: sales && s.isSalesManager, isSalesPerson: sales && s.isSalesPerson };
}

/** The role token a seat adds to the user's role string (what they may write), e.g. `crm` or `crm_admin`. */
const roleToken = (ext: Extension, seat: SeatInput) => (ext === 'all' ? 'all' : seat.roleAdmin ? `${ext}_admin` : ext);
const withToken = (role: string, token: string) => {
  const tokens = roleTokens(role).filter((t) => t !== 'free' || token === 'free');
  return tokens.includes(token) ? tokens.join(',') : [...tokens, token].join(',');
};

/**
 * After a plan change: the api's cached sessions re-read their users (roles changed) and the bff forgets the
 * company's cached initial data (menu locks, prompts), through the hub's `lookupChange` to `company:<id>`.
 */
export async function announcePlanChange(ctx: AppContext, companyId: number): Promise<void> {
  const members = await ctx.db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  for (const m of members) ctx.sessions.cache.forgetUser(m.id);
  await publishLookupChange(ctx.hub, { companyId, lookup: 'plan' });
}

export function requireAdministrator(auth: UserAuth, message = ONLY_ADMIN_TRIAL): void {
  if (!auth.user.isAdministrator) throw forbidden(message);
}

/** `GET /api/Company/TrialUsed?role`: the company's trial state of the role, its users' seats and the prices. */
export async function trialUsed(ctx: AppContext, auth: UserAuth, ext: Extension) {
  const now = ctx.clock.now();
  const [plan, seats, people] = await Promise.all([
    loadCompanyPlan(ctx.db, auth.companyId, now),
    loadSeats(ctx.db, auth.companyId),
    ctx.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        isAdministrator: users.isAdministrator,
      })
      .from(users)
      .where(eq(users.companyId, auth.companyId))
      .orderBy(users.firstName, users.id),
  ]);
  const offer = trialOffer(plan, ext);
  const seatOf = (userId: number) => seats.find((s) => s.userId === userId && s.extension === ext);
  return {
    role: ext,
    roleLabel: extensionLabel[ext],
    roleTrialed: offer.roleTrialed,
    allTrialed: offer.allTrialed,
    canTrialAll: offer.canTrialAll,
    status: plan[ext].status,
    trialEndDate: plan[ext].trialEnd,
    pricePerUser: MONTHLY_PRICE[ext],
    userRoleAccess: MODULE_EXTENSIONS.map((e) => ({ role: e, label: extensionLabel[e], trialUsed: plan[e].trialUsed })),
    userList: people.map((u) => {
      const seat = seatOf(u.id);
      return {
        id: u.id,
        fullName: [u.firstName, u.lastName].filter(Boolean).join(' '),
        email: u.email,
        isAdministrator: u.isAdministrator,
        roleAccess: seat?.roleAccess ?? false,
        roleAdmin: seat?.roleAdmin ?? false,
        isSalesManager: seat?.isSalesManager ?? false,
        isSalesPerson: seat?.isSalesPerson ?? false,
      };
    }),
  };
}

/** `POST /api/User/StartTrial/?role`: seats, invited users and the trial itself, in one transaction. */
export async function startTrial(ctx: AppContext, auth: UserAuth, ext: Extension, body: unknown) {
  requireAdministrator(auth);
  const input = parseBody(trialBody, body ?? {});
  const current = input.currentUserList.map((u, i) => ({ id: u.id, seat: normalizeSeat(u, ext, `currentUserList[${i}]`) }));
  const invited = input.newUserList.map((u, i) => ({ email: u.email, seat: normalizeSeat(u, ext, `newUserList[${i}]`) }));
  if (![...current, ...invited].some((u) => u.seat.roleAccess))
    throw badRequest(NEED_ONE_USER, [{ field: 'currentUserList', message: NEED_ONE_USER }]);
  const now = ctx.clock.now();
  const passwordHash = invited.length ? await hashPassword(randomBytes(24).toString('base64url')) : '';
  const result = await ctx.db.transaction(async (tx) => {
    const plan = await loadCompanyPlan(tx, auth.companyId, now);
    if (ALREADY_TRIALED_STATUSES.includes(plan[ext].status)) throw badRequest(alreadyTrialed(ext));
    const ids = current.map((u) => u.id);
    const members = ids.length
      ? await tx
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(and(eq(users.companyId, auth.companyId), inArray(users.id, ids)))
      : [];
    const missing = current.findIndex((u) => !members.some((m) => m.id === u.id));
    if (missing >= 0) throw badRequest('Invalid user', [{ field: `currentUserList[${missing}].id`, message: 'Invalid user' }]);
    const taken = invited.length
      ? await tx
          .select({ username: users.username })
          .from(users)
          .where(
            inArray(
              users.username,
              invited.map((u) => u.email),
            ),
          )
      : [];
    const dup = invited.findIndex((u) => taken.some((t) => t.username === u.email));
    if (dup >= 0)
      throw badRequest('A user with this email already exists', [
        { field: `newUserList[${dup}].email`, message: 'A user with this email already exists' },
      ]);
    const created = invited.length
      ? await tx
          .insert(users)
          .values(
            invited.map((u) => ({
              companyId: auth.companyId,
              username: u.email,
              email: u.email,
              firstName: u.email.split('@')[0] ?? '',
              role: u.seat.roleAccess ? roleToken(ext, u.seat) : 'free',
              preferences: defaultPreferences(),
              isVerified: false,
              passwordHash,
            })),
          )
          .returning({ id: users.id, companyId: users.companyId, email: users.email, firstName: users.firstName })
      : [];
    const seats = [...current.map((u) => ({ userId: u.id, ...u.seat })), ...created.map((c, i) => ({ userId: c.id, ...invited[i]!.seat }))];
    await setSeats(tx, auth.companyId, ext, seats);
    for (const u of current.filter((c) => c.seat.roleAccess)) {
      const member = members.find((m) => m.id === u.id)!;
      const role = withToken(member.role, roleToken(ext, u.seat));
      if (role !== member.role) await tx.update(users).set({ role }).where(eq(users.id, u.id));
    }
    const trialEndDate = await beginTrial(tx, auth.companyId, ext, now);
    const withAccess = seats.filter((s) => s.roleAccess).length;
    const tokens = await createInvitations(tx, ctx.clock, created);
    return {
      invited: created,
      tokens,
      role: ext,
      trialEndDate,
      usersWithAccess: withAccess,
      price: withAccess * MONTHLY_PRICE[ext],
      upgradeFromPath: input.upgradeFromPath ?? null,
    };
  });
  const { invited: created, tokens, ...answer } = result;
  // Mail goes out once the users and their tokens are committed.
  await sendInvitations(ctx.db, ctx.mailer, created, tokens, fullName(auth.user));
  await announcePlanChange(ctx, auth.companyId);
  return answer;
}

/**
 * `POST /api/Plan/Retrial?role=`: the role was trialed already; the company may still trial the complete suite
 * once (when not every extension was trialed). Everyone seated in the role gets a seat in the suite.
 */
export async function retrial(ctx: AppContext, auth: UserAuth, ext: Extension) {
  requireAdministrator(auth);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const plan = await loadCompanyPlan(tx, auth.companyId, now);
    const offer = trialOffer(plan, ext);
    if (!offer.roleTrialed || !offer.canTrialAll) throw badRequest(NO_RETRIAL);
    const seated = (await loadSeats(tx, auth.companyId)).filter((s) => s.extension === ext && s.roleAccess);
    const userIds = [...new Set([auth.user.id, ...seated.map((s) => s.userId)])];
    await setSeats(
      tx,
      auth.companyId,
      'all',
      userIds.map((userId) => ({ userId, roleAccess: true, roleAdmin: userId === auth.user.id })),
    );
    const trialEndDate = await beginTrial(tx, auth.companyId, 'all', now);
    return { role: 'all' as const, trialEndDate, redirect: `setup/plan-extension?extension=${ext}` };
  });
  await announcePlanChange(ctx, auth.companyId);
  return result;
}

const SURVEY_FIELDS = ['extra_59', 'extra_60', 'extra_61', 'extra_62', 'extra_63'] as const;

/** `POST /api/Plan/Survey`: five required answers extend each running, not yet extended trial once. */
export async function survey(ctx: AppContext, auth: UserAuth, body: unknown) {
  requireAdministrator(auth);
  const answers: Record<string, string> = {};
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const missing = SURVEY_FIELDS.filter((f) => {
    const v = source[f];
    const text = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
    if (text) answers[f] = text.slice(0, 1000);
    return !text;
  });
  if (missing.length)
    throw badRequest(
      SURVEY_REQUIRED,
      missing.map((field) => ({ field, message: SURVEY_REQUIRED })),
    );
  const now = ctx.clock.now();
  const plan = await loadCompanyPlan(ctx.db, auth.companyId, now);
  const extendable = Object.values(plan).filter((s) => s.status === 'trial' && !s.trialExtended);
  if (!extendable.length) throw badRequest(NOTHING_TO_EXTEND);
  for (const s of extendable)
    await extendTrial(ctx.db, auth.companyId, s.extension, trialEndFrom(s.trialEnd!, SURVEY_EXTENSION_DAYS), answers);
  return {
    message: TRIAL_EXTENDED,
    extended: extendable.map((s) => ({ role: s.extension, trialEndDate: trialEndFrom(s.trialEnd!, SURVEY_EXTENSION_DAYS) })),
  };
}

/** `POST /api/Plan/RetrialNotifyAdmin?role=`: a notification to each of the company's administrators. */
export async function notifyAdmins(ctx: AppContext, auth: UserAuth, ext: Extension) {
  const admins = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, auth.companyId), eq(users.isAdministrator, true)));
  const name = `${[auth.user.firstName, auth.user.lastName].filter(Boolean).join(' ') || auth.user.username} asks for a trial of the ${extensionLabel[ext]} extension`;
  const rows: NotificationRow[] = await Promise.all(
    admins.map((a) =>
      insertNotification(ctx.db, {
        companyId: auth.companyId,
        userId: a.id,
        name,
        type: 'Module',
        action: `trial:${ext}`,
        owner: auth.user.id,
      }),
    ),
  );
  await announce(ctx.hub, rows);
  return { message: NOTIFY_SENT };
}
