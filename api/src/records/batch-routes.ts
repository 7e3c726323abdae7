// The batch variants of the per-record read calls, for the bff's loaders: a list page asks each of them
// once for all its rows. Each takes `idList` (at most 100 ids, as List does) and answers one entry per
// readable record, in the order asked: ids that are missing, deleted, private or of another company are
// simply absent. The work is a fixed number of queries per stored kind, whatever the number of ids.
import { moduleReach } from '../permissions/module-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordType, sectionPath, type RecordTypeDef } from '../../../contract';
import { requireUser, type UserAuth } from '../context';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validation';
import { byKind, endpointOf, type RecordEndpoint } from './endpoints';
import type { StoredKind } from './kinds';
import { requiredIdList } from './lists';
import type { Row, RowWithPermission } from './read';
import { recentItems } from './recent';
import { listingSections, sectionPages, sectionPaging } from './sections';
import { sharesOf } from './shares';
import { summaries } from './summary';

/**
 * Resolves the asked ids (role ids for role types), reads `read` once per stored kind among them, and
 * answers `{ id, …value }` per readable id in the order asked.
 */
export async function perRecord<T>(
  db: Db,
  auth: UserAuth,
  ep: RecordEndpoint,
  ids: number[],
  read: (kind: StoredKind, rows: Row[]) => Promise<Map<number, T>>,
): Promise<{ id: number; value: T }[]> {
  const resolved = await ep.resolveMany(db, auth, ids);
  const values = new Map<number, T>();
  await Promise.all(
    [...byKind(resolved)].map(async ([kind, list]) => {
      const answers = await read(
        kind,
        list.map((r) => r.row),
      );
      for (const r of list) if (answers.has(r.row.id)) values.set(r.id, answers.get(r.row.id)!);
    }),
  );
  return ids.flatMap((id) => (values.has(id) ? [{ id, value: values.get(id)! }] : []));
}

const asMap = async <T>(rows: Row[], list: Promise<T[]>) => {
  const values = await list;
  return new Map(rows.map((r, i) => [r.id, values[i]!]));
};

export function batchRoutes(app: FastifyInstance, db: Db, ep: RecordEndpoint) {
  const { type } = ep;
  const base = `/api/${type.objectName}`;

  app.get(`${base}/GetSummary`, async (request) => {
    const auth = requireUser(request);
    const found = await perRecord(db, auth, ep, requiredIdList(request.query), (kind, rows) =>
      asMap(rows, summaries(db, kind, auth, rows)),
    );
    return { data: found.map(({ id, value }) => ({ id, ...value })) };
  });

  for (const section of listingSections(type.sections)) {
    app.get(`${base}/${sectionPath(section.key)}`, async (request) => {
      const auth = requireUser(request);
      const ids = requiredIdList(request.query);
      const page = parseBody(sectionPaging, request.query);
      const found = await perRecord(db, auth, ep, ids, async (kind, rows) => {
        // A role record shows its party's section of the same key.
        const own = kind.type.sections.find((s) => s.key === section.key);
        return own
          ? sectionPages(db, kind, auth, rows, own, page)
          : new Map(rows.map((r) => [r.id, { data: [], totalPage: 0, totalItem: 0 }]));
      });
      return { data: found.map(({ id, value }) => ({ id, ...value })) };
    });
  }

  if (type.traits.shareable) {
    app.get(`${base}Share/List`, async (request) => {
      const auth = requireUser(request);
      const found = await perRecord(db, auth, ep, requiredIdList(request.query), (kind, rows) => sharesOf(db, kind, auth, rows));
      return { data: found.map(({ id, value }) => ({ id, data: value })) };
    });
  }
}

/** The most references `Record/List` takes: two polymorphic fields of a page of 100 rows. */
export const MAX_REFS = 500;

const refBody = z.object({
  refList: z
    .array(z.object({ objectName: z.string().min(1).max(100), id: z.coerce.number().int().positive().max(2_147_483_647) }))
    .max(MAX_REFS, `refList takes at most ${MAX_REFS} references`),
});

/**
 * `POST /api/Record/List { refList: [{ objectName, id }] }`: rows of any types at once (what polymorphic
 * references such as a task's parent need), one query per type among them. Role types take role ids.
 */
export function referenceRoutes(app: FastifyInstance, db: Db) {
  app.post('/api/Record/List', async (request) => {
    const auth = requireUser(request);
    const { refList } = parseBody(refBody, request.body ?? {});
    for (const ref of refList) if (!recordType(ref.objectName)) throw badRequest(`Unknown object ${ref.objectName}`);
    return { data: await readReferences(db, request, auth, refList) };
  });
}

/**
 * The readable rows of `refList` (any catalogued types; role types by role id), one query per type among them: one
 * entry per readable reference in the order asked, `objectName` and `id` as asked. Rows of modules outside the user's
 * plan are absent, like unreadable ones (the list holding them still shows). `Record/List` and a list page's
 * `references` (page-references.ts) read through it.
 */
export async function readReferences(
  db: Db,
  request: FastifyRequest,
  auth: UserAuth,
  refList: readonly { objectName: string; id: number }[],
): Promise<{ objectName: string; id: number; row: RowWithPermission }[]> {
  const asked = new Map<string, { type: RecordTypeDef; objectName: string; id: number }>();
  for (const ref of refList) {
    const type = recordType(ref.objectName);
    if (type) asked.set(`${type.objectName}:${ref.id}`, { type, objectName: ref.objectName, id: ref.id });
  }
  const idsByType = new Map<RecordTypeDef, number[]>();
  for (const { type, id } of asked.values()) idsByType.set(type, [...(idsByType.get(type) ?? []), id]);
  const found = new Map<string, RowWithPermission>();
  const reach = await moduleReach(request);
  await Promise.all(
    [...idsByType]
      .filter(([type]) => reach(type.module))
      .map(async ([type, ids]) => {
        const keyOf = (row: RowWithPermission) => (type.role ? Number(row[type.role.idField]) : row.id);
        for (const row of await endpointOf(type).byIds(db, auth, ids)) found.set(`${type.objectName}:${keyOf(row)}`, row);
      }),
  );
  return [...asked].flatMap(([key, ref]) => (found.has(key) ? [{ objectName: ref.objectName, id: ref.id, row: found.get(key)! }] : []));
}

/** `GetRecent?idList=`: the recent items of each record. */
export async function recentBatch(db: Db, auth: UserAuth, ep: RecordEndpoint, ids: number[]) {
  const found = await perRecord(db, auth, ep, ids, (kind, rows) => recentItems(db, kind, auth, rows));
  return { data: found.map(({ id, value }) => ({ id, data: value })) };
}
