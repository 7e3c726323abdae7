// Catalogue-driven test data: a valid body for any record type, built from its fields, and the
// comparison of what was sent with what the api answers.
import { fieldsOf, recordType, type FieldDef, type RecordTypeDef } from '../../../contract';
import { expect } from 'vitest';
import type { Client, Json } from './client';

let counter = 0;
/** A unique, searchable tag for names. */
export const uniqueTag = (prefix = 'Eng') => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface SampleContext {
  client: Client;
  userId: number;
  /** A live Organization every parented record can hang off. */
  parent: { objectName: string; id: number };
}

const writable = (type: RecordTypeDef) => fieldsOf(type).filter((f) => !f.readOnly);

/** Adds a minimal record of a type (required fields only) and returns its id: the target of references. */
export async function addMinimal(ctx: SampleContext, objectName: string, tag = uniqueTag()): Promise<number> {
  const body = await sampleBody(ctx, recordType(objectName)!, tag, { minimal: true });
  const res = await ctx.client.post(`/api/${objectName}/Add`, body);
  expect(res.status, `${objectName}/Add ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.model.id as number;
}

async function valueFor(ctx: SampleContext, f: FieldDef, tag: string): Promise<unknown> {
  switch (f.kind) {
    case 'text':
      return `${tag} ${f.label}`.slice(0, f.max ?? 200);
    case 'textarea':
      return `${f.label} of ${tag}`;
    case 'email':
      return `${tag.toLowerCase()}@example.com`;
    case 'url':
      return `https://${tag.toLowerCase()}.example.com`;
    case 'phone':
      return '+1 555 0100';
    case 'number':
      return Math.max(f.min ?? 0, 7);
    case 'percent':
      return 40;
    case 'money':
      return 1234.5;
    case 'duration':
      return Math.max(f.min ?? 0, 5400);
    case 'date':
      return '2025-03-14';
    case 'datetime':
      return '2025-03-14T09:30:00.000Z';
    case 'checkbox':
      return false;
    case 'select':
      return f.name === 'status' ? 1 : f.options![f.options!.length - 1]!.value;
    case 'user':
      return ctx.userId;
    case 'users':
      return [ctx.userId];
    case 'record':
      if (f.ref === '*') return ctx.parent.id;
      return addMinimal(ctx, f.ref!);
  }
}

/** A valid Add body: every writable field (or only the required ones), parented types under ctx.parent. */
export async function sampleBody(
  ctx: SampleContext,
  type: RecordTypeDef,
  tag: string,
  opts: { minimal?: boolean } = {},
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const f of writable(type)) {
    if (opts.minimal && !f.required && !type.nameFields.includes(f.name)) continue;
    if (f.name === 'parentObject' || f.name === 'parentId' || f.name === 'isLocked') continue;
    body[f.name] = await valueFor(ctx, f, tag);
  }
  if (type.traits.parented) Object.assign(body, { parentObject: ctx.parent.objectName, parentId: ctx.parent.id });
  return body;
}

/** What the api answers for a sent value (datetimes come back as ISO strings). */
export function expectStored(model: Json, body: Record<string, unknown>, type: RecordTypeDef) {
  for (const [name, sent] of Object.entries(body)) {
    const f = fieldsOf(type).find((x) => x.name === name);
    if (!f) continue;
    const got = model[name];
    if (f.kind === 'datetime') expect(Date.parse(got), name).toBe(Date.parse(String(sent)));
    else if (f.kind === 'money') expect(Number(got), name).toBe(Number(sent));
    else expect(got, `${type.objectName}.${name}`).toEqual(sent);
  }
}

/**
 * Values for the company's required extra fields a new record of `objectName` must carry (the api refuses an Add
 * without them): the demo seed requires a rating of suppliers. `body`'s role flags say which roles' fields apply.
 */
export async function requiredExtras(
  client: Client,
  objectName: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const defs = (await client.get(`/api/ExtraField/List?parentObject=${objectName}`)).body.data as Json[];
  const out: Record<string, unknown> = {};
  const own = recordType(objectName)!.objectName;
  for (const d of defs) {
    const flag = recordType(d.parentObject as string)?.role?.flag;
    if (!d.isRequired || (d.parentObject !== own && flag && body[flag] !== true)) continue;
    const options = d.extraFieldOptionList as { optionValue: string }[];
    const sample: Record<string, unknown> = { number: 1, date: '2025-03-14', checkbox: true, url: 'https://example.com' };
    out[`extra_${d.id}`] = options.length ? options[0]!.optionValue : (sample[d.fieldType as string] ?? 'sample');
  }
  return out;
}
