import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { idSchema } from '@terna/domain';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { blacklist, persons, processPersons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { deliverLater, queueMails } from '../../mail/mailer.js';
import { parseInput } from '../../validation.js';
import { candidateMail, invitationLinker, mailProcessOf } from '../invitations/index.js';
import { recordActivities } from './activity.js';
import { candidateOf, processForAction, requireMenuItem, type ActionProcess } from './candidate-access.js';

/** Reminders go to candidates by e-mail: a controlled basic process has none to write to. */
function refuseBasic(action: ActionProcess): void {
  if (action.kind === 'CONTROLLED_BASIC') throw new DomainError('REMINDER_BASIC_PROCESS');
}

/**
 * sendReminder(processId, personId): e-mails a candidate who has not finished (neither ENDED nor
 * DISQUALIFIED) their invitation link again.
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
    const mail = candidateMail('reminder', ctx.locale, await mailProcessOf(tx, action.process), {
      email: candidate.email,
      firstName: candidate.firstName,
      link: link(id, candidate.id),
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
    const candidates = await tx
      .select({ id: processPersons.id, email: persons.email, firstName: persons.firstName })
      .from(processPersons)
      .innerJoin(persons, eq(persons.id, processPersons.personId))
      .where(
        and(
          eq(processPersons.processId, id),
          inArray(processPersons.evaluationsStatus, ['OPEN', 'INPROGRESS']),
          isNotNull(persons.email),
          ne(persons.email, ''),
          sql`not exists (select 1 from ${blacklist} b where b.company_id = ${processPersons.companyId} and b.person_id = ${processPersons.personId})`,
        ),
      )
      .orderBy(processPersons.id);
    const ids = await queueMails(
      tx,
      candidates.map((c) =>
        candidateMail('reminder', ctx.locale, mailProcess, {
          email: c.email!,
          firstName: c.firstName,
          link: link(id, c.id),
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
