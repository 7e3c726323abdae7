// Saved views and the criteria builder's model: `savedViews(type)`, `searchModel(type)`, the view mutations
// (save, save as new, delete, pin, default, reset, column width), and what a record list shows through a view
// (`RecordConnection.view` and `.columns`).
import { createContextCache } from '@pothos/core';
import { GraphQLError } from 'graphql';
import type { FieldDef, RecordTypeDef } from '../../../../contract';
import { sessionLookup, type Context } from '../../context';
import { viewsLookup } from '../../lookups';
import { builder } from '../builder';
import { SortDirectionEnum } from '../common';
import { FieldErrorShape, NotFoundError, PermissionError, ValidationError, mutate, mutationError } from '../errors';
import { FieldValueRef, RecordConnection, RecordRef, namedFieldDefs, requireFieldDefs, valuesOf } from '../engine/record';
import { listFieldsOf } from '../engine/metadata';
import { requireType, rowIdOf, typeOf } from '../engine/source';
import {
  CriteriaGroupInput,
  SavedViewRef,
  ViewColumnInput,
  ViewColumnRef,
  asView,
  columnsOf,
  inputPath,
  toCriteriaGroupList,
  type GroupInput,
  type ViewModel,
  type ViewSource,
} from './types';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** The row id of a view argument: a SavedView global id or the bare row id of `?viewId=`. */
export function viewRowId(id: string | number, argName = 'view'): number {
  const text = String(id);
  if (/^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647) return Number(text);
  const r = rowIdOf(text, ['SavedView']);
  if (!r) throw badInput(`\`${argName}\`: "${text.slice(0, 60)}" is not a saved view id.`);
  return r.id;
}

/** The viewer's views of a type, kept with the session's lookups until the api announces a view change. */
const loadViews = async (ctx: Context, type: RecordTypeDef) =>
  (
    await sessionLookup(ctx, viewsLookup(type.objectName), () => ctx.loaders.get<{ data: ViewModel[] }>(`/api/${type.objectName}/UserView`))
  ).data.map(asView);

// ---- the record list through a view ----

/** What a list asked through a view remembers, for `RecordConnection.view`, `.columns` and `.shownColumns`. */
export interface ListedThrough {
  type: RecordTypeDef;
  viewId: number | null;
  /** The `records` arguments that chose the view: the rows' `columnValues` are asked with the same. */
  choice: ViewChoice;
}

/** How a list names its view: a view id, else (with `defaultView`) the viewer's default view of the type. */
export interface ViewChoice {
  view?: string | number | null;
  defaultView?: boolean | null;
}

/** The row id of the view a list is read through, if any (the default view costs no call once the session knows the views). */
async function chosenViewId(ctx: Context, type: RecordTypeDef, choice: ViewChoice): Promise<number | null> {
  if (choice.view) return viewRowId(choice.view);
  if (!choice.defaultView) return null;
  return (await loadViews(ctx, type)).find((v) => v.isDefault)?.id ?? null;
}

/** The `records` arguments a view adds, as the api's PagingAndSorting takes them. */
export async function viewListBody(ctx: Context, type: RecordTypeDef, args: ViewChoice & { criteria?: readonly GroupInput[] | null }) {
  return {
    viewId: await chosenViewId(ctx, type, args),
    criteriaGroupList: args.criteria ? toCriteriaGroupList(args.criteria) : undefined,
  };
}

/** A column a list shows (`ListColumn`): its field, its header and, for a view's own column, the view's width. */
export interface ListColumnSource {
  field: string;
  label: string;
  width: number | null;
}

/** Headers of fields named outright: the catalogue's labels (with the company's extra fields when one is named). */
async function catalogueColumns(ctx: Context, type: RecordTypeDef, names: readonly string[]): Promise<ListColumnSource[]> {
  const defs = await namedFieldDefs(ctx, type, names);
  return names.map((field, i) => ({ field, label: defs[i]?.label ?? field, width: null }));
}

