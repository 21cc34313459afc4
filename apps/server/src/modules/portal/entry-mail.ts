import { interpolate, PORTAL_CODE, type Locale } from '@terna/domain';
import type { OutgoingMail } from '../../mail/mailer.js';

const TEMPLATES = {
  es: {
    subject: 'Tu código para el proceso {{processName}}: {{code}}',
    body:
      'Hola:\n\nTu código para entrar al proceso de selección {{processName}} de {{companyName}} es:\n\n{{code}}\n\n' +
      'Vence en {{minutes}} minutos. Si no lo pediste, puedes ignorar este mensaje: nadie entra sin él.',
  },
  en: {
    subject: 'Your code for the process {{processName}}: {{code}}',
    body:
      'Hello,\n\nYour code to enter the selection process {{processName}} of {{companyName}} is:\n\n{{code}}\n\n' +
      'It expires in {{minutes}} minutes. If you did not ask for it, you can ignore this message: nobody gets in without it.',
  },
} as const satisfies Record<Locale, { subject: string; body: string }>;

/**
 * The sign-in code e-mail, in the language the candidate's browser asked for (the portal's request):
 * unlike invitations, the candidate writes this request themselves.
 */
export function portalCodeMail(
  locale: Locale,
  process: { companyId: number; processName: string; companyName: string },
  to: string,
  code: string,
): OutgoingMail {
  const params = {
    processName: process.processName,
    companyName: process.companyName,
    code,
    minutes: PORTAL_CODE.validMinutes,
  };
  const template = TEMPLATES[locale];
  return {
    companyId: process.companyId,
    to,
    subject: interpolate(template.subject, params),
    body: interpolate(template.body, params),
    category: 'CANDIDATE',
  };
}
