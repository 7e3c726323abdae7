// Deterministic generators of bad input for the fuzz tests: ids at the edges of int4 and beyond, NUL bytes
// and lone surrogates, wrong types, references to rows that do not exist.
import { fieldsOf, recordType, type FieldDef } from '../../../contract';

/** mulberry32: a tiny seeded PRNG, so a failing call is reproducible from the seed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof seeded>;

/** An id no company has (inside int4, so only the reference check can refuse it). */
export const UNKNOWN_ID = 2_147_480_000;

/** Ids as JSON values: edges of int4, beyond it, beyond safe integers, fractions, wrong types. */
export const BAD_IDS: readonly unknown[] = [0, -1, -2147483649, 2147483647, 2147483648, 9007199254740991, 1e30, 1.5, '12abc', 'abc', '', true, [], {}, UNKNOWN_ID];
/** Ids as text (paths and query strings). */
export const BAD_ID_TEXT: readonly string[] = ['0', '-1', '2147483647', '2147483648', '9007199254740991', '99999999999999999999', '1.5', '1e3', 'abc', '%00', String(UNKNOWN_ID)];
/** Strings that a database refuses or mangles: NUL bytes and unpaired surrogates. */
export const BAD_STRINGS: readonly string[] = ['a\u0000b', '\u0000', '\ud800', 'x\udfffy', 'ok\ud83d', '\udc00\ud800'];
/** The same in a query string (raw, already percent-encoded). */
export const BAD_QUERY_TEXT: readonly string[] = ['a%00b', '%00', '%ED%A0%80', '%F0%9F', 'x%C0%80y', '%25%00'];
const WRONG_TYPES: readonly unknown[] = [123, true, {}, [], ['x'], { a: 1 }, 1e308, -1e308];

/** A bad value for a catalogue field of the given kind. */
export function badFieldValue(rng: Rng, f: FieldDef): unknown {
  switch (f.kind) {
    case 'user':
    case 'record':
      return rng.pick(BAD_IDS);
    case 'users':
      return rng.pick<unknown>([[rng.pick(BAD_IDS)], [1, 2147483648], 'x', [UNKNOWN_ID], [null]]);
    case 'number':
    case 'percent':
    case 'money':
    case 'duration':
      return rng.pick<unknown>([1e308, -1e308, 2147483648, 9007199254740991, 'x', '\u0000', {}, 1.5]);
    case 'date':
    case 'datetime':
      return rng.pick<unknown>(['2025-13-45', '99999-01-01', '\u0000', '0000-00-00', 'now', 9e15, '275760-09-14T00:00:00Z']);
    case 'checkbox':
      return rng.pick<unknown>(['yes', 2, '\u0000', {}]);
    default:
      return rng.chance(0.7) ? rng.pick(BAD_STRINGS) : rng.pick(WRONG_TYPES);
  }
}

/** Keys every kind of route reads, outside the catalogue's fields. */
const GENERIC_KEYS = ['id', 'idList', 'parentId', 'parentObject', 'parentIdList', 'userId', 'objectName', 'objectId', 'name', 'keyword', 'term', 'refList', 'shareeId', 'groupId', 'accessLevel', 'currentPage', 'pageSize', 'username', 'password'];

/** A value the field accepts (so that one bad field is the only thing wrong with a body). */
function plausibleValue(f: FieldDef): unknown {
  if (f.name === 'status') return 1;
  if (f.name === 'parentObject') return 'Organization';
  switch (f.kind) {
    case 'number':
    case 'percent':
    case 'money':
    case 'duration':
      return Math.max(f.min ?? 0, 1);
    case 'date':
      return '2025-01-01';
    case 'datetime':
      return '2025-01-01T10:00:00Z';
    case 'checkbox':
      return false;
    case 'select':
      return f.options?.[0]?.value ?? null;
    case 'user':
    case 'record':
      return 1;
    case 'users':
      return [1];
    case 'email':
      return 'fuzz@example.com';
    default:
      return 'Fuzz';
  }
}

/** A body the record type accepts except for one field, which is bad (and an id of 1..5 for updates). */
export function nearlyValidBody(rng: Rng, objectName: string): Record<string, unknown> {
  const fields = fieldsOf(recordType(objectName)!).filter((f) => !f.readOnly);
  const body: Record<string, unknown> = Object.fromEntries(fields.filter((f) => f.required || f.name === 'parentId' || f.name === 'parentObject').map((f) => [f.name, plausibleValue(f)]));
  const bad = rng.pick(fields);
  body[bad.name] = badFieldValue(rng, bad);
  body.id = 1 + Math.floor(rng.next() * 5);
  return body;
}

/** A JSON body for a route: fields of the route's record type (when it has one) and generic keys, some bad. */
export function badBody(rng: Rng, objectName: string | undefined, url = ''): unknown {
  if (rng.chance(0.05)) return rng.pick<unknown>([[], 'x', 7, null, [{ id: 2147483648 }]]);
  if (objectName && /\/(Add|Update|AddMultiple)$/.test(url) && !url.includes('Share/') && rng.chance(0.7)) {
    const body = nearlyValidBody(rng, objectName);
    return url.endsWith('AddMultiple') ? [body] : body;
  }
  const type = objectName ? recordType(objectName) : undefined;
  const body: Record<string, unknown> = {};
  const fields = type ? fieldsOf(type) : [];
  for (const f of fields) if (rng.chance(0.3)) body[f.name] = badFieldValue(rng, f);
  for (const key of GENERIC_KEYS) {
    if (!rng.chance(0.25)) continue;
    if (key === 'idList' || key === 'parentIdList') body[key] = rng.pick<unknown>([[rng.pick(BAD_IDS)], [1, 2147483648], [UNKNOWN_ID], 'x']);
    else if (key === 'refList') body[key] = [{ objectName: rng.pick(['Organization', 'Nope', '\u0000']), id: rng.pick(BAD_IDS) }];
    else if (/id$/i.test(key) || key === 'currentPage' || key === 'pageSize') body[key] = rng.pick(BAD_IDS);
    else body[key] = rng.pick<unknown>([...BAD_STRINGS, ...WRONG_TYPES]);
  }
  if (type && rng.chance(0.3)) body.id = rng.pick(BAD_IDS);
  return body;
}

const QUERY_KEYS = ['id', 'idList', 'parentId', 'term', 'keyword', 'currentPage', 'pageSize', 'status', 'childLists', 'sortBy', 'sortOrder', 'numberOfDeletedItem', 'parentObject'];

/** A raw query string with bad values. */
export function badQuery(rng: Rng): string {
  const parts: string[] = [];
  for (const key of QUERY_KEYS) {
    if (!rng.chance(0.3)) continue;
    const value = key === 'idList' ? rng.pick(['1,2147483648', '9007199254740991', '1,,x', '-1', `${UNKNOWN_ID}`, '%00']) : rng.chance(0.5) ? rng.pick(BAD_ID_TEXT) : rng.pick(BAD_QUERY_TEXT);
    parts.push(`${key}=${value}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The record type a route belongs to (`/api/Organization/List`, `/api/OrganizationShare/Add`), if any. */
export function routeObject(url: string): string | undefined {
  const m = /^\/api\/([A-Za-z]+?)(Share)?\//.exec(url);
  return m && recordType(m[1]!) ? recordType(m[1]!)!.objectName : undefined;
}
