// The cost that matters to the api is the number of upstream calls a query makes, not the number of fields
// it names. This estimates them from the schema before execution and refuses a query over the limit:
//   - a field that needs data of its own (a list, a connection, a reference, a summary…) costs one call per
//     batch of BATCH objects it is resolved on (the loaders batch every object of a tick into one call);
//   - a connection multiplies the objects below it by `first`/`last` (default 20), a plain list by LIST_ROWS;
//   - `nodes(ids:)` costs a call per type among its ids (one `List?idList=` each);
//   - the structure of a connection (edges, node, pageInfo) is free: it comes with the page.
// Aliases are counted each, fragments on several types are summed: the estimate errs on the high side, so
// the limit stays a bound on the worst case even where the loaders would deduplicate. One exception, declared by
// the fields themselves: fields that answer only for a detail page's section of given kinds (extension
// `sectionKinds`), asked with the same record and section key and disjoint kinds, cost the dearest of them: at most
// one of them answers (a page asks every tab's data under its own alias; only the URL's tab runs). Another: a
// reference field (extension `pageReference`) on the rows of a page whose call brings the records they reference
// (extension `bringsPageReferences`, list-references.ts) costs nothing of its own.
import { decodeGlobalID } from '@pothos/plugin-relay';
import {
  GraphQLError,
  Kind,
  getOperationAST,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE } from './builder';

/** The most upstream calls one operation may be estimated to make. */
export const MAX_UPSTREAM_CALLS = Number(process.env.BFF_MAX_UPSTREAM_CALLS) || 100;
/**
 * A role list's own calls: its page, then the full rows of each party type (organizations, people) for any field
 * beyond the columns both tables share. The estimate counts them whatever the rows select.
 */
export const ROLE_LIST_CALLS = 3;
/** Objects one upstream batch call takes (the api's idList limit). */
const BATCH = 100;
/** Objects assumed under a list field without paging arguments (addresses, shares, values…). */
const LIST_ROWS = 10;

type Vars = Record<string, unknown>;

/** Calls per type among global ids: one `List?idList=` per type and hundred ids. */
function nodesCalls(ids: unknown): number {
  if (!Array.isArray(ids)) return 1;
  const perType = new Map<string, number>();
  for (const id of ids) {
    let typename = '?';
    try {
      typename = decodeGlobalID(String(id)).typename;
    } catch {
      // An undecodable id costs nothing upstream; it still counts toward the unknown group.
    }
    perType.set(typename, (perType.get(typename) ?? 0) + 1);
  }
  return [...perType.values()].reduce((sum, n) => sum + Math.ceil(n / BATCH), 0);
}

// Structural type tests: the test runner may load two copies of graphql (ESM and CJS), and graphql's own
// predicates refuse types of the other copy.
const namedType = (type: GraphQLType): GraphQLNamedType => ('ofType' in type ? namedType(type.ofType) : type);
const isComposite = (type: GraphQLNamedType): type is GraphQLCompositeType => 'getFields' in type || 'getTypes' in type;
const isList = (type: GraphQLType) => String(type).replace(/!$/, '').startsWith('[');

/**
 * A field's `sectionKinds` extension: the section kinds it answers for, given its arguments (null: any kind).
 * Fields that declare it and share record and section key answer one at most when their kinds are disjoint.
 */
export type SectionKindsOf = (args: Record<string, unknown>) => readonly string[] | null;

/**
 * A connection field's `bringsPageReferences` extension: whether, asked with these arguments, its page brings the
 * records its rows' reference fields point to in the same call (a role list does not: its rows have no references).
 */
export type BringsPageReferences = (args: Record<string, unknown>) => boolean;

/** A field's `upstreamCalls` extension: the calls it makes itself per batch (default 1), or a function of its arguments. */
export type UpstreamCallsOf = number | ((args: Record<string, unknown>) => number);

/** The section-bound fields of one selection set, grouped by record and section key: each group costs its dearest. */
class ExclusiveSections {
  private readonly groups = new Map<string, { kinds: readonly string[] | null; cost: number }[]>();

  add(args: Record<string, unknown>, kinds: readonly string[] | null, cost: number) {
    const key = JSON.stringify([args.type, args.id, args.key]);
    const group = this.groups.get(key) ?? [];
    group.push({ kinds, cost });
    this.groups.set(key, group);
  }

  total(): number {
    let total = 0;
    for (const group of this.groups.values()) {
      const kinds = group.map((g) => g.kinds);
      const all = kinds.flatMap((k) => k ?? []);
      const disjoint = kinds.every((k) => k !== null) && new Set(all).size === all.length;
      const costs = group.map((g) => g.cost);
      total += disjoint ? Math.max(...costs) : costs.reduce((a, b) => a + b, 0);
    }
    return total;
  }
}

/** The arguments a field is asked with (variables substituted, defaults applied); only their values matter here. */
function argsOf(def: GraphQLField<unknown, unknown>, node: FieldNode, variables: Vars): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const arg of def.args) if (arg.defaultValue !== undefined) out[arg.name] = arg.defaultValue;
  for (const a of node.arguments ?? []) out[a.name.value] = valueFromASTUntyped(a.value, variables);
  return out;
}

