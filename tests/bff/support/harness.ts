import { startApi, type RunningApi } from '../../../api/src/server';
import { startBff, type RunningBff, type StartBffOptions } from '../../../bff/src/server';

export const PASSWORD = 'demo1234';

export interface Stack {
  api: RunningApi;
  bff: RunningBff;
  close(): Promise<void>;
}

/** The real api (in-memory PGlite, demo data) with a bff in front of it. */
export async function startStack(extra: Partial<StartBffOptions> = {}): Promise<Stack> {
  const api = await startApi({ port: 0, dataDir: 'memory://' });
  const bff = await startBff({ apiUrl: api.url, serviceToken: api.serviceToken, graphiql: true, ...extra });
  return {
    api,
    bff,
    close: async () => {
      await bff.close();
      await api.close();
    },
  };
}

/** Response data is loosely typed on purpose: tests walk it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyData = Record<string, any>;

export interface GqlResult<T = AnyData> {
  status: number;
  headers: Headers;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown>; path?: unknown[] }[] };
  upstreamCalls: number;
}

export interface GqlOptions {
  cookie?: string;
  bearer?: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
}

/** Sends one GraphQL request over HTTP. */
export async function gql<T = AnyData>(
  baseUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  opts: GqlOptions = {},
): Promise<GqlResult<T>> {
  const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json', ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
  let res: Response;
  if (opts.method === 'GET') {
    const u = new URL('/graphql', baseUrl);
    u.searchParams.set('query', query);
    if (variables) u.searchParams.set('variables', JSON.stringify(variables));
    res = await fetch(u, { headers });
  } else {
    headers['content-type'] ??= 'application/json';
    res = await fetch(new URL('/graphql', baseUrl), { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  }
  const text = await res.text();
  let body: GqlResult<T>['body'];
  try {
    body = JSON.parse(text) as GqlResult<T>['body'];
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { status: res.status, headers: res.headers, body, upstreamCalls: Number(res.headers.get('x-upstream-calls') ?? NaN) };
}

export const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess { viewer { id username roles isAdministrator user { rowId fullName } company { name } } }
      ... on Error { message }
    }
  }
`;

/** Signs in through the bff and returns the `sid=...` cookie pair. */
export async function loginCookie(baseUrl: string, username: string, password = PASSWORD): Promise<string> {
  const res = await gql(baseUrl, LOGIN, { input: { username, password } });
  const setCookie = res.headers.get('set-cookie') ?? '';
  const m = /sid=([^;]+)/.exec(setCookie);
  if (!m) throw new Error(`login of ${username} failed: ${JSON.stringify(res.body)}`);
  return `sid=${m[1]}`;
}

/** Signs in directly at the REST api and returns the session token. */
export async function apiToken(apiUrl: string, username: string, password = PASSWORD): Promise<string> {
  const res = await fetch(new URL('/api/Authentication/Login', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { token: string };
  return body.token;
}
