// Record type metadata (`recordTypes`, `recordType(name)`): what the web needs to render any list, form or
// detail page without knowing the type. Everything but `canAdd` is the static catalogue.
import { JSONObjectResolver, JSONResolver } from 'graphql-scalars';
import {
  catalogue,
  fieldsOf,
  recordSections,
  sectionOf,
  recordType,
  recordTypeBySegment,
  type FieldDef,
  type FieldOption,
  type ListResponse,
  type ModelResponse,
  type RecordTypeDef,
  type SectionDef,
} from '../../../../contract';
import { sessionLookup, type Context } from '../../context';
import { builder } from '../builder';
import { constantCase } from './names';
import { allFieldsOf } from './extra-field-defs';

builder.addScalarType('JSON', JSONResolver, { description: 'Any JSON value (a field value as the REST api holds it).' });
builder.addScalarType('JSONObject', JSONObjectResolver, { description: 'A JSON object (model properties as the REST api takes them).' });

const KIND_DESCRIPTIONS: Record<FieldDef['kind'], string> = {
  text: 'One line of text.',
  textarea: 'Several lines of text.',
  email: 'An e-mail address.',
  url: 'A web address.',
  phone: 'A phone number.',
  number: 'An integer.',
  money: 'An amount with two decimals.',
  percent: 'An integer from 0 to 100.',
  date: 'A calendar date, yyyy-MM-dd.',
  datetime: 'An instant, ISO-8601.',
  duration: 'Seconds, shown in days, hours and minutes.',
  checkbox: 'Yes or no.',
  select: 'One of the field options.',
  user: 'A user of the company (row id).',
  users: 'Several users of the company (row ids).',
  record: 'Another record (row id).',
};

export const FieldKindEnum = builder.enumType('FieldKind', {
  description: 'How a field is stored, shown and edited.',
  values: Object.fromEntries(
    Object.entries(KIND_DESCRIPTIONS).map(([kind, description]) => [constantCase(kind), { value: kind, description }]),
  ),
});

export const FieldFormatEnum = builder.enumType('FieldFormat', {
  description: 'A display variant of a field kind.',
  values: {
    ID: { value: 'id', description: 'A number that names something (a lead number): digits without thousands separators.' },
  } as const,
});

const SECTION_KINDS: Record<SectionDef['kind'], string> = {
  'detail-info': 'Every field of the record, editable in place.',
  updates: "The record's status updates.",
  progress: "A task's progress log (`Task.progressLog`) and the task actions open to the viewer.",
  records: 'Other records related to this one.',
  history: 'Who changed which field, from what to what.',
  share: 'The users and groups the record is shared with.',
  recent: 'Recently changed items under the record.',
  attachments: 'Files and links attached to the record (`Record.attachments`).',
};

export const SectionKindEnum = builder.enumType('SectionKind', {
  description: 'What a section of the detail page shows.',
  values: Object.fromEntries(
    Object.entries(SECTION_KINDS).map(([kind, description]) => [constantCase(kind), { value: kind, description }]),
  ),
});

/** One value per catalogue section key that lists records (the same key lists the same type everywhere). */
export const RelatedSectionEnum = builder.enumType('RelatedSection', {
  description: 'A section of a detail page that lists records (see `Record.related`).',
  values: Object.fromEntries(
    [...recordSections()].map(([key, s]) => [constantCase(key), { value: key, description: `${s.label}: records of type ${s.type}.` }]),
  ),
});

export const FieldOptionRef = builder.objectRef<FieldOption>('FieldOption').implement({
  description: 'A choice of a select field.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The stored value.' }),
    label: t.exposeString('label', { description: 'The text shown.' }),
  }),
});

export const ExtraFieldConditionRef = builder.objectRef<{ field: string; value: string }>('ExtraFieldCondition').implement({
  description: "An extra field's visibility rule: it shows only when the record's field has this value.",
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The model property the rule reads, e.g. "stage".' }),
    value: t.exposeString('value', { description: 'The value it must have.' }),
  }),
});

