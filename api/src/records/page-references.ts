// References read by type and id (`POST /api/Record/List`), and a page of records with the records its rows point
// to (`references` in PagingAndSorting's body or a section page's query): the rows of the reference fields named
// come in the same answer, read exactly as `Record/List` reads them, so a list showing an organization column
// costs its client one call instead of two, one after the other.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldsOf, recordType, referenceOf, type FieldDef, type RecordTypeDef } from '../../../contract';
import type { UserAuth } from '../context';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { commaListOf, parseBody } from '../http/validation';
import { moduleReach } from '../permissions/module-access';
import { endpointOf } from './endpoints';
import { BRIEF_REFERENCE_KEYS, pick } from './page-fields';
import type { RowWithPermission } from './read';

/** The most reference fields one page may ask for (a list shows a few columns; a type has at most a dozen references). */
export const MAX_REFERENCE_FIELDS = 20;

const referencesBody = z.object({
  references: z
    .array(z.string().min(1).max(100))
    .max(MAX_REFERENCE_FIELDS, `references takes at most ${MAX_REFERENCE_FIELDS} fields`)
    .nullish(),
});

/** One referenced record: its type and id as `Record/List` takes them. */
export interface ReferenceAsk {
  objectName: string;
  id: number;
}

const referenceField = (type: RecordTypeDef, name: string): FieldDef | undefined =>
  fieldsOf(type).find((f) => f.name === name && f.kind === 'record');

/**
 * The readable rows of `refList` (any catalogued types; role types by role id), one query per type among them: one
 * entry per readable reference in the order asked, `objectName` and `id` as asked. Rows of modules outside the user's
 * plan are absent, like unreadable ones (the list holding them still shows). `Record/List` and the `references` of
 * list pages, section pages and summaries read through it.
 */
export async function readReferences(
  db: Db,
  request: FastifyRequest,
  auth: UserAuth,
  refList: readonly { objectName: string; id: number }[],
  brief = false,
): Promise<{ objectName: string; id: number; row: RowWithPermission }[]> {
  const asked = new Map<string, { type: RecordTypeDef; objectName: string; id: number }>();
  for (const ref of refList) {
    const type = recordType(ref.objectName);
    if (type) asked.set(`${type.objectName}:${ref.id}`, { type, objectName: ref.objectName, id: ref.id });
  }
  if (asked.size === 0) return [];
  const idsByType = new Map<RecordTypeDef, number[]>();
  for (const { type, id } of asked.values()) idsByType.set(type, [...(idsByType.get(type) ?? []), id]);
  const found = new Map<string, RowWithPermission>();
  const reach = await moduleReach(request);
  await Promise.all(
    [...idsByType]
      .filter(([type]) => reach(type.module))
      .map(async ([type, ids]) => {
        const keyOf = (row: RowWithPermission) => (type.role ? Number(row[type.role.idField]) : row.id);
        // brief: a projected page's references, their name and page only (page-fields.ts).
        for (const row of await endpointOf(type).byIds(db, auth, ids, { extraValues: !brief }))
          found.set(`${type.objectName}:${keyOf(row)}`, brief ? (pick(row, BRIEF_REFERENCE_KEYS) as RowWithPermission) : row);
      }),
  );
  return [...asked].flatMap(([key, ref]) => (found.has(key) ? [{ objectName: ref.objectName, id: ref.id, row: found.get(key)! }] : []));
}

/**
 * The reference fields a PagingAndSorting body asks to bring the records of (none when it names none); a name that
 * is not a reference field of the type (of one of `rowTypes`) is a 400 naming it. A role type's list (Lead) has
 * none: its rows are parties with the columns both tables share, no reference among them.
 */
export function askedReferenceFields(type: RecordTypeDef, body: unknown, rowTypes: readonly RecordTypeDef[] = [type]): string[] {
  const { references } = parseBody(referencesBody, body ?? {});
  if (!references?.length) return [];
  for (const name of references) {
    if (!rowTypes.some((t) => referenceField(t, name))) {
      const message = `${name} is not a reference field of ${type.objectName}`;
      throw badRequest(message, [{ field: 'references', message }]);
    }
  }
  return [...new Set(references)];
}

/**
 * The same from a query string (a section page's or a summary's GET): `references=organizationId,contactId`. A
 * role type's summary is a party's: `rowTypes` are then the party types, and a name of either is taken.
 */
export function askedReferenceFieldsOfQuery(type: RecordTypeDef, query: unknown, rowTypes: readonly RecordTypeDef[] = [type]): string[] {
  return askedReferenceFields(type, { references: commaListOf(query, 'references') }, rowTypes);
}

/** The records `rows` point to through `fields`, once each. */
export function referencesOf(type: RecordTypeDef, rows: readonly Record<string, unknown>[], fields: readonly string[]): ReferenceAsk[] {
  const asked = new Map<string, ReferenceAsk>();
  for (const row of rows) {
    for (const name of fields) {
      const field = referenceField(type, name);
      const ref = field && referenceOf(field, row);
      if (ref) asked.set(`${ref.objectName}:${ref.id}`, ref);
    }
  }
  return [...asked.values()];
}

/**
 * A page's answer with the records its rows point to through `fields` (`references`), or as it is when none are
 * asked; `brief`: their name and page only.
 */
export async function withReferences<P extends { data: readonly Record<string, unknown>[] }>(
  db: Db,
  request: FastifyRequest,
  auth: UserAuth,
  type: RecordTypeDef,
  page: P,
  fields: readonly string[],
  brief = false,
): Promise<P | (P & { references: { objectName: string; id: number; row: RowWithPermission }[] })> {
  if (!fields.length) return page;
  return { ...page, references: await readReferences(db, request, auth, referencesOf(type, page.data, fields), brief) };
}
