import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ComponentType, KnockoutQuestion, ProcessStatus } from '@terna/domain';
import { mailOutbox, processes } from '../../src/db/schema/index.js';
import type { BuildComponentInput, ProcessRow } from './factories.js';
import type { TestApp } from './test-app.js';
import { uniqueTag } from './factories.js';

/** Typed calls of the candidate portal (docs/api/portal.md), as the portal's browser makes them. */

export interface PortalProcessInput {
  companyId: number;
  /** A public process (the wizard's apply link) with this slug; otherwise only invited candidates enter. */
  isPublic?: boolean;
  components?: ComponentType[];
  knockouts?: KnockoutQuestion[];
  status?: ProcessStatus;
  startDate?: Date | null;
  endDate?: Date | null;
  /** The controlled basic variant (identification numbers). */
  basic?: boolean;
  name?: string;
}

export interface PortalProcess extends ProcessRow {
  slug: string;
}

/** Two knock-out questions the way the wizard saves them (no ids): the first disqualifies with "No". */
export const KNOCKOUTS: KnockoutQuestion[] = [
  {
    type: 'YES_NO',
    content: '¿Tienes licencia de conducción vigente?',
    order: 1,
    discriminatory: true,
    answerList: [
      { content: 'Sí', correct: true },
      { content: 'No', correct: false },
    ],
  },
  {
    type: 'SINGLE_CHOICE',
    content: '¿Qué turno prefieres?',
    order: 2,
    discriminatory: false,
    answerList: [
      { content: 'Mañana', correct: true },
      { content: 'Tarde', correct: true },
      { content: 'Noche', correct: true },
    ],
  },
];

/** A process a candidate can open: launched, running, with the components asked for and a launch draft. */
export async function buildPortalProcess(t: TestApp, input: PortalProcessInput): Promise<PortalProcess> {
  const components: BuildComponentInput[] = (input.components ?? ['CURRICULUM', 'DISC']).map(
    (componentType, index) => ({ componentType, order: index + 1, weight: index === 0 ? 100 : 0 }),
  );
  const process = await t.buildProcess({
    companyId: input.companyId,
    ...(input.name ? { name: input.name } : {}),
    ...(input.status ? { status: input.status } : {}),
    ...(input.startDate !== undefined ? { startDate: input.startDate } : {}),
    ...(input.endDate !== undefined ? { endDate: input.endDate } : {}),
    ...(input.basic
      ? { typeCompanyPlan: 'CREDIT', environmentType: 'CONTROLLED', fullProfile: false }
      : input.isPublic
        ? { typeCompanyPlan: 'PROCESS' }
        : { typeCompanyPlan: 'CREDIT' }),
    withJobOpportunity: { components },
  });
  const slug = `apply-${uniqueTag()}`;
  const draft = {
    jobProfile: { description: 'Buscamos una persona que atienda a nuestros clientes con cuidado.' },
    curriculum: { questionList: input.knockouts ?? KNOCKOUTS },
  };
  const [updated] = await t.db
    .update(processes)
    .set({ isPublic: input.isPublic ?? false, publicSlug: slug, launchDraft: draft })
    .where(eq(processes.id, process.id))
    .returning();
  return { ...updated!, slug };
}

/** The newest code mailed to an address (what the candidate reads in their inbox). */
export async function mailedCode(t: TestApp, email: string): Promise<string | null> {
  const [mail] = await t.db
    .select({ body: mailOutbox.body })
    .from(mailOutbox)
    .where(and(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase())))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail?.body.match(/\n(\d{6})\n/)?.[1] ?? null;
}

/** Mails sent to an address so far. */
export async function mailsTo(t: TestApp, email: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()))
    .orderBy(mailOutbox.id);
}

export type ProcessRefBody = { slug: string } | { processId: number };

let addresses = 0;
/** A client address of its own, so the per-address limits of one test do not reach another's. */
export const nextAddress = () => `10.77.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

export interface CallOptions {
  token?: string | null;
  address?: string;
  headers?: Record<string, string>;
}

export function portalApi(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      remoteAddress: options.address ?? nextAddress(),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const api = {
    call,
    entryByProcess: (processId: number, options?: CallOptions) =>
      call('GET', `/portal-web/entry/process/${processId}`, undefined, options),
    entryBySlug: (slug: string, options?: CallOptions) =>
      call('GET', `/portal-web/entry/apply/${slug}`, undefined, options),
    requestCode: (processRef: ProcessRefBody, email: string, options?: CallOptions) =>
      call('POST', '/portal-web/entry/code', { processRef, email }, options),
    verify: (
      body: { processRef: ProcessRefBody; email: string; code: string; firstName?: string; lastName?: string },
      options?: CallOptions,
    ) => call('POST', '/portal-web/entry/verify', body, options),
    identification: (processId: number, identification: string, options?: CallOptions) =>
      call('POST', '/portal-web/entry/identification', { processId, identification }, options),
    invitation: (processId: number, token: string, options?: CallOptions) =>
      call('POST', '/portal-web/entry/invitation', { processId, token }, options),
    consent: (token: string, privacyVersion: string) =>
      call('POST', '/portal-web/me/consent', { privacyVersion, dataProcessing: true }, { token }),
    getCv: (token: string) => call('GET', '/portal-web/me/cv', undefined, { token }),
    saveCv: (token: string, cv: unknown) => call('PUT', '/portal-web/me/cv', cv, { token }),
    answerKnockout: (token: string, questionId: string, optionId: string) =>
      call('PUT', `/portal-web/me/cv/knockouts/${encodeURIComponent(questionId)}`, { optionId }, { token }),
    finishCv: (token: string) => call('POST', '/portal-web/me/cv/finish', undefined, { token }),
    updateMe: (token: string, personal: unknown) => call('PUT', '/people-web/persons/secure/me', personal, { token }),
    talentPool: (token: string) => call('GET', '/portal-web/me/talent-pool', undefined, { token }),
    setTalentPool: (token: string, body: unknown, options: CallOptions = {}) =>
      call('PUT', '/portal-web/me/talent-pool', body, { ...options, token }),

    /** Requests a code for the address, reads it from the mail and signs in: the candidate's token. */
    async signIn(processRef: ProcessRefBody, email: string, names: { firstName?: string; lastName?: string } = {}) {
      const address = nextAddress();
      const sent = await api.requestCode(processRef, email, { address });
      if (sent.statusCode !== 200) throw new Error(`code: ${sent.statusCode} ${sent.body}`);
      const code = await mailedCode(t, email);
      if (!code) throw new Error(`no code mailed to ${email}`);
      const session = await api.verify({ processRef, email, code, ...names }, { address });
      if (session.statusCode !== 200) throw new Error(`verify: ${session.statusCode} ${session.body}`);
      return (session.json() as { token: string }).token;
    },
  };
  return api;
}
