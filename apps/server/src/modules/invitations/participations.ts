import { sql } from 'drizzle-orm';
import { processKind, type CandidateSource, type Locale } from '@terna/domain';
import type { Caller } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import type { processes } from '../../db/schema/index.js';
import { queueMails } from '../../mail/mailer.js';
import { candidateMail, mailProcessOf, type InvitationLinker } from './invitation-mail.js';

type ProcessRow = typeof processes.$inferSelect;

/** Writes timeline activities (the candidates module's recordActivities). */
export type ActivityRecorder = (
  db: Database,
  entries: { processPersonId: number; name: 'INVITED'; userId: number | null; data: Record<string, unknown> }[],
) => Promise<void>;

/** A person about to join a process, with what their invitation e-mail needs. */
export interface Invitee {
  personId: number;
  source: CandidateSource;
  email: string | null;
  firstName: string;
  /** Extra details of the INVITED activity (where the invitation came from). */
  activityData?: Record<string, unknown>;
}

export interface Participation {
  processPersonId: number;
  personId: number;
}

/** Over persons `pe`: a person of the company, one who took part in any of its processes. */
export const knownToCompany = (companyId: number) =>
  sql`exists (select 1 from process_persons kp where kp.person_id = pe.id and kp.company_id = ${companyId})`;

/** Rows as one JSON parameter: a set of any size is one bind parameter, read with jsonb_to_recordset. */
export const jsonRows = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * The controlled basic variant identifies candidates by identification and evaluates them on site
 * (spec 1 section 5): it has no e-mail field, so its candidates get no invitation e-mail.
 */
export const isBasicProcess = (process: ProcessRow) => processKind(process) === 'CONTROLLED_BASIC';

/**
 * Adds the invitees to the process as OPEN candidates, set-based (a handful of statements for one
 * or for thousands): the participations, a PENDING result per job component, the INVITED
 * activity, and the invitation e-mails queued in the outbox with each candidate's own link. The
 * caller holds the process row locked, has checked duplicates and the unwanted list, writes the
 * audit row and delivers the queued mails (deliverLater) once the transaction has committed.
 * `record` is the candidates module's recordActivities, handed in by the caller: the candidates
 * module imports this one's public entry, which exports this function, so it cannot import back.
 */
export async function addParticipations(
  tx: Database,
  caller: Caller,
  locale: Locale,
  process: ProcessRow,
  invitees: readonly Invitee[],
  link: InvitationLinker,
  record: ActivityRecorder,
): Promise<{ participations: Participation[]; mailIds: number[] }> {
  if (invitees.length === 0) return { participations: [], mailIds: [] };
  // A process with a trust sub-process marks new candidates "not invited" to it (the trust filter's NOT_INVITED).
  const inserted = await queryRows<{ id: number; person_id: number }>(
    tx,
    sql`insert into process_persons (process_id, person_id, company_id, evaluations_status, source, trust_code)
      select ${process.id}, x.person_id, ${process.companyId}, 'OPEN', x.source,
        case when exists (select 1 from processes ch where ch.parent_id = ${process.id} and ch.company_id = ${process.companyId}) then 'NOT_INVITED' end
      from jsonb_to_recordset(${jsonRows(invitees.map((i) => ({ person_id: i.personId, source: i.source })))}) as x(person_id int, source text)
      on conflict (process_id, person_id) do nothing
      returning id, person_id`,
  );
  const byPerson = new Map(inserted.map((row) => [Number(row.person_id), Number(row.id)]));
  const participations = invitees.flatMap((i) => {
    const processPersonId = byPerson.get(i.personId);
    return processPersonId === undefined ? [] : [{ processPersonId, personId: i.personId }];
  });
  if (participations.length === 0) return { participations, mailIds: [] };

  await tx.execute(sql`insert into component_results (process_person_id, component_type, status)
    select x.id, jc.component_type, 'PENDING'
    from jsonb_to_recordset(${jsonRows(participations.map((p) => ({ id: p.processPersonId })))}) as x(id int)
    cross join job_opportunities jo join job_components jc on jc.job_opportunity_id = jo.id
    where jo.process_id = ${process.id}`);

  const invitee = new Map(invitees.map((i) => [i.personId, i]));
  await record(
    tx,
    participations.map((p) => {
      const { source, activityData } = invitee.get(p.personId)!;
      return {
        processPersonId: p.processPersonId,
        name: 'INVITED',
        userId: caller.userId,
        data: { source, ...activityData },
      };
    }),
  );

  if (isBasicProcess(process)) return { participations, mailIds: [] };
  const mailProcess = await mailProcessOf(tx, process);
  const mails = participations.flatMap((p) => {
    const { email, firstName } = invitee.get(p.personId)!;
    return email
      ? [
          candidateMail('invitation', locale, mailProcess, {
            email,
            firstName,
            link: link(process, p.processPersonId),
          }),
        ]
      : [];
  });
  return { participations, mailIds: await queueMails(tx, mails) };
}
