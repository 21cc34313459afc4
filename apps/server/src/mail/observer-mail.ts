import { interpolate, type Locale } from '@terna/domain';
import type { OutgoingMail } from './mailer.js';

const TEMPLATE = {
  es: {
    subject: '{{companyName}} te invita a revisar el proceso {{processName}}',
    body:
      'Hola {{name}}:\n\n{{companyName}} te invita a revisar los resultados de su proceso de selección {{processName}}.\n\n' +
      'Abre el informe con este enlace personal (no lo compartas):\n{{link}}\n\n' +
      'El enlace funciona hasta el {{expiresAt}}. Si no esperabas esta invitación, puedes ignorar este mensaje.',
  },
  en: {
    subject: '{{companyName}} invites you to review the process {{processName}}',
    body:
      'Hello {{name}},\n\n{{companyName}} invites you to review the results of its selection process {{processName}}.\n\n' +
      'Open the report with this personal link (do not share it):\n{{link}}\n\n' +
      'The link works until {{expiresAt}}. If you were not expecting this invitation, you can ignore this message.',
  },
} as const satisfies Record<Locale, { subject: string; body: string }>;

/** The process as the observer e-mail names it. */
export interface ObserverMailProcess {
  companyId: number;
  processName: string;
  companyName: string;
}

/** dd-MM-yyyy (the product's date format), in UTC: the e-mail cannot know the reader's time zone. */
const day = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;

/** The invitation an observer gets on send, in the language the recruiter works in (observers have no language of their own). */
export function observerMail(
  locale: Locale,
  process: ObserverMailProcess,
  observer: { name: string; email: string; link: string; expiresAt: Date },
): OutgoingMail {
  const template = TEMPLATE[locale];
  const params = {
    name: observer.name,
    companyName: process.companyName,
    processName: process.processName,
    link: observer.link,
    expiresAt: day(observer.expiresAt),
  };
  return {
    companyId: process.companyId,
    to: observer.email,
    subject: interpolate(template.subject, params),
    body: interpolate(template.body, params),
    category: 'OBSERVER',
  };
}
