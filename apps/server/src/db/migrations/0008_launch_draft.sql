-- The launch wizard (docs/decisions/013-launch-wizard.md): the draft a DRAFT process is built from,
-- the step it was left at, its department, its public application link, and the profile a position
-- keeps for the next process of that position. No new table: the rows stay under the policies of 0004.
ALTER TABLE "processes" ADD COLUMN "launch_draft" jsonb;--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "draft_step" text;--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "public_slug" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "profile" jsonb;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_public_slug_unique" UNIQUE("public_slug");
