// Extra fields of a company (contract/extra-fields.ts): definitions per record type, values per record.
// Rows and models carry their values as `extra_{id}` properties, read for a whole page in two queries
// (definitions, values), so lists need no call per row.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  EXTRA_REQUIRED_MESSAGE,
  conditionMet,
  extraFieldDef,
  extraFieldIdOf,
  extraFieldName,
  extraFieldOwners,
  extraFieldRequired,
  recordType,
  type ExtraFieldModel,
  type ExtraFieldType,
  type FieldDef,
} from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { anyOf, prepared, statementName } from '../db/prepared';
import { companyLookup } from '../lookups/company-lookups';
import { extraFields, extraFieldValues, users } from '../db/schema';
import { badRequest, type FieldError } from '../http/errors';
import { MAX_ID } from '../http/input-guard';
import { roleTokens, type Permission } from '../permissions';
import { upgradeRequired } from '../permissions/module-access';
import { kindOf } from '../records/kinds';
import { rowsByIds } from '../records/read';

type DefRow = typeof extraFields.$inferSelect;

export const toModel = (r: DefRow): ExtraFieldModel => ({
  id: r.id,
  parentObject: r.parentObject,
  name: r.name,
  fieldType: r.fieldType as ExtraFieldType,
  isRequired: r.isRequired,
  numberOfColumn: r.numberOfColumn,
  section: r.section,
  sortOrder: r.sortOrder,
  extraFieldOptionList: r.options,
  condition: r.condition ?? null,
});

/** Freemium users (role `free`) see extra fields but cannot change them (home-navigation-lists-detail §6). */
export const isFreemium = (auth: UserAuth) => roleTokens(auth.user.role).includes('free');

/** Refuses (426) a freemium user's change of extra values. */
export function requireExtraWrite(auth: UserAuth) {
  if (isFreemium(auth)) throw upgradeRequired();
}

/** The definitions of some object names (a type's own and its roles'), in form order. */
export async function definitionsOf(db: Db, companyId: number, objectNames: readonly string[]): Promise<readonly ExtraFieldModel[]> {
  if (objectNames.length === 0) return [];
  // Read by every list page and record: kept per company, forgotten on the lookupChange their changes publish.
  return companyLookup(db, companyId, `extraFields:${[...objectNames].sort().join(',')}`, async () => {
    const rows = await db
      .select()
      .from(extraFields)
      .where(and(eq(extraFields.companyId, companyId), inArray(extraFields.parentObject, [...objectNames])))
      .orderBy(asc(extraFields.sortOrder), asc(extraFields.id));
    return Object.freeze(rows.map((r) => Object.freeze(toModel(r))));
  });
}

/** The definitions that apply to records of an object name (a party's include its roles'). */
export function definitionsFor(db: Db, companyId: number, objectName: string): Promise<readonly ExtraFieldModel[]> {
  const type = recordType(objectName);
  return type ? definitionsOf(db, companyId, extraFieldOwners(type)) : Promise.resolve([]);
}

type Rowish = { id: number; objectName: string; permission?: Permission } & Record<string, unknown>;

/**
 * Rows with their extra values as `extra_{id}` (null when empty): one query for the definitions of every
 * type in the rows, one for the values. A field with a condition is hidden (null, listed in `extraHidden`)
 * when the record permission is read.
 */
export async function withExtraValues<R extends Rowish>(db: Db, companyId: number, rows: R[]): Promise<R[]> {
  if (rows.length === 0) return rows;
  const names = [...new Set(rows.map((r) => r.objectName))];
  const owners = [...new Set(names.flatMap((n) => (recordType(n) ? extraFieldOwners(recordType(n)!) : [])))];
  const defs = await definitionsOf(db, companyId, owners);
  if (defs.length === 0) return rows;
  // One shape per number of object names in the rows (usually one): names and ids are placeholders.
  const key = `extraValues:${names.length}`;
  const query = prepared(db, key, () =>
    db
      .select({
        extraFieldId: extraFieldValues.extraFieldId,
        parentObject: extraFieldValues.parentObject,
        parentId: extraFieldValues.parentId,
        value: extraFieldValues.value,
      })
      .from(extraFieldValues)
      .where(
        and(
          eq(extraFieldValues.companyId, sql.placeholder('companyId')),
          or(
            ...names.map((_, i) =>
              and(eq(extraFieldValues.parentObject, sql.placeholder(`name${i}`)), anyOf(extraFieldValues.parentId, `ids${i}`)),
            ),
          ),
        ),
      )
      .prepare(statementName(key)),
  );
  const placeholders: Record<string, unknown> = { companyId };
  names.forEach((n, i) => {
    placeholders[`name${i}`] = n;
    placeholders[`ids${i}`] = rows.filter((r) => r.objectName === n).map((r) => r.id);
  });
  const values = await query.execute(placeholders);
  const byRecord = new Map<string, Map<number, unknown>>();
  for (const v of values) {
    const key = `${v.parentObject}:${v.parentId}`;
    if (!byRecord.has(key)) byRecord.set(key, new Map());
    byRecord.get(key)!.set(v.extraFieldId, v.value);
  }
  return rows.map((row) => {
    const type = recordType(row.objectName);
    if (!type) return row;
    const owners = new Set(extraFieldOwners(type));
    const own = byRecord.get(`${row.objectName}:${row.id}`);
    const out: Record<string, unknown> = { ...row };
    const hidden: string[] = [];
    for (const def of defs) {
      if (!owners.has(def.parentObject)) continue;
      const name = extraFieldName(def.id);
      if (def.condition && row.permission === 'read') {
        out[name] = null;
        hidden.push(name);
      } else out[name] = own?.get(def.id) ?? null;
    }
    if (hidden.length) out.extraHidden = hidden;
    return out as R;
  });
}