async function chooseColumns(
  ctx: Context,
  type: RecordTypeDef,
  choice: ViewChoice,
  fields: readonly string[] | null | undefined,
): Promise<readonly ListColumnSource[]> {
  if (fields?.length) return catalogueColumns(ctx, type, fields);
  if (!fields) {
    const viewId = await chosenViewId(ctx, type, choice);
    const view = viewId ? (await loadViews(ctx, type)).find((v) => v.id === viewId) : undefined;
    const visible = view?.displayFieldList.filter((c) => !c.hidden) ?? [];
    if (visible.length) return visible.map((c) => ({ field: c.fieldName, label: c.fieldLabel, width: c.columnWidth }));
  }
  // No view, a view without a visible column, or explicit columns all hidden: the type's default list columns.
  return catalogueColumns(ctx, type, listFieldsOf(type));
}

/** The column choices a request has made, by type, view choice and explicit fields (forgotten after a view write). */
const chosenColumns = createContextCache((): Map<string, Promise<readonly ListColumnSource[]>> => new Map());

/**
 * A `fields` argument as a cache key. Every row of a list passes the same array (the operation's variable), so its
 * key is made once per request, not once per row.
 */
const fieldsKeys = new WeakMap<readonly string[], string>();
function fieldsKey(fields: readonly string[]): string {
  let key = fieldsKeys.get(fields);
  if (key === undefined) fieldsKeys.set(fields, (key = JSON.stringify(fields)));
  return key;
}

/**
 * The columns a list shows, in order: `fields` when given (empty: the type's default list columns); else the
 * visible columns of its view (`ViewChoice`); else the type's default list columns. One rule for the rows
 * (`Record.columnValues`) and the header (`RecordConnection.shownColumns`), chosen once per request for each
 * (type, view choice, fields): a list of fifty rows looks its view up once, not fifty times. The web reads a
 * list's rows with the same choice as `records`, so the server picks the columns and a list page needs no
 * request before its list.
 */
export function listColumnsOf(
  ctx: Context,
  type: RecordTypeDef,
  choice: ViewChoice,
  fields?: readonly string[] | null,
): Promise<readonly ListColumnSource[]> {
  let key: string;
  try {
    const view = choice.view ? `view ${viewRowId(choice.view)}` : choice.defaultView ? 'default view' : 'no view';
    // Lines apart: no part has a line break (a token is a header value; the fields' key is JSON).
    key = `${type.objectName}\n${view}\n${ctx.token}\n${fields ? fieldsKey(fields) : '*'}`;
  } catch (err) {
    return Promise.reject(err as Error);
  }
  const byKey = chosenColumns(ctx);
  let columns = byKey.get(key);
  if (!columns) {
    columns = chooseColumns(ctx, type, choice, fields);
    // A failed lookup is not remembered: another field of the request may ask again.
    columns.catch(() => byKey.delete(key));
    byKey.set(key, columns);
  }
  return columns;
}

/**
 * The definitions of a list's columns on a row's own type (a lead list's rows are organizations), once per request
 * for each (columns, type) rather than for each row: `columns` is the request's own array from listColumnsOf.
 */
function columnDefsOf(ctx: Context, columns: readonly ListColumnSource[], type: RecordTypeDef): Promise<FieldDef[]> {
  let byType = columnDefs.get(columns);
  if (!byType) columnDefs.set(columns, (byType = new Map()));
  let defs = byType.get(type.objectName);
  if (!defs) {
    defs = requireFieldDefs(
      ctx,
      type,
      columns.map((c) => c.field),
    );
    byType.set(type.objectName, defs);
  }
  return defs;
}
const columnDefs = new WeakMap<readonly ListColumnSource[], Map<string, Promise<FieldDef[]>>>();

/** The view a list was read through: the one asked, else the viewer's default of the type. */
async function viewOfList(ctx: Context, listed: ListedThrough | undefined): Promise<ViewSource | null> {
  if (!listed) return null;
  const views = await loadViews(ctx, listed.type);
  return listed.viewId ? (views.find((v) => v.id === listed.viewId) ?? null) : (views.find((v) => v.isDefault) ?? null);
}

const ListColumnRef = builder.objectRef<ListColumnSource>('ListColumn').implement({
  description:
    "A column a record list shows, as its rows' `Record.columnValues` show it: the field, its header and its width when the list's view gives one.",
  fields: (t) => ({
    field: t.exposeString('field', {
      description: 'The field (model property; "name" is the display name): the `FieldValue.field` of the rows.',
    }),
    label: t.exposeString('label', {
      description: "The column header: the view's label for a column of the view, else the field's label in the catalogue.",
    }),
    width: t.int({
      nullable: true,
      description:
        "Width in pixels, for a column of the list's view; null for explicit `fields` (the caller chose them, and their widths) and for the type's default list columns.",
      resolve: (c) => c.width,
    }),
  }),
});

