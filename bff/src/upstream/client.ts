import { Pool, errors as undiciErrors, type Dispatcher, type FormData } from 'undici';
import { observeUpstream } from '../ops/metrics';
import type { FairShare } from './fair-share';

/** Timeouts toward the upstream (DESIGN §1). */
export const CONNECT_TIMEOUT_MS = 2_000;
export const HEADERS_TIMEOUT_MS = 5_000;
/** Longest silence between two chunks of a body. */
export const BODY_TIMEOUT_MS = 5_000;
/**
 * The whole answer of one call, headers and body. undici's own timeouts measure silences, so an api that
 * trickles a byte every few seconds would hold a call (and the request) forever without it.
 */
export const CALL_TIMEOUT_MS = 8_000;
/** Deadline for all upstream work of one GraphQL request. */
export const REQUEST_DEADLINE_MS = 10_000;

/** The body of a non-2xx upstream answer (api/CONTRACT.md "Errors"). */
export interface UpstreamErrorBody {
  message?: string;
  messageDetail?: string;
  errors?: { field: string; message: string }[];
  [key: string]: unknown;
}

/**
 * A failed upstream call. `status` is the HTTP status (0 when no answer came: connection failure,
 * 504 when the deadline or a timeout expired) and `body` the parsed JSON body when there was one.
 */
export class UpstreamError extends Error {
  readonly status: number;
  readonly body: UpstreamErrorBody | null;
  readonly timeout: boolean;
  readonly path: string;

  constructor(status: number, body: UpstreamErrorBody | null, path: string, options?: { timeout?: boolean; cause?: unknown }) {
    super(body?.message ?? (options?.timeout ? 'The upstream service did not answer in time' : `Upstream answered ${status}`), {
      cause: options?.cause,
    });
    this.name = 'UpstreamError';
    this.status = status;
    this.body = body;
    this.timeout = options?.timeout ?? false;
    this.path = path;
  }
}

/** An upstream base URL parsed once: its origin's pool and the path prefix of every call. */
export interface UpstreamEndpoint {
  pool: Pool;
  basePath: string;
}

/** One undici Pool per upstream origin, shared by every request of a bff instance. */
export class PoolRegistry {
  private readonly pools = new Map<string, Pool>();
  private readonly endpoints = new Map<string, UpstreamEndpoint>();

  /** The pool and path prefix of a base URL (parsed on first use, not per request). */
  endpoint(baseUrl: string): UpstreamEndpoint {
    let e = this.endpoints.get(baseUrl);
    if (!e) {
      const url = new URL(baseUrl);
      e = { pool: this.get(url.origin), basePath: url.pathname.replace(/\/$/, '') };
      this.endpoints.set(baseUrl, e);
    }
    return e;
  }

  get(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: 64,
        pipelining: 1,
        keepAliveTimeout: 10_000,
        keepAliveMaxTimeout: 60_000,
        headersTimeout: HEADERS_TIMEOUT_MS,
        bodyTimeout: BODY_TIMEOUT_MS,
        connect: { timeout: CONNECT_TIMEOUT_MS },
      });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    this.endpoints.clear();
    await Promise.all(pools.map((p) => p.destroy().catch(() => undefined)));
  }
}

/** How a call authenticates toward the upstream. */
export type UpstreamAuth = { kind: 'cookie'; token: string } | { kind: 'bearer'; token: string } | { kind: 'none' };

export interface UpstreamCallStats {
  calls: number;
  /** Wall time with at least one call in flight (ms): the request's own upstream time. */
  upstreamMs: number;
  /** Calls in flight and when the first of them started (for `upstreamMs`). */
  inFlight: number;
  busySince: number;
}

export const newCallStats = (): UpstreamCallStats => ({ calls: 0, upstreamMs: 0, inFlight: 0, busySince: 0 });

export interface UpstreamClientOptions {
  baseUrl: string;
  pools: PoolRegistry;
  auth: UpstreamAuth;
  requestId: string;
  /** The request's deadline: aborts every call still running when it fires. Read when a call starts. */
  signal?: AbortSignal | (() => AbortSignal | undefined);
  stats?: UpstreamCallStats;
  /** Whole-response timeout of each call (default CALL_TIMEOUT_MS). */
  callTimeoutMs?: number;
  /** Per-session concurrency of upstream calls; without it calls are not limited. */
  fairShare?: FairShare;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  query?: QueryParams;
  body?: unknown;
  /** A multipart body (an attachment upload); undici sets its content type and boundary. */
  form?: FormData;
  /** Extra response handling, e.g. to read Set-Cookie of Login. */
  onHeaders?: (headers: Dispatcher.ResponseData['headers']) => void;
  /** Extra request headers: `Idempotency-Key` of a create, the browser's address and user agent on Login (the api's throttle and audit). */
  headers?: Record<string, string>;
}

const RETRYABLE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'UND_ERR_CONNECT_TIMEOUT']);

function errorCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

