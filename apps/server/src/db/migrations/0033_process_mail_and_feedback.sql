CREATE TABLE "process_nps" (
	"process_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "not_hired_mail_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "process_nps" ADD CONSTRAINT "process_nps_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_nps" ADD CONSTRAINT "process_nps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_nps" ADD CONSTRAINT "process_nps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A process's NPS (docs/decisions/034) is its company's; a member limited to an agency or department
-- reaches it only through its process, whose own policies apply inside the EXISTS.
ALTER TABLE process_nps ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON process_nps TO terna_tenant
  USING (company_id = terna_company_id()) WITH CHECK (company_id = terna_company_id());
--> statement-breakpoint
CREATE POLICY terna_member_scope ON process_nps AS RESTRICTIVE TO terna_tenant
  USING ((SELECT terna_scope_agency()) IS NULL OR EXISTS (SELECT 1 FROM processes p WHERE p.id = process_nps.process_id));
--> statement-breakpoint
-- A score is given once and kept: the tenant only reads and adds it.
REVOKE UPDATE, DELETE ON process_nps FROM terna_tenant;