const invalid = (def: ExtraFieldModel) => `Invalid ${def.name.toLowerCase()}`;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const id = z.coerce.number().int().positive().max(MAX_ID);

/** A value sent for a definition, typed (null for empty), or the field's error. */
function parseValue(def: ExtraFieldModel, raw: unknown): { value: unknown } | { error: string } {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === ''))
    return { value: def.fieldType === 'checkbox' ? false : null };
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (def.fieldType) {
    case 'text':
    case 'textarea': {
      const max = def.fieldType === 'text' ? 500 : 10_000;
      if (typeof text !== 'string') return { error: invalid(def) };
      return text.length > max ? { error: `${def.name} must be at most ${max} characters` } : { value: text };
    }
    case 'url':
      if (typeof text !== 'string' || text.length > 500 || !/^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]+$/i.test(text))
        return { error: invalid(def) };
      return { value: text };
    case 'number': {
      const n = typeof text === 'number' ? text : typeof text === 'string' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
      return Number.isFinite(n) && Math.abs(n) < 1e12 ? { value: n } : { error: invalid(def) };
    }
    case 'date': {
      if (typeof text !== 'string' || !isoDate.test(text)) return { error: invalid(def) };
      const d = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text ? { value: text } : { error: invalid(def) };
    }
    case 'checkbox':
      if (typeof text === 'boolean') return { value: text };
      if (text === 'true' || text === '1') return { value: true };
      if (text === 'false' || text === '0') return { value: false };
      return { error: invalid(def) };
    case 'radio':
    case 'select': {
      const s = String(text);
      return def.extraFieldOptionList.some((o) => o.optionValue === s) ? { value: s } : { error: invalid(def) };
    }
    case 'person':
    case 'account':
    case 'user': {
      const parsed = id.safeParse(text);
      return parsed.success ? { value: parsed.data } : { error: invalid(def) };
    }
  }
}

/** The references of person, account and user values must be live rows of the company. */
async function checkReferences(
  db: Db,
  auth: UserAuth,
  defs: readonly ExtraFieldModel[],
  values: Map<number, unknown>,
  errors: FieldError[],
) {
  for (const def of defs) {
    const v = values.get(def.id);
    if (typeof v !== 'number' || !['person', 'account', 'user'].includes(def.fieldType)) continue;
    let ok: boolean;
    if (def.fieldType === 'user') {
      ok =
        (
          await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, v), eq(users.companyId, auth.companyId)))
        ).length === 1;
    } else {
      const kind = kindOf(def.fieldType === 'person' ? 'Person' : 'Organization')!;
      ok = (await rowsByIds(db, kind, auth, [v])).length === 1;
    }
    if (!ok) errors.push({ field: extraFieldName(def.id), message: invalid(def) });
  }
}

/**
 * Validates values sent for a record (by extra field id) against the definitions that apply to it, merged
 * with what it holds: with `required`, every required field that applies (a role type's only while the
 * record has the role, one with a condition only while it is met) must have a value, "Please complete all
 * the required fields". Answers the typed values to store.
 */
