-- Statistics on the sort indexes' expressions (lower(name), …): the indexes are partial (live rows), and the
-- planner takes no statistics from a partial index, so without these it guesses that lower(x) = 'software'
-- matches 0.5% of the rows and picks the wrong plan for a filtered, sorted list. The api's list-indexes test
-- checks that every expression of a sort index has its statistics object.
CREATE STATISTICS IF NOT EXISTS "cases_case_number_sort_stat" ON (lower(case_number)) FROM "cases";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "cases_case_status_sort_stat" ON (lower(case_status)) FROM "cases";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "cases_name_sort_stat" ON (lower(subject)) FROM "cases";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "cases_origin_sort_stat" ON (lower(origin)) FROM "cases";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "cases_priority_sort_stat" ON (lower(priority)) FROM "cases";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "email_messages_direction_sort_stat" ON (lower(direction)) FROM "email_messages";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "email_messages_name_sort_stat" ON (lower(subject)) FROM "email_messages";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "email_messages_to_address_sort_stat" ON (lower(to_address)) FROM "email_messages";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "events_location_sort_stat" ON (lower(location)) FROM "events";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "events_name_sort_stat" ON (lower(subject)) FROM "events";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "invoices_invoice_status_sort_stat" ON (lower(invoice_status)) FROM "invoices";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "invoices_name_sort_stat" ON (lower(invoice_number)) FROM "invoices";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "opportunities_name_sort_stat" ON (lower(name)) FROM "opportunities";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "opportunities_source_sort_stat" ON (lower(source)) FROM "opportunities";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "opportunities_stage_sort_stat" ON (lower(stage)) FROM "opportunities";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "organizations_industry_sort_stat" ON (lower(industry)) FROM "organizations";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "organizations_name_sort_stat" ON (lower(name)) FROM "organizations";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "people_first_name_sort_stat" ON (lower(first_name)) FROM "people";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "people_job_title_sort_stat" ON (lower(job_title)) FROM "people";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "people_last_name_sort_stat" ON (lower(last_name)) FROM "people";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "people_name_sort_stat" ON (lower(sort_name)) FROM "people";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "project_amendments_amendment_status_sort_stat" ON (lower(amendment_status)) FROM "project_amendments";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "project_amendments_name_sort_stat" ON (lower(name)) FROM "project_amendments";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "projects_name_sort_stat" ON (lower(name)) FROM "projects";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "projects_project_status_sort_stat" ON (lower(project_status)) FROM "projects";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "sale_quotes_name_sort_stat" ON (lower(quote_number)) FROM "sale_quotes";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "sale_quotes_quote_status_sort_stat" ON (lower(quote_status)) FROM "sale_quotes";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "sales_orders_name_sort_stat" ON (lower(order_number)) FROM "sales_orders";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "sales_orders_order_status_sort_stat" ON (lower(order_status)) FROM "sales_orders";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "sms_messages_direction_sort_stat" ON (lower(direction)) FROM "sms_messages";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "sms_messages_name_sort_stat" ON (lower(body)) FROM "sms_messages";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "status_updates_name_sort_stat" ON (lower(subject)) FROM "status_updates";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "status_updates_next_action_sort_stat" ON (lower(next_action)) FROM "status_updates";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tasks_direction_sort_stat" ON (lower(direction)) FROM "tasks";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tasks_name_sort_stat" ON (lower(subject)) FROM "tasks";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tasks_priority_sort_stat" ON (lower(priority)) FROM "tasks";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tasks_task_status_sort_stat" ON (lower(task_status)) FROM "tasks";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "watches_name_sort_stat" ON (lower(COALESCE(name, ''::text))) FROM "watches";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "watches_type_sort_stat" ON (lower(type)) FROM "watches";
--> statement-breakpoint
ANALYZE "cases";
--> statement-breakpoint
ANALYZE "email_messages";
--> statement-breakpoint
ANALYZE "events";
--> statement-breakpoint
ANALYZE "invoices";
--> statement-breakpoint
ANALYZE "opportunities";
--> statement-breakpoint
ANALYZE "organizations";
--> statement-breakpoint
ANALYZE "people";
--> statement-breakpoint
ANALYZE "project_amendments";
--> statement-breakpoint
ANALYZE "projects";
--> statement-breakpoint
ANALYZE "sale_quotes";
--> statement-breakpoint
ANALYZE "sales_orders";
--> statement-breakpoint
ANALYZE "sms_messages";
--> statement-breakpoint
ANALYZE "status_updates";
--> statement-breakpoint
ANALYZE "tasks";
--> statement-breakpoint
ANALYZE "watches";
