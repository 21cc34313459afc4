-- Catalogues of the launch wizard (docs/decisions/013-launch-wizard.md): competences, job boards,
-- question banks, and accent-insensitive search over the catalogue names.
CREATE TABLE "competences" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"definition_es" text NOT NULL,
	"definition_en" text NOT NULL,
	"area" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_name" text GENERATED ALWAYS AS (immutable_unaccent(lower(name_es))) STORED,
	CONSTRAINT "competences_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "job_boards" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"web_page" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"external_site_info_list" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"code" text,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"purpose" text NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_banks_language_check" CHECK ("question_banks"."language" in ('es', 'en')),
	CONSTRAINT "question_banks_purpose_check" CHECK ("question_banks"."purpose" in ('KNOWLEDGE', 'INTERVIEW')),
	CONSTRAINT "question_banks_library_code_check" CHECK ("question_banks"."company_id" is not null or "question_banks"."code" is not null)
);
--> statement-breakpoint
CREATE TABLE "bank_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"content" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"difficulty" text DEFAULT 'MEDIUM' NOT NULL,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_questions_difficulty_check" CHECK ("bank_questions"."difficulty" in ('EASY', 'MEDIUM', 'HARD'))
);
--> statement-breakpoint
ALTER TABLE "question_banks" ADD CONSTRAINT "question_banks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_banks_library_code_idx" ON "question_banks" USING btree ("code") WHERE "question_banks"."company_id" is null;--> statement-breakpoint
CREATE INDEX "question_banks_company_idx" ON "question_banks" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_questions_bank_order_idx" ON "bank_questions" USING btree ("bank_id","order");--> statement-breakpoint
-- The shipped library's banks keep ids below 1001 (profile templates name them; the domain's
-- QUESTION_BANK_FIRST_COMPANY_ID); companies' banks come after.
SELECT setval('question_banks_id_seq', 1000);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_name" text GENERATED ALWAYS AS (immutable_unaccent(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "search_name" text GENERATED ALWAYS AS (immutable_unaccent(lower(name))) STORED;--> statement-breakpoint
CREATE INDEX "places_search_name_trgm_idx" ON "places" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalogue_items_search_name_trgm_idx" ON "catalogue_items" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competences_search_name_trgm_idx" ON "competences" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
-- Degrees are upserted by name at every start, so the name is their natural key.
CREATE UNIQUE INDEX "degrees_name_idx" ON "degrees" USING btree ("name");--> statement-breakpoint
-- Competences and job boards are reference data the owner connection seeds: every company reads them, none writes.
REVOKE INSERT, UPDATE, DELETE ON competences, job_boards FROM terna_tenant;
--> statement-breakpoint
-- A company reads its own banks and Terna's library (company_id null, only once a company is set) and writes only its own.
ALTER TABLE question_banks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON question_banks FOR SELECT TO terna_tenant
  USING (company_id = terna_company_id() OR (company_id IS NULL AND terna_company_id() IS NOT NULL));
--> statement-breakpoint
CREATE POLICY terna_tenant_insert ON question_banks FOR INSERT TO terna_tenant WITH CHECK (company_id = terna_company_id());
--> statement-breakpoint
CREATE POLICY terna_tenant_update ON question_banks FOR UPDATE TO terna_tenant
  USING (company_id = terna_company_id()) WITH CHECK (company_id = terna_company_id());
--> statement-breakpoint
CREATE POLICY terna_tenant_delete ON question_banks FOR DELETE TO terna_tenant USING (company_id = terna_company_id());
--> statement-breakpoint
-- A question belongs to its bank: readable where the bank is, written only in the company's own banks.
ALTER TABLE bank_questions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON bank_questions FOR SELECT TO terna_tenant
  USING (EXISTS (SELECT 1 FROM question_banks b WHERE b.id = bank_questions.bank_id));
--> statement-breakpoint
CREATE POLICY terna_tenant_insert ON bank_questions FOR INSERT TO terna_tenant
  WITH CHECK (EXISTS (SELECT 1 FROM question_banks b WHERE b.id = bank_questions.bank_id AND b.company_id = terna_company_id()));
--> statement-breakpoint
CREATE POLICY terna_tenant_update ON bank_questions FOR UPDATE TO terna_tenant
  USING (EXISTS (SELECT 1 FROM question_banks b WHERE b.id = bank_questions.bank_id AND b.company_id = terna_company_id()))
  WITH CHECK (EXISTS (SELECT 1 FROM question_banks b WHERE b.id = bank_questions.bank_id AND b.company_id = terna_company_id()));
--> statement-breakpoint
CREATE POLICY terna_tenant_delete ON bank_questions FOR DELETE TO terna_tenant
  USING (EXISTS (SELECT 1 FROM question_banks b WHERE b.id = bank_questions.bank_id AND b.company_id = terna_company_id()));
