// The demo company's parties: 60 organizations (some with child companies) and 120 people (two per
// organization, some reporting to a colleague), their addresses, phones and e-mails, and role numbers.
import { sql } from 'drizzle-orm';
import type { RecordTable } from '../db/records';
import { addresses, emails, organizations, people, phones } from '../db/schema';
import { cities, firstNames, industries, jobTitles, lastNames, organizationNames, prng, slug, streets } from './data';
import { dateAt, dayAt, insertRecords, type Team, type SeedContext, type SeededRecord } from './context';

/** A lead, customer or supplier number, only while the party has that role (one sequence for all three). */
export const roleId = (flag: boolean) => (flag ? sql`nextval('party_role_id_seq')` : null);

// Child company index → parent company index (parents come first and have no parent themselves).
const childCompanies: readonly [number, number][] = [
  [20, 0], [21, 0], [32, 10], [33, 10], [44, 13], [45, 22], [56, 35], [57, 35],
];

export interface Parties {
  organizations: SeededRecord[];
  people: SeededRecord[];
  /** The people working at each organization, by organization id. */
  peopleOf: Map<number, SeededRecord[]>;
}

export async function seedParties(ctx: SeedContext, u: Team): Promise<Parties> {
  // Two streams: `rnd` draws exactly what the first demo drew (names, streets and dates stay the same);
  // `more` draws the fields added since, so adding one never reshuffles the others.
  const rnd = prng(42);
  const more = prng(4242);
  // Sales people own most records; everyone owns a few so "owner" rules are visible in the demo.
  const owners = [u.admin, u.crm, u.crm, u.crm, u.admin, u.project, u.support, u.free];

  const orgValues = organizationNames.map((name, i) => {
    const ownerId = owners[i % owners.length]!;
    const created = dayAt(ctx, -(400 - i * 5), 9);
    const domain = `${slug(name)}.example.com`;
    const industry = industries[i % industries.length]!;
    const employees = 5 + more.int(40) * (1 + more.int(25));
    const flags = { isLead: i % 4 === 1, isCustomer: i % 3 === 0, isSupplier: i % 5 === 2 };
    return {
      name,
      ownerId,
      status: i % 11 === 10 ? 0 : 1,
      isLocked: i % 9 === 4,
      ...flags,
      leadId: roleId(flags.isLead),
      customerId: roleId(flags.isCustomer),
      supplierId: roleId(flags.isSupplier),
      website: `https://www.${domain}`,
      industry,
      description: `${name} — ${industry.toLowerCase()} account.`,
      primaryPhone: `+1 ${cities[i % cities.length]!.area} 555 ${String(1000 + i * 37).slice(-4)}`,
      primaryEmail: `info@${domain}`,
      numberOfEmployees: employees,
      annualRevenue: employees * (80_000 + more.int(120) * 1_000),
      creationDate: created,
      lastModifiedDate: new Date(created.getTime() + rnd.int(60) * 86_400_000),
    };
  });
  const orgs = await insertRecords(ctx, 'Organization', organizations, orgValues);

  const personValues = Array.from({ length: 120 }, (_, i) => {
    const orgIndex = i % orgs.length;
    const org = orgValues[orgIndex]!;
    const firstName = firstNames[i % firstNames.length]!;
    const lastName = lastNames[(i * 7 + Math.floor(i / firstNames.length)) % lastNames.length]!;
    // A few people are suppliers themselves (freelancers).
    const flags = { isLead: i % 6 === 1, isCustomer: org.isCustomer, isSupplier: i % 20 === 3 };
    return {
      firstName,
      lastName,
      organizationId: orgs[orgIndex]!.id,
      jobTitle: jobTitles[i % jobTitles.length]!,
      ownerId: org.ownerId,
      status: 1,
      isLocked: i % 17 === 5,
      ...flags,
      leadId: roleId(flags.isLead),
      customerId: roleId(flags.isCustomer),
      supplierId: roleId(flags.isSupplier),
      primaryPhone: `+1 ${cities[orgIndex % cities.length]!.area} 555 ${String(2000 + i * 53).slice(-4)}`,
      // Tomás → tomas: strip accents before dropping what an address cannot hold.
      primaryEmail: `${firstName}.${lastName}`.normalize('NFD').toLowerCase().replace(/[^a-z.]/g, '') + `@${slug(org.name)}.example.com`,
      // Two in three people have a birthday on file, aged 25 to 65.
      birthday: i % 3 === 2 ? null : dateAt(ctx, -(25 * 365 + more.int(40 * 365))),
      creationDate: new Date(org.creationDate.getTime() + (i % 30) * 86_400_000),
      lastModifiedDate: new Date(org.creationDate.getTime() + (30 + (i % 30)) * 86_400_000),
    };
  });
  const persons = await insertRecords(ctx, 'Person', people, personValues);

  // Each organization's second contact reports to its first, except in every third organization.
  const reports = persons.slice(orgs.length).flatMap((p, i) => (i % 3 === 2 ? [] : [[p.id, persons[i]!.id] as [number, number]]));
  await link(ctx, people, 'reportsToId', persons, reports);
  await link(ctx, organizations, 'parentOrganizationId', orgs, childCompanies.map(([c, p]) => [orgs[c]!.id, orgs[p]!.id]));

  await seedContactDetails(ctx, orgs, persons, rnd);

  const peopleOf = new Map<number, SeededRecord[]>();
  for (const p of persons) peopleOf.set(Number(p.row.organizationId), [...(peopleOf.get(Number(p.row.organizationId)) ?? []), p]);
  return { organizations: orgs, people: persons, peopleOf };
}

