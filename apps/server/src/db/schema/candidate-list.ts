import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Which candidates changed, and in which transaction: the candidate list's in-memory facet index
 * (docs/decisions/006) re-reads these candidates before it answers. Written only by the triggers of
 * migration 0003 on every table a list filter reads, so every writer keeps the index right. Rows
 * older than an hour are pruned; `candidateListPruned` tells a node it may have missed some of a
 * process, `candidateListSync.prunedThrough` of every process (a truncation).
 */
export const candidateListChanges = pgTable(
  'candidate_list_changes',
  {
    processId: integer('process_id').notNull(),
    processPersonId: integer('process_person_id').notNull(),
    /** The writing transaction's id (64-bit, never wraps). */
    xid: bigint('xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_list_changes_process_idx').on(t.processId, t.xid),
    index('candidate_list_changes_changed_at_idx').on(t.changedAt),
  ],
);

/**
 * One row: markers of transactions up to `prunedThrough` may be gone from every process (a table
 * truncated; pruning raised it too before migration 0036).
 */
export const candidateListSync = pgTable(
  'candidate_list_sync',
  {
    id: integer('id').primaryKey().default(1),
    prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull().default(0),
    /** Names this database's saved candidate indexes on disk: databases may share a DATA_DIR (docs/decisions/041). */
    databaseId: uuid('database_id').notNull().defaultRandom(),
  },
  (t) => [check('candidate_list_sync_one_row', sql`${t.id} = 1`)],
);

/** Per process: its markers of transactions up to `prunedThrough` may have been pruned. */
export const candidateListPruned = pgTable('candidate_list_pruned', {
  processId: integer('process_id').primaryKey(),
  prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull(),
});
