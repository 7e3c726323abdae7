// Input validation derived from the catalogue: one zod schema per type (the spec's messages), then the
// checks that need the database (users and records referenced must be live and in the company).
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { recordType, type FieldDef } from '../../../contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { REQUIRED_MESSAGE, badRequest, type FieldError } from '../http/errors';
import { MAX_ID } from '../http/input-guard';
import { parseBody } from '../http/validation';
import { childListFields, primaryOf, type AddressInput, type ChildInput, type EmailInput, type PhoneInput } from './children';
import { companyScope, kindOf, type StoredKind } from './kinds';
import { selectRows } from './read';

export type Values = Record<string, unknown>;
export type { ChildInput };

const invalid = (f: FieldDef) => `Invalid ${f.label.toLowerCase()}`;
const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** What the column holds: int4 for whole numbers, numeric(14,2) for money. */
const storable = (f: FieldDef) => (f.kind === 'money' ? { min: -999_999_999_999.99, max: 999_999_999_999.99 } : { min: -2_147_483_648, max: 2_147_483_647 });

function numberSchema(f: FieldDef) {
  let n = z.number({ error: invalid(f) });
  if (f.kind !== 'money') n = n.int(invalid(f));
  const unit = f.kind === 'duration' ? ' seconds' : '';
  const column = storable(f);
  const min = f.min ?? column.min;
  const max = f.maxValue ?? column.max;
  n = n.min(min, `${f.label} must be at least ${min}${unit}`).max(max, `${f.label} must be at most ${max}${unit}`);
  return n;
}

/** A calendar date PostgreSQL stores: yyyy-MM-dd of a real day (no 30 February) in years 1–9999. */
const realDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '0001-01-01';
};
/** An instant in years 1–9999 (the range both drivers read back). */
const storableInstant = (s: string) => {
  const t = Date.parse(s);
  const year = new Date(t).getUTCFullYear();
  return !Number.isNaN(t) && year >= 1 && year <= 9999;
};
const recordId = (f: FieldDef) => z.number({ error: invalid(f) }).int(invalid(f)).positive(invalid(f)).max(MAX_ID, invalid(f));

/** The zod schema of one field's input value (null clears it; required is checked on the merged record). */
function fieldSchema(f: FieldDef): z.ZodType {
  const nullable = <T extends z.ZodType>(s: T, empty: unknown = null) => s.nullish().transform((v) => v ?? empty);
  if (f.name === 'status') {
    return z.union([z.literal(0), z.literal(1), z.literal('0').transform(() => 0), z.literal('1').transform(() => 1)], { error: invalid(f) });
  }
  switch (f.kind) {
    case 'text':
    case 'textarea':
    case 'url':
    case 'phone':
    case 'email': {
      const max = f.max ?? 200;
      const text = z.string({ error: invalid(f) }).max(max, `${f.label} must be at most ${max} characters`).nullish().transform(blankToNull);
      return f.kind === 'email' ? text.refine((v) => v === null || z.email().safeParse(v).success, 'Invalid email address') : text;
    }
    case 'number':
    case 'percent':
    case 'money':
    case 'duration':
      return nullable(numberSchema(f));
    case 'checkbox':
      return nullable(z.boolean({ error: invalid(f) }), false);
    case 'date':
      return nullable(z.string({ error: invalid(f) }).regex(isoDate, invalid(f)).refine(realDate, invalid(f)));
    case 'datetime':
      return nullable(
        z
          .string({ error: invalid(f) })
          .refine(storableInstant, invalid(f))
          .transform((s) => new Date(s)),
      );
    case 'select': {
      const values = (f.options ?? []).map((o) => o.value);
      return z
        .string({ error: invalid(f) })
        .nullish()
        .transform(blankToNull)
        .refine((v) => v === null || values.includes(v), invalid(f));
    }
    case 'user':
    case 'record':
      return nullable(recordId(f));
    case 'users':
      return nullable(z.array(recordId(f), { error: invalid(f) }).max(100), []);
  }
}

/** Fields a client may send: readOnly ones are the server's and are ignored on input. */
export const writableFields = (kind: StoredKind) => kind.fields.filter((f) => !f.readOnly);

const schemas = new Map<string, z.ZodObject>();
function inputSchema(kind: StoredKind): z.ZodObject {
  let schema = schemas.get(kind.type.objectName);
  if (!schema) {
    const shape: Record<string, z.ZodType> = Object.fromEntries(writableFields(kind).map((f) => [f.name, fieldSchema(f).optional()]));
    if (kind.type.traits.party) for (const [k, s] of Object.entries(childListFields)) shape[k] = s.optional();
    schema = z.object(shape);
    schemas.set(kind.type.objectName, schema);
  }
  return schema;
}

