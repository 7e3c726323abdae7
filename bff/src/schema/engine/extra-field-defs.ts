// A company's extra fields as catalogue fields (contract/extra-fields.ts), read once per type and session lookup.
import { extraFieldDef, extraFieldIdOf, fieldsOf, type ExtraFieldModel, type FieldDef, type RecordTypeDef } from '../../../../contract';
import { sessionLookup, type Context } from '../../context';
import type { RecordSource } from './source';

interface ExtraFieldList {
  data: ExtraFieldModel[];
  /** Freemium users: values are shown, not edited. */
  isReadOnly: boolean;
}

/** The company's extra fields of a type as catalogue fields (one call per type, kept with the session's lookups). */
export async function extraFieldsOf(ctx: Context, type: RecordTypeDef): Promise<FieldDef[]> {
  if (type.objectName === 'Watch') return [];
  // Definitions change rarely (administrators; the api announces it with lookupChange): kept with the session's lookups.
  const load = () => ctx.loaders.get<ExtraFieldList>('/api/ExtraField/List', { parentObject: type.objectName });
  const list = await sessionLookup(ctx, `extraFields ${type.objectName}`, load);
  return list.data.map((d) => ({ ...extraFieldDef(d), ...(list.isReadOnly ? { readOnly: true } : {}) }));
}

/** Every field of a type: the catalogue's, then the company's extra fields. */
export async function allFieldsOf(ctx: Context, type: RecordTypeDef): Promise<FieldDef[]> {
  return [...fieldsOf(type), ...(await extraFieldsOf(ctx, type))];
}

/** Whether a name is an extra field's (`extra_{id}`). */
export const isExtraName = (name: string) => extraFieldIdOf(name) !== null;

/** A field hidden from the viewer: one with a condition on a record the viewer only reads ('--'). */
export const isHiddenOn = (src: RecordSource, field: FieldDef) =>
  !!field.extra && Array.isArray(src.extraHidden) && (src.extraHidden as unknown[]).includes(field.name);
