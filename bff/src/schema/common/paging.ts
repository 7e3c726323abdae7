import { GraphQLError } from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../builder';

/** The schema's word on `totalCountExact`, wherever a record connection has it. */
export const TOTAL_EXACT_DESCRIPTION =
  'False when totalCount is an estimate: more than 1,000 records match (more than 10,000 for a keyword search), and the api estimates the number instead of counting them (show it as “about”).';

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface UpstreamPage<R> {
  data: R[];
  totalItem: number;
  /** false: `totalItem` is the upstream's estimate (record lists above 1,000 rows; keyword searches above 10,000). */
  totalExact?: boolean;
  /** The upstream's keyset cursor of the page after this one (record lists); null: no page after it. */
  nextCursor?: string | null;
}

export interface ConnectionResult<N> {
  edges: { cursor: string; node: N }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  totalCountExact: boolean;
}

const PREFIX = 'offset:';

/**
 * Cursors are opaque base64 strings holding the zero-based offset of the edge and, on the last edge of an
 * upstream page, the upstream's keyset cursor, so paging forward from it is an index range scan upstream
 * instead of an offset.
 */
export function encodeCursor(offset: number, keyset?: string | null): string {
  return Buffer.from(`${PREFIX}${offset}${keyset ? `:${keyset}` : ''}`, 'utf8').toString('base64');
}

export function decodeCursorWithKeyset(cursor: string, argName: string): { offset: number; keyset: string | null } {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const [offset, keyset] = text.startsWith(PREFIX) ? text.slice(PREFIX.length).split(':', 2) : [];
  const n = offset ? Number(offset) : NaN;
  if (!Number.isSafeInteger(n) || n < 0 || keyset === '') {
    throw new GraphQLError(`Invalid cursor in \`${argName}\`.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return { offset: n, keyset: keyset ?? null };
}

export const decodeCursor = (cursor: string, argName: string): number => decodeCursorWithKeyset(cursor, argName).offset;

function checkSize(name: string, value: number | null | undefined): void {
  if (value === null || value === undefined) return;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE) {
    throw new GraphQLError(`\`${name}\` must be between 1 and ${MAX_PAGE_SIZE} (got ${value}).`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
}

/**
 * Maps Relay paging arguments onto an upstream that pages by `currentPage` (1-based) and `pageSize`.
 * When the wanted offset is not a multiple of the page size, it fetches the two covering pages
 * and slices. Paging forward (`first` after a cursor that carries the upstream's keyset cursor) asks the
 * upstream for the page after that cursor instead (`after`; upstreams without cursors never get one).
 */
export async function offsetConnection<R, N>(
  args: PageArgs,
  fetchPage: (currentPage: number, pageSize: number, after?: string) => Promise<UpstreamPage<R>>,
  toNode: (row: R) => N,
): Promise<ConnectionResult<N>> {
  checkSize('first', args.first);
  checkSize('last', args.last);
  if (args.first != null && args.last != null) {
    throw new GraphQLError('Pass either `first` or `last`, not both.', { extensions: { code: 'BAD_USER_INPUT' } });
  }

  let offset: number;
  let limit: number;
  let knownTotal: number | null = null;
  if (args.last != null) {
    let end: number;
    if (args.before) {
      end = decodeCursor(args.before, 'before');
    } else {
      const probe = await fetchPage(1, 1);
      knownTotal = probe.totalItem;
      end = probe.totalItem;
    }
    offset = Math.max(0, end - args.last);
    limit = end - offset;
  } else {
    offset = args.after ? decodeCursor(args.after, 'after') + 1 : 0;
    limit = args.first ?? DEFAULT_PAGE_SIZE;
    if (args.before) limit = Math.max(0, Math.min(limit, decodeCursor(args.before, 'before') - offset));
  }

  let rows: R[] = [];
  let total = knownTotal ?? 0;
  let totalExact = true;
  // Whether rows follow the last edge, when the upstream says so (a record list's nextCursor).
  let more: boolean | null = null;
  let endKeyset: string | null = null;
  const keyset = args.last == null && !args.before && args.after ? decodeCursorWithKeyset(args.after, 'after').keyset : null;
  if (limit > 0 && keyset) {
    const page = await fetchPage(1, limit, keyset);
    total = page.totalItem;
    totalExact = page.totalExact ?? true;
    rows = page.data.slice(0, limit);
    if (page.nextCursor !== undefined) more = page.nextCursor !== null;
    endKeyset = rows.length === page.data.length ? (page.nextCursor ?? null) : null;
  } else if (limit > 0) {
    const pageSize = limit;
    const firstPage = Math.floor(offset / pageSize) + 1;
    const skip = offset - (firstPage - 1) * pageSize;
    const p1 = await fetchPage(firstPage, pageSize);
    let last = p1;
    total = p1.totalItem;
    rows = p1.data.slice(skip);
    const p1More = p1.nextCursor === undefined ? offset + rows.length < total : p1.nextCursor !== null;
    if (skip > 0 && p1.data.length === pageSize && p1More) {
      const p2 = await fetchPage(firstPage + 1, pageSize);
      last = p2;
      total = p2.totalItem;
      rows = rows.concat(p2.data);
    }
    totalExact = last.totalExact ?? true;
    const cut = rows.length > limit;
    rows = rows.slice(0, limit);
    if (last.nextCursor !== undefined) more = cut || last.nextCursor !== null;
    // The upstream cursor belongs to the last edge only when the edges end where the upstream page ended.
    endKeyset = last === p1 && skip === 0 && !cut ? (p1.nextCursor ?? null) : null;
  } else if (knownTotal === null) {
    const probe = await fetchPage(1, 1);
    total = probe.totalItem;
    totalExact = probe.totalExact ?? true;
  }

  const edges = rows.map((row, i) => ({ cursor: encodeCursor(offset + i, i === rows.length - 1 ? endKeyset : null), node: toNode(row) }));
  return {
    edges,
    totalCount: total,
    totalCountExact: totalExact,
    pageInfo: {
      hasPreviousPage: offset > 0,
      hasNextPage: more ?? offset + rows.length < total,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
