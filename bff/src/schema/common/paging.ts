import { GraphQLError } from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../builder';

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface UpstreamPage<R> {
  data: R[];
  totalItem: number;
}

export interface ConnectionResult<N> {
  edges: { cursor: string; node: N }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

const PREFIX = 'offset:';

/** Cursors are opaque base64 strings holding the zero-based offset of the edge. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`${PREFIX}${offset}`, 'utf8').toString('base64');
}

export function decodeCursor(cursor: string, argName: string): number {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const n = text.startsWith(PREFIX) ? Number(text.slice(PREFIX.length)) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new GraphQLError(`Invalid cursor in \`${argName}\`.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return n;
}

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
 * and slices.
 */
export async function offsetConnection<R, N>(
  args: PageArgs,
  fetchPage: (currentPage: number, pageSize: number) => Promise<UpstreamPage<R>>,
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
  if (limit > 0) {
    const pageSize = limit;
    const firstPage = Math.floor(offset / pageSize) + 1;
    const skip = offset - (firstPage - 1) * pageSize;
    const p1 = await fetchPage(firstPage, pageSize);
    total = p1.totalItem;
    rows = p1.data.slice(skip);
    if (skip > 0 && p1.data.length === pageSize && offset + rows.length < total) {
      const p2 = await fetchPage(firstPage + 1, pageSize);
      total = p2.totalItem;
      rows = rows.concat(p2.data);
    }
    rows = rows.slice(0, limit);
  } else if (knownTotal === null) {
    total = (await fetchPage(1, 1)).totalItem;
  }

  const edges = rows.map((row, i) => ({ cursor: encodeCursor(offset + i), node: toNode(row) }));
  return {
    edges,
    totalCount: total,
    pageInfo: {
      hasPreviousPage: offset > 0,
      hasNextPage: offset + rows.length < total,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
