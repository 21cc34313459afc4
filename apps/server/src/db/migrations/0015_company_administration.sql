CREATE TABLE "company_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_type" text DEFAULT 'USER' NOT NULL,
	"role" text NOT NULL,
	"custom_role_id" integer,
	"scope" text DEFAULT 'company' NOT NULL,
	"agency_id" integer,
	"department_id" integer,
	"invited_by" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "require_corporate_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "custom_role_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_type" text DEFAULT 'CLIENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_roles" ADD CONSTRAINT "company_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_custom_role_id_company_roles_id_fk" FOREIGN KEY ("custom_role_id") REFERENCES "public"."company_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_roles_name_idx" ON "company_roles" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_invitations_token_idx" ON "user_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_invitations_pending_idx" ON "user_invitations" USING btree ("company_id",lower("email")) WHERE "user_invitations"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_custom_role_id_company_roles_id_fk" FOREIGN KEY ("custom_role_id") REFERENCES "public"."company_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_custom_role_check" CHECK (("memberships"."role" = 'CUSTOM') = ("memberships"."custom_role_id" is not null));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_scope_check" CHECK (("memberships"."scope" = 'company' and "memberships"."agency_id" is null and "memberships"."department_id" is null)
        or ("memberships"."scope" = 'agency' and "memberships"."agency_id" is not null and "memberships"."department_id" is null)
        or ("memberships"."scope" = 'department' and "memberships"."agency_id" is not null and "memberships"."department_id" is not null));--> statement-breakpoint
-- Company administration (issue 18): a company's own roles and its pending invitations are its rows.
ALTER TABLE company_roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON company_roles TO terna_tenant
  USING (company_id = terna_company_id()) WITH CHECK (company_id = terna_company_id());
--> statement-breakpoint
ALTER TABLE user_invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON user_invitations TO terna_tenant
  USING (company_id = terna_company_id()) WITH CHECK (company_id = terna_company_id());
--> statement-breakpoint
-- The new user columns a request may read; a user edits their own phone and language, never their role type.
GRANT SELECT (phone, language, role_type) ON users TO terna_tenant;
--> statement-breakpoint
GRANT UPDATE (phone, language) ON users TO terna_tenant;
