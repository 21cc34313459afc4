CREATE TABLE "cv_purchases" (
	"company_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"user_id" integer,
	"transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_purchases_company_id_person_id_pk" PRIMARY KEY("company_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "talent_pool_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "talent_pool_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cv_purchases" ADD CONSTRAINT "cv_purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_purchases" ADD CONSTRAINT "cv_purchases_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_purchases" ADD CONSTRAINT "cv_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_purchases_person_idx" ON "cv_purchases" USING btree ("person_id");--> statement-breakpoint
-- Talent pool (issue 19): a company's purchases are its rows. The people it bought are read through
-- the CV search module, which checks the pool itself (the talent pool spans companies).
ALTER TABLE cv_purchases ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON cv_purchases TO terna_tenant
  USING (company_id = terna_company_id()) WITH CHECK (company_id = terna_company_id());
--> statement-breakpoint
-- A bought CV is readable by the buyer, person and CV, but not writable: it stays the candidate's.
CREATE POLICY terna_purchased_cv ON persons FOR SELECT TO terna_tenant
  USING (EXISTS (SELECT 1 FROM cv_purchases c WHERE c.person_id = persons.id AND c.company_id = terna_company_id()));
--> statement-breakpoint
CREATE POLICY terna_purchased_cv ON curricula FOR SELECT TO terna_tenant
  USING (EXISTS (SELECT 1 FROM cv_purchases c WHERE c.person_id = curricula.person_id AND c.company_id = terna_company_id()));
