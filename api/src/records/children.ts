// Addresses, phones and e-mails hang off any record by (parentObject, parentId).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { addresses, emails, phones } from '../db/schema';

const blankToNull = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform(blankToNull);

const flag = z.boolean().nullish().transform((v) => v ?? false);
const childId = z.number().int().nullish().transform((v) => (v && v > 0 ? v : null));

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

export interface ChildLists {
  addressList: ReturnType<typeof toAddress>[];
  phoneList: ReturnType<typeof toPhone>[];
  emailList: ReturnType<typeof toEmail>[];
}

const toAddress = (a: typeof addresses.$inferSelect) => {
  const { companyId: _c, parentObject: _o, parentId: _p, sortOrder: _s, ...rest } = a;
  return rest;
};
const toPhone = (p: typeof phones.$inferSelect) => ({
  id: p.id,
  type: p.type,
  phoneNumber: p.phoneNumber,
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
  const scope = <T extends typeof addresses | typeof phones | typeof emails>(t: T) =>
    and(eq(t.companyId, companyId), eq(t.parentObject, parentObject), inArray(t.parentId, ids));
  // One after the other: `db` may be a transaction, whose single connection takes one query at a time
  // (node-postgres deprecates queueing a second query on a busy client).
  const a = await db.select().from(addresses).where(scope(addresses)).orderBy(asc(addresses.sortOrder), asc(addresses.id));
  const p = await db.select().from(phones).where(scope(phones)).orderBy(asc(phones.sortOrder), asc(phones.id));
  const e = await db.select().from(emails).where(scope(emails)).orderBy(asc(emails.sortOrder), asc(emails.id));
  for (const row of a) result.get(row.parentId)?.addressList.push(toAddress(row));
  for (const row of p) result.get(row.parentId)?.phoneList.push(toPhone(row));
  for (const row of e) result.get(row.parentId)?.emailList.push(toEmail(row));
  return result;
}

/** Exactly one primary item when the list is not empty (the first, unless one is marked). */
function withOnePrimary<T extends { isPrimary: boolean }>(list: T[]): T[] {
  const primary = Math.max(0, list.findIndex((x) => x.isPrimary));
  return list.map((x, i) => ({ ...x, isPrimary: i === primary }));
}

interface Parent {
  companyId: number;
  parentObject: string;
  parentId: number;
}

/** Replaces a list; ids the parent already owned are kept so links to them stay stable. */
export async function replaceAddresses(db: Db, parent: Parent, oldIds: number[], list: AddressInput[]) {
  await db.delete(addresses).where(and(eq(addresses.companyId, parent.companyId), eq(addresses.parentObject, parent.parentObject), eq(addresses.parentId, parent.parentId)));
  if (list.length === 0) return;
  await db.insert(addresses).values(
    withOnePrimary(list).map(({ id, ...a }, i) => ({ ...a, ...keepId(id, oldIds), ...parent, sortOrder: i })),
  );
}

export async function replacePhones(db: Db, parent: Parent, oldIds: number[], list: PhoneInput[]) {
  await db.delete(phones).where(and(eq(phones.companyId, parent.companyId), eq(phones.parentObject, parent.parentObject), eq(phones.parentId, parent.parentId)));
  if (list.length === 0) return;
  await db.insert(phones).values(list.map(({ id, ...p }, i) => ({ ...p, ...keepId(id, oldIds), ...parent, sortOrder: i })));
}

export async function replaceEmails(db: Db, parent: Parent, oldIds: number[], list: EmailInput[]) {
  await db.delete(emails).where(and(eq(emails.companyId, parent.companyId), eq(emails.parentObject, parent.parentObject), eq(emails.parentId, parent.parentId)));
  if (list.length === 0) return;
  await db.insert(emails).values(
    withOnePrimary(list).map(({ id, ...e }, i) => ({ ...e, ...keepId(id, oldIds), ...parent, sortOrder: i })),
  );
}

const keepId = (id: number | null, oldIds: number[]) => (id !== null && oldIds.includes(id) ? { id } : {});

/** The comparable content of a child list (no ids), used for audit diffs. */
export function auditView(list: ReadonlyArray<Record<string, unknown>>) {
  return list.map((item) => {
    const { id: _id, parentId: _p, parentObject: _o, ...rest } = item;
    return rest;
  });
}

export function primaryOf(list: ReadonlyArray<{ isPrimary: boolean }>): number {
  return Math.max(0, list.findIndex((x) => x.isPrimary));
}
