-- The company of a user invitation, from its token's hash. A signed-in member of one company who opens
-- another company's invitation cannot see it through the policies; this answers only which company
-- issued the invitation whose token the caller holds, so the join runs in that company's scope.
CREATE FUNCTION terna_user_invitation_company(hash text) RETURNS integer LANGUAGE sql STABLE
  SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT company_id FROM user_invitations WHERE token_hash = hash $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION terna_user_invitation_company(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION terna_user_invitation_company(text) TO terna_tenant;
