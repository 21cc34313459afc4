-- Report templates and generated reports (docs/decisions/009-report-jobs.md, Reports).
CREATE TABLE "candidate_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"process_person_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'IN_QUEUE' NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"template_id" integer,
	"engine_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"options_key" text NOT NULL,
	"data_hash" text NOT NULL,
	"document" jsonb,
	"member_ids" integer[],
	"file_key" text,
	"file_name" text NOT NULL,
	"size" integer,
	"error_code" text,
	"progress_done" integer,
	"progress_total" integer,
	"revision" integer DEFAULT 1 NOT NULL,
	"job_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"public_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"company_id" integer,
	"engine_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"layout" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_templates_company_engine_vendor_key" UNIQUE NULLS NOT DISTINCT("company_id","engine_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "candidate_reports" ADD CONSTRAINT "candidate_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_reports" ADD CONSTRAINT "candidate_reports_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_reports" ADD CONSTRAINT "candidate_reports_process_person_id_process_persons_id_fk" FOREIGN KEY ("process_person_id") REFERENCES "public"."process_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_reports" ADD CONSTRAINT "candidate_reports_template_id_report_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_reports" ADD CONSTRAINT "candidate_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_reports_candidate_options_idx" ON "candidate_reports" USING btree ("process_person_id","options_key") WHERE "candidate_reports"."process_person_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_reports_bundle_options_idx" ON "candidate_reports" USING btree ("process_id","options_key") WHERE "candidate_reports"."process_person_id" is null;--> statement-breakpoint
CREATE INDEX "candidate_reports_process_idx" ON "candidate_reports" USING btree ("process_id");--> statement-breakpoint
-- Templates are reference data the owner connection writes (seeds): a company reads the shared ones
-- (company_id null) and its own, and writes none. The shared ones show only once a company is set,
-- like every other row a tenant reads.
REVOKE INSERT, UPDATE, DELETE ON report_templates FROM terna_tenant;
--> statement-breakpoint
ALTER TABLE report_templates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON report_templates FOR SELECT TO terna_tenant
  USING (company_id = terna_company_id() OR (company_id IS NULL AND terna_company_id() IS NOT NULL));
--> statement-breakpoint
-- A company's reports; a row it writes must name its own process and candidate as well.
ALTER TABLE candidate_reports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON candidate_reports TO terna_tenant
  USING (company_id = terna_company_id())
  WITH CHECK (
    company_id = terna_company_id()
    AND EXISTS (SELECT 1 FROM processes p WHERE p.id = candidate_reports.process_id AND p.company_id = terna_company_id())
    AND (candidate_reports.process_person_id IS NULL
      OR EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = candidate_reports.process_person_id AND pp.company_id = terna_company_id())));
