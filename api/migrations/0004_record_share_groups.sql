ALTER TABLE "record_shares" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "record_shares" ADD COLUMN "user_type" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "record_shares" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "record_shares" ADD COLUMN "object_access_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "record_shares" ADD CONSTRAINT "record_shares_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_shares_group_uq" ON "record_shares" USING btree ("company_id","parent_object","parent_id","group_id");