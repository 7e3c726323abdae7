// THE LOOP: one typed GraphQL API per catalogued record type (object type, connection, sort, filter, inputs,
// payloads, root fields). Nothing here names a type: adding one to the catalogue adds it to the schema.
import type { EnumRef, InputFieldRef, ObjectRef } from '@pothos/core';
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import {
  catalogue,
  fieldsOf,
  storedTypes,
  roleTypes,
  type FieldDef,
  type ModelResponse,
  type RecordTypeDef,
  type SummaryResponse,
} from '../../../../contract';
import type { Context } from '../../context';
import { builder, type BuilderTypes } from '../builder';
import { AddressInput, EmailInput, PhoneInput, RecordStatusEnum, SortDirectionEnum } from '../common';
import { encodeCursor, TOTAL_EXACT_DESCRIPTION } from '../common/paging';
import { ConflictError, NotFoundError, PermissionError, UpgradeRequiredError, ValidationError, mutate, nullIfMissing } from '../errors';
import { IDEMPOTENCY_DESCRIPTION, VERSION_DESCRIPTION } from './write-inputs';
import { UserRef } from '../users';
import { dateOnly } from './display';
import { selectsField } from './selection';
import { readableUserIds } from './value-text';
import { filterValue, pageRecords, refRowId } from './lists';
import { camelName, constantCase, inputName, outputName, selectEnumName } from './names';
import { PARTY_FIELD_NAMES, PartyRef, RECORD_FIELD_NAMES, RecordRef } from './record';
import { RecordFilterInput, RecordOrderInput, genericListOptions } from './generic-inputs';
import { ROLE_LIST_CALLS, type BringsPageReferences, type UpstreamCallsOf } from '../upstream-cost';
import { shownFields } from './list-references';
import { primeReferences, summaryReferenceFields, type PageReference } from './page-references';
import { recordSource, bareRowId, loadNode, loadRef, prop, propThen, rowIdOf, typenamesOf, typeOf, type RecordSource } from './source';
import { deleteRecord, editableFields, inputToModel, requireRecordRowId, saveRecord } from './writes';
import { parseRowId } from '../common/row-id';

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

/** The object type of every stored record type, declared before any is implemented (they reference each other). */
export const recordRefs = new Map<string, ObjectRef<Types, RecordSource>>(
  storedTypes.map((t) => [t.objectName, builder.objectRef<RecordSource>(t.objectName)]),
);

