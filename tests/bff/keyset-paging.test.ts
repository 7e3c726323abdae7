// The bff's connections page forward with the api's keyset cursor: the last edge of an upstream page
// carries it, `first`/`after` from that edge asks the upstream for the page after it, and an estimated
// total reaches the client flagged as such (hasNextPage then comes from the upstream, not the estimate).
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { decodeCursorWithKeyset, offsetConnection, type ConnectionResult, type UpstreamPage } from '../../bff/src/schema/common/paging';

/** A list of 10 rows (ids 1..10) whose total is an estimate, recording each upstream call. */
function upstream() {
  const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));
  const calls: { currentPage: number; pageSize: number; after?: string }[] = [];
  const fetchPage = async (currentPage: number, pageSize: number, after?: string): Promise<UpstreamPage<{ id: number }>> => {
    calls.push({ currentPage, pageSize, ...(after ? { after } : {}) });
    const start = after ? Number(after.slice('row'.length)) : (currentPage - 1) * pageSize;
    const data = rows.slice(start, start + pageSize);
    const last = data[data.length - 1];
    return { data, totalItem: 42, totalExact: false, nextCursor: last && last.id < rows.length ? `row${last.id}` : null };
  };
  return { calls, fetchPage };
}

describe('keyset paging through a connection', () => {
  it('pages forward from the end cursor with the upstream cursor, to the end, with the same rows as offsets', async () => {
    const { calls, fetchPage } = upstream();
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page: ConnectionResult<number> = await offsetConnection({ first: 4, after }, fetchPage, (r) => r.id);
      seen.push(...page.edges.map((e) => e.node));
      expect(page.totalCountExact).toBe(false);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // An estimated total of 42 did not make the list run on past its last row.
    expect(calls).toEqual([{ currentPage: 1, pageSize: 4 }, { currentPage: 1, pageSize: 4, after: 'row4' }, { currentPage: 1, pageSize: 4, after: 'row8' }]);
  });

  it('a cursor in the middle of a page pages by offset; only the last edge carries the upstream cursor', async () => {
    const { calls, fetchPage } = upstream();
    const page = await offsetConnection({ first: 4 }, fetchPage, (r) => r.id);
    expect(page.edges.map((e) => decodeCursorWithKeyset(e.cursor, 'after').keyset)).toEqual([null, null, null, 'row4']);
    const next = await offsetConnection({ first: 3, after: page.edges[1]!.cursor }, fetchPage, (r) => r.id);
    expect(next.edges.map((e) => e.node)).toEqual([3, 4, 5]);
    expect(calls.slice(1).every((c) => c.after === undefined)).toBe(true);
  });

  it('refuses a cursor with an empty upstream part', () => {
    const bad = Buffer.from('offset:3:', 'utf8').toString('base64');
    expect(() => decodeCursorWithKeyset(bad, 'after')).toThrow(GraphQLError);
  });
});
