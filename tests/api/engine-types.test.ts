// Every catalogued stored type answers every generic call: Add, GetModel, Update, lists, searches,
// status, multiple operations, sections, summary, preview, recent, Delete and Undo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayName, fieldsOf, recordType, sectionPath, storedTypes, type RecordTypeDef } from '../../contract';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client, type Json } from './support/client';
import { addMinimal, expectStored, sampleBody, uniqueTag, type SampleContext } from './support/records';

const listing = (type: RecordTypeDef) => type.sections.filter((s) => (s.kind === 'records' || s.kind === 'updates') && s.via);

describe.each(backends())('record engine: every stored type ($name)', (backend) => {
  let api: TestApi;
  let admin: Client;
  let ctx: SampleContext;

  beforeAll(async () => {
    api = await startTestApi(backend);
    ({ admin } = await demoClients(api.url));
    const userId = (await me(admin)).userId;
    const org = await admin.post('/api/Organization/Add', { name: uniqueTag('Parent') });
    ctx = { client: admin, userId, parent: { objectName: 'Organization', id: org.body.model.id } };
  });
  afterAll(async () => api?.close());

  /** A fresh parent per Watch so each follow is a new record. */
  const bodyFor = async (type: RecordTypeDef, tag: string) => {
    if (type.objectName !== 'Watch') return sampleBody(ctx, type, tag);
    return { parentObject: 'Organization', parentId: await addMinimal(ctx, 'Organization', tag) };
  };
  const add = async (type: RecordTypeDef, tag: string) => {
    const body = await bodyFor(type, tag);
    const res = await admin.post(`/api/${type.objectName}/Add`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { body, model: res.body.model as Json, id: res.body.model.id as number };
  };

  describe.each(storedTypes.map((t) => [t.objectName, t] as const))('%s', (objectName, type) => {
    const base = `/api/${objectName}`;

    it('GetModel/0 is a blank model with the catalogue defaults', async () => {
      const res = await admin.get(`${base}/GetModel/0`);
      expect(res.status).toBe(200);
      expect(res.body.model).toMatchObject({ id: 0, objectName, ownerId: ctx.userId, status: 1 });
      for (const f of fieldsOf(type).filter((x) => !x.readOnly && x.defaultValue !== undefined && x.name !== 'status')) {
        expect(res.body.model[f.name], f.name).toEqual(f.defaultValue);
      }
      expect(res.body.permission).toBe('write');
    });

    it('Add stores every field, GetModel reads it back, Update is partial', async () => {
      const tag = uniqueTag();
      const { body, model, id } = await add(type, tag);
      expect(model).toMatchObject({ objectName, url: `/${type.urlSegment}/detail/${id}` });
      expect(model.name).toBe(objectName === 'Watch' ? model.name : displayName(type, model));
      if (objectName !== 'Watch') expectStored(model, body, type);
      const got = await admin.get(`${base}/GetModel/${id}`);
      expect(got.status).toBe(200);
      expect(got.body).toMatchObject({ model: { id, objectName }, permission: 'lock', viewData: { ownerName: 'Alice Adams' } });

      const text = fieldsOf(type).find((f) => f.kind === 'textarea' && !f.readOnly)!;
      const updated = await admin.put(`${base}/Update`, { id, [text.name]: `changed ${tag}` });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body.model[text.name]).toBe(`changed ${tag}`);
      if (objectName !== 'Watch')
        expectStored(updated.body.model, Object.fromEntries(Object.entries(body).filter(([k]) => k !== text.name)), type);
      expect(updated.body.model.name).toBe(model.name);
    });

    it('List with idList answers exactly those live rows; PagingAndSorting sorts by every catalogued key and filters by every filterable field', async () => {
      const tag = uniqueTag();
      const a = await add(type, tag);
      const b = await add(type, tag);
      const batch = await admin.get(`${base}/List?idList=${b.id},${a.id},99999999`);
      expect(batch.status).toBe(200);
      expect(batch.body.data.map((r: Json) => r.id).sort()).toEqual([a.id, b.id].sort());
      expect(batch.body.data[0]).toMatchObject({ objectName, permission: 'lock', url: expect.any(String), name: expect.any(String) });
      expect((await admin.get(`${base}/List?idList=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`)).status).toBe(400);

      const keys = [
        'name',
        ...fieldsOf(type)
          .filter((f) => f.sortable && f.name !== 'name')
          .map((f) => f.name),
      ];
      for (const orderBy of keys) {
        for (const direction of ['asc', 'desc']) {
          const page = await admin.post(`${base}/PagingAndSorting`, { currentPage: 1, pageSize: 5, orderBy, direction });
          expect(page.status, `${orderBy} ${direction} ${JSON.stringify(page.body)}`).toBe(200);
          expect(page.body.totalItem).toBeGreaterThanOrEqual(2);
        }
      }
      expect((await admin.post(`${base}/PagingAndSorting`, { orderBy: 'noSuchField' })).status).toBe(400);

      const mine = objectName === 'Watch' ? undefined : tag;
      for (const f of fieldsOf(type).filter((x) => x.filterable)) {
        const value = a.model[f.name] ?? null;
        const page = await admin.post(`${base}/PagingAndSorting`, { pageSize: 100, parameter: { keyword: mine, [f.name]: value } });
        expect(page.status, `${f.name} ${JSON.stringify(page.body)}`).toBe(200);
        expect(
          page.body.data.map((r: Json) => r.id),
          `filter ${f.name}=${JSON.stringify(value)}`,
        ).toContain(a.id);
        expect(
          page.body.data.every((r: Json) => (r[f.name] ?? null) === value || JSON.stringify(r[f.name]) === JSON.stringify(value)),
        ).toBe(true);
      }
      if (mine) {
        const list = await admin.get(`${base}/List?keyword=${mine}&orderBy=name`);
        expect(list.body.viewData.page.totalItem).toBe(2);
        expect(list.body.viewField[0]).toMatchObject({ fieldName: 'name' });
      }
    });

    it('NameSearch, NameCheck and QuickSearch find the record', async () => {
      if (objectName === 'Watch') return; // a follow's name is its record's: covered through follows
      const tag = uniqueTag();
      const { model, id } = await add(type, tag);
      const names = await admin.get(`${base}/NameSearch?term=${encodeURIComponent(tag)}`);
      expect(names.body.map((r: Json) => r.id)).toContain(id);
      const check = await admin.form(`${base}/NameCheck`, { name: model.name });
      expect(check.status).toBe(200);
      expect(check.body.id).toBe(id);
      expect((await admin.form(`${base}/NameCheck`, { name: `${tag} nothing` })).body).toEqual({ message: 'Invalid object' });
      const quick = await admin.form(`${base}/QuickSearch`, { keyword: tag });
      expect(quick.body.map((r: Json) => r.id)).toContain(id);
    });

    it('ChangeStatus, ChangeMultipleStatus, AddMultiple and DeleteMultiple', async () => {
      const tag = uniqueTag();
      const one = await add(type, tag);
      const off = await admin.put(`${base}/ChangeStatus/${one.id}?status=0`);
      expect(off.status).toBe(200);
      expect(off.body.model.status).toBe(0);
      expect((await admin.put(`${base}/ChangeStatus/${one.id}?status=2`)).status).toBe(400);
      const two = await add(type, tag);
      const on = await admin.put(`${base}/ChangeMultipleStatus?status=1`, { idList: [one.id, two.id] });
      expect(on.status).toBe(200);
      expect(on.body.data.map((m: Json) => m.status)).toEqual([1, 1]);

      const bodies = [await bodyFor(type, uniqueTag()), await bodyFor(type, uniqueTag())];
      const many = await admin.post(`${base}/AddMultiple`, bodies);
      expect(many.status, JSON.stringify(many.body)).toBe(200);
      expect(many.body.data).toHaveLength(2);
      // All or nothing: a bad second model leaves no first one behind.
      const badTag = uniqueTag();
      const good = await bodyFor(type, badTag);
      const broken =
        objectName === 'Watch'
          ? { parentObject: 'Organization', parentId: 99999999 }
          : { ...(await bodyFor(type, badTag)), ownerId: 99999999 };
      expect((await admin.post(`${base}/AddMultiple`, [good, broken])).status).toBeGreaterThanOrEqual(400);
      if (objectName !== 'Watch')
        expect((await admin.post(`${base}/PagingAndSorting`, { parameter: { keyword: badTag } })).body.totalItem).toBe(0);

      const ids = many.body.data.map((m: Json) => m.model.id);
      const gone = await admin.del(`${base}/DeleteMultiple`, { idList: ids });
      expect(gone.status, JSON.stringify(gone.body)).toBe(200);
      for (const id of ids) expect((await admin.get(`${base}/GetModel/${id}`)).status).toBe(404);
    });

    it('every section route answers, and a related record appears in it', async () => {
      const { id, model } = await add(type, uniqueTag());
      for (const section of listing(type)) {
        const path = `${base}/${sectionPath(section.key)}/${id}`;
        const via = section.via!;
        const childType = recordType(section.type!)!;
        let expected: number | undefined;
        if ('parent' in via) {
          const body = await sampleBody({ ...ctx, parent: { objectName, id } }, childType, uniqueTag());
          expected = (await admin.post(`/api/${childType.objectName}/Add`, body)).body.model?.id;
        } else if ('field' in via) {
          const body = { ...(await sampleBody(ctx, childType, uniqueTag())), [via.field]: id };
          expected = (await admin.post(`/api/${childType.objectName}/Add`, body)).body.model?.id;
        } else expected = model[via.reference] ?? undefined;
        const page = await admin.get(`${path}?currentPage=1&pageSize=50`);
        expect(page.status, path).toBe(200);
        expect(page.body).toMatchObject({ totalItem: expect.any(Number), totalPage: expect.any(Number) });
        if (expected)
          expect(
            page.body.data.map((r: Json) => r.id),
            `${path} lists ${expected}`,
          ).toContain(expected);
        expect(page.body.data.every((r: Json) => r.objectName === childType.objectName && typeof r.permission === 'string')).toBe(true);
        expect((await admin.get(`${base}/${sectionPath(section.key)}/99999999`)).status).toBe(404);
      }
    });

    it('GetSummary, GetPreview and GetRecent', async () => {
      const { id } = await add(type, uniqueTag());
      const summary = await admin.get(`${base}/GetSummary/${id}`);
      expect(summary.status).toBe(200);
      expect(summary.body.viewData).toMatchObject({
        ownerName: 'Alice Adams',
        dropboxEmail: expect.stringMatching(new RegExp(`^dropbox-${type.urlSegment}-${id}@c\\d+\\.dropbox\\.local$`)),
        contactCount: expect.any(Number),
        isFollowing: false,
      });
      expect(summary.body.menu.slice(0, 5)).toEqual(['Task', 'Call', 'Email', 'Event', 'Edit']);
      const preview = await admin.get(`${base}/GetPreview/${id}`);
      expect(preview.status).toBe(200);
      expect(preview.body.previewData.map((p: Json) => p.section)).toEqual(
        listing(type)
          .filter((s) => s.kind === 'records')
          .map((s) => s.key),
      );
      expect(preview.body.sidePanel.length).toBeGreaterThan(0);
      const recent = await admin.get(`${base}/GetRecent?parentId=${id}`);
      expect(recent.status).toBe(200);
      expect(recent.body[0]).toMatchObject({
        objectName,
        id,
        action: 'add',
        url: `/${type.urlSegment}/detail/${id}`,
        userName: 'Alice Adams',
      });
    });

    it(`Delete hides the record; Undo ${type.traits.undoable ? 'restores it' : 'does not apply'}`, async () => {
      const { id, model } = await add(type, uniqueTag());
      const deleted = await admin.del(`${base}/Delete/${id}`);
      expect(deleted.body).toEqual({ id, objectName, name: model.name });
      expect((await admin.get(`${base}/GetModel/${id}`)).status).toBe(404);
      expect((await admin.get(`${base}/List?idList=${id}`)).body.data).toEqual([]);
      const undo = await admin.post('/api/DeleteObject/Undo?numberOfDeletedItem=1');
      if (type.traits.undoable) {
        expect(undo.body).toEqual([{ objectName, name: model.name, objectUrl: type.urlSegment, id, canOpen: type.traits.undoOpenLink }]);
        expect((await admin.get(`${base}/GetModel/${id}`)).status).toBe(200);
      } else {
        expect(undo.body.filter((u: Json) => u.objectName === objectName && u.id === id)).toEqual([]);
        expect((await admin.get(`${base}/GetModel/${id}`)).status).toBe(404);
      }
    });
  });
});
