// A company's extra fields (contract/extra-fields.ts) in the engine's metadata and values: `RecordType.fields`
// lists them after the catalogue's (flagged `extra`), `Record.values` answers them from the row (the api's
// rows and models carry `extra_{id}`, so a list page costs no call per row), and `updateExtraFieldValues`
// writes them (`PUT /api/ExtraFieldValue/Update`).
import { extraFieldIdOf } from '../../../../contract';
import { builder } from '../builder';
import { NotFoundError, PermissionError, UpgradeRequiredError, ValidationError, mutate } from '../errors';
import { RecordRef } from './record';
import { loadModel } from './types';
import { requireRecordRowId } from './writes';
import { STORED_TYPE_NAMES, type RecordSource } from './source';
import { recordType } from '../../../../contract';

const UpdateExtraFieldValuesInput = builder.inputType('UpdateExtraFieldValuesInput', {
  description: "Values of a record's extra fields (`PUT /api/ExtraFieldValue/Update`); absent fields stay as they are.",
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the record.' }),
    values: t.field({
      type: 'JSONObject',
      required: true,
      description: 'Values by field name (`extra_{id}`): text, number, true/false, or a row id for person, account and user fields; null clears.',
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