type Listed = { listedThrough?: ListedThrough };
builder.objectField(RecordConnection, 'view', (t) =>
  t.field({
    type: SavedViewRef,
    nullable: true,
    description:
      'The saved view the list was read through (`records(view:)`), else the viewer’s default view of the type; null for sections.',
    resolve: (c, _a, ctx) => viewOfList(ctx, (c as Listed).listedThrough),
  }),
);
builder.objectField(RecordConnection, 'columns', (t) =>
  t.field({
    type: [ViewColumnRef],
    nullable: true,
    description: 'The display columns of that view, in order (hidden ones included): render any view without knowing it in advance.',
    resolve: async (c, _a, ctx) => {
      const view = await viewOfList(ctx, (c as Listed).listedThrough);
      return view ? columnsOf(view.displayFieldList) : null;
    },
  }),
);
builder.objectField(RecordConnection, 'shownColumns', (t) =>
  t.field({
    type: [ListColumnRef],
    nullable: true,
    description:
      "The columns the list's rows show, in order: exactly the fields of the rows' `Record.columnValues` asked with this list's `type`, `view` and `defaultView` and the same `fields`. Render a list's header from it: the server applies one rule for header and cells (the view's visible columns, else the type's default list columns, `RecordType.listFields`). Null for sections (their rows' `columnValues` show the type's `listFields`).",
    args: {
      fields: t.arg.stringList({
        description:
          "Explicit columns, as given to the rows' `columnValues(fields:)` (e.g. an unsaved change of the view); none: the view's.",
      }),
    },
    resolve: async (c, args, ctx) => {
      const listed = (c as Listed).listedThrough;
      return listed ? listColumnsOf(ctx, listed.type, listed.choice, args.fields) : null;
    },
  }),
);

builder.interfaceField(RecordRef, 'columnValues', (t) =>
  t.field({
    type: [FieldValueRef],
    description:
      "Values of a list's columns, in order: `fields` when given (none: the type's default list columns); else the visible columns of the saved view `view` or, with `defaultView`, of the viewer's default view of `type`; else the type's default list columns (`RecordType.listFields`). Ask a list's rows with the same `type`, `view` and `defaultView` as `records`: the server then chooses the columns, and a list page needs no request before its list. The list's header is `RecordConnection.shownColumns` (the same rule, chosen once per request).",
    args: {
      type: t.arg.string({ description: "The list's type (object name or URL segment); default: the record's own type." }),
      view: t.arg.id({ description: 'A saved view (global id or `?viewId=` row id): its visible columns.' }),
      defaultView: t.arg.boolean({ description: "Without `view`: the viewer's default view of the type, when there is one." }),
      fields: t.arg.stringList({ description: 'Explicit columns (model properties), e.g. an unsaved change of the view.' }),
    },
    resolve: async (r, args, ctx) => {
      const type = args.type ? requireType(args.type) : typeOf(r);
      const columns = await listColumnsOf(ctx, type, args, args.fields);
      return valuesOf(ctx, r, await columnDefsOf(ctx, columns, typeOf(r)));
    },
  }),
);

// ---- the criteria builder's model ----

interface SearchModelAnswer {
  data: {
    fieldList: {
      fieldName: string;
      fieldLabel: string;
      fieldType: string;
      operatorList: string[];
      optionList: { value: string; label: string }[];
      lookupObject: string | null;
    }[];
    endOperatorList: string[];
    sortKeys: string[];
  };
}
type SearchField = SearchModelAnswer['data']['fieldList'][number];

const SearchOptionRef = builder.objectRef<{ value: string; label: string }>('SearchFieldOption').implement({
  description: 'A choice of a select field.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The stored value (a rule’s value).' }),
    label: t.exposeString('label', { description: 'What the user sees.' }),
  }),
});

