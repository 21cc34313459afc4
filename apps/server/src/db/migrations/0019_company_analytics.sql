CREATE TABLE "process_candidate_stats" (
	"process_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "process_candidate_stats_process_id_dimension_key_pk" PRIMARY KEY("process_id","dimension","key")
);
--> statement-breakpoint
ALTER TABLE "process_candidate_stats" ADD CONSTRAINT "process_candidate_stats_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_candidate_stats" ADD CONSTRAINT "process_candidate_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_candidate_stats_company_idx" ON "process_candidate_stats" USING btree ("company_id","dimension");--> statement-breakpoint
-- The company analytics' counts (docs/decisions/017) are kept by triggers, so every writer keeps
-- them right. Changes arrive as deltas of (process, dimension, key): additions are upserted in key
-- order, so two writers of one process lock its counters in the same order; removals only update,
-- so a process being deleted (its counters going with it) is never written again.
CREATE FUNCTION process_candidate_stats_apply(p_process integer[], p_company integer[], p_dimension text[], p_key text[], p_delta integer[])
RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT u.process_id, min(u.company_id) AS company_id, u.dimension, u.key, sum(u.delta)::integer AS delta
    FROM unnest(p_process, p_company, p_dimension, p_key, p_delta) AS u (process_id, company_id, dimension, key, delta)
    GROUP BY u.process_id, u.dimension, u.key
  ), added AS (
    INSERT INTO process_candidate_stats AS s (process_id, company_id, dimension, key, count)
    SELECT d.process_id, d.company_id, d.dimension, d.key, d.delta FROM d WHERE d.delta > 0
    ORDER BY d.process_id, d.dimension, d.key
    ON CONFLICT (process_id, dimension, key) DO UPDATE SET count = s.count + excluded.count
  )
  UPDATE process_candidate_stats s SET count = s.count + d.delta
  FROM d WHERE d.delta < 0 AND s.process_id = d.process_id AND s.dimension = d.dimension AND s.key = d.key;
$$;
--> statement-breakpoint
CREATE FUNCTION process_candidate_stats_process_persons() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM process_candidate_stats_apply(array_agg(x.process_id), array_agg(x.company_id), array_agg(x.dimension), array_agg(x.key), array_agg(x.delta))
    FROM (SELECT n.process_id, n.company_id, v.dimension, v.key, 1 AS delta
      FROM new_rows n CROSS JOIN LATERAL (VALUES ('STATUS', n.evaluations_status), ('SOURCE', n.source)) AS v (dimension, key)) x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM process_candidate_stats_apply(array_agg(x.process_id), array_agg(x.company_id), array_agg(x.dimension), array_agg(x.key), array_agg(x.delta))
    FROM (SELECT o.process_id, o.company_id, v.dimension, v.key, -1 AS delta
      FROM old_rows o CROSS JOIN LATERAL (VALUES ('STATUS', o.evaluations_status), ('SOURCE', o.source)) AS v (dimension, key)) x;
  ELSE
    PERFORM process_candidate_stats_apply(array_agg(x.process_id), array_agg(x.company_id), array_agg(x.dimension), array_agg(x.key), array_agg(x.delta))
    FROM (SELECT v.process_id, v.company_id, v.dimension, v.key, v.delta
      FROM old_rows o JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES
          (o.process_id, o.company_id, 'STATUS', o.evaluations_status, -1), (o.process_id, o.company_id, 'SOURCE', o.source, -1),
          (n.process_id, n.company_id, 'STATUS', n.evaluations_status, 1), (n.process_id, n.company_id, 'SOURCE', n.source, 1)
        ) AS v (process_id, company_id, dimension, key, delta)
      WHERE (o.process_id, o.evaluations_status, o.source) IS DISTINCT FROM (n.process_id, n.evaluations_status, n.source)) x;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A removed candidate's tags and hire go by cascade after the candidate row, when their process can
