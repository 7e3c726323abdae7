// A list page with the records its rows point to (`references` in PagingAndSorting's body): the rows of the
// reference fields named there come in the same answer, read exactly as `POST /api/Record/List` reads them, so a
// list showing an organization column costs its client one call instead of two, one after the other.
import { z } from 'zod';
import { fieldsOf, recordType, type FieldDef, type RecordTypeDef } from '../../../contract';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validation';

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
 * The reference fields a PagingAndSorting body asks to bring the records of (none when it names none); a name that
 * is not a reference field of the type is a 400 naming it. A role type (Lead) has none: its rows are parties with
 * the columns both tables share, no reference among them.
 */
export function askedReferenceFields(type: RecordTypeDef, body: unknown): string[] {
  const { references } = parseBody(referencesBody, body ?? {});
  if (!references?.length) return [];
  for (const name of references) {
    if (!referenceField(type, name)) {
      const message = `${name} is not a reference field of ${type.objectName}`;
      throw badRequest(message, [{ field: 'references', message }]);
    }
  }
  return [...new Set(references)];
}

/** The records `rows` point to through `fields`, once each. */
export function referencesOf(type: RecordTypeDef, rows: readonly Record<string, unknown>[], fields: readonly string[]): ReferenceAsk[] {
  const asked = new Map<string, ReferenceAsk>();
  for (const row of rows) {
    for (const name of fields) {
      const field = referenceField(type, name);
      const id = Number(row[name]);
      if (!field || !Number.isInteger(id) || id <= 0) continue;
      const objectName = field.ref === '*' ? row[field.refTypeField!] : field.ref;
      if (typeof objectName !== 'string' || !recordType(objectName)) continue;
      asked.set(`${objectName}:${id}`, { objectName, id });
    }
  }
  return [...asked.values()];
}
