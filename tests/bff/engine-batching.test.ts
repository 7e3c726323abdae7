// No field of a list row costs an upstream call per row: for every field kind, a page of 100 costs what a
// page of 5 costs (counted by the bff's x-upstream-calls header against the real api).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await loginCookie(stack.bff.url, 'admin@acme.example');
});
afterAll(async () => {
  await stack?.close();
});

interface Case {
  kind: string;
  /** A root list with at least 100 rows in the demo data. */
  list: 'people' | 'tasks';
  selection: string;
  /** The most upstream calls the page may cost, whatever its size (from the answer, for polymorphic parents). */
  bound: (nodes: AnyData[]) => number;
}

const distinct = (values: unknown[]) => new Set(values.filter((v) => v !== null && v !== undefined)).size;

const CASES: Case[] = [
  {
    kind: 'row scalars: text, number, duration, date, datetime, checkbox, select',
    list: 'tasks',
    selection: 'rowId name subject dueDate taskStatus priority workEffort isLocked status createdAt updatedAt url permission objectName',
    bound: () => 1,
  },
  { kind: 'user (owner)', list: 'people', selection: 'owner { fullName email }', bound: () => 2 },
  { kind: 'users (assignees)', list: 'tasks', selection: 'assignees { fullName }', bound: () => 2 },
  // One call: the page brings the organizations and people its rows reference (PagingAndSorting's `references`);
  // the organizations' owners come from the session's users, loaded by the first page.
  {
    kind: 'record references',
    list: 'people',
    selection: 'birthday organization { name industry owner { fullName } } reportsTo { name }',
    bound: () => 1,
  },
  {
    kind: 'polymorphic parent and top parent',
    list: 'tasks',
    selection: 'parentObject topParentObject parent { name objectName } topParent { name }',
    // The page, with the parents of every type it references.
    bound: () => 1,
  },
  { kind: 'summary', list: 'people', selection: 'summary { isFollowing quickActions dropboxEmail ownerName }', bound: () => 2 },
  {
    kind: 'addresses, phones, e-mails',
    list: 'people',
    selection: 'addresses { city } phones { phoneNumber } emails { email }',
    bound: () => 2,
  },
  // The page with the records its values reference (users: the session's, loaded by the first page).
  {
    kind: 'values()',
    list: 'people',
    selection: 'values { field kind value text user { fullName } users { fullName } record { name } url }',
    bound: () => 1,
  },
  {
    kind: 'values() of polymorphic parents',
    list: 'tasks',
    selection: 'values(fields: ["parentId", "topParentId"]) { text record { name url } url }',
    bound: () => 1,
  },
  {
    kind: 'related totalCount',
    list: 'people',
    selection: 'related(section: OPPORTUNITY, first: 2) { totalCount edges { node { name } } }',
    bound: () => 2,
  },
  {
    kind: 'related, second page',
    list: 'people',
    selection: 'related(section: TASK, first: 1, after: "b2Zmc2V0OjA=") { totalCount }',
    bound: () => 2,
  },
  // The page, the history pages, the users who made the changes.
  {
    kind: 'history',
    list: 'people',
    selection: 'history(first: 3) { totalCount edges { node { action changedAt user { fullName } changes { field label newValue } } } }',
    bound: () => 3,
  },
  {
    kind: 'shares',
    list: 'people',
    selection: 'shares { name shareeType accessLevel objectAccess { objectName access } }',
    bound: () => 2,
  },
  { kind: 'recent', list: 'tasks', selection: 'recent { name url action userName }', bound: () => 2 },
];

async function page(c: Case, first: number) {
  const res = await gql(
    stack.bff.url,
    `query($n: Int) { ${c.list}(first: $n) { edges { node { ${c.selection} } } } }`,
    { n: first },
    { cookie: admin },
  );
  expect(res.body.errors).toBeUndefined();
  const nodes = (res.body.data![c.list].edges as { node: AnyData }[]).map((e) => e.node);
  expect(nodes).toHaveLength(first);
  return { calls: res.upstreamCalls, nodes };
}

