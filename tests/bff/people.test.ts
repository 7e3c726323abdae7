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

const FIRST_PEOPLE = `query($n: Int) { people(first: $n) { edges { node { id rowId name lastName organization { id } } } } }`;

const UPDATE = `mutation Update($input: UpdatePersonInput!) {
  updatePerson(input: $input) {
    __typename
    ... on UpdatePersonSuccess { person { id name firstName lastName jobTitle description permission organization { id name } } }
    ... on ValidationError { message fields { field message } }
    ... on NotFoundError { message status }
    ... on Error { message }
  }
}`;

async function firstPerson(cookie: string, n = 1) {
  const res = await gql(stack.bff.url, FIRST_PEOPLE, { n }, { cookie });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.people.edges.map((e: { node: unknown }) => e.node) as {
    id: string;
    rowId: number;
    name: string;
    lastName: string;
    organization: { id: string } | null;
  }[];
}

describe('people', () => {
  it('person(id) takes the row id of detail URLs and answers the detail fields', async () => {
    const [p] = await firstPerson(admin);
    const res = await gql(
      stack.bff.url,
      `query($id: ID!) { person(id: $id) { id name url jobTitle description isLead isCustomer isSupplier isLocked permission
        createdAt updatedAt addresses { id } organization { rowId name } owner { fullName } summary { isFollowing quickActions } } }`,
      { id: String(p!.rowId) },
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.person).toMatchObject({ id: p!.id, name: p!.name, url: `/person/detail/${p!.rowId}`, permission: 'LOCK' });
    expect(res.body.data!.person.summary.quickActions).toContain('Edit');
  });

  it('updatePerson: success, then ValidationError for an empty last name with the spec message and field', async () => {
    const [p] = await firstPerson(admin);
    const ok = await gql(
      stack.bff.url,
      UPDATE,
      { input: { id: p!.id, jobTitle: 'Chief Tester', description: 'Updated by the bff test' } },
      { cookie: admin },
    );
    expect(ok.body.data!.updatePerson).toMatchObject({
      __typename: 'UpdatePersonSuccess',
      person: { id: p!.id, jobTitle: 'Chief Tester', description: 'Updated by the bff test', lastName: p!.lastName },
    });

    const bad = await gql(stack.bff.url, UPDATE, { input: { id: p!.id, lastName: '' } }, { cookie: admin });
    expect(bad.body.data!.updatePerson).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please complete all required fields',
      fields: [expect.objectContaining({ field: 'lastName' })],
    });
  });

  it('updatePerson links and unlinks the organization by global id', async () => {
    const [p] = await firstPerson(admin);
    const org = (await gql(stack.bff.url, `{ organizations(first: 1) { edges { node { id name } } } }`, undefined, { cookie: admin })).body
      .data!.organizations.edges[0].node;
    const linked = await gql(stack.bff.url, UPDATE, { input: { id: p!.id, organizationId: org.id } }, { cookie: admin });
    expect(linked.body.data!.updatePerson.person.organization).toEqual({ id: org.id, name: org.name });
    const unlinked = await gql(stack.bff.url, UPDATE, { input: { id: p!.id, organizationId: null } }, { cookie: admin });
    expect(unlinked.body.data!.updatePerson.person.organization).toBeNull();
    const wrong = await gql(stack.bff.url, UPDATE, { input: { id: p!.id, organizationId: p!.id } }, { cookie: admin });
    expect(wrong.body.data!.updatePerson).toMatchObject({
      __typename: 'ValidationError',
      message: 'Invalid organization',
      fields: [{ field: 'organizationId' }],
    });
  });

  it('PermissionError for the project user', async () => {
    const [p] = await firstPerson(project);
    const res = await gql(stack.bff.url, UPDATE, { input: { id: p!.id, jobTitle: 'Nope' } }, { cookie: project });
    expect(res.body.data!.updatePerson).toEqual({
      __typename: 'PermissionError',
      message: "You don't have permission to edit this record",
    });
    const perm = await gql(stack.bff.url, `query($id: ID!) { person(id: $id) { permission } }`, { id: p!.id }, { cookie: project });
    expect(perm.body.data!.person.permission).toBe('READ');
  });

  it("another company's person: null for reads, NotFoundError for writes and deletes", async () => {
    // admin@globex.example's data: a person of the other company (created there, in case its demo data has none).
    const made = await gql(
      stack.bff.url,
      `mutation { createPerson(input: { firstName: "Gina", lastName: "Globex" }) { ... on CreatePersonSuccess { person { id rowId } } } }`,
      undefined,
      { cookie: globex },
    );
    const theirs = made.body.data!.createPerson.person as { id: string; rowId: number };
    expect((await firstPerson(globex, 100)).map((p) => p.id)).toContain(theirs.id);
    const read = await gql(
      stack.bff.url,
      `query($id: ID!, $row: ID!) { person(id: $id) { id } byRow: person(id: $row) { id } node(id: $id) { id } }`,
      { id: theirs!.id, row: String(theirs!.rowId) },
      { cookie: admin },
    );
    expect(read.body).toEqual({ data: { person: null, byRow: null, node: null } });
    const write = await gql(stack.bff.url, UPDATE, { input: { id: theirs!.id, lastName: 'Hijacked' } }, { cookie: admin });
    expect(write.body.data!.updatePerson).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    const del = await gql(
      stack.bff.url,
      `mutation($id: ID!) { deletePerson(input: { id: $id }) { __typename ... on NotFoundError { status } } }`,
      { id: theirs!.id },
      { cookie: admin },
    );
    expect(del.body.data!.deletePerson).toEqual({ __typename: 'NotFoundError', status: 404 });
    // An organization's id is not a person's.
    const org = (await gql(stack.bff.url, `{ organizations(first: 1) { edges { node { id } } } }`, undefined, { cookie: admin })).body.data!
      .organizations.edges[0].node;
    const wrongType = await gql(stack.bff.url, UPDATE, { input: { id: org.id, lastName: 'X' } }, { cookie: admin });
    expect(wrongType.body.data!.updatePerson).toMatchObject({ __typename: 'NotFoundError', status: 404 });
  });

  it('createPerson returns the new edge, refuses an empty last name, and deletePerson removes it', async () => {
    const CREATE = `mutation($input: CreatePersonInput!) { createPerson(input: $input) { __typename
      ... on CreatePersonSuccess { person { id rowId name firstName lastName jobTitle owner { username } } personEdge { cursor node { id name } } }
      ... on ValidationError { message fields { field } }
      ... on Error { message } } }`;
    const res = await gql(stack.bff.url, CREATE, { input: { firstName: 'Zed', lastName: 'Tester', jobTitle: 'QA' } }, { cookie: admin });
    const payload = res.body.data!.createPerson;
    expect(payload).toMatchObject({
      __typename: 'CreatePersonSuccess',
      person: { name: 'Zed Tester', jobTitle: 'QA', owner: { username: 'admin@acme.example' } },
    });
    expect(payload.personEdge.node).toEqual({ id: payload.person.id, name: 'Zed Tester' });
    expect(typeof payload.personEdge.cursor).toBe('string');

    const invalid = await gql(stack.bff.url, CREATE, { input: { firstName: 'No', lastName: '' } }, { cookie: admin });
    expect(invalid.body.data!.createPerson).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please complete all required fields',
      fields: [{ field: 'lastName' }],
    });

    const denied = await gql(stack.bff.url, CREATE, { input: { lastName: 'Denied' } }, { cookie: project });
    expect(denied.body.data!.createPerson).toEqual({ __typename: 'PermissionError', message: 'You cannot add new people' });

    const del = await gql(
      stack.bff.url,
      `mutation($id: ID!) { deletePerson(input: { id: $id }) { __typename ... on DeletePersonSuccess { deletedId } } }`,
      { id: payload.person.id },
      { cookie: admin },
    );
    expect(del.body.data!.deletePerson).toEqual({ __typename: 'DeletePersonSuccess', deletedId: payload.person.id });
    const gone = await gql(stack.bff.url, `query($id: ID!) { person(id: $id) { id } }`, { id: payload.person.id }, { cookie: admin });
    expect(gone.body.data!.person).toBeNull();
  });
});