const ExtraFieldInfoRef = builder.objectRef<NonNullable<FieldDef['extra']>>('ExtraFieldInfo').implement({
  description: "What an extra field adds to a record field: the company's definition.",
  fields: (t) => ({
    extraFieldId: t.int({ description: 'Id of the definition (`GET /api/ExtraField/GetModel/{id}`).', resolve: (x) => x.id }),
    fieldType: t.exposeString('fieldType', {
      description: "The spec's field type: text, url, number, date, person, account, user, textarea, radio, checkbox or select.",
    }),
    numberOfColumn: t.exposeInt('numberOfColumn', { description: 'Columns the field spans on a form (1 or 2).' }),
    section: t.exposeString('section', { description: 'Group label on forms; empty for the default group.' }),
    requiredForRole: t.string({
      nullable: true,
      description:
        'For a field of Lead, Customer or Supplier: the role flag (isLead, isCustomer, isSupplier) it is shown and required under.',
      resolve: (x) => x.roleFlag,
    }),
    condition: t.field({
      type: ExtraFieldConditionRef,
      nullable: true,
      description: 'Shown only when the record matches; a viewer who only reads the record sees "--".',
      resolve: (x) => x.condition,
    }),
  }),
});

export const RecordFieldRef = builder.objectRef<FieldDef>('RecordField').implement({
  description: 'A field of a record type: how to show, edit, sort and filter it.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The model property, e.g. "organizationId" (as in `values` and REST).' }),
    label: t.exposeString('label', { description: 'Label on forms and column headers.' }),
    kind: t.field({ type: FieldKindEnum, description: 'How the field is stored, shown and edited.', resolve: (f) => f.kind }),
    description: t.exposeString('description', { description: 'What the field means.' }),
    required: t.boolean({
      description:
        'A value is needed on add and cannot be cleared. An extra field\'s rule is checked by the api on every create and update, whether or not extra values are sent (a role\'s field only while the record has that role, a field with a condition only while it is met): an empty one answers ValidationError "Please complete all the required fields" naming it.',
      resolve: (f) => Boolean(f.required),
    }),
    readOnly: t.boolean({ description: 'Written by the server only.', resolve: (f) => Boolean(f.readOnly) }),
    maxLength: t.int({ nullable: true, description: 'Maximum length of text kinds.', resolve: (f) => f.max ?? null }),
    min: t.float({ nullable: true, description: 'Minimum value of number, duration and percent kinds.', resolve: (f) => f.min ?? null }),
    max: t.float({ nullable: true, description: 'Maximum value of number and percent kinds.', resolve: (f) => f.maxValue ?? null }),
    options: t.field({
      type: [FieldOptionRef],
      description: 'The choices of a select field (empty otherwise).',
      resolve: (f) => f.options ?? [],
    }),
    refType: t.string({
      nullable: true,
      description: 'Object name a RECORD field points to; "*" for any type (see refTypeField).',
      resolve: (f) => f.ref ?? null,
    }),
    refTypeField: t.string({
      nullable: true,
      description: 'For a reference to any type: the field holding the object name.',
      resolve: (f) => f.refTypeField ?? null,
    }),
    sortable: t.boolean({ description: 'Offered as a list sort key.', resolve: (f) => Boolean(f.sortable) }),
    filterable: t.boolean({ description: 'Offered as an exact-match list filter.', resolve: (f) => Boolean(f.filterable) }),
    defaultValue: t.field({ type: 'JSON', nullable: true, description: 'Value of a new record.', resolve: (f) => f.defaultValue ?? null }),
    format: t.field({
      type: FieldFormatEnum,
      nullable: true,
      description: "How the value is shown when not the kind's usual way: ID for identifiers (no thousands separators).",
      resolve: (f) => f.format ?? null,
    }),
    extra: t.field({
      type: ExtraFieldInfoRef,
      nullable: true,
      description: "Set on the company's extra fields (named `extra_{id}`): their definition. Null for the catalogue's fields.",
      resolve: (f) => f.extra ?? null,
    }),
  }),
});

