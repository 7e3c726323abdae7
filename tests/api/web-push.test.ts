// Web push: the VAPID key in the initial data, subscriptions (validated, moved between users by endpoint), and due
// reminders pushed — encrypted, VAPID-signed — to a local stand-in push service; a 410 drops the subscription.
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVapidKeys } from '../../api/src/panels/push';
import { backends, startTestApi, type TestApi } from './support/api';
import { demoClients, me } from './support/client';

type Clients = Awaited<ReturnType<typeof demoClients>>;
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

/** A browser's side of RFC 8291: its key pair and secret, and the decryption of an aes128gcm (RFC 8188) body. */
function browser() {
  const ecdh: ECDH = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: uaPublic.toString('base64url'), auth: auth.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const sealed = body.subarray(21 + idLength);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(asPublic), auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      expect(padded[end]).toBe(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

async function until<T>(probe: () => T | undefined, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(backends())('web push ($name)', (backend) => {
  let api: TestApi;
  let c: Clients;
  let server: Server;
  let pushBase = '';
  const received: Received[] = [];
  /** The stand-in's answer per path (default 201, as push services answer). */
  const statusOf = new Map<string, number>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (d: Buffer) => chunks.push(d));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = statusOf.get(req.url ?? '') ?? 201;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    pushBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    api = await startTestApi(backend, { reminderPollMs: 0, push: { allowLoopback: true, subject: 'mailto:ops@example.com' } });
    c = await demoClients(api.url);
  });
  afterAll(async () => {
    await api?.close();
    await new Promise((r) => server?.close(r));
  });

  const subscribe = (client: Clients['crm'], path: string, keys = browserKeys()) =>
    client.put<{ subscribed?: boolean; message?: string }>('/api/UserOption/UpdatePushSubscription', {
      endpoint: `${pushBase}${path}`,
      keys,
    });

  const dueReminder = async (client: Clients['crm'], name: string) => {
    expect((await client.post('/api/Reminder/Add', { name, remindAt: new Date(Date.now() - 1_000).toISOString() })).status).toBe(200);
    expect(await api.fireReminders()).toBeGreaterThan(0);
  };

  it('answers the VAPID public key in the initial data; a generated pair is kept in the database for restarts', async () => {
    const initial = await c.crm.get<{ pushPublicKey: string }>('/api/Home/InitialData');
    expect(Buffer.from(initial.body.pushPublicKey, 'base64url')).toHaveLength(65);
    const again = await loadVapidKeys(api.db);
    expect(again.publicKey).toBe(initial.body.pushPublicKey);
    const rows = await api.db.execute(sql`select count(*)::int as n from app_settings where key = 'vapid'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // Configured keys win over the kept ones; half a pair is a start-up error.
    expect((await loadVapidKeys(api.db, { publicKey: 'p', privateKey: 'q' })).publicKey).toBe('p');
    await expect(loadVapidKeys(api.db, { publicKey: 'p' })).rejects.toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  });

  it('refuses an endpoint that is not https (nor loopback here) and keys of the wrong size', async () => {
    const plain = await c.crm.put('/api/UserOption/UpdatePushSubscription', { endpoint: 'http://push.example.com/x', keys: browserKeys() });
    expect(plain.status).toBe(400);
    const badKey = await c.crm.put('/api/UserOption/UpdatePushSubscription', {
      endpoint: 'https://push.example.com/x',
      keys: { p256dh: randomBytes(10).toString('base64url'), auth: randomBytes(16).toString('base64url') },
    });
    expect(badKey.status).toBe(400);
    const noKeys = await c.crm.put('/api/UserOption/UpdatePushSubscription', { endpoint: 'https://push.example.com/x' });
    expect(noKeys.status).toBe(400);
    const anonymous = await fetch(`${api.url}/api/UserOption/UpdatePushSubscription`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'https://push.example.com/x', keys: browserKeys() }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('pushes a due reminder, encrypted and VAPID-signed, to its user’s subscription only', async () => {
    expect((await subscribe(c.crm, '/crm-1')).body.subscribed).toBe(true);
    expect((await subscribe(c.project, '/project-1')).status).toBe(200);
    const before = received.length;
    await dueReminder(c.crm, 'Pushed reminder');
    const got = await until(() => received.slice(before).find((r) => r.path === '/crm-1'));
    const publicKey = (await c.crm.get<{ pushPublicKey: string }>('/api/Home/InitialData')).body.pushPublicKey;
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(Number(got.headers.ttl)).toBeGreaterThan(0);
    expect(got.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const jwt = JSON.parse(Buffer.from(/t=[\w-]+\.([\w-]+)\./.exec(got.headers.authorization!)![1]!, 'base64url').toString()) as {
      aud: string;
      sub: string;
    };
    expect(jwt).toMatchObject({ aud: pushBase, sub: 'mailto:ops@example.com' });
    // aes128gcm: salt (16), record size (4), key id length 65, the sender's public key, then the ciphertext — not
    // the reminder's name in clear.
    expect(got.body.readUInt8(20)).toBe(65);
    expect(got.body.length).toBeGreaterThan(86 + 16);
    expect(got.body.includes(Buffer.from('Pushed reminder'))).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
    expect(received.slice(before).some((r) => r.path === '/project-1')).toBe(false);
  });

  it('pushes a notification (an assignment) that the subscribed browser decrypts to its title, body and link', async () => {
    const crmBrowser = browser();
    expect((await subscribe(c.crm, '/crm-assigned', crmBrowser.keys)).status).toBe(200);
    const { userId } = await me(c.crm);
    const before = received.length;
    const added = await c.admin.post<{ model: { id: number } }>('/api/Organization/Add', { name: 'Pushed Partners', ownerId: userId });
    expect(added.status).toBe(200);
    const got = await until(() => received.slice(before).find((r) => r.path === '/crm-assigned'));
    expect(got.body.includes(Buffer.from('Pushed Partners'))).toBe(false);
    const message = JSON.parse(crmBrowser.decrypt(got.body)) as { event: string; notification: unknown; data: { objectId: number } };
    expect(message.event).toBe('notify');
    expect(message.notification).toEqual({
      title: 'Pushed Partners',
      body: 'Organization assigned to you',
      url: `/organization/detail/${added.body.model.id}`,
    });
    expect(message.data.objectId).toBe(added.body.model.id);
    // Someone else's browser cannot read it: its keys fail the authentication tag.
    expect(() => browser().decrypt(got.body)).toThrow();
  });

  it('drops a subscription whose push service answers 410; a refusal (500) keeps it; an unsubscribe removes it', async () => {
    statusOf.set('/gone', 410);
    statusOf.set('/busy', 500);
    await subscribe(c.admin, '/gone');
    await subscribe(c.admin, '/busy');
    const count = async (path: string) =>
      (
        (await api.db.execute(sql`select count(*)::int as n from push_subscriptions where endpoint = ${pushBase + path}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = received.length;
    await dueReminder(c.admin, 'Gone reminder');
    await until(() => (received.slice(before).filter((r) => r.path === '/gone' || r.path === '/busy').length === 2 ? true : undefined));
    const end = Date.now() + 5_000;
    while ((await count('/gone')) !== 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(await count('/gone')).toBe(0);
    expect(await count('/busy')).toBe(1);
    const off = await c.admin.put<{ subscribed: boolean }>('/api/UserOption/UpdatePushSubscription', {
      endpoint: `${pushBase}/busy`,
      remove: true,
    });
    expect(off.body.subscribed).toBe(false);
    expect(await count('/busy')).toBe(0);
  });

  it('moves a browser’s subscription to whoever subscribes with it next', async () => {
    await subscribe(c.crm, '/shared');
    await subscribe(c.project, '/shared');
    const before = received.length;
    await dueReminder(c.crm, 'Not for the old user');
    await new Promise((r) => setTimeout(r, 200));
    expect(received.slice(before).some((r) => r.path === '/shared')).toBe(false);
    await dueReminder(c.project, 'For the new user');
    await until(() => received.slice(before).find((r) => r.path === '/shared'));
  });
});
