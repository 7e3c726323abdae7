DROP INDEX "cases_name_sort_idx";--> statement-breakpoint
DROP INDEX "cases_case_number_sort_idx";--> statement-breakpoint
DROP INDEX "cases_case_number_sort_desc_idx";--> statement-breakpoint
DROP INDEX "cases_priority_sort_idx";--> statement-breakpoint
DROP INDEX "cases_priority_sort_desc_idx";--> statement-breakpoint
DROP INDEX "cases_case_status_sort_idx";--> statement-breakpoint
DROP INDEX "cases_case_status_sort_desc_idx";--> statement-breakpoint
DROP INDEX "cases_origin_sort_idx";--> statement-breakpoint
DROP INDEX "cases_origin_sort_desc_idx";--> statement-breakpoint
DROP INDEX "email_messages_direction_sort_idx";--> statement-breakpoint
DROP INDEX "email_messages_direction_sort_desc_idx";--> statement-breakpoint
DROP INDEX "events_name_sort_idx";--> statement-breakpoint
DROP INDEX "events_location_sort_idx";--> statement-breakpoint
DROP INDEX "events_location_sort_desc_idx";--> statement-breakpoint
DROP INDEX "invoices_name_sort_idx";--> statement-breakpoint
DROP INDEX "invoices_invoice_status_sort_idx";--> statement-breakpoint
DROP INDEX "invoices_invoice_status_sort_desc_idx";--> statement-breakpoint
DROP INDEX "opportunities_name_sort_idx";--> statement-breakpoint
DROP INDEX "opportunities_stage_sort_idx";--> statement-breakpoint
DROP INDEX "opportunities_source_sort_idx";--> statement-breakpoint
DROP INDEX "opportunities_source_sort_desc_idx";--> statement-breakpoint
DROP INDEX "organizations_name_sort_idx";--> statement-breakpoint
DROP INDEX "organizations_industry_sort_idx";--> statement-breakpoint
DROP INDEX "organizations_industry_sort_desc_idx";--> statement-breakpoint
DROP INDEX "people_name_sort_idx";--> statement-breakpoint
DROP INDEX "people_first_name_sort_idx";--> statement-breakpoint
DROP INDEX "people_first_name_sort_desc_idx";--> statement-breakpoint
DROP INDEX "people_last_name_sort_idx";--> statement-breakpoint
DROP INDEX "people_job_title_sort_idx";--> statement-breakpoint
DROP INDEX "people_job_title_sort_desc_idx";--> statement-breakpoint
DROP INDEX "project_amendments_name_sort_idx";--> statement-breakpoint
DROP INDEX "project_amendments_amendment_status_sort_idx";--> statement-breakpoint
DROP INDEX "project_amendments_amendment_status_sort_desc_idx";--> statement-breakpoint
DROP INDEX "projects_name_sort_idx";--> statement-breakpoint
DROP INDEX "projects_project_status_sort_idx";--> statement-breakpoint
DROP INDEX "projects_project_status_sort_desc_idx";--> statement-breakpoint
DROP INDEX "sale_quotes_name_sort_idx";--> statement-breakpoint
DROP INDEX "sale_quotes_quote_status_sort_idx";--> statement-breakpoint
DROP INDEX "sale_quotes_quote_status_sort_desc_idx";--> statement-breakpoint
DROP INDEX "sales_orders_name_sort_idx";--> statement-breakpoint
DROP INDEX "sales_orders_order_status_sort_idx";--> statement-breakpoint
DROP INDEX "sales_orders_order_status_sort_desc_idx";--> statement-breakpoint
DROP INDEX "sms_messages_direction_sort_idx";--> statement-breakpoint
DROP INDEX "sms_messages_direction_sort_desc_idx";--> statement-breakpoint
DROP INDEX "status_updates_name_sort_idx";--> statement-breakpoint
DROP INDEX "status_updates_next_action_sort_idx";--> statement-breakpoint
DROP INDEX "status_updates_next_action_sort_desc_idx";--> statement-breakpoint
DROP INDEX "tasks_name_sort_idx";--> statement-breakpoint
DROP INDEX "tasks_task_status_sort_idx";--> statement-breakpoint
DROP INDEX "tasks_task_status_sort_desc_idx";--> statement-breakpoint
DROP INDEX "tasks_priority_sort_idx";--> statement-breakpoint
DROP INDEX "tasks_priority_sort_desc_idx";--> statement-breakpoint
DROP INDEX "tasks_direction_sort_idx";--> statement-breakpoint
DROP INDEX "tasks_direction_sort_desc_idx";--> statement-breakpoint
DROP INDEX "watches_name_sort_idx";--> statement-breakpoint
DROP INDEX "watches_type_sort_idx";--> statement-breakpoint
DROP INDEX "watches_type_sort_desc_idx";--> statement-breakpoint
CREATE INDEX "cases_name_sort_idx" ON "cases" USING btree ("company_id",lower("subject"),"id","subject") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_case_number_sort_idx" ON "cases" USING btree ("company_id",lower("case_number"),"id","case_number") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_case_number_sort_desc_idx" ON "cases" USING btree ("company_id",lower("case_number") desc nulls last,"id" DESC NULLS FIRST,"case_number") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_priority_sort_idx" ON "cases" USING btree ("company_id",lower("priority"),"id","priority") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_priority_sort_desc_idx" ON "cases" USING btree ("company_id",lower("priority") desc nulls last,"id" DESC NULLS FIRST,"priority") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_case_status_sort_idx" ON "cases" USING btree ("company_id",lower("case_status"),"id","case_status") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_case_status_sort_desc_idx" ON "cases" USING btree ("company_id",lower("case_status") desc nulls last,"id" DESC NULLS FIRST,"case_status") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_origin_sort_idx" ON "cases" USING btree ("company_id",lower("origin"),"id","origin") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_origin_sort_desc_idx" ON "cases" USING btree ("company_id",lower("origin") desc nulls last,"id" DESC NULLS FIRST,"origin") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_direction_sort_idx" ON "email_messages" USING btree ("company_id",lower("direction"),"id","direction") WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_direction_sort_desc_idx" ON "email_messages" USING btree ("company_id",lower("direction") desc nulls last,"id" DESC NULLS FIRST,"direction") WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_name_sort_idx" ON "events" USING btree ("company_id",lower("subject"),"id","subject") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_location_sort_idx" ON "events" USING btree ("company_id",lower("location"),"id","location") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_location_sort_desc_idx" ON "events" USING btree ("company_id",lower("location") desc nulls last,"id" DESC NULLS FIRST,"location") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_name_sort_idx" ON "invoices" USING btree ("company_id",lower("invoice_number"),"id","invoice_number") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_invoice_status_sort_idx" ON "invoices" USING btree ("company_id",lower("invoice_status"),"id","invoice_status") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_invoice_status_sort_desc_idx" ON "invoices" USING btree ("company_id",lower("invoice_status") desc nulls last,"id" DESC NULLS FIRST,"invoice_status") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_name_sort_idx" ON "opportunities" USING btree ("company_id",lower("name"),"id","name") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_stage_sort_idx" ON "opportunities" USING btree ("company_id",lower("stage"),"id","stage") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_source_sort_idx" ON "opportunities" USING btree ("company_id",lower("source"),"id","source") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_source_sort_desc_idx" ON "opportunities" USING btree ("company_id",lower("source") desc nulls last,"id" DESC NULLS FIRST,"source") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_name_sort_idx" ON "organizations" USING btree ("company_id",lower("name"),"id","name") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_industry_sort_idx" ON "organizations" USING btree ("company_id",lower("industry"),"id","industry") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_industry_sort_desc_idx" ON "organizations" USING btree ("company_id",lower("industry") desc nulls last,"id" DESC NULLS FIRST,"industry") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_name_sort_idx" ON "people" USING btree ("company_id",lower("sort_name"),"id","sort_name") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_first_name_sort_idx" ON "people" USING btree ("company_id",lower("first_name"),"id","first_name") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_first_name_sort_desc_idx" ON "people" USING btree ("company_id",lower("first_name") desc nulls last,"id" DESC NULLS FIRST,"first_name") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_last_name_sort_idx" ON "people" USING btree ("company_id",lower("last_name"),"id","last_name") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_job_title_sort_idx" ON "people" USING btree ("company_id",lower("job_title"),"id","job_title") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_job_title_sort_desc_idx" ON "people" USING btree ("company_id",lower("job_title") desc nulls last,"id" DESC NULLS FIRST,"job_title") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_name_sort_idx" ON "project_amendments" USING btree ("company_id",lower("name"),"id","name") WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_amendment_status_sort_idx" ON "project_amendments" USING btree ("company_id",lower("amendment_status"),"id","amendment_status") WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_amendment_status_sort_desc_idx" ON "project_amendments" USING btree ("company_id",lower("amendment_status") desc nulls last,"id" DESC NULLS FIRST,"amendment_status") WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_name_sort_idx" ON "projects" USING btree ("company_id",lower("name"),"id","name") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_project_status_sort_idx" ON "projects" USING btree ("company_id",lower("project_status"),"id","project_status") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_project_status_sort_desc_idx" ON "projects" USING btree ("company_id",lower("project_status") desc nulls last,"id" DESC NULLS FIRST,"project_status") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_name_sort_idx" ON "sale_quotes" USING btree ("company_id",lower("quote_number"),"id","quote_number") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_quote_status_sort_idx" ON "sale_quotes" USING btree ("company_id",lower("quote_status"),"id","quote_status") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_quote_status_sort_desc_idx" ON "sale_quotes" USING btree ("company_id",lower("quote_status") desc nulls last,"id" DESC NULLS FIRST,"quote_status") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_name_sort_idx" ON "sales_orders" USING btree ("company_id",lower("order_number"),"id","order_number") WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_order_status_sort_idx" ON "sales_orders" USING btree ("company_id",lower("order_status"),"id","order_status") WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_order_status_sort_desc_idx" ON "sales_orders" USING btree ("company_id",lower("order_status") desc nulls last,"id" DESC NULLS FIRST,"order_status") WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_direction_sort_idx" ON "sms_messages" USING btree ("company_id",lower("direction"),"id","direction") WHERE "sms_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_direction_sort_desc_idx" ON "sms_messages" USING btree ("company_id",lower("direction") desc nulls last,"id" DESC NULLS FIRST,"direction") WHERE "sms_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_name_sort_idx" ON "status_updates" USING btree ("company_id",lower("subject"),"id","subject") WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_next_action_sort_idx" ON "status_updates" USING btree ("company_id",lower("next_action"),"id","next_action") WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_next_action_sort_desc_idx" ON "status_updates" USING btree ("company_id",lower("next_action") desc nulls last,"id" DESC NULLS FIRST,"next_action") WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_name_sort_idx" ON "tasks" USING btree ("company_id","task_type",lower("subject"),"id","subject") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_task_status_sort_idx" ON "tasks" USING btree ("company_id","task_type",lower("task_status"),"id","task_status") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_task_status_sort_desc_idx" ON "tasks" USING btree ("company_id","task_type",lower("task_status") desc nulls last,"id" DESC NULLS FIRST,"task_status") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_priority_sort_idx" ON "tasks" USING btree ("company_id","task_type",lower("priority"),"id","priority") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_priority_sort_desc_idx" ON "tasks" USING btree ("company_id","task_type",lower("priority") desc nulls last,"id" DESC NULLS FIRST,"priority") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_direction_sort_idx" ON "tasks" USING btree ("company_id","task_type",lower("direction"),"id","direction") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_direction_sort_desc_idx" ON "tasks" USING btree ("company_id","task_type",lower("direction") desc nulls last,"id" DESC NULLS FIRST,"direction") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_name_sort_idx" ON "watches" USING btree ("company_id",lower(coalesce("name", '')),"id","name") WHERE "watches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_type_sort_idx" ON "watches" USING btree ("company_id",lower("type"),"id","type") WHERE "watches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_type_sort_desc_idx" ON "watches" USING btree ("company_id",lower("type") desc nulls last,"id" DESC NULLS FIRST,"type") WHERE "watches"."deleted_at" is null;