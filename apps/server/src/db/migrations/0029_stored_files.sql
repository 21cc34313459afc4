CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"info" jsonb NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_created_idx" ON "stored_files" USING btree ("created_at");--> statement-breakpoint
-- Stored files (docs/decisions/025) are written and read by the file storage on the owner connection;
-- a tenant request never writes them, and sees its own company's rows only.
REVOKE INSERT, UPDATE, DELETE ON stored_files FROM terna_tenant;
--> statement-breakpoint
ALTER TABLE stored_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON stored_files FOR SELECT TO terna_tenant USING (company_id = terna_company_id());
