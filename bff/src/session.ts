import { randomUUID } from 'node:crypto';
import type { BffRuntime } from './context';
import { UpstreamClient, UpstreamError, type UpstreamAuth } from './upstream/client';
import type { SessionIdentity } from './socket-sessions';
import type { InitialData } from './upstream/types';

/** Who a socket belongs to, checked at connect (`sessionId` null for API tokens). */
export type SocketIdentity = SessionIdentity;

const inFlight = new Map<string, Promise<SocketIdentity | null>>();

/**
 * Checks a session cheaply (`GET /api/Authentication/Session`: the api's session lookup and nothing else,
 * where InitialData also reads the company, its users and the menu). Sockets opening at once with the same
 * session share one check. Null when the api refuses the session; other failures throw.
 */
export function checkSession(runtime: BffRuntime, auth: Exclude<UpstreamAuth, { kind: 'none' }>): Promise<SocketIdentity | null> {
  const key = `${runtime.apiUrl} ${auth.kind} ${auth.token}`;
  let check = inFlight.get(key);
  if (!check) {
    check = ask(runtime, auth).finally(() => inFlight.delete(key));
    inFlight.set(key, check);
  }
  return check;
}

async function ask(runtime: BffRuntime, auth: UpstreamAuth): Promise<SocketIdentity | null> {
  const client = new UpstreamClient({
    baseUrl: runtime.apiUrl,
    pools: runtime.pools,
    auth,
    requestId: randomUUID(),
    callTimeoutMs: runtime.callTimeoutMs,
  });
  try {
    const { userId, companyId, sessionId } = await client.call<SessionIdentity>('GET', '/api/Authentication/Session');
    return { userId, companyId, sessionId };
  } catch (err) {
    if (err instanceof UpstreamError && (err.status === 401 || err.status === 403)) return null;
    // An api without the session route (older than this bff): the full initial data says the same.
    if (err instanceof UpstreamError && err.status === 404) {
      try {
        const { session } = await client.call<InitialData>('GET', '/api/UserMainMenu/InitialData');
        return { userId: session.userId, companyId: session.companyId, sessionId: null };
      } catch (e) {
        if (e instanceof UpstreamError && (e.status === 401 || e.status === 403)) return null;
        throw e;
      }
    }
    throw err;
  }
}
