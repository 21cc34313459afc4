-- Member scope (docs/decisions/016-member-scope.md): a member limited to an agency, or to one
-- department of it, sees and acts only on that agency's (department's) processes and what hangs
-- from them. A request's transaction sets terna.agency_id and terna.department_id from the member's
-- scope ('' for a company-wide member, an observer or a candidate); the RESTRICTIVE policies below
-- are ANDed with the company policies of migration 0004. Each reads the settings through a scalar
-- subquery: an init plan evaluated once per statement, so a company-wide member's rows pay one
-- NULL test each and the EXISTS behind it never runs.
CREATE FUNCTION terna_scope_agency() RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('terna.agency_id', true), '')::integer $$;
--> statement-breakpoint
CREATE FUNCTION terna_scope_department() RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('terna.department_id', true), '')::integer $$;
--> statement-breakpoint
-- Company-wide processes (no agency) are outside every agency's scope, as the issue reads it.
CREATE POLICY terna_member_scope ON processes AS RESTRICTIVE TO terna_tenant
  USING (
    (SELECT terna_scope_agency()) IS NULL
    OR (agency_id = (SELECT terna_scope_agency())
      AND ((SELECT terna_scope_department()) IS NULL OR department_id = (SELECT terna_scope_department()))));
--> statement-breakpoint
-- Tables whose company policy reads only their own company_id: each reaches the scope through the
-- processes (or candidates) it hangs from, whose own policies apply inside the EXISTS. Tables whose
-- company policy already reads processes or process_persons (job_opportunities, job_components,
-- process_tags, candidate_list_changes, comparator_entries, portal_codes, observer_views,
-- component_results, person_tags, feelings, hires, activities) inherit the scope through it.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['process_persons', 'observers', 'candidate_reports'] LOOP
    EXECUTE format(
      'CREATE POLICY terna_member_scope ON %1$I AS RESTRICTIVE TO terna_tenant'
      ' USING ((SELECT terna_scope_agency()) IS NULL OR EXISTS (SELECT 1 FROM processes p WHERE p.id = %1$I.process_id))', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['candidate_consents', 'evaluation_sessions', 'candidate_files'] LOOP
    EXECUTE format(
      'CREATE POLICY terna_member_scope ON %1$I AS RESTRICTIVE TO terna_tenant'
      ' USING ((SELECT terna_scope_agency()) IS NULL OR EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = %1$I.process_person_id))', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE POLICY terna_member_scope ON evaluation_answers AS RESTRICTIVE TO terna_tenant
  USING ((SELECT terna_scope_agency()) IS NULL
    OR EXISTS (SELECT 1 FROM evaluation_sessions s WHERE s.id = evaluation_answers.session_id));
--> statement-breakpoint
-- A member's bell keeps only what is about processes of their scope (a scope narrowed later hides the rest).
CREATE POLICY terna_member_scope ON notifications AS RESTRICTIVE TO terna_tenant
  USING ((SELECT terna_scope_agency()) IS NULL OR process_id IS NULL
    OR EXISTS (SELECT 1 FROM processes p WHERE p.id = notifications.process_id));
--> statement-breakpoint
CREATE POLICY terna_member_scope ON notification_events AS RESTRICTIVE FOR SELECT TO terna_tenant
  USING ((SELECT terna_scope_agency()) IS NULL
    OR EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = notification_events.process_person_id));
