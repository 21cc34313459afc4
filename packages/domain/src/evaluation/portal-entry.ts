import { z } from 'zod';
import type { Locale } from '../constants.js';
import { interpolate } from '../i18n/messages.js';
import { typedText, type KnockoutQuestion } from '../launch/draft.js';
import { emailSchema } from '../validation/email.js';
import { idSchema } from '../validation/id.js';
import { msg } from '../validation/messages.js';
import type { PortalProcessStatus } from './entry.js';
import { PORTAL_CODE, type PortalComponent, type PublicQuestion } from './protocol.js';

/**
 * How a candidate enters the portal and what they accept there (docs/api/portal.md, Entry;
 * docs/decisions/014-candidate-portal.md): the request bodies, the privacy notice every company
 * shows until it writes its own, and the rules for the CV upload.
 */

/** How the entry page asks the candidate to identify. */
export const PORTAL_IDENTIFY_BY = ['EMAIL', 'IDENTIFICATION'] as const;
export type PortalIdentifyBy = (typeof PORTAL_IDENTIFY_BY)[number];

export interface PortalEntryInfo {
  processId: number;
  processName: string;
  companyName: string;
  logoUrl: string | null;
  description: string | null;
  status: PortalProcessStatus;
  identifyBy: PortalIdentifyBy;
  /** yyyy-MM-dd in the process's time zone, or null. */
  startDate: string | null;
  endDate: string | null;
  components: PortalComponent[];
  privacy: { version: string; link: string };
}

export interface PortalSession {
  token: string;
  expiresAt: string;
}

/** `{ slug }` of the public application link, or `{ processId }` of the candidate link. */
export const processRefSchema = z.union([
  z.object({ slug: z.string().trim().min(1, msg('required')).max(64, msg('max')) }).strict(),
  z.object({ processId: idSchema }).strict(),
]);
export type ProcessRef = z.infer<typeof processRefSchema>;

export const portalCodeRequestSchema = z.object({ processRef: processRefSchema, email: emailSchema });

const codePattern = new RegExp(`^\\d{${PORTAL_CODE.length}}$`);
export const portalVerifySchema = z.object({
  processRef: processRefSchema,
  email: emailSchema,
  code: z.string().trim().regex(codePattern, msg('regex')),
  // A new applicant of a public process gives their name; anyone else's is ignored.
  firstName: typedText(80, { min: 1 }).optional(),
  lastName: typedText(80, { min: 1 }).optional(),
});

export const invitationEntrySchema = z.object({
  processId: idSchema,
  token: z.string().trim().min(1, msg('required')).max(128, msg('max')),
});

export const identificationEntrySchema = z.object({
  processId: idSchema,
  identification: typedText(30, { min: 1 }),
});

export const portalConsentSchema = z.object({
  privacyVersion: z.string().trim().min(1, msg('required')).max(32, msg('max')),
  dataProcessing: z.literal(true, { error: msg('required') }),
});

export const knockoutAnswerBodySchema = z.object({ optionId: z.string().trim().min(1).max(64) });

/**
 * The candidate privacy notice (versioned): the company that runs the process is the data
 * controller and Terna processes the data on its behalf. Every company shows this text until
 * company settings let it publish its own (issue 18); accepting it is stored with its version.
 */
export const CANDIDATE_PRIVACY_NOTICE = {
  version: '2026-11',
  text: {
    es:
      'Aviso de privacidad para candidatos (versión {{version}})\n\n' +
      'Responsable del tratamiento: {{companyName}}, que organiza el proceso de selección «{{processName}}». ' +
      'Terna trata tus datos por cuenta de {{companyName}} como encargado del tratamiento.\n\n' +
      'Datos que tratamos: los que escribes en el portal (datos personales y de contacto, hoja de vida, ' +
      'el archivo que subas), tus respuestas a las evaluaciones y sus resultados, y la dirección IP y el ' +
      'navegador con los que aceptas este aviso.\n\n' +
      'Finalidad: evaluar tu candidatura en este proceso y en los procesos de {{companyName}} a los que te ' +
      'invite; los resultados los ven solo las personas de {{companyName}} que llevan el proceso y los ' +
      'observadores que ellas designen.\n\n' +
      'Base: tu consentimiento, que puedes retirar escribiendo a {{companyName}}; retirarlo no afecta lo ' +
      'tratado antes.\n\n' +
      'Conservación: mientras {{companyName}} mantenga sus procesos de selección, salvo que pidas antes su ' +
      'supresión.\n\n' +
      'Tus derechos: conocer, actualizar, rectificar y suprimir tus datos, y revocar tu consentimiento, ' +
      'dirigiéndote a {{companyName}}.',
    en:
      'Privacy notice for candidates (version {{version}})\n\n' +
      'Data controller: {{companyName}}, which runs the selection process “{{processName}}”. Terna processes ' +
      'your data on behalf of {{companyName}} as its processor.\n\n' +
      'Data processed: what you enter in the portal (personal and contact data, CV, the file you upload), ' +
      'your answers to the evaluations and their results, and the IP address and browser you accept this ' +
      'notice from.\n\n' +
      'Purpose: to assess your application in this process and in the processes of {{companyName}} you are ' +
      'invited to; only the people of {{companyName}} who run the process, and the observers they appoint, ' +
      'see the results.\n\n' +
      'Basis: your consent, which you may withdraw by writing to {{companyName}}; withdrawing it does not ' +
      'affect what was processed before.\n\n' +
      'Retention: while {{companyName}} keeps its selection processes, unless you ask for deletion earlier.\n\n' +
      'Your rights: to access, update, correct and delete your data, and to withdraw your consent, by ' +
      'contacting {{companyName}}.',
  },
} as const satisfies { version: string; text: Record<Locale, string> };

/** The notice as the candidate reads it, naming the company of the process. */
export function candidatePrivacyNotice(locale: Locale, names: { companyName: string; processName: string }): string {
  return interpolate(CANDIDATE_PRIVACY_NOTICE.text[locale], { version: CANDIDATE_PRIVACY_NOTICE.version, ...names });
}

/**
 * Knock-out questions with an id on every question and option: the wizard's editor sends none, so
 * the launch fills them in (`k{order}`, `k{order}-{n}`) and the portal and the scoring engine address
 * them by these. Ids already there are kept.
 */
export function withKnockoutIds(questions: readonly KnockoutQuestion[]): KnockoutQuestion[] {
  return questions.map((question) => {
    const id = question.id ?? `k${question.order}`;
    return {
      ...question,
      id,
      answerList: question.answerList.map((answer, index) => ({ ...answer, id: answer.id ?? `${id}-${index + 1}` })),
    };
  });
}

/** A knock-out question as the candidate sees it: no `correct`, no `discriminatory`. */
export function publicKnockout(question: KnockoutQuestion): PublicQuestion {
  return {
    kind: 'SINGLE_CHOICE',
    id: question.id!,
    content: question.content,
    options: question.answerList.map((answer) => ({ id: answer.id!, label: answer.content })),
  };
}

/** The CV file: PDF or DOCX only, checked by content. */
export const CV_FILE_EXTENSIONS = ['pdf', 'docx'] as const;

/**
 * A DOCX is a zip, so its declared content is checked before anyone opens it: a zip bomb expands to
 * gigabytes from a few kilobytes. Limits on the sum of the declared sizes, on each entry's
 * compression ratio (Word's own XML compresses about 10:1) and on the number of entries.
 */
export const DOCX_LIMITS = {
  totalUncompressedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  maxEntries: 1000,
} as const;
