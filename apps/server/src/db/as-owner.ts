import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client.js';
import { TENANT_ROLE } from './tenant.js';

/**
 * Runs `read` inside the request's own transaction as the connection's owner role, then returns to
 * the tenant role. The talent pool spans companies, so the CV search and the anonymised CVs read
 * persons that row-level security hides from the tenant; a query on the separate owner connection
 * would wait forever on PGlite (one connection, held by the request's transaction). Only code that
 * enforces the company itself runs here: the pool's reads (cv-search, talent-pool.service), the
 * personal data export, and the data-subject erasure, whose every statement names the company.
 */
export async function asOwner<T>(db: Database, work: (db: Database) => Promise<T>): Promise<T> {
  // Role `none` is the session user, until the transaction ends; a session may always return to it.
  // On the owner connection itself (a script, a test) nothing changes. A mutation's savepoint is the
  // same transaction, so the test is on the role, not on the database object.
  const [switched] = await queryRows<{ tenant: boolean }>(
    db,
    // Materialized: the role is read before set_config changes it.
    sql`with me as materialized (select current_user = ${TENANT_ROLE} as tenant)
      select tenant, case when tenant then set_config('role', 'none', true) end as changed from me`,
  );
  if (!switched?.tenant) return work(db);
  const back = () => db.execute(sql`select set_config('role', ${TENANT_ROLE}, true)`);
  let result: T;
  try {
    result = await work(db);
  } catch (error) {
    // A failed statement aborted the transaction: nothing more runs in it, as owner or otherwise.
    await back().catch(() => undefined);
    throw error;
  }
  await back();
  return result;
}