/** The generated enum of each select field (except `status`, which is RecordStatus everywhere). */
const selectEnums = new Map<FieldDef, EnumRef<Types, string, string>>();
function selectEnum(type: RecordTypeDef, field: FieldDef): EnumRef<Types, string, string> {
  let e = selectEnums.get(field);
  if (!e) {
    e = builder.enumType(selectEnumName(type, field), {
      description: `${field.label} of ${type.label.toLowerCase()}: ${field.description}`,
      values: Object.fromEntries((field.options ?? []).map((o) => [constantCase(o.value), { value: o.value, description: o.label }])),
    }) as EnumRef<Types, string, string>;
    selectEnums.set(field, e);
  }
  return e;
}

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/** Whether a catalogue field becomes a typed field of the object (the interfaces answer the rest). */
function ownField(type: RecordTypeDef, f: FieldDef): boolean {
  const name = outputName(type, f);
  if (RECORD_FIELD_NAMES.has(name)) return false;
  return !(type.traits.party && PARTY_FIELD_NAMES.has(name));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Pothos' field builder of a generated object type
type FieldBuilder = any;

/** The typed output field of one catalogue field. */
function outputField(t: FieldBuilder, type: RecordTypeDef, f: FieldDef) {
  const description = f.description;
  // Synchronous when the row carries the value (the usual case): no promise per field.
  const get =
    <T>(fn: (value: unknown) => T) =>
    (r: RecordSource, _a: unknown, ctx: Context) =>
      propThen(ctx, r, f.name, fn);
  switch (f.kind) {
    case 'number':
    case 'percent':
    case 'duration':
      return t.int({ nullable: true, description, resolve: get(num) });
    case 'money':
      return t.float({ nullable: true, description, resolve: get(num) });
    case 'date':
      return t.string({ nullable: true, description: `${description} (yyyy-MM-dd)`, resolve: get(dateOnly) });
    case 'datetime':
      return t.field({ type: 'DateTime', nullable: true, description, resolve: get((v) => (v as string | null) || null) });
    case 'checkbox':
      return t.boolean({ description, resolve: get(Boolean) });
    case 'select': {
      const values = new Set((f.options ?? []).map((o) => o.value));
      return t.field({
        type: selectEnum(type, f),
        nullable: true,
        description,
        resolve: get((v) => (v !== null && v !== undefined && values.has(String(v)) ? String(v) : null)),
      });
    }
    case 'user':
      return t.field({ type: UserRef, nullable: true, description, resolve: get((v) => num(v) || null) });
    case 'users':
      return t.field({
        type: [UserRef],
        description,
        resolve: async (r: RecordSource, _a: unknown, ctx: Context) => readableUserIds(ctx, await prop(ctx, r, f.name)),
      });
    case 'record': {
      const polymorphic = f.ref === '*';
      return t.field({
        type: polymorphic ? RecordRef : (recordRefs.get(f.ref!) ?? RecordRef),
        nullable: true,
        description,
        // On the rows of a page that brings references (upstream-cost.ts), it costs no call of its own.
        extensions: { pageReference: true },
        resolve: async (r: RecordSource, _a: unknown, ctx: Context) => {
          const objectName = polymorphic ? String((await prop(ctx, r, f.refTypeField!)) ?? '') : f.ref!;
          return loadRef(ctx, objectName, await prop(ctx, r, f.name));
        },
      });
    }
    default:
      if (f.required) return t.string({ description, resolve: get((v) => String(v ?? '')) });
      return t.string({ nullable: true, description, resolve: get((v) => (v as string | null) ?? null) });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Pothos' input field builder
type InputBuilder = any;

/** The typed input field of one catalogue field (references take global ids). */
function inputField(t: InputBuilder, type: RecordTypeDef, f: FieldDef, required: boolean): InputFieldRef<Types, unknown> {
  const description =
    f.kind === 'record' || f.kind === 'user'
      ? `${f.description} (global id)`
      : f.kind === 'users'
        ? `${f.description} (global ids)`
        : f.description;
  const opts = { required, description };
  switch (f.kind) {
    case 'number':
    case 'percent':
    case 'duration':
      return t.int(opts);
    case 'money':
      return t.float(opts);
    case 'datetime':
      return t.field({ type: 'DateTime', ...opts });
    case 'checkbox':
      return t.boolean(opts);
    case 'select':
      return t.field({ type: f.name === 'status' ? RecordStatusEnum : selectEnum(type, f), ...opts });
    case 'user':
    case 'record':
      return t.id(opts);
    case 'users':
      return t.idList(opts);
    case 'date':
      return t.string({ ...opts, description: `${f.description} (yyyy-MM-dd)` });
    default:
      return t.string(opts);
  }
}

/** A field a Create input must carry: required, with no default and not the owner (the signed-in user by default). */
const requiredOnCreate = (f: FieldDef) => Boolean(f.required) && f.defaultValue === undefined && f.kind !== 'user';

function defineType(type: RecordTypeDef) {
  const ref = recordRefs.get(type.objectName)!;
  const party = Boolean(type.traits.party);
  const fields = fieldsOf(type);

  builder.node(ref, {
    description: type.description,
    interfaces: (party ? [RecordRef, PartyRef] : [RecordRef]) as never,
    isTypeOf: (v) => (v as { __typename?: string }).__typename === type.objectName,
    id: { resolve: (r) => r.id, parse: parseRowId, description: `Global id of the ${type.label.toLowerCase()}.` },
    loadWithoutCache: (id: number, ctx) => loadNode(ctx, type.objectName, id),
    fields: (t) => Object.fromEntries(fields.filter((f) => ownField(type, f)).map((f) => [outputName(type, f), outputField(t, type, f)])),
  });

  const edge = builder.edgeObject({ name: `${type.objectName}Edge`, type: ref, description: `${type.label} in a connection.` });
  const connection = builder.connectionObject(
    {
      name: `${type.objectName}Connection`,
      type: ref,
      description: `A page of ${type.pluralLabel.toLowerCase()}.`,
      fields: (t) => ({
        totalCount: t.int({
          description: `Number of ${type.pluralLabel.toLowerCase()} matching the query (all pages).`,
          resolve: (c) => c.totalCount,
        }),
        totalCountExact: t.boolean({
          description: TOTAL_EXACT_DESCRIPTION,
          resolve: (c) => c.totalCountExact ?? true,
        }),
      }),
    },
    edge,
  );

  const sortable = fields.filter((f) => f.sortable);
  const sortEnum = builder.enumType(`${type.objectName}SortField`, {
    description: `Fields ${type.pluralLabel.toLowerCase()} can be sorted by.`,
    values: Object.fromEntries(
      sortable.map((f) => [constantCase(outputName(type, f)), { value: f.name, description: `By ${f.label.toLowerCase()}.` }]),
    ),
  });
  const order = builder.inputType(`${type.objectName}Order`, {
    description: `Sort order of a ${type.label.toLowerCase()} list.`,
    fields: (t) => ({
      field: t.field({ type: sortEnum, required: true, description: 'The field to sort by.' }),
      direction: t.field({ type: SortDirectionEnum, required: true, description: 'Ascending or descending.' }),
    }),
  });

  const filterable = fields.filter((f) => f.filterable);
  const filter = builder.inputType(`${type.objectName}Filter`, {
    description: `Exact-match filters of a ${type.label.toLowerCase()} list; absent fields do not filter.`,
    fields: (t) => Object.fromEntries(filterable.map((f) => [inputName(type, f), inputField(t, type, f, false)])),
  });

  const toParameter = (input: Record<string, unknown> | null | undefined) => {
    const parameter: Record<string, unknown> = {};
    for (const f of filterable) {
      const v = input?.[inputName(type, f)];
      if (v === undefined) continue;
      if (v === null || f.kind === 'select' || f.kind === 'checkbox') parameter[f.name] = v;
      else if (f.kind === 'user' || f.kind === 'record') {
        const r = refRowId(f, String(v));
        if (!r) throw new GraphQLError(`Filter ${inputName(type, f)}: not a valid id.`, { extensions: { code: 'BAD_USER_INPUT' } });
        parameter[f.name] = r.id;
        if (f.refTypeField && r.typename) parameter[f.refTypeField] = r.typename;
      } else parameter[f.name] = filterValue(f, String(v));
    }
    return parameter;
  };

  const single = camelName(type.objectName);
  builder.queryFields((t) => ({
    [type.listField]: t.connection(
      {
        type: ref,
        description: `${type.pluralLabel} of the signed-in user's company, paged.`,
        authScopes: { authenticated: true },
        extensions: { bringsPageReferences: (() => true) satisfies BringsPageReferences },
        args: {
          search: t.arg.string({ description: 'Keyword matched against the searchable text fields.' }),
          orderBy: t.arg({ type: order, description: 'Sort order (default: the api’s).' }),
          filter: t.arg({ type: filter, description: 'Exact-match filters.' }),
        },
        resolve: async (_p, args, ctx, info) =>
          pageRecords(ctx, type, args, {
            search: args.search,
            orderBy: args.orderBy?.field,
            direction: args.orderBy?.direction,
            parameter: toParameter(args.filter as Record<string, unknown> | null | undefined),
            ...(await shownFields(ctx, info, type)),
          }),
      },
      connection,
    ),
    [single]: t.field({
      type: ref,
      nullable: true,
      description: `One ${type.label.toLowerCase()} by global id or row id; null when missing or of another company (the two look the same).`,
      authScopes: { authenticated: true },
      args: {
        id: t.arg.id({ required: true, description: `Global id, or the row id as in detail URLs (/${type.urlSegment}/detail/12).` }),
      },
      resolve: (_p, { id }, ctx, info) => {
        const rowId = bareRowId(String(id)) ?? rowIdOf(String(id), [type.objectName])?.id;
        return rowId ? loadModel(ctx, type, rowId, info) : null;
      },
    }),
  }));

  defineMutations(type, ref, edge);
}

/**
 * One record by row id as a detail page reads it (`GetModel`: the model with its child lists); null when missing.
 * When the query also asks the record's summary, `GetSummary` answers both (it carries the model): one round, not two.
 */
export function loadModel(
  ctx: Context,
  type: RecordTypeDef,
  id: number,
  info?: GraphQLResolveInfo | 'summary',
): Promise<RecordSource | null> {
  return nullIfMissing(async () => {
    // 'summary': the detail page's other root fields read the record as its `record` field does (one call).
    if (info === 'summary' || (info && selectsField(info, 'summary'))) {
      // The summary brings the records the model's references point to (the page's reference cells: no Record/List after it).
      const references = summaryReferenceFields(type);
      const res = await ctx.loaders.get<SummaryResponse & { references?: PageReference[] }>(
        `/api/${type.objectName}/GetSummary/${id}`,
        references.length ? { references: references.join(',') } : undefined,
      );
      const src = recordSource(type.objectName, res.model, res.permission);
      ctx.loaders.summaries(src.__typename).prime(src.id, res);
      primeReferences(ctx, typeOf(src), { data: [res.model], references: res.references }, references);
      return src;
    }
    const res = await ctx.loaders.get<ModelResponse>(`/api/${type.objectName}/GetModel/${id}`);
    return recordSource(type.objectName, res.model, res.permission);
  });
}

type SuccessShape = { __typename: string; record?: RecordSource; deletedId?: string };
const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

function defineMutations(
  type: RecordTypeDef,
  ref: ObjectRef<Types, RecordSource>,
  edge: ObjectRef<Types, { cursor: string; node: RecordSource }>,
) {
  const T = type.objectName;
  const noun = type.label.toLowerCase();
  const field = camelName(T);
  const editable = editableFields(type);

  const createInput = builder.inputType(`Create${T}Input`, {
    description: `A new ${noun}.`,
    fields: (t) => ({
      ...Object.fromEntries(editable.map((f) => [inputName(type, f), inputField(t, type, f, requiredOnCreate(f))])),
      ...(type.traits.party
        ? {
            addresses: t.field({ type: [AddressInput], description: 'Addresses (one is primary).' }),
            phones: t.field({ type: [PhoneInput], description: 'Phone numbers (one is primary).' }),
            emails: t.field({ type: [EmailInput], description: 'E-mail addresses (one is primary).' }),
          }
        : {}),
      idempotencyKey: t.string({ description: IDEMPOTENCY_DESCRIPTION }),
    }),
  });
  const updateInput = builder.inputType(`Update${T}Input`, {
    description: `Changes to ${noun === 'organization' ? 'an' : 'a'} ${noun}; absent fields stay as they are.`,
    fields: (t) => ({
      id: t.id({ required: true, description: `Global id of the ${noun}.` }),
      version: t.int({ description: VERSION_DESCRIPTION }),
      ...Object.fromEntries(editable.map((f) => [inputName(type, f), inputField(t, type, f, false)])),
      ...(type.traits.party
        ? {
            addresses: t.field({ type: [AddressInput], description: 'Addresses; when present they replace the existing list.' }),
            phones: t.field({ type: [PhoneInput], description: 'Phone numbers; when present they replace the existing list.' }),
            emails: t.field({ type: [EmailInput], description: 'E-mail addresses; when present they replace the existing list.' }),
          }
        : {}),
    }),
  });
  const deleteInput = builder.inputType(`Delete${T}Input`, {
    description: `The ${noun} to delete.`,
    fields: (t) => ({
      id: t.id({ required: true, description: `Global id of the ${noun}.` }),
      version: t.int({ description: VERSION_DESCRIPTION }),
    }),
  });

  const CreateSuccess = builder.objectRef<SuccessShape>(`Create${T}Success`).implement({
    description: `The ${noun} was created.`,
    isTypeOf: isType(`Create${T}Success`),
    fields: (t) => ({
      [field]: t.field({ type: ref, description: `The new ${noun}.`, resolve: (s) => s.record! }),
      [`${field}Edge`]: t.field({
        type: edge,
        description: `The new ${noun} as an edge, for \`@appendEdge\`/\`@prependEdge\`.`,
        resolve: (s) => ({ cursor: encodeCursor(0), node: s.record! }),
      }),
    }),
  });
  const UpdateSuccess = builder.objectRef<SuccessShape>(`Update${T}Success`).implement({
    description: `The ${noun} was saved.`,
    isTypeOf: isType(`Update${T}Success`),
    fields: (t) => ({ [field]: t.field({ type: ref, description: `The ${noun} after the change.`, resolve: (s) => s.record! }) }),
  });
  const DeleteSuccess = builder.objectRef<SuccessShape>(`Delete${T}Success`).implement({
    description: `The ${noun} was deleted.`,
    isTypeOf: isType(`Delete${T}Success`),
    fields: (t) => ({
      deletedId: t.id({ description: `Global id of the deleted ${noun}, for \`@deleteEdge\`.`, resolve: (s) => s.deletedId! }),
    }),
  });

  const CreatePayload = builder.errorUnion(`Create${T}Payload`, {
    description: `Result of create${T}.`,
    types: [CreateSuccess, ValidationError, PermissionError, UpgradeRequiredError],
    omitDefaultTypes: true,
  });
  const UpdatePayload = builder.errorUnion(`Update${T}Payload`, {
    description: `Result of update${T}.`,
    types: [UpdateSuccess, ValidationError, PermissionError, NotFoundError, ConflictError, UpgradeRequiredError],
    omitDefaultTypes: true,
  });
  const DeletePayload = builder.errorUnion(`Delete${T}Payload`, {
    description: `Result of delete${T}.`,
    types: [DeleteSuccess, PermissionError, NotFoundError, ConflictError, UpgradeRequiredError],
    omitDefaultTypes: true,
  });

  builder.mutationFields((t) => ({
    [`create${T}`]: t.field({
      type: CreatePayload,
      description: `Creates a ${noun}.`,
      authScopes: { authenticated: true },
      args: { input: t.arg({ type: createInput, required: true, description: `The new ${noun}.` }) },
      resolve: (_p, { input }, ctx) =>
        mutate(async () => {
          const { idempotencyKey, ...values } = input as Record<string, unknown> & { idempotencyKey?: string | null };
          return {
            __typename: `Create${T}Success`,
            record: await saveRecord(ctx, type, inputToModel(type, values), undefined, { idempotencyKey }),
          };
        }),
    }),
    [`update${T}`]: t.field({
      type: UpdatePayload,
      description: `Changes a ${noun} (partial update).`,
      authScopes: { authenticated: true },
      args: { input: t.arg({ type: updateInput, required: true, description: 'The changes.' }) },
      resolve: (_p, { input }, ctx) =>
        mutate(async () => {
          const { id, version, ...changes } = input as Record<string, unknown> & { id: string; version?: number | null };
          const rowId = requireRecordRowId(id, [T]).id;
          return { __typename: `Update${T}Success`, record: await saveRecord(ctx, type, inputToModel(type, changes), rowId, { version }) };
        }),
    }),
    [`delete${T}`]: t.field({
      type: DeletePayload,
      description: `Deletes a ${noun}${type.traits.undoable ? ' (soft delete, undoable)' : ''}.`,
      authScopes: { authenticated: true },
      args: { input: t.arg({ type: deleteInput, required: true, description: `The ${noun} to delete.` }) },
      resolve: (_p, { input }, ctx) =>
        mutate(async () => {
          await deleteRecord(ctx, type, requireRecordRowId(input.id, [T]).id, input.version as number | null | undefined);
          return { __typename: `Delete${T}Success`, deletedId: String(input.id) };
        }),
    }),
  }));
}

// ---- party roles: /lead, /customer, /supplier list organizations and people ----

const PartyEdge = builder.edgeObject({ name: 'PartyEdge', type: PartyRef, description: 'An organization or person in a connection.' });
const PartyConnection = builder.connectionObject(
  {
    name: 'PartyConnection',
    type: PartyRef,
    description: 'A page of organizations and people.',
    fields: (t) => ({
      totalCount: t.int({ description: 'Number of records matching the query (all pages).', resolve: (c) => c.totalCount }),
      totalCountExact: t.boolean({
        description: TOTAL_EXACT_DESCRIPTION,
        resolve: (c) => c.totalCountExact ?? true,
      }),
    }),
  },
  PartyEdge,
);

function defineRole(type: RecordTypeDef) {
  builder.queryFields((t) => ({
    [type.listField]: t.connection(
      {
        type: PartyRef,
        description: `Organizations and people in the ${type.label.toLowerCase()} role, paged.`,
        authScopes: { authenticated: true },
        // The page, then each party type's full rows for the fields beyond the shared columns (upstream-cost.ts).
        extensions: { upstreamCalls: ROLE_LIST_CALLS satisfies UpstreamCallsOf },
        args: {
          search: t.arg.string({ description: 'Keyword matched against the searchable text fields.' }),
          orderBy: t.arg({ type: RecordOrderInput, description: 'Sort order (default: the api’s).' }),
          filters: t.arg({ type: [RecordFilterInput], description: 'Exact-match filters.' }),
        },
        // A role's parties carry the columns both tables share, no reference to bring along (shownFields).
        resolve: (_p, args, ctx) => pageRecords(ctx, type, args, genericListOptions(type, args)),
      },
      PartyConnection,
    ),
    [camelName(type.objectName)]: t.field({
      type: PartyRef,
      nullable: true,
      description: `One ${type.label.toLowerCase()} by global id (of the organization or person) or by ${type.role!.idField} as in /${type.urlSegment}/detail/{id}; null when missing.`,
      authScopes: { authenticated: true },
      args: { id: t.arg.id({ required: true, description: `Global id, or the ${type.role!.idField}.` }) },
      resolve: (_p, { id }, ctx) => {
        const roleId = bareRowId(String(id));
        if (roleId) return loadModel(ctx, type, roleId);
        const r = rowIdOf(String(id), typenamesOf(type));
        return r
          ? loadModel(
              ctx,
              catalogue.find((c) => c.objectName === r.typename)!,
              r.id,
            )
          : null;
      },
    }),
  }));
}

for (const type of storedTypes) defineType(type);
for (const type of roleTypes) defineRole(type);
