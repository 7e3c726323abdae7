// Saved views through GraphQL against the real api: a record list read through a view (its criteria, sort,
// columns, totalCount and keyset paging, no call per row), ad-hoc criteria, and the view mutations' payloads.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { viewsLookup } from '../../bff/src/lookups';
import { apiToken, gql, loginCookie, startStack, type AnyData, type GqlResult, type Stack } from './support/harness';

let stack: Stack;
let admin: string;
let crm: string;
const tag = `Bv${Date.now().toString(36)}`;

beforeAll(async () => {
  stack = await startStack();
  [admin, crm] = await Promise.all([loginCookie(stack.bff.url, 'admin@acme.example'), loginCookie(stack.bff.url, 'crm@acme.example')]);
  const token = await apiToken(stack.api.url, 'admin@acme.example');
  // Seven tagged tasks, two of them high priority.
  for (let i = 1; i <= 7; i++) {
    const res = await fetch(new URL('/api/Task/Add', stack.api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ subject: `${tag} task ${i}`, priority: i <= 2 ? 'High' : 'Low' }),
    });
    expect(res.status).toBe(200);
  }
}, 120_000);
afterAll(async () => stack?.close());

const SAVE = `mutation($input: SaveViewInput!) { saveView(input: $input) {
  __typename
  ... on SaveViewSuccess { message view { id rowId name canEdit isSystem criteriaGroups { type formula rules { name field operator value } } columns { field label width hidden order } } }
  ... on Error { message }
  ... on ValidationError { fields { field message } }
} }`;

const LIST = `query($view: ID, $criteria: [CriteriaGroupInput!], $first: Int, $after: String) {
  records(type: "Task", view: $view, criteria: $criteria, first: $first, after: $after) {
    totalCount
    view { name }
    columns { field label width hidden order }
    pageInfo { hasNextPage endCursor }
    edges { node { name } }
  }
}`;

const tagged = { type: 'AND', rules: [{ field: 'name', operator: 'startsWith', value: `${tag} ` }] };

async function saveView(cookie: string, input: AnyData) {
  const res = await gql(stack.bff.url, SAVE, { input }, { cookie });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.saveView as AnyData;
}

