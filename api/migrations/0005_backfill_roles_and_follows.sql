-- Databases created before the catalogue: parties already in a role get their role number, and follows
-- made before they were records get the followed record's name.
UPDATE "organizations" SET "lead_id" = nextval('party_role_id_seq') WHERE "is_lead" AND "lead_id" IS NULL;--> statement-breakpoint
UPDATE "organizations" SET "customer_id" = nextval('party_role_id_seq') WHERE "is_customer" AND "customer_id" IS NULL;--> statement-breakpoint
UPDATE "organizations" SET "supplier_id" = nextval('party_role_id_seq') WHERE "is_supplier" AND "supplier_id" IS NULL;--> statement-breakpoint
UPDATE "people" SET "lead_id" = nextval('party_role_id_seq') WHERE "is_lead" AND "lead_id" IS NULL;--> statement-breakpoint
UPDATE "people" SET "customer_id" = nextval('party_role_id_seq') WHERE "is_customer" AND "customer_id" IS NULL;--> statement-breakpoint
UPDATE "people" SET "supplier_id" = nextval('party_role_id_seq') WHERE "is_supplier" AND "supplier_id" IS NULL;--> statement-breakpoint
UPDATE "watches" AS w SET "name" = o."name" FROM "organizations" AS o
  WHERE w."parent_object" = 'Organization' AND o."id" = w."parent_id" AND (w."name" IS NULL OR w."name" = '');--> statement-breakpoint
UPDATE "watches" AS w SET "name" = trim(concat_ws(' ', p."first_name", p."last_name")) FROM "people" AS p
  WHERE w."parent_object" = 'Person' AND p."id" = w."parent_id" AND (w."name" IS NULL OR w."name" = '');
