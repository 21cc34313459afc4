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
--> statement-breakpoint
-- A removed or deactivated member's refresh sessions in the company end in the same transaction as the
-- change. Sessions are the auth routes' alone (the request role may not touch them): this revokes only
-- the caller's company's sessions of that user, nothing else.
CREATE FUNCTION terna_revoke_member_sessions(member integer) RETURNS void LANGUAGE sql VOLATILE
  SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ UPDATE auth_sessions SET revoked_at = now()
    WHERE user_id = member AND company_id = terna_company_id() AND revoked_at IS NULL $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION terna_revoke_member_sessions(integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION terna_revoke_member_sessions(integer) TO terna_tenant;
