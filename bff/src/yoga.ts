import { randomUUID } from 'node:crypto';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import { createGraphQLError, createYoga, maskError as defaultMaskError, type Plugin } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { Logger } from 'pino';
import { buildContext, authFromHeaders, newRequestState, type BffRuntime, type ServerContext } from './context';
import { schema } from './schema';
import {
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PermissionError,
  UpgradeRequiredError,
  ValidationError,
  toGraphQLError,
} from './schema/errors';
import { opsPlugin } from './ops/yoga-plugin';
import { introspectionPlugin, type IntrospectionMode } from './introspection';
import { requestBodyLimitPlugin } from './body-limit';
import { compressionPlugin } from './compression';
import { jitAllowed, jitAllowedAdHoc } from './jit-cost';
import { PersistedJit } from './jit-warmup';
import { DOCUMENT_ID_PARAM, persistedOperationsPlugin, type PersistedOperationsOptions } from './persisted';
import { csrfViolation } from './security';
import { useOperationCostLimits } from './schema/operation-cost';
import { UpstreamError } from './upstream/client';
import { cachedGraphiQL, securityHeadersPlugin } from './web/security-headers';

export const GRAPHQL_PATH = '/graphql';

/** Limits of graphql-armor (validation phase, before any resolver runs). */
export const LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 2_000,
  /**
   * graphql-armor's static cost (fields cost 1, multiplied by list arguments): a loose backstop.
   * The precise limit (5,000 nodes, with a clear message) is the Pothos complexity plugin's.
   */
  maxCost: 50_000,
  maxDirectives: 50,
} as const;

/** Duck-typed: errors may come from another copy of graphql (ESM/CJS) than ours. */
function isGraphQLError(e: unknown): e is GraphQLError {
  return e instanceof GraphQLError || (e instanceof Error && e.name === 'GraphQLError' && 'extensions' in e);
}

/** Maps known failures to GraphQL errors with codes; everything unexpected is masked. */
function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const original = isGraphQLError(error) ? (error.originalError ?? error) : error;
  const wrap = (g: GraphQLError) =>
    isGraphQLError(error)
      ? new GraphQLError(g.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          extensions: { ...error.extensions, ...g.extensions },
        })
      : g;
  if (original instanceof UpstreamError) return wrap(toGraphQLError(original));
  if (original instanceof ValidationError)
    return wrap(new GraphQLError(original.message, { extensions: { code: 'BAD_USER_INPUT', status: 400 } }));
  if (original instanceof PermissionError)
    return wrap(new GraphQLError(original.message, { extensions: { code: 'FORBIDDEN', status: 403 } }));
  if (original instanceof NotFoundError)
    return wrap(new GraphQLError(original.message, { extensions: { code: 'NOT_FOUND', status: 404 } }));
  if (original instanceof UpgradeRequiredError)
    return wrap(new GraphQLError(original.message, { extensions: { code: 'UPGRADE_REQUIRED', status: 426 } }));
  if (original instanceof ConflictError) {
    const extensions = {
      code: 'CONFLICT',
      status: 409,
      changedBy: original.changedByName,
      changedByUserId: original.changedByUserId,
      changedAt: original.changedAt,
      currentVersion: original.currentVersion,
    };
    return wrap(new GraphQLError(original.message, { extensions }));
  }
  if (original instanceof AuthenticationError)
    return wrap(new GraphQLError(original.message, { extensions: { code: 'UNAUTHENTICATED', status: 401 } }));
  if (isGraphQLError(original) && original !== error) return wrap(original);
  if (process.env.BFF_DEBUG_ERRORS) console.error(original);
  return defaultMaskError(error, message, isDev);
}

/**
 * graphql-jit answers a variable its scalar refuses (an invalid DateTime) with errors wrapping the scalar's, which
 * yoga takes for unexpected ones (a 500); graphql-js's are the client's (like any refused variable). Such an answer
 * has errors and no data: its errors are made again as plain GraphQL errors (the message, path and code kept).
 */
const jitVariableErrors: Plugin = {
  onExecute() {
    return {
      onExecuteDone({ result, setResult }) {
        if (Symbol.asyncIterator in result) return;
        const r = result as ExecutionResult;
        if ('data' in r || !r.errors?.length) return;
        setResult({
          ...r,
          errors: r.errors.map((e) => createGraphQLError(e.message, { nodes: e.nodes, path: e.path, extensions: e.extensions })),
        });
      },
    };
  },
};

export interface YogaOptions {
  runtime: BffRuntime;
  graphiql: boolean;
  /** Structured logs (a line per operation, yoga's own warnings); null: silent. */
  logger: Logger | null;
  /** Largest request body (an upload with its operation); yoga answers 413 above it. */
  maxRequestBodySize?: number;
  /** Who may introspect the schema. */
  introspection: IntrospectionMode;
  /** The web's persisted operations, and whether browser sessions may run only those. */
  persisted: PersistedOperationsOptions;
  /** Where graphql-jit keeps the persisted operations' compiled code (server.ts warms it before /ready). */
  jit?: PersistedJit;
}

