// Extra fields: fields a company defines per record type (spec "Extra field": name, fieldType, isRequired,
// numberOfColumn, extraFieldOptionList, fieldValue). Every tier sees one as a catalogue field named
// `extra_{id}` (the name the spec's survey uses: extra_59…), so forms, the detail-info section and list
// columns show it through the same metadata as the catalogue's own fields.
import { recordType, roleTypes } from './catalogue';
import type { FieldDef, FieldKind, RecordTypeDef } from './catalogue/types';

/** The spec's field types. */
export const EXTRA_FIELD_TYPES = [
  'text',
  'url',
  'number',
  'date',
  'person',
  'account',
  'user',
  'textarea',
  'radio',
  'checkbox',
  'select',
] as const;
export type ExtraFieldType = (typeof EXTRA_FIELD_TYPES)[number];

/** The role flag an extra field of a role type (Lead, Customer, Supplier) depends on. */
export type RoleFlag = 'isLead' | 'isCustomer' | 'isSupplier';

/** Shown only when the record's `field` equals `value` (the spec's conditional settings). */
export interface ExtraFieldCondition {
  field: string;
  value: string;
}

/** A definition as `GET /api/ExtraField/GetModel/{id}` and `GET /api/ExtraField/List` answer it. */
export interface ExtraFieldModel {
  id: number;
  /** Object name of the type it belongs to (a role type for role-only fields). */
  parentObject: string;
  name: string;
  fieldType: ExtraFieldType;
  isRequired: boolean;
  /** Columns the field spans on a form (1 or 2). */
  numberOfColumn: number;
  /** Group label on forms (the spec's section); empty for the default group. */
  section: string;
  sortOrder: number;
  extraFieldOptionList: { optionValue: string; name: string }[];
  condition: ExtraFieldCondition | null;
}

/** One value of a record (`fieldValue`): the stored value, its list form for several choices, and its display text. */
export interface ExtraFieldValueModel {
  extraFieldId: number;
  fieldValue: string | number | boolean | null;
  displayValue: string;
}

/** The name an extra field goes by in models, `values` and forms. */
export const extraFieldName = (id: number) => `extra_${id}`;
const NAME = /^extra_([1-9]\d{0,9})$/;
/** The definition id of an `extra_{id}` name, else null. */
export const extraFieldIdOf = (name: string): number | null => {
  const m = NAME.exec(name);
  return m ? Number(m[1]) : null;
};

const KIND: Record<ExtraFieldType, FieldKind> = {
  text: 'text',
  url: 'url',
  number: 'money',
  date: 'date',
  person: 'record',
  account: 'record',
  user: 'user',
  textarea: 'textarea',
  radio: 'select',
  checkbox: 'checkbox',
  select: 'select',
};

/** Record type a person or account field points to. */
const REF: Partial<Record<ExtraFieldType, string>> = { person: 'Person', account: 'Organization' };

/** The role a definition of a role type depends on; null for a definition of the record's own type. */
export function roleFlagOf(def: Pick<ExtraFieldModel, 'parentObject'>): RoleFlag | null {
  return recordType(def.parentObject)?.role?.flag ?? null;
}

/** The object names whose definitions apply to records of `type`: its own, and for a party the roles it can take. */
export function extraFieldOwners(type: RecordTypeDef): string[] {
  if (type.role) return [type.objectName];
  return [type.objectName, ...roleTypes.filter((r) => r.role!.of.includes(type.objectName)).map((r) => r.objectName)];
}

/** A definition as a catalogue field (`extra` says what the catalogue cannot). */
export function extraFieldDef(def: ExtraFieldModel): FieldDef {
  const kind = KIND[def.fieldType];
  return {
    name: extraFieldName(def.id),
    label: def.name,
    kind,
    description: `Extra field of ${def.parentObject} (${def.fieldType}).`,
    ...(kind === 'text' || kind === 'url' ? { max: 500 } : kind === 'textarea' ? { max: 10_000 } : {}),
    ...(REF[def.fieldType] ? { ref: REF[def.fieldType] } : {}),
    ...(kind === 'select' ? { options: def.extraFieldOptionList.map((o) => ({ value: o.optionValue, label: o.name })) } : {}),
    required: def.isRequired,
    extra: {
      id: def.id,
      fieldType: def.fieldType,
      numberOfColumn: def.numberOfColumn,
      section: def.section,
      roleFlag: roleFlagOf(def),
      condition: def.condition,
    },
  };
}

/** Whether a definition is required on a record: one of a role type only while the record has that role. */
export function extraFieldRequired(def: ExtraFieldModel, record: Partial<Record<string, unknown>>): boolean {
  if (!def.isRequired) return false;
  const flag = roleFlagOf(def);
  return flag ? record[flag] === true : true;
}

/** Whether a field with a condition shows on a record. */
export const conditionMet = (condition: ExtraFieldCondition | null, record: Partial<Record<string, unknown>>): boolean =>
  !condition || String(record[condition.field] ?? '') === condition.value;

/** The message of a required extra field left empty (home-navigation-lists-detail §5). */
export const EXTRA_REQUIRED_MESSAGE = 'Please complete all the required fields';
/** What a field with a condition shows when the record permission is read (shell-building-blocks §6). */
export const HIDDEN_VALUE = '--';