/** Points rows at other rows of the same table once both exist (one UPDATE … FROM VALUES). */
async function link(ctx: SeedContext, table: RecordTable, property: string, records: SeededRecord[], pairs: [number, number][]) {
  if (pairs.length === 0) return;
  const values = sql.join(pairs.map(([id, target]) => sql`(${id}::int, ${target}::int)`), sql`, `);
  await ctx.tx.execute(
    sql`update ${table} as t set ${sql.identifier(table[property]!.name)} = v.target from (values ${values}) as v(id, target) where t.id = v.id`,
  );
  const byId = new Map(records.map((r) => [r.id, r]));
  for (const [id, target] of pairs) byId.get(id)!.row[property] = target;
}

async function seedContactDetails(ctx: SeedContext, orgs: SeededRecord[], persons: SeededRecord[], rnd: ReturnType<typeof prng>) {
  const companyId = ctx.companyId;
  await ctx.tx.insert(addresses).values(
    orgs.map((org, i) => {
      const place = cities[i % cities.length]!;
      return {
        companyId,
        parentObject: 'Organization',
        parentId: org.id,
        description: 'Head office',
        street: `${100 + rnd.int(8900)} ${rnd.pick(streets)}`,
        city: place.city,
        province: place.province,
        postal: place.postal,
        country: place.country,
        primaryPhone: org.row.primaryPhone as string,
        isPrimary: true,
      };
    }),
  );
  const phone = (r: SeededRecord) => r.row.primaryPhone as string;
  const email = (r: SeededRecord) => r.row.primaryEmail as string;
  await ctx.tx.insert(phones).values([
    ...orgs.map((org) => ({ companyId, parentObject: 'Organization', parentId: org.id, type: 'Work', phoneNumber: phone(org), isPrimary: true })),
    ...persons.map((p, i) => ({ companyId, parentObject: 'Person', parentId: p.id, type: i % 2 ? 'Mobile' : 'Work', phoneNumber: phone(p), isPrimary: true })),
  ]);
  await ctx.tx.insert(emails).values([
    ...orgs.map((org) => ({ companyId, parentObject: 'Organization', parentId: org.id, email: email(org), isPrimary: true })),
    ...persons.map((p) => ({ companyId, parentObject: 'Person', parentId: p.id, email: email(p), isPrimary: true })),
  ]);
}