const SearchFieldRef = builder.objectRef<SearchField>('SearchField').implement({
  description: 'A field the criteria builder offers, with the operators of its kind.',
  fields: (t) => ({
    name: t.string({ description: 'The field (model property; "name" is the display name).', resolve: (f) => f.fieldName }),
    label: t.string({ description: 'Its label.', resolve: (f) => f.fieldLabel }),
    kind: t.string({
      description: 'Its kind (text, number, money, date, datetime, checkbox, select, user, users, record …).',
      resolve: (f) => f.fieldType,
    }),
    operators: t.stringList({
      description:
        'Operators of the kind: equal, notEqual, contains, notContains, startsWith, endsWith, greaterThan, greaterOrEqual, lessThan, lessOrEqual, before, after, onOrBefore, onOrAfter, between, isNull, isNotNull, modify.',
      resolve: (f) => f.operatorList,
    }),
    options: t.field({ type: [SearchOptionRef], description: 'The choices of a select field.', resolve: (f) => f.optionList }),
    lookupType: t.string({
      nullable: true,
      description: 'For references: the object name whose records (or "User") the value is chosen from.',
      resolve: (f) => f.lookupObject,
    }),
  }),
});

const SearchModelRef = builder.objectRef<SearchModelAnswer['data']>('SearchModel').implement({
  description: 'What the criteria builder of a record type offers.',
  fields: (t) => ({
    fields: t.field({ type: [SearchFieldRef], description: 'The fields, the display name first.', resolve: (m) => m.fieldList }),
    endOperators: t.stringList({ description: 'between’s end operators.', resolve: (m) => m.endOperatorList }),
    sortFields: t.stringList({ description: 'Fields a view may sort by.', resolve: (m) => m.sortKeys }),
  }),
});

builder.queryFields((t) => ({
  savedViews: t.field({
    type: [SavedViewRef],
    description: 'The viewer’s views of a record type and the system view: pinned first, then the system view, then by name.',
    authScopes: { authenticated: true },
    args: { type: t.arg.string({ required: true, description: 'Object name (any case) or URL segment.' }) },
    resolve: (_p, args, ctx) => loadViews(ctx, requireType(args.type, 'type', 'NOT_FOUND')),
  }),
  searchModel: t.field({
    type: SearchModelRef,
    description: 'The criteria builder’s fields and operators for a record type.',
    authScopes: { authenticated: true },
    args: { type: t.arg.string({ required: true, description: 'Object name (any case) or URL segment.' }) },
    resolve: async (_p, args, ctx) =>
      (await ctx.loaders.get<SearchModelAnswer>(`/api/${requireType(args.type).objectName}/SearchModel`)).data,
  }),
}));

// ---- mutations ----

interface Done {
  __typename: string;
  view?: ViewSource;
  views?: ViewSource[];
  message?: string;
  deletedId?: string;
}
const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

const ViewSuccess = builder.objectRef<Done>('SaveViewSuccess').implement({
  description: 'The view was saved.',
  isTypeOf: isType('SaveViewSuccess'),
  fields: (t) => ({
    view: t.field({ type: SavedViewRef, description: 'The view as saved.', resolve: (s) => s.view! }),
    message: t.string({ description: '"View is saved" (a new view) or "Search Criteria saved".', resolve: (s) => s.message ?? '' }),
  }),
});
const ChangeViewSuccess = builder.objectRef<Done>('ChangeViewSuccess').implement({
  description: 'The view’s pin, default or column changed.',
  isTypeOf: isType('ChangeViewSuccess'),
  fields: (t) => ({
    view: t.field({ type: SavedViewRef, description: 'The view after the change.', resolve: (s) => s.view! }),
    views: t.field({ type: [SavedViewRef], description: 'All views of its type (pins and default moved).', resolve: (s) => s.views ?? [] }),
  }),
});
const DeleteViewSuccess = builder.objectRef<Done>('DeleteViewSuccess').implement({
  description: 'The view was deleted.',
  isTypeOf: isType('DeleteViewSuccess'),
  fields: (t) => ({
    deletedId: t.id({ description: 'Global id of the deleted view.', resolve: (s) => s.deletedId! }),
    message: t.string({ description: '"View is deleted".', resolve: (s) => s.message ?? '' }),
  }),
});
const ResetViewsSuccess = builder.objectRef<Done>('ResetViewsSuccess').implement({
  description: 'The type’s views are back to the start: no pins, the system view as default.',
  isTypeOf: isType('ResetViewsSuccess'),
  fields: (t) => ({ views: t.field({ type: [SavedViewRef], description: 'All views of the type.', resolve: (s) => s.views ?? [] }) }),
});

