// Addresses, phones and e-mails of parties, hung off a record by (parentObject, parentId). The write path
// calls writeChildLists() once, inside its transaction (under the parent's lock): every list sent replaces
// the stored one after the checks that need the database (country and province) and the spec's rule that
// the first entry of a list cannot be removed.
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { anyOf, prepared, statementName } from '../db/prepared';
import { addresses, emails, phones } from '../db/schema';
import { findCountry, regionsOf } from '../geo/countries';
import { badRequest, type FieldError } from '../http/errors';

const blankToNull = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

const optionalText = (label: string, max: number) =>
  z.string().max(max, `${label} must be at most ${max} characters`).nullish().transform(blankToNull);

const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
const childId = z
  .number()
  .int()
  .nullish()
  .transform((v) => (v && v > 0 ? v : null));

// Spec limits: location name (description) 100, street 200, city 100, phones and fax 100.
export const addressInput = z.object({
  id: childId,
  description: optionalText('Description', 100),
  street: optionalText('Street', 200),
  city: optionalText('City', 100),
  province: optionalText('Province', 100),
  postal: optionalText('Postal', 100),
  country: optionalText('Country', 100),
  primaryPhone: optionalText('Primary phone', 100),
  secondaryPhone: optionalText('Secondary phone', 100),
  fax: optionalText('Fax', 100),
  isPrimaryMobile: flag,
  isSecondaryMobile: flag,
  isPrimary: flag,
});

export const phoneInput = z.object({
  id: childId,
  type: optionalText('Type', 50),
  phoneNumber: z.string().trim().min(1, 'Please complete all required fields').max(100, 'Phone number must be at most 100 characters'),
  isPrimary: flag,
});

export const emailInput = z.object({
  id: childId,
  email: z.string().trim().max(200, 'Email must be at most 200 characters').pipe(z.email('Invalid email address')),
  isPrimary: flag,
});

export const childListFields = {
  addressList: z.array(addressInput).max(50),
  phoneList: z.array(phoneInput).max(50),
  emailList: z.array(emailInput).max(50),
};

export type AddressInput = z.output<typeof addressInput>;
export type PhoneInput = z.output<typeof phoneInput>;
export type EmailInput = z.output<typeof emailInput>;
export type ChildInput = { addressList?: AddressInput[]; phoneList?: PhoneInput[]; emailList?: EmailInput[] };
export const CHILD_KEYS = ['addressList', 'phoneList', 'emailList'] as const;
export type ChildKey = (typeof CHILD_KEYS)[number];

export interface ChildLists {
  addressList: ReturnType<typeof toAddress>[];
  phoneList: ReturnType<typeof toPhone>[];
  emailList: ReturnType<typeof toEmail>[];
}

/** `GET /api/{Object}/GetBlankAddress`: a new address of a form (the first of a list becomes primary). */
export function blankAddress() {
  return {
    id: 0,
    description: null,
    street: null,
    city: null,
    province: null,
    postal: null,
    country: null,
    primaryPhone: null,
    secondaryPhone: null,
    fax: null,
    isPrimaryMobile: false,
    isSecondaryMobile: false,
    isPrimary: false,
  };
}

const toAddress = (a: typeof addresses.$inferSelect) => {
  const { companyId: _c, parentObject: _o, parentId: _p, sortOrder: _s, ...rest } = a;
  return rest;
};
const toPhone = (p: typeof phones.$inferSelect) => ({
  id: p.id,
  type: p.type,
  phoneNumber: p.phoneNumber,
  isPrimary: p.isPrimary,
  parentId: p.parentId,
  parentObject: p.parentObject,
});
const toEmail = (e: typeof emails.$inferSelect) => ({
  id: e.id,
  email: e.email,
  isPrimary: e.isPrimary,
  parentId: e.parentId,
  parentObject: e.parentObject,
});

/** One query per child table for any number of parents. */
export async function loadChildren(db: Db, companyId: number, parentObject: string, ids: number[]) {
  const result = new Map<number, ChildLists>();
  for (const id of ids) result.set(id, { addressList: [], phoneList: [], emailList: [] });
  if (ids.length === 0) return result;
  const values = { companyId, parentObject, ids };
  const scope = <T extends typeof addresses | typeof phones | typeof emails>(t: T) =>
    and(eq(t.companyId, sql.placeholder('companyId')), eq(t.parentObject, sql.placeholder('parentObject')), anyOf(t.parentId, 'ids'));
  // Built once per handle (db/prepared.ts): parent and ids are placeholders.
  const build = (name: string) => `children:${name}`;
  // One after the other: `db` may be a transaction, whose single connection takes one query at a time
  // (node-postgres deprecates queueing a second query on a busy client).
  const a = await prepared(db, build('addresses'), () =>
    db
      .select()
      .from(addresses)
      .where(scope(addresses))
      .orderBy(asc(addresses.sortOrder), asc(addresses.id))
      .prepare(statementName(build('addresses'))),
  ).execute(values);
  const p = await prepared(db, build('phones'), () =>
    db
      .select()
      .from(phones)
      .where(scope(phones))
      .orderBy(asc(phones.sortOrder), asc(phones.id))
      .prepare(statementName(build('phones'))),
  ).execute(values);
  const e = await prepared(db, build('emails'), () =>
    db
      .select()
      .from(emails)
      .where(scope(emails))
      .orderBy(asc(emails.sortOrder), asc(emails.id))
      .prepare(statementName(build('emails'))),
  ).execute(values);
  for (const row of a) result.get(row.parentId)?.addressList.push(toAddress(row));
  for (const row of p) result.get(row.parentId)?.phoneList.push(toPhone(row));
  for (const row of e) result.get(row.parentId)?.emailList.push(toEmail(row));
  return result;
}

