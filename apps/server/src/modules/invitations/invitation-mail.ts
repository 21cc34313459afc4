import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { interpolate, type ComponentType, type Locale } from '@terna/domain';
import { resolveSecret } from '../../auth/tokens.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { companies, type processes } from '../../db/schema/index.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { candidateLink } from '../processes/index.js';

/** The process a link is made for: its end date is when the link stops opening the portal. */
export type LinkProcess = Pick<typeof processes.$inferSelect, 'id' | 'endDate'>;

/** Makes a candidate's link for a process: `step` points the portal at one step (reminders). */
export type InvitationLinker = (process: LinkProcess, processPersonId: number, step?: ComponentType | null) => string;

const TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([\w-]{22})$/;

function sign(secret: Uint8Array, processPersonId: number, expiresAt: number): string {
  return createHmac('sha256', secret)
    .update(`candidate-invitation:${processPersonId}.${expiresAt}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Builds each invited candidate's own link: the process's candidate link plus a token
 * `{processPersonId}.{expiresAt}.{signature}`, so a link names one candidate, cannot be made up for
 * another one, and carries the process's end date at the time it was made (epoch seconds) under the
 * signature: a later extension does not revive an old link, a renewed one is needed.
 */
export function invitationLinker(config: Config): InvitationLinker {
  const secret = resolveSecret(config);
  return (process, processPersonId, step) => {
    // A launched process always has an end date; a link that could never expire is never made.
    if (!process.endDate) throw new DomainError('PROCESS_STATUS_INVALID');
    const expiresAt = Math.floor(process.endDate.getTime() / 1000);
    const token = `${processPersonId}.${expiresAt}.${sign(secret, processPersonId, expiresAt)}`;
    const stepParam = step ? `&step=${step}` : '';
    return `${candidateLink(config.publicUrl, process.id)}?invitation=${token}${stepParam}`;
  };
}

/**
 * The participation and expiry an invitation token names, or null when it is malformed or its
 * signature is wrong (compared in constant time). Whether it has expired is the caller's to judge.
 */
export function verifyInvitationToken(
  config: Config,
  token: string,
): { processPersonId: number; expiresAt: Date } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const processPersonId = Number(match[1]);
  const expiresAt = Number(match[2]);
  const expected = Buffer.from(sign(resolveSecret(config), processPersonId, expiresAt));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { processPersonId, expiresAt: new Date(expiresAt * 1000) };
}

const TEMPLATES = {
  invitation: {
    es: {
      subject: '{{companyName}} te invita al proceso {{processName}}',
      body:
        'Hola {{firstName}}:\n\n{{companyName}} te invita a participar en su proceso de selección {{processName}}.\n\n' +
        'Para comenzar tu evaluación abre este enlace:\n{{link}}\n\nSi no esperabas esta invitación, puedes ignorar este mensaje.',
    },
    en: {
      subject: '{{companyName}} invites you to the process {{processName}}',
      body:
        'Hello {{firstName}},\n\n{{companyName}} invites you to take part in its selection process {{processName}}.\n\n' +
        'To start your evaluation, open this link:\n{{link}}\n\nIf you were not expecting this invitation, you can ignore this message.',
    },
  },
  reminder: {
    es: {
      subject: 'Recordatorio: tu evaluación en el proceso {{processName}}',
      body:
        'Hola {{firstName}}:\n\nTe recordamos que {{companyName}} espera que completes tu evaluación del proceso {{processName}}.\n\n' +
        'Para continuar abre este enlace:\n{{link}}\n\nSi ya la completaste, puedes ignorar este mensaje.',
    },
    en: {
      subject: 'Reminder: your evaluation in the process {{processName}}',
      body:
        'Hello {{firstName}},\n\nThis is a reminder that {{companyName}} is waiting for you to complete your evaluation in the process {{processName}}.\n\n' +
        'To continue, open this link:\n{{link}}\n\nIf you have already completed it, you can ignore this message.',
    },
  },
  notHired: {
    es: {
      subject: 'Gracias por participar en el proceso {{processName}}',
      body:
        'Hola {{firstName}}:\n\nGracias por tu interés y por el tiempo que dedicaste al proceso {{processName}} de {{companyName}}. ' +
        'En esta ocasión continuaremos con otros candidatos.\n\nTe deseamos éxito y esperamos contar contigo en futuras oportunidades.',
    },
    en: {
      subject: 'Thank you for taking part in the process {{processName}}',
      body:
        'Hello {{firstName}},\n\nThank you for your interest and for the time you gave to the process {{processName}} of {{companyName}}. ' +
        'This time we will continue with other candidates.\n\nWe wish you success and hope to meet you again in future opportunities.',
    },
  },
} as const satisfies Record<string, Record<Locale, { subject: string; body: string }>>;

export interface MailProcess {
  companyId: number;
  processName: string;
  /** The name candidates know the company by (the public company name when the process sets one). */
  companyName: string;
}

/** The names a candidate e-mail of the process shows. */
export async function mailProcessOf(
  db: Pick<Database, 'select'>,
  process: typeof processes.$inferSelect,
): Promise<MailProcess> {
  const [company] = await db
    .select({ name: companies.commercialName })
    .from(companies)
    .where(eq(companies.id, process.companyId));
  const publicName = (process.advanced as { publicCompanyName?: string | null } | null)?.publicCompanyName?.trim();
  return { companyId: process.companyId, processName: process.name, companyName: publicName || (company?.name ?? '') };
}

/**
 * A candidate e-mail in the recruiter's language (the one the request came in): the product has no
 * per-candidate language, and the recruiter writes to candidates in the language they work in.
 */
export function candidateMail(
  kind: keyof typeof TEMPLATES,
  locale: Locale,
  process: MailProcess,
  candidate: { email: string; firstName: string; link?: string },
): OutgoingMail {
  const template = TEMPLATES[kind][locale];
  const params = {
    companyName: process.companyName,
    processName: process.processName,
    firstName: candidate.firstName,
    link: candidate.link ?? '',
  };
  return {
    companyId: process.companyId,
    to: candidate.email,
    subject: interpolate(template.subject, params),
    body: interpolate(template.body, params),
    category: 'CANDIDATE',
  };
}
