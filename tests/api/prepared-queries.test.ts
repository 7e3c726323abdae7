// The queries of a list screen, a keyword search and a record's side panel are built once per shape
// (api/src/db/prepared.ts): a repeated request runs them with new values and builds no SQL, and each viewer still gets
// their own answer (company, user, shares, filters and the keyword are placeholders, not part of the built text).
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keywordColumns } from '../../api/src/db/list-keys';
import { recordType } from '../../contract';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Client, type Json } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends({ postgres: true }))('prepared query shapes ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;

  beforeAll(async () => {
    // Nothing else builds SQL while the test counts: sessions and company lookups stay cached, no background runs.
    api = await startTestApi(backend, { sessionCacheMs: 600_000, sessionSweepMs: 0, reminderPollMs: 0 });
    c = await demoClients(api.url);
  }, 300_000);
  afterAll(async () => api?.close());

  /** What a list screen and a side panel ask, by REST and as the bff asks it. */
  async function screen(client: Client): Promise<Json[]> {
    const answers: Json[] = [];
    const ok = (res: { status: number; body: Json }) => {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      answers.push(res.body);
      return res.body;
    };
    const page = ok(
      await client.post('/api/Opportunity/PagingAndSorting', { currentPage: 1, pageSize: 50, orderBy: 'name', direction: 'asc' }),
    );
    ok(await client.post('/api/Opportunity/PagingAndSorting', { currentPage: 1, pageSize: 20, parameter: { status: 0 } }));
    const orgIds = [...new Set((page.data as Json[]).map((r) => r.organizationId).filter(Boolean))] as number[];
    const ownerIds = [...new Set((page.data as Json[]).map((r) => r.ownerId))] as number[];
    ok(await client.post('/api/Record/List', { refList: orgIds.map((id) => ({ objectName: 'Organization', id })) }));
    ok(await client.get(`/api/Organization/List?idList=${orgIds.join(',')}`));
    ok(await client.get(`/api/User/List?idList=${ownerIds.join(',')}`));
    const orgs = ok(await client.post('/api/Organization/PagingAndSorting', { currentPage: 1, pageSize: 5 }));
    ok(await client.get(`/api/Organization/GetSummary/${(orgs.data as Json[])[0].id}`));
    return answers;
  }

  it('a repeated list and side panel build no SQL, and answer as the first time for each viewer', async () => {
    const viewers = [c.admin, c.crm, c.globex];
    const first = [];
    for (const v of viewers) first.push(await screen(v));
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      for (const [i, v] of viewers.entries()) expect(await screen(v)).toEqual(first[i]);
      expect(built.mock.results.map((r) => (r.value as { sql: string }).sql)).toEqual([]);
    } finally {
      built.mockRestore();
    }
    // One shape, each company's rows: acme and globex share no opportunity.
    const ids = (answers: Json[]) => new Set((answers[0].data as Json[]).map((r) => r.id));
    const globex = ids(first[2]!);
    expect(globex.size).toBeGreaterThan(0);
    expect([...ids(first[0]!)].filter((id) => globex.has(id))).toEqual([]);
  });

  it('a keyword search is built once per shape of keyword (a longer term, an ASCII pair, any other pair)', async () => {
    const columns = keywordColumns(recordType('Organization')!);
    const search = async (client: Client, keyword: string) => {
      const res = await client.post('/api/Organization/PagingAndSorting', { currentPage: 1, pageSize: 100, parameter: { keyword } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    // What each should find: the company's organizations holding the term in a keyword column, in any case.
    const everything = await search(c.admin, '');
    const all = everything.data as Json[];
    expect(all).toHaveLength(everything.totalItem as number);
    const holding = (term: string) =>
      all
        .filter((r) =>
          columns.some((col) =>
            String(r[col] ?? '')
              .toLowerCase()
              .includes(term.toLowerCase()),
          ),
        )
        .map((r) => r.id)
        .sort();
    for (const term of ['tech', 'In']) expect(holding(term).length, term).toBeGreaterThan(0);
    for (const term of ['acme', 'éq', 'ac']) await search(c.admin, term);
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      for (const term of ['tech', 'In', 'ëx', 'zz']) {
        const page = await search(c.admin, term);
        expect((page.data as Json[]).map((r) => r.id).sort(), term).toEqual(holding(term));
        expect(page.totalItem, term).toBe(holding(term).length);
      }
      // An ASCII pair the statistics know has its total estimated first (totals.ts): that EXPLAIN is all that may be
      // built, once per such pair ("In", "zz").
      const texts = built.mock.results.map((r) => (r.value as { sql: string }).sql);
      expect(texts.filter((t) => !t.startsWith('explain'))).toEqual([]);
      expect(texts.length).toBeLessThanOrEqual(2);
    } finally {
      built.mockRestore();
    }
  });
});
