// Which documents graphql-jit may compile. It generates code for every possible type of an abstract field, and
// nested abstract fields multiply (a Record under a Record under a Record: 20 × 20 × 20 copies of the selection):
// one 60-line query took 38 s to compile and then failed with "Invalid string length", on every request. The cost
// below counts the fields the compiler would emit; a document above the budget runs on graphql-js instead.
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type GraphQLUnionType,
  type SelectionSetNode,
} from 'graphql';

// Duck-typed rather than graphql's isAbstractType/getNamedType: those check `instanceof`, which fails when the
// schema's classes come from the other of graphql's two builds (CommonJS and ESM), as under Vitest.
const named = (type: GraphQLType): GraphQLNamedType => ('ofType' in type ? named(type.ofType as GraphQLType) : type);
type Composite = GraphQLNamedType & { getFields?: () => Record<string, GraphQLField<unknown, unknown>> };
const isComposite = (type: GraphQLNamedType | null | undefined): type is Composite => !!type && ('getFields' in type || 'getTypes' in type);
/** How many object types an abstract type stands for (1 for an object type). */
function fanOutOf(schema: GraphQLSchema, type: GraphQLNamedType): number {
  if ('getTypes' in type) return Math.max(1, (type as GraphQLUnionType).getTypes().length);
  if ('resolveType' in type && 'getInterfaces' in type && !('isTypeOf' in type)) {
    return Math.max(1, schema.getImplementations(type as GraphQLInterfaceType).objects.length);
  }
  return 1;
}

/**
 * The web's costliest operations (a record update returning its row, the detail page) are about 7,300 and 6,700;
 * a Record nested three deep costs 220,000 and took 24 s. Above the budget, graphql-js runs the document.
 */
export const JIT_COST_BUDGET = 20_000;

/** Whether `document` costs at most `budget`, decided once per parsed document (which yoga caches) in `memo`. */
function withinBudget(memo: WeakMap<DocumentNode, boolean>, schema: GraphQLSchema, document: DocumentNode, budget: number): boolean {
  let ok = memo.get(document);
  if (ok === undefined) {
    ok = jitCost(schema, document, budget) <= budget;
    memo.set(document, ok);
  }
  return ok;
}

const allowed = new WeakMap<DocumentNode, boolean>();

/** Whether graphql-jit may compile `document`. */
export function jitAllowed(schema: GraphQLSchema, document: DocumentNode): boolean {
  return withinBudget(allowed, schema, document, JIT_COST_BUDGET);
}

/**
 * Documents sent as text (GraphiQL, integrators; the web sends persisted ids) get a smaller budget and are compiled
 * only from their third run. Compiling blocks the event loop for about 75 µs per field copy here (the detail page's
 * document: ~1 s, and ~70 MB of heap), so within the full budget any caller, even a signed-out one, could stall the
 * bff for a second with each request by varying a document. At 2,000 a compile takes ~0.1 s, paid once for a
 * document that has run twice; until then, and above it, graphql-js runs the document.
 */
export const AD_HOC_JIT_BUDGET = 2_000;
export const AD_HOC_RUNS_BEFORE_JIT = 3;

const adHocRuns = new WeakMap<DocumentNode, number>();
const adHocAllowed = new WeakMap<DocumentNode, boolean>();

/** Whether graphql-jit may compile this run of a document sent as text (counts the document's runs). */
export function jitAllowedAdHoc(schema: GraphQLSchema, document: DocumentNode): boolean {
  const runs = (adHocRuns.get(document) ?? 0) + 1;
  adHocRuns.set(document, runs);
  return runs >= AD_HOC_RUNS_BEFORE_JIT && withinBudget(adHocAllowed, schema, document, AD_HOC_JIT_BUDGET);
}

/** The number of field copies graphql-jit would generate for `document`, stopping once past `limit`. */
export function jitCost(schema: GraphQLSchema, document: DocumentNode, limit = JIT_COST_BUDGET): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  let total = 0;

  const walk = (set: SelectionSetNode, parent: Composite, copies: number, seen: ReadonlySet<string>): void => {
    for (const selection of set.selections) {
      if (total > limit) return;
      if (selection.kind === Kind.FIELD) {
        total += copies;
        const field = selection.selectionSet ? parent.getFields?.()[selection.name.value] : undefined;
        const type = field && named(field.type);
        if (selection.selectionSet && isComposite(type)) walk(selection.selectionSet, type, copies * fanOutOf(schema, type), seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        walk(selection.selectionSet, isComposite(on) ? on : parent, copies, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment cycle is refused by validation before execution; guard anyway.
        if (!fragment || seen.has(name)) continue;
        const on = schema.getType(fragment.typeCondition.name.value);
        walk(fragment.selectionSet, isComposite(on) ? on : parent, copies, new Set([...seen, name]));
      }
    }
  };

  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = d.operation === 'query' ? schema.getQueryType() : d.operation === 'mutation' ? schema.getMutationType() : null;
    if (root) walk(d.selectionSet, root as Composite, 1, new Set());
  }
  return total;
}
