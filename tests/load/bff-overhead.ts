// The bff's own cost on the web's two screen queries: the record list and the record detail, as the web sends
// them (the persisted id relay-compiler generated, with the page's variables), side by side with the REST calls a client would make for
// the same data. For every bff request the overhead is its latency minus its own upstream time (the bff's
// `server-timing: upstream;dur=`), so database noise does not count against the bff.
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';
import { loadPersistedManifest } from '../../bff/src/persisted';
import { measure, upstreamMsOf, type Measured, type OpResult } from './measure';
import type { BenchStack, Placement } from './stack';

/**
 * A web operation from its generated Relay artifact: its persisted id (what the web sends) and its text, from the
 * persisted manifest (the artifacts carry the id only).
 */
export function webOperation(artifact: string): { id: string; text: string } {
  const source = readFileSync(artifact, 'utf8');
  const id = /"id": "([0-9a-f]+)"/.exec(source)?.[1];
  const text = id ? loadPersistedManifest().get(id) : undefined;
  if (!id || !text) throw new Error(`${artifact} has no persisted id in the manifest (run relay-compiler)`);
  return { id, text };
}

const LIST_OP = webOperation('web/src/features/records/routes/__generated__/RecordListRouteQuery.graphql.ts');
const DETAIL_OP = webOperation('web/src/features/records/routes/__generated__/RecordDetailRouteQuery.graphql.ts');
const LIST_FIELDS = ['name', 'organizationId', 'amount', 'stage', 'closeDate', 'ownerId'];
export const ROWS = 50;
// The web's list query with the columns the REST arm reads, and no saved view (REST's page names none either);
// withShell false: a navigation inside the app (a full load also asks the shell's data with the page).
const LIST_VARS = { object: 'Opportunity', withShell: false, listFields: LIST_FIELDS, defaultView: false, first: ROWS };

type Headers = Record<string, string | string[] | undefined>;

/**
 * The load generator's HTTP clients. `sessions`: one token, or several taken in turn per request. The screens use a
 * session per concurrent connection, as ten users would: the bff runs at most 4 upstream calls of one session at a
 * time (fair-share.ts), so ten connections of one session would measure that policy instead of the bff's cost.
 */
export class Clients {
  readonly api: Pool;
  readonly bff: Pool;
  private readonly tokens: readonly string[];
  private turn = 0;
  constructor(stack: BenchStack, sessions: string | readonly string[], connections: number) {
    this.tokens = typeof sessions === 'string' ? [sessions] : sessions;
    this.api = new Pool(stack.apiUrl, { connections });
    this.bff = new Pool(stack.bffUrl, { connections });
  }

  private get token(): string {
    return this.tokens[this.turn++ % this.tokens.length]!;
  }

