import { eq } from 'drizzle-orm';
import { idSchema } from '@terna/domain';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { processes } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { deliverLater, queueMails } from '../../mail/mailer.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from '../candidates/index.js';
import { findOwnProcess, mailRecipients } from '../processes/index.js';
import { candidateMail, mailProcessOf } from './invitation-mail.js';
import { mailPreview, type MailPreview } from './mail-preview.js';

type ProcessRow = typeof processes.$inferSelect;

function requireThankable(process: ProcessRow): void {
  if (process.status !== 'LAUNCHED' && process.status !== 'CLOSED') throw new DomainError('PROCESS_STATUS_INVALID');
}

/**
 * notHiredMailPreview(processId) (ours; permission candidate.update): whom "Agradecer a los no
 * contratados" would thank now, how many, the e-mail's text, and when it was last sent.
 */
export async function notHiredMailPreview(ctx: RequestContext, processId: unknown): Promise<MailPreview> {
  const caller = requirePermission(ctx, 'candidate.update');
  const id = parseInput(ctx, idSchema, processId);
  const process = await findOwnProcess(ctx.db, caller, id);
  requireThankable(process);
  const recipients = await mailRecipients(ctx.db, id, 'notHired');
  return mailPreview(
    'notHired',
    ctx.locale,
    await mailProcessOf(ctx.db, process),
    recipients,
    process.notHiredMailSentAt,
  );
}

/**
 * POST /process-web/process/{id}/mail/notHired: a thank-you e-mail to every candidate of a
 * LAUNCHED or CLOSED process with a final result (ENDED or DISQUALIFIED) who is not hired, has an
 * e-mail and is not on the company's unwanted list, once per candidate (the NOT_HIRED_MAIL activity
 * marks who has been thanked, so sending again reaches only candidates who finished since). A
 * candidate still being evaluated is never thanked: they may yet be hired. Returns how many were
 * sent; the process keeps when it was last sent.
 *
 * Clicks at once (docs/decisions/034): the process row is locked, so they run one after the other;
 * the first thanks everyone, the others find nobody left and answer success with `sent: 0`.
 */
export async function sendNotHiredMails(ctx: RequestContext, processId: unknown): Promise<{ sent: number }> {
  const caller = requirePermission(ctx, 'candidate.update');
  const id = parseInput(ctx, idSchema, processId);
  const { sent, mailIds } = await ctx.db.transaction(async (tx) => {
    const process = await findOwnProcess(tx, caller, id, true);
    requireThankable(process);
    const candidates = await mailRecipients(tx, id, 'notHired');
    if (candidates.length === 0) return { sent: 0, mailIds: [] };
    const mailProcess = await mailProcessOf(tx, process);
    const mailIds = await queueMails(
      tx,
      candidates.map((c) => candidateMail('notHired', ctx.locale, mailProcess, c)),
    );
    await recordActivities(
      tx,
      candidates.map((c) => ({ processPersonId: c.id, name: 'NOT_HIRED_MAIL' as const, userId: caller.userId })),
    );
    await tx.update(processes).set({ notHiredMailSentAt: new Date() }).where(eq(processes.id, id));
    await audit(tx, caller, 'process.notHiredMail', 'process', id, { sent: candidates.length });
    return { sent: candidates.length, mailIds };
  });
  ctx.afterCommit((db) => deliverLater(db, mailIds, ctx.config.smtpUrl));
  return { sent };
}
