CREATE TABLE "task_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"comment" text,
	"duration" integer,
	"task_status" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"response" text NOT NULL,
	"response_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_timers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_update_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status_update_id" integer NOT NULL,
	"comment_by" integer NOT NULL,
	"comment_body" text NOT NULL,
	"is_next_action_completed" boolean DEFAULT false NOT NULL,
	"attachment_ids" integer[] DEFAULT '{}' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_progress" ADD CONSTRAINT "task_progress_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_progress" ADD CONSTRAINT "task_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_responses" ADD CONSTRAINT "task_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_responses" ADD CONSTRAINT "task_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_timers" ADD CONSTRAINT "task_timers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_timers" ADD CONSTRAINT "task_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_update_comments" ADD CONSTRAINT "status_update_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_update_comments" ADD CONSTRAINT "status_update_comments_comment_by_users_id_fk" FOREIGN KEY ("comment_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_progress_task_idx" ON "task_progress" USING btree ("company_id","task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_responses_uq" ON "task_responses" USING btree ("company_id","task_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_timers_uq" ON "task_timers" USING btree ("company_id","task_id","user_id");--> statement-breakpoint
CREATE INDEX "status_update_comments_update_idx" ON "status_update_comments" USING btree ("company_id","status_update_id","id");