// Home dashboards (spec: Dashboard, Dashboard view): each user's own dashboards, one of them the default, and
// the views shown on each (a saved view's records, or a chart of them). Private to one user of one company.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from '../db/schema';
import { userSearchCriteria } from '../views/schema';

export const CHART_TYPES = ['none', 'pie', 'gauge', 'funnel'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const userDashboards = pgTable(
  'user_dashboards',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    /** A system dashboard (seeded): it cannot be deleted ('Cannot delete system dashboard'). */
    isBuiltin: boolean('is_builtin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_dashboards_user_idx').on(t.companyId, t.userId, t.sortOrder),
    // At most one default per user.
    uniqueIndex('user_dashboards_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const userDashboardViews = pgTable(
  'user_dashboard_views',
  {
    // Home page view ids below 1000 are the built-in widgets (the calendar's week widget is 1), which share
    // `UserHomePageView/ToggleDisplay/{id}` with these.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dashboardId: integer('dashboard_id')
      .notNull()
      .references(() => userDashboards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The section (record type) of the saved view. */
    objectName: text('object_name').notNull(),
    viewId: integer('view_id')
      .notNull()
      .references(() => userSearchCriteria.id, { onDelete: 'cascade' }),
    chartType: text('chart_type').$type<ChartType>().notNull().default('none'),
    display: boolean('display').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('user_dashboard_views_dashboard_idx').on(t.dashboardId, t.sortOrder), index('user_dashboard_views_user_idx').on(t.userId)],
);
