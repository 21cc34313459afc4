CREATE TABLE "candidate_list_changes" (
	"process_id" integer NOT NULL,
	"process_person_id" integer NOT NULL,
	"xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_list_sync" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pruned_through" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "candidate_list_sync_one_row" CHECK ("candidate_list_sync"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "candidate_list_changes_process_idx" ON "candidate_list_changes" USING btree ("process_id","xid");--> statement-breakpoint
CREATE INDEX "candidate_list_changes_changed_at_idx" ON "candidate_list_changes" USING btree ("changed_at");--> statement-breakpoint
INSERT INTO "candidate_list_sync" ("id") VALUES (1);
--> statement-breakpoint
-- Every change to what a candidate-list filter, facet or sort reads marks the candidates it touches,
-- so every writer keeps the list's in-memory index right (docs/decisions/006). The triggers are
-- per statement with transition tables: one insert however many rows a statement writes.
CREATE FUNCTION candidate_list_mark_process_persons() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO candidate_list_changes (process_id, process_person_id) SELECT n.process_id, n.id FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO candidate_list_changes (process_id, process_person_id) SELECT o.process_id, o.id FROM old_rows o;
  ELSE
    INSERT INTO candidate_list_changes (process_id, process_person_id)
    SELECT DISTINCT x.process_id, x.id
    FROM old_rows o JOIN new_rows n ON n.id = o.id CROSS JOIN LATERAL (VALUES (o.process_id, o.id), (n.process_id, n.id)) AS x (process_id, id)
    WHERE (o.process_id, o.person_id, o.company_id, o.evaluations_status, o.trust_code, o.composed_score, o.ranking, o.created_at)
      IS DISTINCT FROM (n.process_id, n.person_id, n.company_id, n.evaluations_status, n.trust_code, n.composed_score, n.ranking, n.created_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION candidate_list_mark_persons() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_list_changes (process_id, process_person_id)
  SELECT pp.process_id, pp.id FROM process_persons pp
  WHERE pp.person_id IN (
    SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.first_name, o.last_name, o.email, o.identification, o.gender, o.marital_status, o.place_id, o.birth_date)
      IS DISTINCT FROM (n.first_name, n.last_name, n.email, n.identification, n.gender, n.marital_status, n.place_id, n.birth_date));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION candidate_list_mark_curricula() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO candidate_list_changes (process_id, process_person_id)
    SELECT pp.process_id, pp.id FROM process_persons pp WHERE pp.person_id IN (SELECT n.person_id FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO candidate_list_changes (process_id, process_person_id)
    SELECT pp.process_id, pp.id FROM process_persons pp WHERE pp.person_id IN (SELECT o.person_id FROM old_rows o);
  ELSE
    INSERT INTO candidate_list_changes (process_id, process_person_id)
    SELECT pp.process_id, pp.id FROM process_persons pp
    WHERE pp.person_id IN (
      SELECT x.person_id
      FROM old_rows o JOIN new_rows n ON n.person_id = o.person_id CROSS JOIN LATERAL (VALUES (o.person_id), (n.person_id)) AS x (person_id)
      WHERE (o.salary_amount, o.industry, o.area_experience, o.sub_experience, o.education, o.institution, o.last_company, o.skills, o.languages)
        IS DISTINCT FROM (n.salary_amount, n.industry, n.area_experience, n.sub_experience, n.education, n.institution, n.last_company, n.skills, n.languages));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- feelings, hires and person_tags: rows of one candidate (process_person_id).
CREATE FUNCTION candidate_list_mark_candidate_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO candidate_list_changes (process_id, process_person_id)
    SELECT pp.process_id, pp.id FROM process_persons pp WHERE pp.id IN (SELECT n.process_person_id FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO candidate_list_changes (process_id, process_person_id)
    SELECT pp.process_id, pp.id FROM process_persons pp WHERE pp.id IN (SELECT o.process_person_id FROM old_rows o);
  ELSE
    INSERT INTO candidate_list_changes (process_id, process_person_id)
    SELECT pp.process_id, pp.id FROM process_persons pp
    WHERE pp.id IN (SELECT o.process_person_id FROM old_rows o UNION SELECT n.process_person_id FROM new_rows n);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION candidate_list_mark_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_list_changes (process_id, process_person_id)
  SELECT pp.process_id, pp.id FROM process_persons pp JOIN persons pe ON pe.id = pp.person_id
  WHERE pe.place_id IN (SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.uuid, o.name) IS DISTINCT FROM (n.uuid, n.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A truncation leaves no row to mark: every node reloads its indexes instead.
CREATE FUNCTION candidate_list_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_list_sync SET pruned_through = greatest(pruned_through, pg_current_xact_id()::text::bigint);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidate_list_insert AFTER INSERT ON process_persons REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_process_persons();
--> statement-breakpoint
CREATE TRIGGER candidate_list_update AFTER UPDATE ON process_persons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_process_persons();
--> statement-breakpoint
CREATE TRIGGER candidate_list_delete AFTER DELETE ON process_persons REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_process_persons();
--> statement-breakpoint
CREATE TRIGGER candidate_list_update AFTER UPDATE ON persons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_persons();
--> statement-breakpoint
CREATE TRIGGER candidate_list_insert AFTER INSERT ON curricula REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_curricula();
--> statement-breakpoint
CREATE TRIGGER candidate_list_update AFTER UPDATE ON curricula REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_curricula();
--> statement-breakpoint
CREATE TRIGGER candidate_list_delete AFTER DELETE ON curricula REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_curricula();
--> statement-breakpoint
CREATE TRIGGER candidate_list_insert AFTER INSERT ON feelings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_candidate_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_list_update AFTER UPDATE ON feelings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_candidate_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_list_delete AFTER DELETE ON feelings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_candidate_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_list_insert AFTER INSERT ON hires REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_candidate_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_list_update AFTER UPDATE ON hires REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_candidate_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_list_delete AFTER DELETE ON hires REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_candidate_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_list_insert AFTER INSERT ON person_tags REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_candidate_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_list_update AFTER UPDATE ON person_tags REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_candidate_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_list_delete AFTER DELETE ON person_tags REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_candidate_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_list_update AFTER UPDATE ON places REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_places();
--> statement-breakpoint
CREATE TRIGGER candidate_list_truncate AFTER TRUNCATE ON process_persons FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_reset();
--> statement-breakpoint
CREATE TRIGGER candidate_list_truncate AFTER TRUNCATE ON persons FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_reset();
--> statement-breakpoint
CREATE TRIGGER candidate_list_truncate AFTER TRUNCATE ON curricula FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_reset();
--> statement-breakpoint
CREATE TRIGGER candidate_list_truncate AFTER TRUNCATE ON feelings FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_reset();
--> statement-breakpoint
CREATE TRIGGER candidate_list_truncate AFTER TRUNCATE ON hires FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_reset();
--> statement-breakpoint
CREATE TRIGGER candidate_list_truncate AFTER TRUNCATE ON person_tags FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_reset();
--> statement-breakpoint
CREATE TRIGGER candidate_list_truncate AFTER TRUNCATE ON places FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_reset();
