-- Two-character keyword searches: pg_trgm extracts no trigram from `ILIKE '%xq%'`, so such a search read every row
-- of the table (a quick search for a rare pair: 95-128 ms at 100,000 rows). search_bigrams(a, b, ...) is the set of
-- lower-case two-character pieces of its arguments; a row whose keyword columns contain the pair has it in the set,
-- so `search_bigrams(...) @> array['xq']` finds the candidates through a GIN index and the ILIKE checks them.
-- Not inlinable (it has a FROM), so the planner matches the indexes' expression as written. COST 1 (100 by default
-- for a SQL function): priced at 100, a sorted quick search for a common pair ("bl", 7% of 100,000 organizations)
-- collected and sorted thousands of matches (12 ms) rather than walk the name index to its 20 hits (3.9 ms).
CREATE OR REPLACE FUNCTION search_bigrams(VARIADIC parts text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1 AS $$
  SELECT coalesce(array_agg(DISTINCT substr(x.l, i, 2)), '{}'::text[])
  FROM unnest(parts) AS u(p)
  CROSS JOIN LATERAL (SELECT lower(u.p) AS l) AS x
  CROSS JOIN LATERAL generate_series(1, length(x.l) - 1) AS i
$$;--> statement-breakpoint
CREATE INDEX "cases_search_bigrams_idx" ON "cases" USING gin (search_bigrams("subject", "case_number"));--> statement-breakpoint
CREATE INDEX "email_messages_search_bigrams_idx" ON "email_messages" USING gin (search_bigrams("subject", "from_address", "to_address"));--> statement-breakpoint
CREATE INDEX "events_search_bigrams_idx" ON "events" USING gin (search_bigrams("subject", "location"));--> statement-breakpoint
CREATE INDEX "invoices_search_bigrams_idx" ON "invoices" USING gin (search_bigrams("invoice_number"));--> statement-breakpoint
CREATE INDEX "opportunities_search_bigrams_idx" ON "opportunities" USING gin (search_bigrams("name"));--> statement-breakpoint
CREATE INDEX "organizations_search_bigrams_idx" ON "organizations" USING gin (search_bigrams("name", "website", "industry", "primary_phone", "primary_email"));--> statement-breakpoint
CREATE INDEX "people_search_bigrams_idx" ON "people" USING gin (search_bigrams("sort_name", "job_title", "primary_phone", "primary_email"));--> statement-breakpoint
CREATE INDEX "project_amendments_search_bigrams_idx" ON "project_amendments" USING gin (search_bigrams("name"));--> statement-breakpoint
CREATE INDEX "projects_search_bigrams_idx" ON "projects" USING gin (search_bigrams("name"));--> statement-breakpoint
CREATE INDEX "sale_quotes_search_bigrams_idx" ON "sale_quotes" USING gin (search_bigrams("quote_number"));--> statement-breakpoint
CREATE INDEX "sales_orders_search_bigrams_idx" ON "sales_orders" USING gin (search_bigrams("order_number"));--> statement-breakpoint
CREATE INDEX "sms_messages_search_bigrams_idx" ON "sms_messages" USING gin (search_bigrams("body"));--> statement-breakpoint
CREATE INDEX "status_updates_search_bigrams_idx" ON "status_updates" USING gin (search_bigrams("subject", "next_action"));--> statement-breakpoint
CREATE INDEX "tasks_search_bigrams_idx" ON "tasks" USING gin (search_bigrams("subject"));--> statement-breakpoint
CREATE INDEX "watches_search_bigrams_idx" ON "watches" USING gin (search_bigrams("name"));