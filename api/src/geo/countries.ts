// Reference data: the ISO 3166-1 countries and, where addresses name one, their provinces. Filled from the
// `country-region-data` package on start when missing (idempotent, safe with concurrent instances); the
// same rows for every company.
import { allCountries } from 'country-region-data';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, regions } from '../db/schema';

/** How a country names its province and postal fields on an address form. */
const LABELS: Readonly<Record<string, { province: string; postal: string }>> = {
  US: { province: 'State', postal: 'ZIP code' },
  CA: { province: 'Province', postal: 'Postal code' },
  MX: { province: 'State', postal: 'Postal code' },
  BR: { province: 'State', postal: 'CEP' },
  AR: { province: 'Province', postal: 'Postal code' },
  AU: { province: 'State', postal: 'Postcode' },
  IN: { province: 'State', postal: 'PIN code' },
  CN: { province: 'Province', postal: 'Postal code' },
  JP: { province: 'Prefecture', postal: 'Postal code' },
  IT: { province: 'Province', postal: 'CAP' },
  ES: { province: 'Province', postal: 'Postal code' },
  IE: { province: 'County', postal: 'Eircode' },
  GB: { province: 'County', postal: 'Postcode' },
  DE: { province: 'State', postal: 'Postal code' },
  CH: { province: 'Canton', postal: 'Postal code' },
  NL: { province: 'Province', postal: 'Postcode' },
  FR: { province: 'Region', postal: 'Postal code' },
};

/**
 * Countries whose addresses choose the province from a list (the keys of LABELS); elsewhere the province
 * is free text, as most of the world's addresses have none.
 */
const WITH_REGION_LIST = new Set(Object.keys(LABELS));

const FILL_LOCK = 7_310_003;

/** What ensureCountries fills (the cached in-memory PGlite template is rebuilt when it changes). */
export const REFERENCE_DATA_VERSION = `countries:${allCountries.length}:${[...WITH_REGION_LIST].join(',')}`;

/** Inserts the countries (and their provinces) that are not there yet. */
export async function ensureCountries(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if (Number(n) >= allCountries.length) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FILL_LOCK})`);
    const inserted = await tx
      .insert(countries)
      .values(
        allCountries.map(([name, code]) => ({
          code,
          name,
          provinceLabel: LABELS[code]?.province ?? 'Province',
          postalLabel: LABELS[code]?.postal ?? 'Postal code',
        })),
      )
      .onConflictDoNothing()
      .returning({ id: countries.id, code: countries.code });
    const rows = inserted.flatMap(({ id, code }) =>
      WITH_REGION_LIST.has(code) ? (allCountries.find((c) => c[1] === code)?.[2] ?? []).map(([name, short]) => ({ countryId: id, name, code: short || name })) : [],
    );
    for (let i = 0; i < rows.length; i += 500) await tx.insert(regions).values(rows.slice(i, i + 500));
  });
}

export type CountryRow = typeof countries.$inferSelect;
export type RegionRow = typeof regions.$inferSelect;

/** The country an address names, by name or ISO code (case-insensitive), or null. */
export async function findCountry(db: Db, nameOrCode: string): Promise<CountryRow | null> {
  const v = nameOrCode.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(countries)
    .where(sql`lower(${countries.name}) = ${v} or lower(${countries.code}) = ${v}`)
    .limit(1);
  return row ?? null;
}

export async function countryById(db: Db, id: number): Promise<CountryRow | null> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row ?? null;
}

export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.name));

/** The provinces of countries, by country id (one query). */
export async function regionsOf(db: Db, countryIds: number[]): Promise<Map<number, RegionRow[]>> {
  const out = new Map<number, RegionRow[]>(countryIds.map((id) => [id, []]));
  if (countryIds.length === 0) return out;
  const rows = await db.select().from(regions).where(inArray(regions.countryId, countryIds)).orderBy(asc(regions.name));
  for (const r of rows) out.get(r.countryId)?.push(r);
  return out;
}

/**
 * What an address form needs to know about a country: its province list (empty: free text) and the labels
 * of the province and postal fields (spec: "The country determines the province and postal labels").
 */
export function countryModel(c: CountryRow, list: RegionRow[]) {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    provinceLabel: c.provinceLabel,
    postalLabel: c.postalLabel,
    hasProvinceList: list.length > 0,
    province: list.map((r) => ({ id: r.id, code: r.code, name: r.name })),
    postal: c.postalLabel,
  };
}
