// The shell's panels (issue 11): reminders, onboarding progress, the demo rows' ledger and web push subscriptions.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A reminder of one user, optionally about a record; fired once (`firedAt`) at `remindAt` through the hub. */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: userId(),
    name: text('name').notNull(),
    objectName: text('object_name'),
    objectId: integer('object_id'),
    /** The spec's content: a duration, e.g. "15 minutes" (how long before the thing it is about). */
    content: text('content').notNull().default(''),
    remindAt: ts('remind_at').notNull(),
    firedAt: ts('fired_at'),
    creationDate: ts('creation_date').notNull().defaultNow(),
  },
  (t) => [index('reminders_user_idx').on(t.companyId, t.userId, t.remindAt), index('reminders_due_idx').on(t.remindAt, t.firedAt)],
);

/** Onboarding checklist items a user completed (feature, section, activity). */
export const onboardProgress = pgTable(
  'onboard_progress',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: userId(),
    feature: text('feature').notNull(),
    section: text('section').notNull(),
    activity: text('activity').notNull(),
    completedAt: ts('completed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('onboard_progress_uq').on(t.userId, t.feature, t.section, t.activity)],
);

/** The records the demo seed made, per company: what "Delete demo data" removes, and nothing else. */
export const demoRecords = pgTable(
  'demo_records',
  {
    companyId: companyId(),
    objectName: text('object_name').notNull(),
    objectId: integer('object_id').notNull(),
  },
  (t) => [uniqueIndex('demo_records_uq').on(t.companyId, t.objectName, t.objectId)],
);

/** A browser's web push subscription (endpoint and keys) of one user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: userId(),
    endpoint: text('endpoint').notNull(),
    keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
    creationDate: ts('creation_date').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/** Instance-wide settings made once and kept across restarts (e.g. the generated VAPID key pair, key `vapid`). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  creationDate: ts('creation_date').notNull().defaultNow(),
});

/** What a user sent from the Explorer: a question (`kind` question) or a call request (`call`), kept for support. */
export const explorerRequests = pgTable(
  'explorer_requests',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: userId(),
    kind: text('kind').notNull(),
    body: jsonb('body').$type<Record<string, string | null>>().notNull(),
    creationDate: ts('creation_date').notNull().defaultNow(),
  },
  (t) => [index('explorer_requests_user_idx').on(t.companyId, t.userId)],
);
