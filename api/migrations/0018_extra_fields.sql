CREATE TABLE "extra_field_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"extra_field_id" integer NOT NULL,
	"parent_object" text NOT NULL,
	"parent_id" integer NOT NULL,
	"value" jsonb
);
--> statement-breakpoint
CREATE TABLE "extra_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_object" text NOT NULL,
	"name" text NOT NULL,
	"field_type" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"number_of_column" integer DEFAULT 1 NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"condition" jsonb,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extra_field_values" ADD CONSTRAINT "extra_field_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_field_values" ADD CONSTRAINT "extra_field_values_extra_field_id_extra_fields_id_fk" FOREIGN KEY ("extra_field_id") REFERENCES "public"."extra_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_fields" ADD CONSTRAINT "extra_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extra_field_values_uq" ON "extra_field_values" USING btree ("company_id","parent_object","parent_id","extra_field_id");--> statement-breakpoint
CREATE INDEX "extra_field_values_field_idx" ON "extra_field_values" USING btree ("extra_field_id");--> statement-breakpoint
CREATE INDEX "extra_fields_company_idx" ON "extra_fields" USING btree ("company_id","parent_object");