import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface OutgoingMail {
  companyId: number | null;
  to: string;
  subject: string;
  body: string;
}

const FROM = process.env.MAIL_FROM ?? 'Terna <no-reply@terna.lat>';
let transporter: Transporter | undefined;

/**
 * Every message is written to the outbox (the record of what was sent); with SMTP_URL it is also
 * delivered by SMTP and marked sent. Without SMTP the outbox is the delivery, readable by admins.
 */
export async function sendMail(db: Pick<Database, 'insert' | 'update'>, mail: OutgoingMail, smtpUrl?: string): Promise<void> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!smtpUrl || !row) return;
  transporter ??= nodemailer.createTransport(smtpUrl);
  await transporter.sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.body });
  await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
}