class Estimator {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly variables: Vars,
  ) {
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(d.name.value, d);
  }

  /** Whether `@include`/`@skip` leave a selection out (an unknown condition counts it, as the worst case). */
  private skipped(selection: SelectionNode): boolean {
    return (selection.directives ?? []).some((d) => {
      const condition = d.arguments?.find((a) => a.name.value === 'if');
      if (!condition) return false;
      const value = valueFromASTUntyped(condition.value, this.variables);
      return (d.name.value === 'include' && value === false) || (d.name.value === 'skip' && value === true);
    });
  }

  /**
   * The calls below a selection set. Its fragments share `sections` with it (their fields are the same object's);
   * the call that opened the selection set adds the section-bound fields' groups at the end.
   */
  walk(
    selectionSet: SelectionSetNode,
    type: GraphQLCompositeType,
    rows: number,
    spreads: ReadonlySet<string>,
    sections?: ExclusiveSections,
    pageRows = false,
  ): number {
    const exclusive = sections ?? new ExclusiveSections();
    let total = 0;
    for (const s of selectionSet.selections) {
      if (this.skipped(s)) continue;
      if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? this.schema.getType(s.typeCondition.name.value) : type;
        if (on && isComposite(on)) total += this.walk(s.selectionSet, on as GraphQLCompositeType, rows, spreads, exclusive, pageRows);
      } else if (s.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = this.fragments.get(s.name.value);
        const on = fragment && this.schema.getType(fragment.typeCondition.name.value);
        if (fragment && on && isComposite(on) && !spreads.has(fragment.name.value)) {
          total += this.walk(fragment.selectionSet, on, rows, new Set([...spreads, fragment.name.value]), exclusive, pageRows);
        }
      } else if (s.selectionSet && 'getFields' in type) {
        // Fields of objects and interfaces; a union's only field is __typename.
        const def = type.getFields()[s.name.value];
        if (!def) continue;
        const args = argsOf(def, s, this.variables);
        const { calls, childRows, structural } = this.field(type, def, args, rows);
        const named = namedType(def.type);
        if (!isComposite(named)) continue;
        // The rows of a page that brings their references: through edges/node/nodes, up to the next field of its own.
        const brings = def.extensions?.bringsPageReferences as BringsPageReferences | undefined;
        const childPageRows = brings ? brings(args) : structural && pageRows;
        const own = pageRows && def.extensions?.pageReference === true ? 0 : calls;
        const cost = own + this.walk(s.selectionSet, named, childRows, spreads, undefined, childPageRows);
        const sectionKinds = def.extensions?.sectionKinds as SectionKindsOf | undefined;
        if (sectionKinds) exclusive.add(args, sectionKinds(args), cost);
        else total += cost;
      }
    }
    return sections ? total : total + exclusive.total();
  }

  private field(parent: GraphQLCompositeType, def: GraphQLField<unknown, unknown>, args: Record<string, unknown>, rows: number) {
    const batches = Math.ceil(rows / BATCH);
    const structural =
      (parent.name.endsWith('Connection') && (def.name === 'edges' || def.name === 'nodes')) ||
      (parent.name.endsWith('Edge') && def.name === 'node') ||
      def.name === 'pageInfo';
    if (structural) return { calls: 0, childRows: rows, structural };
    // A field that makes more than one call of its own says how many (extension `upstreamCalls`, given its arguments).
    const declared = def.extensions?.upstreamCalls as UpstreamCallsOf | undefined;
    const own = typeof declared === 'function' ? declared(args) : (declared ?? 1);
    if (def.name === 'nodes' && Array.isArray(args.ids))
      return { calls: batches * nodesCalls(args.ids), childRows: rows * args.ids.length, structural };
    if (def.args.some((a) => a.name === 'first' || a.name === 'last')) {
      const n = Number(args.first ?? args.last ?? DEFAULT_PAGE_SIZE);
      return { calls: batches * own, childRows: rows * Math.max(1, Number.isFinite(n) ? n : DEFAULT_PAGE_SIZE), structural };
    }
    if (isList(def.type)) return { calls: batches * own, childRows: rows * LIST_ROWS, structural };
    return { calls: batches * own, childRows: rows, structural };
  }
}

/** The estimated upstream calls of the operation `operationName` of a document (0 when there is none). */
export function estimateUpstreamCalls(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Vars | null | undefined,
  operationName?: string | null,
): number {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  return new Estimator(schema, document, variables ?? {}).walk(operation.selectionSet, root, 1, new Set());
}

export const upstreamCostError = (estimate: number) =>
  new GraphQLError(
    `Query is too costly: it may make about ${estimate} upstream calls, the limit is ${MAX_UPSTREAM_CALLS}. Split it into smaller queries, with fewer aliases and nested lists.`,
    { extensions: { code: 'QUERY_TOO_COMPLEX', upstreamCalls: estimate, maxUpstreamCalls: MAX_UPSTREAM_CALLS } },
  );
