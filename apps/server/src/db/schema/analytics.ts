import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './identity.js';
import { processes } from './processes.js';

/**
 * The company analytics' counts, one row per process, dimension and key (docs/decisions/017):
 * STATUS and SOURCE count the process's candidates by evaluations status and by source, TAG the
 * candidates carrying each tag code, HIRE_DAYS the hires by whole days from launch to hire date.
 * Triggers on process_persons, person_tags and hires keep them (migration 0019), so every writer
 * keeps them right; a read sums a company's processes instead of counting its million candidates.
 */
export const processCandidateStats = pgTable(
  'process_candidate_stats',
  {
    processId: integer('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.processId, t.dimension, t.key] }),
    index('process_candidate_stats_company_idx').on(t.companyId, t.dimension),
  ],
);
