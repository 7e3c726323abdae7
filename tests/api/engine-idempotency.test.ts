// Idempotent creates: Add and AddMultiple with an `Idempotency-Key` answer the first result to a repeat and
// create nothing more, also when the two requests arrive at once (PostgreSQL runs them concurrently).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, type Client } from './support/client';
import { uniqueTag } from './support/records';

describe.each(backends({ postgres: true }))('idempotent creates ($name)', (backend) => {
  let api: TestApi;
  let admin: Client;
  let crm: Client;

  beforeAll(async () => {
    api = await startTestApi(backend);
    ({ admin, crm } = await demoClients(api.url));
  });
  afterAll(async () => api?.close());

  const count = async (client: Client, name: string) => {
    const res = await client.post('/api/Organization/PagingAndSorting', { parameter: { keyword: name }, pageSize: 100 });
    expect(res.status).toBe(200);
    return res.body.totalItem as number;
  };
  const addWithKey = (client: Client, key: string, body: unknown, path = '/api/Organization/Add') =>
    client.request('POST', path, body, { 'idempotency-key': key });

  it('a repeat with the same key answers the first result and creates nothing', async () => {
    const name = uniqueTag('Idem');
    const key = `key-${name}`;
    const first = await addWithKey(admin, key, { name });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await addWithKey(admin, key, { name, description: 'a retry after a timeout' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count(admin, name)).toBe(1);
    // Without a key every Add creates.
    expect((await admin.post('/api/Organization/Add', { name })).status).toBe(200);
    expect(await count(admin, name)).toBe(2);
  });

  it('two identical concurrent creates with one key make one record', async () => {
    for (let round = 0; round < 5; round++) {
      const name = uniqueTag('IdemRace');
      const answers = await Promise.all(Array.from({ length: 4 }, () => addWithKey(admin, `race-${name}`, { name })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.model.id)).size).toBe(1);
      expect(await count(admin, name)).toBe(1);
    }
  });

  it('keys belong to one user; a refused create does not use up its key', async () => {
    const name = uniqueTag('IdemUser');
    const key = `shared-${name}`;
    const mine = await addWithKey(admin, key, { name });
    const theirs = await addWithKey(crm, key, { name });
    expect(theirs.status).toBe(200);
    expect(theirs.body.model.id).not.toBe(mine.body.model.id);

    const retryKey = `retry-${name}`;
    const refused = await addWithKey(admin, retryKey, { name: '' });
    expect(refused.status).toBe(400);
    const fixed = await addWithKey(admin, retryKey, { name: `${name} fixed` });
    expect(fixed.status).toBe(200);
    expect(fixed.body.model.name).toBe(`${name} fixed`);
  });

  it('a key used on another call is refused; a malformed key is a 400', async () => {
    const name = uniqueTag('IdemRoute');
    const key = `route-${name}`;
    expect((await addWithKey(admin, key, { name })).status).toBe(200);
    const other = await addWithKey(admin, key, { name }, '/api/Lead/Add');
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for another request.');
    expect((await addWithKey(admin, 'has spaces', { name })).status).toBe(400);
    expect((await addWithKey(admin, 'x'.repeat(201), { name })).status).toBe(400);
  });

  it('AddMultiple replays its whole answer', async () => {
    const name = uniqueTag('IdemMulti');
    const body = [{ name: `${name} one` }, { name: `${name} two` }];
    const first = await addWithKey(admin, `multi-${name}`, body, '/api/Organization/AddMultiple');
    expect(first.status).toBe(200);
    const again = await addWithKey(admin, `multi-${name}`, body, '/api/Organization/AddMultiple');
    expect(again.body).toEqual(first.body);
    expect(await count(admin, name)).toBe(2);
  });
});
