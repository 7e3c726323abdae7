// How the database orders text, as far as the list queries need to know. Where text compares by code point
// (the C and POSIX locales, C.UTF-8, the builtin provider), every value starting with an ASCII prefix lies in
// one range of a text index, so "starts with" can be an index range; under a linguistic collation (en_US,
// ICU) punctuation and case weigh differently and no such range is safe, so it stays a filter.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

let opened = false;
let linguistic = false;

const CODE_POINT_LOCALES = new Set(['c', 'posix', 'c.utf-8', 'c.utf8']);

/** Records the collation of a database this process opened (client.ts, right after the migrations). */
export async function noteTextOrder(db: Db): Promise<void> {
  const result = (await db.execute(
    sql`select datlocprovider::text as provider, datcollate as collate from pg_database where datname = current_database()`,
  )) as unknown as { rows: { provider: string; collate: string | null }[] };
  const row = result.rows[0];
  const codePoint = !!row && (row.provider === 'b' || (row.provider === 'c' && CODE_POINT_LOCALES.has(String(row.collate).toLowerCase())));
  opened = true;
  if (!codePoint) linguistic = true;
}

/** Whether prefix ranges are exact in every database opened so far (one linguistic database turns them off). */
export const prefixRangesExact = () => opened && !linguistic;

/** Printable ASCII: lower() maps it the same way in every locale these ranges are used in. */
export const isPrintableAscii = (text: string) => /^[\x20-\x7e]+$/.test(text);

/** The first string after every string starting with `prefix` (printable ASCII): its last character's successor. */
export const prefixUpperBound = (prefix: string) => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
