import { sql, type SQL } from 'drizzle-orm';
import { FINISHED_PERSON_STATUSES, PENDING_PERSON_STATUSES } from '@terna/domain';
import { queryRows, type Database } from '../../db/client.js';

// The candidates of a process, defined once (docs/decisions/034): every process_persons row of the
// process itself. Disqualified, blacklisted, hired and "No me gusta" candidates count; a deleted
// candidate has no row left; a trust sub-process's rows are its own (the same people checked again),
// not more candidates of the parent. The fragments read process_persons as `pp`.

/** The candidate holds an ACTIVE hire: a cancelled hire is history, not a hire. */
export const isHired: SQL = sql`exists (select 1 from hires h where h.process_person_id = pp.id and h.status = 'ACTIVE')`;

/** The person is on the company's unwanted list now. */
export const isBlacklisted: SQL = sql`exists (select 1 from blacklist b where b.company_id = pp.company_id and b.person_id = pp.person_id
  and (b.expires_at is null or b.expires_at > now()))`;

const statusIn = (statuses: readonly string[]) =>
  sql`pp.evaluations_status in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** Who a process-wide e-mail may reach: a candidate of the process with an e-mail, not on the unwanted list. */
const reachable = (processId: number) =>
  sql`pp.process_id = ${processId} and coalesce(trim(pe.email), '') <> '' and not ${isBlacklisted}`;

/** Which candidates each process-wide e-mail is for. */
const AUDIENCES = {
  /** "Notificar a los candidatos pendientes": still taking their evaluation. */
  pending: statusIn(PENDING_PERSON_STATUSES),
  /** "Agradecer a los no contratados": a final result, no hire, not thanked before. */
  notHired: sql`${statusIn(FINISHED_PERSON_STATUSES)} and not ${isHired}
    and not exists (select 1 from activities a where a.process_person_id = pp.id and a.name = 'NOT_HIRED_MAIL')`,
} satisfies Record<string, SQL>;

export type MailAudience = keyof typeof AUDIENCES;

export interface MailRecipient {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** The candidates of the process a process-wide e-mail goes to, in the order they joined: the preview and the sending read the same list. */
export async function mailRecipients(
  db: Pick<Database, 'execute'>,
  processId: number,
  audience: MailAudience,
): Promise<MailRecipient[]> {
  const rows = await queryRows<{ id: number; email: string; first_name: string; last_name: string }>(
    db,
    sql`select pp.id, trim(pe.email) as email, pe.first_name, pe.last_name
      from process_persons pp join persons pe on pe.id = pp.person_id
      where ${reachable(processId)} and ${AUDIENCES[audience]} order by pp.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
  }));
}
