CREATE TABLE "cv_search_documents" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"doc" "tsvector" NOT NULL,
	"opt_in" boolean NOT NULL,
	"country_code" text,
	"city" text,
	"areas" text[] NOT NULL,
	"experience_months" integer NOT NULL,
	"salary_amount" integer,
	"languages" text[] NOT NULL,
	"education_levels" text[] NOT NULL,
	"last_activity" timestamp with time zone NOT NULL,
	"end_key" integer NOT NULL,
	"months" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_search_postings" (
	"key" text NOT NULL,
	"person_id" integer NOT NULL,
	"mask" integer NOT NULL,
	"talent_pool_score" smallint NOT NULL,
	"my_base_score" smallint NOT NULL,
	"opt_in" boolean NOT NULL,
	"end_key" integer NOT NULL,
	"months" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_search_documents" ADD CONSTRAINT "cv_search_documents_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_search_documents_doc_idx" ON "cv_search_documents" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "cv_search_documents_activity_idx" ON "cv_search_documents" USING btree ("last_activity" DESC NULLS LAST,"person_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cv_search_postings_person_idx" ON "cv_search_postings" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "cv_search_postings_talent_pool_idx" ON "cv_search_postings" USING btree ("key","talent_pool_score" DESC NULLS LAST,"end_key" DESC NULLS LAST,"months" DESC NULLS LAST,"person_id" DESC NULLS LAST) WHERE "cv_search_postings"."opt_in" and "cv_search_postings"."talent_pool_score" > 0;--> statement-breakpoint
