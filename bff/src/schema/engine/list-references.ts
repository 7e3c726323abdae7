// The reference fields a page of records will show, read off the GraphQL selection of the connection being resolved,
// so the page's upstream call can bring the records they point to (PagingAndSorting's `references`) instead of the
// rows' references costing a second call (`Record/List`) after it. Only what the selection names is asked: a
// list of names brings no referenced rows.
import { valueFromASTUntyped, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { recordType, type RecordTypeDef } from '../../../../contract';
import type { Context } from '../../context';
import { listColumnsOf, type ViewChoice } from '../views';
import { outputName } from './names';
import { referenceFieldsOf } from './page-references';

/** The fields selected on a selection set, through inline fragments and fragment spreads. */
function selectedFields(
  info: GraphQLResolveInfo,
  set: SelectionSetNode | undefined,
  out: FieldNode[] = [],
  seen = new Set<string>(),
): FieldNode[] {
  for (const sel of set?.selections ?? []) {
    if (sel.kind === 'Field') out.push(sel);
    else if (sel.kind === 'InlineFragment') selectedFields(info, sel.selectionSet, out, seen);
    else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      selectedFields(info, info.fragments[sel.name.value]?.selectionSet, out, seen);
    }
  }
  return out;
}

const childrenNamed = (info: GraphQLResolveInfo, nodes: readonly FieldNode[], name: string): FieldNode[] =>
  nodes.flatMap((n) => selectedFields(info, n.selectionSet).filter((f) => f.name.value === name));

/** A field's arguments as given (variables resolved; a missing one is absent). */
function argumentsOf(info: GraphQLResolveInfo, node: FieldNode): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const arg of node.arguments ?? []) args[arg.name.value] = valueFromASTUntyped(arg.value, info.variableValues);
  return args;
}

const stringList = (v: unknown): string[] | null => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : null);

/**
 * The reference fields (REST names, e.g. `organizationId`) whose records the rows of the connection being resolved
 * will show: through `columnValues` (the columns the list's rule chooses, from the same per-request choice the rows
 * read later, so no lookup is made twice), `values(fields:)` (those named; all without `fields`), or a typed
 * reference field (`organization`). Under `edges.node` or `nodes`.
 */
export async function shownReferenceFields(ctx: Context, info: GraphQLResolveInfo, type: RecordTypeDef): Promise<string[]> {
  // A role list's rows (Lead: organizations and people) carry only the columns both tables share, no reference.
  const references = type.role ? [] : referenceFieldsOf(type);
  if (!references.length) return [];
  const rows = [
    ...childrenNamed(info, childrenNamed(info, info.fieldNodes, 'edges'), 'node'),
    ...childrenNamed(info, info.fieldNodes, 'nodes'),
  ];
  const shown = new Set<string>();
  const isReference = new Set(references.map((f) => f.name));
  const typedNames = new Map(references.map((f) => [outputName(type, f), f.name] as const));
  for (const field of rows.flatMap((r) => selectedFields(info, r.selectionSet))) {
    const name = field.name.value;
    if (name === 'values') {
      const fields = stringList(argumentsOf(info, field).fields);
      for (const f of fields ?? [...isReference]) if (isReference.has(f)) shown.add(f);
    } else if (name === 'columnValues') {
      const args = argumentsOf(info, field);
      const listType = typeof args.type === 'string' ? (recordType(args.type) ?? type) : type;
      // A choice that fails (a malformed or missing view) brings nothing: the rows' own columnValues report it.
      const columns = await listColumnsOf(ctx, listType, args as ViewChoice, stringList(args.fields)).catch(() => []);
      for (const c of columns) if (isReference.has(c.field)) shown.add(c.field);
    } else {
      const restName = typedNames.get(name);
      if (restName) shown.add(restName);
    }
  }
  return [...shown].sort();
}
