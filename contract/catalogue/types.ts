// The record catalogue's vocabulary. Every tier reads record types through these shapes: the api derives
// tables, validation, sort keys and routes from them; the bff derives its GraphQL types; the web reads the
// same metadata through GraphQL (`recordType(name)`), never this file.

/** How a field is stored, validated, shown and edited. */
export type FieldKind =
  | 'text' // one line of text (max length)
  | 'textarea' // several lines of text
  | 'email'
  | 'url'
  | 'phone'
  | 'number' // integer
  | 'money' // decimal with 2 places
  | 'percent' // integer 0..100
  | 'date' // calendar date, yyyy-MM-dd
  | 'datetime' // instant, ISO-8601
  | 'duration' // seconds; shown in days, hours and minutes
  | 'checkbox'
  | 'select' // one of `options`
  | 'user' // a user of the company (row id)
  | 'users' // several users of the company (row ids)
  | 'record'; // another record (row id of `ref`)

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef {
  /** Model property (camelCase); the column is its snake_case. */
  name: string;
  /** Label on forms and column headers. */
  label: string;
  kind: FieldKind;
  /** What the field means (GraphQL description). */
  description: string;
  /** Maximum length of text kinds. */
  max?: number;
  /** Minimum value of number, duration and percent kinds. */
  min?: number;
  /** Maximum value of number and percent kinds. */
  maxValue?: number;
  /** A value is needed on Add and cannot be cleared on Update: "Please complete all required fields". */
  required?: boolean;
  /** The choices of a select field. */
  options?: readonly FieldOption[];
  /** Object name of the record a `record` field points to; `*` with `refTypeField` for any type. */
  ref?: string;
  /** For a reference to any type (a task's parent): the field holding the object name. */
  refTypeField?: string;
  /** Written by the server only (computed, or owned by another part of the product). */
  readOnly?: boolean;
  /** A default column of the type's list. */
  list?: boolean;
  /** Offered as a list sort key. */
  sortable?: boolean;
  /** Matched by the list's keyword search (text kinds). */
  searchable?: boolean;
  /** Offered as an exact-match list filter (`parameter.{name}`). */
  filterable?: boolean;
  /** Value of a blank model. */
  defaultValue?: string | number | boolean | null;
  /** How a number is shown: `id` names something (a lead number) and is shown without thousands separators. */
  format?: 'id';
  /** Set on a company's extra field (`extra_{id}`, contract/extra-fields.ts). */
  extra?: {
    id: number;
    /** The spec's field type (text, url, number, date, person, account, user, textarea, radio, checkbox, select). */
    fieldType: string;
    numberOfColumn: number;
    section: string;
    /** Required and shown only while the record has this role (a field of Lead, Customer or Supplier). */
    roleFlag: 'isLead' | 'isCustomer' | 'isSupplier' | null;
    /** Shown only when the record's field has this value; '--' when the record permission is read. */
    condition: { field: string; value: string } | null;
  };
}

/** What a section of the detail page shows. */
export type SectionKind =
  | 'detail-info' // every field, editable in place
  | 'updates' // the record's status updates
  | 'progress' // a task's progress log and the task actions open to the viewer
  | 'records' // other records related to this one (a connection)
  | 'history' // audit history
  | 'share' // shares with users and groups
  | 'recent' // recently changed items under this record
  | 'attachments'; // files and links attached to the record

/** How the records of a `records` section relate to the record shown. */
export type SectionVia =
  /** Rows of `type` whose `field` holds this record's id (an opportunity's organizationId). */
  | { field: string }
  /** Rows of `type` whose parent or top parent is this record (tasks, events, e-mails, …). */
  | { parent: true }
  /** The record this record's `field` points to (a person's organization). */
  | { reference: string };

export interface SectionDef {
  /** URL segment of the section: `/{urlSegment}/{id}/{key}`; the REST path uses its PascalCase. */
  key: string;
  label: string;
  kind: SectionKind;
  /** The record type listed by a `records` section. */
  type?: string;
  via?: SectionVia;
}

/** The traits a record type has (DESIGN §5). */
export interface RecordTraits {
  /** Organization and Person: roles lead/customer/supplier, phones, e-mails and addresses. */
  party?: boolean;
  /** Can be locked (read-only for everyone but its owner and administrators). */
  lockable: boolean;
  /** Deletion can be undone; `undoOpenLink`: the undo result offers a link to open the record. */
  undoable: boolean;
  undoOpenLink: boolean;
  shareable: boolean;
  followable: boolean;
  /** Hangs off another record: parentObject/parentId and topParentObject/topParentId. */
  parented?: boolean;
  /** After saving one in an edit pane the user lands on its detail page (spec: organization, opportunity, project, case, sales order, lead, customer, supplier). */
  opensDetailAfterSave?: boolean;
}

/** Module whose roles may write a type (crm, project, support) or everyone (general). */
export type RecordModule = 'crm' | 'project' | 'support' | 'general';

/** Lead, Customer and Supplier are roles of organizations and people, not tables of their own. */
export interface PartyRole {
  /** The flag on the party: isLead, isCustomer, isSupplier. */
  flag: 'isLead' | 'isCustomer' | 'isSupplier';
  /** The role's own id on the party: leadId, customerId, supplierId. */
  idField: 'leadId' | 'customerId' | 'supplierId';
  /** The party types that can carry the role. */
  of: readonly string[];
}

export interface RecordTypeDef {
  /** The spec's object name, used in REST paths, audit rows and parentObject: "Organization". */
  objectName: string;
  /** Segment of the web app's URLs: "organization" (/organization, /organization/detail/12). */
  urlSegment: string;
  label: string;
  pluralLabel: string;
  /** camelCase plural of the root GraphQL list field: "organizations". */
  listField: string;
  module: RecordModule;
  /** What the type is (GraphQL description). */
  description: string;
  /** Database table; types sharing one (Task and Call) set `discriminator`. */
  table: string;
  /** Rows of a shared table that belong to this type. */
  discriminator?: { field: string; value: string };
  /** The display name: one field, or several joined with a space (a person's first and last name). */
  nameFields: readonly string[];
  /** The type's own fields (the engine adds the common ones: owner, status, lock, dates, …). */
  fields: readonly FieldDef[];
  sections: readonly SectionDef[];
  /** Where `/{urlSegment}/detail/{id}` lands. */
  defaultSection: string;
  traits: RecordTraits;
  /** Set on role types (Lead, Customer, Supplier). */
  role?: PartyRole;
}
