// A throwaway company with many organizations and people, inserted in bulk (INSERT … SELECT over
// generate_series: seconds, not 200,000 api calls). Values come from small word lists, each word chosen
// from an independent part of the row number (so a keyword's rows spread through every sort order), names
// repeat (sort ties), some fields are empty (empty values sort last), a keyword matches a known share of
// rows and a filter value a tenth of them.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../api/src/auth/password';
import type { Db } from '../../api/src/db/client';
import { companies, users } from '../../api/src/db/schema';
import { subscribe } from '../../api/src/plans/service';

const words = (list: string) =>
  sql.raw(
    `(array[${list
      .split(' ')
      .map((w) => `'${w}'`)
      .join(',')}])`,
  );

const ADJECTIVES = words(
  'Blue Bright Central Clear Coastal Crown Delta Eastern First Global Golden Grand Green Highland Iron Lake Liberty Metro Modern Noble North Ocean Pacific Pioneer Prime Quantum Rapid Red River Royal Silver Smart Solar Summit Swift True United Valley Western Wild',
);
const NOUNS = words(
  'Analytics Anchor Arrow Atlas Beacon Bridge Canyon Capital Cedar Circle Cloud Compass Crest Dynamics Engine Falcon Field Forge Frontier Gate Harbor Horizon Kessler Labs Ledger Link Logic Maple Matrix Mill Motion Network Orbit Partners Peak Pine Point Portal Ridge Rock Signal Spark Spring Stone Systems Tower Trade Vector Works Yard',
);
const SUFFIXES = words('Ltd GmbH Inc LLC SA');
export const INDUSTRIES = [
  'Software',
  'Retail',
  'Manufacturing',
  'Finance',
  'Health',
  'Energy',
  'Logistics',
  'Media',
  'Education',
  'Hospitality',
];
const FIRST_NAMES = words(
  'Ada Alan Alice Amir Anna Ben Carla Chen David Elena Emma Farah Felix Grace Hana Ivan Jack Jana Jonas Julia Karl Lara Leo Lina Luca Maya Mia Nadia Noah Nora Omar Oscar Paula Pedro Quinn Rosa Sam Sara Tariq Theo Uma Vera Victor Wei Yara Yusuf Zoe Anton Bruno Clara',
);
// 100 last names: a keyword that is one of them matches about 1% of people.
const LAST_NAMES = words(
  'Abbott Adler Alvarez Baker Becker Berg Blake Brandt Brooks Burke Carter Castro Chang Clarke Cole Costa Cruz Dalton Diaz Dixon Duval Ellis Engel Evans Fischer Fleming Ford Foster Franke Garcia Gibson Gomez Grant Gray Hahn Hansen Hart Hayes Hoffmann Holt Hughes Ibarra Jensen Jones Kaiser Keller Kemp Klein Knight Koch Lang Larsen Lopez Lutz Mann Marsh Meyer Miller Moreau Morgan Nash Nolan Novak Olsen Ortiz Owens Park Patel Perez Quint Ramos Reed Reyes Richter Rossi Sanchez Schmidt Shaw Silva Stone Strand Sturm Tanaka Torres Vogel Wagner Walsh Weber Wolf Young Zimmer Zeller Ziegler Zorn Yates Yilmaz Wells Wendt Vance Ueda',
);
const JOB_TITLES = words('Buyer Controller Director Engineer Manager Owner Planner Purchaser Analyst Consultant');

export interface ScaleCompany {
  companyId: number;
  userId: number;
  username: string;
  password: string;
}

