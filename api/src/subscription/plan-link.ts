// Where the subscription meets the company's plan (api/src/plans): the sections offered are the requested
// extension, else the extensions in a running trial (else the three extensions); confirming marks each section's
// extension subscribed with a seat for its selected users, takes the seat from deselected ones, and leaves free
// and inactive users without any seat.
import type { Db } from '../db/client';
import { EXTENSIONS, MODULE_EXTENSIONS, isActive } from '../plans/model';
import { loadCompanyPlan, loadSeats, setSeats, subscribe } from '../plans/service';
import type { Extension } from './pricing';
import type { SeatInfo, SectionInfo, SelectionInput, UserChange } from './service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function subscriptionSections(db: Db, companyId: number, role: Extension | undefined, now: Date): Promise<SectionInfo[]> {
  const plan = await loadCompanyPlan(db, companyId, now);
  const inTrial = EXTENSIONS.filter((e) => plan[e].status === 'trial');
  const roles: Extension[] = role ? [role] : inTrial.length ? [...inTrial] : [...MODULE_EXTENSIONS];
  return roles.map((r) => ({ role: r, trialEndDate: plan[r].status === 'trial' ? plan[r].trialEnd : null }));
}

export const companySeats = (db: Db, companyId: number): Promise<SeatInfo[]> => loadSeats(db, companyId);

/** Users holding a seat with access in an active extension that none of the confirmed sections covers. */
export async function seatedOutside(db: Db, companyId: number, sections: readonly Extension[], now: Date): Promise<Set<number>> {
  const plan = await loadCompanyPlan(db, companyId, now);
  const seats = await loadSeats(db, companyId);
  return new Set(seats.filter((s) => s.roleAccess && !sections.includes(s.extension) && isActive(plan[s.extension])).map((s) => s.userId));
}

export async function markSubscribed(tx: Tx, companyId: number, selection: SelectionInput, changes: UserChange[]): Promise<void> {
  const seats = await loadSeats(tx, companyId);
  const seatOf = (userId: number, ext: Extension) => seats.find((s) => s.userId === userId && s.extension === ext);
  // Keep each seat's admin and sales flags; only role access changes here.
  const keep = (userId: number, ext: Extension) => {
    const s = seatOf(userId, ext);
    return {
      userId,
      roleAdmin: s?.roleAdmin ?? false,
      isSalesManager: s?.isSalesManager ?? false,
      isSalesPerson: s?.isSalesPerson ?? false,
    };
  };
  for (const section of selection.sections) {
    const selected = new Set(section.selectedIds);
    await subscribe(
      tx,
      companyId,
      section.role,
      [...selected].map((id) => ({ ...keep(id, section.role), roleAccess: true })),
    );
    const dropped = seats.filter((s) => s.extension === section.role && s.roleAccess && !selected.has(s.userId));
    await setSeats(
      tx,
      companyId,
      section.role,
      dropped.map((s) => ({ ...keep(s.userId, section.role), roleAccess: false })),
    );
  }
  const unpaid = new Set(changes.filter((c) => c.state !== 'paid').map((c) => c.id));
  for (const ext of EXTENSIONS) {
    const held = seats.filter((s) => s.extension === ext && s.roleAccess && unpaid.has(s.userId));
    await setSeats(
      tx,
      companyId,
      ext,
      held.map((s) => ({ ...keep(s.userId, ext), isSalesManager: false, isSalesPerson: false, roleAccess: false })),
    );
  }
}
