CREATE TABLE "candidate_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_person_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"notice_version" text NOT NULL,
	"data_processing" boolean NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_person_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_answers" (
	"session_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"answer" jsonb NOT NULL,
	"seconds" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_answers_session_id_question_id_pk" PRIMARY KEY("session_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_person_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"component_type" text NOT NULL,
	"part" text DEFAULT 'main' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'INPROGRESS' NOT NULL,
	"questions" jsonb NOT NULL,
	"client_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_consents" ADD CONSTRAINT "candidate_consents_process_person_id_process_persons_id_fk" FOREIGN KEY ("process_person_id") REFERENCES "public"."process_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_consents" ADD CONSTRAINT "candidate_consents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_files" ADD CONSTRAINT "candidate_files_process_person_id_process_persons_id_fk" FOREIGN KEY ("process_person_id") REFERENCES "public"."process_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_files" ADD CONSTRAINT "candidate_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_answers" ADD CONSTRAINT "evaluation_answers_session_id_evaluation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."evaluation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_answers" ADD CONSTRAINT "evaluation_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sessions" ADD CONSTRAINT "evaluation_sessions_process_person_id_process_persons_id_fk" FOREIGN KEY ("process_person_id") REFERENCES "public"."process_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sessions" ADD CONSTRAINT "evaluation_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_codes" ADD CONSTRAINT "portal_codes_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_consents_process_person_idx" ON "candidate_consents" USING btree ("process_person_id","accepted_at");--> statement-breakpoint
CREATE INDEX "candidate_files_process_person_idx" ON "candidate_files" USING btree ("process_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_sessions_part_idx" ON "evaluation_sessions" USING btree ("process_person_id","component_type","part","attempt");--> statement-breakpoint
CREATE INDEX "evaluation_sessions_company_idx" ON "evaluation_sessions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "portal_codes_process_email_idx" ON "portal_codes" USING btree ("process_id",lower("email"),"created_at");--> statement-breakpoint
-- The candidate portal (docs/decisions/014-candidate-portal.md). A portal request runs as the tenant
-- of its process's company, like a company caller's: these rows are that company's. Sign-in codes
-- are written and read by the anonymous entry routes (owner connection); a tenant sees only its own
-- processes' (hashes, never the codes).
ALTER TABLE portal_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON portal_codes TO terna_tenant
  USING (EXISTS (SELECT 1 FROM processes p WHERE p.id = portal_codes.process_id AND p.company_id = terna_company_id()));
--> statement-breakpoint
ALTER TABLE candidate_consents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON candidate_consents TO terna_tenant
  USING (company_id = terna_company_id())
  WITH CHECK (
    company_id = terna_company_id()
    AND EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = candidate_consents.process_person_id AND pp.company_id = terna_company_id()));
--> statement-breakpoint
ALTER TABLE evaluation_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON evaluation_sessions TO terna_tenant
  USING (company_id = terna_company_id())
  WITH CHECK (
    company_id = terna_company_id()
    AND EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = evaluation_sessions.process_person_id AND pp.company_id = terna_company_id()));
--> statement-breakpoint
ALTER TABLE evaluation_answers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON evaluation_answers TO terna_tenant
  USING (company_id = terna_company_id())
  WITH CHECK (
    company_id = terna_company_id()
    AND EXISTS (SELECT 1 FROM evaluation_sessions s WHERE s.id = evaluation_answers.session_id AND s.company_id = terna_company_id()));
--> statement-breakpoint
ALTER TABLE candidate_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON candidate_files TO terna_tenant
  USING (company_id = terna_company_id())
  WITH CHECK (
    company_id = terna_company_id()
    AND EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = candidate_files.process_person_id AND pp.company_id = terna_company_id()));
