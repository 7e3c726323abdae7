// The api computes an ASCII pair's stored code itself (list-keys.ts, asciiPairCode) and sends it as a constant, so
// the planner need not evaluate `search_pair_codes` on the term; the rows' codes are the database's. Every printable
// ASCII pair, in every case, must get the code the database gives it, or a search would miss the rows holding it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asciiPairCode } from '../../api/src/db/list-keys';
import { backends, openTestDatabase } from './support/api';

const PRINTABLE_PAIRS = 95 * 95;

describe.each(backends({ postgres: true }))('pair codes ($name)', (backend) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase(backend);
  });
  afterAll(async () => opened?.close());

  it('every printable ASCII pair has the code the database stores for it, and its name code marked', async () => {
    const result = (await opened.database.db.execute(
      sql`select t, search_pair_codes(null, t) as codes, search_pair_codes(t) as named
          from generate_series(32, 126) as a, generate_series(32, 126) as b, lateral (select chr(a) || chr(b) as t) as p`,
    )) as unknown as { rows: { t: string; codes: number[] | string; named: number[] | string }[] };
    const asArray = (v: number[] | string) => (typeof v === 'string' ? v.slice(1, -1).split(',').map(Number) : v.map(Number));
    expect(result.rows).toHaveLength(PRINTABLE_PAIRS);
    const mismatched = result.rows.filter((r) => {
      const code = asciiPairCode(r.t);
      const named = asArray(r.named);
      return code === null || asArray(r.codes).join() !== String(code) || named.join() !== `${code - 32_768},${code}`;
    });
    expect(mismatched.map((r) => r.t)).toEqual([]);
  });

  it('only a printable ASCII pair has a code computed by the api', () => {
    expect(asciiPairCode('Er')).toBe('e'.charCodeAt(0) * 128 + 'r'.charCodeAt(0));
    for (const term of ['éq', 'e', 'erd', '\tq', 'q\u007f']) expect(asciiPairCode(term)).toBeNull();
  });
});
