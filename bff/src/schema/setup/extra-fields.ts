// /setup/extra-fields: the company's extra field definitions per record type (contract/extra-fields.ts) on the api's
// `ExtraField/List|Add|Update|Delete`. Administrators only: the query refuses others with a PermissionError (the api
// lists definitions to every user, for forms), the api refuses their writes (403). A change clears the session's
// lookups; the api announces it to the company's other sessions (lookupChange).
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import {
  EXTRA_FIELD_TYPES,
  extraFieldName,
  fieldsOf,
  type ExtraFieldModel,
  type ExtraFieldType,
  type RecordTypeDef,
} from '../../../../contract';
import type { Context } from '../../context';
import { builder } from '../builder';
import { ExtraFieldConditionRef, FieldOptionRef, RecordFieldRef } from '../engine/metadata';
import { requireType } from '../engine/source';
import { NotFoundError, PermissionError, ValidationError, mutate } from '../errors';

const ADMIN_MESSAGE = 'Only administrators can manage extra fields';
const isType = (name: string) => (v: unknown) => (v as { __typename?: string }).__typename === name;

const ExtraFieldTypeEnum = builder.enumType('ExtraFieldType', {
  description: "The spec's extra field types.",
  values: Object.fromEntries(EXTRA_FIELD_TYPES.map((t) => [t.toUpperCase(), { value: t, description: `A ${t} field.` }])),
});

const ExtraFieldDefinitionRef = builder.objectRef<ExtraFieldModel>('ExtraFieldDefinition').implement({
  description: "One of the company's extra fields of a record type, as administrators define it.",
  fields: (t) => ({
    id: t.id({ description: 'Global id of the definition.', resolve: (d) => encodeGlobalID('ExtraFieldDefinition', d.id) }),
    rowId: t.exposeInt('id', { description: 'Id of the definition in the REST api (`ExtraField/GetModel/{id}`).' }),
    fieldName: t.string({ description: 'The name records carry its value under (`extra_{id}`).', resolve: (d) => extraFieldName(d.id) }),
    recordType: t.exposeString('parentObject', {
      description: 'Object name of the type it belongs to (a role type for role-only fields).',
    }),
    name: t.exposeString('name', { description: 'The label on forms and columns.' }),
    fieldType: t.field({ type: ExtraFieldTypeEnum, description: 'How the value is entered and shown.', resolve: (d) => d.fieldType }),
    isRequired: t.exposeBoolean('isRequired', {
      description:
        'Every create and update must leave a value (a role type’s only while the record has the role; one with a condition only while it is met).',
    }),
    numberOfColumn: t.exposeInt('numberOfColumn', { description: 'Columns the field spans on a two-column form (1 or 2).' }),
    section: t.exposeString('section', { description: 'Group label on forms; empty for the default group.' }),
    sortOrder: t.exposeInt('sortOrder', { description: 'Position on forms: lower first (then by id).' }),
    options: t.field({
      type: [FieldOptionRef],
      description: 'The choices of a select, radio or checkbox-list field.',
      resolve: (d) => d.extraFieldOptionList.map((o) => ({ value: o.optionValue, label: o.name })),
    }),
    condition: t.field({
      type: ExtraFieldConditionRef,
      nullable: true,
      description: "Shown (and required) only while the record's field has this value.",
      resolve: (d) => d.condition,
    }),
  }),
});

interface DefinitionList {
  __typename: 'ExtraFieldDefinitionList';
  type: RecordTypeDef;
  definitions: ExtraFieldModel[];
}

const ExtraFieldDefinitionListRef = builder.objectRef<DefinitionList>('ExtraFieldDefinitionList').implement({
  description: "A record type's extra field definitions, in form order.",
  isTypeOf: isType('ExtraFieldDefinitionList'),
  fields: (t) => ({
    recordType: t.string({ description: 'Object name of the type.', resolve: (l) => l.type.objectName }),
    definitions: t.field({
      type: [ExtraFieldDefinitionRef],
      description: 'The definitions of the type itself (a role type’s fields apply to its parties while they have the role).',
      resolve: (l) => l.definitions,
    }),
    conditionFields: t.field({
      type: [RecordFieldRef],
      description: 'The select fields of the type a condition may test (field and value).',
      resolve: (l) => fieldsOf(l.type).filter((f) => f.kind === 'select' && !f.readOnly && f.options?.length),
    }),
  }),
});

const ExtraFieldDefinitionsResult = builder.errorUnion('ExtraFieldDefinitionsResult', {
  description: 'The definitions, or PermissionError for a user who is not an administrator.',
  types: [ExtraFieldDefinitionListRef, PermissionError],
  omitDefaultTypes: true,
});

