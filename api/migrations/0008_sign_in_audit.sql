CREATE TABLE "sign_in_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"attempted_at" timestamp with time zone NOT NULL,
	"username" text NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text,
	"outcome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_audit" ADD CONSTRAINT "sign_in_audit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_audit" ADD CONSTRAINT "sign_in_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_audit_username_idx" ON "sign_in_audit" USING btree ("username","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_audit_address_idx" ON "sign_in_audit" USING btree ("client_address","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_audit_company_idx" ON "sign_in_audit" USING btree ("company_id","id");