  async json<T>(pool: Pool, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ body: T; headers: Headers }> {
    const res = await pool.request({
      method,
      path,
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${path} → ${res.statusCode}: ${await res.body.text()}`);
    return { body: (await res.body.json()) as T, headers: res.headers };
  }

  /** A GraphQL request: a document's text, or a web operation by its persisted id (as the web sends it). */
  async graphql<T>(query: string | { id: string }, variables: Record<string, unknown>): Promise<{ data: T; headers: Headers }> {
    const request = typeof query === 'string' ? { query, variables } : { documentId: query.id, variables };
    const { body, headers } = await this.json<{ data: T; errors?: unknown[] }>(this.bff, 'POST', '/graphql', request);
    if (body.errors) throw new Error(`bench query failed: ${JSON.stringify(body.errors)}`);
    return { data: body.data, headers };
  }

  async close(): Promise<void> {
    await Promise.all([this.api.close(), this.bff.close()]);
  }
}

/**
 * The web's detail query on the Details tab: the record, its tabs, its summary, the summary panel's chosen fields and
 * the tab's values, from one `GetSummary` (the model carries the values; the tabs are the bff's catalogue; the
 * panel's choice is kept with the session's lookups). A tab that lists records also brings its first page in the
 * same request, which REST would ask separately.
 */
const detailVariables = (id: number) => ({ object: 'Organization', id: String(id), withShell: false, section: 'detail-info', first: 20 });

type Row = { id: number; ownerId: number | null; organizationId?: number | null };

/** The screen operations: each resolves to whether it got the expected data, and the bff's upstream time. */
export function screenOperations(c: Clients, detailId: number): Record<string, () => Promise<OpResult>> {
  // withShell false: a navigation inside the app (a full load also asks the shell's data with the page).
  const detailVars = detailVariables(detailId);
  return {
    'list via bff': async () => {
      const { data, headers } = await c.graphql<{ records: { edges: unknown[] } }>(LIST_OP, LIST_VARS);
      return { ok: data.records.edges.length === ROWS, upstreamMs: upstreamMsOf(headers) };
    },
    'list direct REST': async () => {
      const page = await c.json<{ data: Row[] }>(c.api, 'POST', '/api/Opportunity/PagingAndSorting', {
        currentPage: 1,
        pageSize: ROWS,
        orderBy: 'name',
        direction: 'asc',
      });
      const ids = (key: 'ownerId' | 'organizationId') => [
        ...new Set(page.body.data.map((r) => r[key]).filter((id): id is number => id != null)),
      ];
      await Promise.all([
        c.json(c.api, 'GET', `/api/User/List?idList=${ids('ownerId').join(',')}`),
        c.json(c.api, 'GET', `/api/Organization/List?idList=${ids('organizationId').join(',')}`),
      ]);
      return { ok: page.body.data.length === ROWS };
    },
    'detail via bff': async () => {
      const { data, headers } = await c.graphql<{ record: { rowId: number } | null }>(DETAIL_OP, detailVars);
      return { ok: data.record?.rowId === detailId, upstreamMs: upstreamMsOf(headers) };
    },
    // The page shows the fields the user chose for the summary panel: a REST client asks for that choice with the
    // summary, as the old client's detail page did (spec: GetAvailableField and GetSummary); the bff keeps the choice
    // with the session's lookups until the api announces a change.
    'detail direct REST': async () => {
      const [{ body }] = await Promise.all([
        c.json<{ model: { id: number } }>(c.api, 'GET', `/api/Organization/GetSummary/${detailId}`),
        c.json(c.api, 'GET', `/api/Organization/GetAvailableField/${detailId}`),
      ]);
      return { ok: body.model.id === detailId };
    },
    // GetSummary alone: the least a REST client could ask for this page (without the panel's chosen fields).
    'detail, GetSummary only': async () => {
      const { body } = await c.json<{ model: { id: number } }>(c.api, 'GET', `/api/Organization/GetSummary/${detailId}`);
      return { ok: body.model.id === detailId };
    },
    'no upstream via bff': async () => {
      const { data, headers } = await c.graphql<{ __typename: string }>('{ __typename }', {});
      return { ok: data.__typename === 'Query', upstreamMs: upstreamMsOf(headers) };
    },
  };
}

/** Upstream calls each screen query costs, cold (a new session) and warm (the session's lookups cached). */
export async function screenCalls(
  stack: BenchStack,
  freshToken: () => Promise<string>,
  detailId: number,
): Promise<Record<string, [number, number]>> {
  const out: Record<string, [number, number]> = {};
  const ops: Record<string, [string | { id: string }, Record<string, unknown>]> = {
    'record list (50 rows)': [LIST_OP, LIST_VARS],
    'record detail': [DETAIL_OP, detailVariables(detailId)],
    'bell (badge + list)': ['{ viewer { id notificationBadge notifications(first: 20) { edges { node { id name } } } } }', {}],
  };
  for (const [label, [query, variables]] of Object.entries(ops)) {
    const c = new Clients(stack, await freshToken(), 1);
    const calls = async () => Number((await c.graphql(query, variables)).headers['x-upstream-calls']);
    out[label] = [await calls(), await calls()];
    await c.close();
  }
  return out;
}

export async function runScreens(c: Clients, stack: BenchStack, detailId: number, placement: Placement): Promise<Record<string, Measured>> {
  const results: Record<string, Measured> = {};
  try {
    for (const [name, op] of Object.entries(screenOperations(c, detailId)))
      results[name] = await measure(op, stack.tierCpuMs, () => stack.place(placement));
  } finally {
    stack.place('shared');
  }
  return results;
}
