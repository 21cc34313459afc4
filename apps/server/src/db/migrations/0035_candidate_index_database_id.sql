-- Saved candidate indexes on disk are named by their database (docs/decisions/041): a random id per database.
ALTER TABLE "candidate_list_sync" ADD COLUMN "database_id" uuid DEFAULT gen_random_uuid() NOT NULL;
