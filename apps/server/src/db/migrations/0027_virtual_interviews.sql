CREATE TABLE "user_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "user_integrations" ADD CONSTRAINT "user_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_integrations" ADD CONSTRAINT "user_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_integrations_user_provider_idx" ON "user_integrations" USING btree ("company_id","user_id","provider");--> statement-breakpoint
CREATE INDEX "user_integrations_user_idx" ON "user_integrations" USING btree ("user_id");--> statement-breakpoint
-- Virtual interviews (issue 20, docs/decisions/023). A user's meeting-tool connection is theirs alone:
-- colleagues of the same company neither read nor use it. The OAuth callback writes it on the owner
-- connection (the popup carries no bearer token; the signed state names the user and company).
ALTER TABLE user_integrations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON user_integrations TO terna_tenant
  USING (company_id = terna_company_id() AND user_id = terna_user_id())
  WITH CHECK (company_id = terna_company_id() AND user_id = terna_user_id());
