import { sql } from 'drizzle-orm';
import {
  idSchema,
  MAIL_ATTEMPTS_MAX,
  MAIL_OUTBOX_PAGE_SIZES,
  MAIL_STATUSES,
  recipientSearchSchema,
  type MailCategory,
  type MailStatus,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { deliverLater } from '../../mail/mailer.js';
import { pagination, parseInput } from '../../validation.js';
import { likePattern } from './search.js';

/** An e-mail of the company's outbox as an administrator reads it. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  /** The text; null when it is a candidate's e-mail and the reader may not see candidates. */
  body: string | null;
  category: MailCategory;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  /** The attached files' names (an interview's .ics). */
  attachments: string[];
}

export interface OutboxPage {
  data: OutboxMail[];
  total: number;
}

const argsSchema = z.object({
  ...pagination(MAIL_OUTBOX_PAGE_SIZES.max, MAIL_OUTBOX_PAGE_SIZES.default),
  search: recipientSearchSchema,
  status: z.enum(MAIL_STATUSES).nullish(),
});

interface MailRow {
  id: number;
  to: string;
  subject: string;
  body: string;
  category: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  attachments: { filename: string }[] | null;
}

/** A candidate's e-mail carries their personal data: only readers of candidates see its text. */
const toMail = (caller: Caller, row: MailRow): OutboxMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  body: row.category === 'CANDIDATE' && !caller.permissions.includes('candidate.view') ? null : row.body,
  category: row.category as MailCategory,
  status: row.status as MailStatus,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: new Date(row.created_at),
  sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  attachments: (row.attachments ?? []).map((file) => file.filename),
});

/** mailOutbox(page, size, search, status): the e-mails the product sent or queued for the company, newest first. */
export async function mailOutboxPage(ctx: RequestContext, args: unknown): Promise<OutboxPage> {
  const caller = requirePermission(ctx, 'company.full');
  const { page, size, search, status } = parseInput(ctx, argsSchema, args);
  const where = sql`where m.company_id = ${caller.companyId}
    ${search ? sql`and lower(m."to") like lower(${likePattern(search)})` : sql``}
    ${status ? sql`and m.status = ${status}` : sql``}`;
  const rows = await queryRows<MailRow>(
    ctx.db,
    sql`select m.id, m."to", m.subject, m.body, m.category, m.status, m.attempts, m.last_error, m.created_at, m.sent_at, m.attachments
      from mail_outbox m ${where} order by m.id desc limit ${size} offset ${(page - 1) * size}`,
  );
  const [total] = await queryRows<{ total: number | string }>(
    ctx.db,
    sql`select count(*) as total from mail_outbox m ${where}`,
  );
  return { data: rows.map((row) => toMail(caller, row)), total: Number(total?.total ?? 0) };
}

/**
 * resendMail(id): queues a FAILED e-mail of the company again and hands it to SMTP after the commit
 * (without SMTP the outbox itself is the delivery). At most MAIL_ATTEMPTS_MAX attempts.
 */
export async function resendMail(ctx: RequestContext, id: unknown): Promise<OutboxMail> {
  const caller = requirePermission(ctx, 'company.full');
  const mailId = parseInput(ctx, z.object({ id: idSchema }), { id }).id;
  const mail = await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<MailRow>(
      tx,
      sql`select id, "to", subject, body, category, status, attempts, last_error, created_at, sent_at, attachments
        from mail_outbox where id = ${mailId} and company_id = ${caller.companyId} for update`,
    );
    if (!row) throw new DomainError('NOT_FOUND');
    if (row.status !== 'FAILED' || row.attempts >= MAIL_ATTEMPTS_MAX) throw new DomainError('MAIL_NOT_RESENDABLE');
    const [queued] = await queryRows<MailRow>(
      tx,
      sql`update mail_outbox set status = 'QUEUED', last_error = null where id = ${mailId}
        returning id, "to", subject, body, category, status, attempts, last_error, created_at, sent_at, attachments`,
    );
    await audit(tx, caller, 'mail.resend', 'mail', mailId, { to: row.to, attempts: row.attempts });
    return toMail(caller, queued!);
  });
  ctx.afterCommit((db) => deliverLater(db, [mail.id], ctx.config.smtpUrl));
  return mail;
}