export const RecordTypeRef = builder.objectRef<RecordTypeDef>('RecordType');
export const RecordSectionRef = builder.objectRef<SectionDef>('RecordSection');

RecordSectionRef.implement({
  description: 'A section of a record type’s detail page.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'URL segment of the section: /{urlSegment}/{id}/{key}.' }),
    label: t.exposeString('label', { description: 'Tab label.' }),
    kind: t.field({ type: SectionKindEnum, description: 'What the section shows.', resolve: (s) => s.kind }),
    related: t.field({
      type: RelatedSectionEnum,
      nullable: true,
      description: 'For RECORDS and UPDATES sections: the value to pass to `Record.related`.',
      resolve: (s) => ((s.kind === 'records' || s.kind === 'updates') && s.type ? s.key : null),
    }),
    viaField: t.string({
      nullable: true,
      description:
        "For sections listing records whose field points to this record: that field of the listed type (an opportunity's `organizationId`). Null for parent-based sections (the listed type has `parentObject`/`parentId`) and for the one record a field of this record points to.",
      resolve: (s) => (s.via && 'field' in s.via ? s.via.field : null),
    }),
    recordType: t.field({
      type: RecordTypeRef,
      nullable: true,
      description: 'The type the section lists.',
      resolve: (s) => (s.type ? (recordType(s.type) ?? null) : null),
    }),
  }),
});

const RecordTraitsRef = builder.objectRef<RecordTypeDef['traits']>('RecordTraits').implement({
  description: 'What a record type can do.',
  fields: (t) => ({
    party: t.boolean({ description: 'Organizations and people: roles, phones, e-mails and addresses.', resolve: (x) => Boolean(x.party) }),
    lockable: t.boolean({ description: 'Can be locked (read-only for all but its owner and administrators).', resolve: (x) => x.lockable }),
    undoable: t.boolean({ description: 'A deletion can be undone.', resolve: (x) => x.undoable }),
    undoOpenLink: t.boolean({ description: 'The undo result offers a link to open the record.', resolve: (x) => x.undoOpenLink }),
    shareable: t.boolean({ description: 'Can be shared with users and groups.', resolve: (x) => x.shareable }),
    followable: t.boolean({ description: 'Can be followed.', resolve: (x) => x.followable }),
    parented: t.boolean({ description: 'Hangs off another record (parent and top parent).', resolve: (x) => Boolean(x.parented) }),
    opensDetailAfterSave: t.boolean({
      description: 'After saving one in an edit pane, the user is taken to its detail page.',
      resolve: (x) => Boolean(x.opensDetailAfterSave),
    }),
  }),
});

/**
 * What the viewer may do about new records of a type: `List` answers it (write or lock: may add) with the refusal
 * text. It follows the session's roles, so it is kept with the session's lookups across requests.
 */
const listMeta = (ctx: Context, type: RecordTypeDef) => {
  const load = () => ctx.loaders.get<ListResponse>(`/api/${type.objectName}/List`, { currentPage: 1, pageSize: 1 });
  return sessionLookup(ctx, `listMeta ${type.objectName}`, load);
};

export async function listPermission(ctx: Context, type: RecordTypeDef) {
  return (await listMeta(ctx, type)).permission;
}

const nameFieldsOf = (type: RecordTypeDef): string[] => (type.role ? ['name'] : [...type.nameFields]);

/** The default list columns: the name fields first, then the other list fields in catalogue order. */
export const listFieldsOf = (type: RecordTypeDef) => [...nameFieldsOf(type), ...keyFieldsOf(type)];

/** A type's key facts: its list fields but the name, in catalogue order (`Record.keyValues`). */
export function keyFieldsOf(type: RecordTypeDef): string[] {
  const names = nameFieldsOf(type);
  return fieldsOf(type)
    .filter((f) => f.list && !names.includes(f.name))
    .map((f) => f.name);
}

