ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'QUEUED' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "category" text DEFAULT 'USER' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blacklist" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "blacklist" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_company_id_idx" ON "audit_log" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_company_user_idx" ON "audit_log" USING btree ("company_id","user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_company_action_idx" ON "audit_log" USING btree ("company_id","action","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_company_entity_idx" ON "audit_log" USING btree ("company_id","entity_type","entity_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_company_process_idx" ON "audit_log" USING btree ("company_id",(("data" ->> 'processId')),"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_company_idx" ON "mail_outbox" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "company_tags_title_idx" ON "company_tags" USING btree ("company_id",lower("title"));--> statement-breakpoint
CREATE INDEX "blacklist_company_created_idx" ON "blacklist" USING btree ("company_id","created_at" DESC NULLS LAST,"person_id");--> statement-breakpoint
-- E-mails written before this migration: a sent one is SENT; whom each was for is unknown, so each is
-- taken for a candidate's, whose text only readers of candidates see.
UPDATE mail_outbox SET status = 'SENT' WHERE sent_at IS NOT NULL;
--> statement-breakpoint
UPDATE mail_outbox SET category = 'CANDIDATE';
--> statement-breakpoint
-- An administrator edits every member's notification channels (the notification settings page), so
-- the preferences are the company's rows, no longer only their owner's; the service checks company.full.
DROP POLICY terna_tenant_rows ON notification_preferences;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON notification_preferences TO terna_tenant
  USING (company_id = terna_company_id()) WITH CHECK (company_id = terna_company_id());
