// The plan's tables: what each company has of each extension (subscribed, trial dates) and which users hold a
// seat (role access) in it, plus the per-user flags of the upgrade prompts. Re-exported by db/schema.ts.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from '../db/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Extensions a company subscribes to or trials; `all` is the complete suite (every module). */
export type Extension = 'crm' | 'project' | 'support' | 'all';

/**
 * One row per company and extension it ever had. No row: never trialed, not subscribed. A trial is used once
 * `trialStart` is set; it is running while `now < trialEnd`.
 */
export const companyExtensions = pgTable(
  'company_extensions',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    extension: text('extension').$type<Extension>().notNull(),
    subscribed: boolean('subscribed').notNull().default(false),
    trialStart: ts('trial_start'),
    trialEnd: ts('trial_end'),
    /** The survey extended this trial (once). */
    trialExtended: boolean('trial_extended').notNull().default(false),
    survey: jsonb('survey').$type<Record<string, string>>(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_extensions_uq').on(t.companyId, t.extension)],
);

/** A user's seat in an extension: role access, the extension's admin role, and CRM's sales manager / person. */
export const userExtensionAccess = pgTable(
  'user_extension_access',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    userId: userRef(),
    extension: text('extension').$type<Extension>().notNull(),
    roleAccess: boolean('role_access').notNull().default(false),
    roleAdmin: boolean('role_admin').notNull().default(false),
    isSalesManager: boolean('is_sales_manager').notNull().default(false),
    isSalesPerson: boolean('is_sales_person').notNull().default(false),
  },
  (t) => [uniqueIndex('user_extension_access_uq').on(t.userId, t.extension), index('user_extension_access_company_idx').on(t.companyId)],
);

/** Persistent per-user flags of the prompts ('promotionSeen', 'trialOfferNotInterested', …). */
export const planUserFlags = pgTable(
  'plan_user_flags',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    userId: userRef(),
    flag: text('flag').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plan_user_flags_uq').on(t.userId, t.flag)],
);

/** Each view of a promotion item (`GET /api/Plan/PromotionTracking?url`). */
export const promotionViews = pgTable(
  'promotion_views',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    userId: userRef(),
    url: text('url').notNull(),
    viewedAt: ts('viewed_at').notNull(),
  },
  (t) => [index('promotion_views_user_idx').on(t.userId, t.url)],
);