/** A company with one administrator who owns every record; its login for the api. */
export async function createScaleCompany(db: Db): Promise<ScaleCompany> {
  const password = 'scale1234';
  const username = `scale-${randomBytes(4).toString('hex')}@bench.example`;
  const [company] = await db.insert(companies).values({ name: 'Scale Benchmark' }).returning({ id: companies.id });
  const [user] = await db
    .insert(users)
    .values({
      companyId: company!.id,
      username,
      email: username,
      firstName: 'Scale',
      lastName: 'Admin',
      role: 'all',
      isAdministrator: true,
      preferences: { modalSize: 'medium', sessionTimeout: 60, calendarStartDay: 1, streamFilterOption: 'all' },
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  // The complete suite, so every engine list of the benchmark is within the plan (426 otherwise).
  for (const ext of ['crm', 'project', 'support'] as const) await subscribe(db, company!.id, ext, [{ userId: user!.id, roleAdmin: true }]);
  return { companyId: company!.id, userId: user!.id, username, password };
}

/** `count` organizations and `count` people (each at an organization, some in a role) in the company, then fresh statistics. */
export async function seedScaleRecords(db: Db, company: ScaleCompany, count: number): Promise<void> {
  const { companyId, userId } = company;
  const industries = words(INDUSTRIES.join(' '));
  // Roles (the Lead, Customer and Supplier lists run over both tables): organizations one in 5 a customer, one in 7 a
  // lead, one in 50 a supplier; people one in 20 a lead, one in 100 a customer. Role ids from the api's own sequence.
  const role = (share: string) => sql.raw(`${share}, case when ${share} then nextval('party_role_id_seq')::int end`);
  await db.execute(sql`
    insert into organizations (company_id, owner_id, created_by, modified_by, name, industry, number_of_employees, annual_revenue,
      website, primary_phone, primary_email, status, creation_date, last_modified_date,
      is_customer, customer_id, is_lead, lead_id, is_supplier, supplier_id)
    select ${companyId}, ${userId}, ${userId}, ${userId},
      ${ADJECTIVES}[1 + (g / 50) % 40] || ' ' || ${NOUNS}[1 + ((g::bigint * 104729) % 50)::int] || ' ' || ${SUFFIXES}[1 + (g / 2000) % 5],
      ${industries}[1 + ((g::bigint * 31) % 10)::int],
      case when g % 13 = 0 then null else 1 + ((g::bigint * 7727) % 5000)::int end,
      case when g % 17 = 0 then null else ((g::bigint * 15485863) % 100000000) / 100.0 end,
      'https://org' || g || '.example', '+1 555 ' || lpad((g % 10000000)::text, 7, '0'), 'info@org' || g || '.example',
      case when g % 10 = 0 then 0 else 1 end,
      now() - make_interval(mins => g), now() - make_interval(mins => g % 1000),
      ${role('g % 5 = 0')}, ${role('g % 7 = 1')}, ${role('g % 50 = 3')}
    from generate_series(1, ${count}) as g`);
  const [first] = (
    (await db.execute(sql`select min(id) as id from organizations where company_id = ${companyId}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  await db.execute(sql`
    insert into people (company_id, owner_id, created_by, modified_by, first_name, last_name, job_title, organization_id,
      primary_phone, primary_email, status, creation_date, last_modified_date, is_lead, lead_id, is_customer, customer_id)
    select ${companyId}, ${userId}, ${userId}, ${userId},
      case when g % 19 = 0 then null else ${FIRST_NAMES}[1 + (g / 100) % 50] end,
      ${LAST_NAMES}[1 + ((g::bigint * 104729) % 100)::int],
      case when g % 7 = 0 then null else ${JOB_TITLES}[1 + g % 10] end,
      ${Number(first!.id)} + ((g::bigint * 31) % ${count})::int,
      '+1 555 ' || lpad((g % 10000000)::text, 7, '0'), 'person' || g || '@people.example',
      case when g % 10 = 0 then 0 else 1 end,
      now() - make_interval(mins => g), now() - make_interval(mins => g % 1000),
      ${role('g % 20 = 0')}, ${role('g % 100 = 7')}
    from generate_series(1, ${count}) as g`);
  // Fresh statistics (what autovacuum would do) and a visibility map, so plans and counts are the steady state's.
  await db.execute(sql`vacuum analyze organizations`);
  await db.execute(sql`vacuum analyze people`);
}
