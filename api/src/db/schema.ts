// Drizzle schema: one Postgres dialect for PGlite (embedded) and PostgreSQL (DATABASE_URL).
// Every tenant-owned row carries company_id; queries are always scoped by it.
import { buildRecordTables } from './records';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The tenant column: every company-owned row has one, and deleting a company deletes its rows. */
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** The record a child row (address, phone, e-mail, share, watch) belongs to, of any record type. */
const parentRef = () => ({
  parentObject: text('parent_object').notNull(),
  parentId: integer('parent_id').notNull(),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  creationDate: ts('creation_date').notNull().defaultNow(),
});

export interface UserPreferences {
  modalSize: string;
  sessionTimeout: number;
  calendarStartDay: number;
  streamFilterOption: string;
  /** How dates and times are typed and shown (date-fns patterns, e.g. "MM/dd/yyyy", "h:mm a"). */
  dateFormat?: string;
  timeFormat?: string;
  /** IANA time zone the user's days and local times are counted in (default: UTC). */
  timeZone?: string;
  /** Working hours per weekday (0 = Sunday): a date typed without a time takes the start or end of that day. */
  workingHours?: { day: number; isWorking: boolean; start: string; end: string }[];
  /** Section key a record type's detail page opens on, by object name (`PUT /api/UserOption/Update?optionName=defaultSection.{Object}`). */
  defaultSections?: Record<string, string>;
  /** The Explorer questionnaire's answers (each a comma-separated list), once saved. */
  questionnaire?: { roleInCompany: string; currentIssue: string; interested: string };
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    // The login name; the demo uses the e-mail address.
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    jobTitle: text('job_title'),
    profileImage: text('profile_image'),
    role: text('role').notNull().default('free'),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    // Deactivated users (setup, or the subscription's inactive list) cannot sign in; their rows stay.
    isActive: boolean('is_active').notNull().default(true),
    // False for an invited user until they set a password from the invitation (then the address is proven).
    isVerified: boolean('is_verified').notNull().default(true),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull(),
    passwordHash: text('password_hash').notNull(),
    creationDate: ts('creation_date').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_uq').on(t.username), index('users_company_idx').on(t.companyId)],
);

/** Single-use invitations to set a first password: only the token's sha256 is kept; 7-day expiry. */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    creationDate: ts('creation_date').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_invitations_token_uq').on(t.tokenHash), index('user_invitations_user_idx').on(t.userId)],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
  },
  (t) => [index('groups_company_idx').on(t.companyId)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('group_members_uq').on(t.groupId, t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the token: a leaked table cannot be replayed.
    tokenHash: text('token_hash').notNull(),
    creationDate: ts('creation_date').notNull().defaultNow(),
    // Idle expiry: the session ends when unused for the user's sessionTimeout preference (minutes).
    lastSeenDate: ts('last_seen_date').notNull().defaultNow(),
    // Absolute expiry, however active the session is.
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash)],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    creationDate: ts('creation_date').notNull().defaultNow(),
    lastUsedDate: ts('last_used_date'),
  },
  (t) => [uniqueIndex('api_tokens_token_uq').on(t.tokenHash)],
);

// Record tables (organizations, people, opportunities, …) come from the catalogue: see records.ts.
export const recordTables = buildRecordTables({ companyId, userId: () => users.id });
export const {
  organizations,
  people,
  opportunities,
  projects,
  cases,
  tasks,
  events,
  email_messages: emailMessages,
  sms_messages: smsMessages,
  sales_orders: salesOrders,
  invoices,
  sale_quotes: saleQuotes,
  project_amendments: projectAmendments,
  status_updates: statusUpdates,
  watches,
} = recordTables;

// Child rows are attached to any record by (parent_object, parent_id).
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    ...parentRef(),
    description: text('description'),
    street: text('street'),
    city: text('city'),
    province: text('province'),
    postal: text('postal'),
    country: text('country'),
    primaryPhone: text('primary_phone'),
    secondaryPhone: text('secondary_phone'),
    fax: text('fax'),
    isPrimaryMobile: boolean('is_primary_mobile').notNull().default(false),
    isSecondaryMobile: boolean('is_secondary_mobile').notNull().default(false),
    isPrimary: boolean('is_primary').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('addresses_parent_idx').on(t.companyId, t.parentObject, t.parentId)],
);

