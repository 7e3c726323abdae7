// One request must not turn into an unbounded number of upstream calls, and one user's heavy work must not
// starve another user's small one. Calls are counted on the api side (a counting proxy in front of it).
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server';
import { loadPersistedManifest } from '../../bff/src/persisted';
import { startBff, type RunningBff } from '../../bff/src/server';
import { schema } from '../../bff/src/schema';
import { MAX_UPSTREAM_CALLS, estimateUpstreamCalls } from '../../bff/src/schema/upstream-cost';
import { startCountingProxy, type CountingProxy } from './support/counting-proxy';
import { gql, loginCookie } from './support/harness';

let api: RunningApi;
let proxy: CountingProxy;
let bff: RunningBff;
let admin: string;
/** 100 global ids: 40 organizations, 30 people, 30 tasks. */
let mixedIds: string[];

beforeAll(async () => {
  api = await startApi({ port: 0, dataDir: 'memory://' });
  proxy = await startCountingProxy(api.url);
  bff = await startBff({ apiUrl: proxy.url, serviceToken: api.serviceToken, graphiql: false });
  admin = await loginCookie(bff.url, 'admin@acme.example');
  const lists = await gql(
    bff.url,
    '{ organizations(first: 40) { edges { node { id } } } people(first: 30) { edges { node { id } } } tasks(first: 30) { edges { node { id } } } }',
    undefined,
    { cookie: admin },
  );
  expect(lists.body.errors).toBeUndefined();
  const ids = (list: string) => (lists.body.data![list].edges as { node: { id: string } }[]).map((e) => e.node.id);
  mixedIds = [...ids('organizations'), ...ids('people'), ...ids('tasks')];
  expect(mixedIds).toHaveLength(100);
});
afterAll(async () => {
  await bff?.close();
  await proxy?.close();
  await api?.close();
});

/** Runs a query and answers the upstream calls it made, as the api saw them. */
async function counted(query: string, variables?: Record<string, unknown>, cookie = admin) {
  const mark = proxy.calls.length;
  const res = await gql(bff.url, query, variables, { cookie });
  return { res, calls: proxy.since(mark).filter((c) => c.session === cookie.slice(4)) };
}

const NODE_FIELDS = '__typename ... on Record { name owner { fullName } }';

