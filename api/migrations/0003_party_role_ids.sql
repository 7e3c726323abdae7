-- Lead, customer and supplier numbers (leadId, customerId, supplierId) of organizations and people come
-- from one sequence, so /lead/detail/{leadId} names exactly one party.
CREATE SEQUENCE IF NOT EXISTS "party_role_id_seq" START 1000;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organizations_lead_idx" ON "organizations" ("company_id", "lead_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organizations_customer_idx" ON "organizations" ("company_id", "customer_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organizations_supplier_idx" ON "organizations" ("company_id", "supplier_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "people_lead_idx" ON "people" ("company_id", "lead_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "people_customer_idx" ON "people" ("company_id", "customer_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "people_supplier_idx" ON "people" ("company_id", "supplier_id");
