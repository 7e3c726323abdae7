// The hub event bus: in-process by default, Redis pub/sub when several api instances run.
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export interface HubEvent {
  hub: string; // e.g. "notification"
  event: string; // e.g. "notify"
  group: string; // "user:<id>"
  companyId: number;
  payload: unknown;
}

export type HubListener = (event: HubEvent) => void;

export interface HubBus {
  publish(event: HubEvent): Promise<void>;
  subscribe(listener: HubListener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'api:hub';

class LocalBus implements HubBus {
  protected readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open stream; many streams are normal.
    this.emitter.setMaxListeners(0);
  }
  async publish(event: HubEvent): Promise<void> {
    this.emitter.emit('event', event);
  }
  subscribe(listener: HubListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** Every instance publishes to Redis and delivers what comes back, so local and remote events take one path. */
class RedisBus extends LocalBus {
  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
  ) {
    super();
  }

  static async connect(url: string): Promise<RedisBus> {
    const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = new Redis(url, { lazyConnect: true });
    await Promise.all([pub.connect(), sub.connect()]);
    const bus = new RedisBus(pub, sub);
    sub.on('message', (_channel: string, message: string) => {
      try {
        bus.emitter.emit('event', JSON.parse(message) as HubEvent);
      } catch {
        // A malformed message from another producer must not kill the subscriber.
      }
    });
    await sub.subscribe(CHANNEL);
    return bus;
  }

  override async publish(event: HubEvent): Promise<void> {
    await this.pub.publish(CHANNEL, JSON.stringify(event));
  }

  override async close(): Promise<void> {
    await super.close();
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}

export async function createHubBus(redisUrl?: string): Promise<HubBus> {
  return redisUrl ? RedisBus.connect(redisUrl) : new LocalBus();
}

/** The event that says a lookup others keep (the bff's per-session data, the api's company cache) changed. */
export const LOOKUP_CHANGE = 'lookupChange';

/** Announces a changed lookup, to a company (`company:<id>`) or to one of its users (`user:<id>`). */
export function publishLookupChange(hub: HubBus, change: { companyId: number; userId?: number; lookup: string }): Promise<void> {
  return hub.publish({
    hub: 'notification',
    event: LOOKUP_CHANGE,
    group: change.userId === undefined ? `company:${change.companyId}` : `user:${change.userId}`,
    companyId: change.companyId,
    payload: { lookup: change.lookup },
  });
}