export async function validateExtraValues(
  db: Db,
  auth: UserAuth,
  defs: readonly ExtraFieldModel[],
  record: Record<string, unknown>,
  sent: Map<number, unknown>,
  required = true,
): Promise<Map<number, unknown>> {
  const errors: FieldError[] = [];
  const typed = new Map<number, unknown>();
  const known = new Map(defs.map((d) => [d.id, d]));
  for (const [fieldId, raw] of sent) {
    const def = known.get(fieldId);
    if (!def) {
      errors.push({ field: extraFieldName(fieldId), message: 'Unknown extra field' });
      continue;
    }
    const parsed = parseValue(def, raw);
    if ('error' in parsed) errors.push({ field: extraFieldName(fieldId), message: parsed.error });
    else typed.set(fieldId, parsed.value);
  }
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  const missing = defs.filter((def) => {
    if (!required || !extraFieldRequired(def, record) || !conditionMet(def.condition, record)) return false;
    const v = typed.has(def.id) ? typed.get(def.id) : record[extraFieldName(def.id)];
    return v === null || v === undefined || v === '' || (def.fieldType === 'checkbox' && v !== true);
  });
  if (missing.length)
    throw badRequest(
      EXTRA_REQUIRED_MESSAGE,
      missing.map((d) => ({ field: extraFieldName(d.id), message: EXTRA_REQUIRED_MESSAGE })),
    );
  await checkReferences(db, auth, defs, typed, errors);
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  return typed;
}

/**
 * The extra values of a record write (the `extra_{id}` properties of its body, `sent`), typed and checked against
 * the record as the write leaves it (`record`: its stored fields and extra values, then the sent fields). With
 * `required`, the result must hold every required field that applies, whether or not the caller sent any extra
 * value (integrators that never do are refused too). Freemium users may not send extra values (426) and are not
 * held to required ones: their extra fields are read-only (home-navigation-lists-detail §6).
 */
export async function extraValuesOfWrite(
  db: Db,
  auth: UserAuth,
  objectName: string,
  record: Record<string, unknown>,
  sent: Map<number, unknown>,
  required: boolean,
): Promise<Map<number, unknown>> {
  if (sent.size > 0) requireExtraWrite(auth);
  if (sent.size === 0 && (!required || isFreemium(auth))) return sent;
  const defs = await definitionsFor(db, auth.companyId, objectName);
  if (defs.length === 0 && sent.size === 0) return sent;
  return validateExtraValues(db, auth, defs, record, sent, required && !isFreemium(auth));
}

/** A record's stored extra values as `extra_{id}` properties (none when its type has no definitions). */
export async function storedExtraValues(db: Db, companyId: number, row: Rowish): Promise<Record<string, unknown>> {
  // Without a permission nothing is hidden: the writer's check sees every value.
  const { permission: _permission, ...unscoped } = row;
  const [withValues] = await withExtraValues(db, companyId, [unscoped as Rowish]);
  return Object.fromEntries(Object.entries(withValues!).filter(([k]) => extraFieldIdOf(k) !== null));
}

/** Whether a typed value is what is stored (an unticked checkbox and an empty value are stored as no row). */
export const sameExtraValue = (stored: unknown, typed: unknown) => (stored ?? null) === (typed === false ? null : typed);

/** Stores typed values of one record (upsert; empty values are removed). */
export async function storeExtraValues(db: Db, companyId: number, parentObject: string, parentId: number, values: Map<number, unknown>) {
  for (const [extraFieldId, value] of values) {
    const where = and(
      eq(extraFieldValues.companyId, companyId),
      eq(extraFieldValues.parentObject, parentObject),
      eq(extraFieldValues.parentId, parentId),
      eq(extraFieldValues.extraFieldId, extraFieldId),
    );
    if (value === null || value === false) {
      await db.delete(extraFieldValues).where(where);
      continue;
    }
    await db
      .insert(extraFieldValues)
      .values({ companyId, parentObject, parentId, extraFieldId, value })
      .onConflictDoUpdate({
        target: [extraFieldValues.companyId, extraFieldValues.parentObject, extraFieldValues.parentId, extraFieldValues.extraFieldId],
        set: { value },
      });
  }
}

/** The `extra_{id}` properties of a body, by id; the body without them. */
export function splitExtras(body: unknown): { sent: Map<number, unknown>; rest: unknown } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { sent: new Map(), rest: body };
  const sent = new Map<number, unknown>();
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    const fieldId = extraFieldIdOf(k);
    if (fieldId === null) rest[k] = v;
    else sent.set(fieldId, v);
  }
  return { sent, rest };
}

/** The catalogue fields of a type's extra fields (GetAvailableField, the side panel). */
export async function extraFieldDefs(db: Db, companyId: number, objectName: string): Promise<FieldDef[]> {
  return (await definitionsFor(db, companyId, objectName)).map(extraFieldDef);
}
