CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"allowance" integer NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"forget_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "family_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_forget_idx" ON "sign_in_attempts" USING btree ("forget_at");--> statement-breakpoint
CREATE INDEX "auth_sessions_live_family_idx" ON "auth_sessions" USING btree ("family_id") WHERE "auth_sessions"."revoked_at" is null;--> statement-breakpoint
-- A session family is one sign-in and every refresh token rotated from it (docs/decisions/029). A row
-- already there starts its own family: the access tokens issued with it name that same id.
UPDATE auth_sessions SET family_id = id;
--> statement-breakpoint
-- Sign-in attempts are counted by the auth routes on the owner connection only.
REVOKE ALL ON sign_in_attempts FROM terna_tenant;
--> statement-breakpoint
-- `keep_session` is now the caller's session family (their access token's `sid`): every token of the
-- caller's own sign-in keeps working, rotated ones included.
CREATE OR REPLACE FUNCTION terna_set_own_password(new_hash text, keep_session uuid) RETURNS integer LANGUAGE plpgsql
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
    WHERE user_id = terna_user_id() AND revoked_at IS NULL AND family_id IS DISTINCT FROM keep_session;
  GET DIAGNOSTICS revoked = ROW_COUNT;
  RETURN revoked;
END $$;
