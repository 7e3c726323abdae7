// Todos and bookmarks through GraphQL: the badge (open todos, capped at 20), the spec's refusals as typed payload
// errors, ordering, and the cost upstream (one call per organiser whatever is asked of it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginCookie, startStack, type AnyData, type Stack } from './support/harness';

let stack: Stack;
let crm: string;
let project: string;
beforeAll(async () => {
  stack = await startStack();
  crm = await loginCookie(stack.bff.url, 'crm@acme.example');
  project = await loginCookie(stack.bff.url, 'project@acme.example');
});
afterAll(async () => {
  await stack?.close();
});

const run = async (query: string, variables: AnyData = {}, cookie = crm) => {
  const res = await gql(stack.bff.url, query, variables, { cookie });
  expect(res.body.errors).toBeUndefined();
  return { data: res.body.data!, calls: res.upstreamCalls };
};

const SAVE_LIST = `mutation($input: SaveTodoListInput!) { saveTodoList(input: $input) { __typename ... on SaveTodoListSuccess { todoList { id name } } ... on ValidationError { message fields { field message } } } }`;
const SAVE_TODO = `mutation($input: SaveTodoInput!) { saveTodo(input: $input) {
  __typename
  ... on SaveTodoSuccess { todo { id subject isClosed related { objectName name url } } viewer { todoBadge } }
  ... on ValidationError { message fields { field message } }
  ... on NotFoundError { message } } }`;
const LISTS = `{ viewer { todoBadge todoLists { id name openCount todos { id subject isClosed } } } }`;

describe('todos', () => {
  it('adds a list and todos; the badge counts open todos and is capped at 20', async () => {
    const list = (await run(SAVE_LIST, { input: { name: 'Many' } })).data.saveTodoList.todoList;
    let last: AnyData = {};
    for (let i = 1; i <= 22; i++) last = (await run(SAVE_TODO, { input: { listId: list.id, subject: `Item ${i}` } })).data.saveTodo;
    expect(last.__typename).toBe('SaveTodoSuccess');
    expect(last.viewer.todoBadge).toBe(20);
    const { data } = await run(LISTS);
    const mine = data.viewer.todoLists.find((l: AnyData) => l.id === list.id);
    expect(mine.openCount).toBe(22);
    expect(mine.todos.map((t: AnyData) => t.subject).slice(0, 3)).toEqual(['Item 1', 'Item 2', 'Item 3']);

    // Closing 5 leaves 17: under the cap the badge is exact.
    for (const todo of mine.todos.slice(0, 5)) {
      await run(SAVE_TODO, { input: { id: todo.id, listId: list.id, subject: todo.subject, isClosed: true } });
    }
    expect((await run(LISTS)).data.viewer.todoBadge).toBe(17);
  });

  it("a related name that matched nothing is refused with 'Invalid object'; a chosen record links to its page", async () => {
    const list = (await run(SAVE_LIST, { input: { name: 'Related' } })).data.saveTodoList.todoList;
    const refused = (
      await run(SAVE_TODO, { input: { listId: list.id, subject: 'x', relatedType: 'Organization', relatedName: 'No Such Org' } })
    ).data.saveTodo;
    expect(refused).toEqual({
      __typename: 'ValidationError',
      message: 'Invalid object',
      fields: [{ field: 'relatedTo', message: 'Invalid object' }],
    });

    const orgs = (await run(`{ nameSearch(type: "Organization", term: "ac") { rowId name } }`)).data.nameSearch;
    expect(orgs.length).toBeGreaterThan(0);
    const saved = (
      await run(SAVE_TODO, { input: { listId: list.id, subject: 'Call them', relatedType: 'Organization', relatedRowId: orgs[0].rowId } })
    ).data.saveTodo;
    expect(saved.todo.related).toMatchObject({
      objectName: 'Organization',
      name: orgs[0].name,
      url: expect.stringMatching(/^\/[a-z-]+\/detail\/\d+$/),
    });
  });

  it('a required subject and the list of another user are refused as typed errors', async () => {
    const list = (await run(SAVE_LIST, { input: { name: 'Mine' } })).data.saveTodoList.todoList;
    const empty = (await run(SAVE_TODO, { input: { listId: list.id, subject: '' } })).data.saveTodo;
    expect(empty).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'subject', message: 'Please complete all required fields' }],
    });
    const theirs = (await run(SAVE_TODO, { input: { listId: list.id, subject: 'sneak' } }, project)).data.saveTodo;
    expect(theirs.__typename).toBe('NotFoundError');
  });

  it('moveTodo reorders; deleteCompletedTodos removes only closed ones', async () => {
    const list = (await run(SAVE_LIST, { input: { name: 'Order' } })).data.saveTodoList.todoList;
    const ids: string[] = [];
    for (const s of ['a', 'b', 'c']) ids.push((await run(SAVE_TODO, { input: { listId: list.id, subject: s } })).data.saveTodo.todo.id);
    const moved = (
      await run(
        `mutation($input: MoveTodoInput!) { moveTodo(input: $input) { ... on MoveTodoSuccess { todoList { todos { subject } } } } }`,
        {
          input: { id: ids[2], listId: list.id, afterId: ids[0] },
        },
      )
    ).data.moveTodo;
    expect(moved.todoList.todos.map((t: AnyData) => t.subject)).toEqual(['a', 'c', 'b']);
    await run(SAVE_TODO, { input: { id: ids[0], listId: list.id, subject: 'a', isClosed: true } });
    const cleared = (
      await run(
        `mutation($input: DeleteCompletedTodosInput!) { deleteCompletedTodos(input: $input) { ... on DeleteCompletedTodosSuccess { deletedCount } } }`,
        { input: { listId: list.id } },
      )
    ).data.deleteCompletedTodos;
    expect(cleared.deletedCount).toBe(1);
  });
});

