-- Row-level security: the second wall behind the services (docs/security.md). A request of a company
-- caller runs in a transaction that switches to the role terna_tenant and sets terna.company_id (and
-- terna.user_id); the policies below then show and accept only that company's rows. The owner
-- connection (migrations, seeds, background work) owns the tables and is not forced: it sees all.
--
-- Roles belong to the whole server, and several databases (test files) migrate on one server at once:
-- the role is created only when missing, and a concurrent creation is taken as success.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'terna_tenant') THEN
    BEGIN
      CREATE ROLE terna_tenant NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
  -- SET ROLE needs membership; a superuser has it already, a plain owner role is granted it here.
  IF NOT pg_has_role(current_user, 'terna_tenant', 'MEMBER') THEN
    BEGIN
      GRANT terna_tenant TO CURRENT_USER;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
END $$;
--> statement-breakpoint
-- Empty after a transaction that set them ends (set_config(..., true) leaves '' behind), null before.
CREATE FUNCTION terna_company_id() RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('terna.company_id', true), '')::integer $$;
--> statement-breakpoint
CREATE FUNCTION terna_user_id() RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('terna.user_id', true), '')::integer $$;
--> statement-breakpoint
-- Whether a process the caller cannot see belongs to another company the caller is a member of (the
-- services answer PROCESS_NOT_OWNED then, NOT_FOUND otherwise). It reads past the policies, so it
-- answers only that yes or no, and only about the caller's own memberships.
CREATE FUNCTION terna_process_not_owned(process_id integer) RETURNS boolean LANGUAGE sql STABLE
  SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT exists (SELECT 1 FROM processes p JOIN memberships m ON m.company_id = p.company_id
    WHERE p.id = process_id AND m.user_id = terna_user_id() AND p.company_id IS DISTINCT FROM terna_company_id()) $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION terna_process_not_owned(integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION terna_process_not_owned(integer) TO terna_tenant;
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "created_by_company_id" integer DEFAULT terna_company_id();--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_created_by_company_id_companies_id_fk" FOREIGN KEY ("created_by_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The candidate-list markers are bookkeeping for every company: a person's new name marks their
-- candidates in other companies' processes too, which the request's role may not see or write.
ALTER FUNCTION candidate_list_mark_process_persons() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION candidate_list_mark_persons() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION candidate_list_mark_curricula() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION candidate_list_mark_candidate_rows() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION candidate_list_mark_places() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION candidate_list_reset() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
-- Privileges. Everything is readable (catalogues, plans, permissions stay shared); writes only where a
-- request writes, and the policies narrow both to the company. Tables and sequences created later by
-- the migrating role get the same grants by default (so a new tenant table must enable row-level
-- security in its migration: row-level-security.test.ts fails otherwise; a new catalogue table should
-- revoke the writes).
GRANT USAGE ON SCHEMA public TO terna_tenant;
--> statement-breakpoint
GRANT SELECT ON ALL TABLES IN SCHEMA public TO terna_tenant;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO terna_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO terna_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO terna_tenant;
--> statement-breakpoint
GRANT INSERT, UPDATE, DELETE ON
  agencies, departments, company_contacts, audit_log, mail_outbox, memberships, subscriptions, plan_configs, credit_accounts,
  credit_transactions, company_features, credit_requests, positions, processes, job_opportunities, job_components, process_tags,
  company_tags, observers, persons, curricula, process_persons, component_results, person_tags, feelings, hires, activities,
  blacklist, comparator_entries, observer_views
  TO terna_tenant;
--> statement-breakpoint
GRANT UPDATE ON companies TO terna_tenant;
--> statement-breakpoint
-- Sessions (refresh-token hashes) are handled by the auth routes on the owner connection only.
REVOKE ALL ON auth_sessions FROM terna_tenant;
--> statement-breakpoint
-- Users are shared by every company they belong to: names are readable, password hashes are not, and a
-- user changes only their own profile.
REVOKE ALL ON users FROM terna_tenant;
--> statement-breakpoint
GRANT SELECT (id, email, first_name, last_name, url_avatar, country, birth_date, created_at) ON users TO terna_tenant;
--> statement-breakpoint
GRANT UPDATE (first_name, last_name, url_avatar, country, birth_date) ON users TO terna_tenant;
--> statement-breakpoint
GRANT INSERT ON terms_acceptances TO terna_tenant;
--> statement-breakpoint
-- Tables of one company by their company_id.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'agencies', 'departments', 'company_contacts', 'audit_log', 'mail_outbox', 'auth_sessions', 'memberships', 'subscriptions',
    'plan_configs', 'credit_accounts', 'credit_transactions', 'company_features', 'credit_requests', 'positions', 'processes',
    'company_tags', 'observers', 'process_persons', 'blacklist'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY terna_tenant_rows ON %I TO terna_tenant USING (company_id = terna_company_id()) WITH CHECK (company_id = terna_company_id())', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A user's companies menu lists every company the user belongs to.
CREATE POLICY terna_tenant_own_memberships ON memberships FOR SELECT TO terna_tenant USING (user_id = terna_user_id());
--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON companies TO terna_tenant USING (id = terna_company_id()) WITH CHECK (id = terna_company_id());
--> statement-breakpoint
CREATE POLICY terna_tenant_member_companies ON companies FOR SELECT TO terna_tenant
  USING (EXISTS (SELECT 1 FROM memberships m WHERE m.company_id = companies.id AND m.user_id = terna_user_id()));
--> statement-breakpoint
-- Tables of one process. The EXISTS forms let the planner pick, per statement, an index probe per row
-- (a page of candidates) or one hash of the company's rows (the candidate index's full load).
ALTER TABLE job_opportunities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON job_opportunities TO terna_tenant
  USING (EXISTS (SELECT 1 FROM processes p WHERE p.id = job_opportunities.process_id AND p.company_id = terna_company_id()))
  WITH CHECK (EXISTS (SELECT 1 FROM processes p WHERE p.id = job_opportunities.process_id AND p.company_id = terna_company_id()));