export const phones = pgTable(
  'phones',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    ...parentRef(),
    type: text('type'),
    phoneNumber: text('phone_number').notNull(),
    // The party's primaryPhone follows the phone marked primary (exactly one of a non-empty list).
    isPrimary: boolean('is_primary').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('phones_parent_idx').on(t.companyId, t.parentObject, t.parentId)],
);

export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    ...parentRef(),
    email: text('email').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('emails_parent_idx').on(t.companyId, t.parentObject, t.parentId)],
);

export const recordShares = pgTable(
  'record_shares',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    ...parentRef(),
    // A share names a user or a group (userType); the other id is null.
    userType: text('user_type').$type<'user' | 'group'>().notNull().default('user'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    accessLevel: text('access_level').$type<'read' | 'write' | 'lock'>().notNull().default('write'),
    // Per related object type access (spec: objectAccessList, default write).
    objectAccessList: jsonb('object_access_list')
      .$type<{ objectName: string; access: 'read' | 'write' | 'lock' }[]>()
      .notNull()
      .default([]),
  },
  // NULLs are distinct, so each index only constrains the shares of its own kind.
  (t) => [
    uniqueIndex('record_shares_uq').on(t.companyId, t.parentObject, t.parentId, t.userId),
    uniqueIndex('record_shares_group_uq').on(t.companyId, t.parentObject, t.parentId, t.groupId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectName: text('object_name'),
    objectId: integer('object_id'),
    name: text('name').notNull(),
    type: text('type').notNull().default('Notification'),
    action: text('action'),
    owner: integer('owner'),
    creationDate: ts('creation_date').notNull().defaultNow(),
    parentObject: text('parent_object'),
    parentId: integer('parent_id'),
    parentName: text('parent_name'),
    isRead: boolean('is_read').notNull().default(false),
  },
  (t) => [index('notifications_user_idx').on(t.companyId, t.userId, t.id)],
);

export interface FieldChange {
  fieldName: string;
  oldValue: unknown;
  newValue: unknown;
}

export const auditHistory = pgTable(
  'audit_history',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    batchId: uuid('batch_id').notNull(),
    objectName: text('object_name').notNull(),
    objectId: integer('object_id').notNull(),
    topParentObject: text('top_parent_object'),
    topParentId: integer('top_parent_id'),
    parentName: text('parent_name'),
    userId: integer('user_id'),
    changeDate: ts('change_date').notNull().defaultNow(),
    action: text('action').notNull(),
    fieldChangeList: jsonb('field_change_list').$type<FieldChange[]>().notNull(),
  },
  (t) => [
    index('audit_history_object_idx').on(t.companyId, t.objectName, t.objectId),
    index('audit_history_top_idx').on(t.companyId, t.topParentObject, t.topParentId),
    index('audit_history_batch_idx').on(t.batchId),
  ],
);

// Per-user log of soft deletions, consumed by DeleteObject/Undo (newest first).
export const deletedObjects = pgTable(
  'deleted_objects',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectName: text('object_name').notNull(),
    objectId: integer('object_id').notNull(),
    name: text('name').notNull(),
    deletedAt: ts('deleted_at').notNull().defaultNow(),
    restoredAt: ts('restored_at'),
  },
  (t) => [index('deleted_objects_user_idx').on(t.companyId, t.userId, t.id)],
);

// ---- reference data: countries (ISO 3166-1) and their provinces, the same for every company ----

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    /** ISO 3166-1 alpha-2 code, e.g. "US". */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Label of the province field for this country ("State", "Province", "County"). */
    provinceLabel: text('province_label').notNull().default('Province'),
    /** Label of the postal field ("ZIP code", "Postcode", "Postal code"). */
    postalLabel: text('postal_label').notNull().default('Postal code'),
  },
  (t) => [uniqueIndex('countries_code_uq').on(t.code), uniqueIndex('countries_name_uq').on(t.name)],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    /** The subdivision's short code ("WA", "ON"); the name when the source has none. */
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('regions_country_idx').on(t.countryId)],
);

