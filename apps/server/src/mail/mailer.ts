import { and, inArray, isNull, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { queryRows, type Database } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface OutgoingMail {
  companyId: number | null;
  to: string;
  subject: string;
  body: string;
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
  }));
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`insert into ${mailOutbox} (company_id, "to", subject, body)
      select x.company_id, x."to", x.subject, x.body
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(company_id int, "to" text, subject text, body text)
      returning id`,
  );
  return inserted.map((row) => Number(row.id));
}

/**
 * Delivers queued outbox rows by SMTP (when SMTP_URL is set) in the background, a batch at a
 * time, so the request that queued them answers at once. A message that fails stays in the
 * outbox with sentAt null. The promise is for tests; callers do not wait for it.
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
          await smtp.sendMail({ from: FROM, to: row.to, subject: row.subject, text: row.body });
          return row.id;
        }),
      );
      const sent = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failures = results.length - sent.length;
      if (failures)
        process.emitWarning(
          `${failures} of ${results.length} outbox messages were not delivered; they stay unsent in the outbox`,
        );
      if (sent.length) await db.update(mailOutbox).set({ sentAt: new Date() }).where(inArray(mailOutbox.id, sent));
    }
  };
  return new Promise<void>((resolve) => setImmediate(resolve)).then(deliver).catch((error: unknown) => {
    process.emitWarning(`outbox delivery stopped: ${error instanceof Error ? error.message : String(error)}`);
  });
}