/** The whole-response timeout of one call expired. */
class CallTimeoutError extends Error {
  constructor(ms: number) {
    super(`The upstream answer took longer than ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

function isTimeout(err: unknown): boolean {
  if (err instanceof undiciErrors.HeadersTimeoutError || err instanceof undiciErrors.BodyTimeoutError) return true;
  if (err instanceof undiciErrors.ConnectTimeoutError) return true;
  const name = (err as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

export function buildPath(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * A REST client bound to one GraphQL request: it carries the caller's session, the request id and
 * the request deadline, and counts the calls it makes.
 */
export class UpstreamClient {
  private readonly endpoint: UpstreamEndpoint;

  constructor(private readonly options: UpstreamClientOptions) {
    this.endpoint = options.pools.endpoint(options.baseUrl);
  }

  private get signal(): AbortSignal | undefined {
    const s = this.options.signal;
    return typeof s === 'function' ? s() : s;
  }

  get auth(): UpstreamAuth {
    return this.options.auth;
  }

  /** Switches the session used by later calls (login/logout within one request). */
  setAuth(auth: UpstreamAuth): void {
    this.options.auth = auth;
  }

  get requestId(): string {
    return this.options.requestId;
  }

  /** Performs one upstream call; GETs are retried once on connection errors. */
  async call<T>(method: Dispatcher.HttpMethod, path: string, opts: CallOptions = {}): Promise<T> {
    const fullPath = this.endpoint.basePath + buildPath(path, opts.query);
    // GETs, and creates carrying an idempotency key (a repeat answers the first result), are safe to send again.
    const idempotent = method === 'GET' || method === 'HEAD' || Boolean(opts.headers?.['idempotency-key']);
    const attempts = idempotent ? 2 : 1;
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      const started = performance.now();
      try {
        const auth = this.options.auth;
        const fair = this.options.fairShare;
        const value = await (fair && auth.kind !== 'none'
          ? fair.run(auth.token, () => this.once<T>(method, fullPath, opts), this.signal)
          : this.once<T>(method, fullPath, opts));
        observeUpstream(method, path, 200, (performance.now() - started) / 1000);
        return value;
      } catch (err) {
        observeUpstream(method, path, err instanceof UpstreamError ? err.status : 0, (performance.now() - started) / 1000);
        lastError = err;
        if (err instanceof UpstreamError) throw err;
        const code = errorCode(err);
        if (attempt + 1 < attempts && code && RETRYABLE_CODES.has(code) && !this.signal?.aborted) continue;
        break;
      }
    }
    if (isTimeout(lastError) || this.signal?.aborted) {
      throw new UpstreamError(504, null, path, { timeout: true, cause: lastError });
    }
    throw new UpstreamError(502, { message: 'The upstream service is unreachable' }, path, { cause: lastError });
  }

  /**
   * A GET whose answer is passed on as it comes (an attachment's bytes): the status, the headers and the
   * body stream, whatever the status. No retry: the caller streams it to its own client.
   */
  async stream(path: string): Promise<Dispatcher.ResponseData> {
    const headers: Record<string, string> = { 'x-request-id': this.options.requestId };
    const auth = this.options.auth;
    if (auth.kind === 'cookie') headers.cookie = `sid=${auth.token}`;
    else if (auth.kind === 'bearer') headers.authorization = `Bearer ${auth.token}`;
    if (this.options.stats) this.options.stats.calls++;
    return this.endpoint.pool.request({
      method: 'GET',
      path: this.endpoint.basePath + path,
      headers,
      signal: this.signal,
      headersTimeout: HEADERS_TIMEOUT_MS,
      bodyTimeout: BODY_TIMEOUT_MS,
    });
  }

  private async once<T>(method: Dispatcher.HttpMethod, path: string, opts: CallOptions): Promise<T> {
    const headers: Record<string, string> = {
      ...opts.headers,
      accept: 'application/json',
      'x-request-id': this.options.requestId,
    };
    const auth = this.options.auth;
    if (auth.kind === 'cookie') headers.cookie = `sid=${auth.token}`;
    else if (auth.kind === 'bearer') headers.authorization = `Bearer ${auth.token}`;
    let body: string | FormData | undefined;
    if (opts.form) body = opts.form;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const stats = this.options.stats;
    const started = performance.now();
    if (stats) {
      stats.calls++;
      if (stats.inFlight++ === 0) stats.busySince = started;
    }
    try {
      return await this.exchange<T>(method, path, headers, body, opts, started);
    } finally {
      if (stats && --stats.inFlight === 0) stats.upstreamMs += performance.now() - stats.busySince;
    }
  }

  /** One HTTP exchange, answered whole within the call timeout (headers and body together). */
  private async exchange<T>(
    method: Dispatcher.HttpMethod,
    path: string,
    headers: Record<string, string>,
    body: string | FormData | undefined,
    opts: CallOptions,
    started: number,
  ): Promise<T> {
    const limit = this.options.callTimeoutMs ?? CALL_TIMEOUT_MS;
    const res = await this.endpoint.pool.request({
      method,
      path,
      headers,
      body,
      signal: this.signal,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, limit),
      bodyTimeout: BODY_TIMEOUT_MS,
    });
    // One timer for the rest of the budget: a body that keeps trickling is cut when it runs out.
    const timer = setTimeout(() => res.body.destroy(new CallTimeoutError(limit)), Math.max(0, limit - (performance.now() - started)));
    let text: string;
    try {
      opts.onHeaders?.(res.headers);
      text = await res.body.text();
    } finally {
      clearTimeout(timer);
    }
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    // 204 (or any empty body) is "no content": null. A success that is not JSON is an upstream fault,
    // not something to hand to resolvers as null.
    let parsed: unknown = null;
    if (text.length > 0) {
      try {
        parsed = JSON.parse(text);
      } catch (cause) {
        if (ok) throw new UpstreamError(502, { message: 'JSON content could not be parsed' }, path, { cause });
      }
    }
    if (!ok) {
      const errBody =
        parsed && typeof parsed === 'object' && !Array.isArray(parsed)
          ? (parsed as UpstreamErrorBody)
          : { message: text.slice(0, 200) || `Upstream answered ${res.statusCode}` };
      throw new UpstreamError(res.statusCode, errBody, path);
    }
    return parsed as T;
  }
}
