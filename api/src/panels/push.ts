// Web push (issue 11): a VAPID key pair (configured, or generated once and kept in `app_settings`), the browsers'
// subscriptions (`PUT /api/UserOption/UpdatePushSubscription`), and the pushes themselves: every notification and
// due reminder announced on the hub by this instance is also sent, encrypted by `web-push`, to the user's
// subscriptions. A push service answering 404/410 has dropped the subscription: it is deleted; other failures are
// logged and the in-app notification still stands.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import { recordType } from '../../../contract';
import { requireUser } from '../context';
import type { Db } from '../db/client';
import { appSettings, pushSubscriptions } from '../db/schema';
import type { HubBus, HubEvent } from '../hub/bus';
import { badRequest } from '../http/errors';
import { parseBody } from '../http/validation';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSettings {
  keys: VapidKeys;
  /** The VAPID `sub` claim: an https: URL or a mailto: address. */
  subject: string;
  /** Test harnesses only: subscriptions may name a plain-http loopback endpoint (a local stand-in push service). */
  allowLoopback: boolean;
}

const VAPID_KEY = 'vapid';
const PUSH_TIMEOUT_MS = 10_000;
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

const b64Length = (s: string) => Buffer.from(s, 'base64url').length;

/**
 * The configured key pair, else the one kept in the database, else a new one stored there (by one insert that
 * loses quietly to a concurrent instance's, which is then read back): restarts and every instance share it.
 */
export async function loadVapidKeys(db: Db, configured?: Partial<VapidKeys>): Promise<VapidKeys> {
  if (configured?.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  if (configured?.publicKey || configured?.privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const read = async () => (await db.select().from(appSettings).where(eq(appSettings.key, VAPID_KEY)))[0]?.value as VapidKeys | undefined;
  const kept = await read();
  if (kept) return kept;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: VAPID_KEY, value: { publicKey: made.publicKey, privateKey: made.privateKey } })
    .onConflictDoNothing();
  return (await read())!;
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function subscriptionBody(allowLoopback: boolean) {
  return z.object({
    endpoint: z
      .string()
      .max(2000)
      .refine((value) => {
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          return false;
        }
        return url.protocol === 'https:' || (allowLoopback && url.protocol === 'http:' && isLoopbackHost(url.hostname));
      }, 'Invalid push endpoint'),
    /** Turning push off in this browser: the subscription named by the endpoint is removed. */
    remove: z.boolean().optional(),
    keys: z
      .object({
        // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url as the browser gives them.
        p256dh: z
          .string()
          .max(200)
          .regex(base64url)
          .refine((s) => b64Length(s) === 65, 'Invalid key'),
        auth: z
          .string()
          .max(100)
          .regex(base64url)
          .refine((s) => b64Length(s) === 16, 'Invalid key'),
      })
      .optional(),
  });
}

export async function pushRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.put('/api/UserOption/UpdatePushSubscription', async (request) => {
    const auth = requireUser(request);
    const body = parseBody(subscriptionBody(app.ctx.push?.allowLoopback ?? false), request.body);
    if (body.remove) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, body.endpoint), eq(pushSubscriptions.userId, auth.user.id)));
      return { subscribed: false };
    }
    if (!body.keys) {
      throw badRequest('Invalid push subscription', [{ field: 'keys', message: 'Required' }]);
    }
    // A browser has one subscription per endpoint: signing in as someone else moves it to them.
    await db
      .insert(pushSubscriptions)
      .values({ companyId: auth.companyId, userId: auth.user.id, endpoint: body.endpoint, keys: body.keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { companyId: auth.companyId, userId: auth.user.id, keys: body.keys },
      });
    return { subscribed: true };
  });
}

/**
 * What a push carries: the hub event's name and payload (a notification, or a due reminder), and what the service
 * worker (`web/public/sw.js`) shows: a title, a body and the in-site path a click opens.
 */
export interface PushMessage {
  event: string;
  data: unknown;
  notification: { title: string; body: string; url: string };
}

interface Pushable {
  name?: string | null;
  objectName?: string | null;
  objectId?: number | null;
  action?: string | null;
  content?: string | null;
}

/** The record's detail page (`/{urlSegment}/detail/{id}`, as the bff's `Notification.url`), else the home page. */
function recordPath(objectName: string | null | undefined, objectId: number | null | undefined): string {
  const type = objectName ? recordType(objectName) : undefined;
  return type && typeof objectId === 'number' && Number.isSafeInteger(objectId) && objectId > 0
    ? `/${type.urlSegment}/detail/${objectId}`
    : '/';
}

/** The notice a hub event becomes on the user's screen. */
export function pushMessage(event: string, data: unknown): PushMessage {
  const d = (data ?? {}) as Pushable;
  const label = d.objectName ? (recordType(d.objectName)?.label ?? d.objectName) : '';
  const url = recordPath(d.objectName, d.objectId);
  if (event === 'reminder') {
    return { event, data, notification: { title: `Reminder: ${d.name || label || 'Reminder'}`, body: d.content ?? '', url } };
  }
  const body = d.action === 'assigned' ? `${label} assigned to you` : label;
  return { event, data, notification: { title: d.name || 'Notification', body, url } };
}

export class PushSender {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly settings: PushSettings,
    private readonly log: () => FastifyBaseLogger | undefined,
  ) {}

  /** Sends to every subscription of the user; never throws (failures are logged). */
  sendToUser(companyId: number, userId: number, message: PushMessage): Promise<void> {
    const run = this.run(companyId, userId, message).catch((err: unknown) => this.log()?.warn({ err }, 'web push failed'));
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
    return run;
  }

  /** Waits for the pushes under way (shutdown). */
  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async run(companyId: number, userId: number, message: PushMessage): Promise<void> {
    const subs = await this.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.companyId, companyId), eq(pushSubscriptions.userId, userId)));
    const payload = JSON.stringify(message);
    await Promise.all(subs.map((s) => this.sendOne(s.id, s.endpoint, s.keys, payload)));
  }

  private async sendOne(id: number, endpoint: string, keys: { p256dh: string; auth: string }, payload: string): Promise<void> {
    // web-push encrypts (aes128gcm) and signs (VAPID); the request itself goes through fetch with a timeout.
    const details = webpush.generateRequestDetails({ endpoint, keys }, payload, {
      vapidDetails: { subject: this.settings.subject, ...this.settings.keys },
      TTL: 24 * 60 * 60,
    });
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) {
        await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
        this.log()?.info({ subscription: id, status: response.status }, 'web push subscription gone: removed');
      } else if (!response.ok) {
        this.log()?.warn({ subscription: id, status: response.status }, 'web push refused');
      }
    } catch (err) {
      this.log()?.warn({ err, subscription: id }, 'web push service unreachable');
    }
  }
}

const pushedEvents = new Set(['notify', 'reminder']);

/**
 * The hub, publishing as before, plus a push of each notification and due reminder this instance announces (only
 * the publishing instance pushes, so several instances behind Redis push once).
 */
export function withPush(hub: HubBus, sender: PushSender): HubBus {
  return {
    publish: async (event: HubEvent) => {
      await hub.publish(event);
      const userId = event.hub === 'notification' && pushedEvents.has(event.event) ? /^user:(\d+)$/.exec(event.group)?.[1] : undefined;
      if (userId) void sender.sendToUser(event.companyId, Number(userId), pushMessage(event.event, event.payload));
    },
    subscribe: (listener) => hub.subscribe(listener),
    close: async () => {
      await sender.drain();
      await hub.close();
    },
  };
}
