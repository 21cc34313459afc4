import { sql } from 'drizzle-orm';
import { idSchema } from '@terna/domain';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { deliverLater, queueMails } from '../../mail/mailer.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from '../candidates/index.js';
import { findOwnProcess } from '../processes/index.js';
import { candidateMail, mailProcessOf } from './invitation-mail.js';

/**
 * POST /process-web/process/{id}/mail/notHired: a thank-you e-mail to every candidate of a
 * LAUNCHED or CLOSED process who is not hired, has an e-mail and is not on the company's unwanted
 * list, once per candidate (the NOT_HIRED_MAIL activity marks who has been thanked, so sending
 * again reaches only candidates added since). Returns how many were sent.
 */
export async function sendNotHiredMails(ctx: RequestContext, processId: unknown): Promise<{ sent: number }> {
  const caller = requirePermission(ctx, 'candidate.update');
  const id = parseInput(ctx, idSchema, processId);
  const { sent, mailIds } = await ctx.db.transaction(async (tx) => {
    // Locked, so two clicks at once do not thank the same candidates twice.
    const process = await findOwnProcess(tx, caller, id, true);
    if (process.status !== 'LAUNCHED' && process.status !== 'CLOSED') throw new DomainError('PROCESS_STATUS_INVALID');
    const candidates = await queryRows<{ id: number; email: string; first_name: string }>(
      tx,
      sql`select pp.id, pe.email, pe.first_name from process_persons pp join persons pe on pe.id = pp.person_id
        where pp.process_id = ${id} and coalesce(trim(pe.email), '') <> ''
          and not exists (select 1 from hires h where h.process_person_id = pp.id and h.status = 'ACTIVE')
          and not exists (select 1 from blacklist b where b.company_id = pp.company_id and b.person_id = pp.person_id and (b.expires_at is null or b.expires_at > now()))
          and not exists (select 1 from activities a where a.process_person_id = pp.id and a.name = 'NOT_HIRED_MAIL')
        order by pp.id`,
    );
    if (candidates.length === 0) return { sent: 0, mailIds: [] };
    const mailProcess = await mailProcessOf(tx, process);
    const mailIds = await queueMails(
      tx,
      candidates.map((c) =>
        candidateMail('notHired', ctx.locale, mailProcess, { email: c.email.trim(), firstName: c.first_name }),
      ),
    );
    await recordActivities(
      tx,
      candidates.map((c) => ({
        processPersonId: Number(c.id),
        name: 'NOT_HIRED_MAIL' as const,
        userId: caller.userId,
      })),
    );
    await audit(tx, caller, 'process.notHiredMail', 'process', id, { sent: candidates.length });
    return { sent: candidates.length, mailIds };
  });
  ctx.afterCommit((db) => deliverLater(db, mailIds, ctx.config.smtpUrl));
  return { sent };
}
