-- How far each process's change markers were pruned (docs/decisions/041): a saved candidate index of a
-- process nobody changed stays good past the markers' hour, where the one horizon of candidate_list_sync
-- made every saved index older than the last prune useless. That horizon now only moves on a truncation.
CREATE TABLE "candidate_list_pruned" (
	"process_id" integer PRIMARY KEY NOT NULL,
	"pruned_through" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE candidate_list_pruned ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY terna_tenant_rows ON candidate_list_pruned TO terna_tenant
  USING (EXISTS (SELECT 1 FROM processes p WHERE p.id = candidate_list_pruned.process_id AND p.company_id = terna_company_id()));
--> statement-breakpoint
-- Written only by a node's pruning, on the owner connection: a request reads it.
REVOKE INSERT, UPDATE, DELETE ON candidate_list_pruned FROM terna_tenant;
