import { sql } from 'drizzle-orm';
import { firstUnfinishedStep, idSchema, type ComponentType } from '@terna/domain';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { deliverLater, queueMails } from '../../mail/mailer.js';
import { parseInput } from '../../validation.js';
import { candidateMail, invitationLinker, mailPreview, mailProcessOf, type MailPreview } from '../invitations/index.js';
import { mailRecipients } from '../processes/index.js';
import { recordActivities } from './activity.js';
import {
  candidateOf,
  processForAction,
  processOfCandidate,
  requireMenuItem,
  type ActionProcess,
} from './candidate-access.js';

/** Reminders go to candidates by e-mail: a controlled basic process has none to write to. */
function refuseBasic(action: ActionProcess): void {
  if (action.kind === 'CONTROLLED_BASIC') throw new DomainError('REMINDER_BASIC_PROCESS');
}

/**
 * The step each candidate has left (firstUnfinishedStep of the domain): the process's components in
 * their order and each candidate's result statuses, read in two statements whatever the number.
 */
async function stepsLeft(
  tx: Pick<Database, 'execute'>,
  processId: number,
  processPersonIds: readonly number[],
): Promise<Map<number, ComponentType | null>> {
  const order = await queryRows<{ component_type: ComponentType }>(
    tx,
    sql`select jc.component_type from job_opportunities jo join job_components jc on jc.job_opportunity_id = jo.id
      where jo.process_id = ${processId} order by jc."order", jc.id`,
  );
  const results = await queryRows<{ process_person_id: number; component_type: string; status: string }>(
    tx,
    sql`select cr.process_person_id, cr.component_type, cr.status from component_results cr
      where cr.process_person_id = any(${`{${processPersonIds.join(',')}}`}::int[])`,
  );
  const statuses = new Map<number, Map<string, string>>();
  for (const row of results) {
    const own = statuses.get(Number(row.process_person_id)) ?? new Map<string, string>();
    statuses.set(Number(row.process_person_id), own.set(row.component_type, row.status));
  }
  const types = order.map((row) => row.component_type);
  return new Map(processPersonIds.map((id) => [id, firstUnfinishedStep(types, statuses.get(id) ?? new Map())]));
}

/**
 * sendReminder(processId, personId): e-mails a candidate who has not finished (neither ENDED nor
 * DISQUALIFIED) their invitation link again, pointed at the first step they have left.
 */
export async function sendReminder(ctx: RequestContext, processId: number, personId: number): Promise<boolean> {
  const caller = requirePermission(ctx, 'candidate.update');
  const id = parseInput(ctx, idSchema, processId);
  const person = parseInput(ctx, idSchema, personId);
  const link = invitationLinker(ctx.config);
  const queued = await ctx.db.transaction(async (tx) => {
    const action = await processForAction(tx, caller, id, 'reminder');
    refuseBasic(action);
    const candidate = await candidateOf(tx, id, { personId: person }, true);
    requireMenuItem('sendReminder', candidate, action);
    if (!candidate.email) throw new DomainError('CANDIDATE_NO_EMAIL');
    const steps = await stepsLeft(tx, id, [candidate.id]);
    const mail = candidateMail('reminder', ctx.locale, await mailProcessOf(tx, action.process), {
      email: candidate.email,
      firstName: candidate.firstName,
      link: link(action.process, candidate.id, steps.get(candidate.id)),
    });
    const ids = await queueMails(tx, [mail]);
    await recordActivities(tx, [
      { processPersonId: candidate.id, name: 'REMINDER_SENT', userId: caller.userId, data: { email: candidate.email } },
    ]);
    await audit(tx, caller, 'candidate.reminder', 'processPerson', candidate.id, {
      processId: id,
      email: candidate.email,
    });
    return ids;
  });
  ctx.afterCommit((db) => deliverLater(db, queued, ctx.config.smtpUrl));
  return true;
}

/**
 * renewInvitation(processPersonId): e-mails the candidate their invitation again with a fresh link,
 * which expires at the process's current end date (an old link keeps the end date it was made
 * with). Like a reminder: a LAUNCHED process that is not basic, a candidate who can still take it.
 */
