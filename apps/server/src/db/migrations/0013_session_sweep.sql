-- The sweep (modules/evaluation) looks up open timed parts past their deadline every 30 s: a partial
-- index of the open timed parts only. No new table: evaluation_sessions keeps 0009's policy.
CREATE INDEX "evaluation_sessions_open_deadline_idx" ON "evaluation_sessions" USING btree ("deadline_at") WHERE "evaluation_sessions"."status" = 'INPROGRESS' and "evaluation_sessions"."deadline_at" is not null;