-- no longer be read from it: they are taken off here, before.
CREATE FUNCTION process_candidate_stats_candidate_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM process_candidate_stats_apply(array_agg(x.process_id), array_agg(x.company_id), array_agg(x.dimension), array_agg(x.key), array_agg(x.delta))
  FROM (
    SELECT OLD.process_id, OLD.company_id, 'TAG' AS dimension, t.code AS key, -1 AS delta FROM person_tags t WHERE t.process_person_id = OLD.id
    UNION ALL
    SELECT OLD.process_id, OLD.company_id, 'HIRE_DAYS', greatest(h.hired_at - (p.launched_at AT TIME ZONE p.time_zone)::date, 0)::text, -1
    FROM hires h JOIN processes p ON p.id = OLD.process_id WHERE h.process_person_id = OLD.id AND p.launched_at IS NOT NULL
  ) AS x (process_id, company_id, dimension, key, delta);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION process_candidate_stats_person_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM process_candidate_stats_apply(array_agg(pp.process_id), array_agg(pp.company_id), array_agg('TAG'::text), array_agg(n.code), array_agg(1))
    FROM new_rows n JOIN process_persons pp ON pp.id = n.process_person_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM process_candidate_stats_apply(array_agg(pp.process_id), array_agg(pp.company_id), array_agg('TAG'::text), array_agg(o.code), array_agg(-1))
    FROM old_rows o JOIN process_persons pp ON pp.id = o.process_person_id;
  ELSE
    PERFORM process_candidate_stats_apply(array_agg(pp.process_id), array_agg(pp.company_id), array_agg('TAG'::text), array_agg(v.code), array_agg(v.delta))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.process_person_id, o.code, -1), (n.process_person_id, n.code, 1)) AS v (process_person_id, code, delta)
      JOIN process_persons pp ON pp.id = v.process_person_id
    WHERE (o.process_person_id, o.code) IS DISTINCT FROM (n.process_person_id, n.code);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Days to hire: whole days from the launch day (in the process's time zone) to the hire date.
CREATE FUNCTION process_candidate_stats_hires() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM process_candidate_stats_apply(array_agg(pp.process_id), array_agg(pp.company_id), array_agg('HIRE_DAYS'::text),
      array_agg(greatest(n.hired_at - (p.launched_at AT TIME ZONE p.time_zone)::date, 0)::text), array_agg(1))
    FROM new_rows n JOIN process_persons pp ON pp.id = n.process_person_id JOIN processes p ON p.id = pp.process_id
    WHERE p.launched_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM process_candidate_stats_apply(array_agg(pp.process_id), array_agg(pp.company_id), array_agg('HIRE_DAYS'::text),
      array_agg(greatest(o.hired_at - (p.launched_at AT TIME ZONE p.time_zone)::date, 0)::text), array_agg(-1))
    FROM old_rows o JOIN process_persons pp ON pp.id = o.process_person_id JOIN processes p ON p.id = pp.process_id
    WHERE p.launched_at IS NOT NULL;
  ELSE
    PERFORM process_candidate_stats_apply(array_agg(pp.process_id), array_agg(pp.company_id), array_agg('HIRE_DAYS'::text),
      array_agg(greatest(v.hired_at - (p.launched_at AT TIME ZONE p.time_zone)::date, 0)::text), array_agg(v.delta))
    FROM old_rows o JOIN new_rows n ON n.process_person_id = o.process_person_id
      CROSS JOIN LATERAL (VALUES (o.process_person_id, o.hired_at, -1), (n.process_person_id, n.hired_at, 1)) AS v (process_person_id, hired_at, delta)
      JOIN process_persons pp ON pp.id = v.process_person_id JOIN processes p ON p.id = pp.process_id
    WHERE o.hired_at IS DISTINCT FROM n.hired_at AND p.launched_at IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A process launched again (or moved to another time zone) counts its hires' days afresh.
CREATE FUNCTION process_candidate_stats_processes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM process_candidate_stats s USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE s.process_id = n.id AND s.dimension = 'HIRE_DAYS'
    AND (o.launched_at, o.time_zone) IS DISTINCT FROM (n.launched_at, n.time_zone);
  INSERT INTO process_candidate_stats (process_id, company_id, dimension, key, count)
  SELECT n.id, n.company_id, 'HIRE_DAYS', greatest(h.hired_at - (n.launched_at AT TIME ZONE n.time_zone)::date, 0)::text, count(*)::integer
  FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN process_persons pp ON pp.process_id = n.id JOIN hires h ON h.process_person_id = pp.id
  WHERE (o.launched_at, o.time_zone) IS DISTINCT FROM (n.launched_at, n.time_zone) AND n.launched_at IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 4;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The counters are bookkeeping below the request's role, like the candidate-list markers (0004).
ALTER FUNCTION process_candidate_stats_apply(integer[], integer[], text[], text[], integer[]) SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION process_candidate_stats_process_persons() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION process_candidate_stats_candidate_removed() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION process_candidate_stats_person_tags() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION process_candidate_stats_hires() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
ALTER FUNCTION process_candidate_stats_processes() SECURITY DEFINER SET search_path = public, pg_temp;
--> statement-breakpoint
CREATE TRIGGER process_candidate_stats_insert AFTER INSERT ON process_persons REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_candidate_stats_process_persons();
--> statement-breakpoint
CREATE TRIGGER process_candidate_stats_update AFTER UPDATE ON process_persons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_candidate_stats_process_persons();
--> statement-breakpoint
CREATE TRIGGER process_candidate_stats_delete AFTER DELETE ON process_persons REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION process_candidate_stats_process_persons();
--> statement-breakpoint
CREATE TRIGGER process_candidate_stats_removed BEFORE DELETE ON process_persons FOR EACH ROW EXECUTE FUNCTION process_candidate_stats_candidate_removed();
--> statement-breakpoint
CREATE TRIGGER process_candidate_stats_insert AFTER INSERT ON person_tags REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_candidate_stats_person_tags();
--> statement-breakpoint
CREATE TRIGGER process_candidate_stats_update AFTER UPDATE ON person_tags REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_candidate_stats_person_tags();
--> statement-breakpoint
CREATE TRIGGER process_candidate_stats_delete AFTER DELETE ON person_tags REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION process_candidate_stats_person_tags();
--> statement-breakpoint
CREATE TRIGGER process_candidate_stats_insert AFTER INSERT ON hires REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_candidate_stats_hires();
--> statement-breakpoint
CREATE TRIGGER process_candidate_stats_update AFTER UPDATE ON hires REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_candidate_stats_hires();
--> statement-breakpoint
CREATE TRIGGER process_candidate_stats_delete AFTER DELETE ON hires REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION process_candidate_stats_hires();
--> statement-breakpoint
CREATE TRIGGER process_candidate_stats_update AFTER UPDATE ON processes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION process_candidate_stats_processes();
--> statement-breakpoint
-- The counts of the candidates already there.
INSERT INTO process_candidate_stats (process_id, company_id, dimension, key, count)
SELECT x.process_id, min(x.company_id), x.dimension, x.key, count(*)::integer FROM (
  SELECT pp.process_id, pp.company_id, v.dimension, v.key
  FROM process_persons pp CROSS JOIN LATERAL (VALUES ('STATUS', pp.evaluations_status), ('SOURCE', pp.source)) AS v (dimension, key)
  UNION ALL
  SELECT pp.process_id, pp.company_id, 'TAG', t.code FROM person_tags t JOIN process_persons pp ON pp.id = t.process_person_id
  UNION ALL
  SELECT pp.process_id, pp.company_id, 'HIRE_DAYS', greatest(h.hired_at - (p.launched_at AT TIME ZONE p.time_zone)::date, 0)::text
  FROM hires h JOIN process_persons pp ON pp.id = h.process_person_id JOIN processes p ON p.id = pp.process_id
  WHERE p.launched_at IS NOT NULL
) x GROUP BY x.process_id, x.dimension, x.key;
--> statement-breakpoint
-- A company's counters are its rows; the scope a member is limited to reaches them through processes.
ALTER TABLE process_candidate_stats ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON process_candidate_stats TO terna_tenant
  USING (company_id = terna_company_id()) WITH CHECK (company_id = terna_company_id());
