// The user's own organisers of the top bar: todo lists with their todos, and bookmark folders with their bookmarks.
// Private to one user (and so to one company); the api scopes every query by both.
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const owner = () => ({
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

export const todoLists = pgTable(
  'todo_lists',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('todo_lists_user_idx').on(t.companyId, t.userId, t.sortOrder)],
);

export const todos = pgTable(
  'todos',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    listId: integer('list_id')
      .notNull()
      .references(() => todoLists.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    isClosed: boolean('is_closed').notNull().default(false),
    closedAt: ts('closed_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    // The record the todo is about (any catalogued type), checked readable when saved.
    relatedObject: text('related_object'),
    relatedId: integer('related_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('todos_list_idx').on(t.listId, t.sortOrder), index('todos_user_open_idx').on(t.companyId, t.userId, t.isClosed)],
);

export const bookmarkFolders = pgTable(
  'bookmark_folders',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('bookmark_folders_user_idx').on(t.companyId, t.userId)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => bookmarkFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // A page is bookmarked once per user ('This page is already bookmarked'), whatever the folder.
  (t) => [uniqueIndex('bookmarks_user_url_uq').on(t.userId, t.url), index('bookmarks_folder_idx').on(t.folderId)],
);
