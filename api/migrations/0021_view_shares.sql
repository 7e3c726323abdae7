CREATE TABLE "view_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"view_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "view_shares" ADD CONSTRAINT "view_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_shares" ADD CONSTRAINT "view_shares_view_id_user_search_criteria_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."user_search_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_shares" ADD CONSTRAINT "view_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_shares" ADD CONSTRAINT "view_shares_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "view_shares_user_uq" ON "view_shares" USING btree ("view_id","user_id") WHERE "view_shares"."user_type" = 'user';--> statement-breakpoint
CREATE UNIQUE INDEX "view_shares_group_uq" ON "view_shares" USING btree ("view_id","group_id") WHERE "view_shares"."user_type" = 'group';--> statement-breakpoint
CREATE INDEX "view_shares_user_idx" ON "view_shares" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "view_shares_group_idx" ON "view_shares" USING btree ("company_id","group_id");