describe('nodes(ids:)', () => {
  // Their owners come from the company's users the session's lookups already hold (lookups.ts): no call of their own.
  it('reads 100 ids of three types with one List?idList= call per type (and none for their owners)', async () => {
    const { res, calls } = await counted(`query($ids: [ID!]!) { nodes(ids: $ids) { ${NODE_FIELDS} } }`, { ids: mixedIds });
    expect(res.body.errors).toBeUndefined();
    const nodes = res.body.data!.nodes as { __typename: string; name: string }[];
    expect(nodes.map((n) => n.__typename)).toEqual([
      ...Array(40).fill('Organization'),
      ...Array(30).fill('Person'),
      ...Array(30).fill('Task'),
    ]);
    const paths = calls.map((c) => c.path.split('?')[0]).sort();
    expect(paths).toEqual(['/api/Organization/List', '/api/Person/List', '/api/Task/List']);
    for (const c of calls) expect(c.path).toMatch(/[?&]idList=/);
    expect((res.body.data!.nodes as { owner: { fullName: string } | null }[]).filter((n) => n.owner?.fullName).length).toBeGreaterThan(0);
  });

  it('collapses 15 aliases × nodes with 100 ids into the same calls', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: nodes(ids: $ids) { ${NODE_FIELDS} }`).join(' ');
    const { res, calls } = await counted(`query($ids: [ID!]!) { ${aliases} }`, { ids: mixedIds });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.a14).toHaveLength(100);
    expect(calls).toHaveLength(3);
  });

  it('answers an out-of-range id as bad input, without asking the api', async () => {
    const beyond = Buffer.from('Organization:2147483648').toString('base64');
    const { res, calls } = await counted('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [mixedIds[0], beyond] });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls).toEqual([]);
  });
});

/** The operation texts the web sends: its Relay artifacts are persisted (their text is null), the manifest holds them. */
function webOperations(): { name: string; text: string }[] {
  return [...loadPersistedManifest()].map(([id, text]) => ({ name: /^\w+\s+(\w+)/.exec(text)?.[1] ?? id, text }));
}

describe('the upstream-call estimate', () => {
  it("stays well within the limit for every operation the web sends, at the web's largest page", () => {
    const ops = webOperations();
    expect(ops.length).toBeGreaterThan(20);
    for (const op of ops) {
      // withShell false: the frame's data rides on the first page load only, and AppShellQuery is counted on its own.
      const estimate = estimateUpstreamCalls(schema, parse(op.text), { first: 100, count: 100, pageSize: 100, withShell: false });
      // 60%: the costliest, a detail page with its section's first 100 rows (the record's ~22 and the rows' ~32,
      // two requests before they became one; its other tabs' aliases count as the dearest of them, since only the
      // URL's tab answers), leaves 46 calls of headroom.
      expect(estimate, op.name).toBeLessThanOrEqual(MAX_UPSTREAM_CALLS * 0.6);
    }
  });

  it('leaves out what @include and @skip leave out, and counts it when the condition is unknown', () => {
    const doc = parse(
      'query($a: Boolean!) { users { id } groups @include(if: $a) { id } viewer { notifications(first: 5) @skip(if: $a) { totalCount } } }',
    );
    const all = estimateUpstreamCalls(schema, doc, {});
    expect(estimateUpstreamCalls(schema, doc, { a: false })).toBe(all - 1);
    expect(estimateUpstreamCalls(schema, doc, { a: true })).toBe(all - 1);
    expect(all).toBeGreaterThanOrEqual(3);
  });

  it("counts the dearest of a detail page's section aliases: only the URL's section answers", () => {
    const estimate = (body: string) => estimateUpstreamCalls(schema, parse(`query($key: String!) { ${body} }`), { key: 'history' });
    const section = (alias: string, kinds: string, key = '$key') =>
      `${alias}: detailSection(type: "Organization", id: "1", key: ${key}${kinds}) { record { history(first: 100) { edges { node { user { fullName } } } } } }`;
    const rows = `r: sectionRecords(type: "Organization", id: "1", key: $key, first: 100) { edges { node { owner { fullName } } } }`;
    const one = estimate(section('a', ', kinds: [HISTORY]'));
    expect(one).toBeGreaterThan(1);
    // Disjoint kinds of the same record and section: one answers at most (sectionRecords answers for records tabs).
    expect(estimate(`${section('a', ', kinds: [HISTORY]')} ${section('b', ', kinds: [SHARE, RECENT]')} ${rows}`)).toBe(
      Math.max(one, estimate(rows)),
    );
    // Kinds that overlap or are not given, another section key: each alias may answer, so each is counted.
    expect(estimate(`${section('a', ', kinds: [HISTORY]')} ${section('b', ', kinds: [HISTORY, SHARE]')}`)).toBe(2 * one);
    expect(estimate(`${section('a', '')} ${section('b', ', kinds: [SHARE]')}`)).toBe(2 * one);
    expect(estimate(`${section('a', ', kinds: [HISTORY]')} ${section('b', ', kinds: [SHARE]', '"share"')}`)).toBe(2 * one);
  });

  it('counts nothing for a reference the page brings, and is never below the calls the query makes', async () => {
    const cases: [string, number][] = [
      // The page brings its rows' organizations and contacts (typed lists, records, a section, related).
      ['{ opportunities(first: 100) { edges { node { name organization { name } contact { name } } } } }', 1],
      [
        '{ records(type: "Opportunity", first: 100) { edges { node { ... on Opportunity { organization { name } contact { name } } } } } }',
        1,
      ],
      [
        '{ sectionRecords(type: "Organization", id: "1", key: "opportunity", first: 100) { edges { node { ... on Opportunity { contact { name } } } } } }',
        2, // the record, then its section's page
      ],
      [
        '{ organizations(first: 20) { edges { node { related(section: OPPORTUNITY) { edges { node { ... on Opportunity { contact { name } } } } } } } } }',
        2,
      ],
      // A reference of a referenced record is that record's own: one call more.
      ['{ opportunities(first: 100) { edges { node { organization { name parentOrganization { name } } } } } }', 2],
      // A role list's parties carry the columns both tables share: their other fields are read per party type after
      // the page, and their organizations cost a call.
      ['{ leads(first: 100) { edges { node { ... on Person { organization { name } } } } } }', 4],
      ['{ records(type: "Lead", first: 100) { edges { node { ... on Person { organization { name } } } } } }', 4],
      // Records that are not a page's rows: nodes(ids:) reads them, their references cost a call.
      [`{ nodes(ids: ["${Buffer.from('Opportunity:1').toString('base64')}"]) { ... on Opportunity { organization { name } } } }`, 2],
    ];
    for (const [query, expected] of cases) {
      expect(estimateUpstreamCalls(schema, parse(query), {}), query).toBe(expected);
      await counted(query); // the session's lookups
      const { res, calls } = await counted(query);
      expect(res.body.errors, query).toBeUndefined();
      expect(calls.length, query).toBeLessThanOrEqual(expected);
    }
  });

  it('counts a call per type among the ids of nodes, per alias', () => {
    const ids = ['Organization:1', 'Organization:2', 'Person:1', 'Task:1'].map((x) => Buffer.from(x).toString('base64'));
    expect(estimateUpstreamCalls(schema, parse('query($ids: [ID!]!) { nodes(ids: $ids) { id } }'), { ids })).toBe(3);
    expect(
      estimateUpstreamCalls(schema, parse('query($ids: [ID!]!) { a: nodes(ids: $ids) { id } b: nodes(ids: $ids) { id } }'), { ids }),
    ).toBe(6);
    // A nested reference costs a call per hundred objects it is resolved on.
    expect(estimateUpstreamCalls(schema, parse('{ people(first: 100) { edges { node { owner { fullName } } } } }'), {})).toBe(2);
  });

  it(`refuses a query estimated at more than ${MAX_UPSTREAM_CALLS} upstream calls before making any`, async () => {
    // Ids of many types in every alias: each alias needs a call per type.
    const perType = await gql(
      bff.url,
      '{ opportunities(first: 5) { edges { node { id } } } projects(first: 5) { edges { node { id } } } cases(first: 5) { edges { node { id } } } salesOrders(first: 5) { edges { node { id } } } invoices(first: 5) { edges { node { id } } } }',
      undefined,
      { cookie: admin },
    );
    expect(perType.body.errors).toBeUndefined();
    const more = Object.values(perType.body.data!).flatMap((c) => (c as { edges: { node: { id: string } }[] }).edges.map((e) => e.node.id));
    const ids = [...mixedIds.slice(0, 75), ...more];
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: nodes(ids: $ids) { ... on Record { name history(first: 5) { totalCount } } }`,
    ).join(' ');
    const { res, calls } = await counted(`query($ids: [ID!]!) { ${aliases} }`, { ids });
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.body.errors?.[0]?.message).toMatch(new RegExp(`about \\d+ upstream calls, the limit is ${MAX_UPSTREAM_CALLS}`));
    expect(calls).toEqual([]);
  });
});