RecordTypeRef.implement({
  description: 'A record type of the catalogue: labels, fields, sections, traits and what the viewer may do.',
  fields: (t) => ({
    name: t.string({ description: 'Object name, e.g. "SalesOrder".', resolve: (x) => x.objectName }),
    label: t.exposeString('label', { description: 'Singular label.' }),
    pluralLabel: t.exposeString('pluralLabel', { description: 'Plural label.' }),
    urlSegment: t.exposeString('urlSegment', { description: 'Segment of the web app URLs, e.g. "sales-order".' }),
    listUrl: t.string({ description: 'Path of the list page, e.g. "/sales-order".', resolve: (x) => `/${x.urlSegment}` }),
    description: t.exposeString('description', { description: 'What the type is.' }),
    module: t.exposeString('module', { description: 'The module whose roles may write it (crm, project, support, general).' }),
    fields: t.field({
      type: [RecordFieldRef],
      description: "Every field: own, trait and common ones, then the company's extra fields (`extra` set).",
      resolve: (x, _a, ctx) => allFieldsOf(ctx, x),
    }),
    listFields: t.stringList({ description: 'Default list columns, in order (name field first).', resolve: listFieldsOf }),
    sortFields: t.stringList({
      description: 'Fields a list may be sorted by.',
      resolve: (x) =>
        fieldsOf(x)
          .filter((f) => f.sortable)
          .map((f) => f.name),
    }),
    sections: t.field({ type: [RecordSectionRef], description: 'Sections of the detail page, in order.', resolve: (x) => x.sections }),
    section: t.field({
      type: RecordSectionRef,
      nullable: true,
      description: 'The section with this URL key, if the type has one.',
      args: { key: t.arg.string({ required: true, description: 'As in /{urlSegment}/{id}/{key}.' }) },
      resolve: (x, args) => sectionOf(x, args.key) ?? null,
    }),
    traits: t.field({ type: RecordTraitsRef, description: 'What the type can do.', resolve: (x) => x.traits }),
    isRole: t.boolean({ description: 'Lead, Customer or Supplier: a role of organizations and people.', resolve: (x) => Boolean(x.role) }),
    canAdd: t.boolean({
      description: 'Whether the viewer may add one (the api: write or lock permission on the list).',
      resolve: async (x, _a, ctx) => (await listPermission(ctx, x)) !== 'read',
    }),
    blankValues: t.field({
      type: 'JSONObject',
      description:
        "The values a new record starts with, as the api's blank model gives them (`GET /api/{Object}/GetModel/0`): the catalogue's defaults and the signed-in user as owner. Only editable fields with a value.",
      resolve: async (x, _a, ctx) => {
        const { model } = await ctx.loaders.get<ModelResponse>(`/api/${x.objectName}/GetModel/0`);
        const editable = fieldsOf(x).filter((f) => !f.readOnly);
        return Object.fromEntries(editable.filter((f) => model[f.name] != null).map((f) => [f.name, model[f.name]]));
      },
    }),
    addDeniedMessage: t.string({
      description:
        'The text shown on the disabled add button, e.g. "You cannot add new opportunities" (the api\'s, as a refused add answers it).',
      resolve: async (x, _a, ctx) => (await listMeta(ctx, x)).addDeniedMessage,
    }),
  }),
});

builder.queryFields((t) => ({
  recordTypes: t.field({
    type: [RecordTypeRef],
    description: 'Every record type, in menu order.',
    authScopes: { authenticated: true },
    resolve: () => [...catalogue],
  }),
  recordType: t.field({
    type: RecordTypeRef,
    nullable: true,
    description: 'One record type by object name (any case) or URL segment; null when unknown.',
    authScopes: { authenticated: true },
    args: { name: t.arg.string({ required: true, description: 'Object name ("SalesOrder") or URL segment ("sales-order").' }) },
    resolve: (_p, { name }) => recordType(name) ?? recordTypeBySegment(name) ?? null,
  }),
}));
