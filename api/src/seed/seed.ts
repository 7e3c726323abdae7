// Demo seed on first start: only when no company exists (idempotent, safe with concurrent instances).
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addresses, companies, emails, organizations, people, phones, users } from '../db/schema';
import { hashPassword } from '../auth/password';
import { defaultPreferences } from '../users/model';
import { cities, firstNames, globexOrganizations, industries, jobTitles, lastNames, organizationNames, prng, slug, streets } from './data';
import { demoLogins } from './demo-logins';

const SEED_LOCK = 7_310_002;

const acmeUsers = [
  { first: 'Alice', last: 'Adams', title: 'Managing Director', admin: true },
  { first: 'Carl', last: 'Reyes', title: 'Account Executive', admin: false },
  { first: 'Priya', last: 'Shah', title: 'Project Manager', admin: false },
  { first: 'Sam', last: 'Ortiz', title: 'Support Lead', admin: false },
  { first: 'Fay', last: 'Lin', title: 'Office Assistant', admin: false },
];

/** Returns true when it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Transaction-scoped lock: a second instance starting at the same time waits, then sees the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(companies);
    if ((existing?.n ?? 0) > 0) return false;

    const rnd = prng(42);
    const [acme, globex] = await tx
      .insert(companies)
      .values([{ name: 'Acme Demo' }, { name: 'Globex Corporation' }])
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

    const [admin, crm, project, support, free] = acmeRows.map((r) => r.id) as [number, number, number, number, number];
    // Sales people own most records; everyone owns a few so "owner" rules are visible in the demo.
    const owners = [admin, crm, crm, crm, admin, project, support, free];
    const day = 86_400_000;
    const now = Date.now();

    const orgValues = organizationNames.map((name, i) => {
      const ownerId = owners[i % owners.length]!;
      const created = new Date(now - (400 - i * 5) * day);
      const domain = `${slug(name)}.example.com`;
      return {
        companyId: acme!.id,
        name,
        ownerId,
        status: i % 11 === 10 ? 0 : 1,
        isLocked: i % 9 === 4,
        isLead: i % 4 === 1,
        isCustomer: i % 3 === 0,
        isSupplier: i % 5 === 2,
        website: `https://www.${domain}`,
        industry: industries[i % industries.length]!,
        description: `${name} — ${industries[i % industries.length]!.toLowerCase()} account.`,
        primaryPhone: `+1 ${cities[i % cities.length]!.area} 555 ${String(1000 + i * 37).slice(-4)}`,
        primaryEmail: `info@${domain}`,
        creationDate: created,
        lastModifiedDate: new Date(created.getTime() + rnd.int(60) * day),
        createdBy: ownerId,
        modifiedBy: ownerId,
      };
    });
    const orgRows = await tx.insert(organizations).values(orgValues).returning({ id: organizations.id });

    const personValues = Array.from({ length: 120 }, (_, i) => {
      const orgIndex = i % orgRows.length;
      const org = orgValues[orgIndex]!;
      const firstName = firstNames[i % firstNames.length]!;
      const lastName = lastNames[(i * 7 + Math.floor(i / firstNames.length)) % lastNames.length]!;
      const ownerId = org.ownerId;
      return {
        companyId: acme!.id,
        firstName,
        lastName,
        organizationId: orgRows[orgIndex]!.id,
        jobTitle: jobTitles[i % jobTitles.length]!,
        ownerId,
        status: 1,
        isLocked: i % 17 === 5,
        isLead: i % 6 === 1,
        isCustomer: org.isCustomer,
        primaryPhone: `+1 ${cities[orgIndex % cities.length]!.area} 555 ${String(2000 + i * 53).slice(-4)}`,
        // Tomás → tomas: strip accents before dropping what an address cannot hold.
        primaryEmail: `${firstName}.${lastName}`.normalize('NFD').toLowerCase().replace(/[^a-z.]/g, '') + `@${slug(org.name)}.example.com`,
        creationDate: new Date(org.creationDate.getTime() + (i % 30) * day),
        lastModifiedDate: new Date(org.creationDate.getTime() + (30 + (i % 30)) * day),
        createdBy: ownerId,
        modifiedBy: ownerId,
      };
    });
    const personRows = await tx.insert(people).values(personValues).returning({ id: people.id });

    const addressValues = orgRows.map((org, i) => {
      const place = cities[i % cities.length]!;
      return {
        companyId: acme!.id,
        parentObject: 'Organization',
        parentId: org.id,
        description: 'Head office',
        street: `${100 + rnd.int(8900)} ${rnd.pick(streets)}`,
        city: place.city,
        province: place.province,
        postal: place.postal,
        country: place.country,
        primaryPhone: orgValues[i]!.primaryPhone,
        isPrimary: true,
      };
    });
    await tx.insert(addresses).values(addressValues);
    await tx.insert(phones).values([
      ...orgRows.map((org, i) => ({ companyId: acme!.id, parentObject: 'Organization', parentId: org.id, type: 'Work', phoneNumber: orgValues[i]!.primaryPhone })),
      ...personRows.map((p, i) => ({ companyId: acme!.id, parentObject: 'Person', parentId: p.id, type: i % 2 ? 'Mobile' : 'Work', phoneNumber: personValues[i]!.primaryPhone })),
    ]);
    await tx.insert(emails).values([
      ...orgRows.map((org, i) => ({ companyId: acme!.id, parentObject: 'Organization', parentId: org.id, email: orgValues[i]!.primaryEmail, isPrimary: true })),
      ...personRows.map((p, i) => ({ companyId: acme!.id, parentObject: 'Person', parentId: p.id, email: personValues[i]!.primaryEmail, isPrimary: true })),
    ]);

    await tx.insert(organizations).values(
      globexOrganizations.map((o) => ({
        companyId: globex!.id,
        name: o.name,
        industry: o.industry,
        ownerId: globexAdmin!.id,
        website: `https://www.${slug(o.name)}.example.com`,
        isCustomer: true,
        createdBy: globexAdmin!.id,
        modifiedBy: globexAdmin!.id,
      })),
    );
    return true;
  });
}