describe("one user's heavy work and another's small list", () => {
  it("finishes the small list before the heavy query, which waits for its user's own calls", { timeout: 60_000 }, async () => {
    const crm = await loginCookie(bff.url, 'crm@acme.example');
    // 15 lists at once for admin: all in flight together, they would fill the api's queue ahead of anyone else's.
    const heavy = Array.from(
      { length: 15 },
      (_, i) => `l${i}: people(first: 100, search: "${'aeioulnrstmdchk'[i]}") { edges { node { name } } }`,
    ).join(' ');
    const order: string[] = [];
    const mark = proxy.calls.length;
    const a = gql(bff.url, `{ ${heavy} }`, undefined, { cookie: admin }).then((r) => {
      order.push('heavy');
      return r;
    });
    // B starts once A's work is under way at the api.
    while (!proxy.since(mark).some((c) => c.session === admin.slice(4))) await new Promise((r) => setTimeout(r, 2));
    const b = gql(bff.url, '{ organizations(first: 5) { edges { node { name } } } }', undefined, { cookie: crm }).then((r) => {
      order.push('small');
      return r;
    });
    const [heavyRes, smallRes] = await Promise.all([a, b]);
    expect(heavyRes.body.errors).toBeUndefined();
    expect(smallRes.body.errors).toBeUndefined();
    expect(heavyRes.upstreamCalls).toBe(15);
    expect(order).toEqual(['small', 'heavy']);
  });
});
