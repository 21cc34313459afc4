import type { Database } from '../../db/client.js';
import { activities } from '../../db/schema/index.js';

/** What the candidate sidebar's activity timeline lists (docs/api/candidate-actions.md). */
export const ACTIVITY_NAMES = [
  'INVITED', 'STARTED', 'FINISHED', 'REMINDER_SENT', 'COMPONENT_APPROVED', 'COMPONENT_REACTIVATED', 'TAG_ADDED',
  'TAG_REMOVED', 'HIRED', 'HIRE_UPDATED', 'HIRE_CANCELLED', 'BLACKLISTED', 'UNBLACKLISTED', 'ADDED_TO_COMPARATOR',
  'INVITED_TO_PROCESS', 'NOT_HIRED_MAIL',
] as const;
export type ActivityName = (typeof ACTIVITY_NAMES)[number];

export interface ActivityEntry {
  processPersonId: number;
  name: ActivityName;
  userId: number | null;
  data?: unknown;
}

/** Writes entries of candidates' timelines in one statement (bulk actions write thousands). */
export async function recordActivities(db: Pick<Database, 'insert'>, entries: readonly ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(activities).values(entries.map((entry) => ({ ...entry, data: entry.data ?? null })));
}
