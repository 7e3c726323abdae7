// Concurrent writes of one record serialise on its row lock: on PostgreSQL (where requests really run at once)
// and on PGlite. Each round races real HTTP requests; the assertions hold whatever order the database picks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me, type Client, type Json } from './support/client';
import { uniqueTag } from './support/records';

interface HistoryItem {
  id: number;
  userId: number;
  action: string;
  fieldChangeList: { fieldName: string; oldValue: unknown; newValue: unknown }[];
}

describe.each(backends({ postgres: true }))('record writes under concurrency ($name)', (backend) => {
  let api: TestApi;
  let admin: Client;
  let crm: Client;
  let free: Client;
  let freeId: number;

  beforeAll(async () => {
    api = await startTestApi(backend);
    ({ admin, crm, free } = await demoClients(api.url));
    freeId = (await me(free)).userId;
  });
  afterAll(async () => api?.close());

  const history = async (client: Client, id: number): Promise<HistoryItem[]> => {
    const res = await client.post('/api/AuditHistory/PagingAndSorting2', { parentObject: 'Organization', parentId: id, pageSize: 100 });
    expect(res.status).toBe(200);
    return (res.body.data as HistoryItem[]).sort((a, b) => a.id - b.id);
  };
  const addOrganization = async (client: Client, extra: Record<string, unknown> = {}) => {
    const res = await client.post('/api/Organization/Add', { name: uniqueTag('Race'), ...extra });
    expect(res.status).toBe(200);
    return res.body.model as Json;
  };

  it("no non-owner update lands after the owner's lock (20 rounds)", async () => {
    for (let round = 0; round < 20; round++) {
      const { id } = await addOrganization(crm);
      const [lock, write] = await Promise.all([
        crm.put('/api/Organization/Update', { id, isLocked: true }),
        free.put('/api/Organization/Update', { id, description: `free ${round}` }),
      ]);
      expect(lock.status).toBe(200);
      expect([200, 403]).toContain(write.status);
      const items = await history(crm, id);
      const locked = items.find((h) => h.fieldChangeList.some((c) => c.fieldName === 'isLocked' && c.newValue === true))!;
      expect(locked).toBeDefined();
      // A write by the non-owner either happened before the lock or not at all.
      for (const h of items.filter((x) => x.userId === freeId)) expect(h.id).toBeLessThan(locked.id);
      expect(items.filter((x) => x.userId === freeId)).toHaveLength(write.status === 200 ? 1 : 0);
    }
  });

  it('40 concurrent changes leave a history that chains (each oldValue is the previous newValue)', async () => {
    const { id } = await addOrganization(admin, { description: 'start' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => admin.put('/api/Organization/Update', { id, description: `value ${i}` })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    const changes = (await history(admin, id))
      .filter((h) => h.action === 'update')
      .map((h) => h.fieldChangeList.find((c) => c.fieldName === 'description')!);
    expect(changes).toHaveLength(40);
    let previous: unknown = 'start';
    for (const c of changes) {
      expect(c.oldValue).toBe(previous);
      previous = c.newValue;
    }
    const model = (await admin.get(`/api/Organization/GetModel/${id}`)).body.model;
    expect(model.description).toBe(previous);
    expect(model.version).toBe(41);
  });

  it('10 concurrent address-list replacements leave one writer’s list with exactly one primary', async () => {
    const { id } = await addOrganization(admin);
    const lists = Array.from({ length: 10 }, (_, i) => [
      { street: `${i} North Street`, city: `Writer ${i}`, isPrimary: false },
      { street: `${i} South Street`, city: `Writer ${i}`, isPrimary: true },
      { street: `${i} East Street`, city: `Writer ${i}`, isPrimary: false },
    ]);
    const answers = await Promise.all(lists.map((addressList) => admin.put('/api/Organization/Update', { id, addressList })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const { addressList } = (await admin.get(`/api/Organization/GetModel/${id}`)).body.model as {
      addressList: { city: string; street: string; isPrimary: boolean }[];
    };
    expect(addressList).toHaveLength(3);
    expect(new Set(addressList.map((a) => a.city)).size).toBe(1);
    expect(addressList.filter((a) => a.isPrimary)).toHaveLength(1);
    expect(addressList.find((a) => a.isPrimary)!.street).toMatch(/South Street$/);
  });

  it('an update racing a delete answers 200 or 404, never 500 (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const { id } = await addOrganization(admin);
      const [update, del] = await Promise.all([
        admin.put('/api/Organization/Update', { id, description: `round ${round}` }),
        admin.del(`/api/Organization/Delete/${id}`),
      ]);
      expect(del.status).toBe(200);
      expect([200, 404], JSON.stringify(update.body)).toContain(update.status);
    }
  });

  it('an unlock racing a delete answers 200 or 404, never 500 (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const { id } = await addOrganization(admin, { isLocked: true });
      const [unlock, del] = await Promise.all([admin.put(`/api/Organization/Unlock/${id}`), admin.del(`/api/Organization/Delete/${id}`)]);
      expect(del.status).toBe(200);
      expect([200, 404], JSON.stringify(unlock.body)).toContain(unlock.status);
    }
  });

  it('two writers holding the same version: exactly one wins, the other gets 409 (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const { id, version } = await addOrganization(admin);
      const answers = await Promise.all([
        admin.put('/api/Organization/Update', { id, version, description: 'one' }),
        crm.put('/api/Organization/Update', { id, version, description: 'two' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    }
  });
});