const errors = [ValidationError, PermissionError, NotFoundError] as const;
const SaveViewPayload = builder.errorUnion('SaveViewPayload', {
  description: 'Result of saveView.',
  types: [ViewSuccess, ...errors],
  omitDefaultTypes: true,
});
const ChangeViewPayload = builder.errorUnion('ChangeViewPayload', {
  description: 'Result of pinView, setDefaultView and updateViewColumn.',
  types: [ChangeViewSuccess, ...errors],
  omitDefaultTypes: true,
});
const DeleteViewPayload = builder.errorUnion('DeleteViewPayload', {
  description: 'Result of deleteView.',
  types: [DeleteViewSuccess, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});
const ResetViewsPayload = builder.errorUnion('ResetViewsPayload', {
  description: 'Result of resetViews.',
  types: [ResetViewsSuccess, ValidationError],
  omitDefaultTypes: true,
});

const SaveViewInput = builder.inputType('SaveViewInput', {
  description: 'A view to create, update, or copy (saveAsNew).',
  fields: (t) => ({
    id: t.id({ description: 'The view to update (or copy with saveAsNew); none creates one.' }),
    type: t.string({ description: 'Object name or URL segment of the record type (the section; needed for a new view).' }),
    name: t.string({ description: 'Name of the view (needed for a new one: "Must enter name").' }),
    criteria: t.field({ type: [CriteriaGroupInput], description: 'The criteria groups (kept when omitted).' }),
    columns: t.field({ type: [ViewColumnInput], description: 'The columns in order (kept when omitted).' }),
    orderBy: t.string({ description: 'A sortable field.' }),
    direction: t.field({ type: SortDirectionEnum, description: 'Sort direction.' }),
    pageSize: t.int({ description: 'Rows per page (0: infinite scroll).' }),
    saveAsNew: t.boolean({ description: 'Save a copy as a new view ("Save as new view"; how a system view is changed).' }),
  }),
});
const DeleteViewInput = builder.inputType('DeleteViewInput', {
  description: 'The view to delete.',
  fields: (t) => ({ id: t.id({ required: true, description: 'Global id (or row id) of the view.' }) }),
});
const PinViewInput = builder.inputType('PinViewInput', {
  description: 'Pin or unpin a view for the signed-in user.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The view.' }),
    pinned: t.boolean({ required: true, description: 'Pinned or not.' }),
  }),
});
const SetDefaultViewInput = builder.inputType('SetDefaultViewInput', {
  description: 'Make a view (or stop it being) the signed-in user’s default of its type.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The view.' }),
    isDefault: t.boolean({ description: 'Default true; false goes back to the system view.' }),
  }),
});
const ResetViewsInput = builder.inputType('ResetViewsInput', {
  description: 'A record type whose pins and default go back to the start.',
  fields: (t) => ({ type: t.string({ required: true, description: 'Object name or URL segment.' }) }),
});
const UpdateViewColumnInput = builder.inputType('UpdateViewColumnInput', {
  description: 'A column’s width on one of the signed-in user’s views.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The view.' }),
    field: t.string({ required: true, description: 'The column’s field.' }),
    width: t.int({ required: true, description: 'Width in pixels (40–2000).' }),
  }),
});

/** Runs a view write: upstream refusals become the payload's typed errors, with fields named as in the input. */
export function viewWrite<T>(ctx: Context, fn: () => Promise<T>): Promise<T> {
  return mutate(async () => {
    try {
      const out = await fn();
      ctx.loaders.clear();
      chosenColumns.delete(ctx);
      return out;
    } catch (err) {
      const e = mutationError(err);
      if (e instanceof ValidationError)
        throw new ValidationError(
          e.message,
          e.fields.map((f) => new FieldErrorShape(inputPath(f.field), f.message)),
        );
      throw e;
    }
  });
}

const viewsAfter = async (ctx: Context, view: ViewModel) => loadViews(ctx, requireType(view.objectName));

