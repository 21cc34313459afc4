import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { users } from '../schema/index.js';
import { DEMO_ACCOUNTS } from './demo-data.js';

/** True when the demo accounts exist in this database. */
export async function demoDataLoaded(db: Database): Promise<boolean> {
  const owner = DEMO_ACCOUNTS[0]?.email;
  if (!owner) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${owner}`)
    .limit(1);
  return Boolean(row);
}
