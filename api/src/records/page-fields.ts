// A page whose rows carry only the fields its caller shows (`fields` in PagingAndSorting's body): a list of 50
// opportunities showing six columns answers those six of each row's twenty-odd, and the records its cells reference
// (`references`) their name and page only. What an answer costs to serialise, send and parse on both sides of the call
// follows its size (a 50-row page with its references: 67 KB whole, 20 KB so); extra values are read only when one is
// asked. Without `fields`, rows are whole, as before.
import { z } from 'zod';
import { extraFieldIdOf, fieldOf, type RecordTypeDef } from '../../../contract';
import { badRequest } from '../http/errors';
import { commaListOf, parseBody } from '../http/validation';

/** Keys every row keeps: what identifies and links it, and what its caller needs to act on it. */
export const ROW_KEYS: readonly string[] = ['id', 'objectName', 'url', 'name', 'permission', 'version', 'isLocked', 'extraHidden'];
/** Keys a referenced record keeps in such a page: a reference cell shows its name and links its page. */
export const BRIEF_REFERENCE_KEYS: readonly string[] = ['id', 'objectName', 'url', 'name', 'permission'];
export const MAX_ROW_FIELDS = 100;

const isExtraName = (name: string) => extraFieldIdOf(name) !== null;

const fieldsBody = z.object({
  fields: z.array(z.string().min(1).max(100)).max(MAX_ROW_FIELDS, `fields takes at most ${MAX_ROW_FIELDS} names`).nullish(),
});

/**
 * The keys the rows of a page keep (ROW_KEYS and the fields named), or null when the body names none (whole rows).
 * A name that is not a field of the type, an extra field (`extra_{id}`) or a row key is a 400 naming `fields`.
 */
export function askedRowKeys(type: RecordTypeDef, body: unknown): readonly string[] | null {
  const { fields } = parseBody(fieldsBody, body ?? {});
  if (!fields) return null;
  for (const name of fields) {
    if (!fieldOf(type, name) && !isExtraName(name) && !ROW_KEYS.includes(name)) {
      const message = `${name} is not a field of ${type.objectName}`;
      throw badRequest(message, [{ field: 'fields', message }]);
    }
  }
  return [...new Set([...ROW_KEYS, ...fields])];
}

/** The same from a query string (a section page's GET): `fields=stage,ownerId`; `fields=` keeps ROW_KEYS only. */
export function askedRowKeysOfQuery(type: RecordTypeDef, query: unknown): readonly string[] | null {
  return askedRowKeys(type, { fields: commaListOf(query, 'fields') });
}

/** Whether rows keeping `keys` need their extra values read (whole rows do). */
export const needsExtraValues = (keys: readonly string[] | null): boolean => keys === null || keys.some(isExtraName);

/** A row with only `keys` (those it has). */
export function pick<R extends Record<string, unknown>>(row: R, keys: readonly string[]): Partial<R> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in row) out[key] = row[key];
  return out as Partial<R>;
}

/** A page's rows with only `keys`, or the page as it is when `keys` is null. */
export function projectRows<P extends { data: readonly Record<string, unknown>[] }>(page: P, keys: readonly string[] | null): P {
  return keys ? { ...page, data: page.data.map((row) => pick(row, keys)) } : page;
}