/** Parsed properties the caller actually sent (absent = leave as it is). */
export function parseInput(kind: StoredKind, body: unknown): { scalars: Values; children: ChildInput } {
  const raw = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Values;
  const parsed = parseBody(inputSchema(kind), raw) as Values;
  const scalars: Values = {};
  const children: ChildInput = {};
  for (const f of writableFields(kind)) if (f.name in raw) scalars[f.name] = parsed[f.name];
  if (kind.type.traits.party) {
    if (raw.addressList != null) children.addressList = parsed.addressList as AddressInput[];
    if (raw.phoneList != null) children.phoneList = parsed.phoneList as PhoneInput[];
    if (raw.emailList != null) children.emailList = parsed.emailList as EmailInput[];
    // The primary e-mail/phone follow the lists unless given explicitly.
    if (children.emailList && !('primaryEmail' in raw)) scalars.primaryEmail = children.emailList[primaryOf(children.emailList)]?.email ?? null;
    if (children.phoneList && !('primaryPhone' in raw)) scalars.primaryPhone = children.phoneList[primaryOf(children.phoneList)]?.phoneNumber ?? null;
  }
  return { scalars, children };
}

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function fail(errors: FieldError[]): never {
  throw badRequest(errors[0]!.message, errors);
}

async function companyUsers(db: Db, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Checks the merged record (required fields) and what changed (references). Returns values the server
 * sets from them: the canonical parent object name and the top parent of parented types.
 */
export async function validateMerged(db: Db, kind: StoredKind, companyId: number, merged: Values, changed: Values): Promise<Values> {
  const missing = writableFields(kind).filter((f) => f.required && isEmpty(merged[f.name]));
  if (missing.length) throw badRequest(REQUIRED_MESSAGE, missing.map((f) => ({ field: f.name, message: REQUIRED_MESSAGE })));

  const errors: FieldError[] = [];
  for (const f of writableFields(kind)) {
    if (!(f.name in changed) || isEmpty(changed[f.name])) continue;
    const value = changed[f.name];
    if (f.kind === 'user' || f.kind === 'users') {
      const ids = f.kind === 'user' ? [value as number] : [...new Set(value as number[])];
      const found = await companyUsers(db, companyId, ids);
      if (ids.some((id) => !found.has(id))) errors.push({ field: f.name, message: invalid(f) });
    } else if (f.kind === 'record' && f.ref && f.ref !== '*') {
      const target = kindOf(f.ref);
      if (target && (await selectRows(db, target, companyScope(target, companyId, eq(target.col('id'), value as number)))).length === 0) {
        errors.push({ field: f.name, message: invalid(f) });
      }
    }
  }
  if (errors.length) fail(errors);
  return kind.type.traits.parented && ('parentObject' in changed || 'parentId' in changed) ? parentValues(db, kind, companyId, merged) : {};
}

/** parentObject must be a catalogued type and parentId a live record of it; the top parent follows the parent's. */
async function parentValues(db: Db, kind: StoredKind, companyId: number, merged: Values): Promise<Values> {
  const label = (name: string) => kind.fields.find((f) => f.name === name)!;
  const objectName = merged.parentObject;
  const parentId = merged.parentId;
  if (isEmpty(objectName) && isEmpty(parentId)) return { parentObject: null, parentId: null, topParentObject: null, topParentId: null };
  const parentKind = typeof objectName === 'string' ? kindOf(objectName) : undefined;
  if (!parentKind || !recordType(objectName as string)) fail([{ field: 'parentObject', message: invalid(label('parentObject')) }]);
  const [parent] =
    typeof parentId === 'number' ? await selectRows(db, parentKind, companyScope(parentKind, companyId, eq(parentKind.col('id'), parentId))) : [];
  if (!parent) fail([{ field: 'parentId', message: invalid(label('parentId')) }]);
  const top =
    parentKind.type.traits.parented && typeof parent.topParentObject === 'string' && typeof parent.topParentId === 'number'
      ? { topParentObject: parent.topParentObject, topParentId: parent.topParentId }
      : { topParentObject: parentKind.type.objectName, topParentId: parent.id };
  return { parentObject: parentKind.type.objectName, parentId: parent.id, ...top };
}