/** Exactly one primary item when the list is not empty (the first, unless one is marked). */
function withOnePrimary<T extends { isPrimary: boolean }>(list: T[]): T[] {
  const primary = primaryOf(list);
  return list.map((x, i) => ({ ...x, isPrimary: i === primary }));
}

export function primaryOf(list: ReadonlyArray<{ isPrimary: boolean }>): number {
  return Math.max(
    0,
    list.findIndex((x) => x.isPrimary),
  );
}

interface Parent {
  companyId: number;
  parentObject: string;
  parentId: number;
}

const keepId = (id: number | null, oldIds: number[]) => (id !== null && oldIds.includes(id) ? { id } : {});

const NOUNS: Record<ChildKey, string> = { addressList: 'address', phoneList: 'phone', emailList: 'email' };

/**
 * Spec: "Only the first address, phone or email cannot be removed." A list that had entries cannot be sent
 * empty, and a list that names its entries by id must keep the first one.
 */
function firstEntryKept(key: ChildKey, before: { id: number }[], list: { id: number | null }[]): FieldError | null {
  const first = before[0];
  if (!first) return null;
  const named = list.some((x) => x.id !== null);
  if (list.length > 0 && (!named || list.some((x) => x.id === first.id))) return null;
  return { field: `${key}[0]`, message: `The first ${NOUNS[key]} cannot be removed` };
}

/**
 * The country of each address must be a known one (stored by its name); where the country has a province
 * list the province must be one of it (by code or name, stored as the list writes it), else free text.
 */
async function checkPlaces(db: Db, list: AddressInput[]): Promise<{ list: AddressInput[]; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const out: AddressInput[] = [];
  for (const [i, a] of list.entries()) {
    if (a.country === null) {
      out.push(a);
      continue;
    }
    const country = await findCountry(db, a.country);
    if (!country) {
      errors.push({ field: `addressList[${i}].country`, message: 'Invalid country' });
      out.push(a);
      continue;
    }
    let province = a.province;
    const provinces = (await regionsOf(db, [country.id])).get(country.id)!;
    if (province !== null && provinces.length > 0) {
      const v = province.toLowerCase();
      const match = provinces.find((r) => r.code.toLowerCase() === v || r.name.toLowerCase() === v);
      if (match) province = match.code.toLowerCase() === v ? match.code : match.name;
      else errors.push({ field: `addressList[${i}].province`, message: `Invalid ${country.provinceLabel.toLowerCase()}` });
    }
    out.push({ ...a, country: country.name, province });
  }
  return { list: out, errors };
}

async function replace(db: Db, table: typeof addresses | typeof phones | typeof emails, parent: Parent, rows: Record<string, unknown>[]) {
  await db
    .delete(table)
    .where(and(eq(table.companyId, parent.companyId), eq(table.parentObject, parent.parentObject), eq(table.parentId, parent.parentId)));
  if (rows.length) await db.insert(table).values(rows as never);
}

/**
 * Replaces the lists `children` carries for one record, in the caller's transaction. `before` holds the
 * stored lists (null on Add); ids the record already owned are kept so links to them stay stable.
 */
export async function writeChildLists(tx: Db, parent: Parent, before: Partial<ChildLists> | null, children: ChildInput): Promise<void> {
  const errors: FieldError[] = [];
  for (const key of CHILD_KEYS) {
    const list = children[key];
    if (!list) continue;
    const refused = firstEntryKept(key, before?.[key] ?? [], list);
    if (refused) errors.push(refused);
  }
  const places = children.addressList ? await checkPlaces(tx, children.addressList) : null;
  errors.push(...(places?.errors ?? []));
  if (errors.length) throw badRequest(errors[0]!.message, errors);

  const oldIds = (key: ChildKey) => (before?.[key] ?? []).map((x) => x.id);
  const rows = <T extends { id: number | null; isPrimary: boolean }>(key: ChildKey, list: T[]) =>
    withOnePrimary(list).map(({ id, ...x }, i) => ({ ...x, ...keepId(id, oldIds(key)), ...parent, sortOrder: i }));
  if (places) await replace(tx, addresses, parent, rows('addressList', places.list));
  if (children.phoneList) await replace(tx, phones, parent, rows('phoneList', children.phoneList));
  if (children.emailList) await replace(tx, emails, parent, rows('emailList', children.emailList));
}

/** The comparable content of a child list (no ids), used for audit diffs. */
export function auditView(list: ReadonlyArray<Record<string, unknown>>) {
  return list.map((item) => {
    const { id: _id, parentId: _p, parentObject: _o, ...rest } = item;
    return rest;
  });
}