describe('upstream calls of a list page, per field kind', () => {
  for (const c of CASES) {
    it(`${c.kind}: 50 and 100 rows cost what 5 rows cost`, async () => {
      // A first page loads the session's lookups (extra-field definitions…), kept for the pages after it.
      await page(c, 1);
      const small = await page(c, 5);
      const pages = [small, await page(c, 50), await page(c, 100)];
      for (const p of pages) expect(p.calls).toBeLessThanOrEqual(c.bound(p.nodes));
      for (const p of pages) expect(p.calls).toBe(small.calls);
    });
  }

  it("a value's url is its referenced record's page (as record.url, named by text), null when it references none", async () => {
    for (const list of ['people', 'tasks'] as const) {
      const selection = 'values { kind text record { name url } url }';
      const { nodes } = await page({ kind: 'values', list, selection, bound: () => 3 }, 50);
      const values = nodes.flatMap((n) => n.values as AnyData[]);
      const linked = values.filter((v) => v.record);
      expect(linked.length).toBeGreaterThan(10);
      for (const v of linked) expect({ url: v.url, text: v.text }).toEqual({ url: v.record.url, text: v.record.name });
      for (const v of values.filter((x) => !x.record)) expect(v.url).toBeNull();
    }
  });

  it('list rows answer their child lists (the same as the detail page)', async () => {
    const lists = 'addresses { city street } phones { phoneNumber } emails { email }';
    for (const [list, one] of [
      ['people', 'person'],
      ['organizations', 'organization'],
    ] as const) {
      const res = await gql(stack.bff.url, `{ ${list}(first: 100) { edges { node { rowId ${lists} } } } }`, undefined, { cookie: admin });
      expect(res.body.errors).toBeUndefined();
      const nodes = (res.body.data![list].edges as { node: AnyData }[]).map((e) => e.node);
      const filled = nodes.filter((n) => n.phones.length > 0 && n.emails.length > 0);
      expect(filled.length).toBeGreaterThan(10);
      if (list === 'organizations') expect(nodes.every((n) => n.addresses.length > 0)).toBe(true);
      for (const n of filled.slice(0, 3)) {
        const detail = await gql(
          stack.bff.url,
          `query($id: ID!) { ${one}(id: $id) { rowId ${lists} } }`,
          { id: String(n.rowId) },
          { cookie: admin },
        );
        expect(detail.body.data![one]).toEqual(n);
      }
    }
  });

  it('the answers are the referenced data, not placeholders', async () => {
    const res = await gql(
      stack.bff.url,
      `{ people(first: 100) { edges { node { name organization { rowId name } values(fields: ["organizationId", "ownerId"]) { field value text record { rowId } user { fullName } } } } } }`,
      undefined,
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
    const nodes = (res.body.data!.people.edges as { node: AnyData }[]).map((e) => e.node);
    const linked = nodes.filter((n) => n.organization);
    expect(linked.length).toBeGreaterThan(10);
    for (const n of linked) {
      const [org, owner] = n.values;
      expect(org).toMatchObject({
        field: 'organizationId',
        value: n.organization.rowId,
        text: n.organization.name,
        record: { rowId: n.organization.rowId },
      });
      expect(owner.field).toBe('ownerId');
      expect(owner.text).toBe(owner.user.fullName);
    }
  });

  it('polymorphic parents of several types come back as the records of those types', async () => {
    const res = await gql(
      stack.bff.url,
      `{ tasks(first: 100) { edges { node { parentObject values(fields: ["parentId"]) { value } parent { objectName rowId name } } } } }`,
      undefined,
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
    const nodes = (res.body.data!.tasks.edges as { node: AnyData }[]).map((e) => e.node).filter((n) => n.parentObject);
    expect(distinct(nodes.map((n) => n.parentObject))).toBeGreaterThanOrEqual(3);
    for (const n of nodes)
      expect(n.parent).toMatchObject({ objectName: n.parentObject, rowId: n.values[0].value, name: expect.any(String) });
    // The page brings the parents it references: one call.
    expect(res.upstreamCalls).toBe(1);
  });

  it('values() refuses an unknown field and related() a section the type lacks', async () => {
    const unknown = await gql(stack.bff.url, `{ people(first: 1) { edges { node { values(fields: ["nope"]) { text } } } } }`, undefined, {
      cookie: admin,
    });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const section = await gql(
      stack.bff.url,
      `{ tasks(first: 1) { edges { node { related(section: CONTACT) { totalCount } } } } }`,
      undefined,
      { cookie: admin },
    );
    expect(section.body.errors?.[0]).toMatchObject({ message: 'Task has no section contact.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