export async function renewInvitation(ctx: RequestContext, processPersonId: number): Promise<boolean> {
  const caller = requirePermission(ctx, 'candidate.update');
  const id = parseInput(ctx, idSchema, processPersonId);
  const link = invitationLinker(ctx.config);
  const queued = await ctx.db.transaction(async (tx) => {
    const action = await processOfCandidate(tx, caller, id, 'reminder');
    if (action.kind === 'CONTROLLED_BASIC') throw new DomainError('INVITATION_BASIC_PROCESS');
    const candidate = await candidateOf(tx, action.process.id, { processPersonId: id }, true);
    requireMenuItem('renewInvitation', candidate, action);
    if (!action.process.endDate || action.process.endDate.getTime() <= Date.now())
      throw new DomainError('INVITATION_PROCESS_ENDED');
    if (!candidate.email) throw new DomainError('CANDIDATE_NO_EMAIL');
    const mail = candidateMail('invitation', ctx.locale, await mailProcessOf(tx, action.process), {
      email: candidate.email,
      firstName: candidate.firstName,
      link: link(action.process, candidate.id),
    });
    const ids = await queueMails(tx, [mail]);
    await recordActivities(tx, [
      {
        processPersonId: candidate.id,
        name: 'INVITATION_RENEWED',
        userId: caller.userId,
        data: { email: candidate.email, expiresAt: action.process.endDate.toISOString() },
      },
    ]);
    await audit(tx, caller, 'candidate.renewInvitation', 'processPerson', candidate.id, {
      processId: action.process.id,
      expiresAt: action.process.endDate.toISOString(),
    });
    return ids;
  });
  ctx.afterCommit((db) => deliverLater(db, queued, ctx.config.smtpUrl));
  return true;
}

/** When a reminder last went to a candidate of the process, alone or with the others. */
async function lastReminderAt(db: Pick<Database, 'execute'>, processId: number): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select max(a.timestamp) as at from activities a join process_persons pp on pp.id = a.process_person_id
      where pp.process_id = ${processId} and a.name = 'REMINDER_SENT'`,
  );
  return row?.at ? new Date(row.at) : null;
}

/**
 * pendingNotificationPreview(processId) (ours; permission candidate.update): whom "Notificar a los
 * candidatos pendientes" would remind now, how many, the e-mail's text, and when a reminder last went.
 */
export async function pendingNotificationPreview(ctx: RequestContext, processId: number): Promise<MailPreview> {
  const caller = requirePermission(ctx, 'candidate.update');
  const id = parseInput(ctx, idSchema, processId);
  const action = await processForAction(ctx.db, caller, id, 'reminder');
  refuseBasic(action);
  const [recipients, lastSentAt] = await Promise.all([
    mailRecipients(ctx.db, id, 'pending'),
    lastReminderAt(ctx.db, id),
  ]);
  return mailPreview('reminder', ctx.locale, await mailProcessOf(ctx.db, action.process), recipients, lastSentAt);
}

/**
 * sendNotificationByProcessId(processId): a reminder to every candidate of the process who can
 * get one (OPEN or INPROGRESS, with an e-mail, not blacklisted). Returns how many were sent.
 */
export async function sendNotificationByProcessId(ctx: RequestContext, processId: number): Promise<number> {
  const caller = requirePermission(ctx, 'candidate.update');
  const id = parseInput(ctx, idSchema, processId);
  const link = invitationLinker(ctx.config);
  const queued = await ctx.db.transaction(async (tx) => {
    const action = await processForAction(tx, caller, id, 'reminder');
    refuseBasic(action);
    const mailProcess = await mailProcessOf(tx, action.process);
    const candidates = await mailRecipients(tx, id, 'pending');
    const steps = await stepsLeft(
      tx,
      id,
      candidates.map((c) => c.id),
    );
    const ids = await queueMails(
      tx,
      candidates.map((c) =>
        candidateMail('reminder', ctx.locale, mailProcess, {
          email: c.email,
          firstName: c.firstName,
          link: link(action.process, c.id, steps.get(c.id)),
        }),
      ),
    );
    await recordActivities(
      tx,
      candidates.map((c) => ({
        processPersonId: c.id,
        name: 'REMINDER_SENT' as const,
        userId: caller.userId,
        data: { email: c.email },
      })),
    );
    await audit(tx, caller, 'candidate.reminders', 'process', id, { sent: candidates.length });
    return ids;
  });
  ctx.afterCommit((db) => deliverLater(db, queued, ctx.config.smtpUrl));
  return queued.length;
}
