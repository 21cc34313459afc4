-- The scoring engine's ranking (docs/decisions/015-scoring-engine.md): the index that finds the ranked
-- candidate just ahead of a score, and the mark of a process whose long ranking shifts wait for the
-- background re-rank. No new table: the rows stay under the policies of 0004.
ALTER TABLE "processes" ADD COLUMN "ranking_stale_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "process_persons_process_ended_idx" ON "process_persons" USING btree ("process_id","composed_score" DESC NULLS LAST,"id") WHERE "process_persons"."evaluations_status" = 'ENDED';
