// Live graphql-ws sockets and the sessions they were opened with. A socket's identity is checked at connect and
// again on every subscribe (GET /api/Authentication/Session), and sockets end with their session:
//  - the api publishes `session.ended` (logout, idle or absolute expiry) on its hub stream, which this bff reads
//    once per instance (hub.ts); every socket opened with that session is closed at once with 4401;
//  - events missed while the hub stream was down are caught up on reconnection by re-checking every socket;
//  - a subscribe on a socket whose session is gone is refused (UNAUTHENTICATED) and the socket closed with 4401.
// 4401 ("Unauthorized") is graphql-ws's own close code for a lost identity; its client does not retry on it.
import { randomUUID } from 'node:crypto';
import { createGraphQLError } from 'graphql-yoga';
import { UpstreamClient, UpstreamError, type PoolRegistry, type UpstreamAuth } from './upstream/client';

export const SESSION_ENDED_CODE = 4401;
export const SESSION_ENDED_REASON = 'Unauthorized: session ended';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** What the api says about a socket's credentials. `sessionId` is null for API tokens (they end with no session). */
export interface SessionIdentity {
  userId: number;
  companyId: number;
  sessionId: number | null;
}

/** The part of a ws socket this module uses. */
export interface LiveSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

interface Entry {
  auth: UpstreamAuth;
  identity: SessionIdentity;
}

/** Asks the api who `auth` is; null when the credentials no longer authenticate. Other failures throw. */
export async function checkSession(apiUrl: string, pools: PoolRegistry, auth: UpstreamAuth): Promise<SessionIdentity | null> {
  if (auth.kind === 'none') return null;
  const client = new UpstreamClient({ baseUrl: apiUrl, pools, auth, requestId: randomUUID(), signal: AbortSignal.timeout(10_000) });
  try {
    return await client.call<SessionIdentity>('GET', '/api/Authentication/Session');
  } catch (err) {
    if (err instanceof UpstreamError && (err.status === 401 || err.status === 403)) return null;
    throw err;
  }
}

/**
 * The refusal of a subscribe. Made by yoga's helper so it is an instance of the graphql copy graphql-ws checks
 * against (test runners may load a second copy for our own modules).
 */
export const sessionEndedError = () => createGraphQLError(SESSION_ENDED_MESSAGE, { extensions: { code: 'UNAUTHENTICATED', status: 401 } });

export class LiveSockets {
  private readonly sockets = new Map<LiveSocket, Entry>();
  private readonly byUser = new Map<number, Set<LiveSocket>>();

  /** `check` asks the api who credentials are (default: checkSession above; the bff passes its shared check, session.ts). */
  constructor(
    apiUrl: string,
    pools: PoolRegistry,
    private readonly check: (auth: UpstreamAuth) => Promise<SessionIdentity | null> = (auth) => checkSession(apiUrl, pools, auth),
  ) {}

  /** Tracks a socket authenticated at connect; it is forgotten when it closes. */
  add(socket: LiveSocket, auth: UpstreamAuth, identity: SessionIdentity): void {
    this.sockets.set(socket, { auth, identity });
    let mine = this.byUser.get(identity.userId);
    if (!mine) this.byUser.set(identity.userId, (mine = new Set()));
    mine.add(socket);
    socket.once('close', () => this.forget(socket));
  }

  private forget(socket: LiveSocket): void {
    const entry = this.sockets.get(socket);
    if (!entry) return;
    this.sockets.delete(socket);
    const mine = this.byUser.get(entry.identity.userId);
    mine?.delete(socket);
    if (mine?.size === 0) this.byUser.delete(entry.identity.userId);
  }

  /** Closes the socket because its session is gone (its subscriptions end with it). */
  end(socket: LiveSocket): void {
    this.forget(socket);
    socket.close(SESSION_ENDED_CODE, SESSION_ENDED_REASON);
  }

  /** The api announced that a session of `userId` ended: close every socket opened with it. */
  sessionEnded(userId: number, sessionId: number): void {
    for (const socket of [...(this.byUser.get(userId) ?? [])]) {
      if (this.sockets.get(socket)?.identity.sessionId === sessionId) this.end(socket);
    }
  }

  /**
   * Whether the socket's session still holds; checked on every subscribe. A socket that is not tracked was opened
   * without credentials (nothing to re-check: its operations are refused by the schema's auth scopes).
   */
  async stillValid(socket: LiveSocket): Promise<boolean> {
    const entry = this.sockets.get(socket);
    if (!entry) return true;
    const identity = await this.check(entry.auth);
    return identity !== null && identity.userId === entry.identity.userId;
  }

  /**
   * Re-checks every socket (after the hub stream reconnects: `session.ended` events may have been missed), a few at
   * a time so thousands of sockets do not hit a just-restarted api at once.
   */
  async revalidateAll(concurrency = 16): Promise<void> {
    const queue = [...this.sockets.keys()];
    const worker = async () => {
      for (let socket = queue.shift(); socket; socket = queue.shift()) {
        if (!(await this.stillValid(socket).catch(() => true))) this.end(socket);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  }

  /** Open authenticated sockets (for tests and metrics). */
  get size(): number {
    return this.sockets.size;
  }
}
