// A company's extra fields (contract/extra-fields.ts) in the engine's metadata and values: `RecordType.fields`
// lists them after the catalogue's (flagged `extra`), `Record.values` answers them from the row (the api's
// rows and models carry `extra_{id}`, so a list page costs no call per row), and `updateExtraFieldValues`
// writes them (`PUT /api/ExtraFieldValue/Update`).
import { extraFieldIdOf, type FieldDef, type RecordTypeDef } from '../../../../contract';
import { sessionLookup, type Context } from '../../context';
import { allFieldsOf } from './extra-field-defs';
import { RecordTypeRef } from './metadata';
import { builder } from '../builder';
import { NotFoundError, PermissionError, UpgradeRequiredError, ValidationError, mutate } from '../errors';
import { FieldValueRef, RecordRef, valuesOf } from './record';
import { loadModel } from './types';
import { requireRecordRowId } from './writes';
import { STORED_TYPE_NAMES, requireType, typeOf, type RecordSource } from './source';
import { recordType } from '../../../../contract';

const UpdateExtraFieldValuesInput = builder.inputType('UpdateExtraFieldValuesInput', {
  description: "Values of a record's extra fields (`PUT /api/ExtraFieldValue/Update`); absent fields stay as they are.",
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the record.' }),
    values: t.field({
      type: 'JSONObject',
      required: true,
      description:
        'Values by field name (`extra_{id}`): text, number, true/false, or a row id for person, account and user fields; null clears.',
    }),
  }),
});

interface Success {
  __typename: 'UpdateExtraFieldValuesSuccess';
  record: RecordSource;
}

const UpdateExtraFieldValuesSuccess = builder.objectRef<Success>('UpdateExtraFieldValuesSuccess').implement({
  description: 'The extra values were saved.',
  isTypeOf: (v) => (v as { __typename?: string }).__typename === 'UpdateExtraFieldValuesSuccess',
  fields: (t) => ({ record: t.field({ type: RecordRef, description: 'The record, with its new values.', resolve: (s) => s.record }) }),
});

const UpdateExtraFieldValuesPayload = builder.errorUnion('UpdateExtraFieldValuesPayload', {
  description:
    'Result of updateExtraFieldValues: a ValidationError names the field (`extra_{id}`), "Please complete all the required fields" for a required one left empty; UpgradeRequiredError for freemium users.',
  types: [UpdateExtraFieldValuesSuccess, ValidationError, PermissionError, NotFoundError, UpgradeRequiredError],
  omitDefaultTypes: true,
});

builder.mutationFields((t) => ({
  updateExtraFieldValues: t.field({
    type: UpdateExtraFieldValuesPayload,
    description: "Saves values of a record's extra fields.",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateExtraFieldValuesInput, required: true, description: 'The record and its values.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const r = requireRecordRowId(String(input.id), STORED_TYPE_NAMES);
        const type = recordType(r.typename)!;
        const fieldValueList = Object.entries(input.values as Record<string, unknown>).map(([name, fieldValue]) => {
          const extraFieldId = extraFieldIdOf(name);
          if (extraFieldId === null) throw new NotFoundError(`Unknown extra field ${name}`, 404);
          return { extraFieldId, fieldValue };
        });
        await ctx.upstream.call('PUT', '/api/ExtraFieldValue/Update', {
          body: { parentObject: type.objectName, parentId: r.id, fieldValueList },
        });
        ctx.loaders.clear();
        const record = await loadModel(ctx, type, r.id);
        if (!record) throw new NotFoundError('Invalid object', 404);
        return { __typename: 'UpdateExtraFieldValuesSuccess' as const, record };
      }),
  }),
}));

// ---- the side panel's add-field dialog (`GET /api/{Object}/GetAvailableField/0`, `POST /api/{Object}/UpdateSidePanel`) ----

interface AvailableField {
  fieldName: string;
  fieldLabel: string;
  isExtra: boolean;
  isSelected: boolean;
}

