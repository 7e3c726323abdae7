CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_object" text,
	"parent_id" integer,
	"name" text NOT NULL,
	"file_type" text NOT NULL,
	"url" text,
	"content_type" text,
	"size" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"sha256" text,
	"attachment_type" text,
	"created_by" integer NOT NULL,
	"modified_by" integer,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"province_label" text DEFAULT 'Province' NOT NULL,
	"postal_label" text DEFAULT 'Postal code' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_parent_idx" ON "attachments" USING btree ("company_id","parent_object","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_uq" ON "countries" USING btree ("name");--> statement-breakpoint
CREATE INDEX "regions_country_idx" ON "regions" USING btree ("country_id");--> statement-breakpoint
-- Existing lists: the first phone of each record is its primary one.
UPDATE "phones" SET "is_primary" = true WHERE "id" IN (SELECT DISTINCT ON ("company_id", "parent_object", "parent_id") "id" FROM "phones" ORDER BY "company_id", "parent_object", "parent_id", "sort_order", "id");
