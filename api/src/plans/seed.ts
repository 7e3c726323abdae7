// The demo plans: Acme and Globex subscribe to every extension, with a seat for each paid demo user (so each demo
// login reaches what the README says); Pied Piper (the trial demo) has none yet.
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { insertRecords, type SeedContext } from '../seed/context';
import { subscribe } from './service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AcmeSeats {
  admin: number;
  crm: number;
  project: number;
  support: number;
}

export async function seedAcmePlan(tx: Tx, companyId: number, u: AcmeSeats): Promise<void> {
  // Every paid demo user holds a seat in every extension, so each keeps reading the other modules' records; the
  // role string still decides where they write. The free user has no seat: the freemium plan (CRM only).
  for (const ext of ['crm', 'project', 'support'] as const) {
    await subscribe(tx, companyId, ext, [
      { userId: u.admin, roleAdmin: true },
      { userId: u.crm, isSalesManager: ext === 'crm' },
      { userId: u.project },
      { userId: u.support },
    ]);
  }
}

export async function seedSuitePlan(tx: Tx, companyId: number, adminId: number): Promise<void> {
  for (const ext of ['crm', 'project', 'support'] as const) await subscribe(tx, companyId, ext, [{ userId: adminId, roleAdmin: true }]);
}

/** Pied Piper: a freshly signed-up company (no extension yet) with a few organizations to open once a trial starts. */
export async function seedTrialCompany(ctx: SeedContext, ownerId: number): Promise<void> {
  await insertRecords(
    ctx,
    'Organization',
    organizations,
    ['Raviga Capital', 'Endframe', 'Bachmanity'].map((name) => ({
      ownerId,
      status: 1,
      name,
      industry: 'Services',
      creationDate: new Date(ctx.now),
      lastModifiedDate: new Date(ctx.now),
    })),
  );
}