describe('record lists through saved views', () => {
  let viewId: string;

  it('saves a view with criteria, columns and sort', async () => {
    const saved = await saveView(admin, {
      type: 'task',
      name: 'Tagged tasks',
      criteria: [tagged],
      columns: [{ field: 'name', width: 300 }, { field: 'priority' }, { field: 'dueDate', hidden: true }],
      orderBy: 'name',
      direction: 'DESC',
    });
    expect(saved.__typename).toBe('SaveViewSuccess');
    expect(saved.message).toBe('View is saved');
    expect(saved.view).toMatchObject({ name: 'Tagged tasks', canEdit: true, isSystem: false });
    expect(saved.view.criteriaGroups[0].rules[0]).toEqual({ name: 'Rule 1', field: 'name', operator: 'startsWith', value: `${tag} ` });
    expect(saved.view.columns.map((c: AnyData) => [c.field, c.width, c.hidden, c.order])).toEqual([
      ['name', 300, false, 0],
      ['priority', 140, false, 1],
      ['dueDate', 140, true, 2],
    ]);
    viewId = saved.view.id;
  });

  it('pages the view with totalCount and keyset cursors, the same upstream calls for 3 rows as for 7', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let calls: number[] = [];
    for (;;) {
      const res: GqlResult = await gql(stack.bff.url, LIST, { view: viewId, first: 3, after }, { cookie: admin });
      expect(res.body.errors).toBeUndefined();
      const list: AnyData = res.body.data!.records;
      expect(list.totalCount).toBe(7);
      expect(list.view.name).toBe('Tagged tasks');
      expect(list.columns.map((c: AnyData) => c.field)).toEqual(['name', 'priority', 'dueDate']);
      seen.push(...list.edges.map((e: AnyData) => e.node.name));
      calls.push(res.upstreamCalls);
      if (!list.pageInfo.hasNextPage) break;
      after = list.pageInfo.endCursor;
    }
    // The view sorts by name, descending.
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1].map((i) => `${tag} task ${i}`));
    const all = await gql(stack.bff.url, LIST, { view: viewId, first: 7 }, { cookie: admin });
    calls = [...calls, all.upstreamCalls];
    // The page, and on the session's first list the view list (view and columns share it): never a call per row.
    expect(calls[0]).toBeLessThanOrEqual(2);
    expect(calls.slice(1)).toEqual(calls.slice(1).map(() => 1));
  });

  it('takes the row id of ?viewId= too, and ad-hoc criteria instead of the view’s', async () => {
    const rowId = (
      await gql(stack.bff.url, `query($id: ID!) { node(id: $id) { ... on SavedView { rowId } } }`, { id: viewId }, { cookie: admin })
    ).body.data!.node.rowId as number;
    const criteria = [tagged, { rules: [{ field: 'priority', operator: 'equal', value: 'High' }] }];
    const res = await gql(stack.bff.url, LIST, { view: String(rowId), criteria, first: 10 }, { cookie: admin });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.records.totalCount).toBe(2);
    expect(res.body.data!.records.edges.map((e: AnyData) => e.node.name)).toEqual([`${tag} task 2`, `${tag} task 1`]);
  });

  it('without a view the list answers the default view and its columns', async () => {
    const res = await gql(stack.bff.url, LIST, { first: 1 }, { cookie: crm });
    expect(res.body.data!.records.view.name).toBe('All Tasks');
    expect(res.body.data!.records.columns[0]).toMatchObject({ field: 'subject', label: 'Subject', order: 0 });
  });

  it('a bad criterion is BAD_USER_INPUT naming the field; another user’s view is NOT_FOUND', async () => {
    let res = await gql(
      stack.bff.url,
      LIST,
      { criteria: [{ rules: [{ field: 'nope', operator: 'equal', value: 'x' }] }] },
      { cookie: admin },
    );
    expect(res.body.errors![0]).toMatchObject({ message: 'Unknown field nope', extensions: { code: 'BAD_USER_INPUT' } });
    res = await gql(stack.bff.url, LIST, { view: viewId }, { cookie: crm });
    expect(res.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });
});