export function createBffYoga({ runtime, graphiql, logger, maxRequestBodySize, introspection, persisted, jit }: YogaOptions) {
  const graphiqlPage = cachedGraphiQL(renderGraphiQL);
  const persistedJit = jit ?? new PersistedJit(persisted.manifest);

  // The http handler (http.ts) makes each request's state before yoga runs: request id, deadline, cookies.
  const requestPlugin: Plugin<ServerContext> = {
    onRequest({ request, endResponse, fetchAPI }) {
      const violation = csrfViolation(request);
      if (violation) {
        endResponse(
          new fetchAPI.Response(JSON.stringify({ errors: [{ message: violation, extensions: { code: 'CSRF_REJECTED', status: 403 } }] }), {
            status: 403,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          }),
        );
      }
    },
    onResponse({ response, serverContext }) {
      const state = (serverContext as Partial<ServerContext> | undefined)?.state;
      if (!state) return;
      response.headers.set('x-request-id', state.requestId);
      response.headers.set('x-upstream-calls', String(state.stats.calls));
      // The request's own upstream time: what the bff adds is the rest (the benchmark reads it).
      response.headers.set('server-timing', `upstream;dur=${state.stats.upstreamMs.toFixed(2)}`);
      for (const c of state.setCookies) response.headers.append('set-cookie', c);
    },
  };

  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    // requestBodyLimitPlugin below enforces it (yoga's own streams every body through a byte counter).
    maxRequestBodySize: false,
    cors: false,
    logging: logger ?? false,
    graphiql: graphiql
      ? {
          title: 'Business suite GraphQL',
          subscriptionsProtocol: 'WS',
          defaultQuery:
            '# Sign in with the login mutation (demo: admin@acme.example / demo1234), then explore.\nquery {\n  viewer {\n    username\n    roles\n    notificationBadge\n  }\n}\n',
        }
      : false,
    renderGraphiQL: graphiqlPage.render,
    // Persisted operations name themselves by id instead of sending a query.
    extraParamNames: [DOCUMENT_ID_PARAM],
    maskedErrors: { maskError },
    // Parsed and validated documents are kept (yoga's LRU, on by default): the web sends the same few operations.
    parserAndValidationCache: true,
    context: (initial) => {
      if (initial.wsContext) {
        const ws = initial.wsContext;
        return buildContext(runtime, ws.state, ws.auth, ws.identity);
      }
      const request = initial.request;
      const state = initial.state ?? newRequestState(randomUUID(), false, runtime.deadlineMs);
      return buildContext(
        runtime,
        state,
        authFromHeaders((n) => request.headers.get(n)),
      );
    },
    plugins: [
      // Compiled execution of each cached document: 27% less bff CPU on the web's list query and 34% on the
      // detail query in the benchmark (README). BFF_JIT=0 runs graphql-js instead. Subscriptions run on graphql-js:
      // graphql-jit coerces their variables again for every event, so an enum in them (a live calendar's
      // `involving` users) fails from the first event on. A document whose compiled code would explode (nested
      // abstract types, see jit-cost.ts) runs on graphql-js too.
      ...(process.env.BFF_JIT === '0'
        ? []
        : [
            jitVariableErrors,
            persistedJit.plugin,
            useGraphQlJit(
              {},
              {
                cache: persistedJit.cache,
                // The web's operations within the budget; documents sent as text under a smaller one (jit-cost.ts).
                enableIf: (args) =>
                  getOperationAST(args.document, args.operationName)?.operation !== 'subscription' &&
                  (persistedJit.isPersisted(args.document)
                    ? jitAllowed(args.schema, args.document)
                    : jitAllowedAdHoc(args.schema, args.document)),
              },
            ),
          ]),
      requestBodyLimitPlugin(maxRequestBodySize ?? 25_000_000),
      requestPlugin,
      opsPlugin(logger),
      securityHeadersPlugin(graphiqlPage.scriptHashes),
      persistedOperationsPlugin(persisted),
      introspectionPlugin(introspection),
      EnvelopArmorPlugin({
        // Relay nests fragments; the depth is the selection's, not the number of spreads.
        maxDepth: { n: LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
        maxAliases: { n: LIMITS.maxAliases },
        maxTokens: { n: LIMITS.maxTokens },
        maxDirectives: { n: LIMITS.maxDirectives },
        costLimit: {
          maxCost: LIMITS.maxCost,
          objectCost: 1,
          scalarCost: 1,
          depthCostFactor: 1,
          ignoreIntrospection: true,
          errorMessage: 'Query is too costly: ask for fewer items with smaller first/last.',
        },
        blockFieldSuggestion: { enabled: true },
      }),
      useOperationCostLimits(),
      // Last: it copies the headers the plugins above set onto the compressed answer.
      ...(process.env.BFF_COMPRESS === '0' ? [] : [compressionPlugin()]),
    ],
  });
}

export type BffYoga = ReturnType<typeof createBffYoga>;
