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
  /**
   * A list page (`PagingAndSorting`): pages asked in the same tick whose bodies differ only in their `fields` and
   * `references` lists are one call asking the union of both (whole rows when one asks whole rows), so two aliases
   * of one list with different row selections cost one call, as they did before pages carried only their fields.
   */
  page<T>(path: string, body: PageBody): Promise<T>;
  /** Users by row id, batched into one `GET /api/User/List?idList=...` per tick. */
  users: DataLoader<number, UserModel | null>;
  /** The signed-in user's initial data (session, company, its users, menu), shared across the session's requests. */
  initialData(): Promise<InitialData>;
  /** Forget every cached GET and the session's shared lookups (after a mutation). */
  clear(): void;
  /** Forget this request's cached reads, keep the session's shared lookups (a live event re-reading a record). */
  refresh(): void;
}

/** A list page's body: the lists a merged call asks the union of, and the rest, which must be equal to merge. */
export interface PageBody {
  fields?: readonly string[];
  references?: readonly string[];
  [key: string]: unknown;
}

/** Pages asked together, by path and the rest of their bodies: one call answers each group. */
interface PageGroup {
  path: string;
  rest: Record<string, unknown>;
  /** Null once one of the group asks whole rows. */
  fields: Set<string> | null;
  references: Set<string>;
  members: number[];
}

function groupPages(asks: readonly { path: string; body: PageBody }[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  asks.forEach(({ path, body }, i) => {
    const { fields, references, ...rest } = body;
    const key = `${path} ${JSON.stringify(rest)}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { path, rest, fields: new Set(), references: new Set(), members: [] }));
    if (!fields) group.fields = null;
    else if (group.fields) for (const f of fields) group.fields.add(f);
    for (const r of references ?? []) group.references.add(r);
    group.members.push(i);
  });
  return [...groups.values()];
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

  const pages = new DataLoader<{ path: string; body: PageBody }, unknown, string>(
    async (asks) => {
      const answers = new Array<unknown>(asks.length);
      await Promise.all(
        groupPages(asks).map(async (g) => {
          const body = {
            ...g.rest,
            ...(g.references.size ? { references: [...g.references].sort() } : {}),
            ...(g.fields ? { fields: [...g.fields].sort() } : {}),
          };
          const answer = await post(g.path, JSON.stringify(body), body).catch((err: unknown) =>
            err instanceof Error ? err : new Error(String(err)),
          );
          for (const i of g.members) answers[i] = answer;
        }),
      );
      return answers;
    },
    { cacheKeyFn: ({ path, body }) => `${path} ${JSON.stringify(body)}` },
  );
  const page = <T>(path: string, body: PageBody): Promise<T> => {
    const ask = { path, body };
    // A failed page is not remembered (as `post`): another field of the request may ask again.
    return pages.load(ask).catch((err: unknown) => {
      pages.clear(ask);
      throw err;
    }) as Promise<T>;
  };

  const records = createRecordLoaders(get, post);
  const refresh = () => {
    gets.clearAll();
    posts.clear();
    pages.clearAll();
    users.clearAll();
    records.clear();
  };

  return {
    get,
    post,
    page,
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
