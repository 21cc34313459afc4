ALTER TABLE "observers" ADD COLUMN "candidates" jsonb;--> statement-breakpoint
ALTER TABLE "observers" ADD COLUMN "token_ciphertext" text;--> statement-breakpoint
CREATE UNIQUE INDEX "observers_token_hash_idx" ON "observers" USING btree ("token_hash") WHERE "observers"."token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "observers_process_email_idx" ON "observers" USING btree ("process_id",lower("email"));--> statement-breakpoint
CREATE INDEX "observer_views_observer_idx" ON "observer_views" USING btree ("observer_id","viewed_at");