import { sql } from 'drizzle-orm';
import { portalProcessStatus, PORTAL_STATUS_ERRORS, type PersonStatus, type PortalProcessStatus } from '@terna/domain';
import type { CandidateSession } from '../../auth/candidate-session.js';
import { requireCandidate, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';

/** The candidate of a portal request, with what every portal call checks: their participation, its process, their consent. */
export interface Participant extends CandidateSession {
  evaluationsStatus: PersonStatus;
  processName: string;
  processStatus: PortalProcessStatus;
  consented: boolean;
}

interface ParticipantRow {
  evaluations_status: PersonStatus;
  process_name: string;
  status: string;
  start_date: Date | string | null;
  end_date: Date | string | null;
  consented: boolean;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The signed-in candidate's participation as it is now. A token outlives nothing: a participation the
 * recruiter deleted (or moved) since the token was issued answers UNAUTHENTICATED.
 */
export async function loadParticipant(ctx: RequestContext, now = new Date()): Promise<Participant> {
  const session = requireCandidate(ctx);
  const [row] = await queryRows<ParticipantRow>(
    ctx.db,
    sql`select pp.evaluations_status, p.name as process_name, p.status, p.start_date, p.end_date,
        exists (select 1 from candidate_consents c where c.process_person_id = pp.id and c.data_processing) as consented
      from process_persons pp join processes p on p.id = pp.process_id
      where pp.id = ${session.processPersonId} and pp.process_id = ${session.processId}
        and pp.person_id = ${session.personId} and pp.company_id = ${session.companyId}`,
  );
  if (!row) throw new DomainError('UNAUTHENTICATED');
  return {
    ...session,
    evaluationsStatus: row.evaluations_status,
    processName: row.process_name,
    processStatus: portalProcessStatus(
      { status: row.status, startDate: asDate(row.start_date), endDate: asDate(row.end_date) },
      now,
    ),
    consented: row.consented,
  };
}

/** A participant who may answer now: the process is open and the privacy notice is accepted. */
export async function requireActiveParticipant(ctx: RequestContext, now = new Date()): Promise<Participant> {
  const participant = await loadParticipant(ctx, now);
  if (participant.processStatus !== 'OPEN') throw new DomainError(PORTAL_STATUS_ERRORS[participant.processStatus]);
  if (!participant.consented) throw new DomainError('CONSENT_REQUIRED');
  return participant;
}
