import { setMaxListeners } from 'node:events';
import { initContextCache } from '@pothos/core';
import { parseCookie } from 'cookie';
import type { YogaInitialContext } from 'graphql-yoga';
import { createLoaders, type Loaders } from './loaders';
import type { PubSub } from './pubsub';
import type { SocketIdentity } from './session';
import type { LookupCache } from './lookups';
import type { FairShare } from './upstream/fair-share';
import { MAX_UPSTREAM_CALLS } from './schema/upstream-cost';
import { UpstreamClient, newCallStats, type PoolRegistry, type UpstreamAuth, type UpstreamCallStats } from './upstream/client';

export const SESSION_COOKIE = 'sid';

/** Abort listeners one request's signal may hold: the fair-share wait and undici, per upstream call. */
const UPSTREAM_LISTENERS = 2 * MAX_UPSTREAM_CALLS + 10;

/** Per-request state shared between the HTTP layer (response headers) and the resolvers. */
export interface RequestState {
  requestId: string;
  stats: UpstreamCallStats;
  /** `Set-Cookie` values to add to the HTTP response (login/logout). */
  setCookies: string[];
  /** Whether the browser talks to us over https (controls the cookie's Secure flag). */
  secure: boolean;
  /** The request's deadline (none for long-lived subscriptions). */
  deadline: Deadline | null;
}

/**
 * The deadline of one GraphQL request: one timer, and an AbortController made only when an upstream call
 * asks for the signal. The timer holds the controller, so it fires whatever the garbage collector does
 * (a composite `AbortSignal.any([AbortSignal.timeout(…)])` stops firing once the timeout signal is
 * collected on Node 20). `clear()` at the end of the request.
 */
export class Deadline {
  private controller: AbortController | null = null;
  private expired = false;
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller?.abort(new DeadlineExceeded(ms));
    }, ms);
  }

  /** The signal upstream calls carry; already aborted once the deadline has passed. */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      // Each upstream call of the operation listens on this one signal (up to the per-operation call budget), so
      // Node's default of 10 listeners would warn of a leak that is not one.
      setMaxListeners(UPSTREAM_LISTENERS, this.controller.signal);
      if (this.expired) this.controller.abort(new DeadlineExceeded(0));
    }
    return this.controller.signal;
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

class DeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`The request deadline (${ms} ms) passed`);
    this.name = 'TimeoutError';
  }
}

/**
 * A lookup of the signed-in session, kept across its requests (LookupCache); anonymous callers load it each time.
 */
export function sessionLookup<T>(ctx: Context, name: string, load: () => Promise<T>): Promise<T> {
  return ctx.token ? ctx.lookups.lookup(ctx.token, name, load) : load();
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
  /** Lookups shared across requests (initial data, company users), per session and company. */
  lookups: LookupCache;
  /** Set on graphql-ws operations: who the socket's session belongs to, checked at connect. */
  subscriber?: SocketIdentity | null;
  /** Replaces the session (after login/logout) for the rest of this request. */
  setSession(this: Context, token: string | null): void;
}

/** What every request of a bff instance shares. */
export interface BffRuntime {
  apiUrl: string;
  pools: PoolRegistry;
  pubsub: PubSub;
  lookups: LookupCache;
  /** Deadline of one GraphQL request over HTTP (default REQUEST_DEADLINE_MS). */
  deadlineMs: number;
  /** Whole-response timeout of one upstream call (default CALL_TIMEOUT_MS). */
  callTimeoutMs?: number;
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

/** State of one GraphQL request; `deadlineMs` null for long-lived subscriptions (each call still has its timeout). */
export function newRequestState(requestId: string, secure: boolean, deadlineMs: number | null): RequestState {
  return { requestId, stats: newCallStats(), setCookies: [], secure, deadline: deadlineMs === null ? null : new Deadline(deadlineMs) };
}

export function buildContext(runtime: BffRuntime, state: RequestState, auth: UpstreamAuth, subscriber?: SocketIdentity | null): Context {
  const upstream = new UpstreamClient({
    baseUrl: runtime.apiUrl,
    pools: runtime.pools,
    auth,
    requestId: state.requestId,
    signal: state.deadline ? () => state.deadline!.signal : undefined,
    stats: state.stats,
    callTimeoutMs: runtime.callTimeoutMs,
    fairShare: runtime.fairShare,
  });
  return {
    // Pothos's per-request caches (scope-auth, dataloaders, createContextCache) keep their entries here: with the
    // patched @pothos/core (patches/), a finished request's context dies young instead of being kept by WeakMaps.
    ...initContextCache(),
    requestId: state.requestId,
    token: auth.kind === 'none' ? null : auth.token,
    auth,
    upstream,
    loaders: createLoaders(upstream, runtime.lookups),
    state,
    pubsub: runtime.pubsub,
    lookups: runtime.lookups,
    subscriber,
    // A method (not a closure): yoga copies the context object, `this` is the resolvers' context.
    setSession(this: Context, token: string | null) {
      const next: UpstreamAuth = token ? { kind: 'cookie', token } : { kind: 'none' };
      if (this.auth.kind !== 'none') this.lookups.forgetSession(this.auth.token);
      this.auth = next;
      this.token = token;
      this.upstream.setAuth(next);
      this.loaders.clear();
    },
  };
}

export type ServerContext = YogaInitialContext & {
  /** The node request (HTTP) or the upgrade request (graphql-ws). */
  req?: unknown;
  /** Present on HTTP requests: made by the http handler before yoga runs. */
  state?: RequestState;
  /** Present on graphql-ws operations. */
  wsContext?: { state: RequestState; auth: UpstreamAuth; identity: SocketIdentity | null };
};
