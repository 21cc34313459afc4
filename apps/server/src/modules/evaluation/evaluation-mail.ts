import { interpolate, type Locale } from '@terna/domain';
import type { OutgoingMail } from '../../mail/mailer.js';

const TEMPLATE = {
  es: {
    subject: 'Recibimos tu evaluación para {{processName}}',
    body:
      'Hola {{name}}:\n\nRecibimos tu evaluación para el proceso {{processName}} de {{companyName}}. ' +
      'Gracias por tu tiempo.\n\nLa empresa revisará tus resultados y te contactará si avanzas en el proceso. ' +
      'No necesitas hacer nada más.',
  },
  en: {
    subject: 'We received your evaluation for {{processName}}',
    body:
      'Hello {{name}},\n\nWe received your evaluation for the {{processName}} process of {{companyName}}. ' +
      'Thank you for your time.\n\nThe company will review your results and contact you if you move forward. ' +
      'There is nothing else you need to do.',
  },
} as const satisfies Record<Locale, { subject: string; body: string }>;

/** The confirmation a candidate gets on finishing every step, in the language they took it in. */
export function evaluationFinishedMail(
  locale: Locale,
  input: { companyId: number; to: string; name: string; processName: string; companyName: string },
): OutgoingMail {
  const template = TEMPLATE[locale];
  const params = { name: input.name, processName: input.processName, companyName: input.companyName };
  return {
    companyId: input.companyId,
    to: input.to,
    subject: interpolate(template.subject, params),
    body: interpolate(template.body, params),
    category: 'CANDIDATE',
  };
}
