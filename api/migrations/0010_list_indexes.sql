DROP INDEX "organizations_company_name_idx";--> statement-breakpoint
DROP INDEX "people_company_name_idx";--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (trim(coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_name_sort_idx" ON "cases" USING btree ("company_id",lower("subject"),"id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_case_number_sort_idx" ON "cases" USING btree ("company_id",lower("case_number"),"id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_case_number_sort_desc_idx" ON "cases" USING btree ("company_id",lower("case_number") desc nulls last,"id" DESC NULLS FIRST) WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_priority_sort_idx" ON "cases" USING btree ("company_id",lower("priority"),"id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_priority_sort_desc_idx" ON "cases" USING btree ("company_id",lower("priority") desc nulls last,"id" DESC NULLS FIRST) WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_case_status_sort_idx" ON "cases" USING btree ("company_id",lower("case_status"),"id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_case_status_sort_desc_idx" ON "cases" USING btree ("company_id",lower("case_status") desc nulls last,"id" DESC NULLS FIRST) WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_origin_sort_idx" ON "cases" USING btree ("company_id",lower("origin"),"id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_origin_sort_desc_idx" ON "cases" USING btree ("company_id",lower("origin") desc nulls last,"id" DESC NULLS FIRST) WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_due_date_sort_idx" ON "cases" USING btree ("company_id","due_date","id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_due_date_sort_desc_idx" ON "cases" USING btree ("company_id","due_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_owner_id_sort_idx" ON "cases" USING btree ("company_id","owner_id","id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_status_sort_idx" ON "cases" USING btree ("company_id","status","id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_creation_date_sort_idx" ON "cases" USING btree ("company_id","creation_date","id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_last_modified_date_sort_idx" ON "cases" USING btree ("company_id","last_modified_date","id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_subject_trgm_idx" ON "cases" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cases_case_number_trgm_idx" ON "cases" USING gin ("case_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_messages_name_sort_idx" ON "email_messages" USING btree ("company_id",lower("subject"),"id") WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_to_address_sort_idx" ON "email_messages" USING btree ("company_id",lower("to_address"),"id") WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_to_address_sort_desc_idx" ON "email_messages" USING btree ("company_id",lower("to_address") desc nulls last,"id" DESC NULLS FIRST) WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_message_date_sort_idx" ON "email_messages" USING btree ("company_id","message_date","id") WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_message_date_sort_desc_idx" ON "email_messages" USING btree ("company_id","message_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_direction_sort_idx" ON "email_messages" USING btree ("company_id",lower("direction"),"id") WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_direction_sort_desc_idx" ON "email_messages" USING btree ("company_id",lower("direction") desc nulls last,"id" DESC NULLS FIRST) WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_owner_id_sort_idx" ON "email_messages" USING btree ("company_id","owner_id","id") WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_status_sort_idx" ON "email_messages" USING btree ("company_id","status","id") WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_creation_date_sort_idx" ON "email_messages" USING btree ("company_id","creation_date","id") WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_last_modified_date_sort_idx" ON "email_messages" USING btree ("company_id","last_modified_date","id") WHERE "email_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_messages_subject_trgm_idx" ON "email_messages" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_messages_from_address_trgm_idx" ON "email_messages" USING gin ("from_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_messages_to_address_trgm_idx" ON "email_messages" USING gin ("to_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_name_sort_idx" ON "events" USING btree ("company_id",lower("subject"),"id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_start_date_sort_idx" ON "events" USING btree ("company_id","start_date","id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_end_date_sort_idx" ON "events" USING btree ("company_id","end_date","id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_location_sort_idx" ON "events" USING btree ("company_id",lower("location"),"id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_location_sort_desc_idx" ON "events" USING btree ("company_id",lower("location") desc nulls last,"id" DESC NULLS FIRST) WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_owner_id_sort_idx" ON "events" USING btree ("company_id","owner_id","id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_status_sort_idx" ON "events" USING btree ("company_id","status","id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_creation_date_sort_idx" ON "events" USING btree ("company_id","creation_date","id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_last_modified_date_sort_idx" ON "events" USING btree ("company_id","last_modified_date","id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_subject_trgm_idx" ON "events" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_location_trgm_idx" ON "events" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_name_sort_idx" ON "invoices" USING btree ("company_id",lower("invoice_number"),"id") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_invoice_date_sort_idx" ON "invoices" USING btree ("company_id","invoice_date","id") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_invoice_date_sort_desc_idx" ON "invoices" USING btree ("company_id","invoice_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_due_date_sort_idx" ON "invoices" USING btree ("company_id","due_date","id") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_due_date_sort_desc_idx" ON "invoices" USING btree ("company_id","due_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_invoice_status_sort_idx" ON "invoices" USING btree ("company_id",lower("invoice_status"),"id") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_invoice_status_sort_desc_idx" ON "invoices" USING btree ("company_id",lower("invoice_status") desc nulls last,"id" DESC NULLS FIRST) WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_total_amount_sort_idx" ON "invoices" USING btree ("company_id","total_amount","id") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_total_amount_sort_desc_idx" ON "invoices" USING btree ("company_id","total_amount" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_owner_id_sort_idx" ON "invoices" USING btree ("company_id","owner_id","id") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_status_sort_idx" ON "invoices" USING btree ("company_id","status","id") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_creation_date_sort_idx" ON "invoices" USING btree ("company_id","creation_date","id") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_last_modified_date_sort_idx" ON "invoices" USING btree ("company_id","last_modified_date","id") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_invoice_number_trgm_idx" ON "invoices" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunities_name_sort_idx" ON "opportunities" USING btree ("company_id",lower("name"),"id") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_amount_sort_idx" ON "opportunities" USING btree ("company_id","amount","id") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_amount_sort_desc_idx" ON "opportunities" USING btree ("company_id","amount" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_stage_sort_idx" ON "opportunities" USING btree ("company_id",lower("stage"),"id") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_probability_sort_idx" ON "opportunities" USING btree ("company_id","probability","id") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_probability_sort_desc_idx" ON "opportunities" USING btree ("company_id","probability" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_close_date_sort_idx" ON "opportunities" USING btree ("company_id","close_date","id") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_close_date_sort_desc_idx" ON "opportunities" USING btree ("company_id","close_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_source_sort_idx" ON "opportunities" USING btree ("company_id",lower("source"),"id") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_source_sort_desc_idx" ON "opportunities" USING btree ("company_id",lower("source") desc nulls last,"id" DESC NULLS FIRST) WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_owner_id_sort_idx" ON "opportunities" USING btree ("company_id","owner_id","id") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_status_sort_idx" ON "opportunities" USING btree ("company_id","status","id") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_creation_date_sort_idx" ON "opportunities" USING btree ("company_id","creation_date","id") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_last_modified_date_sort_idx" ON "opportunities" USING btree ("company_id","last_modified_date","id") WHERE "opportunities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_name_trgm_idx" ON "opportunities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_name_sort_idx" ON "organizations" USING btree ("company_id",lower("name"),"id") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_industry_sort_idx" ON "organizations" USING btree ("company_id",lower("industry"),"id") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_industry_sort_desc_idx" ON "organizations" USING btree ("company_id",lower("industry") desc nulls last,"id" DESC NULLS FIRST) WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_number_of_employees_sort_idx" ON "organizations" USING btree ("company_id","number_of_employees","id") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_number_of_employees_sort_desc_idx" ON "organizations" USING btree ("company_id","number_of_employees" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_annual_revenue_sort_idx" ON "organizations" USING btree ("company_id","annual_revenue","id") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_annual_revenue_sort_desc_idx" ON "organizations" USING btree ("company_id","annual_revenue" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_owner_id_sort_idx" ON "organizations" USING btree ("company_id","owner_id","id") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_status_sort_idx" ON "organizations" USING btree ("company_id","status","id") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_creation_date_sort_idx" ON "organizations" USING btree ("company_id","creation_date","id") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_last_modified_date_sort_idx" ON "organizations" USING btree ("company_id","last_modified_date","id") WHERE "organizations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_website_trgm_idx" ON "organizations" USING gin ("website" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_industry_trgm_idx" ON "organizations" USING gin ("industry" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_primary_phone_trgm_idx" ON "organizations" USING gin ("primary_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_primary_email_trgm_idx" ON "organizations" USING gin ("primary_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_name_sort_idx" ON "people" USING btree ("company_id",lower("sort_name"),"id") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_first_name_sort_idx" ON "people" USING btree ("company_id",lower("first_name"),"id") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_first_name_sort_desc_idx" ON "people" USING btree ("company_id",lower("first_name") desc nulls last,"id" DESC NULLS FIRST) WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_last_name_sort_idx" ON "people" USING btree ("company_id",lower("last_name"),"id") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_job_title_sort_idx" ON "people" USING btree ("company_id",lower("job_title"),"id") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_job_title_sort_desc_idx" ON "people" USING btree ("company_id",lower("job_title") desc nulls last,"id" DESC NULLS FIRST) WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_owner_id_sort_idx" ON "people" USING btree ("company_id","owner_id","id") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_status_sort_idx" ON "people" USING btree ("company_id","status","id") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_creation_date_sort_idx" ON "people" USING btree ("company_id","creation_date","id") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_last_modified_date_sort_idx" ON "people" USING btree ("company_id","last_modified_date","id") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_sort_name_trgm_idx" ON "people" USING gin ("sort_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_first_name_trgm_idx" ON "people" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_last_name_trgm_idx" ON "people" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_job_title_trgm_idx" ON "people" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_primary_phone_trgm_idx" ON "people" USING gin ("primary_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_primary_email_trgm_idx" ON "people" USING gin ("primary_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_amendments_name_sort_idx" ON "project_amendments" USING btree ("company_id",lower("name"),"id") WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_amendment_date_sort_idx" ON "project_amendments" USING btree ("company_id","amendment_date","id") WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_amendment_date_sort_desc_idx" ON "project_amendments" USING btree ("company_id","amendment_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_amount_sort_idx" ON "project_amendments" USING btree ("company_id","amount","id") WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_amount_sort_desc_idx" ON "project_amendments" USING btree ("company_id","amount" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_amendment_status_sort_idx" ON "project_amendments" USING btree ("company_id",lower("amendment_status"),"id") WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_amendment_status_sort_desc_idx" ON "project_amendments" USING btree ("company_id",lower("amendment_status") desc nulls last,"id" DESC NULLS FIRST) WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_owner_id_sort_idx" ON "project_amendments" USING btree ("company_id","owner_id","id") WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_status_sort_idx" ON "project_amendments" USING btree ("company_id","status","id") WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_creation_date_sort_idx" ON "project_amendments" USING btree ("company_id","creation_date","id") WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_last_modified_date_sort_idx" ON "project_amendments" USING btree ("company_id","last_modified_date","id") WHERE "project_amendments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "project_amendments_name_trgm_idx" ON "project_amendments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_sort_idx" ON "projects" USING btree ("company_id",lower("name"),"id") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_project_manager_id_sort_idx" ON "projects" USING btree ("company_id","project_manager_id","id") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_project_manager_id_sort_desc_idx" ON "projects" USING btree ("company_id","project_manager_id" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_start_date_sort_idx" ON "projects" USING btree ("company_id","start_date","id") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_start_date_sort_desc_idx" ON "projects" USING btree ("company_id","start_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_end_date_sort_idx" ON "projects" USING btree ("company_id","end_date","id") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_end_date_sort_desc_idx" ON "projects" USING btree ("company_id","end_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_project_status_sort_idx" ON "projects" USING btree ("company_id",lower("project_status"),"id") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_project_status_sort_desc_idx" ON "projects" USING btree ("company_id",lower("project_status") desc nulls last,"id" DESC NULLS FIRST) WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_budget_sort_idx" ON "projects" USING btree ("company_id","budget","id") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_budget_sort_desc_idx" ON "projects" USING btree ("company_id","budget" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_owner_id_sort_idx" ON "projects" USING btree ("company_id","owner_id","id") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_status_sort_idx" ON "projects" USING btree ("company_id","status","id") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_creation_date_sort_idx" ON "projects" USING btree ("company_id","creation_date","id") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_last_modified_date_sort_idx" ON "projects" USING btree ("company_id","last_modified_date","id") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sale_quotes_name_sort_idx" ON "sale_quotes" USING btree ("company_id",lower("quote_number"),"id") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_quote_date_sort_idx" ON "sale_quotes" USING btree ("company_id","quote_date","id") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_quote_date_sort_desc_idx" ON "sale_quotes" USING btree ("company_id","quote_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_valid_until_sort_idx" ON "sale_quotes" USING btree ("company_id","valid_until","id") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_valid_until_sort_desc_idx" ON "sale_quotes" USING btree ("company_id","valid_until" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_quote_status_sort_idx" ON "sale_quotes" USING btree ("company_id",lower("quote_status"),"id") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_quote_status_sort_desc_idx" ON "sale_quotes" USING btree ("company_id",lower("quote_status") desc nulls last,"id" DESC NULLS FIRST) WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_total_amount_sort_idx" ON "sale_quotes" USING btree ("company_id","total_amount","id") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_total_amount_sort_desc_idx" ON "sale_quotes" USING btree ("company_id","total_amount" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_owner_id_sort_idx" ON "sale_quotes" USING btree ("company_id","owner_id","id") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_status_sort_idx" ON "sale_quotes" USING btree ("company_id","status","id") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_creation_date_sort_idx" ON "sale_quotes" USING btree ("company_id","creation_date","id") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_last_modified_date_sort_idx" ON "sale_quotes" USING btree ("company_id","last_modified_date","id") WHERE "sale_quotes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_quotes_quote_number_trgm_idx" ON "sale_quotes" USING gin ("quote_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_orders_name_sort_idx" ON "sales_orders" USING btree ("company_id",lower("order_number"),"id") WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_order_date_sort_idx" ON "sales_orders" USING btree ("company_id","order_date","id") WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_order_date_sort_desc_idx" ON "sales_orders" USING btree ("company_id","order_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_order_status_sort_idx" ON "sales_orders" USING btree ("company_id",lower("order_status"),"id") WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_order_status_sort_desc_idx" ON "sales_orders" USING btree ("company_id",lower("order_status") desc nulls last,"id" DESC NULLS FIRST) WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_total_amount_sort_idx" ON "sales_orders" USING btree ("company_id","total_amount","id") WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_total_amount_sort_desc_idx" ON "sales_orders" USING btree ("company_id","total_amount" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_owner_id_sort_idx" ON "sales_orders" USING btree ("company_id","owner_id","id") WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_status_sort_idx" ON "sales_orders" USING btree ("company_id","status","id") WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_creation_date_sort_idx" ON "sales_orders" USING btree ("company_id","creation_date","id") WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_last_modified_date_sort_idx" ON "sales_orders" USING btree ("company_id","last_modified_date","id") WHERE "sales_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_orders_order_number_trgm_idx" ON "sales_orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sms_messages_name_sort_idx" ON "sms_messages" USING btree ("company_id",lower("body"),"id") WHERE "sms_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_message_date_sort_idx" ON "sms_messages" USING btree ("company_id","message_date","id") WHERE "sms_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_message_date_sort_desc_idx" ON "sms_messages" USING btree ("company_id","message_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "sms_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_direction_sort_idx" ON "sms_messages" USING btree ("company_id",lower("direction"),"id") WHERE "sms_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_direction_sort_desc_idx" ON "sms_messages" USING btree ("company_id",lower("direction") desc nulls last,"id" DESC NULLS FIRST) WHERE "sms_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_owner_id_sort_idx" ON "sms_messages" USING btree ("company_id","owner_id","id") WHERE "sms_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_status_sort_idx" ON "sms_messages" USING btree ("company_id","status","id") WHERE "sms_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_creation_date_sort_idx" ON "sms_messages" USING btree ("company_id","creation_date","id") WHERE "sms_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_last_modified_date_sort_idx" ON "sms_messages" USING btree ("company_id","last_modified_date","id") WHERE "sms_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_body_trgm_idx" ON "sms_messages" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "status_updates_name_sort_idx" ON "status_updates" USING btree ("company_id",lower("subject"),"id") WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_next_action_sort_idx" ON "status_updates" USING btree ("company_id",lower("next_action"),"id") WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_next_action_sort_desc_idx" ON "status_updates" USING btree ("company_id",lower("next_action") desc nulls last,"id" DESC NULLS FIRST) WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_last_activity_date_sort_idx" ON "status_updates" USING btree ("company_id","last_activity_date","id") WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_last_activity_date_sort_desc_idx" ON "status_updates" USING btree ("company_id","last_activity_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_owner_id_sort_idx" ON "status_updates" USING btree ("company_id","owner_id","id") WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_status_sort_idx" ON "status_updates" USING btree ("company_id","status","id") WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_creation_date_sort_idx" ON "status_updates" USING btree ("company_id","creation_date","id") WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_last_modified_date_sort_idx" ON "status_updates" USING btree ("company_id","last_modified_date","id") WHERE "status_updates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "status_updates_subject_trgm_idx" ON "status_updates" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "status_updates_next_action_trgm_idx" ON "status_updates" USING gin ("next_action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_name_sort_idx" ON "tasks" USING btree ("company_id","task_type",lower("subject"),"id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_due_date_sort_idx" ON "tasks" USING btree ("company_id","task_type","due_date","id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_due_date_sort_desc_idx" ON "tasks" USING btree ("company_id","task_type","due_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_task_status_sort_idx" ON "tasks" USING btree ("company_id","task_type",lower("task_status"),"id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_task_status_sort_desc_idx" ON "tasks" USING btree ("company_id","task_type",lower("task_status") desc nulls last,"id" DESC NULLS FIRST) WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_priority_sort_idx" ON "tasks" USING btree ("company_id","task_type",lower("priority"),"id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_priority_sort_desc_idx" ON "tasks" USING btree ("company_id","task_type",lower("priority") desc nulls last,"id" DESC NULLS FIRST) WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_work_effort_sort_idx" ON "tasks" USING btree ("company_id","task_type","work_effort","id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_work_effort_sort_desc_idx" ON "tasks" USING btree ("company_id","task_type","work_effort" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_owner_id_sort_idx" ON "tasks" USING btree ("company_id","task_type","owner_id","id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_status_sort_idx" ON "tasks" USING btree ("company_id","task_type","status","id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_creation_date_sort_idx" ON "tasks" USING btree ("company_id","task_type","creation_date","id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_last_modified_date_sort_idx" ON "tasks" USING btree ("company_id","task_type","last_modified_date","id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_direction_sort_idx" ON "tasks" USING btree ("company_id","task_type",lower("direction"),"id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_direction_sort_desc_idx" ON "tasks" USING btree ("company_id","task_type",lower("direction") desc nulls last,"id" DESC NULLS FIRST) WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_duration_sort_idx" ON "tasks" USING btree ("company_id","task_type","duration","id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_duration_sort_desc_idx" ON "tasks" USING btree ("company_id","task_type","duration" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_subject_trgm_idx" ON "tasks" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "watches_name_sort_idx" ON "watches" USING btree ("company_id",lower(coalesce("name", '')),"id") WHERE "watches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_type_sort_idx" ON "watches" USING btree ("company_id",lower("type"),"id") WHERE "watches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_type_sort_desc_idx" ON "watches" USING btree ("company_id",lower("type") desc nulls last,"id" DESC NULLS FIRST) WHERE "watches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_user_id_sort_idx" ON "watches" USING btree ("company_id","user_id","id") WHERE "watches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_user_id_sort_desc_idx" ON "watches" USING btree ("company_id","user_id" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "watches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_owner_id_sort_idx" ON "watches" USING btree ("company_id","owner_id","id") WHERE "watches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_status_sort_idx" ON "watches" USING btree ("company_id","status","id") WHERE "watches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_creation_date_sort_idx" ON "watches" USING btree ("company_id","creation_date","id") WHERE "watches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_last_modified_date_sort_idx" ON "watches" USING btree ("company_id","last_modified_date","id") WHERE "watches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watches_name_trgm_idx" ON "watches" USING gin ("name" gin_trgm_ops);