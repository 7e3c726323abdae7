import { decodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import type { GetModelResponse, GetSummaryResponse, OrganizationModel, Permission, PersonModel } from '../../upstream/types';

export type RecordKind = 'Organization' | 'Person';

/** Object name in REST paths and the route segment of the web app, per record kind. */
export const RECORD_KINDS: Record<RecordKind, { object: string; route: string }> = {
  Organization: { object: 'Organization', route: 'organization' },
  Person: { object: 'Person', route: 'person' },
};

interface SourceMeta {
  /** True when only id and name are known (e.g. Person.organization): other fields load the model. */
  __partial?: boolean;
  permission?: Permission;
}
export type OrganizationSource = Partial<OrganizationModel> & { __typename: 'Organization'; id: number; name: string } & SourceMeta;
export type PersonSource = Partial<PersonModel> & { __typename: 'Person'; id: number; name: string } & SourceMeta;
export type RecordSource = OrganizationSource | PersonSource;

export function asSource<K extends RecordKind>(
  kind: K,
  model: Record<string, unknown> & { id: number },
  permission?: Permission,
): K extends 'Organization' ? OrganizationSource : PersonSource {
  const src = { ...model, __typename: kind } as Record<string, unknown>;
  if (permission) src.permission = permission;
  else if (model.permission) src.permission = model.permission;
  return src as never;
}

/** `GET /api/{object}/GetModel/{id}`, deduplicated per request. */
export async function loadRecord<K extends RecordKind>(ctx: Context, kind: K, id: number) {
  const res = await ctx.loaders.get<GetModelResponse<Record<string, unknown> & { id: number }>>(
    `/api/${RECORD_KINDS[kind].object}/GetModel/${id}`,
  );
  return asSource(kind, res.model, res.permission);
}

export async function loadSummary(ctx: Context, kind: RecordKind, id: number) {
  return ctx.loaders.get<GetSummaryResponse<unknown>>(`/api/${RECORD_KINDS[kind].object}/GetSummary/${id}`);
}

/** The full model of a source (loads it when the source is partial or lacks `key`). */
export async function full<S extends RecordSource>(ctx: Context, src: S, key?: string): Promise<S> {
  if (!src.__partial && (key === undefined || key in src)) return src;
  const loaded = (await loadRecord(ctx, src.__typename, src.id)) as unknown as S;
  return loaded;
}

/**
 * The permission of the signed-in user on a record, always as the api computed it (list rows and
 * models both carry it); a source without one (a partial reference) loads the model.
 */
export async function permissionOf(ctx: Context, src: RecordSource): Promise<Permission> {
  if (src.permission) return src.permission;
  const loaded = await loadRecord(ctx, src.__typename, src.id);
  if (!loaded.permission) throw new GraphQLError('The upstream sent no permission for this record.', { extensions: { code: 'UPSTREAM_ERROR' } });
  return loaded.permission;
}

/** Decodes a global id and checks its type; returns the numeric row id or null. */
export function rowIdOf(globalId: string, types: readonly string[]): { typename: string; id: number } | null {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    const n = Number(id);
    if (!types.includes(typename) || !Number.isSafeInteger(n) || n <= 0) return null;
    return { typename, id: n };
  } catch {
    return null;
  }
}

/**
 * The row id behind a typed lookup argument: a global id of that type, or the bare row id that detail URLs
 * carry (`/organization/detail/12`, the api's links and `Record.url`). Only typed fields accept the bare
 * form; `node(id)` stays global-id only because a bare number names no type.
 */
export function rowIdOfTyped(idOrRowId: string, typename: RecordKind): number | null {
  if (/^[1-9]\d{0,15}$/.test(idOrRowId)) {
    const n = Number(idOrRowId);
    return Number.isSafeInteger(n) ? n : null;
  }
  return rowIdOf(idOrRowId, [typename])?.id ?? null;
}

/** Like rowIdOf, but an invalid id is a user error. */
export function requireRowId(globalId: string, types: readonly string[], argName = 'id'): { typename: string; id: number } {
  const r = rowIdOf(globalId, types);
  if (!r) {
    throw new GraphQLError(`\`${argName}\` is not a valid ${types.join(' or ')} id.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return r;
}
