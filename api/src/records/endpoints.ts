// What the routes of one catalogued type need, for stored types (a table of their own) and for party
// roles (Lead, Customer, Supplier: organizations and people with the flag, addressed by role id).
import type { RecordTypeDef } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { newRecordPermission } from '../permissions';
import { kindOf, type StoredKind } from './kinds';
import { nameCheck, nameSearch, pageRecords, quickSearch, rowsForIds, type PagingInput } from './lists';
import { requireRow, rowsByIds, type Row, type RowWithPermission } from './read';
import {
  pageRoles,
  resolveRole,
  resolveRoles,
  roleAddKind,
  roleNameCheck,
  roleNameSearch,
  roleOf,
  roleQuickSearch,
  roleRowsForIds,
} from './roles';
import { blankModel } from './summary';
import { withExtraValues } from '../extra-fields/store';

export interface Resolved {
  kind: StoredKind;
  row: Row;
}

/** A record of a batch: the id it was asked by (a role id for role types), its stored kind and row. */
export interface ResolvedId extends Resolved {
  id: number;
}

export interface RecordEndpoint {
  type: RecordTypeDef;
  /** The record an id of this type's routes names (404 when missing, deleted or of another company). */
  resolve(db: Db, auth: UserAuth, id: number): Promise<Resolved>;
  /** The readable records among `ids` (missing, deleted, private and other-company ones are absent), any order. */
  resolveMany(db: Db, auth: UserAuth, ids: number[]): Promise<ResolvedId[]>;
  blank(auth: UserAuth): ReturnType<typeof blankModel>;
  /** The stored kind an Add creates, and the body it stores. */
  addition(body: unknown): { kind: StoredKind; body: unknown };
  page(
    db: Db,
    auth: UserAuth,
    input: PagingInput,
  ): Promise<{ data: RowWithPermission[]; totalPage: number; totalItem: number; totalExact: boolean; nextCursor: string | null }>;
  /** `extraValues` false: without their extra values (a caller that shows none). */
  byIds(db: Db, auth: UserAuth, ids: number[], options?: { extraValues?: boolean }): Promise<RowWithPermission[]>;
  nameSearch(db: Db, auth: UserAuth, term: string): Promise<unknown[]>;
  nameCheck(db: Db, auth: UserAuth, name: string): Promise<{ id: number; name: string }>;
  quickSearch(db: Db, auth: UserAuth, keyword: string): Promise<unknown[]>;
  newPermission(auth: UserAuth): ReturnType<typeof newRecordPermission>;
}

function storedEndpoint(kind: StoredKind): RecordEndpoint {
  return {
    type: kind.type,
    resolve: async (db, auth, id) => ({ kind, row: await requireRow(db, kind, auth, id) }),
    resolveMany: async (db, auth, ids) => (await rowsByIds(db, kind, auth, ids)).map((row) => ({ id: row.id, kind, row })),
    blank: (auth) => blankModel(kind, auth),
    addition: (body) => ({ kind, body }),
    page: (db, auth, input) => pageRecords(db, kind, auth, input),
    byIds: (db, auth, ids) => rowsForIds(db, kind, auth, ids),
    nameSearch: (db, auth, term) => nameSearch(db, kind, auth, term),
    nameCheck: (db, auth, name) => nameCheck(db, kind, auth, name),
    quickSearch: (db, auth, keyword) => quickSearch(db, kind, auth, keyword),
    newPermission: (auth) => newRecordPermission(auth.user, kind.type.module),
  };
}

function roleEndpoint(type: RecordTypeDef): RecordEndpoint {
  const flag = roleOf(type).flag;
  return {
    type,
    resolve: (db, auth, id) => resolveRole(db, type, auth, id),
    resolveMany: (db, auth, ids) => resolveRoles(db, type, auth, ids),
    blank: (auth) => blankModel(roleAddKind(type, {}), auth, { [flag]: true }),
    addition: (body) => {
      const kind = roleAddKind(type, body);
      const { objectName: _objectName, ...rest } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      return { kind, body: { ...rest, [flag]: true } };
    },
    page: (db, auth, input) => pageRoles(db, type, auth, input),
    byIds: (db, auth, ids) => roleRowsForIds(db, type, auth, ids),
    nameSearch: (db, auth, term) => roleNameSearch(db, type, auth, term),
    nameCheck: (db, auth, name) => roleNameCheck(db, type, auth, name),
    quickSearch: (db, auth, keyword) => roleQuickSearch(db, type, auth, keyword),
    newPermission: (auth) => newRecordPermission(auth.user, type.module),
  };
}

/** List pages and batches carry the records' extra values (`extra_{id}`): two queries per page, whatever its size. */
function withExtraFields(ep: RecordEndpoint): RecordEndpoint {
  return {
    ...ep,
    page: async (db, auth, input) => {
      const page = await ep.page(db, auth, input);
      return input.extraValues === false ? page : { ...page, data: await withExtraValues(db, auth.companyId, page.data) };
    },
    byIds: async (db, auth, ids, options) => {
      const rows = await ep.byIds(db, auth, ids);
      return options?.extraValues === false ? rows : withExtraValues(db, auth.companyId, rows);
    },
  };
}

const endpoints = new Map<string, RecordEndpoint>();
export function endpointOf(type: RecordTypeDef): RecordEndpoint {
  let ep = endpoints.get(type.objectName);
  if (!ep) {
    ep = withExtraFields(type.role ? roleEndpoint(type) : storedEndpoint(kindOf(type.objectName)!));
    endpoints.set(type.objectName, ep);
  }
  return ep;
}

/** The records of a batch grouped by stored kind (a role batch holds organizations and people). */
export function byKind(resolved: ResolvedId[]): Map<StoredKind, ResolvedId[]> {
  const out = new Map<StoredKind, ResolvedId[]>();
  for (const r of resolved) out.set(r.kind, [...(out.get(r.kind) ?? []), r]);
  return out;
}
