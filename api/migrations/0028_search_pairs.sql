-- Two-character searches, stored (replaces 0026's index over search_bigrams()). Computing a row's two-character pieces
-- costs ~50 µs, and a plan that filters rows rather than reading the GIN index (a walk of a sort index, a scan for a
-- pair most rows hold: "er" in every e-mail address) paid it on every row: a list search for "er" took 0.4-1.2 s at
-- 100,000 people. Each table with keyword columns now stores `search_pairs`, computed once per write: the codes of the
-- lower-case two-character pieces of those columns (an int2 each: an ASCII pair's exactly, c1 * 128 + c2, any other
-- pair's hashed into 16384-32767, since a false candidate costs only the ILIKE that decides), once whatever the column,
-- and the first column's (the name's) once more, less 32768, so the name search asks the name alone:
-- `search_pairs @> search_pair_codes(null, 'xq')` (a keyword), `@> search_pair_codes('xq')` (the name). The searches
-- compute the term's codes with this function on a constant, which the planner folds. Not inlinable (it has a FROM).
-- A generated column cannot read another, so people spell their sort name out.
CREATE FUNCTION search_pair_codes(name text, VARIADIC others text[] DEFAULT '{}') RETURNS int2[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT v.c::int2), '{}'::int2[])
  FROM (
    SELECT u.named,
      CASE WHEN y.a < 128 AND y.b < 128 THEN y.a * 128 + y.b ELSE 16384 + (y.a * 31 + y.b) % 16384 END AS code
    FROM (SELECT true AS named, name AS p UNION ALL SELECT false, o FROM unnest(others) AS o) AS u
    CROSS JOIN LATERAL (SELECT lower(u.p) AS l) AS x
    CROSS JOIN LATERAL generate_series(1, length(x.l) - 1) AS i
    CROSS JOIN LATERAL (SELECT ascii(substr(x.l, i, 1)) AS a, ascii(substr(x.l, i + 1, 1)) AS b) AS y
  ) AS z
  CROSS JOIN LATERAL (VALUES (z.code), (CASE WHEN z.named THEN z.code - 32768 END)) AS v(c)
  WHERE v.c IS NOT NULL
$$;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("subject", "case_number")) STORED;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("subject", "from_address", "to_address")) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("subject", "location")) STORED;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("invoice_number")) STORED;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("name")) STORED;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("name", "website", "industry", "primary_phone", "primary_email")) STORED;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes(trim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')), "job_title", "primary_phone", "primary_email")) STORED;--> statement-breakpoint
ALTER TABLE "project_amendments" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("name")) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("name")) STORED;--> statement-breakpoint
ALTER TABLE "sale_quotes" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("quote_number")) STORED;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("order_number")) STORED;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("body")) STORED;--> statement-breakpoint
ALTER TABLE "status_updates" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("subject", "next_action")) STORED;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("subject")) STORED;--> statement-breakpoint
ALTER TABLE "watches" ADD COLUMN "search_pairs" int2[] GENERATED ALWAYS AS (search_pair_codes("name")) STORED;--> statement-breakpoint
DROP INDEX "cases_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "email_messages_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "events_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "invoices_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "opportunities_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "organizations_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "people_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "project_amendments_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "projects_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "sale_quotes_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "sales_orders_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "sms_messages_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "status_updates_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "tasks_search_bigrams_idx";--> statement-breakpoint
DROP INDEX "watches_search_bigrams_idx";--> statement-breakpoint
CREATE INDEX "cases_search_pairs_idx" ON "cases" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "email_messages_search_pairs_idx" ON "email_messages" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "events_search_pairs_idx" ON "events" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "invoices_search_pairs_idx" ON "invoices" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "opportunities_search_pairs_idx" ON "opportunities" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "organizations_search_pairs_idx" ON "organizations" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "people_search_pairs_idx" ON "people" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "project_amendments_search_pairs_idx" ON "project_amendments" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "projects_search_pairs_idx" ON "projects" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "sale_quotes_search_pairs_idx" ON "sale_quotes" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "sales_orders_search_pairs_idx" ON "sales_orders" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "sms_messages_search_pairs_idx" ON "sms_messages" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "status_updates_search_pairs_idx" ON "status_updates" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "tasks_search_pairs_idx" ON "tasks" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "watches_search_pairs_idx" ON "watches" USING gin ("search_pairs");--> statement-breakpoint
DROP FUNCTION search_bigrams(VARIADIC text[]);
--> statement-breakpoint
-- The new column's statistics now, so the planner sees how common each pair is from the first search on.
ANALYZE "cases", "email_messages", "events", "invoices", "opportunities", "organizations", "people", "project_amendments", "projects", "sale_quotes", "sales_orders", "sms_messages", "status_updates", "tasks", "watches";
