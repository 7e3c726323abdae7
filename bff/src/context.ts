import { parseCookie } from 'cookie';
import type { YogaInitialContext } from 'graphql-yoga';
import { createLoaders, type Loaders } from './loaders';
import type { PubSub } from './pubsub';
import type { FairShare } from './upstream/fair-share';
import { REQUEST_DEADLINE_MS, UpstreamClient, type PoolRegistry, type UpstreamAuth, type UpstreamCallStats } from './upstream/client';

export const SESSION_COOKIE = 'sid';

/** Per-request state shared between the HTTP layer (response headers) and the resolvers. */
export interface RequestState {
  requestId: string;
  stats: UpstreamCallStats;
  /** `Set-Cookie` values to add to the HTTP response (login/logout). */
  setCookies: string[];
  /** Whether the browser talks to us over https (controls the cookie's Secure flag). */
  secure: boolean;
  signal: AbortSignal;
}

/** The GraphQL context every resolver receives. */
export interface Context {
  requestId: string;
  /** The session token of the caller (cookie or bearer), null when anonymous. */
  token: string | null;
  auth: UpstreamAuth;
  upstream: UpstreamClient;
  loaders: Loaders;
  state: RequestState;
  pubsub: PubSub;
  /** Set on graphql-ws connections: the user id validated at connect. */
  subscriberUserId?: number | null;
  /** Replaces the session (after login/logout) for the rest of this request. */
  setSession(this: Context, token: string | null): void;
}

export interface BffRuntime {
  apiUrl: string;
  pools: PoolRegistry;
  pubsub: PubSub;
  /** Per-user concurrency of upstream calls (optional: absent, calls are not limited). */
  fairShare?: FairShare;
}

/** Session from headers: the `sid` cookie (browsers) or `Authorization: Bearer` (integrators). */
export function authFromHeaders(get: (name: string) => string | null | undefined): UpstreamAuth {
  const authorization = get('authorization');
  if (authorization) {
    const m = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    if (m?.[1]) return { kind: 'bearer', token: m[1] };
  }
  const sid = parseCookie(get('cookie') ?? '')[SESSION_COOKIE];
  if (sid) return { kind: 'cookie', token: sid };
  return { kind: 'none' };
}

/**
 * State of one GraphQL request. `deadline` (default on) aborts its upstream calls after 10 s;
 * long-lived subscriptions run without it (each upstream call still has its own timeouts).
 */
export function newRequestState(requestId: string, secure: boolean, outer?: AbortSignal, deadline = true): RequestState {
  const signals: AbortSignal[] = [];
  if (deadline) signals.push(AbortSignal.timeout(REQUEST_DEADLINE_MS));
  if (outer) signals.push(outer);
  return {
    requestId,
    stats: { calls: 0 },
    setCookies: [],
    secure,
    signal: signals.length === 1 ? signals[0]! : AbortSignal.any(signals),
  };
}

export function buildContext(runtime: BffRuntime, state: RequestState, auth: UpstreamAuth, subscriberUserId?: number | null): Context {
  const upstream = new UpstreamClient({
    baseUrl: runtime.apiUrl,
    pools: runtime.pools,
    auth,
    requestId: state.requestId,
    signal: state.signal,
    stats: state.stats,
    fairShare: runtime.fairShare,
  });
  return {
    requestId: state.requestId,
    token: auth.kind === 'none' ? null : auth.token,
    auth,
    upstream,
    loaders: createLoaders(upstream),
    state,
    pubsub: runtime.pubsub,
    subscriberUserId,
    // A method (not a closure): yoga copies the context object, `this` is the resolvers' context.
    setSession(this: Context, token: string | null) {
      const next: UpstreamAuth = token ? { kind: 'cookie', token } : { kind: 'none' };
      this.auth = next;
      this.token = token;
      this.upstream.setAuth(next);
      this.loaders.clear();
    },
  };
}

export type ServerContext = YogaInitialContext & {
  /** Fastify's request/reply (HTTP) or the upgrade request (graphql-ws). */
  req?: unknown;
  reply?: unknown;
  /** Present on graphql-ws operations. */
  wsContext?: { state: RequestState; auth: UpstreamAuth; userId: number | null };
};
