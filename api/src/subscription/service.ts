// The subscription confirmation: the page model (role sections with their users, the free and inactive lists)
// and the confirmation, which the server recomputes from the selection alone: the user transitions (a user
// deselected from every role becomes free while free slots remain, else inactive; selecting removes a user from
// the free and inactive lists; inactive → free only below totalFreeUser; free → inactive) and the totals.
import type { UserRow } from '../context';
import { roleTokens } from '../permissions';
import { fullName } from '../users/model';
import { displayedMonthlyPrice, monthlyPrice, periodPrice, totals, type Extension, type PaymentInterval } from './pricing';

/** Free seats a company keeps without paying. */
export const TOTAL_FREE_USER = 2;

export const NO_USER_MESSAGE = 'You must select at least one user to upgrade';
export const CONFIRMED_MESSAGE = 'Your trial has been confirmed.';
export const ADMIN_ONLY_MESSAGE = 'Contact your system administrator to subscribe to the extension.';

/** Tokens that grant a paid extension (everything but free). */
const paidTokensOf = (role: string) => roleTokens(role).filter((t) => t !== 'free');

export interface SectionInfo {
  role: Extension;
  trialEndDate: Date | null;
}

/** A user's seat in an extension as the plan keeps it (role access and the extension's admin flag). */
export interface SeatInfo {
  userId: number;
  extension: string;
  roleAccess: boolean;
  roleAdmin: boolean;
}

const userEntry = (u: UserRow) => ({ id: u.id, fullName: fullName(u), email: u.email, userRole: u.role });

/** The page model of `GET /api/Home/ConfirmSubscription`. */
export function subscriptionModel(
  sections: SectionInfo[],
  companyUsers: UserRow[],
  seats: SeatInfo[],
  now: Date,
  interval: PaymentInterval = 'monthly',
) {
  const active = companyUsers.filter((u) => u.isActive);
  const seatOf = (userId: number, ext: string) => seats.find((x) => x.userId === userId && x.extension === ext);
  const trialSectionList = sections.map((s) => {
    const roleUserList = active.map((u) => {
      // The plan's seat decides access (an administrator is preselected: administrator rights imply access).
      const seat = seatOf(u.id, s.role);
      const access = Boolean(seat?.roleAccess);
      return {
        ...userEntry(u),
        selected: access,
        roleAccess: access,
        roleAdmin: u.isAdministrator || Boolean(seat?.roleAdmin) || roleTokens(u.role).includes(`${s.role}_admin`),
      };
    });
    const totalSelected = roleUserList.filter((u) => u.selected).length;
    return {
      role: s.role,
      trialEndDate: s.trialEndDate?.toISOString() ?? null,
      daysLeft: s.trialEndDate ? Math.max(0, Math.ceil((s.trialEndDate.getTime() - now.getTime()) / 86_400_000)) : null,
      price: monthlyPrice(s.role),
      displayPrice: displayedMonthlyPrice(s.role, interval),
      periodPrice: periodPrice(s.role, interval),
      subTotal: periodPrice(s.role, interval) * totalSelected,
      totalSelected,
      roleUserList,
    };
  });
  const selectedIds = new Set(trialSectionList.flatMap((s) => s.roleUserList.filter((u) => u.selected).map((u) => u.id)));
  const seated = new Set(seats.filter((x) => x.roleAccess).map((x) => x.userId));
  const freeUserList = active
    .filter((u) => !selectedIds.has(u.id) && !seated.has(u.id) && paidTokensOf(u.role).length === 0)
    .map(userEntry);
  const inactiveUserList = companyUsers.filter((u) => !u.isActive).map(userEntry);
  return {
    paymentInterval: interval,
    trialSectionList,
    freeUserList,
    inactiveUserList,
    totalFreeUser: TOTAL_FREE_USER,
    total: trialSectionList.reduce((sum, s) => sum + s.subTotal, 0),
  };
}

export interface SelectionInput {
  sections: { role: Extension; selectedIds: number[] }[];
  /** Users the client moved to the inactive list (free → inactive is always allowed). */
  inactiveIds: number[];
}

export interface UserChange {
  id: number;
  role: string;
  isActive: boolean;
  state: 'paid' | 'free' | 'inactive';
}

/**
 * The users' new roles and states after confirming, from the selection only. Section roles are replaced by the
 * selection; a user's other paid roles are kept. A user left with no paid role is free while the company's free
 * seats last (users already free keep theirs first), else inactive; users the client marked inactive stay so.
 */
export function applySelection(
  companyUsers: UserRow[],
  input: SelectionInput,
  totalFreeUser = TOTAL_FREE_USER,
  /** Users who keep a paid seat in an extension outside the confirmed sections. */
  seatedElsewhere: ReadonlySet<number> = new Set(),
): UserChange[] {
  const sectionRoles = new Set(input.sections.map((s) => s.role));
  const selectedBy = new Map<number, Set<string>>();
  for (const s of input.sections) for (const id of s.selectedIds) selectedBy.set(id, (selectedBy.get(id) ?? new Set()).add(s.role));
  const inactive = new Set(input.inactiveIds);

  const next = companyUsers.map((u) => {
    const tokens = roleTokens(u.role);
    const base = (t: string) => t.replace(/_admin$/, '');
    // Roles outside the confirmed sections are kept; inside them the selection decides (with the _admin variant).
    const kept = tokens.filter((t) => t !== 'free' && !sectionRoles.has(base(t) as Extension));
    const chosen = [...(selectedBy.get(u.id) ?? [])].flatMap((r) => (tokens.includes(`${r}_admin`) ? [r, `${r}_admin`] : [r]));
    return { user: u, roles: [...new Set([...chosen, ...kept])] };
  });

  // Free seats go first to users who were already free, then in list order; the rest become inactive.
  const unpaid = next.filter((n) => n.roles.length === 0 && !seatedElsewhere.has(n.user.id) && !inactive.has(n.user.id));
  unpaid.sort(
    (a, b) =>
      Number(paidTokensOf(b.user.role).length === 0 && b.user.isActive) - Number(paidTokensOf(a.user.role).length === 0 && a.user.isActive),
  );
  const free = new Set(unpaid.slice(0, totalFreeUser).map((n) => n.user.id));

  return next.map(({ user, roles }) => {
    if (roles.length > 0 || seatedElsewhere.has(user.id))
      return { id: user.id, role: roles.join(',') || user.role, isActive: true, state: 'paid' as const };
    if (free.has(user.id)) return { id: user.id, role: 'free', isActive: true, state: 'free' as const };
    return { id: user.id, role: 'free', isActive: false, state: 'inactive' as const };
  });
}

/** The billed lines of a selection and its total for the interval. */
export function selectionTotals(input: SelectionInput, interval: PaymentInterval) {
  return totals(
    input.sections.map((s) => ({ role: s.role, users: new Set(s.selectedIds).size })),
    interval,
  );
}
