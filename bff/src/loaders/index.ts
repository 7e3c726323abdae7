import DataLoader from 'dataloader';
import type { LookupCache } from '../lookups';
import { buildPath, type QueryParams, type UpstreamClient } from '../upstream/client';
import type { InitialData, UserModel } from '../upstream/types';
import { isRowId } from '../schema/common/row-id';
import { createRecordLoaders, type RecordLoaders } from './records';

/**
 * Per-request loaders. They are created with the GraphQL context, so nothing is shared between
 * requests (or sessions): the cache key is the upstream path + query, the session is implicit.
 */
export interface Loaders extends RecordLoaders {
  /** A deduplicated GET: the same path + query is fetched at most once per request. */
  get<T>(path: string, query?: QueryParams): Promise<T>;
  /** A read-only POST (e.g. PagingAndSorting), deduplicated by `key` within the request. */
  post<T>(path: string, key: string, body: unknown): Promise<T>;
  /** Users by row id, batched into one `GET /api/User/List?idList=...` per tick. */
  users: DataLoader<number, UserModel | null>;
  /** The signed-in user's initial data (session, company, its users, menu), shared across the session's requests. */
  initialData(): Promise<InitialData>;
  /** Forget every cached GET and the session's shared lookups (after a mutation). */
  clear(): void;
  /** Forget this request's cached reads, keep the session's shared lookups (a live event re-reading a record). */
  refresh(): void;
}

const sessionToken = (upstream: UpstreamClient) => (upstream.auth.kind === 'none' ? null : upstream.auth.token);

export function createLoaders(upstream: UpstreamClient, lookups: LookupCache): Loaders {
  const gets = new DataLoader<string, unknown>(
    async (keys) =>
      Promise.all(
        keys.map((key) =>
          upstream.call<unknown>('GET', key).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err)))),
        ),
      ),
    { batch: false },
  );

  const get = <T>(path: string, query?: QueryParams): Promise<T> => gets.load(buildPath(path, query)) as Promise<T>;

  const initialData = () => {
    const token = sessionToken(upstream);
    const load = () => upstream.call<InitialData>('GET', '/api/UserMainMenu/InitialData');
    return token ? lookups.initialData(token, load) : get<InitialData>('/api/UserMainMenu/InitialData');
  };

  const users = new DataLoader<number, UserModel | null>(
    async (ids) => {
      // The company's users come with the session's initial data, kept across the session's requests: no call
      // of their own (a user added since is asked for by id).
      const token = sessionToken(upstream);
      const known = token ? (await initialData().catch(() => undefined))?.userList : undefined;
      if (known) {
        const byId = new Map(known.map((u) => [u.id, u]));
        if (ids.every((id) => byId.has(id))) return ids.map((id) => byId.get(id)!);
      }
      // Ids no row can have are absent without asking (the api refuses them as bad input).
      const sorted = [...new Set(ids)].filter(isRowId).sort((a, b) => a - b);
      if (sorted.length === 0) return ids.map(() => null);
      const res = await get<{ data: UserModel[] }>('/api/User/List', { idList: sorted.join(',') });
      const byId = new Map(res.data.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: 100 },
  );

  const posts = new Map<string, Promise<unknown>>();
  const post = <T>(path: string, key: string, body: unknown): Promise<T> => {
    const k = `${path} ${key}`;
    let p = posts.get(k);
    if (!p) {
      p = upstream.call<unknown>('POST', path, { body });
      p.catch(() => posts.delete(k));
      posts.set(k, p);
    }
    return p as Promise<T>;
  };

  const records = createRecordLoaders(get, post);
  const refresh = () => {
    gets.clearAll();
    posts.clear();
    users.clearAll();
    records.clear();
  };

  return {
    get,
    post,
    users,
    rows: records.rows,
    refs: records.refs,
    details: records.details,
    summaries: records.summaries,
    sections: records.sections,
    history: records.history,
    shares: records.shares,
    recent: records.recent,
    initialData,
    clear() {
      const token = sessionToken(upstream);
      if (token) lookups.forgetSession(token);
      refresh();
    },
    refresh,
  };
}
