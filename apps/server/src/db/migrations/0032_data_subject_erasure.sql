ALTER TABLE "companies" ADD COLUMN "candidate_retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "anonymized_at" timestamp with time zone;