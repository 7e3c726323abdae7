// What the shell shows of the plan (InitialData): the trial and upgrade messages, the extend-trial flag, the
// retrial and trial offers, and per main-menu module whether it is locked or a promotion (reachable through a
// running trial only, until its end).
import type { AppContext, UserAuth } from '../context';
import type { Module } from '../permissions';
import { canReachModule, extensionOfModule, isActive, trialOffer, MODULE_EXTENSIONS, type CompanyPlan, type SeatRow } from './model';
import { loadCompanyPlan, loadSeats, setFlag, userFlags } from './service';
import { NOT_AVAILABLE_TOOLTIP, TRY_FREE_TOOLTIP, alreadyTrialed, promotionTooltip, trialMessage, upgradeMessage } from './messages';

export const FLAG_PROMOTION_SEEN = 'promotionSeen';
export const FLAG_TRIAL_OFFER_NOT_INTERESTED = 'trialOfferNotInterested';

export interface MenuModuleState {
  isLocked: boolean;
  isPromotion: boolean;
  tooltip: string | null;
}

function moduleState(plan: CompanyPlan, seats: readonly SeatRow[], role: string, module: Module): MenuModuleState {
  if (!canReachModule(plan, seats, { role }, module)) {
    return { isLocked: true, isPromotion: false, tooltip: `${NOT_AVAILABLE_TOOLTIP} ${TRY_FREE_TOOLTIP}` };
  }
  const ext = extensionOfModule(module);
  if (!ext) return { isLocked: false, isPromotion: false, tooltip: null };
  // Reached through a trial only (no subscription that seats the user): a promotion until the trial's end.
  const subscribedSeat = (['all', ext] as const).some(
    (e) => plan[e].status === 'subscribed' && seats.some((s) => s.extension === e && s.roleAccess),
  );
  const trials = (['all', ext] as const).filter((e) => plan[e].status === 'trial' && seats.some((s) => s.extension === e && s.roleAccess));
  if (subscribedSeat || !trials.length) return { isLocked: false, isPromotion: false, tooltip: null };
  const until = new Date(Math.max(...trials.map((e) => plan[e].trialEnd!.getTime())));
  return { isLocked: false, isPromotion: true, tooltip: promotionTooltip(until) };
}

export async function planPrompts(ctx: AppContext, auth: UserAuth) {
  const now = ctx.clock.now();
  const [plan, seats, flags] = await Promise.all([
    loadCompanyPlan(ctx.db, auth.companyId, now),
    loadSeats(ctx.db, auth.companyId, [auth.user.id]),
    userFlags(ctx.db, auth.user.id),
  ]);
  const running = Object.values(plan).filter((s) => s.status === 'trial');
  const ended = Object.values(plan).filter((s) => s.status === 'trialEnded');
  const first = running.sort((a, b) => a.daysLeft - b.daysLeft)[0];
  const retrial = ended.find((s) => trialOffer(plan, s.extension).canTrialAll);
  const available = MODULE_EXTENSIONS.find(
    (e) => plan[e].status === 'available' && !canReachModule(plan, seats, auth.user, e) && !isActive(plan.all),
  );
  return {
    menu: (module: Module) => moduleState(plan, seats, auth.user.role, module),
    initialData: {
      trialMessage: first ? trialMessage(first.extension, first.daysLeft) : null,
      upgradeMessage: ended[0] && !isActive(plan.all) ? upgradeMessage(ended[0].extension) : null,
      /** Administrators may extend a running trial once with the survey. */
      extendTrial: auth.user.isAdministrator && running.some((s) => !s.trialExtended),
      retrialOffer: retrial ? { role: retrial.extension, message: alreadyTrialed(retrial.extension) } : null,
      /** A trial the company may still start, unless this user said 'Not interested'. */
      trialOffer: available && !flags.has(FLAG_TRIAL_OFFER_NOT_INTERESTED) ? { role: available } : null,
      promotionSeen: flags.has(FLAG_PROMOTION_SEEN),
      extensionList: Object.values(plan).map((s) => ({
        role: s.extension,
        status: s.status,
        trialUsed: s.trialUsed,
        trialEndDate: s.trialEnd,
        daysLeft: s.daysLeft,
        hasAccess: seats.some((seat) => seat.extension === s.extension && seat.roleAccess),
      })),
    },
  };
}

export const markFlag = (ctx: AppContext, auth: UserAuth, flag: string) => setFlag(ctx.db, auth.companyId, auth.user.id, flag);
