CREATE TABLE "company_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"extension" text NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"trial_start" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"trial_extended" boolean DEFAULT false NOT NULL,
	"survey" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_user_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"flag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_extension_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"extension" text NOT NULL,
	"role_access" boolean DEFAULT false NOT NULL,
	"role_admin" boolean DEFAULT false NOT NULL,
	"is_sales_manager" boolean DEFAULT false NOT NULL,
	"is_sales_person" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_extensions" ADD CONSTRAINT "company_extensions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_user_flags" ADD CONSTRAINT "plan_user_flags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_user_flags" ADD CONSTRAINT "plan_user_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_views" ADD CONSTRAINT "promotion_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_views" ADD CONSTRAINT "promotion_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_extension_access" ADD CONSTRAINT "user_extension_access_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_extension_access" ADD CONSTRAINT "user_extension_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_extensions_uq" ON "company_extensions" USING btree ("company_id","extension");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_user_flags_uq" ON "plan_user_flags" USING btree ("user_id","flag");--> statement-breakpoint
CREATE INDEX "promotion_views_user_idx" ON "promotion_views" USING btree ("user_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "user_extension_access_uq" ON "user_extension_access" USING btree ("user_id","extension");--> statement-breakpoint
CREATE INDEX "user_extension_access_company_idx" ON "user_extension_access" USING btree ("company_id");--> statement-breakpoint
-- Companies that existed before plans keep what they had: every extension subscribed and a seat for each paid user
-- (administrators as the extension's admin). A new database has no company yet: the seed gives the demo plans.
INSERT INTO "company_extensions" ("company_id", "extension", "subscribed")
SELECT c."id", e."ext", true FROM "companies" c CROSS JOIN (VALUES ('crm'), ('project'), ('support')) AS e("ext")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "user_extension_access" ("company_id", "user_id", "extension", "role_access", "role_admin")
SELECT u."company_id", u."id", e."ext", true, u."is_administrator" FROM "users" u CROSS JOIN (VALUES ('crm'), ('project'), ('support')) AS e("ext")
WHERE u."role" <> 'free'
ON CONFLICT DO NOTHING;
