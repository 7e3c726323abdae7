// Optimistic concurrency on every record write, for every catalogued type: a write that names a version older
// than the stored one is refused with 409 and says who changed the record and when; the bulk calls refuse the
// whole batch. Without a version the write goes ahead (last write wins, for integrators).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, type RecordTypeDef } from '../../contract';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client, type Json } from './support/client';
import { addMinimal, requiredExtras, sampleBody, uniqueTag, type SampleContext } from './support/records';

const CONFLICT_TEXT =
  /^This [a-z ]+ was changed by .+ at \d{2}:\d{2} UTC on \d{1,2} [A-Z][a-z]{2} \d{4}\. Reload it to see the change, or save again to overwrite it\.$/;

describe.each(backends({ postgres: true }))('stale writes are refused with 409 ($name)', (backend) => {
  let api: TestApi;
  let admin: Client;
  let crm: Client;
  let ctx: SampleContext;

  beforeAll(async () => {
    api = await startTestApi(backend);
    ({ admin, crm } = await demoClients(api.url));
    const userId = (await me(admin)).userId;
    const org = await admin.post('/api/Organization/Add', { name: uniqueTag('Parent') });
    ctx = { client: admin, userId, parent: { objectName: 'Organization', id: org.body.model.id } };
  });
  afterAll(async () => api?.close());

  /** Adds a record through the type's own Add and answers the id its routes take (a role id for roles). */
  async function add(type: RecordTypeDef): Promise<number> {
    const tag = uniqueTag(type.objectName.slice(0, 4));
    let body: Record<string, unknown>;
    if (type.role) body = { name: tag, ...(await requiredExtras(admin, type.objectName)) };
    else if (type.objectName === 'Watch') body = { parentObject: 'Organization', parentId: await addMinimal(ctx, 'Organization', tag) };
    else body = await sampleBody(ctx, type, tag, { minimal: true });
    const res = await admin.post(`/api/${type.objectName}/Add`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return type.role ? (res.body.model[type.role.idField] as number) : (res.body.model.id as number);
  }
  const versionOf = async (type: RecordTypeDef, id: number) => {
    const res = await admin.get(`/api/${type.objectName}/GetModel/${id}`);
    expect(res.status).toBe(200);
    return res.body.model.version as number;
  };

  describe.each(catalogue.map((t) => [t.objectName, t] as const))('%s', (objectName, type) => {
    const base = `/api/${objectName}`;

    it('Update: the version read is accepted once; a second write from the same read is a 409 naming the change; no version overwrites', async () => {
      const id = await add(type);
      const read = await versionOf(type, id);
      expect(read).toBeGreaterThanOrEqual(1);

      const first = await admin.put(`${base}/Update`, { id, version: read, description: 'first' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.model.version).toBe(read + 1);

      const stale = await admin.put(`${base}/Update`, { id, version: read, description: 'second' });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(CONFLICT_TEXT);
      // A role's record is the organization holding it.
      expect(stale.body.message).toContain(`This ${type.role ? 'organization' : type.label.toLowerCase()} was changed by you`);
      expect(stale.body.conflict).toMatchObject({ version: read + 1, changedBy: { id: ctx.userId } });
      expect(Date.parse(stale.body.conflict.changedAt)).not.toBeNaN();
      expect((await admin.get(`${base}/GetModel/${id}`)).body.model.description).toBe('first');

      // Overwrite: the version the 409 named.
      const again = await admin.put(`${base}/Update`, { id, version: stale.body.conflict.version, description: 'second' });
      expect(again.status).toBe(200);
      // Integrators without a version: last write wins.
      const blind = await admin.put(`${base}/Update`, { id, description: 'third' });
      expect(blind.status).toBe(200);
      expect(blind.body.model.version).toBe(read + 3);

      const bad = await admin.put(`${base}/Update`, { id, version: 'soon', description: 'x' });
      expect(bad.status).toBe(400);
    });

    it('Delete, ChangeStatus and Unlock refuse a stale version and change nothing', async () => {
      const id = await add(type);
      const read = await versionOf(type, id);
      expect((await admin.put(`${base}/Update`, { id, description: 'moved on' })).status).toBe(200);

      const status = await admin.put(`${base}/ChangeStatus/${id}?status=0&version=${read}`);
      expect(status.status).toBe(409);
      expect(status.body.message).toMatch(CONFLICT_TEXT);
      const unlock = await admin.put(`${base}/Unlock/${id}?version=${read}`);
      expect(unlock.status).toBe(409);
      const del = await admin.del(`${base}/Delete/${id}?version=${read}`);
      expect(del.status).toBe(409);
      const model = (await admin.get(`${base}/GetModel/${id}`)).body.model;
      expect(model.status).toBe(1);

      const current = model.version as number;
      expect((await admin.put(`${base}/ChangeStatus/${id}?status=0&version=${current}`)).status).toBe(200);
      expect((await admin.del(`${base}/Delete/${id}?version=${current + 1}`)).status).toBe(200);
      expect((await admin.get(`${base}/GetModel/${id}`)).status).toBe(404);
    });

    it('ChangeMultipleStatus and DeleteMultiple refuse the whole batch when one version is stale', async () => {
      const [a, b] = [await add(type), await add(type)];
      const [va, vb] = [await versionOf(type, a), await versionOf(type, b)];
      expect((await admin.put(`${base}/Update`, { id: b, description: 'changed meanwhile' })).status).toBe(200);

      const status = await admin.put(`${base}/ChangeMultipleStatus?status=0`, { idList: [a, b], versions: { [a]: va, [b]: vb } });
      expect(status.status).toBe(409);
      expect(status.body.conflicts).toEqual([expect.objectContaining({ version: vb + 1 })]);
      const del = await admin.del(`${base}/DeleteMultiple`, { idList: [a, b], versions: { [a]: va, [b]: vb } });
      expect(del.status).toBe(409);
      expect(del.body.message).toMatch(CONFLICT_TEXT);
      for (const id of [a, b]) {
        const res = await admin.get(`${base}/GetModel/${id}`);
        expect(res.status).toBe(200);
        expect(res.body.model.status).toBe(1);
      }

      const fresh = { [a]: va, [b]: vb + 1 };
      expect((await admin.put(`${base}/ChangeMultipleStatus?status=0`, { idList: [a, b], versions: fresh })).status).toBe(200);
      // Versions may name only some ids; the others are written without a check.
      expect((await admin.del(`${base}/DeleteMultiple`, { idList: [a, b], versions: { [a]: va + 1 } })).status).toBe(200);
      expect((await admin.get(`${base}/GetModel/${a}`)).status).toBe(404);
    });
  });

  it('the 409 names the colleague who changed the record', async () => {
    const name = uniqueTag('Conflict');
    const added = await crm.post('/api/Organization/Add', { name });
    const { id, version } = added.body.model as Json;
    expect((await crm.put('/api/Organization/Update', { id, version, website: 'https://first.example' })).status).toBe(200);
    const stale = await admin.put('/api/Organization/Update', { id, version, website: 'https://second.example' });
    expect(stale.status).toBe(409);
    const { session } = (await crm.get('/api/UserMainMenu/InitialData')).body as Json;
    expect(session.fullName).toBeTruthy();
    expect(stale.body.conflict.changedBy).toEqual({ id: session.userId, name: session.fullName });
    expect(stale.body.message).toContain(`This organization was changed by ${session.fullName} at`);
    expect(stale.body.message).not.toContain('changed by you');
  });

  it('a malformed versions map is a 400', async () => {
    const id = await add(catalogue.find((t) => t.objectName === 'Organization')!);
    const res = await admin.put('/api/Organization/ChangeMultipleStatus?status=0', { idList: [id], versions: { [id]: 'old' } });
    expect(res.status).toBe(400);
  });
});
