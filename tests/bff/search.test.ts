// Quick search and search-all through GraphQL: a bounded number of upstream calls whatever the number of
// hits (one QuickSearch per result type, in parallel; one AllObject/Search), hits that carry the server's
// url, the lookups' name check, and upstream failures as coded errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_SEARCH_TYPES } from '../../contract';
import { startBff, type RunningBff } from '../../bff/src/server';
import { apiToken, gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';
import { STUB_SESSION, startStubUpstream } from './support/stub-upstream';

const QUICK = /* GraphQL */ `
  query ($k: String!) {
    quickSearch(keyword: $k) {
      keyword
      totalCount
      groups {
        type {
          name
        }
        totalCount
        hits {
          name
          url
          parentName
          record {
            rowId
            url
            objectName
          }
        }
      }
    }
  }
`;
const CHECK = /* GraphQL */ `
  query ($type: String!, $name: String!) {
    nameCheck(type: $type, name: $name) {
      __typename
      ... on NameCheckMatch {
        rowId
        name
      }
      ... on Error {
        message
      }
    }
  }
`;

describe('search through the bff (real api)', () => {
  let stack: Stack;
  let crm: string;
  let globex: string;
  let admin: string;
  const tag = `Srch${Date.now().toString(36)}`;
  const ids: Record<string, number> = {};

  const add = async (objectName: string, body: Record<string, unknown>) => {
    const res = await fetch(new URL(`/api/${objectName}/Add`, stack.api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as AnyData;
    expect(res.status, JSON.stringify(json)).toBe(200);
    return json.model.id as number;
  };

  beforeAll(async () => {
    stack = await startStack();
    admin = await apiToken(stack.api.url, 'admin@acme.example');
    crm = await loginCookie(stack.bff.url, 'crm@acme.example');
    globex = await loginCookie(stack.bff.url, 'admin@globex.example');
    ids.org = await add('Organization', { name: `${tag} Lone Org` });
    for (let i = 0; i < 12; i++) await add('Organization', { name: `${tag} Many ${i}` });
    ids.deal = await add('Opportunity', { name: `${tag} Many Deal`, stage: 'Prospecting', organizationId: ids.org });
    ids.project = await add('Project', { name: `${tag} Many Project` });
  });
  afterAll(async () => stack?.close());

  it('one QuickSearch call per result type, whether it finds one record or fourteen', async () => {
    const one = await gql(stack.bff.url, QUICK, { k: `${tag} Lone` }, { cookie: crm });
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data!.quickSearch.totalCount).toBe(1);
    expect(one.body.data!.quickSearch.groups).toEqual([
      {
        type: { name: 'Organization' },
        totalCount: 1,
        hits: [
          {
            name: `${tag} Lone Org`,
            url: `/organization/detail/${ids.org}`,
            parentName: null,
            record: { rowId: ids.org, url: `/organization/detail/${ids.org}`, objectName: 'Organization' },
          },
        ],
      },
    ]);
    const many = await gql(stack.bff.url, QUICK, { k: `${tag} Many` }, { cookie: crm });
    expect(many.body.errors).toBeUndefined();
    const groups = many.body.data!.quickSearch.groups as AnyData[];
    expect(groups.map((g) => g.type.name)).toEqual(['Organization', 'Opportunity', 'Project']);
    expect(groups[1]!.hits[0]).toMatchObject({ parentName: `${tag} Lone Org`, url: `/opportunity/detail/${ids.deal}` });
    expect(many.body.data!.quickSearch.totalCount).toBe(14);
    expect(one.upstreamCalls).toBeLessThanOrEqual(QUICK_SEARCH_TYPES.length);
    expect(many.upstreamCalls).toBe(one.upstreamCalls);
  });

  it('hits asking for more of their record batch per type, never per hit', async () => {
    const q = `query ($k: String!) { quickSearch(keyword: $k) { groups { hits { record { name owner { fullName } } } } } }`;
    const res = await gql(stack.bff.url, q, { k: `${tag} Many` }, { cookie: crm });
    expect(res.body.errors).toBeUndefined();
    // 7 searches, one row batch for each of the 3 types with hits, one batch of owners.
    expect(res.upstreamCalls).toBeLessThanOrEqual(QUICK_SEARCH_TYPES.length + 3 + 1);
    expect(res.body.data!.quickSearch.groups[0].hits[0].record.owner.fullName).toBe('Alice Adams');
  });

  it('fewer than 2 characters searches nothing; another company finds nothing', async () => {
    const short = await gql(stack.bff.url, QUICK, { k: ' a ' }, { cookie: crm });
    expect(short.body.data!.quickSearch).toEqual({ keyword: 'a', totalCount: 0, groups: [] });
    expect(short.upstreamCalls).toBe(0);
    const other = await gql(stack.bff.url, QUICK, { k: tag }, { cookie: globex });
    expect(other.body.data!.quickSearch.groups).toEqual([]);
  });

  it('a user without the project module finds the other types, never the project (its 426 is no failure)', async () => {
    const free = await loginCookie(stack.bff.url, 'free@acme.example');
    const res = await gql(stack.bff.url, QUICK, { k: `${tag} Many` }, { cookie: free });
    expect(res.body.errors).toBeUndefined();
    const types = res.body.data!.quickSearch.groups.map((g: AnyData) => g.type.name);
    expect(types).toContain('Organization');
    expect(types).not.toContain('Project');
  });

  it('searchAll is one upstream call, grouped with totals', async () => {
    const q = `query ($k: String!) { searchAll(keyword: $k) { groups { type { name } totalCount totalCountExact hits { name url } } } }`;
    const res = await gql(stack.bff.url, q, { k: `${tag} Many` }, { cookie: crm });
    expect(res.body.errors).toBeUndefined();
    expect(res.upstreamCalls).toBe(1);
    const groups = res.body.data!.searchAll.groups as AnyData[];
    expect(groups.map((g) => g.type.name)).toEqual(['Organization', 'Person', 'Opportunity', 'Project', 'Case']);
    expect(groups[0]).toMatchObject({ totalCount: 12, totalCountExact: true });
    expect(groups[0]!.hits).toHaveLength(10);
    expect(groups[3]).toMatchObject({ totalCount: 1, hits: [{ name: `${tag} Many Project`, url: `/project/detail/${ids.project}` }] });
  });

  it('nameCheck: the match, "Invalid object", "No permission", and users', async () => {
    const ok = await gql(stack.bff.url, CHECK, { type: 'Organization', name: `${tag} lone org` }, { cookie: crm });
    expect(ok.body.data!.nameCheck).toEqual({ __typename: 'NameCheckMatch', rowId: ids.org, name: `${tag} Lone Org` });
    const unknown = await gql(stack.bff.url, CHECK, { type: 'organization', name: `${tag} nobody` }, { cookie: crm });
    expect(unknown.body.data!.nameCheck).toEqual({ __typename: 'NotFoundError', message: 'Invalid object' });
    const readOnly = await gql(stack.bff.url, CHECK, { type: 'Project', name: `${tag} Many Project` }, { cookie: crm });
    expect(readOnly.body.data!.nameCheck).toEqual({ __typename: 'PermissionError', message: 'No permission' });
    const user = await gql(stack.bff.url, CHECK, { type: 'User', name: 'bob' }, { cookie: crm });
    expect(user.body.data!.nameCheck).toEqual({ __typename: 'NotFoundError', message: 'Invalid object' });
    const users = await gql(stack.bff.url, `{ userNameSearch(term: "ali") { fullName } }`, undefined, { cookie: crm });
    expect(users.body.data!.userNameSearch).toEqual([{ fullName: 'Alice Adams' }]);
    const bad = await gql(stack.bff.url, CHECK, { type: 'Nope', name: 'x' }, { cookie: crm });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('search upstream failures', () => {
  let stub: Awaited<ReturnType<typeof startStubUpstream>>;
  let bff: RunningBff;
  beforeAll(async () => {
    const empty = () => [];
    stub = await startStubUpstream({
      'GET /api/UserMainMenu/InitialData': () => STUB_SESSION,
      ...Object.fromEntries(QUICK_SEARCH_TYPES.filter((t) => t !== 'Case').map((t) => [`POST /api/${t}/QuickSearch`, empty])),
      'POST /api/Case/QuickSearch': (_req, reply) => reply.status(500).send({ message: 'secret detail' }),
      'GET /api/AllObject/Search': (_req, reply) => reply.status(401).send({ message: 'Authentication required' }),
    });
    bff = await startBff({ apiUrl: stub.url, graphiql: false });
  });
  afterAll(async () => {
    await bff?.close();
    await stub?.close();
  });

  it('a failing type fails the search with UPSTREAM_ERROR and no upstream detail', async () => {
    const res = await gql(bff.url, QUICK, { k: 'acme' }, { bearer: 'stub-token' });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(JSON.stringify(res.body)).not.toContain('secret detail');
    const all = await gql(bff.url, `{ searchAll(keyword: "acme") { keyword } }`, undefined, { bearer: 'stub-token' });
    expect(all.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
