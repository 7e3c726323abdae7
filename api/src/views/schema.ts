// Saved views (the spec's UserSearchCriteria): per company, per user (userId 0 = the system view of a type),
// with their criteria, display columns, sort and page size; and each user's pins and default choice.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, groups, users } from '../db/schema';

/** A column of a view, in display order. */
export interface DisplayField {
  fieldName: string;
  fieldLabel: string;
  fieldType: string;
  columnWidth: number;
  hidden: boolean;
}

export const userSearchCriteria = pgTable(
  'user_search_criteria',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 0: the type's system view (read-only, derived from the catalogue). */
    userId: integer('user_id').notNull(),
    objectName: text('object_name').notNull(),
    name: text('name').notNull(),
    criteriaGroupList: jsonb('criteria_group_list').$type<unknown[]>().notNull(),
    displayFieldList: jsonb('display_field_list').$type<DisplayField[]>().notNull(),
    orderBy: text('order_by'),
    direction: text('direction'),
    pageSize: integer('page_size'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_search_criteria_owner_idx').on(t.companyId, t.objectName, t.userId),
    uniqueIndex('user_search_criteria_system_uq')
      .on(t.companyId, t.objectName)
      .where(sql`${t.userId} = 0`),
  ],
);

/** A user's pin and default choice on a view (system views included, so these are per user, not per view). */
export const userViewFlags = pgTable(
  'user_view_flags',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewId: integer('view_id')
      .notNull()
      .references(() => userSearchCriteria.id, { onDelete: 'cascade' }),
    objectName: text('object_name').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.viewId] }),
    uniqueIndex('user_view_flags_default_uq')
      .on(t.userId, t.objectName)
      .where(sql`${t.isDefault}`),
  ],
);

/** A user view shared (read access) with a user or a group of the owner's company; the other id is null. */
export const viewShares = pgTable(
  'view_shares',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    viewId: integer('view_id')
      .notNull()
      .references(() => userSearchCriteria.id, { onDelete: 'cascade' }),
    userType: text('user_type').$type<'user' | 'group'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('view_shares_user_uq')
      .on(t.viewId, t.userId)
      .where(sql`${t.userType} = 'user'`),
    uniqueIndex('view_shares_group_uq')
      .on(t.viewId, t.groupId)
      .where(sql`${t.userType} = 'group'`),
    index('view_shares_user_idx').on(t.companyId, t.userId),
    index('view_shares_group_idx').on(t.companyId, t.groupId),
  ],
);