--> statement-breakpoint
ALTER TABLE process_tags ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON process_tags TO terna_tenant
  USING (EXISTS (SELECT 1 FROM processes p WHERE p.id = process_tags.process_id AND p.company_id = terna_company_id()))
  WITH CHECK (EXISTS (SELECT 1 FROM processes p WHERE p.id = process_tags.process_id AND p.company_id = terna_company_id()));
--> statement-breakpoint
ALTER TABLE candidate_list_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON candidate_list_changes TO terna_tenant
  USING (EXISTS (SELECT 1 FROM processes p WHERE p.id = candidate_list_changes.process_id AND p.company_id = terna_company_id()));
--> statement-breakpoint
ALTER TABLE comparator_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON comparator_entries TO terna_tenant
  USING (EXISTS (SELECT 1 FROM processes p WHERE p.id = comparator_entries.process_id AND p.company_id = terna_company_id()))
  WITH CHECK (
    EXISTS (SELECT 1 FROM processes p WHERE p.id = comparator_entries.process_id AND p.company_id = terna_company_id())
    AND EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = comparator_entries.process_person_id AND pp.company_id = terna_company_id()));
--> statement-breakpoint
ALTER TABLE job_components ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON job_components TO terna_tenant
  USING (EXISTS (SELECT 1 FROM job_opportunities jo JOIN processes p ON p.id = jo.process_id
    WHERE jo.id = job_components.job_opportunity_id AND p.company_id = terna_company_id()))
  WITH CHECK (EXISTS (SELECT 1 FROM job_opportunities jo JOIN processes p ON p.id = jo.process_id
    WHERE jo.id = job_components.job_opportunity_id AND p.company_id = terna_company_id()));
--> statement-breakpoint
ALTER TABLE observer_views ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON observer_views TO terna_tenant
  USING (EXISTS (SELECT 1 FROM observers o WHERE o.id = observer_views.observer_id AND o.company_id = terna_company_id()))
  WITH CHECK (EXISTS (SELECT 1 FROM observers o WHERE o.id = observer_views.observer_id AND o.company_id = terna_company_id()));
--> statement-breakpoint
-- Tables of one candidate (a participation of a company's process).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['component_results', 'person_tags', 'feelings', 'hires', 'activities'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY terna_tenant_rows ON %1$I TO terna_tenant'
      ' USING (EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = %1$I.process_person_id AND pp.company_id = terna_company_id()))'
      ' WITH CHECK (EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = %1$I.process_person_id AND pp.company_id = terna_company_id()))', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Persons are shared by every company they took part with: a company sees a person it created, one
-- who took part in any of its processes, or one on its unwanted list; the CV goes with the person.
ALTER TABLE persons ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON persons TO terna_tenant
  USING (
    created_by_company_id = terna_company_id()
    OR EXISTS (SELECT 1 FROM process_persons pp WHERE pp.person_id = persons.id AND pp.company_id = terna_company_id())
    OR EXISTS (SELECT 1 FROM blacklist b WHERE b.person_id = persons.id AND b.company_id = terna_company_id()))
  WITH CHECK (
    created_by_company_id = terna_company_id()
    OR EXISTS (SELECT 1 FROM process_persons pp WHERE pp.person_id = persons.id AND pp.company_id = terna_company_id())
    OR EXISTS (SELECT 1 FROM blacklist b WHERE b.person_id = persons.id AND b.company_id = terna_company_id()));
--> statement-breakpoint
ALTER TABLE curricula ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON curricula TO terna_tenant
  USING (
    EXISTS (SELECT 1 FROM persons pe WHERE pe.id = curricula.person_id AND pe.created_by_company_id = terna_company_id())
    OR EXISTS (SELECT 1 FROM process_persons pp WHERE pp.person_id = curricula.person_id AND pp.company_id = terna_company_id())
    OR EXISTS (SELECT 1 FROM blacklist b WHERE b.person_id = curricula.person_id AND b.company_id = terna_company_id()))
  WITH CHECK (
    EXISTS (SELECT 1 FROM persons pe WHERE pe.id = curricula.person_id AND pe.created_by_company_id = terna_company_id())
    OR EXISTS (SELECT 1 FROM process_persons pp WHERE pp.person_id = curricula.person_id AND pp.company_id = terna_company_id())
    OR EXISTS (SELECT 1 FROM blacklist b WHERE b.person_id = curricula.person_id AND b.company_id = terna_company_id()));
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_read ON users FOR SELECT TO terna_tenant USING (true);
--> statement-breakpoint
CREATE POLICY terna_tenant_self ON users FOR UPDATE TO terna_tenant USING (id = terna_user_id()) WITH CHECK (id = terna_user_id());
--> statement-breakpoint
ALTER TABLE terms_acceptances ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_self ON terms_acceptances TO terna_tenant USING (user_id = terna_user_id()) WITH CHECK (user_id = terna_user_id());
