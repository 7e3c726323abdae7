CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"subject" text NOT NULL,
	"case_number" text,
	"organization_id" integer,
	"contact_id" integer,
	"priority" text,
	"case_status" text,
	"origin" text,
	"due_date" date
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"subject" text NOT NULL,
	"from_address" text,
	"to_address" text,
	"message_date" timestamp with time zone,
	"direction" text,
	"html_body" text,
	"parent_object" text,
	"parent_id" integer,
	"top_parent_object" text,
	"top_parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"subject" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"is_all_day_event" boolean DEFAULT false NOT NULL,
	"location" text,
	"attendee_ids" integer[] DEFAULT '{}' NOT NULL,
	"parent_object" text,
	"parent_id" integer,
	"top_parent_object" text,
	"top_parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"invoice_number" text NOT NULL,
	"organization_id" integer,
	"sales_order_id" integer,
	"invoice_date" date,
	"due_date" date,
	"invoice_status" text,
	"total_amount" numeric(14, 2),
	"parent_object" text,
	"parent_id" integer,
	"top_parent_object" text,
	"top_parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"name" text NOT NULL,
	"organization_id" integer,
	"contact_id" integer,
	"amount" numeric(14, 2),
	"stage" text NOT NULL,
	"probability" integer,
	"close_date" date,
	"source" text
);
--> statement-breakpoint
CREATE TABLE "project_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"name" text NOT NULL,
	"project_id" integer NOT NULL,
	"amendment_date" date,
	"amount" numeric(14, 2),
	"amendment_status" text
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"name" text NOT NULL,
	"organization_id" integer,
	"project_manager_id" integer,
	"start_date" date,
	"end_date" date,
	"project_status" text,
	"budget" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "sale_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"quote_number" text NOT NULL,
	"organization_id" integer,
	"opportunity_id" integer,
	"quote_date" date,
	"valid_until" date,
	"quote_status" text,
	"total_amount" numeric(14, 2),
	"parent_object" text,
	"parent_id" integer,
	"top_parent_object" text,
	"top_parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"order_number" text NOT NULL,
	"organization_id" integer,
	"opportunity_id" integer,
	"order_date" date,
	"order_status" text,
	"total_amount" numeric(14, 2),
	"parent_object" text,
	"parent_id" integer,
	"top_parent_object" text,
	"top_parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"body" text NOT NULL,
	"phone_number" text NOT NULL,
	"message_date" timestamp with time zone,
	"direction" text,
	"parent_object" text,
	"parent_id" integer,
	"top_parent_object" text,
	"top_parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "status_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"subject" text NOT NULL,
	"body" text,
	"next_action" text,
	"is_next_action_completed" boolean DEFAULT false NOT NULL,
	"last_activity_date" timestamp with time zone,
	"parent_object" text,
	"parent_id" integer,
	"top_parent_object" text,
	"top_parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"is_customer" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"description" text,
	"primary_phone" text,
	"primary_email" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"task_type" text DEFAULT 'task' NOT NULL,
	"subject" text NOT NULL,
	"due_date" timestamp with time zone,
	"task_status" text,
	"priority" text,
	"assignee_ids" integer[] DEFAULT '{}' NOT NULL,
	"work_effort" integer,
	"parent_object" text,
	"parent_id" integer,
	"top_parent_object" text,
	"top_parent_id" integer,
	"direction" text,
	"duration" integer,
	"call_result" text
);
--> statement-breakpoint
ALTER TABLE "people" DROP CONSTRAINT "people_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "watches" DROP CONSTRAINT "watches_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "people" ALTER COLUMN "first_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "people" ALTER COLUMN "first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ALTER COLUMN "parent_object" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ALTER COLUMN "parent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ALTER COLUMN "type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "watches" ALTER COLUMN "type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "parent_organization_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "number_of_employees" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "annual_revenue" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "reports_to_id" integer;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "is_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "is_lead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "is_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "is_supplier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "primary_phone" text;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "primary_email" text;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "creation_date" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "last_modified_date" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "modified_by" integer;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "top_parent_object" text;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "top_parent_id" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amendments" ADD CONSTRAINT "project_amendments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amendments" ADD CONSTRAINT "project_amendments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_quotes" ADD CONSTRAINT "sale_quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_quotes" ADD CONSTRAINT "sale_quotes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_updates" ADD CONSTRAINT "status_updates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_updates" ADD CONSTRAINT "status_updates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_company_idx" ON "cases" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "email_messages_company_idx" ON "email_messages" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "email_messages_parent_idx" ON "email_messages" USING btree ("company_id","parent_object","parent_id");--> statement-breakpoint
CREATE INDEX "email_messages_top_parent_idx" ON "email_messages" USING btree ("company_id","top_parent_object","top_parent_id");--> statement-breakpoint
CREATE INDEX "events_company_idx" ON "events" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "events_parent_idx" ON "events" USING btree ("company_id","parent_object","parent_id");--> statement-breakpoint
CREATE INDEX "events_top_parent_idx" ON "events" USING btree ("company_id","top_parent_object","top_parent_id");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "invoices_parent_idx" ON "invoices" USING btree ("company_id","parent_object","parent_id");--> statement-breakpoint
CREATE INDEX "invoices_top_parent_idx" ON "invoices" USING btree ("company_id","top_parent_object","top_parent_id");--> statement-breakpoint
CREATE INDEX "opportunities_company_idx" ON "opportunities" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "project_amendments_company_idx" ON "project_amendments" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "sale_quotes_company_idx" ON "sale_quotes" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "sale_quotes_parent_idx" ON "sale_quotes" USING btree ("company_id","parent_object","parent_id");--> statement-breakpoint
CREATE INDEX "sale_quotes_top_parent_idx" ON "sale_quotes" USING btree ("company_id","top_parent_object","top_parent_id");--> statement-breakpoint
CREATE INDEX "sales_orders_company_idx" ON "sales_orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "sales_orders_parent_idx" ON "sales_orders" USING btree ("company_id","parent_object","parent_id");--> statement-breakpoint
CREATE INDEX "sales_orders_top_parent_idx" ON "sales_orders" USING btree ("company_id","top_parent_object","top_parent_id");--> statement-breakpoint
CREATE INDEX "sms_messages_company_idx" ON "sms_messages" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "sms_messages_parent_idx" ON "sms_messages" USING btree ("company_id","parent_object","parent_id");--> statement-breakpoint
CREATE INDEX "sms_messages_top_parent_idx" ON "sms_messages" USING btree ("company_id","top_parent_object","top_parent_id");--> statement-breakpoint
CREATE INDEX "status_updates_company_idx" ON "status_updates" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "status_updates_parent_idx" ON "status_updates" USING btree ("company_id","parent_object","parent_id");--> statement-breakpoint
CREATE INDEX "status_updates_top_parent_idx" ON "status_updates" USING btree ("company_id","top_parent_object","top_parent_id");--> statement-breakpoint
CREATE INDEX "tasks_company_idx" ON "tasks" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "tasks_parent_idx" ON "tasks" USING btree ("company_id","parent_object","parent_id");--> statement-breakpoint
CREATE INDEX "tasks_top_parent_idx" ON "tasks" USING btree ("company_id","top_parent_object","top_parent_id");--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_company_idx" ON "organizations" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "people_company_idx" ON "people" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "watches_company_idx" ON "watches" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "watches_parent_idx" ON "watches" USING btree ("company_id","parent_object","parent_id");--> statement-breakpoint
CREATE INDEX "watches_top_parent_idx" ON "watches" USING btree ("company_id","top_parent_object","top_parent_id");--> statement-breakpoint
-- Follows become records: the follower owns them.
UPDATE "watches" SET "owner_id" = "user_id";--> statement-breakpoint
ALTER TABLE "watches" ALTER COLUMN "owner_id" SET NOT NULL;
