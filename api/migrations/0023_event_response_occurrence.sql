DROP INDEX "event_responses_uq";--> statement-breakpoint
ALTER TABLE "event_responses" ADD COLUMN "occurrence_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "event_responses_occurrence_uq" ON "event_responses" USING btree ("event_id","user_id","occurrence_number");