import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';

/** The checked process's candidate a trust result was carried to. */
export interface CarriedTrust {
  processId: number;
  processPersonId: number;
}

/**
 * Carries a trust sub-process participant's finished RELIABILITY result to the same person's
 * candidacy in the checked (parent) process (decision 022): its trust code, and a RELIABILITY
 * result with the same value, checks and status, so the list, the facets, the sidebar and the
 * trust report read it there. Null when the participation is not in a trust sub-process.
 */
export async function carryTrustResult(
  tx: Database,
  processPersonId: number,
  result: { code: string; status: string; value: number | null; details: unknown },
  now: Date,
): Promise<CarriedTrust | null> {
  const [parent] = await queryRows<{ id: number; process_id: number }>(
    tx,
    sql`select pp.id, pp.process_id
      from process_persons cp
        join processes ch on ch.id = cp.process_id and ch.type_company_plan = 'RELIABILITY'
        join process_persons pp on pp.process_id = ch.parent_id and pp.person_id = cp.person_id
      where cp.id = ${processPersonId}
      for update of pp`,
  );
  if (!parent) return null;
  const value = result.value === null ? null : String(result.value);
  const details = JSON.stringify(result.details);
  await tx.execute(sql`update process_persons set trust_code = ${result.code} where id = ${parent.id}`);
  await tx.execute(sql`insert into component_results
      (process_person_id, component_type, status, value, is_completed, notified, details, created_at, updated_at)
    values (${parent.id}, 'RELIABILITY', ${result.status}, ${value}, true, true, ${details}::jsonb, ${now}, ${now})
    on conflict (process_person_id, component_type) do update set status = excluded.status, value = excluded.value,
      is_completed = true, notified = true, details = excluded.details, updated_at = excluded.updated_at`);
  return { processId: Number(parent.process_id), processPersonId: Number(parent.id) };
}
