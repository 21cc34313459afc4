-- The scoring engine (docs/decisions/015-scoring-engine.md): how long a company reuses a DISC taken
-- for it (DISC_VALIDITY_DAYS_DEFAULT days unless the company sets otherwise), and an index on each
-- process's ranking, which the engine shifts between two places when a result changes.
-- No new table: the rows stay under the policies of 0004.
ALTER TABLE "companies" ADD COLUMN "disc_validity_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
CREATE INDEX "process_persons_process_place_idx" ON "process_persons" USING btree ("process_id","ranking") WHERE "process_persons"."ranking" is not null;