/**
 * The fields the viewer may show in a type's summary panel, and those chosen: one call per type, kept with the
 * session's lookups (the api announces a change of definitions or of the user's choice with lookupChange).
 */
const availableFields = (ctx: Context, type: RecordTypeDef) => {
  const load = () => ctx.loaders.get<{ data: AvailableField[] }>(`/api/${type.objectName}/GetAvailableField/0`).then((r) => r.data);
  return sessionLookup(ctx, `sidePanelFields ${type.objectName}`, load);
};

const SidePanelFieldRef = builder.objectRef<AvailableField>('SidePanelField').implement({
  description: "A field the summary panel's add-field dialog offers.",
  fields: (t) => ({
    name: t.string({ description: 'The model property, e.g. "extra_12".', resolve: (f) => f.fieldName }),
    label: t.string({ description: 'The field label.', resolve: (f) => f.fieldLabel }),
    isExtra: t.exposeBoolean('isExtra', { description: "One of the company's extra fields." }),
    selected: t.boolean({ description: 'Shown in the summary panel of the signed-in user.', resolve: (f) => f.isSelected }),
  }),
});

builder.objectField(RecordTypeRef, 'sidePanelFields', (t) =>
  t.field({
    type: [SidePanelFieldRef],
    description: "The fields the summary panel's add-field dialog offers, with the signed-in user's choice.",
    resolve: (x, _a, ctx) => (x.objectName === 'Watch' ? [] : availableFields(ctx, x)),
  }),
);

builder.interfaceField(RecordRef, 'sidePanelValues', (t) =>
  t.field({
    type: [FieldValueRef],
    description:
      'The values of the fields the signed-in user chose for the summary panel (`RecordType.sidePanelFields`), extra fields included; one call per type for the choice, whatever the number of records.',
    resolve: async (r, _a, ctx) => {
      const type = typeOf(r);
      const chosen = (await availableFields(ctx, type)).filter((f) => f.isSelected).map((f) => f.fieldName);
      const all = await allFieldsOf(ctx, type);
      return valuesOf(
        ctx,
        r,
        chosen.map((n) => all.find((f) => f.name === n)).filter((f): f is FieldDef => !!f),
      );
    },
  }),
);

const UpdateSidePanelInput = builder.inputType('UpdateSidePanelInput', {
  description: 'The fields of a type the signed-in user wants in its summary panel.',
  fields: (t) => ({
    type: t.string({ required: true, description: 'Object name (any case) or URL segment.' }),
    fields: t.stringList({ required: true, description: 'Field names in order (`SidePanelField.name`).' }),
  }),
});

const UpdateSidePanelSuccess = builder
  .objectRef<{ __typename: 'UpdateSidePanelSuccess'; type: RecordTypeDef }>('UpdateSidePanelSuccess')
  .implement({
    description: 'The choice was saved.',
    isTypeOf: (v) => (v as { __typename?: string }).__typename === 'UpdateSidePanelSuccess',
    fields: (t) => ({
      recordType: t.field({ type: RecordTypeRef, description: 'The type, with its side panel fields.', resolve: (s) => s.type }),
    }),
  });

const UpdateSidePanelPayload = builder.errorUnion('UpdateSidePanelPayload', {
  description: 'Result of updateSidePanel.',
  types: [UpdateSidePanelSuccess, ValidationError, NotFoundError],
  omitDefaultTypes: true,
});

builder.mutationFields((t) => ({
  updateSidePanel: t.field({
    type: UpdateSidePanelPayload,
    description: "Chooses the fields of a type's summary panel for the signed-in user.",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateSidePanelInput, required: true, description: 'The type and its fields.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const type = requireType(input.type);
        await ctx.upstream.call('POST', `/api/${type.objectName}/UpdateSidePanel`, { body: { fieldList: input.fields } });
        ctx.loaders.clear();
        return { __typename: 'UpdateSidePanelSuccess' as const, type };
      }),
  }),
}));
