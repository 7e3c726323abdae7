// The two costs an operation is refused for before it runs: the objects it may return (the Pothos complexity
// plugin's per-field weights, MAX_QUERY_COST) and the upstream calls it may make (upstream-cost.ts). Both depend
// on the document, the operation and the variables only, so they are worked out once per such triple and
// remembered with the document (yoga's parse cache and the persisted operations hand back the same document
// object): the web's screens repeat the same few operations with the same few variables.
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { GraphQLError, Kind, getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MAX_QUERY_COST } from './builder';
import { estimateUpstreamCalls, MAX_UPSTREAM_CALLS, upstreamCostError } from './upstream-cost';

/** Variable sets remembered per document (the oldest goes first). */
const PER_DOCUMENT = 64;
/** Longer variables (an upload's, a long criteria list) are worked out each time rather than kept as a key. */
const MAX_KEY_LENGTH = 2_048;

export interface OperationCost {
  /** Objects it may return (null: its variables do not coerce; execution reports that). */
  objects: number | null;
  upstreamCalls: number;
}

export const objectCostError = (objects: number) =>
  new GraphQLError(
    `Query is too costly: it may return about ${objects} objects, the limit is ${MAX_QUERY_COST}. Ask for fewer items with smaller first/last.`,
    { extensions: { code: 'QUERY_TOO_COMPLEX', cost: objects, maxCost: MAX_QUERY_COST } },
  );

function objectCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string | null) {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  // complexityFromQuery reads the document's first operation: keep only the one asked, with the fragments.
  const asked =
    document.definitions.length === 1
      ? document
      : { ...document, definitions: document.definitions.filter((d) => d.kind !== Kind.OPERATION_DEFINITION || d === operation) };
  try {
    return complexityFromQuery(asked, { schema, variables }).complexity;
  } catch {
    return null;
  }
}

function measure(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string | null) {
  return {
    objects: objectCost(schema, document, variables, operationName),
    upstreamCalls: estimateUpstreamCalls(schema, document, variables, operationName),
  };
}

const remembered = new WeakMap<DocumentNode, Map<string, OperationCost>>();

/** The costs of an operation, remembered per document, operation name and variables. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): OperationCost {
  const vars = variables ?? {};
  const key = `${operationName ?? ''}\u0000${JSON.stringify(vars)}`;
  if (key.length > MAX_KEY_LENGTH) return measure(schema, document, vars, operationName);
  let costs = remembered.get(document);
  if (!costs) remembered.set(document, (costs = new Map()));
  let cost = costs.get(key);
  if (!cost) {
    cost = measure(schema, document, vars, operationName);
    if (costs.size >= PER_DOCUMENT) costs.delete(costs.keys().next().value!);
    costs.set(key, cost);
  }
  return cost;
}

/** The error an operation is refused with, or null when it is within both limits. */
function refusal(cost: OperationCost): GraphQLError | null {
  if (cost.objects !== null && cost.objects > MAX_QUERY_COST) return objectCostError(cost.objects);
  if (cost.upstreamCalls > MAX_UPSTREAM_CALLS) return upstreamCostError(cost.upstreamCalls);
  return null;
}

/** Refuses, before any resolver runs, an operation over either cost (HTTP and graphql-ws, queries and subscriptions). */
export function useOperationCostLimits(): Plugin {
  const check = (args: { schema: GraphQLSchema; document: DocumentNode; variableValues?: unknown; operationName?: string | null }) =>
    refusal(operationCost(args.schema, args.document, args.variableValues as Record<string, unknown> | undefined, args.operationName));
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
