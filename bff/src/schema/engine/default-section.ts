// The section a record type's detail page opens on for the viewer: the type's own default (updates; progress for
// a task) unless the viewer chose another one, kept by the api per user (`UserOption/Update`, preference
// `defaultSections`). `RecordType.defaultSection` answers it; `setDefaultSection` changes it.
import { recordType, recordTypeBySegment, sectionOf, type RecordTypeDef } from '../../../../contract';
import type { Context } from '../../context';
import { builder } from '../builder';
import { FieldErrorShape, ValidationError, mutate, mutationError } from '../errors';
import { RecordTypeRef } from './metadata';

/** The preference the api keeps the choices in (`SessionUser.preference.defaultSections`). */
interface DefaultSections {
  defaultSections?: Record<string, string>;
}

/** The viewer's default section of a type: their choice while the type still has that section, else the type's. */
export async function viewerDefaultSection(ctx: Context, type: RecordTypeDef): Promise<string> {
  const preference = (await ctx.loaders.initialData()).session.preference as DefaultSections | undefined;
  const chosen = preference?.defaultSections?.[type.objectName];
  return chosen && sectionOf(type, chosen) ? chosen : type.defaultSection;
}

builder.objectField(RecordTypeRef, 'defaultSection', (t) =>
  t.string({
    description:
      'Key of the section /{urlSegment}/detail/{id} opens for the viewer: their choice (setDefaultSection), else the type’s own (typeDefaultSection).',
    resolve: (type, _a, ctx) => viewerDefaultSection(ctx, type),
  }),
);
builder.objectField(RecordTypeRef, 'typeDefaultSection', (t) =>
  t.string({
    description: 'The type’s own default section (updates; progress for a task), whatever the viewer chose.',
    resolve: (type) => type.defaultSection,
  }),
);

const SetDefaultSectionInput = builder.inputType('SetDefaultSectionInput', {
  description: 'The section a record type’s detail page opens on for the signed-in user.',
  fields: (t) => ({
    type: t.string({ required: true, description: 'Object name (any case) or URL segment of the record type.' }),
    section: t.string({
      description: 'Key of one of the type’s sections; null (or the type’s own default) goes back to the type’s default.',
    }),
  }),
});

const SetDefaultSectionSuccess = builder
  .objectRef<{ __typename: 'SetDefaultSectionSuccess'; type: RecordTypeDef }>('SetDefaultSectionSuccess')
  .implement({
    description: 'The default section was saved.',
    isTypeOf: (v) => (v as { __typename?: string }).__typename === 'SetDefaultSectionSuccess',
    fields: (t) => ({
      recordType: t.field({ type: RecordTypeRef, description: 'The record type, with its new defaultSection.', resolve: (s) => s.type }),
    }),
  });

const SetDefaultSectionPayload = builder.errorUnion('SetDefaultSectionPayload', {
  description: 'Result of setDefaultSection.',
  types: [SetDefaultSectionSuccess, ValidationError],
  omitDefaultTypes: true,
});

/** The api names the option's parts; the input names the type and section. */
const INPUT_FIELDS: Readonly<Record<string, string>> = { optionName: 'type', optionValue: 'section' };

builder.mutationFields((t) => ({
  setDefaultSection: t.field({
    type: SetDefaultSectionPayload,
    description:
      'Chooses the section a record type’s detail page opens on for the signed-in user (ValidationError for an unknown type or section).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SetDefaultSectionInput, required: true, description: 'The type and section.' }) },
    resolve: (_p, { input }, ctx) =>
      mutate(async () => {
        const type = recordType(input.type) ?? recordTypeBySegment(input.type);
        if (!type) throw new ValidationError('Invalid object', [new FieldErrorShape('type', 'Invalid object')]);
        const section = input.section && input.section !== type.defaultSection ? input.section : '';
        try {
          await ctx.upstream.call('PUT', '/api/UserOption/Update', {
            query: { optionName: `defaultSection.${type.objectName}`, optionValue: section },
          });
        } catch (err) {
          const e = mutationError(err);
          if (!(e instanceof ValidationError)) throw e;
          throw new ValidationError(
            e.message,
            e.fields.map((f) => new FieldErrorShape(INPUT_FIELDS[f.field] ?? f.field, f.message)),
          );
        }
        ctx.loaders.clear();
        return { __typename: 'SetDefaultSectionSuccess' as const, type };
      }),
  }),
}));
