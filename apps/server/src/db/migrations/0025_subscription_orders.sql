CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subscription_id" integer,
	"plan_config_id" integer,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"checkout_url" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('PENDING', 'PAID', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"plan_type" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"max_quantity" integer NOT NULL,
	"unit_credits" integer DEFAULT 0 NOT NULL,
	"company_types" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_max_quantity_positive" CHECK ("products"."max_quantity" > 0),
	CONSTRAINT "products_price_non_negative" CHECK ("products"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_config_id_plan_configs_id_fk" FOREIGN KEY ("plan_config_id") REFERENCES "public"."plan_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_idx" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
-- Plans and subscriptions (issue 19, docs/decisions/021). Products are Terna's catalogue, the same for
-- every company: readable by all (the default grant), written by the seed on the owner connection only.
REVOKE INSERT, UPDATE, DELETE ON products FROM terna_tenant;
--> statement-breakpoint
-- A company's orders are its rows.
ALTER TABLE orders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON orders TO terna_tenant
  USING (company_id = terna_company_id()) WITH CHECK (company_id = terna_company_id());
--> statement-breakpoint
-- A Terna administrator (users.role_type SYSTEM, migration 0021) marks any company's order PAID, which
-- applies it to that company's plan and ledger in the same request transaction (the owner connection
-- cannot be used inside a request: on PGlite it would wait for the request's own transaction). So the
-- policies ask the service's question for exactly the rows and commands that work needs. The
-- sub-select makes the check one initplan per statement, not one lookup per row, for every tenant.
CREATE POLICY terna_staff_orders ON orders FOR SELECT TO terna_tenant USING ((SELECT terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_staff_orders_pay ON orders FOR UPDATE TO terna_tenant
  USING ((SELECT terna_user_is_system())) WITH CHECK ((SELECT terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_staff_companies ON companies FOR SELECT TO terna_tenant USING ((SELECT terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_staff_subscriptions ON subscriptions FOR SELECT TO terna_tenant
  USING ((SELECT terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_staff_plan_configs ON plan_configs FOR SELECT TO terna_tenant USING ((SELECT terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_staff_plan_configs_insert ON plan_configs FOR INSERT TO terna_tenant
  WITH CHECK ((SELECT terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_staff_plan_configs_update ON plan_configs FOR UPDATE TO terna_tenant
  USING ((SELECT terna_user_is_system())) WITH CHECK ((SELECT terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_staff_credit_accounts ON credit_accounts FOR SELECT TO terna_tenant
  USING ((SELECT terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_staff_credit_accounts_insert ON credit_accounts FOR INSERT TO terna_tenant
  WITH CHECK ((SELECT terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_staff_credit_accounts_update ON credit_accounts FOR UPDATE TO terna_tenant
  USING ((SELECT terna_user_is_system())) WITH CHECK ((SELECT terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_staff_credit_transactions ON credit_transactions FOR SELECT TO terna_tenant
  USING ((SELECT terna_user_is_system()));
--> statement-breakpoint
CREATE POLICY terna_staff_credit_transactions_insert ON credit_transactions FOR INSERT TO terna_tenant
  WITH CHECK ((SELECT terna_user_is_system()));
--> statement-breakpoint
-- The audit entry of a payment belongs to the paying company's log.
CREATE POLICY terna_staff_audit_insert ON audit_log FOR INSERT TO terna_tenant WITH CHECK ((SELECT terna_user_is_system()));
