import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type { Context } from '../context';

/** The largest number of nodes one operation may ask for (cost multiplied by first/last). */
export const MAX_QUERY_COST = 5_000;
/** Default and maximum page sizes of connections. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface BuilderTypes {
  Context: Context;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    ID: { Input: string; Output: string | number };
    JSON: { Input: unknown; Output: unknown };
    JSONObject: { Input: Record<string, unknown>; Output: Record<string, unknown> };
    File: { Input: File; Output: never };
  };
  AuthScopes: {
    authenticated: boolean;
  };
  Connection: {
    totalCount: number;
    /** false: totalCount is the api's estimate (record lists above 1,000 rows; keyword searches above 10,000). */
    totalCountExact?: boolean;
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}

/**
 * Whether a field's type is a scalar or enum. Structural on purpose: test runners may load two
 * copies of graphql (ESM and CJS) and graphql's own `isLeafType` refuses types of the other copy.
 */
function isLeaf(type: unknown): boolean {
  let t = type as { ofType?: unknown };
  while (t.ofType) t = t.ofType as { ofType?: unknown };
  return !('getFields' in t) && !('getTypes' in t);
}

export const builder = new SchemaBuilder<BuilderTypes>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, RelayPlugin, DataloaderPlugin, ComplexityPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({ authenticated: ctx.token !== null }),
    unauthorizedError: () => new GraphQLError('Authentication required', { extensions: { code: 'UNAUTHENTICATED', status: 401 } }),
  },
  errors: {
    defaultTypes: [],
  },
  relay: {
    clientMutationId: 'omit',
    idFieldOptions: { description: 'Globally unique, opaque id; refetch with `node(id:)`.' },
    cursorType: 'String',
    edgesFieldOptions: { nullable: false, description: 'The edges of this page, in order.' },
    nodeFieldOptions: { nullable: false, description: 'The item at the end of the edge.' },
    cursorFieldOptions: { description: 'An opaque cursor for this edge; pass it to `after` or `before`.' },
    pageInfoFieldOptions: { description: 'Where this page sits in the whole list.' },
    hasNextPageFieldOptions: { description: 'Whether more items follow this page.' },
    hasPreviousPageFieldOptions: { description: 'Whether items precede this page.' },
    startCursorFieldOptions: { description: 'The cursor of the first edge of this page.' },
    endCursorFieldOptions: { description: 'The cursor of the last edge of this page.' },
    firstArgOptions: { description: `Return at most this many items after \`after\` (1–${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}).` },
    lastArgOptions: { description: `Return at most this many items before \`before\` (1–${MAX_PAGE_SIZE}).` },
    afterArgOptions: { description: 'Return items after this cursor.' },
    beforeArgOptions: { description: 'Return items before this cursor.' },
    nodeTypeOptions: { description: 'An object with a globally unique, opaque id that `node(id)` can refetch.' },
    pageInfoTypeOptions: { description: 'Paging information of a connection (Relay cursor connections).' },
    nodeQueryOptions: {
      description: "Fetches any object by its global id, inside the signed-in user's company. Missing and other-company records are null.",
      authScopes: { authenticated: true },
      nullable: true,
    },
    nodesQueryOptions: {
      description: 'Fetches up to 100 objects by global id, in order; missing or inaccessible ones are null.',
      authScopes: { authenticated: true },
      resolve: (_root, { ids }, _ctx, _info, resolveNodes) => {
        if (ids.length > MAX_PAGE_SIZE) {
          throw new GraphQLError(`\`nodes\` accepts at most ${MAX_PAGE_SIZE} ids (got ${ids.length}).`, {
            extensions: { code: 'BAD_USER_INPUT' },
          });
        }
        return resolveNodes(ids);
      },
    },
  },
  complexity: {
    // Approximates the number of objects a query can return: scalars are free, objects cost 1 and
    // connection fields multiply their selection by `first`/`last` (default 20).
    fieldComplexity: (args, _ctx, field) => {
      const a = args as { first?: number | null; last?: number | null };
      const hasPaging = field.args.some((arg) => arg.name === 'first' || arg.name === 'last');
      if (hasPaging) {
        const n = a.first ?? a.last ?? DEFAULT_PAGE_SIZE;
        return { field: 1, multiplier: Math.max(1, Math.min(n, 10_000)) };
      }
      if (field.name === 'nodes') return { field: 1, multiplier: MAX_PAGE_SIZE };
      if (isLeaf(field.type)) return { field: 0, multiplier: 1 };
      return { field: 1, multiplier: 1 };
    },
    // Checked once per operation before it runs, and remembered per document and variables (operation-cost.ts),
    // not by the plugin's wrapper on every root field of every request.
    disabled: true,
  },
});

builder.queryType({ description: 'The root of all reads.' });
builder.mutationType({ description: 'The root of all writes. Every mutation takes one `input` and returns a payload.' });
builder.subscriptionType({ description: 'Live events for the signed-in user (graphql-ws at /graphql).' });
