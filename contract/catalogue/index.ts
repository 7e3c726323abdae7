// The record catalogue: every record type of the suite, and the lookups all tiers use.
import { call, emailMessage, event, smsMessage, statusUpdate, task, watch } from './activity';
import { customer, invoice, lead, opportunity, organization, person, salesOrder, saleQuote, supplier } from './crm';
import { commonFields, lockField, parentFields, partyFields } from './fields';
import { project, projectAmendment } from './project';
import { supportCase } from './support';
import type { FieldDef, RecordTypeDef, SectionDef } from './types';

export type * from './types';
export { OPPORTUNITY_STAGES } from './crm';
export { TASK_STATUSES } from './activity';

/** Every record type, in menu order. Adding a type: an entry here and a migration for its table. */
export const catalogue: readonly RecordTypeDef[] = [
  organization,
  person,
  lead,
  customer,
  supplier,
  opportunity,
  project,
  supportCase,
  task,
  call,
  event,
  emailMessage,
  smsMessage,
  salesOrder,
  invoice,
  saleQuote,
  projectAmendment,
  statusUpdate,
  watch,
];

const byName = new Map(catalogue.map((t) => [t.objectName.toLowerCase(), t]));
// Most lookups give the name as the catalogue spells it (rows' objectName): found without lower-casing.
const byExactName = new Map(catalogue.map((t) => [t.objectName, t]));
const bySegment = new Map(catalogue.map((t) => [t.urlSegment, t]));

/** A type by its object name, case-insensitive ("Organization", "salesorder"). */
export const recordType = (objectName: string): RecordTypeDef | undefined =>
  byExactName.get(objectName) ?? byName.get(objectName.toLowerCase());
/** A type by its URL segment ("sales-order"). */
export const recordTypeBySegment = (segment: string): RecordTypeDef | undefined => bySegment.get(segment);

/** Types with a table of their own rows (everything but the party roles). */
export const storedTypes = catalogue.filter((t) => !t.role);
/** The party roles (Lead, Customer, Supplier). */
export const roleTypes = catalogue.filter((t) => t.role);

/**
 * The display name as a field: every record answers it (rows carry `name`), so a list of mixed types (a
 * Lead list of organizations and people) can show it as a column. Role types list it as their own field.
 */
export const nameField: FieldDef = {
  name: 'name',
  label: 'Name',
  kind: 'text',
  description: "The record's display name, built from its name fields.",
  readOnly: true,
  list: true,
  sortable: true,
};

/** A role type's name: a lead, customer or supplier added from its own list is a new organization, named here. */
const roleNameField: FieldDef = {
  ...nameField,
  description: 'Name of the party; one added from a role list is an organization of that name.',
  readOnly: false,
  required: true,
};

/** Every field of a type: its own, then the trait and common fields the engine adds. Role types edit the party's name. */
export function fieldsOf(type: RecordTypeDef): readonly FieldDef[] {
  const own = type.role ? [roleNameField] : type.fields;
  return [
    ...own,
    ...(type.traits.party ? partyFields : []),
    ...(type.traits.parented ? parentFields : []),
    ...(type.traits.lockable ? [lockField] : []),
    ...commonFields,
  ];
}

/** One field of a type, or undefined. */
export const fieldOf = (type: RecordTypeDef, name: string): FieldDef | undefined => fieldsOf(type).find((f) => f.name === name);

/** The REST path segment of a section: `child-company` → `ChildCompany` (`GET /api/Organization/ChildCompany/12`). */
export const sectionPath = (key: string): string =>
  key
    .split('-')
    .map((w) => (w === 'sms' ? 'SMS' : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');

export const sectionOf = (type: RecordTypeDef, key: string): SectionDef | undefined => type.sections.find((s) => s.key === key);

/** Every section key that lists records, with the type it lists (the same key lists the same type everywhere). */
export function recordSections(): Map<string, { label: string; type: string }> {
  const out = new Map<string, { label: string; type: string }>();
  for (const t of catalogue) {
    for (const s of t.sections) {
      if ((s.kind === 'records' || s.kind === 'updates') && s.type && !out.has(s.key)) out.set(s.key, { label: s.label, type: s.type });
    }
  }
  return out;
}

/**
 * The detail URL of a record. A party in a role is shown under the role (the spec: "the parent object
 * becomes Lead, Customer or Supplier in that order of precedence") with the role's id.
 */
export function recordUrl(type: RecordTypeDef, row: { id: number } & Partial<Record<string, unknown>>): string {
  if (type.traits.party && !type.role) {
    for (const role of roleTypes) {
      const roleId = row[role.role!.idField];
      if (row[role.role!.flag] === true && typeof roleId === 'number') return `/${role.urlSegment}/detail/${roleId}`;
    }
  }
  return `/${type.urlSegment}/detail/${row.id}`;
}

/** The types a type's records are: a role's parties (Lead: Organization and Person), else the type itself. */
export const partyTypesOf = (type: RecordTypeDef): RecordTypeDef[] =>
  type.role ? type.role.of.map((name) => recordType(name)).filter((t): t is RecordTypeDef => !!t) : [type];

/**
 * The record a row's reference field points to: the type its `ref` names (for `*`, the row's `refTypeField`), as
 * written there, and the row id; null when the field is empty or names no catalogued type.
 */
export function referenceOf(field: FieldDef, row: Partial<Record<string, unknown>>): { objectName: string; id: number } | null {
  if (field.kind !== 'record') return null;
  const id = Number(row[field.name]);
  const objectName = field.ref === '*' ? row[field.refTypeField!] : field.ref;
  if (!Number.isInteger(id) || id <= 0 || typeof objectName !== 'string' || !recordType(objectName)) return null;
  return { objectName, id };
}

/** The display name of a model from its name fields. */
export const displayName = (type: RecordTypeDef, model: Partial<Record<string, unknown>>): string =>
  type.nameFields
    .map((f) => model[f])
    .filter((v) => v !== null && v !== undefined && String(v).trim() !== '')
    .join(' ')
    .trim();
