// What a page of records will show, read off the GraphQL selection of the connection being resolved, so the page's
// upstream call can bring the records its reference cells point to (`references`) instead of a second call
// (`Record/List`) after it, and ask only the fields its rows are shown with (`fields`) instead of whole rows. Only what
// the selection names is asked: a list of names brings no referenced rows.
import { createContextCache } from '@pothos/core';
import { valueFromASTUntyped, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { fieldOf, fieldsOf, recordType, type RecordTypeDef } from '../../../../contract';
import type { Context } from '../../context';
import { listColumnsOf, type ViewChoice } from '../views';
import { isExtraName } from './extra-field-defs';
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

/** What the rows of a page are shown with: the reference fields to bring, and the fields to ask (null: whole rows). */
export interface ShownFields {
  references: string[];
  fields: string[] | null;
}

/** Row fields every projected row keeps (the api's ROW_KEYS): identity, link, name, version, permission, lock. */
const KEPT = new Set(['__typename', 'id', 'rowId', 'objectName', 'name', 'url', 'version', 'permission', 'isLocked', 'type']);
/** Record fields read from one property of their own. */
const COMMON: Record<string, string> = { status: 'status', owner: 'ownerId', createdAt: 'creationDate', updatedAt: 'lastModifiedDate' };
/** The FieldValue fields a projected row answers from its own values, a user or a brief referenced record. */
const CELL = new Set(['__typename', 'field', 'label', 'kind', 'value', 'text', 'format', 'url', 'user', 'users']);

/**
 * What the rows of the connection being resolved show, under `edges.node` or `nodes`:
 * - `references`: the reference fields (REST names, e.g. `organizationId`) whose records they show, through
 *   `columnValues` (the columns the list's rule chooses, from the same per-request choice the rows read later, so no
 *   lookup is made twice), `values(fields:)` (those named; all without `fields`), or a typed reference field
 *   (`organization`);
 * - `fields`: the REST fields the rows need when every field selected is one a projected row answers (PagingAndSorting's
 *   `fields`: its identity and link, the cells' fields, the typed scalars), else null for whole rows. A field the
 *   rows lack after all is read through the row loader (`prop`), so a wrong guess costs a call, not a wrong value.
 */
export function shownFields(ctx: Context, info: GraphQLResolveInfo, type: RecordTypeDef): Promise<ShownFields> {
  // Once per selection and type in a request: `related` on a page's rows asks it for every row.
  const bySelection = shownPerSelection(ctx);
  let byType = bySelection.get(info.fieldNodes);
  if (!byType) bySelection.set(info.fieldNodes, (byType = new Map()));
  let shown = byType.get(type);
  if (!shown) byType.set(type, (shown = readShownFields(ctx, info, type)));
  return shown;
}

/** shownFields per request, by the field's nodes (the same for every row a list field is resolved on) and type. */
const shownPerSelection = createContextCache((): Map<readonly FieldNode[], Map<RecordTypeDef, Promise<ShownFields>>> => new Map());

async function readShownFields(ctx: Context, info: GraphQLResolveInfo, type: RecordTypeDef): Promise<ShownFields> {
  const references = type.role ? [] : referenceFieldsOf(type);
  const rows = [
    ...childrenNamed(info, childrenNamed(info, info.fieldNodes, 'edges'), 'node'),
    ...childrenNamed(info, info.fieldNodes, 'nodes'),
  ];
  const shown = new Set<string>();
  const isReference = new Set(references.map((f) => f.name));
  const typed = new Map(fieldsOf(type).map((f) => [outputName(type, f), f] as const));
  let fields: Set<string> | null = new Set();
  /**
   * A cell's field and what reading its value needs (a polymorphic reference's type field). A name the page's type
   * does not have is not asked (the api would refuse it): a whole row would not carry it either.
   */
  const needs = (name: string) => {
    const def = fieldOf(type, name);
    if (!def && !isExtraName(name)) return;
    fields?.add(name);
    if (def?.refTypeField) fields?.add(def.refTypeField);
  };
  const cellsOnly = (node: FieldNode) => selectedFields(info, node.selectionSet).every((f) => CELL.has(f.name.value));
  for (const field of rows.flatMap((r) => selectedFields(info, r.selectionSet))) {
    const name = field.name.value;
    if (name === 'values') {
      const named = stringList(argumentsOf(info, field).fields);
      for (const f of named ?? [...isReference]) if (isReference.has(f)) shown.add(f);
      if (!named || !cellsOnly(field)) fields = null;
      else for (const f of named) needs(f);
    } else if (name === 'columnValues') {
      const args = argumentsOf(info, field);
      const listType = typeof args.type === 'string' ? (recordType(args.type) ?? type) : type;
      // A choice that fails (a malformed or missing view) brings nothing: the rows' own columnValues report it.
      const columns = await listColumnsOf(ctx, listType, args as ViewChoice, stringList(args.fields)).catch(() => null);
      for (const c of columns ?? []) if (isReference.has(c.field)) shown.add(c.field);
      if (!columns || !cellsOnly(field)) fields = null;
      else for (const c of columns) needs(c.field);
    } else if (KEPT.has(name)) {
      // Every projected row has it.
    } else if (COMMON[name]) {
      fields?.add(COMMON[name]);
    } else {
      const def = typed.get(name);
      if (def && isReference.has(def.name)) shown.add(def.name);
      // A typed reference shows its record, whatever the selection asks of it: whole rows and whole references.
      if (!def || def.kind === 'record') fields = null;
      else fields?.add(def.name);
    }
  }
  return { references: [...shown].sort(), fields: fields && [...fields].sort() };
}
