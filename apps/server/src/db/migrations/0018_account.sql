-- A user changes their own password inside their request's tenant transaction (issue 18). The tenant
-- role may neither read nor write password hashes (0004), so these two functions do it for the row of
-- the transaction's own user (terna_user_id()) and no other.
CREATE FUNCTION terna_own_password_hash() RETURNS text LANGUAGE sql STABLE
  SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT password_hash FROM users WHERE id = terna_user_id() $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION terna_own_password_hash() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION terna_own_password_hash() TO terna_tenant;
--> statement-breakpoint
-- Sets the new hash and revokes the user's refresh sessions but `keep_session` (the caller's own, null
-- for none); answers how many it revoked.
CREATE FUNCTION terna_set_own_password(new_hash text, keep_session uuid) RETURNS integer LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
DECLARE
  revoked integer;
BEGIN
  IF terna_user_id() IS NULL OR new_hash IS NULL OR new_hash = '' THEN
    RAISE EXCEPTION 'terna_set_own_password needs a user and a hash';
  END IF;
  UPDATE users SET password_hash = new_hash WHERE id = terna_user_id();
  UPDATE auth_sessions SET revoked_at = now()
    WHERE user_id = terna_user_id() AND revoked_at IS NULL AND id IS DISTINCT FROM keep_session;
  GET DIAGNOSTICS revoked = ROW_COUNT;
  RETURN revoked;
END $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION terna_set_own_password(text, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION terna_set_own_password(text, uuid) TO terna_tenant;
