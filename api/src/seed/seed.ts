// Demo seed on first start: only when no company exists (idempotent, safe with concurrent instances).
// Everything is written in one transaction, so a failed seed leaves no half-made company behind.
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';
import { hashPassword } from '../auth/password';
import { defaultPreferences } from '../users/model';
import { seedAcme } from './acme';
import { seedExtraFields } from './extra-fields';
import { DAY, SeedLedger, type SeedContext, type Team } from './context';
import { seedGlobex } from './globex';
import { writeCreationHistory } from './history';
import { demoLogins } from './demo-logins';
import { ensureDashboards } from '../dashboards/routes';
import { markDemoRecords } from '../panels/onboarding';
import { seedAcmePlan, seedSuitePlan, seedTrialCompany } from '../plans/seed';

const SEED_LOCK = 7_310_002;

const acmeUsers = [
  { first: 'Alice', last: 'Adams', title: 'Managing Director', admin: true },
  { first: 'Carl', last: 'Reyes', title: 'Account Executive', admin: false },
  { first: 'Priya', last: 'Shah', title: 'Project Manager', admin: false },
  { first: 'Sam', last: 'Ortiz', title: 'Support Lead', admin: false },
  { first: 'Fay', last: 'Lin', title: 'Office Assistant', admin: false },
];

const piedPiperUsers = [
  { username: 'admin@piedpiper.example', first: 'Richard', last: 'Hendricks', title: 'CEO', admin: true },
  { username: 'dinesh@piedpiper.example', first: 'Dinesh', last: 'Chugtai', title: 'Engineer', admin: false },
  { username: 'gilfoyle@piedpiper.example', first: 'Bertram', last: 'Gilfoyle', title: 'Systems Architect', admin: false },
];

/** Returns true when it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Transaction-scoped lock: a second instance starting at the same time waits, then sees the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(companies);
    if ((existing?.n ?? 0) > 0) return false;

    const [acme, globex, piedPiper] = await tx
      .insert(companies)
      .values([{ name: 'Acme Demo' }, { name: 'Globex Corporation' }, { name: 'Pied Piper' }])
      .returning({ id: companies.id });

    const logins = demoLogins.filter((l) => l.username.endsWith('@acme.example'));
    const hashes = await Promise.all(demoLogins.map((l) => hashPassword(l.password)));
    const acmeRows = await tx
      .insert(users)
      .values(
        logins.map((login, i) => ({
          companyId: acme!.id,
          username: login.username,
          email: login.username,
          firstName: acmeUsers[i]!.first,
          lastName: acmeUsers[i]!.last,
          jobTitle: acmeUsers[i]!.title,
          role: login.role,
          isAdministrator: acmeUsers[i]!.admin,
          preferences: defaultPreferences(),
          passwordHash: hashes[i]!,
        })),
      )
      .returning({ id: users.id });
    const globexLogin = demoLogins.find((l) => l.username === 'admin@globex.example')!;
    const [globexAdmin] = await tx
      .insert(users)
      .values({
        companyId: globex!.id,
        username: globexLogin.username,
        email: globexLogin.username,
        firstName: 'Gus',
        lastName: 'Grant',
        jobTitle: 'CEO',
        role: globexLogin.role,
        isAdministrator: true,
        preferences: defaultPreferences(),
        passwordHash: hashes[demoLogins.indexOf(globexLogin)]!,
      })
      .returning({ id: users.id });

    const piedPiperRows = await tx
      .insert(users)
      .values(
        piedPiperUsers.map((u) => {
          const i = demoLogins.findIndex((l) => l.username === u.username);
          return {
            companyId: piedPiper!.id,
            username: u.username,
            email: u.username,
            firstName: u.first,
            lastName: u.last,
            jobTitle: u.title,
            role: demoLogins[i]!.role,
            isAdministrator: u.admin,
            preferences: defaultPreferences(),
            passwordHash: hashes[i]!,
          };
        }),
      )
      .returning({ id: users.id });

    const [admin, crm, project, support, free] = acmeRows.map((r) => r.id) as [number, number, number, number, number];
    const team: Team = {
      admin,
      crm,
      project,
      support,
      free,
      all: [admin, crm, project, support, free],
      emailOf: new Map(acmeRows.map((r, i) => [r.id, logins[i]!.username])),
    };
    const now = Date.now();
    const today = now - (now % DAY);
    const acmeContext: SeedContext = { tx, companyId: acme!.id, ledger: new SeedLedger(), today, now };
    await seedAcme(acmeContext, team);
    await seedExtraFields(acmeContext);
    await writeCreationHistory(acmeContext);

    const globexContext: SeedContext = { tx, companyId: globex!.id, ledger: new SeedLedger(), today, now };
    await seedGlobex(globexContext, globexAdmin!.id);
    await writeCreationHistory(globexContext);

    await seedAcmePlan(tx, acme!.id, { admin, crm, project, support });
    await seedSuitePlan(tx, globex!.id, globexAdmin!.id);
    const piedPiperContext: SeedContext = { tx, companyId: piedPiper!.id, ledger: new SeedLedger(), today, now };
    await seedTrialCompany(piedPiperContext, piedPiperRows[0]!.id);
    await writeCreationHistory(piedPiperContext);
    // Every demo user starts with their default (system) dashboard.
    for (const [companyId, ids] of [
      [acme!.id, team.all],
      [globex!.id, [globexAdmin!.id]],
      [piedPiper!.id, piedPiperRows.map((r) => r.id)],
    ] as const)
      for (const userId of ids) await ensureDashboards(tx, companyId, userId);
    // What "Delete demo data" removes: every record seeded here, and nothing a user adds later.
    for (const company of [acme!, globex!, piedPiper!]) await markDemoRecords(tx, company.id);
    return true;
  });
}
