CREATE TABLE "user_search_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"object_name" text NOT NULL,
	"name" text NOT NULL,
	"criteria_group_list" jsonb NOT NULL,
	"display_field_list" jsonb NOT NULL,
	"order_by" text,
	"direction" text,
	"page_size" integer,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_view_flags" (
	"user_id" integer NOT NULL,
	"view_id" integer NOT NULL,
	"object_name" text NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_view_flags_user_id_view_id_pk" PRIMARY KEY("user_id","view_id")
);
--> statement-breakpoint
ALTER TABLE "user_search_criteria" ADD CONSTRAINT "user_search_criteria_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_view_flags" ADD CONSTRAINT "user_view_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_view_flags" ADD CONSTRAINT "user_view_flags_view_id_user_search_criteria_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."user_search_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_search_criteria_owner_idx" ON "user_search_criteria" USING btree ("company_id","object_name","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_search_criteria_system_uq" ON "user_search_criteria" USING btree ("company_id","object_name") WHERE "user_search_criteria"."user_id" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "user_view_flags_default_uq" ON "user_view_flags" USING btree ("user_id","object_name") WHERE "user_view_flags"."is_default";