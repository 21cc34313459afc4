import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activities } from '../../db/schema/index.js';
import type { ActivityName } from '@terna/domain';

export interface ActivityEntry {
  processPersonId: number;
  name: ActivityName;
  userId: number | null;
  data?: unknown;
}

/**
 * Writes entries of candidates' timelines in one statement (bulk actions write thousands). The rows
 * travel as one JSON parameter: building a multi-row VALUES of thousands of rows takes Drizzle about
 * half a second of CPU, during which the server answers no other request.
 */
export async function recordActivities(
  db: Pick<Database, 'execute'>,
  entries: readonly ActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({
    process_person_id: entry.processPersonId,
    name: entry.name,
    user_id: entry.userId,
    data: entry.data ?? null,
  }));
  await db.execute(sql`insert into ${activities} (process_person_id, name, user_id, data)
    select x.process_person_id, x.name, x.user_id, x.data
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(process_person_id int, name text, user_id int, data jsonb)`);
}