builder.mutationFields((t) => ({
  saveView: t.field({
    type: SaveViewPayload,
    description:
      'Creates a view, updates one of the viewer’s views, or saves a copy (saveAsNew). A system view: PermissionError "You cannot edit System default view"; another user’s: "You don’t have permission to edit this view".',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SaveViewInput, required: true, description: 'The view.' }) },
    resolve: (_p, { input }, ctx) =>
      viewWrite(ctx, async () => {
        const type = input.type ? requireType(input.type, 'input.type') : undefined;
        const res = await ctx.upstream.call<{ model: ViewModel; message: string }>('POST', '/api/UserSearchCriteria/Save', {
          body: {
            id: input.id ? viewRowId(input.id, 'input.id') : undefined,
            objectName: type?.objectName,
            name: input.name ?? undefined,
            criteriaGroupList: input.criteria ? toCriteriaGroupList(input.criteria) : undefined,
            displayFieldList: input.columns?.map((c) => ({
              fieldName: c.field,
              columnWidth: c.width ?? undefined,
              hidden: c.hidden ?? false,
            })),
            orderBy: input.orderBy === undefined ? undefined : input.orderBy,
            direction: input.direction === undefined ? undefined : input.direction,
            pageSize: input.pageSize === undefined ? undefined : input.pageSize,
            saveAsNew: input.saveAsNew ?? false,
          },
        });
        return { __typename: 'SaveViewSuccess', view: asView(res.model), message: res.message };
      }),
  }),
  deleteView: t.field({
    type: DeleteViewPayload,
    description: 'Deletes one of the viewer’s views ("View is deleted"); the web asks "Delete this view?" first.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteViewInput, required: true, description: 'The view.' }) },
    resolve: (_p, { input }, ctx) =>
      viewWrite(ctx, async () => {
        const id = viewRowId(input.id, 'input.id');
        const res = await ctx.upstream.call<{ id: number; message: string }>('DELETE', `/api/UserSearchCriteria/Delete/${id}`);
        return { __typename: 'DeleteViewSuccess', deletedId: String(input.id), message: res.message };
      }),
  }),
  pinView: t.field({
    type: ChangeViewPayload,
    description: 'Pins or unpins a view for the viewer (system views too).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: PinViewInput, required: true, description: 'The view and the pin.' }) },
    resolve: (_p, { input }, ctx) =>
      viewWrite(ctx, async () => {
        const id = viewRowId(input.id, 'input.id');
        const res = await ctx.upstream.call<{ model: ViewModel }>('POST', `/api/UserSearchCriteria/ChangePin/${id}`, {
          query: { isPinned: String(input.pinned) },
        });
        ctx.loaders.clear();
        return { __typename: 'ChangeViewSuccess', view: asView(res.model), views: await viewsAfter(ctx, res.model) };
      }),
  }),
  setDefaultView: t.field({
    type: ChangeViewPayload,
    description: 'Makes a view the viewer’s default of its type (or drops it: the system view again).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SetDefaultViewInput, required: true, description: 'The view.' }) },
    resolve: (_p, { input }, ctx) =>
      viewWrite(ctx, async () => {
        const id = viewRowId(input.id, 'input.id');
        const res = await ctx.upstream.call<{ model: ViewModel }>('POST', `/api/UserSearchCriteria/ChangeDefault/${id}`, {
          query: { isDefault: String(input.isDefault ?? true) },
        });
        ctx.loaders.clear();
        return { __typename: 'ChangeViewSuccess', view: asView(res.model), views: await viewsAfter(ctx, res.model) };
      }),
  }),
  resetViews: t.field({
    type: ResetViewsPayload,
    description: 'Unpins the viewer’s views of a type and makes the system view the default again.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ResetViewsInput, required: true, description: 'The record type.' }) },
    resolve: (_p, { input }, ctx) =>
      viewWrite(ctx, async () => {
        const type = requireType(input.type, 'input.type');
        const res = await ctx.upstream.call<{ data: ViewModel[] }>('POST', '/api/UserSearchCriteria/Reset', {
          body: { objectName: type.objectName },
        });
        return { __typename: 'ResetViewsSuccess', views: res.data.map(asView) };
      }),
  }),
  updateViewColumn: t.field({
    type: ChangeViewPayload,
    description: 'Stores a column’s width on one of the viewer’s views (a system view: PermissionError; save a copy first).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateViewColumnInput, required: true, description: 'The view, column and width.' }) },
    resolve: (_p, { input }, ctx) =>
      viewWrite(ctx, async () => {
        const id = viewRowId(input.id, 'input.id');
        const res = await ctx.upstream.call<{ model: ViewModel }>('PUT', '/api/UserSearchCriteria/UpdateField', {
          body: { id, fieldName: input.field, columnWidth: input.width },
        });
        return { __typename: 'ChangeViewSuccess', view: asView(res.model), views: [asView(res.model)] };
      }),
  }),
}));
import './shares';
