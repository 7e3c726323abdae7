// The batch variants of the per-record read calls, for the bff's loaders: a list page asks each of them
// once for all its rows. Each takes `idList` (at most 100 ids, as List does) and answers one entry per
// readable record, in the order asked: ids that are missing, deleted, private or of another company are
// simply absent. The work is a fixed number of queries per stored kind, whatever the number of ids.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordType, sectionPath } from '../../../contract';
import { requireUser, type UserAuth } from '../context';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validation';
import { byKind, type RecordEndpoint } from './endpoints';
import { askedReferenceFieldsOfQuery, readReferences, referencesOf } from './page-references';
import { askedRowKeysOfQuery, projectRows } from './page-fields';
import type { StoredKind } from './kinds';
import { requiredIdList } from './lists';
import type { Row } from './read';
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
      const listed = recordType(section.type!)!;
      const references = askedReferenceFieldsOfQuery(listed, request.query);
      // `fields`: each page's rows carry those only, their references their name and page (page-fields.ts).
      const keys = askedRowKeysOfQuery(listed, request.query);
      const found = await perRecord(db, auth, ep, ids, async (kind, rows) => {
        // A role record shows its party's section of the same key.
        const own = kind.type.sections.find((s) => s.key === section.key);
        return own
          ? sectionPages(db, kind, auth, rows, own, page)
          : new Map(rows.map((r) => [r.id, { data: [], totalPage: 0, totalItem: 0 }]));
      });
      // Each page brings the records its own rows point to (read together: one query per type for the whole batch).
      const all = references.length
        ? await readReferences(
            db,
            request,
            auth,
            referencesOf(
              listed,
              found.flatMap((f) => f.value.data),
              references,
            ),
            keys !== null,
          )
        : [];
      const byKey = new Map(all.map((e) => [`${e.objectName}:${e.id}`, e]));
      return {
        data: found.map(({ id, value }) =>
          references.length
            ? {
                id,
                ...projectRows(value, keys),
                references: referencesOf(listed, value.data, references).flatMap((r) => byKey.get(`${r.objectName}:${r.id}`) ?? []),
              }
            : { id, ...projectRows(value, keys) },
        ),
      };
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

/** `GetRecent?idList=`: the recent items of each record. */
export async function recentBatch(db: Db, auth: UserAuth, ep: RecordEndpoint, ids: number[]) {
  const found = await perRecord(db, auth, ep, ids, (kind, rows) => recentItems(db, kind, auth, rows));
  return { data: found.map(({ id, value }) => ({ id, data: value })) };
}
