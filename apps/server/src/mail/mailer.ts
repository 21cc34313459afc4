import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MailCategory } from '@terna/domain';
import nodemailer, { type Transporter } from 'nodemailer';
import { queryRows, type Database } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface OutgoingMail {
  companyId: number | null;
  to: string;
  subject: string;
  body: string;
  /** Who it is for: the mail outbox hides a candidate's e-mail body from readers without candidate access. */
  category: MailCategory;
  attachments?: readonly MailAttachment[];
}

/** A file sent with a message, kept in the outbox row as text (an .ics invitation is text). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const FROM = process.env.MAIL_FROM ?? 'Terna <no-reply@terna.lat>';
let transporter: Transporter | undefined;

/** Messages delivered at a time: a bulk invitation's thousands trickle out instead of flooding the SMTP server. */
const DELIVERY_BATCH = 20;

/**
 * Every message is written to the outbox (the record of what was sent); with SMTP_URL it is also
 * delivered by SMTP and marked sent. Without SMTP the outbox is the delivery, readable by admins.
 *
 * Writes messages to the outbox in one statement, without delivering them, inside the caller's
 * transaction. Deliver them with deliverLater once it has committed (`ctx.afterCommit`).
 * The rows travel as one JSON parameter: a multi-row VALUES of thousands of messages takes Drizzle
 * about half a second of CPU to build, holding every other request of the server up.
 */
export async function queueMails(db: Database, mails: readonly OutgoingMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = mails.map((mail) => ({
    company_id: mail.companyId,
    to: mail.to,
    subject: mail.subject,
    body: mail.body,
    category: mail.category,
    attachments: mail.attachments?.length ? mail.attachments : null,
  }));
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`insert into ${mailOutbox} (company_id, "to", subject, body, category, attachments)
      select x.company_id, x."to", x.subject, x.body, x.category, x.attachments
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(company_id int, "to" text, subject text, body text, category text, attachments jsonb)
      returning id`,
  );
  return inserted.map((row) => Number(row.id));
}

/**
 * Delivers queued outbox rows by SMTP (when SMTP_URL is set) in the background, a batch at a
 * time, so the request that queued them answers at once. Each attempt is counted; a message that
 * fails is marked FAILED with the SMTP server's answer, for an administrator to resend from the
 * mail outbox. The promise is for tests; callers do not wait for it.
 */
export function deliverLater(db: Database, ids: readonly number[], smtpUrl: string | undefined): Promise<void> {
  if (!smtpUrl || ids.length === 0) return Promise.resolve();
  const deliver = async () => {
    transporter ??= nodemailer.createTransport(smtpUrl);
    const smtp = transporter;
    for (let start = 0; start < ids.length; start += DELIVERY_BATCH) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.id, ids.slice(start, start + DELIVERY_BATCH)), isNull(mailOutbox.sentAt)));
      const results = await Promise.allSettled(
        rows.map(async (row) => {
          await smtp.sendMail({
            from: FROM,
            to: row.to,
            subject: row.subject,
            text: row.body,
            attachments: ((row.attachments as MailAttachment[] | null) ?? []).map((file) => ({ ...file })),
          });
          return row.id;
        }),
      );
      const sent = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failures = results.flatMap((result, index) =>
        result.status === 'rejected' ? [{ id: rows[index]!.id, error: errorText(result.reason) }] : [],
      );
      if (failures.length)
        process.emitWarning(
          `${failures.length} of ${results.length} outbox messages were not delivered; they are marked FAILED`,
        );
      const attempt = sql`${mailOutbox.attempts} + 1`;
      if (sent.length)
        await db
          .update(mailOutbox)
          .set({ sentAt: new Date(), status: 'SENT', lastError: null, attempts: attempt })
          .where(inArray(mailOutbox.id, sent));
      for (const failure of failures)
        await db
          .update(mailOutbox)
          .set({ status: 'FAILED', lastError: failure.error, attempts: attempt })
          .where(eq(mailOutbox.id, failure.id));
    }
  };
  return new Promise<void>((resolve) => setImmediate(resolve)).then(deliver).catch((error: unknown) => {
    process.emitWarning(`outbox delivery stopped: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/** The SMTP server's answer, short enough for the outbox page. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
