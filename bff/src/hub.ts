import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { Client } from 'undici';
import type { RecordChangedPayload } from '../../contract';
import { isNamedLookup, type LookupCache } from './lookups';
import type { PubSub, ReminderModel, StatusUpdateEvent, TaskProgressEvent } from './pubsub';
import { CONNECT_TIMEOUT_MS, HEADERS_TIMEOUT_MS } from './upstream/client';
import type { HubEvent, NotificationModel } from './upstream/types';

/** Longest wait between reconnect attempts. */
export const HUB_MAX_BACKOFF_MS = 2_000;

export interface HubConsumerOptions {
  apiUrl: string;
  serviceToken: string;
  pubsub: PubSub;
  /** Forgotten where the hub says a lookup changed (`lookupChange`). */
  lookups?: LookupCache;
  log?: (msg: string) => void;
  /** The api ended a session (`session.ended`: logout or expiry); the bff closes the sockets opened with it. */
  onSessionEnded?: (userId: number, sessionId: number) => void;
  /** The stream came back after a break: events of the gap (session ends included) were missed. */
  onReconnected?: () => void;
}

/**
 * Consumes the api's hub stream (`GET /api/hub/stream`, server-sent events) once per bff instance
 * with the service token, and republishes events into the pub-sub: notifications to the addressed user's
 * topic, record changes to the company's topic.
 * Reconnects with exponential backoff (0.5 s → 2 s): a reconnect attempt against a down api costs one refused
 * connection, and the cap bounds how long open subscriptions stay silent after the api is back (≤ 2 s + connect).
 */
export class HubConsumer {
  private client: Client | null = null;
  private abort = new AbortController();
  private stopped = false;
  private connectedResolve!: () => void;
  /** Resolves when the stream is connected for the first time. */
  readonly connected: Promise<void>;
  /** Number of successful (re)connections. */
  connections = 0;

  constructor(private readonly options: HubConsumerOptions) {
    this.connected = new Promise((resolve) => {
      this.connectedResolve = resolve;
    });
  }

  start(): void {
    void this.loop();
  }

  private async loop(): Promise<void> {
    let delay = 500;
    let failures = 0;
    while (!this.stopped) {
      try {
        await this.consume(() => {
          delay = 500;
          if (failures > 0) this.options.log?.(`hub stream: reconnected after ${failures} failed attempt(s)`);
          failures = 0;
        });
      } catch (err) {
        if (this.stopped) break;
        // The first failure and then one line a minute: an api outage should not flood the log.
        if (failures++ % 30 === 0)
          this.options.log?.(`hub stream: ${(err as Error).message}; reconnecting every ${HUB_MAX_BACKOFF_MS / 1000} s at most`);
      }
      if (this.stopped) break;
      await new Promise((r) => setTimeout(r, delay).unref());
      delay = Math.min(delay * 2, HUB_MAX_BACKOFF_MS);
    }
  }

  private async consume(onConnected: () => void): Promise<void> {
    const url = new URL(this.options.apiUrl);
    this.client ??= new Client(url.origin, {
      connect: { timeout: CONNECT_TIMEOUT_MS },
      headersTimeout: HEADERS_TIMEOUT_MS,
      // The api sends a ": ping" comment every 15 s: a minute of silence means the stream is dead.
      bodyTimeout: 60_000,
      keepAliveTimeout: 10_000,
    });
    const res = await this.client.request({
      method: 'GET',
      path: `${url.pathname.replace(/\/$/, '')}/api/hub/stream`,
      headers: { accept: 'text/event-stream', authorization: `Bearer ${this.options.serviceToken}` },
      signal: this.abort.signal,
    });
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw new Error(`answered ${res.statusCode}`);
    }
    this.connections++;
    if (this.connections > 1) this.options.onReconnected?.();
    onConnected();
    this.connectedResolve();
    const parser = createParser({ onEvent: (msg) => this.dispatch(msg) });
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      parser.feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true }));
    }
    throw new Error('stream ended');
  }

  private dispatch(msg: EventSourceMessage): void {
    let event: HubEvent;
    try {
      event = JSON.parse(msg.data) as HubEvent;
    } catch {
      return;
    }
    const name = event.hub && event.event ? `${event.hub}.${event.event}` : msg.event;
    if (event.event === 'lookupChange' || msg.event === 'lookupChange') {
      this.lookupChanged(event.group, event.payload);
      return;
    }
    if (name === 'notification.newVersion') {
      const version = (event.payload as { version?: unknown } | null)?.version;
      if (typeof version === 'string') void this.options.pubsub.publish('newVersion', { version });
      return;
    }
    // Record changes go to the company's topic; the subscription re-reads each record with the subscriber's session.
    const company = /^company:(\d+)$/.exec(event.group ?? '');
    if (company && name === 'record.changed' && Number(company[1]) === event.companyId) {
      const change = event.payload as RecordChangedPayload;
      void this.options.pubsub.publish('recordChanged', event.companyId, change);
      if (change.objectName === 'StatusUpdate' && change.change === 'created')
        void this.options.pubsub.publish('statusUpdateAdded', event.companyId, { statusUpdateId: change.id, userId: change.userId ?? 0 });
      return;
    }
    if (company && Number(company[1]) === event.companyId && (name === 'task.progress' || name === 'statusUpdate.comment')) {
      if (name === 'task.progress') void this.options.pubsub.publish('taskProgress', event.companyId, event.payload as TaskProgressEvent);
      else void this.options.pubsub.publish('statusUpdateAdded', event.companyId, event.payload as StatusUpdateEvent);
      return;
    }
    const m = /^user:(\d+)$/.exec(event.group ?? '');
    if (!m) return;
    const userId = Number(m[1]);
    if (name === 'notification.notify') {
      void this.options.pubsub.publish('notificationAdded', userId, event.payload as NotificationModel);
    } else if (name === 'notification.reminder') {
      void this.options.pubsub.publish('reminderDue', userId, event.payload as ReminderModel);
    } else if (name === 'session.ended') {
      const sessionId = (event.payload as { sessionId?: unknown } | null)?.sessionId;
      if (typeof sessionId === 'number') this.options.onSessionEnded?.(userId, sessionId);
    }
  }

  /** Users, the company or a user's menu and preferences changed: the cached lookups of that scope go. */
  private lookupChanged(group: string | undefined, payload: unknown): void {
    const m = /^(company|user):(\d+)$/.exec(group ?? '');
    if (!m) return this.options.lookups?.clear();
    const scope = m[1] === 'company' ? { companyId: Number(m[2]) } : { userId: Number(m[2]) };
    const named = (payload as { lookup?: unknown } | null)?.lookup;
    const lookup = typeof named === 'string' ? named : null;
    this.options.lookups?.lookupChanged(scope, lookup);
    // Open pages refetch what their shell cached of it (the `lookupChanged` subscription); a named lookup such as
    // saved views is read by the page's own query, not the shell's.
    if (!isNamedLookup(lookup)) void this.options.pubsub.publish('lookupChanged', 0, { ...scope, lookup });
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    await this.client?.destroy().catch(() => undefined);
  }
}
