import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookie, startStack, type Stack } from './support/harness';

let stack: Stack;
let admin: string;
let project: string;
let globex: string;
beforeAll(async () => {
  stack = await startStack();
  [admin, project, globex] = await Promise.all([
    loginCookie(stack.bff.url, 'admin@acme.example'),
    loginCookie(stack.bff.url, 'project@acme.example'),
    loginCookie(stack.bff.url, 'admin@globex.example'),
  ]);
});
afterAll(async () => {
  await stack?.close();
});

const PAGE = `query Page($first: Int, $after: String, $last: Int, $before: String) {
  organizations(first: $first, after: $after, last: $last, before: $before) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id rowId name url } }
  }
}`;

const UPDATE = `mutation Update($input: UpdateOrganizationInput!) {
  updateOrganization(input: $input) {
    __typename
    ... on UpdateOrganizationSuccess { organization { id name website permission } }
    ... on ValidationError { message fields { field message } }
    ... on NotFoundError { message status }
    ... on Error { message }
  }
}`;

describe('organizations', () => {
  it('pages forward and backward with cursors and totalCount', async () => {
    const all = await gql(stack.bff.url, PAGE, { first: 100 }, { cookie: admin });
    expect(all.body.errors).toBeUndefined();
    const total = all.body.data!.organizations.totalCount as number;
    const names = (all.body.data!.organizations.edges as { node: { name: string } }[]).map((e) => e.node.name);
    expect(total).toBeGreaterThan(10);
    expect(names.length).toBe(Math.min(total, 100));

    const p1 = await gql(stack.bff.url, PAGE, { first: 3 }, { cookie: admin });
    const c1 = p1.body.data!.organizations;
    expect(c1.totalCount).toBe(total);
    expect(c1.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(names.slice(0, 3));
    expect(c1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    // Offset 3 with page size 5 is not page-aligned: two covering upstream pages, sliced.
    const p2 = await gql(stack.bff.url, PAGE, { first: 5, after: c1.pageInfo.endCursor }, { cookie: admin });
    expect(p2.body.data!.organizations.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(names.slice(3, 8));
    expect(p2.body.data!.organizations.pageInfo.hasPreviousPage).toBe(true);
    expect(p2.upstreamCalls).toBeLessThanOrEqual(2);

    const back = await gql(stack.bff.url, PAGE, { last: 2, before: p2.body.data!.organizations.pageInfo.endCursor }, { cookie: admin });
    expect(back.body.data!.organizations.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(names.slice(5, 7));

    const tail = await gql(stack.bff.url, PAGE, { last: 2 }, { cookie: admin });
    expect(tail.body.data!.organizations.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(names.slice(total - 2, total));
    expect(tail.body.data!.organizations.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses first outside 1..100 with a clear error', async () => {
    const res = await gql(stack.bff.url, PAGE, { first: 101 }, { cookie: admin });
    expect(res.body.errors?.[0]?.message).toMatch(/`first` must be between 1 and 100/);
  });

  it('search and orderBy reach the upstream', async () => {
    const res = await gql(
      stack.bff.url,
      `{ organizations(first: 5, orderBy: { field: NAME, direction: DESC }) { edges { node { name } } } }`,
      undefined,
      { cookie: admin },
    );
    const names = res.body.data!.organizations.edges.map((e: { node: { name: string } }) => e.node.name) as string[];
    expect([...names].sort((a, b) => b.localeCompare(a))).toEqual(names);
    const first = names[0]!;
    const found = await gql(
      stack.bff.url,
      `query($s: String) { organizations(first: 5, search: $s) { totalCount edges { node { name } } } }`,
      { s: first },
      { cookie: admin },
    );
    expect(found.body.data!.organizations.edges.map((e: { node: { name: string } }) => e.node.name)).toContain(first);
  });

  it('50 rows with owners cost a bounded number of upstream calls (no N+1)', async () => {
    const q = `query($n: Int) { organizations(first: $n) { totalCount edges { node { id name isLocked owner { id fullName email } } } } }`;
    const small = await gql(stack.bff.url, q, { n: 5 }, { cookie: admin });
    const big = await gql(stack.bff.url, q, { n: 50 }, { cookie: admin });
    expect(big.body.errors).toBeUndefined();
    expect(big.body.data!.organizations.edges).toHaveLength(50);
    expect(big.body.data!.organizations.edges.every((e: { node: { owner: unknown } }) => e.node.owner !== null)).toBe(true);
    // One page call plus one batched owner call, whatever the row count (none for owners when the session's
    // initial data, which lists the company's users, is already at hand).
    expect(big.upstreamCalls).toBeLessThanOrEqual(2);
    expect(small.upstreamCalls).toBeLessThanOrEqual(2);
    // The api sends each row's permission: asking for it costs nothing more.
    const withPermission = await gql(
      stack.bff.url,
      `{ organizations(first: 50) { edges { node { permission owner { fullName } } } } }`,
      undefined,
      { cookie: admin },
    );
    expect(withPermission.upstreamCalls).toBeLessThanOrEqual(2);
  });

  it("list rows carry the api's permission, shares included", async () => {
    // The last organization by name: other tests use the first ones.
    const q = `query($s: String) { organizations(first: 1, search: $s, orderBy: { field: NAME, direction: DESC }) { edges { node { rowId name permission } } } }`;
    const [before] = (await gql(stack.bff.url, q, undefined, { cookie: project })).body.data!.organizations.edges as {
      node: { rowId: number; name: string; permission: string };
    }[];
    expect(before!.node.permission).toBe('READ');

    // An administrator shares the record with the project user for writing.
    const projectUser = (await gql(stack.bff.url, `{ viewer { user { id } } }`, undefined, { cookie: project })).body.data!.viewer.user
      .id as string;
    const orgId = (
      await gql(stack.bff.url, `query($id: ID!) { organization(id: $id) { id } }`, { id: String(before!.node.rowId) }, { cookie: admin })
    ).body.data!.organization.id as string;
    const share = await gql(
      stack.bff.url,
      `mutation($input: ShareRecordInput!) { shareRecord(input: $input) { __typename ... on ShareRecordSuccess { share { name accessLevel shareeType } } } }`,
      { input: { id: orgId, shareeType: 'USER', shareeId: projectUser, accessLevel: 'WRITE' } },
      { cookie: admin },
    );
    expect(share.body.data!.shareRecord).toMatchObject({
      __typename: 'ShareRecordSuccess',
      share: { accessLevel: 'WRITE', shareeType: 'USER' },
    });

    const after = await gql(stack.bff.url, q, { s: before!.node.name }, { cookie: project });
    const row = (after.body.data!.organizations.edges as { node: { rowId: number; permission: string } }[]).find(
      (e) => e.node.rowId === before!.node.rowId,
    );
    expect(row?.node.permission).toBe('WRITE');
    expect(after.upstreamCalls).toBe(1);
  });

  it('detail fields, summary, related contacts and node() refetch', async () => {
    const list = await gql(stack.bff.url, PAGE, { first: 1 }, { cookie: admin });
    const id = list.body.data!.organizations.edges[0].node.id as string;
    const res = await gql(
      stack.bff.url,
      `query($id: ID!) {
        organization(id: $id) { id name url status createdAt addresses { id street } phones { id } emails { email } summary { quickActions dropboxEmail isFollowing contactCount }
          related(section: CONTACT, first: 5) { totalCount edges { node { id name ... on Person { organization { id name owner { fullName } } } } } } }
        node(id: $id) { __typename id ... on Record { name permission } }
      }`,
      { id },
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
    const org = res.body.data!.organization;
    // A party in a role opens under the role (with its role number), otherwise under its own type.
    expect(org.url).toBe(list.body.data!.organizations.edges[0].node.url);
    expect(org.url).toMatch(
      new RegExp(`^/(lead|customer|supplier)/detail/\\d+$|^/organization/detail/${list.body.data!.organizations.edges[0].node.rowId}$`),
    );
    expect(org.summary.quickActions).toContain('Edit');
    expect(res.body.data!.node).toMatchObject({ __typename: 'Organization', id, permission: 'LOCK' });
    expect(org.related.totalCount).toBe(org.summary.contactCount);
    for (const e of org.related.edges) expect(e.node.organization.id).toBe(id);
  });

  it('updateOrganization: success, ValidationError with the spec message and field', async () => {
    const list = await gql(stack.bff.url, PAGE, { first: 1 }, { cookie: admin });
    const id = list.body.data!.organizations.edges[0].node.id as string;
    const ok = await gql(stack.bff.url, UPDATE, { input: { id, website: 'https://example.org' } }, { cookie: admin });
    expect(ok.body.data!.updateOrganization).toMatchObject({
      __typename: 'UpdateOrganizationSuccess',
      organization: { id, website: 'https://example.org' },
    });

    const bad = await gql(stack.bff.url, UPDATE, { input: { id, name: '' } }, { cookie: admin });
    expect(bad.body.data!.updateOrganization).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please complete all required fields',
      fields: [expect.objectContaining({ field: 'name' })],
    });

    const longStreet = await gql(stack.bff.url, UPDATE, { input: { id, addresses: [{ street: 'x'.repeat(201) }] } }, { cookie: admin });
    expect(longStreet.body.data!.updateOrganization).toMatchObject({
      __typename: 'ValidationError',
      message: 'Street must be at most 200 characters',
      fields: [expect.objectContaining({ field: 'addressList[0].street' })],
    });
  });

  it('PermissionError for the project user', async () => {
    const list = await gql(stack.bff.url, PAGE, { first: 1 }, { cookie: project });
    const id = list.body.data!.organizations.edges[0].node.id as string;
    const res = await gql(stack.bff.url, UPDATE, { input: { id, website: 'https://nope.example' } }, { cookie: project });
    expect(res.body.data!.updateOrganization).toEqual({
      __typename: 'PermissionError',
      message: "You don't have permission to edit this record",
    });
    const perm = await gql(stack.bff.url, `query($id: ID!) { organization(id: $id) { permission } }`, { id }, { cookie: project });
    expect(perm.body.data!.organization.permission).toBe('READ');
  });

  it("another tenant's id: null for reads, NotFoundError for writes", async () => {
    const theirs = await gql(stack.bff.url, PAGE, { first: 1 }, { cookie: globex });
    const id = theirs.body.data!.organizations.edges[0].node.id as string;
    const read = await gql(
      stack.bff.url,
      `query($id: ID!) { organization(id: $id) { id } node(id: $id) { id } nodes(ids: [$id]) { id } }`,
      { id },
      { cookie: admin },
    );
    expect(read.body).toEqual({ data: { organization: null, node: null, nodes: [null] } });
    const write = await gql(stack.bff.url, UPDATE, { input: { id, name: 'Hijacked' } }, { cookie: admin });
    expect(write.body.data!.updateOrganization).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    const del = await gql(
      stack.bff.url,
      `mutation($id: ID!) { deleteOrganization(input: { id: $id }) { __typename ... on NotFoundError { status } } }`,
      { id },
      { cookie: admin },
    );
    expect(del.body.data!.deleteOrganization).toEqual({ __typename: 'NotFoundError', status: 404 });
  });

  it('organization(id) also takes the row id of detail URLs, inside the tenant only', async () => {
    const mine = (await gql(stack.bff.url, PAGE, { first: 1 }, { cookie: admin })).body.data!.organizations.edges[0].node;
    const byRowId = await gql(
      stack.bff.url,
      `query($id: ID!) { organization(id: $id) { id name url } }`,
      { id: String(mine.rowId) },
      { cookie: admin },
    );
    expect(byRowId.body.data!.organization).toEqual({ id: mine.id, name: mine.name, url: mine.url });
    const theirs = (await gql(stack.bff.url, PAGE, { first: 1 }, { cookie: globex })).body.data!.organizations.edges[0].node;
    const foreign = await gql(
      stack.bff.url,
      `query($id: ID!) { organization(id: $id) { id } }`,
      { id: String(theirs.rowId) },
      { cookie: admin },
    );
    expect(foreign.body).toEqual({ data: { organization: null } });
  });

  it("recordType.canAdd is the api's answer for a new record, with the spec's refusal text", async () => {
    const q = `{ organization: recordType(name: "Organization") { canAdd addDeniedMessage } person: recordType(name: "person") { canAdd } }`;
    expect((await gql(stack.bff.url, q, undefined, { cookie: admin })).body.data).toEqual({
      organization: { canAdd: true, addDeniedMessage: 'You cannot add new organizations' },
      person: { canAdd: true },
    });
    expect((await gql(stack.bff.url, q, undefined, { cookie: project })).body.data).toEqual({
      organization: { canAdd: false, addDeniedMessage: 'You cannot add new organizations' },
      person: { canAdd: false },
    });
  });

  it('createOrganization returns the new edge; the people list works', async () => {
    const res = await gql(
      stack.bff.url,
      `mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { __typename
        ... on CreateOrganizationSuccess { organization { id name owner { username } } organizationEdge { cursor node { id } } }
        ... on Error { message } } }`,
      { input: { name: 'Zeta Test Org', website: 'https://zeta.example' } },
      { cookie: admin },
    );
    const payload = res.body.data!.createOrganization;
    expect(payload.__typename).toBe('CreateOrganizationSuccess');
    expect(payload.organizationEdge.node.id).toBe(payload.organization.id);
    const invalid = await gql(
      stack.bff.url,
      `mutation { createOrganization(input: { name: "" }) { __typename ... on ValidationError { message fields { field } } } }`,
      undefined,
      { cookie: admin },
    );
    expect(invalid.body.data!.createOrganization).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please complete all required fields',
    });
    const people = await gql(stack.bff.url, `{ people(first: 3) { totalCount edges { node { name lastName url } } } }`, undefined, {
      cookie: admin,
    });
    expect(people.body.errors).toBeUndefined();
    expect(people.body.data!.people.totalCount).toBeGreaterThan(0);
  });
});
