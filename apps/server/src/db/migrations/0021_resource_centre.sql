CREATE TABLE "resource_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(title || ' ' || description || ' ' || body))) STORED
);
--> statement-breakpoint
ALTER TABLE "resource_items" ADD CONSTRAINT "resource_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resource_items_slug_idx" ON "resource_items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "resource_items_list_idx" ON "resource_items" USING btree ("kind","language","published_at");--> statement-breakpoint
CREATE INDEX "resource_items_search_idx" ON "resource_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The resource centre (issue 18): Terna's own content, the same for every company, so no company_id.
-- Every member reads the published items; only a Terna administrator (users.role_type SYSTEM) reads
-- drafts and writes. A request runs in its tenant transaction, so the writes cannot move to the owner
-- connection (on PGlite, one connection, it would wait for the request's own transaction): the policy
-- asks the same question as the service instead.
CREATE OR REPLACE FUNCTION terna_user_is_system() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT EXISTS (SELECT 1 FROM users WHERE id = terna_user_id() AND role_type = 'SYSTEM') $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION terna_user_is_system() TO terna_tenant;
--> statement-breakpoint
ALTER TABLE resource_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A company must be set, as for every tenant table: a transaction acting for nobody reads nothing.
CREATE POLICY terna_tenant_read ON resource_items FOR SELECT TO terna_tenant
  USING (terna_company_id() IS NOT NULL AND (published OR terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_tenant_publish ON resource_items FOR INSERT TO terna_tenant WITH CHECK (terna_user_is_system());
--> statement-breakpoint
CREATE POLICY terna_tenant_edit ON resource_items FOR UPDATE TO terna_tenant
  USING (terna_user_is_system()) WITH CHECK (terna_user_is_system());
--> statement-breakpoint
CREATE POLICY terna_tenant_remove ON resource_items FOR DELETE TO terna_tenant USING (terna_user_is_system());