describe('view mutations', () => {
  const call = async (cookie: string, name: string, input: AnyData, selection: string) => {
    const res = await gql(
      stack.bff.url,
      `mutation($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { __typename ${selection} ... on Error { message } } }`,
      { input },
      { cookie },
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data![name] as AnyData;
  };
  const views = async (cookie: string) =>
    (await gql(stack.bff.url, `{ savedViews(type: "Task") { id name isPinned isDefault isSystem canEdit } }`, {}, { cookie })).body.data!
      .savedViews as AnyData[];

  it('refuses a system view, another user’s view, a missing formula, with the spec’s messages', async () => {
    const system = (await views(crm)).find((v) => v.isSystem)!;
    expect(system.canEdit).toBe(false);
    let res = await saveView(crm, { id: system.id, name: 'Mine' });
    expect(res).toMatchObject({ __typename: 'PermissionError', message: 'You cannot edit System default view' });
    const own = (await saveView(admin, { type: 'Task', name: 'Admin only' })).view;
    res = await saveView(crm, { id: own.id, name: 'Taken' });
    expect(res).toMatchObject({ __typename: 'PermissionError', message: "You don't have permission to edit this view" });
    res = await saveView(admin, { type: 'Task', name: 'Bad', criteria: [{ type: 'ADVANCED', rules: [tagged.rules[0], tagged.rules[0]] }] });
    expect(res.__typename).toBe('ValidationError');
    expect(res.fields).toContainEqual({ field: 'criteria[0].formula', message: 'Enter a formula for the advanced group' });
    res = await saveView(admin, { name: 'No section' });
    expect(res).toMatchObject({ __typename: 'ValidationError', message: 'Please choose a section' });
    // Copying the system view is allowed.
    res = await saveView(crm, { id: system.id, name: 'My copy', saveAsNew: true });
    expect(res).toMatchObject({ __typename: 'SaveViewSuccess', message: 'View is saved', view: { name: 'My copy', canEdit: true } });
  });

  it('pins, makes default, resizes, resets and deletes', async () => {
    const v = (await saveView(crm, { type: 'Task', name: 'Pinned one' })).view;
    let res = await call(crm, 'pinView', { id: v.id, pinned: true }, '... on ChangeViewSuccess { view { isPinned } views { id } }');
    expect(res.view.isPinned).toBe(true);
    expect(res.views[0].id).toBe(v.id);
    res = await call(crm, 'setDefaultView', { id: v.id }, '... on ChangeViewSuccess { view { isDefault } }');
    expect(res.view.isDefault).toBe(true);
    expect((await gql(stack.bff.url, LIST, { first: 1 }, { cookie: crm })).body.data!.records.view.name).toBe('Pinned one');
    res = await call(
      crm,
      'updateViewColumn',
      { id: v.id, field: 'subject', width: 333 },
      '... on ChangeViewSuccess { view { columns { field width } } }',
    );
    expect(res.view.columns[0]).toEqual({ field: 'subject', width: 333 });
    const system = (await views(crm)).find((x) => x.isSystem)!;
    res = await call(crm, 'updateViewColumn', { id: system.id, field: 'subject', width: 333 }, '');
    expect(res).toMatchObject({ __typename: 'PermissionError', message: 'You cannot edit System default view' });
    res = await call(crm, 'resetViews', { type: 'task' }, '... on ResetViewsSuccess { views { isPinned isDefault isSystem } }');
    expect(res.views.filter((x: AnyData) => x.isPinned)).toEqual([]);
    expect(res.views.find((x: AnyData) => x.isDefault).isSystem).toBe(true);
    res = await call(crm, 'deleteView', { id: v.id }, '... on DeleteViewSuccess { deletedId message }');
    expect(res).toEqual({ __typename: 'DeleteViewSuccess', deletedId: v.id, message: 'View is deleted' });
    res = await call(crm, 'deleteView', { id: system.id }, '');
    expect(res).toMatchObject({ __typename: 'PermissionError', message: 'You cannot edit System default view' });
  });

  it('shares a view with a user, who sees it read-only and "Shared by" its owner; unshares it', async () => {
    const token = await apiToken(stack.api.url, 'crm@acme.example');
    const session = (await (
      await fetch(new URL('/api/UserMainMenu/InitialData', stack.api.url), { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { session: { userId: number } };
    const v = (await saveView(admin, { type: 'Task', name: 'Shared with crm' })).view;
    let res = await call(crm, 'shareView', { id: v.id, shareeId: session.session.userId }, '');
    expect(res).toMatchObject({ __typename: 'PermissionError', message: "You don't have permission to share this view" });
    res = await call(
      admin,
      'shareView',
      { id: v.id, shareeType: 'USER', shareeId: session.session.userId },
      '... on ShareViewSuccess { share { rowId shareeType shareeId name } view { shares { rowId } } }',
    );
    expect(res.share).toMatchObject({ shareeType: 'USER', shareeId: session.session.userId });
    expect(res.view.shares).toEqual([{ rowId: res.share.rowId }]);
    const seen = await gql(stack.bff.url, `{ savedViews(type: "Task") { id canEdit sharedBy shares { rowId } } }`, {}, { cookie: crm });
    const mine = (seen.body.data!.savedViews as AnyData[]).find((x) => x.id === v.id)!;
    expect(mine).toMatchObject({ canEdit: false, shares: null });
    expect(mine.sharedBy).toBeTruthy();
    // Shares of every view in a list cost one upstream call, however many views the list has.
    await saveView(admin, { type: 'Task', name: 'Another of admin' });
    // (The first read after a change loads the views again; the second is the session's.)
    await gql(stack.bff.url, `{ savedViews(type: "Task") { id } }`, {}, { cookie: admin });
    const bare = await gql(stack.bff.url, `{ savedViews(type: "Task") { id } }`, {}, { cookie: admin });
    const withShares = await gql(stack.bff.url, `{ savedViews(type: "Task") { id shares { rowId } } }`, {}, { cookie: admin });
    const adminViews = withShares.body.data!.savedViews as AnyData[];
    expect(adminViews.filter((x) => x.shares !== null).length).toBeGreaterThanOrEqual(2);
    expect(adminViews.find((x) => x.id === v.id)!.shares).toEqual([{ rowId: res.share.rowId }]);
    expect(withShares.upstreamCalls - bare.upstreamCalls).toBe(1);
    const rowId = res.share.rowId as number;
    res = await call(crm, 'unshareView', { rowId }, '');
    expect(res.__typename).toBe('PermissionError');
    res = await call(admin, 'unshareView', { rowId }, '... on UnshareViewSuccess { deletedRowId message view { shares { rowId } } }');
    expect(res).toEqual({
      __typename: 'UnshareViewSuccess',
      deletedRowId: rowId,
      message: 'Shares has been deleted.',
      view: { shares: [] },
    });
    expect((await views(crm)).map((x) => x.id)).not.toContain(v.id);
  });
});

describe('lookup rules', () => {
  it('a rule on an organization field shows the organization’s current name when the view is read again', async () => {
    const token = await apiToken(stack.api.url, 'admin@acme.example');
    const add = await fetch(new URL('/api/Organization/Add', stack.api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `${tag} Lookup Org` }),
    });
    expect(add.status).toBe(200);
    const orgId = ((await add.json()) as { model: { id: number } }).model.id;
    const saved = await saveView(admin, {
      type: 'Person',
      name: `${tag} by organization`,
      // The web stores no name for the chosen lookup (or a stale one): the bff answers the record's.
      criteria: [{ type: 'AND', rules: [{ field: 'organizationId', operator: 'equal', value: String(orgId), displayValue: 'old name' }] }],
    });
    expect(saved.__typename, JSON.stringify(saved)).toBe('SaveViewSuccess');
    const res = await gql(
      stack.bff.url,
      `query { savedViews(type: "Person") { rowId criteriaGroups { rules { field value displayValue } } } }`,
      {},
      { cookie: admin },
    );
    const view = (res.body.data!.savedViews as AnyData[]).find((v) => v.rowId === saved.view.rowId)!;
    expect(view.criteriaGroups[0].rules[0]).toEqual({ field: 'organizationId', value: String(orgId), displayValue: `${tag} Lookup Org` });
    // Another company's user never sees it: the view is the admin's own.
    const theirs = await gql(stack.bff.url, `query { savedViews(type: "Person") { rowId } }`, {}, { cookie: crm });
    expect((theirs.body.data!.savedViews as AnyData[]).some((v) => v.rowId === saved.view.rowId)).toBe(false);
  });
});

describe('a list page in one request: the server chooses the view and the row columns', () => {
  const PAGE = `query($first: Int) {
    recordType(name: "task") { listFields }
    records(type: "task", defaultView: true, first: $first) {
      totalCount
      view { rowId name }
      edges { node {
        listed: columnValues(type: "task", defaultView: true) { field text }
        viewed: columnValues(type: "task", view: $viewId) { field }
        explicit: columnValues(fields: ["priority", "name"]) { field }
        noneVisible: columnValues(fields: []) { field }
        own: columnValues { field }
      } }
    }
  }`;

  it('reads the viewer’s default view with its visible columns, and the type’s list columns otherwise', async () => {
    const view = (
      await saveView(admin, {
        type: 'Task',
        name: `${tag} default`,
        criteria: [tagged],
        columns: [{ field: 'priority' }, { field: 'name' }, { field: 'dueDate', hidden: true }],
        orderBy: 'name',
      })
    ).view as AnyData;
    const setDefault = await gql(
      stack.bff.url,
      `mutation($input: SetDefaultViewInput!) { setDefaultView(input: $input) { __typename } }`,
      { input: { id: view.id } },
      { cookie: admin },
    );
    expect(setDefault.body.data!.setDefaultView.__typename).toBe('ChangeViewSuccess');

    const query = PAGE.replace('query($first: Int)', 'query($first: Int, $viewId: ID)');
    const res = await gql(stack.bff.url, query, { first: 7, viewId: view.id }, { cookie: admin });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const data = res.body.data as AnyData;
    const list = data.records;
    // Read through the default view: its criteria (the seven tagged tasks), its name.
    expect(list.view).toEqual({ rowId: view.rowId, name: `${tag} default` });
    expect(list.totalCount).toBe(7);
    for (const edge of list.edges as AnyData[]) {
      const node = edge.node;
      expect(node.listed.map((v: AnyData) => v.field)).toEqual(['priority', 'name']);
      expect(node.viewed.map((v: AnyData) => v.field)).toEqual(['priority', 'name']);
      expect(node.explicit.map((v: AnyData) => v.field)).toEqual(['priority', 'name']);
      // No visible column and no view: the type's default list columns.
      expect(node.noneVisible.map((v: AnyData) => v.field)).toEqual(data.recordType.listFields);
      expect(node.own.map((v: AnyData) => v.field)).toEqual(data.recordType.listFields);
    }
    expect(list.edges[0].node.listed[1].text).toBe(`${tag} task 1`);

    // The same calls for 2 rows as for 7: the views are the session's, the cells come with the page.
    const few = await gql(stack.bff.url, query, { first: 2, viewId: view.id }, { cookie: admin });
    const again = await gql(stack.bff.url, query, { first: 7, viewId: view.id }, { cookie: admin });
    expect(few.upstreamCalls).toBe(again.upstreamCalls);
    expect(again.upstreamCalls).toBeLessThanOrEqual(2);

    // Another user's default view is their own: the crm user's list is the system view's, with its columns.
    const theirs = await gql(stack.bff.url, query, { first: 1, viewId: null }, { cookie: crm });
    expect(theirs.body.errors, JSON.stringify(theirs.body.errors)).toBeUndefined();
    expect((theirs.body.data as AnyData).records.view.name).toBe('All Tasks');
    expect((theirs.body.data as AnyData).records.edges[0].node.listed[0].field).toBe('subject');
  });

  it('a list or the views of a type that does not exist are NOT_FOUND (the not-found page), a row column that does not exist BAD_USER_INPUT', async () => {
    let res = await gql(stack.bff.url, `{ records(type: "no-such-type", defaultView: true) { totalCount } }`, {}, { cookie: admin });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    res = await gql(stack.bff.url, `{ savedViews(type: "no-such-type") { rowId } }`, {}, { cookie: admin });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    res = await gql(
      stack.bff.url,
      `{ records(type: "task", first: 1) { edges { node { columnValues(fields: ["nope"]) { field } } } } }`,
      {},
      { cookie: admin },
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0]?.message).toMatch(/has no field nope/);
  });

  it('chooses the columns once per request whatever the rows, and the header (shownColumns) is the rows’ columns', async () => {
    const meta = await gql(
      stack.bff.url,
      `{ recordType(name: "Organization") { listFields fields { name label } } }`,
      {},
      { cookie: admin },
    );
    const { listFields, fields } = meta.body.data!.recordType as { listFields: string[]; fields: { name: string; label: string }[] };
    expect(listFields.length).toBeGreaterThan(2);
    const label = (name: string) => fields.find((f) => f.name === name)?.label ?? (name === 'name' ? 'Name' : name);
    // A view of its own columns: the list fields in reverse, the first one hidden, widths chosen.
    const [hiddenOne, ...shownOnes] = [...listFields].reverse();
    const view = (
      await saveView(admin, {
        type: 'Organization',
        name: `${tag} org columns`,
        columns: [{ field: hiddenOne, hidden: true }, ...shownOnes.map((field, i) => ({ field, width: 100 + i }))],
      })
    ).view as AnyData;
    const viewLabels = new Map((view.columns as AnyData[]).map((c) => [c.field, c.label]));

    const QUERY = `query($view: ID, $defaultView: Boolean, $fields: [String!], $first: Int) {
      records(type: "Organization", view: $view, defaultView: $defaultView, first: $first) {
        shownColumns(fields: $fields) { field label width }
        edges { node { columnValues(type: "Organization", view: $view, defaultView: $defaultView, fields: $fields) { field } } }
      }
    }`;
    const spy = vi.spyOn(stack.bff.lookups, 'lookup');
    const viewLookups = () => spy.mock.calls.filter(([, name]) => name === viewsLookup('Organization')).length;
    const read = async (variables: AnyData) => {
      spy.mockClear();
      const res = await gql(stack.bff.url, QUERY, variables, { cookie: admin });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      const list = res.body.data!.records as AnyData;
      for (const edge of list.edges as AnyData[])
        expect(edge.node.columnValues.map((v: AnyData) => v.field)).toEqual(list.shownColumns.map((c: AnyData) => c.field));
      return { rows: list.edges.length as number, shown: list.shownColumns as AnyData[], viewLookups: viewLookups() };
    };
    try {
      // Through the view: its visible columns, its labels and widths, for the header and every row.
      const viewed = await read({ view: view.id, first: 50 });
      expect(viewed.rows).toBe(50);
      expect(viewed.shown).toEqual(shownOnes.map((field, i) => ({ field, label: viewLabels.get(field), width: 100 + i })));
      // The view is looked up once for the header and the fifty rows (it was once per row): as for two rows.
      expect(viewed.viewLookups).toBe(1);
      expect((await read({ view: view.id, first: 2 })).viewLookups).toBe(1);

      // Explicit columns (an unsaved change): those, with the catalogue's labels and no width.
      const explicit = await read({ view: view.id, fields: ['name', listFields[1]], first: 50 });
      expect(explicit.shown).toEqual(['name', listFields[1]!].map((field) => ({ field, label: label(field), width: null })));
      // Every column hidden, or no view (the admin has no default Organization view of their own): the type's list fields.
      const defaults = listFields.map((field) => ({ field, label: label(field), width: null }));
      expect((await read({ view: view.id, fields: [], first: 50 })).shown).toEqual(defaults);
      expect((await read({ first: 50 })).shown).toEqual(defaults);

      // The viewer's default view: chosen once for the list and once for its columns, whatever the rows.
      const setDefault = await gql(
        stack.bff.url,
        `mutation($input: SetDefaultViewInput!) { setDefaultView(input: $input) { __typename } }`,
        { input: { id: view.id } },
        { cookie: admin },
      );
      expect(setDefault.body.data!.setDefaultView.__typename).toBe('ChangeViewSuccess');
      const byDefault = await read({ defaultView: true, first: 50 });
      expect(byDefault.rows).toBe(50);
      expect(byDefault.shown).toEqual(viewed.shown);
      expect(byDefault.viewLookups).toBe((await read({ defaultView: true, first: 2 })).viewLookups);
      expect(byDefault.viewLookups).toBeLessThanOrEqual(3);
    } finally {
      spy.mockRestore();
      await gql(
        stack.bff.url,
        `mutation($input: ResetViewsInput!) { resetViews(input: $input) { __typename } }`,
        { input: { type: 'Organization' } },
        { cookie: admin },
      );
    }
  });
});
