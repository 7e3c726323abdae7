// What a record resolver receives, and how a missing piece of it is loaded (always through a batched loader).
import { decodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { catalogue, recordType, recordTypeBySegment, type Permission, type RecordTypeDef } from '../../../../contract';
import type { Context } from '../../context';
import { isRowId, parseRowId } from '../common/row-id';

/**
 * A record as the api sent it (list row, model or section row) plus `__typename`: the object name of the
 * row's own type (`Organization` for an organization listed under Lead).
 */
export type RecordSource = { __typename: string; id: number; permission?: Permission } & Record<string, unknown>;

/** The source of an api row or model; the row's own `objectName` wins over the type it was asked as. */
export function asSource(objectName: string, model: { id: number }, permission?: Permission): RecordSource {
  const m = model as { id: number } & Record<string, unknown>;
  const src: RecordSource = { ...m, __typename: typenameOf(objectName, m) };
  if (permission) src.permission = permission;
  return src;
}

/**
 * The source of a record row or model that only ever serves as a record: a list's rows, a detail's model, a
 * referenced or section row, each the request's own copy parsed from its upstream answer. The row itself becomes
 * the source instead of a copy: copying cost a list 10% of its bff CPU and a detail 8% (side by side), and a detail's
 * copied model (a hundred fields) outlived the young GCs, 14 of the 16 KB a request left to the old generation.
 * A row already typed as another type is copied.
 * Not for objects that other fields also return as something else: their `__typename` would change that type.
 */
export function recordSource(objectName: string, row: { id: number }, permission?: Permission): RecordSource {
  const m = row as { id: number; __typename?: unknown; permission?: Permission } & Record<string, unknown>;
  const typename = typenameOf(objectName, m);
  if (m.__typename !== undefined && m.__typename !== typename) return asSource(objectName, row, permission);
  const src = m as RecordSource;
  src.__typename = typename;
  if (permission) src.permission = permission;
  return src;
}

function typenameOf(objectName: string, m: Record<string, unknown>): string {
  const own = typeof m.objectName === 'string' && recordType(m.objectName) ? m.objectName : objectName;
  return recordType(own)?.objectName ?? own;
}

/** The catalogue entry of a source. */
export function typeOf(src: RecordSource): RecordTypeDef {
  const t = recordType(src.__typename);
  if (!t) throw new GraphQLError(`Unknown record type ${src.__typename}.`, { extensions: { code: 'UPSTREAM_ERROR' } });
  return t;
}

/**
 * A property of a record. Rows and models carry every scalar; a source that lacks one (a name-search hit)
 * reads it from the batched row loader, never from one call per record.
 */
export async function prop(ctx: Context, src: RecordSource, key: string): Promise<unknown> {
  if (key in src) return src[key];
  const row = await ctx.loaders.rows(src.__typename).load(src.id);
  return row?.[key] ?? null;
}

/**
 * A field computed from one property: synchronous when the source carries it (list rows and models carry
 * every scalar), so a page of rows does not cost a promise per field; through the row loader otherwise.
 */
export function propThen<T>(ctx: Context, src: RecordSource, key: string, fn: (value: unknown) => T): T | Promise<T> {
  if (key in src) return fn(src[key]);
  return prop(ctx, src, key).then(fn);
}

/** The child lists of a party (addresses, phones, e-mails): on models already, batched for list rows. */
export async function childList(ctx: Context, src: RecordSource, key: 'addressList' | 'phoneList' | 'emailList'): Promise<unknown[]> {
  if (Array.isArray(src[key])) return src[key] as unknown[];
  const model = await ctx.loaders.details(src.__typename).load(src.id);
  if (!model) return [];
  // An answer without the list would read as "no addresses": say the upstream fell short instead.
  if (!Array.isArray(model[key]))
    throw new GraphQLError(`The upstream sent no ${key} for ${src.__typename} ${src.id}.`, { extensions: { code: 'UPSTREAM_ERROR' } });
  return model[key] as unknown[];
}

/** The permission of the signed-in user on a record, as the api computed it. */
export async function permissionOf(ctx: Context, src: RecordSource): Promise<Permission> {
  const p = (await prop(ctx, src, 'permission')) as Permission | null;
  if (!p) throw new GraphQLError('The upstream sent no permission for this record.', { extensions: { code: 'UPSTREAM_ERROR' } });
  return p;
}

/**
 * A referenced record by row id (role types: role id), through the reference loader that asks every
 * reference of a tick in one call whatever their types; null when missing or not readable.
 */
export async function loadRef(ctx: Context, objectName: string, id: unknown): Promise<RecordSource | null> {
  const n = Number(id);
  const type = recordType(objectName);
  if (!id || !isRowId(n) || !type) return null;
  const row = await ctx.loaders.refs.load(`${type.objectName}:${n}`);
  if (!row) return null;
  // The loader answers one row object per key (the key names the type), and the row becomes its source: a page
  // referencing the same few records from many cells (an organization's text and link on every row of its
  // opportunities) has one source each.
  return recordSource(type.objectName, row);
}

/**
 * A record by the row id of its global id (`node`, `nodes`): every id of a type asked in a tick goes into one
 * `GET /api/{Object}/List?idList=` (the rows loader), so `nodes` over any number of ids and aliases costs one
 * call per type and hundred ids. Null when missing or not readable.
 */
export async function loadNode(ctx: Context, objectName: string, id: number): Promise<RecordSource | null> {
  const row = await ctx.loaders.rows(objectName).load(id);
  return row ? recordSource(objectName, row) : null;
}

/** Names of every type with rows of its own (the typenames of global record ids). */
export const STORED_TYPE_NAMES = catalogue.filter((t) => !t.role).map((t) => t.objectName);

/**
 * Decodes a global id and checks its type; returns the typename and numeric row id, or null when it is not
 * an id of these types. A well-formed id of these types whose number no row can have is BAD_USER_INPUT.
 */
export function rowIdOf(globalId: string, types: readonly string[]): { typename: string; id: number } | null {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    return null;
  }
  if (!types.includes(decoded.typename)) return null;
  return { typename: decoded.typename, id: parseRowId(decoded.id) };
}

/** A bare row id as detail URLs carry it (`/organization/detail/12`), or null; beyond int4 it is BAD_USER_INPUT. */
export function bareRowId(value: string): number | null {
  if (!/^[1-9]\d*$/.test(value)) return null;
  return parseRowId(value);
}

/** Like rowIdOf, but an invalid id is a user error. */
export function requireRowId(globalId: string, types: readonly string[], argName = 'id'): { typename: string; id: number } {
  const r = rowIdOf(globalId, types);
  if (!r) throw new GraphQLError(`\`${argName}\` is not a valid record id.`, { extensions: { code: 'BAD_USER_INPUT' } });
  return r;
}

/** A record type by object name (any case) or URL segment, or undefined. */
export const findType = (name: string): RecordTypeDef | undefined => recordType(name) ?? recordTypeBySegment(name);

/** A record type by object name (any case) or URL segment; an unknown name is a user error (NOT_FOUND where it names a page). */
export function requireType(name: string, argName = 'type', code: 'BAD_USER_INPUT' | 'NOT_FOUND' = 'BAD_USER_INPUT'): RecordTypeDef {
  const t = findType(name);
  if (!t) throw new GraphQLError(`\`${argName}\`: unknown record type "${name}".`, { extensions: { code } });
  return t;
}

/** The typenames a global id of a type may carry: a role's records are organizations and people. */
export const typenamesOf = (type: RecordTypeDef): readonly string[] => type.role?.of ?? [type.objectName];