/** Refuses anyone but the company's administrators (the session's initial data says who is). */
async function requireAdministrator(ctx: Context) {
  const data = await ctx.loaders.initialData();
  if (!data.session.isAdministrator) throw new PermissionError(ADMIN_MESSAGE);
}

/** The definitions that belong to a type (not those of its roles, which are managed under the role). */
async function definitionsOf(ctx: Context, type: RecordTypeDef): Promise<ExtraFieldModel[]> {
  const res = await ctx.upstream.call<{ data: ExtraFieldModel[] }>('GET', '/api/ExtraField/List', {
    query: { parentObject: type.objectName },
  });
  return res.data.filter((d) => d.parentObject === type.objectName);
}

builder.queryFields((t) => ({
  extraFieldDefinitions: t.field({
    type: ExtraFieldDefinitionsResult,
    description: "The company's extra field definitions of a record type (administrators: the setup screen).",
    authScopes: { authenticated: true },
    args: { recordType: t.arg.string({ required: true, description: 'Object name (any case) or URL segment.' }) },
    resolve: async (_p, { recordType }, ctx) => {
      const type = requireType(recordType, 'recordType');
      await requireAdministrator(ctx);
      return { __typename: 'ExtraFieldDefinitionList' as const, type, definitions: await definitionsOf(ctx, type) };
    },
  }),
}));

const ExtraFieldOptionInput = builder.inputType('ExtraFieldOptionInput', {
  description: 'A choice of a select, radio or checkbox-list field.',
  fields: (t) => ({
    value: t.string({ required: true, description: 'The stored value.' }),
    label: t.string({ required: true, description: 'The text shown.' }),
  }),
});

const ExtraFieldConditionInput = builder.inputType('ExtraFieldConditionInput', {
  description: "Show (and require) the field only while the record's field has this value.",
  fields: (t) => ({
    field: t.string({ required: true, description: 'A select field of the type (`conditionFields`).' }),
    value: t.string({ required: true, description: 'The value it must have.' }),
  }),
});

/** The fields both inputs share; `required`: the new field's name and type. */
type InputFields = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];
const definitionFields = (t: InputFields, required: boolean) => ({
  name: t.string({ required, description: 'The label (at most 100 characters).' }),
  fieldType: t.field({ type: ExtraFieldTypeEnum, required, description: 'How the value is entered and shown.' }),
  isRequired: t.boolean({ description: 'Every create and update must leave a value.' }),
  numberOfColumn: t.int({ description: 'Columns the field spans on a form: 1 or 2.' }),
  section: t.string({ description: 'Group label on forms; empty for the default group.' }),
  sortOrder: t.int({ description: 'Position on forms: lower first.' }),
  options: t.field({ type: [ExtraFieldOptionInput], description: 'The choices (needed by select and radio fields).' }),
  condition: t.field({ type: ExtraFieldConditionInput, description: 'Visibility rule; null removes it.' }),
});
const CreateInput = builder.inputType('CreateExtraFieldDefinitionInput', {
  description: 'A new extra field of a record type.',
  fields: (t) => ({
    recordType: t.string({ required: true, description: 'Object name (any case) or URL segment of the type.' }),
    ...definitionFields(t, true),
  }),
});
const UpdateInput = builder.inputType('UpdateExtraFieldDefinitionInput', {
  description: 'Changes to a definition; absent fields are kept.',
  fields: (t) => ({ id: t.id({ required: true, description: 'Global id of the definition.' }), ...definitionFields(t, false) }),
});

const SaveExtraFieldDefinitionSuccess = builder
  .objectRef<{ __typename: 'SaveExtraFieldDefinitionSuccess'; definition: ExtraFieldModel }>('SaveExtraFieldDefinitionSuccess')
  .implement({
    description: 'The definition was saved.',
    isTypeOf: isType('SaveExtraFieldDefinitionSuccess'),
    fields: (t) => ({ definition: t.field({ type: ExtraFieldDefinitionRef, description: 'As saved.', resolve: (s) => s.definition }) }),
  });

const DeleteExtraFieldDefinitionSuccess = builder
  .objectRef<{ __typename: 'DeleteExtraFieldDefinitionSuccess'; id: number }>('DeleteExtraFieldDefinitionSuccess')
  .implement({
    description: 'The definition and its values are gone.',
    isTypeOf: isType('DeleteExtraFieldDefinitionSuccess'),
    fields: (t) => ({
      deletedId: t.id({
        description: 'Global id of the deleted definition.',
        resolve: (s) => encodeGlobalID('ExtraFieldDefinition', s.id),
      }),
    }),
  });

