-- The process dashboard's pass rates come from the candidate index (docs/decisions/038), which
-- keeps each candidate's component verdicts: a change of a verdict marks the candidate, as the
-- other tables the index reads do (0003). Only what the index keeps: the type, the status and the
-- candidate; a result's value, notification or details change nothing there. Security definer, as
-- the other markers (0004): the markers are every company's bookkeeping, not the request role's.
CREATE FUNCTION candidate_list_mark_component_results() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
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
    WHERE pp.id IN (
      SELECT x.process_person_id
      FROM old_rows o JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.process_person_id), (n.process_person_id)) AS x (process_person_id)
      WHERE (o.process_person_id, o.component_type, o.status) IS DISTINCT FROM (n.process_person_id, n.component_type, n.status));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidate_list_insert AFTER INSERT ON component_results REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_component_results();
--> statement-breakpoint
CREATE TRIGGER candidate_list_update AFTER UPDATE ON component_results REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_component_results();
--> statement-breakpoint
CREATE TRIGGER candidate_list_delete AFTER DELETE ON component_results REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_mark_component_results();
--> statement-breakpoint
CREATE TRIGGER candidate_list_truncate AFTER TRUNCATE ON component_results FOR EACH STATEMENT EXECUTE FUNCTION candidate_list_reset();
