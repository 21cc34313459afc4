-- The scoring engine (docs/decisions/015-scoring-engine.md): how long a company reuses a DISC taken
-- for it (DISC_VALIDITY_DAYS_DEFAULT days unless the company sets otherwise); the ranking's indexes
-- (the places a result moves, the ranked candidate just ahead of a score) and the mark of a process
-- whose long ranking shifts wait for the background re-rank. No new table: the rows stay under the
-- policies of 0004.
ALTER TABLE "companies" ADD COLUMN "disc_validity_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "ranking_stale_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "process_persons_process_place_idx" ON "process_persons" USING btree ("process_id","ranking") WHERE "process_persons"."ranking" is not null;--> statement-breakpoint
CREATE INDEX "process_persons_process_ended_idx" ON "process_persons" USING btree ("process_id","composed_score" DESC NULLS LAST,"id") WHERE "process_persons"."evaluations_status" = 'ENDED';
