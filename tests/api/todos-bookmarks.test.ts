import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Json } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;

describe.each(backends())('todos and bookmarks ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;

  beforeAll(async () => {
    api = await startTestApi(backend);
    c = await demoClients(api.url);
  });
  afterAll(async () => api?.close());

  const newList = async (client = c.crm, name = 'Today') => {
    const res = await client.post('/api/TodoList/Add', { name });
    expect(res.status).toBe(200);
    return res.body.id as number;
  };
  const saveTodo = (body: Json, client = c.crm) => client.put('/api/Todo/UpdateTodo', { id: 0, ...body });
  const listOf = async (listId: number, client = c.crm) =>
    ((await client.get('/api/TodoList/List')).body as Json[]).find((l) => l.id === listId);
  const open = (list: Json) => (list.taskList as Json[]).filter((t) => !t.isClosed).length;

  describe('todos', () => {
    it('a new todo is added at the end of its list; closing lowers the open count, reopening raises it', async () => {
      const listId = await newList();
      const a = await saveTodo({ parentId: listId, subject: 'Call back Northwind' });
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({
        id: expect.any(Number),
        subject: 'Call back Northwind',
        parentId: listId,
        isClosed: false,
        taskType: 'todo',
      });
      const b = await saveTodo({ parentId: listId, subject: 'Send the quote', dueDate: '2026-12-01' });
      expect(b.body.dueDate).toBe('2026-12-01');

      let list = await listOf(listId);
      expect(list.taskList.map((t: Json) => t.subject)).toEqual(['Call back Northwind', 'Send the quote']);
      expect(open(list)).toBe(2);

      const closed = await saveTodo({ ...a.body, isClosed: true });
      expect(closed.body.isClosed).toBe(true);
      expect(closed.body.closedAt).toEqual(expect.any(String));
      list = await listOf(listId);
      expect(open(list)).toBe(1);

      await saveTodo({ ...a.body, isClosed: false });
      expect(open(await listOf(listId))).toBe(2);
    });

    it('a todo needs a subject, a date as yyyy-MM-dd and one of the user’s own lists', async () => {
      const listId = await newList();
      const noSubject = await saveTodo({ parentId: listId, subject: '  ' });
      expect(noSubject.status).toBe(400);
      expect(noSubject.body.errors).toEqual([{ field: 'subject', message: 'Please complete all required fields' }]);
      const badDate = await saveTodo({ parentId: listId, subject: 'x', dueDate: '01/12/2026' });
      expect(badDate.status).toBe(400);
      expect(badDate.body.errors[0].field).toBe('dueDate');
      const othersList = await newList(c.project, 'Mine');
      expect((await saveTodo({ parentId: othersList, subject: 'sneak' })).status).toBe(404);
    });

    it("a related record is checked: -2 and unreadable or foreign records give 'Invalid object'", async () => {
      const listId = await newList();
      const org = await c.crm.post('/api/Organization/Add', { name: 'Todo Related Ltd' });
      expect(org.status).toBe(200);
      const ok = await saveTodo({
        parentId: listId,
        subject: 'About it',
        relatedParentObject: 'Organization',
        relatedParentId: org.body.model.id,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        relatedParentObject: 'Organization',
        relatedParentId: org.body.model.id,
        relatedTo: 'Todo Related Ltd',
      });
      expect(ok.body.relatedUrl).toMatch(/^\/organization\//);

      const invalid = await saveTodo({ parentId: listId, subject: 'x', relatedParentObject: 'Organization', relatedParentId: -2 });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual([{ field: 'relatedTo', message: 'Invalid object' }]);

      const foreign = await c.globex.post('/api/Organization/Add', { name: 'Globex Only' });
      const leak = await saveTodo({
        parentId: listId,
        subject: 'x',
        relatedParentObject: 'Organization',
        relatedParentId: foreign.body.model.id,
      });
      expect(leak.status).toBe(400);
      expect(leak.body.message).toBe('Invalid object');
      const unknownType = await saveTodo({ parentId: listId, subject: 'x', relatedParentObject: 'Spaceship', relatedParentId: 1 });
      expect(unknownType.status).toBe(400);
    });

    it('ChangeSortOrder moves a todo after another (prevId 0: first) and keeps the rest in order', async () => {
      const listId = await newList();
      const ids: number[] = [];
      for (const s of ['one', 'two', 'three', 'four']) ids.push((await saveTodo({ parentId: listId, subject: s })).body.id);
      const move = (currentId: number, prevId: number) =>
        c.crm.put(`/api/Todo/ChangeSortOrder?parentId=${listId}&currentId=${currentId}&prevId=${prevId}`);
      expect((await move(ids[3]!, 0)).status).toBe(200);
      expect((await listOf(listId)).taskList.map((t: Json) => t.subject)).toEqual(['four', 'one', 'two', 'three']);
      await move(ids[0]!, ids[2]!);
      expect((await listOf(listId)).taskList.map((t: Json) => t.subject)).toEqual(['four', 'two', 'three', 'one']);
      expect((await move(ids[0]!, ids[0]!)).status).toBe(400);
      const other = await newList(c.project, 'Theirs');
      expect((await c.project.put(`/api/Todo/ChangeSortOrder?parentId=${other}&currentId=${ids[0]}&prevId=0`)).status).toBe(404);
    });

    it('DeleteAllTodo removes the completed todos of a list only; DeleteTodo and another user’s todo', async () => {
      const listId = await newList();
      const other = await newList();
      const a = (await saveTodo({ parentId: listId, subject: 'done', isClosed: true })).body;
      await saveTodo({ parentId: listId, subject: 'open' });
      await saveTodo({ parentId: other, subject: 'done elsewhere', isClosed: true });
      const res = await c.crm.del(`/api/Todo/DeleteAllTodo?parentId=${listId}`);
      expect(res.body).toEqual({ deleted: 1 });
      expect((await listOf(listId)).taskList.map((t: Json) => t.subject)).toEqual(['open']);
      expect((await listOf(other)).taskList).toHaveLength(1);
      expect((await c.crm.get(`/api/Todo/GetModel/${a.id}`)).status).toBe(404);

      const mineTodo = (await saveTodo({ parentId: listId, subject: 'private' })).body;
      expect((await c.project.get(`/api/Todo/GetModel/${mineTodo.id}`)).status).toBe(404);
      expect((await c.project.del(`/api/Todo/DeleteTodo/${mineTodo.id}`)).status).toBe(404);
      expect((await c.crm.del(`/api/Todo/DeleteTodo/${mineTodo.id}`)).status).toBe(200);
      expect((await c.crm.get(`/api/Todo/GetModel/0`)).body).toMatchObject({ id: 0, subject: '', isClosed: false, taskType: 'todo' });
    });

    it('deleting a list deletes its todos; lists are private', async () => {
      const listId = await newList(c.crm, 'Throwaway');
      await saveTodo({ parentId: listId, subject: 'gone with it' });
      expect((await c.project.del(`/api/TodoList/Delete/${listId}`)).status).toBe(404);
      expect((await c.crm.del(`/api/TodoList/Delete/${listId}`)).status).toBe(200);
      expect(await listOf(listId)).toBeUndefined();
      expect(((await c.project.get('/api/TodoList/List')).body as Json[]).some((l) => l.id === listId)).toBe(false);
    });
  });

  describe('bookmarks', () => {
    const folder = async (client = c.crm, name = 'Deals') => (await client.post('/api/BookmarkFolder/Add', { name })).body.id as number;

    it("name and folder are required: 'Must enter name', 'Must select folder'", async () => {
      const folderId = await folder();
      const noName = await c.crm.post('/api/Bookmark/Add', { name: '', url: '/organization', folderId });
      expect(noName.status).toBe(400);
      expect(noName.body.errors).toEqual([{ field: 'name', message: 'Must enter name' }]);
      const noFolder = await c.crm.post('/api/Bookmark/Add', { name: 'Orgs', url: '/organization' });
      expect(noFolder.body.errors).toEqual([{ field: 'folderId', message: 'Must select folder' }]);
      const theirs = await folder(c.project, 'Theirs');
      const notMine = await c.crm.post('/api/Bookmark/Add', { name: 'Orgs', url: '/organization', folderId: theirs });
      expect(notMine.body.errors).toEqual([{ field: 'folderId', message: 'Must select folder' }]);
      expect((await c.crm.post('/api/BookmarkFolder/Add', { name: ' ' })).body.errors).toEqual([
        { field: 'name', message: 'Must enter name' },
      ]);
    });

    it("a page is bookmarked once per user ('This page is already bookmarked'), in any folder", async () => {
      const a = await folder(c.crm, 'A');
      const b = await folder(c.crm, 'B');
      const first = await c.crm.post('/api/Bookmark/Add', { name: 'Pipeline', url: '/opportunity?viewId=3', folderId: a });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ name: 'Pipeline', url: '/opportunity?viewId=3', folderId: a, folder: 'A' });
      const again = await c.crm.post('/api/Bookmark/Add', { name: 'Again', url: '/opportunity?viewId=3', folderId: b });
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual([{ field: 'url', message: 'This page is already bookmarked' }]);
      // Another user may bookmark the same page.
      const pf = await folder(c.project, 'P');
      expect((await c.project.post('/api/Bookmark/Add', { name: 'Pipeline', url: '/opportunity?viewId=3', folderId: pf })).status).toBe(
        200,
      );
      // Renaming keeps its own address.
      expect((await c.crm.put('/api/Bookmark/Update', { ...first.body, name: 'Renamed' })).body.name).toBe('Renamed');
    });

    it('only pages of this site can be bookmarked', async () => {
      const f = await folder();
      for (const url of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/\\evil']) {
        expect((await c.crm.post('/api/Bookmark/Add', { name: 'x', url, folderId: f })).status).toBe(400);
      }
    });

    it('List returns the user’s folders with their bookmarks; deleting a folder deletes its bookmarks; others get 404', async () => {
      const f = await folder(c.support, 'Support');
      const bm = await c.support.post('/api/Bookmark/Add', { name: 'Cases', url: '/case', folderId: f });
      const folders = (await c.support.get('/api/BookmarkFolder/List')).body as Json[];
      expect(folders.find((x) => x.id === f)?.bookmarkList).toEqual([
        expect.objectContaining({ id: bm.body.id, name: 'Cases', url: '/case' }),
      ]);
      expect(((await c.globex.get('/api/BookmarkFolder/List')).body as Json[]).some((x) => x.id === f)).toBe(false);
      expect((await c.globex.del(`/api/Bookmark/Delete/${bm.body.id}`)).status).toBe(404);
      expect((await c.crm.del(`/api/BookmarkFolder/Delete/${f}`)).status).toBe(404);
      expect((await c.support.del(`/api/BookmarkFolder/Delete/${f}`)).status).toBe(200);
      // Its bookmark went with it: the page can be bookmarked again.
      const g = await folder(c.support, 'Again');
      expect((await c.support.post('/api/Bookmark/Add', { name: 'Cases', url: '/case', folderId: g })).status).toBe(200);
    });
  });
});