CREATE INDEX "cv_search_postings_my_base_idx" ON "cv_search_postings" USING btree ("key","my_base_score" DESC NULLS LAST,"end_key" DESC NULLS LAST,"months" DESC NULLS LAST,"person_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cv_search_vocabulary_prefix_idx" ON "cv_search_vocabulary" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cv_search_vocabulary_trgm_idx" ON "cv_search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- CV search (issue 19, docs/decisions/019-cv-search.md). The search tables are the engine's own:
-- the owner connection reads them (the talent pool spans companies) and the triggers below write
-- them; a tenant request may not read them (they hold every person's words).
REVOKE ALL ON cv_search_documents, cv_search_postings, cv_search_vocabulary FROM terna_tenant;
--> statement-breakpoint
ALTER TABLE cv_search_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_no_rows ON cv_search_documents TO terna_tenant USING (false) WITH CHECK (false);
--> statement-breakpoint
ALTER TABLE cv_search_postings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_no_rows ON cv_search_postings TO terna_tenant USING (false) WITH CHECK (false);
--> statement-breakpoint
-- A word's search key: the Spanish stem of the accent-free word, stemmed again in English, so
-- "ventas" and "venta", "developers" and "developer", "técnico" and "tecnico" share one key. A Spanish
-- stop word has none. The query side calls the same function, so both sides always agree.
CREATE OR REPLACE FUNCTION cv_search_key(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce((ts_lexize('english_stem', (ts_lexize('spanish_stem', word))[1]))[1], (ts_lexize('spanish_stem', word))[1])
$$;
--> statement-breakpoint
-- The words of a text as the engine sees them: lower case, accent-free, split on anything but a-z
-- and digits (so `&|!():*<>'"\` and emoji are separators and never reach a tsquery).
CREATE OR REPLACE FUNCTION cv_search_words(value text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT w FROM regexp_split_to_table(immutable_unaccent(lower(coalesce(value, ''))), '[^a-z0-9]+') AS w
  WHERE w <> '' AND length(w) <= 64
$$;
--> statement-breakpoint
-- The score of a field mask (bit n-1 = field n of CV_SEARCH_FIELDS) in each pool: the weights of
-- packages/domain/src/talent-pool/search.ts (a test checks they agree). One expression each, so
-- PostgreSQL inlines them into the bulk insert of the postings.
CREATE OR REPLACE FUNCTION cv_search_my_base_score(mask integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT (mask & 1) * 120 + (mask >> 1 & 1) * 100 + (mask >> 2 & 1) * 50 + (mask >> 3 & 1) * 25
    + (mask >> 4 & 1) * 20 + (mask >> 5 & 1) * 15 + (mask >> 6 & 1) * 10 + (mask >> 7 & 1) * 8
    + (mask >> 8 & 1) * 4 + (mask >> 9 & 1) * 2 + (mask >> 10 & 1) * 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cv_search_talent_pool_score(mask integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT (mask & 1) * 120 + (mask >> 1 & 1) * 30 + (mask >> 4 & 1) * 10 + (mask >> 5 & 1) * 4
    + (mask >> 6 & 1) * 2 + (mask >> 7 & 1) * 2 + (mask >> 8 & 1) * 2
$$;
--> statement-breakpoint
-- 'YYYY-MM' as a month number (year × 12 + month − 1); anything else is null.
CREATE OR REPLACE FUNCTION cv_search_month(value text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT CASE WHEN value ~ '^[0-9]{4}-(0[1-9]|1[0-2])' THEN substr(value, 1, 4)::int * 12 + substr(value, 6, 2)::int - 1 END
$$;
--> statement-breakpoint
-- Rebuilds the search document, postings and vocabulary of these people from persons, curricula,
-- places and process_persons. Set-based, so a bulk import refreshes thousands of people per call.
-- JIT off: the planner's guesses for these CTEs are large enough to start a JIT compilation that
-- takes seconds, for work that takes milliseconds.
CREATE OR REPLACE FUNCTION cv_search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp SET jit = off AS $$
DECLARE
  now_month integer := extract(year FROM now())::int * 12 + extract(month FROM now())::int - 1;
BEGIN
  DELETE FROM cv_search_postings WHERE person_id = ANY (ids);
  DELETE FROM cv_search_documents WHERE person_id = ANY (ids);
  WITH src AS (
    SELECT p.id, p.first_name, p.last_name, p.identification, p.email, p.country_code, p.talent_pool_opt_in AS opt_in,
      p.created_at, pl.name AS place_name, c.area_experience, c.sub_experience, c.education, c.skills, c.languages,
      c.salary_amount, c.updated_at, coalesce(c.data, '{}'::jsonb) AS data
    FROM persons p LEFT JOIN curricula c ON c.person_id = p.id LEFT JOIN places pl ON pl.id = p.place_id
    WHERE p.id = ANY (ids)
  ),
  exp AS (
    SELECT s.id, e.n, e.v ->> 'jobTitle' AS title, e.v ->> 'area' AS area, e.v ->> 'subArea' AS sub_area,
      e.v ->> 'description' AS description, cv_search_month(e.v ->> 'startDate') AS start_m,
      cv_search_month(e.v ->> 'endDate') AS end_m, (e.v ->> 'endDate') IS NULL OR e.v -> 'current' = 'true'::jsonb AS cur
    FROM src s
    CROSS JOIN LATERAL jsonb_path_query(s.data, 'lax $.experiences[*] ? (@.type() == "object")') WITH ORDINALITY AS e(v, n)
  ),
  lengths AS (
    SELECT exp.*, CASE WHEN cur THEN 999999 ELSE coalesce(end_m, 0) END AS end_key,
      greatest(coalesce(CASE WHEN cur THEN now_month ELSE end_m END - start_m, 0), 0) AS months
    FROM exp
  ),
  -- The main experience: the current one (the latest started if several), else the latest ended.
  main AS (
    SELECT DISTINCT ON (id) id, n, end_key, months FROM lengths
    ORDER BY id, cur DESC, end_m DESC NULLS LAST, start_m DESC NULLS LAST, n
  ),
  education AS (
    SELECT s.id, ed.v ->> 'studyArea' AS study_area, ed.v ->> 'degree' AS degree
    FROM src s CROSS JOIN LATERAL jsonb_path_query(s.data, 'lax $.educationList[*] ? (@.type() == "object")') AS ed(v)
  ),
  fields AS (
    SELECT l.id, CASE WHEN l.n = m.n THEN 1 ELSE 2 END AS field, l.title AS value FROM lengths l JOIN main m ON m.id = l.id
    UNION ALL SELECT id, 3, first_name FROM src
    UNION ALL SELECT id, 4, last_name FROM src
    UNION ALL SELECT id, 5, study_area FROM education
    UNION ALL SELECT id, 6, degree FROM education
    UNION ALL SELECT id, 6, education FROM src
    UNION ALL SELECT id, 7, sub_area FROM exp
    UNION ALL SELECT id, 7, sub_experience FROM src
    UNION ALL SELECT s.id, 8, k FROM src s CROSS JOIN LATERAL unnest(s.skills) AS k
    UNION ALL SELECT s.id, 8, k.v ->> 'skill' FROM src s
      CROSS JOIN LATERAL jsonb_path_query(s.data, 'lax $.skills[*] ? (@.type() == "object")') AS k(v)
    UNION ALL SELECT id, 9, description FROM exp
    UNION ALL SELECT id, 9, data #>> '{personal,introduction}' FROM src
    UNION ALL SELECT id, 10, identification FROM src
    UNION ALL SELECT id, 11, email FROM src
  ),
  -- cv_search_words spelt out (and immutable_unaccent's body): a SQL function that the planner does
  -- not inline runs as a statement of its own for every field.
  raw_words AS (
    SELECT DISTINCT f.id, f.field, w AS word
    FROM fields f CROSS JOIN LATERAL regexp_split_to_table(public.unaccent('public.unaccent'::regdictionary, lower(f.value)),
      '[^a-z0-9]+') AS w
    WHERE f.value IS NOT NULL AND w <> '' AND length(w) <= 64
  ),
  -- Each distinct word is stemmed once per batch.
  word_keys AS (SELECT word, cv_search_key(word) AS key FROM (SELECT DISTINCT word FROM raw_words) d),
  words AS (SELECT r.id, r.field, r.word, k.key FROM raw_words r JOIN word_keys k ON k.word = r.word),
  keyed AS (
    SELECT id, key, bit_or(1 << (field - 1)) AS mask,
      string_agg(DISTINCT field::text || CASE WHEN field IN (3, 4, 10, 11) THEN 'D' ELSE 'A' END, ',') AS positions
    FROM words WHERE key IS NOT NULL GROUP BY id, key
  ),
  docs AS (
    SELECT id, string_agg('''' || key || ''':' || positions, ' ')::tsvector AS doc FROM keyed GROUP BY id
  ),
  vocabulary AS (
    INSERT INTO cv_search_vocabulary (word)
    SELECT DISTINCT word FROM words WHERE key IS NOT NULL AND field <= 9 AND length(word) >= 2 ORDER BY word
    ON CONFLICT DO NOTHING
  ),
  -- Per-person lists, aggregated once for the whole batch (a subquery per person would rescan the CTEs).
  areas AS (
    SELECT id, array_agg(DISTINCT immutable_unaccent(lower(a))) AS list FROM (SELECT id, area_experience AS a FROM src
      UNION ALL SELECT id, area FROM exp) x WHERE a IS NOT NULL GROUP BY id
  ),
  languages AS (
    SELECT id, array_agg(DISTINCT immutable_unaccent(lower(x))) AS list FROM (SELECT id, unnest(languages) AS x FROM src
      UNION ALL SELECT id, jsonb_path_query(data, 'lax $.languages[*].name') #>> '{}' FROM src) y
    WHERE x IS NOT NULL GROUP BY id
  ),
  levels AS (
    SELECT id, array_agg(DISTINCT immutable_unaccent(lower(x))) AS list FROM (SELECT id, education AS x FROM src
      UNION ALL SELECT id, degree FROM education) y WHERE x IS NOT NULL GROUP BY id
  ),
  experience AS (SELECT id, sum(months)::int AS months FROM lengths GROUP BY id),
  participation AS (
    SELECT pp.person_id AS id, max(pp.created_at) AS at FROM process_persons pp WHERE pp.person_id = ANY (ids)
    GROUP BY pp.person_id
  ),
  documents AS (
    INSERT INTO cv_search_documents (person_id, doc, opt_in, country_code, city, areas, experience_months, salary_amount,
      languages, education_levels, last_activity, end_key, months)
    SELECT s.id, coalesce(d.doc, ''::tsvector), s.opt_in, s.country_code,
      immutable_unaccent(lower(coalesce(s.place_name, s.data #>> '{personal,placeName}'))),
      coalesce(a.list, '{}'), coalesce(x.months, 0),
      coalesce(s.salary_amount, CASE WHEN jsonb_typeof(s.data #> '{salary,amount}') = 'number'
        THEN least(greatest((s.data #>> '{salary,amount}')::numeric, 0), 2000000000)::int END),
      coalesce(l.list, '{}'), coalesce(v.list, '{}'),
      -- Last activity: the CV's last change or the latest participation; with neither, the record's creation.
      coalesce(greatest(s.updated_at, pa.at), s.created_at),
      coalesce(m.end_key, 0), coalesce(m.months, 0)
    FROM src s LEFT JOIN docs d ON d.id = s.id LEFT JOIN main m ON m.id = s.id LEFT JOIN areas a ON a.id = s.id
      LEFT JOIN languages l ON l.id = s.id LEFT JOIN levels v ON v.id = s.id LEFT JOIN experience x ON x.id = s.id
      LEFT JOIN participation pa ON pa.id = s.id
  )
  INSERT INTO cv_search_postings (key, person_id, mask, talent_pool_score, my_base_score, opt_in, end_key, months)
  SELECT k.key, k.id, k.mask, cv_search_talent_pool_score(k.mask), cv_search_my_base_score(k.mask), s.opt_in,
    coalesce(m.end_key, 0), coalesce(m.months, 0)
  FROM keyed k JOIN src s ON s.id = k.id LEFT JOIN main m ON m.id = k.id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cv_search_rows_changed() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_TABLE_NAME = 'persons' THEN
    PERFORM cv_search_refresh(ARRAY(SELECT id FROM changed_rows));
  ELSE
    PERFORM cv_search_refresh(ARRAY(SELECT DISTINCT person_id FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted person's document goes with the person (foreign key); the postings have no foreign key
-- (twenty per CV: the check would slow every bulk refresh), so they go here.
CREATE OR REPLACE FUNCTION cv_search_persons_deleted() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM cv_search_postings WHERE person_id IN (SELECT id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new participation is activity: it moves "last activity" (the filter and the order of an empty search).
CREATE OR REPLACE FUNCTION cv_search_participation_added() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE cv_search_documents d SET last_activity = n.at
  FROM (SELECT person_id, max(created_at) AS at FROM changed_rows GROUP BY person_id) n
  WHERE d.person_id = n.person_id AND d.last_activity < n.at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cv_search_persons_inserted AFTER INSERT ON persons REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cv_search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER cv_search_persons_updated AFTER UPDATE ON persons REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cv_search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER cv_search_persons_deleted AFTER DELETE ON persons REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cv_search_persons_deleted();
--> statement-breakpoint
CREATE TRIGGER cv_search_curricula_inserted AFTER INSERT ON curricula REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cv_search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER cv_search_curricula_updated AFTER UPDATE ON curricula REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cv_search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER cv_search_curricula_deleted AFTER DELETE ON curricula REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cv_search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER cv_search_participation_added AFTER INSERT ON process_persons REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cv_search_participation_added();
--> statement-breakpoint
-- The people already stored.
SELECT cv_search_refresh(ARRAY(SELECT id FROM persons));