// ---- attachments: files (bytes on disk, see api/src/attachments/storage.ts) and links on any record ----

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    // The record it belongs to; both null while an upload waits for UpdateAssociate (private to its uploader).
    parentObject: text('parent_object'),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    fileType: text('file_type').$type<'file' | 'url'>().notNull(),
    /** The link of a URL attachment. */
    url: text('url'),
    /** The sniffed type of a file's bytes. */
    contentType: text('content_type'),
    size: integer('size').notNull().default(0),
    /** Where the bytes are (a file name under the attachments folder). */
    storageKey: text('storage_key'),
    sha256: text('sha256'),
    attachmentType: text('attachment_type'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    modifiedBy: integer('modified_by'),
    creationDate: ts('creation_date').notNull().defaultNow(),
    lastModifiedDate: ts('last_modified_date').notNull().defaultNow(),
  },
  (t) => [index('attachments_parent_idx').on(t.companyId, t.parentObject, t.parentId)],
);

// Idempotent creates: the first answer of an Add sent with an `Idempotency-Key`, per company and user, for a day.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The call the key was first used on (`POST /api/Organization/Add`): another call with it is refused. */
    route: text('route').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_uq').on(t.companyId, t.userId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Every sign-in attempt, kept for administrators and read back by the sign-in throttle (so the throttle holds
 * across api instances and restarts). `username` is what was typed, trimmed and lower-cased (sign-in names are
 * case-insensitive); `userId`/`companyId` are set when it names an account (else the row belongs to no tenant).
 */
export const signInAudit = pgTable(
  'sign_in_audit',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    attemptedAt: ts('attempted_at').notNull(),
    username: text('username').notNull(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent'),
    outcome: text('outcome').$type<'success' | 'failure' | 'throttled'>().notNull(),
  },
  (t) => [
    index('sign_in_audit_username_idx').on(t.username, t.attemptedAt),
    index('sign_in_audit_address_idx').on(t.clientAddress, t.attemptedAt),
    index('sign_in_audit_company_idx').on(t.companyId, t.id),
  ],
);

// The top bar's organisers (todos, bookmarks) live in their own module.
export * from './home-tables';
export * from '../views/schema';
// Calendar: recurrence, exceptions, attendee groups and responses, feed and settings (api/src/calendar/).
export * from '../calendar/tables';
// Setup and subscription tables.
export * from './setup-schema';
export * from '../plans/schema';
// Task behaviour and stream comments live with their domains.
export * from '../tasks/schema';
export * from '../stream/schema';
// Home dashboards and their views (api/src/dashboards/).
export * from '../dashboards/tables';

// Extra fields (contract/extra-fields.ts): a company's own fields per record type, and their values per record.
export const extraFields = pgTable(
  'extra_fields',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** Object name of the record type (a role type for fields of leads, customers or suppliers only). */
    parentObject: text('parent_object').notNull(),
    name: text('name').notNull(),
    fieldType: text('field_type').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    numberOfColumn: integer('number_of_column').notNull().default(1),
    section: text('section').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    options: jsonb('options').$type<{ optionValue: string; name: string }[]>().notNull().default([]),
    condition: jsonb('condition').$type<{ field: string; value: string } | null>(),
    creationDate: ts('creation_date').notNull().defaultNow(),
  },
  (t) => [index('extra_fields_company_idx').on(t.companyId, t.parentObject)],
);

export const extraFieldValues = pgTable(
  'extra_field_values',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    extraFieldId: integer('extra_field_id')
      .notNull()
      .references(() => extraFields.id, { onDelete: 'cascade' }),
    ...parentRef(),
    /** The typed value as JSON: text, number, boolean, or a row id for person, account and user fields. */
    value: jsonb('value'),
  },
  (t) => [
    uniqueIndex('extra_field_values_uq').on(t.companyId, t.parentObject, t.parentId, t.extraFieldId),
    index('extra_field_values_field_idx').on(t.extraFieldId),
  ],
);
// The shell's panels: reminders, onboarding, demo rows, web push.
export * from './panel-tables';