const SavePayload = builder.errorUnion('SaveExtraFieldDefinitionPayload', {
  description: 'Result of createExtraFieldDefinition and updateExtraFieldDefinition: ValidationError names the field at fault.',
  types: [SaveExtraFieldDefinitionSuccess, ValidationError, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});
const DeletePayload = builder.errorUnion('DeleteExtraFieldDefinitionPayload', {
  description: 'Result of deleteExtraFieldDefinition.',
  types: [DeleteExtraFieldDefinitionSuccess, PermissionError, NotFoundError],
  omitDefaultTypes: true,
});

/** The definition id of a global id (or a bare row id); anything else is not found. */
function definitionId(id: string | number): number {
  const raw = String(id);
  if (/^\d+$/.test(raw)) return Number(raw);
  try {
    const decoded = decodeGlobalID(raw);
    if (decoded.typename === 'ExtraFieldDefinition' && /^\d+$/.test(decoded.id)) return Number(decoded.id);
  } catch {
    // not a global id
  }
  throw new NotFoundError('Extra field not found');
}

type DefinitionInput = {
  name?: string | null;
  fieldType?: ExtraFieldType | null;
  isRequired?: boolean | null;
  numberOfColumn?: number | null;
  section?: string | null;
  sortOrder?: number | null;
  options?: readonly { value: string; label: string }[] | null;
  condition?: { field: string; value: string } | null;
};

/** The api's body: only what was sent (null condition removes it; other nulls are "keep"). */
function restBody(input: DefinitionInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of ['name', 'fieldType', 'isRequired', 'numberOfColumn', 'section', 'sortOrder'] as const)
    if (input[key] !== null && input[key] !== undefined) body[key] = input[key];
  if (input.options) body.extraFieldOptionList = input.options.map((o) => ({ optionValue: o.value, name: o.label }));
  if (input.condition !== undefined) body.condition = input.condition;
  return body;
}

/** The api's field names in a ValidationError, as the GraphQL input names them. */
function inputError(err: unknown): unknown {
  if (!(err instanceof ValidationError)) return err;
  const names: Record<string, string> = { extraFieldOptionList: 'options', parentObject: 'recordType' };
  return new ValidationError(
    err.message,
    err.fields.map((f) => ({ ...f, field: names[f.field.split('.')[0]!] ?? f.field })),
  );
}

const save = (ctx: Context, fn: () => Promise<{ data: ExtraFieldModel }>) =>
  mutate(async () => {
    await requireAdministrator(ctx);
    const res = await fn();
    ctx.loaders.clear();
    return { __typename: 'SaveExtraFieldDefinitionSuccess' as const, definition: res.data };
  }).catch((err: unknown) => {
    throw inputError(err);
  });

builder.mutationFields((t) => ({
  createExtraFieldDefinition: t.field({
    type: SavePayload,
    description: 'Adds an extra field to a record type (administrators only).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateInput, required: true, description: 'The new field.' }) },
    resolve: (_p, { input }, ctx) =>
      save(ctx, () => {
        const type = requireType(String(input.recordType), 'recordType');
        return ctx.upstream.call('POST', '/api/ExtraField/Add', {
          body: { parentObject: type.objectName, ...restBody(input as DefinitionInput) },
        });
      }),
  }),
  updateExtraFieldDefinition: t.field({
    type: SavePayload,
    description: 'Changes an extra field (administrators only); its type and values stay valid only if compatible.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateInput, required: true, description: 'The definition and the changes.' }) },
    resolve: (_p, { input }, ctx) =>
      save(ctx, () =>
        ctx.upstream.call('PUT', '/api/ExtraField/Update', {
          body: { id: definitionId(String(input.id)), ...restBody(input as DefinitionInput) },
        }),
      ),
  }),
  deleteExtraFieldDefinition: t.field({
    type: DeletePayload,
    description: 'Deletes an extra field and every value of it (administrators only).',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true, description: 'Global id of the definition.' }) },
    resolve: (_p, { id }, ctx) =>
      mutate(async () => {
        await requireAdministrator(ctx);
        const rowId = definitionId(String(id));
        await ctx.upstream.call('DELETE', `/api/ExtraField/Delete/${rowId}`);
        ctx.loaders.clear();
        return { __typename: 'DeleteExtraFieldDefinitionSuccess' as const, id: rowId };
      }),
  }),
}));
