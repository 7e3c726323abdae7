CREATE TABLE "calendar_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"feed_token_hash" text,
	"feed_created_at" timestamp with time zone,
	"items" text DEFAULT 'both' NOT NULL,
	"hidden_view_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_event_id" integer NOT NULL,
	"occurrence_number" integer NOT NULL,
	"original_start_date" timestamp with time zone NOT NULL,
	"exception_event_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_group_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_recurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"rule" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"recurrence_end_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"response" text NOT NULL,
	"responded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exceptions" ADD CONSTRAINT "event_exceptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exceptions" ADD CONSTRAINT "event_exceptions_parent_event_id_events_id_fk" FOREIGN KEY ("parent_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exceptions" ADD CONSTRAINT "event_exceptions_exception_event_id_events_id_fk" FOREIGN KEY ("exception_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_group_attendees" ADD CONSTRAINT "event_group_attendees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_group_attendees" ADD CONSTRAINT "event_group_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_group_attendees" ADD CONSTRAINT "event_group_attendees_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_recurrences" ADD CONSTRAINT "event_recurrences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_recurrences" ADD CONSTRAINT "event_recurrences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_responses" ADD CONSTRAINT "event_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_responses" ADD CONSTRAINT "event_responses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_responses" ADD CONSTRAINT "event_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_settings_user_uq" ON "calendar_settings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_settings_feed_uq" ON "calendar_settings" USING btree ("feed_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "event_exceptions_uq" ON "event_exceptions" USING btree ("parent_event_id","occurrence_number");--> statement-breakpoint
CREATE INDEX "event_exceptions_exception_idx" ON "event_exceptions" USING btree ("exception_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_group_attendees_uq" ON "event_group_attendees" USING btree ("event_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_recurrences_event_uq" ON "event_recurrences" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_recurrences_company_idx" ON "event_recurrences" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_responses_uq" ON "event_responses" USING btree ("event_id","user_id");