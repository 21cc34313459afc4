import type { Locale } from '@terna/domain';
import type { MailRecipient } from '../processes/index.js';
import { candidateMail, type MailProcess } from './invitation-mail.js';

/** At most this many recipients are listed by name; `count` always tells them all. */
export const MAIL_PREVIEW_RECIPIENTS = 100;

/** What a process-wide e-mail will do before it is sent: who gets it, how many, and its text. */
export interface MailPreview {
  count: number;
  recipients: MailRecipient[];
  subject: string;
  body: string;
  /** When the same e-mail was last sent for the process; null when never (or not kept, for reminders). */
  lastSentAt: Date | null;
}

// Each candidate's own name and link go into their e-mail; the preview shows where they go.
const PLACEHOLDERS: Record<Locale, { firstName: string; link: string }> = {
  es: { firstName: '[nombre del candidato]', link: '[enlace personal del candidato]' },
  en: { firstName: '[candidate’s first name]', link: '[candidate’s personal link]' },
};

export function mailPreview(
  kind: 'notHired' | 'reminder',
  locale: Locale,
  process: MailProcess,
  recipients: MailRecipient[],
  lastSentAt: Date | null,
): MailPreview {
  const mail = candidateMail(kind, locale, process, { email: '', ...PLACEHOLDERS[locale] });
  return {
    count: recipients.length,
    recipients: recipients.slice(0, MAIL_PREVIEW_RECIPIENTS),
    subject: mail.subject,
    body: mail.body,
    lastSentAt,
  };
}
