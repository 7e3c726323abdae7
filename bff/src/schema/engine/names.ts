// How catalogue names become GraphQL names. One place, so every generated type follows the same rules.
import type { FieldDef, RecordTypeDef } from '../../../../contract';

/** Fields of the Record interface: a catalogue field may not take one of these names with another meaning. */
const RESERVED = new Set(['id', 'rowId', 'objectName', 'type', 'url', 'permission', 'summary', 'values', 'related', 'history', 'shares', 'recent', 'attachments']);

/** Catalogue properties whose GraphQL name predates the catalogue (clients already use these). */
const RENAMED: Record<string, string> = {
  ownerId: 'owner',
  creationDate: 'createdAt',
  lastModifiedDate: 'updatedAt',
  primaryPhone: 'phone',
  primaryEmail: 'email',
};

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** camelCase of an object name: `Organization` → `organization`, `SMSMessage` → `smsMessage`. */
export function camelName(objectName: string): string {
  const m = /^([A-Z]+)([A-Z][a-z].*)$/.exec(objectName);
  if (m) return m[1]!.toLowerCase() + m[2]!;
  return objectName.charAt(0).toLowerCase() + objectName.slice(1);
}

/** CONSTANT_CASE for enum values: `Closed Won` → `CLOSED_WON`, `createdAt` → `CREATED_AT`, `child-company` → `CHILD_COMPANY`. */
export function constantCase(value: string): string {
  const s = value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return /^[0-9]/.test(s) ? `V_${s}` : s || 'EMPTY';
}

/**
 * The GraphQL output field of a catalogue field: references lose their `Id` suffix (`organizationId` →
 * `organization`, `assigneeIds` → `assignees`), the common fields keep their historical names, and a name
 * taken by the Record interface is prefixed with the type (`Watch.type` → `watchType`).
 */
export function outputName(type: RecordTypeDef, field: FieldDef): string {
  let name = RENAMED[field.name] ?? field.name;
  if ((field.kind === 'record' || field.kind === 'user') && name.endsWith('Id') && name.length > 2) name = name.slice(0, -2);
  if (field.kind === 'users' && name.endsWith('Ids') && name.length > 3) name = `${name.slice(0, -3)}s`;
  return RESERVED.has(name) ? camelName(type.objectName) + upperFirst(name) : name;
}

/** The input field of a catalogue field: references keep the REST name (they take global ids), others the output name. */
export function inputName(type: RecordTypeDef, field: FieldDef): string {
  return field.kind === 'record' || field.kind === 'user' || field.kind === 'users' ? field.name : outputName(type, field);
}

/** PascalCase words of a camelCase name. */
const words = (s: string) => upperFirst(s).match(/[A-Z]+(?![a-z])|[A-Z][a-z0-9]*/g) ?? [upperFirst(s)];

/**
 * The enum of a select field: the type name and the field name, without repeating the words they share
 * (`Opportunity.stage` → `OpportunityStage`, `Case.caseStatus` → `CaseStatus`, `SalesOrder.orderStatus` → `SalesOrderStatus`).
 */
export function selectEnumName(type: RecordTypeDef, field: FieldDef): string {
  const t = words(type.objectName);
  const f = words(field.name);
  for (let n = Math.min(t.length, f.length - 1); n > 0; n--) {
    if (t.slice(t.length - n).join('') === f.slice(0, n).join('')) return [...t, ...f.slice(n)].join('');
  }
  return [...t, ...f].join('');
}