describe('bookmarks', () => {
  const SAVE_FOLDER = `mutation($input: SaveBookmarkFolderInput!) { saveBookmarkFolder(input: $input) { __typename ... on SaveBookmarkFolderSuccess { folder { id } } ... on ValidationError { message } } }`;
  const SAVE = `mutation($input: SaveBookmarkInput!) { saveBookmark(input: $input) { __typename ... on SaveBookmarkSuccess { bookmark { id url folderName } } ... on ValidationError { message fields { field message } } } }`;

  it("refuses 'Must enter name', 'Must select folder' and 'This page is already bookmarked'", async () => {
    expect((await run(SAVE_FOLDER, { input: { name: '' } })).data.saveBookmarkFolder).toEqual({
      __typename: 'ValidationError',
      message: 'Must enter name',
    });
    const folder = (await run(SAVE_FOLDER, { input: { name: 'Deals' } })).data.saveBookmarkFolder.folder;
    expect((await run(SAVE, { input: { name: 'Orgs', url: '/organization' } })).data.saveBookmark.message).toBe('Must select folder');
    expect((await run(SAVE, { input: { folderId: folder.id, name: '', url: '/organization' } })).data.saveBookmark.message).toBe(
      'Must enter name',
    );
    const ok = (await run(SAVE, { input: { folderId: folder.id, name: 'Orgs', url: '/organization' } })).data.saveBookmark;
    expect(ok.bookmark).toMatchObject({ url: '/organization', folderName: 'Deals' });
    const again = (await run(SAVE, { input: { folderId: folder.id, name: 'Again', url: '/organization' } })).data.saveBookmark;
    expect(again).toMatchObject({ __typename: 'ValidationError', message: 'This page is already bookmarked' });
    const found = (await run(`query($url: String!) { viewer { bookmarkFor(url: $url) { id name } } }`, { url: '/organization' })).data
      .viewer;
    expect(found.bookmarkFor).toMatchObject({ id: ok.bookmark.id, name: 'Orgs' });
    // Another user's folder is not one to choose.
    const stolen = (await run(SAVE, { input: { folderId: folder.id, name: 'x', url: '/case' } }, project)).data.saveBookmark;
    expect(stolen.message).toBe('Must select folder');
  });

  it('the top bar reads todos and bookmarks with one upstream call each, however much it asks', async () => {
    const q = `{ viewer { todoBadge todoLists { openCount todos { subject related { name } } } bookmarkFolders { name bookmarks { name url } } bookmarkFor(url: "/organization") { id } } }`;
    await run(q); // warm the session's lookups (the viewer's initial data)
    const { calls } = await run(q);
    expect(calls).toBe(2);
  });
});
