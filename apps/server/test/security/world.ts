import type { ComponentType, LaunchDraft, PersonStatus } from '@terna/domain';
import type { Services } from '../../src/context.js';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { SignJWT } from 'jose';
import { newOpaqueToken, resolveSecret } from '../../src/auth/tokens.js';
import {
  agencies,
  bankQuestions,
  candidateFiles,
  chatConversations,
  chatUsers,
  companyContacts,
  departments,
  candidateReports,
  comparatorEntries,
  componentResults,
  companyFeatures,
  companyRoles,
  companyTags,
  memberships,
  mailOutbox,
  orders,
  persons,
  planConfigs,
  plans,
  products,
  subscriptions,
  processes,
  questionBanks,
  reportTemplates,
  userIntegrations,
  userInvitations,
} from '../../src/db/schema/index.js';
import { OAUTH_CALLBACK_PATH } from '../../src/modules/meetings/integration.service.js';
import { encryptToken, tokenKey } from '../../src/modules/meetings/token-cipher.js';
import type { FakeZoom } from '../support/fake-zoom.js';
import { reportLink } from '../../src/modules/reports/report-link.js';
import type { Factories } from '../support/factories.js';
import { datesFor, DISC_AND_INTERVIEW, fullJobProfile, INTERVIEW } from '../support/launch-api.js';

/** A candidate of a world's process, as the operations name one. */
export interface WorldCandidate {
  processPersonId: number;
  personId: number;
  email: string;
}

/**
 * The candidates of a world's main process, one per purpose: an operation that changes a
 * candidate (deletes, hires, approves it) gets one of its own, so every operation of the
 * catalogue succeeds once on a fresh world whatever ran before it.
 */
export const WORLD_CANDIDATES = {
  open: 'OPEN',
  deletable: 'OPEN',
  deletableByPerson: 'OPEN',
  blacklistable: 'OPEN',
  ended: 'ENDED',
  endedForRest: 'ENDED',
  comparable: 'ENDED',
  inComparator: 'ENDED',
  hired: 'ENDED',
  hiredForCancel: 'ENDED',
  disqualified: 'DISQUALIFIED',
  disqualifiedForRest: 'DISQUALIFIED',
  interviewed: 'ENDED',
  awaitingGrade: 'ENDED',
  tagged: 'INPROGRESS',
} as const satisfies Record<string, PersonStatus>;
export type WorldCandidateName = keyof typeof WORLD_CANDIDATES;

/**
 * The objects of one company the catalogue's calls act on. Only ids and strings, so the security
 * suites can swap in another company's world, or one of ids that do not exist (missingWorld).
 */
export interface World {
  companyId: number;
  /** The e-mail of the user the world was built for (the sign-in routes' payload). */
  userEmail: string;
  /** A LAUNCHED e-mail process on the PROCESS plan with a job opportunity (DISC, competences, interview) and process tags. */
  processId: number;
  processName: string;
  processTagCode: string;
  closableProcessId: number;
  /** A CLOSED process with an ACTIVE hire: the one recordProcessNps scores. */
  ratedProcessId: number;
  archivableProcessId: number;
  /** A LAUNCHED process on the PROCESS plan that one 20-day tier can extend; endDate in milliseconds. */
  extendable: { processId: number; endDate: number };
  /** Another LAUNCHED process, with a candidate to invite into the main one. */
  sourceProcessId: number;
  source: WorldCandidate;
  /** The source process's public application slug (the candidate portal's /apply link). */
  publicSlug: string;
  /** A controlled basic process with an OPEN candidate of that identification. */
  basic: { processId: number; identification: string };
  candidates: Record<WorldCandidateName, WorldCandidate>;
  /** A tag of candidates.tagged. */
  personTagId: number;
  /** The CV file candidates.ended uploaded: the company's members who see that candidate may download it. */
  cvFileKey: string;
  /** An ENDED candidate of the main process whose reliability (trust) result is SUCCESS and scored, and that result's id. */
  trust: { processPersonId: number; reliabilityResultId: number };
  /** A COMPLETED report of candidates.ended with its file, and its signed download address (valid for a day). */
  report: { id: number; expires: number; signature: string };
  /** The link token of an observer of the main process (every section, terms accepted): the observer realm's caller. */
  observerToken: string;
  /** The world's user, a chat user of the company; candidates.open's chat is open (docs/api/chat.md). */
  chatUserId: number;
  /** The id of that observer (the observer operations name it: processPersonObserverShortListed, the feelings route). */
  observerId: number;
  /** Observers of the main process, one per management action: not yet sent, ACTIVE, revoked (renewable) and one to delete. */
  observers: { recent: number; active: number; renewable: number; deletable: number };
  /**
   * The launch wizard's objects: a DRAFT with a blank profile (the step operations), one ready to
   * launch on a CREDIT plan of its own, a DRAFT on the PROCESS plan (competence suggestion; the
   * company has AI_PROFILE), and the main process's position.
   */
  launch: { draftId: number; readyDraftId: number; etalentDraftId: number; positionId: number };
  /** The PROCESS plan the processes run on: a credit account with movements (the credits page). */
  planConfigId: number;
  /** A knowledge question bank of the company, with a question to edit and one to delete. */
  questionBank: { id: number; questionId: number; deletableQuestionId: number };
  /**
   * Users and roles: an agency to scope invitations to, a RECRUITER member per member action, pending
   * invitations to resend and cancel, company roles to edit and delete, the token of a pending
   * invitation of a new address (accept) and of one another company sent to the world's user (join).
   */
  users: {
    agencyId: number;
    updatable: number;
    deactivatable: number;
    reactivatable: number;
    removable: number;
    invitationId: number;
    cancellableInvitationId: number;
    roleId: number;
    deletableRoleId: number;
    acceptToken: string;
    joinToken: string;
  };
  /**
   * The company service's objects (spec 2 section 7.3): an agency with a
   * department to rename and one to delete, and an e-mail and a phone to remove.
   */
  account: {
    agencyId: number;
    departmentId: number;
    deletableDepartmentId: number;
    mailId: number;
    phoneId: number;
  };
  /** The company area's records: own company tags (one to edit, one to delete), a FAILED e-mail, a member. */
  records: { companyTagId: number; deletableCompanyTagId: number; failedMailId: number; memberUserId: number };
  /** A candidate of the main process kept for anonymizeCandidate alone (docs/decisions/033): erasing them changes no other object. */
  erasablePersonId: number;
  /**
   * The subscription service's objects (docs/api/subscriptions.md): the subscription the PROCESS plan
   * belongs to, one to cancel, a cancelled one to resume, a PENDING order, and the product it sells.
   */
  subscription: { id: number; cancellableId: number; resumableId: number; orderId: number; productId: number };
  /**
   * The talent pool (issue 19): the company's TALENT POOL plan, and an opted-in person of nobody's
   * base (so in every company's talent pool) that the plan can buy. Nothing of it carries the label:
   * anyone's talent-pool search shows the person, anonymised.
   */
  talentPool: { planConfigId: number; personId: number };
  /**
   * Virtual interviews (docs/api/meetings.md): the company has ZOOM_INTEGRATION, the world's user is
   * connected to the app's fake Zoom, and an OAuth callback's state and (reusable) code for that user.
   */
  zoom: { state: string; code: string };
  /** A LAUNCHED process checked by a trust sub-process (childId; RELIABILITY plan with credits), with a candidate not yet invited. */
  trustCheck: { processId: number; childId: number; personId: number };
}

export interface BuildWorldInput {
  companyId: number;
  /** The user the world is for: the comparator holds candidates per user. */
  userId: number;
  userEmail: string;
  /** The PROCESS plan the processes run on (it pays for extensions). */
  processPlanConfigId: number;
  /** Put in every name, e-mail and label, so a response holding any of them can be recognised. */
  label: string;
}

const DAY_MS = 86_400_000;
const COMPONENTS: ComponentType[] = ['DISC', 'COMPETENCE', 'INTERVIEW'];

/**
 * A company's processes and candidates in every state the operations need, with the rest of what
 * a company holds around them: tags, feelings, an observer, the unwanted list, hires, the
 * comparator, a CV, a company tag, a trust result, a report template and a generated report.
 */
/** What a world is built with: a test app's factories, database, services and fake Zoom. */
type WorldApp = Factories & { db: Database; services: Pick<Services, 'files' | 'config'>; zoom: FakeZoom };

export async function buildWorld(t: WorldApp, input: BuildWorldInput): Promise<World> {
  const { companyId, label } = input;
  const name = (what: string) => `${label} ${what}`.toUpperCase();
  const processTagCode = 'Process_Tag_1';
  const tags = [{ code: processTagCode, label: `${label} etiqueta`, color: '#123456' }];
  const onPlan = { companyId, planConfigId: input.processPlanConfigId, withJobOpportunity: true } as const;
  const main = await t.buildProcess({
    ...onPlan,
    name: name('proceso'),
    tags,
    ownerId: input.userId,
    positionName: `${label} analista`,
  });
  const [closable, archivable, source, basic] = await Promise.all([
    t.buildProcess({ ...onPlan, name: name('cierre') }),
    t.buildProcess({ ...onPlan, name: name('archivo') }),
    t.buildProcess({ ...onPlan, name: name('origen') }),
    t.buildProcess({
      companyId,
      typeCompanyPlan: 'CREDIT',
      environmentType: 'CONTROLLED',
      fullProfile: false,
      withJobOpportunity: true,
      name: name('basico'),
    }),
  ]);
  const publicSlug = `${label}-postular`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  await t.db.update(processes).set({ isPublic: true, publicSlug }).where(eq(processes.id, source.id));
  const endDate = new Date(Date.now() + 5 * DAY_MS);
  const extendable = await t.buildProcess({
    ...onPlan,
    name: name('extension'),
    startDate: new Date(endDate.getTime() - 15 * DAY_MS),
    endDate,
  });

  let people = 0;
  const candidate = async (
    processId: number,
    status: PersonStatus,
    identification?: string,
  ): Promise<WorldCandidate> => {
    people += 1;
    const email = `${label}-${people}@example.test`.toLowerCase();
    const built = await t.buildProcessPerson({
      processId,
      evaluationsStatus: status,
      composedScore: status === 'ENDED' ? 75 : null,
      person: {
        firstName: `${label} nombre${people}`,
        lastName: `${label} apellido${people}`,
        email,
        identification: identification ?? `${label}-${people}`,
      },
    });
    if (status !== 'OPEN') {
      for (const componentType of COMPONENTS) {
        const rejected = status === 'DISQUALIFIED' && componentType === 'COMPETENCE';
        const pending = status === 'INPROGRESS' && componentType === 'INTERVIEW';
        await t.buildComponentResult({
          processPersonId: built.processPersonId,
          componentType,
          status: rejected ? 'REJECT' : pending ? 'PENDING' : 'SUCCESS',
          value: pending ? null : rejected ? 10 : 80,
        });
      }
    }
    return { processPersonId: built.processPersonId, personId: built.personId, email };
  };

  const candidates = {} as Record<WorldCandidateName, WorldCandidate>;
  for (const [key, status] of Object.entries(WORLD_CANDIDATES) as [WorldCandidateName, PersonStatus][]) {
    candidates[key] = await candidate(main.id, status);
  }
  await t.db.insert(chatConversations).values({ id: candidates.open.processPersonId, companyId });
  await t.db.insert(chatUsers).values({ companyId, userId: input.userId }).onConflictDoNothing();
  // Its interview answered and awaiting the recruiter's grade (gradeInterview).
  await t.db
    .update(componentResults)
    .set({
      status: 'PENDING_GRADE',
      value: null,
      details: {
        grade: null,
        answers: [{ questionId: 'q1', question: '¿Por qué este cargo?', answer: 'Me gusta.', grade: null }],
      },
    })
    .where(
      and(
        eq(componentResults.processPersonId, candidates.awaitingGrade.processPersonId),
        eq(componentResults.componentType, 'INTERVIEW'),
      ),
    );
  const sourceCandidate = await candidate(source.id, 'ENDED');
  const rated = await t.buildProcess({ ...onPlan, name: name('calificado'), status: 'CLOSED' });
  await t.buildHire({ processPersonId: (await candidate(rated.id, 'ENDED')).processPersonId, userId: input.userId });
  const basicIdentification = `${label}-basica`;
  await candidate(basic.id, 'OPEN', basicIdentification);
  // On the unwanted list: a candidate every listing shows and nothing may act on.
  const listed = await candidate(main.id, 'ENDED');
  await t.buildBlacklist({ companyId, personId: listed.personId, userId: input.userId });

  for (const hired of [candidates.hired, candidates.hiredForCancel]) {
    await t.buildHire({
      processPersonId: hired.processPersonId,
      hiredAt: new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10),
      userId: input.userId,
    });
  }
  await t.db
    .insert(comparatorEntries)
    .values({ processId: main.id, processPersonId: candidates.inComparator.processPersonId, userId: input.userId });
  const tag = await t.buildPersonTag({
    processPersonId: candidates.tagged.processPersonId,
    code: processTagCode,
    userId: input.userId,
  });
  await t.buildFeeling({ processPersonId: candidates.ended.processPersonId, userId: input.userId, feeling: 'YES' });
  const { observer, token: observerToken } = await t.buildObserverLink({
    processId: main.id,
    companyId,
    name: `${label} observador`,
    email: `${label}-observador@example.test`.toLowerCase(),
    sections: COMPONENTS,
    termsAcceptedAt: new Date(),
  });
  const managed = async (what: string, link: { status: string; expiresAt?: null }) => {
    const input = {
      processId: main.id,
      companyId,
      name: `${label} ${what}`,
      email: `${label}-${what}@example.test`.toLowerCase(),
      sections: COMPONENTS,
      ...link,
    };
    return (
      link.status === 'RECENTLY_ADDED' ? await t.buildObserver(input) : (await t.buildObserverLink(input)).observer
    ).id;
  };
  const observers = {
    recent: await managed('reciente', { status: 'RECENTLY_ADDED' }),
    active: await managed('activo', { status: 'ACTIVE' }),
    renewable: await managed('revocado', { status: 'REVOKED', expiresAt: null }),
    deletable: await managed('borrable', { status: 'ACTIVE' }),
  };
  await t.buildFeeling({
    processPersonId: candidates.comparable.processPersonId,
    observerId: observer.id,
    feeling: 'MAYBE',
  });
  await t.buildCurriculum({
    personId: candidates.open.personId,
    lastCompany: `${label} empresa anterior`,
    institution: `${label} universidad`,
    skills: [`${label} habilidad`],
  });
  await t.db.insert(companyTags).values({
    companyId,
    code: `COMPANY_${label}`.toUpperCase(),
    title: `${label} etiqueta de empresa`,
    hexCode: '#654321',
  });
  const [ownTag, deletableTag] = await t.db
    .insert(companyTags)
    .values(
      ['propia', 'borrable'].map((what) => ({
        companyId,
        code: `OWN_${what}_${label}`.toUpperCase(),
        title: `${label} etiqueta ${what}`,
        hexCode: '#1B5E20',
        isPredefined: false,
      })),
    )
    .returning({ id: companyTags.id });
  const [failedMail] = await t.db
    .insert(mailOutbox)
    .values({
      companyId,
      to: `${label.toLowerCase()}-fallido@example.test`,
      subject: `${label} correo fallido`,
      body: `${label} cuerpo`,
      category: 'CANDIDATE',
      status: 'FAILED',
      lastError: 'SMTP 550',
      attempts: 1,
    })
    .returning({ id: mailOutbox.id });
  const trusted = await candidate(main.id, 'ENDED');
  const reliability = await t.buildComponentResult({
    processPersonId: trusted.processPersonId,
    componentType: 'RELIABILITY',
    status: 'SUCCESS',
    value: 90,
  });
  await t.db.insert(reportTemplates).values({
    companyId,
    name: `${label} plantilla`,
    publicName: `${label} informe`,
    engineId: 'CLASICO',
    vendorId: label,
    layout: 'COMPLETE',
  });
  const [bank] = await t.db
    .insert(questionBanks)
    .values({ companyId, name: `${label} banco`, language: 'es', purpose: 'KNOWLEDGE' })
    .returning();
  const bankQuestion = (order: number) => ({
    bankId: bank!.id,
    content: `${label} pregunta ${order}`,
    order,
    answers: [
      { id: 'a1', content: `${label} correcta`, correct: true },
      { id: 'a2', content: `${label} incorrecta`, correct: false },
    ],
  });
  const [editable, deletable] = await t.db
    .insert(bankQuestions)
    .values([bankQuestion(1), bankQuestion(2)])
    .returning();
  const reportBytes = Buffer.from(`%PDF-1.4 ${label} informe`);
  const reportKey = await t.services.files.put(reportBytes, {
    contentType: 'application/pdf',
    fileName: `${label} informe.pdf`,
    companyId,
    access: 'company',
    inline: false,
  });
  const [report] = await t.db
    .insert(candidateReports)
    .values({
      companyId,
      processId: main.id,
      processPersonId: candidates.ended.processPersonId,
      kind: 'CANDIDATE',
      status: 'COMPLETED',
      format: 'PDF',
      language: 'es',
      sections: ['DISC'],
      engineId: 'EVALUAR',
      vendorId: 'COMPLETE',
      optionsKey: `${label} informe del mundo`,
      dataHash: label,
      fileKey: reportKey,
      fileName: `${label} informe.pdf`,
      size: reportBytes.byteLength,
      completedAt: new Date(),
    })
    .returning();
  const cvBytes = Buffer.from(`%PDF-1.4 ${label} hoja de vida`);
  const cvFileKey = await t.services.files.put(cvBytes, {
    contentType: 'application/pdf',
    fileName: `${label}.pdf`,
    companyId,
    access: 'company',
    inline: false,
  });
  await t.db.insert(candidateFiles).values({
    processPersonId: candidates.ended.processPersonId,
    companyId,
    fileKey: cvFileKey,
    fileName: `${label}.pdf`,
    contentType: 'application/pdf',
    size: cvBytes.byteLength,
  });
  const link = new URL(
    reportLink(t.services.config, report!.id, companyId, { ttlSeconds: 24 * 3600 }).url,
    'http://world',
  );

  const launch = await buildLaunchObjects(t, input, main.positionId!);
  const userObjects = await buildUserObjects(t, input);
  const account = await buildAccountObjects(t, input);

  return {
    companyId,
    planConfigId: input.processPlanConfigId,
    userEmail: input.userEmail,
    processId: main.id,
    processName: main.name,
    processTagCode,
    publicSlug,
    closableProcessId: closable.id,
    ratedProcessId: rated.id,
    archivableProcessId: archivable.id,
    extendable: { processId: extendable.id, endDate: endDate.getTime() },
    sourceProcessId: source.id,
    source: sourceCandidate,
    basic: { processId: basic.id, identification: basicIdentification },
    candidates,
    personTagId: tag.id,
    cvFileKey,
    trust: { processPersonId: trusted.processPersonId, reliabilityResultId: reliability.id },
    report: {
      id: report!.id,
      expires: Number(link.searchParams.get('expires')),
      signature: link.searchParams.get('signature')!,
    },
    observerToken,
    observerId: observer.id,
    chatUserId: input.userId,
    observers,
    launch,
    questionBank: { id: bank!.id, questionId: editable!.id, deletableQuestionId: deletable!.id },
    users: userObjects,
    account,
    records: {
      companyTagId: ownTag!.id,
      deletableCompanyTagId: deletableTag!.id,
      failedMailId: failedMail!.id,
      memberUserId: input.userId,
    },
    erasablePersonId: (await t.buildProcessPerson({ processId: main.id, evaluationsStatus: 'ENDED' })).personId,
    subscription: await buildSubscriptionObjects(t, input),
    talentPool: await buildTalentPoolObjects(t, input),
    zoom: await buildMeetingObjects(t, input),
    trustCheck: await buildTrustCheckObjects(t, input),
  };
}

async function buildMeetingObjects(t: WorldApp, input: BuildWorldInput): Promise<World['zoom']> {
  const { config } = t.services;
  await t.db
    .insert(companyFeatures)
    .values({ companyId: input.companyId, name: 'ZOOM_INTEGRATION', status: true })
    .onConflictDoNothing();
  const key = tokenKey(config.integrationTokenKey!);
  const tokens = t.zoom.issueTokens();
  await t.db
    .insert(userIntegrations)
    .values({
      companyId: input.companyId,
      userId: input.userId,
      provider: 'ZOOM',
      accessToken: encryptToken(key, tokens.accessToken),
      refreshToken: encryptToken(key, tokens.refreshToken),
      expiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
    })
    // Two worlds of one user (the scope sweep) share the user's one connection.
    .onConflictDoNothing();
  const state = await new SignJWT({ cid: input.companyId, prv: 'ZOOM' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(input.userId))
    .setAudience('terna:integration-oauth')
    .setExpirationTime('1d')
    .sign(resolveSecret(config));
  const redirectUri = new URL(OAUTH_CALLBACK_PATH, config.publicUrl).toString();
  return { state, code: t.zoom.issueCode(redirectUri, { reusable: true }) };
}

async function buildTrustCheckObjects(t: Factories & { db: Database }, input: BuildWorldInput) {
  // The company's RELIABILITY plan when it has one (suites count plans), else one of 20 credits.
  const [existing] = await t.db
    .select({ planConfigId: planConfigs.id })
    .from(planConfigs)
    .innerJoin(plans, eq(plans.id, planConfigs.planId))
    .where(and(eq(planConfigs.companyId, input.companyId), eq(plans.type, 'RELIABILITY')))
    .limit(1);
  const plan = existing ?? (await t.buildPlan(input.companyId, 'RELIABILITY', 20));
  const checked = await t.buildProcess({
    companyId: input.companyId,
    planConfigId: input.processPlanConfigId,
    withJobOpportunity: true,
    name: `${input.label} confiable`.toUpperCase(),
  });
  const child = await t.buildProcess({
    companyId: input.companyId,
    planConfigId: plan.planConfigId,
    parentId: checked.id,
    typeCompanyPlan: 'RELIABILITY',
    withJobOpportunity: { components: [{ componentType: 'RELIABILITY', order: 6, weight: 100 }] },
    name: `CONFIABILIDAD - ${checked.name}`,
  });
  const candidate = await t.buildProcessPerson({
    processId: checked.id,
    evaluationsStatus: 'ENDED',
    trustCode: 'NOT_INVITED',
    person: { firstName: `${input.label} confiable`, lastName: `${input.label} apellido` },
  });
  return { processId: checked.id, childId: child.id, personId: candidate.personId };
}

async function buildTalentPoolObjects(t: Factories & { db: Database }, input: BuildWorldInput) {
  // The company's TALENT POOL plan when it has one (suites count plans), else one of 5 credits.
  const [existing] = await t.db
    .select({ planConfigId: planConfigs.id })
    .from(planConfigs)
    .innerJoin(plans, eq(plans.id, planConfigs.planId))
    .where(and(eq(planConfigs.companyId, input.companyId), eq(plans.type, 'TALENT_POOL')))
    .limit(1);
  const plan = existing ?? (await t.buildPlan(input.companyId, 'TALENT_POOL', 5));
  const person = await t.buildPerson({ firstName: 'Talento', lastName: 'Anónimo', email: null, identification: null });
  await t.db
    .update(persons)
    .set({ talentPoolOptIn: true, talentPoolOptInAt: new Date() })
    .where(eq(persons.id, person.id));
  await t.buildCurriculum({ personId: person.id, data: { experiences: [{ jobTitle: 'Analista', company: 'Otra' }] } });
  return { planConfigId: plan.planConfigId, personId: person.id };
}

async function buildUserObjects(t: Factories & { db: Database }, input: BuildWorldInput): Promise<World['users']> {
  const { companyId, label } = input;
  const [agency] = await t.db
    .insert(agencies)
    .values({ companyId, name: `${label} sede` })
    .returning();
  const member = async (what: string, status = 'ACTIVE') => {
    const user = await t.buildUser({ email: `${what}-${label}@example.test`, firstName: `${label} ${what}` });
    await t.db.insert(memberships).values({ userId: user.id, companyId, role: 'RECRUITER', status });
    return user.id;
  };
  const invitation = async (email: string, inCompany = companyId) => {
    const token = newOpaqueToken();
    const [row] = await t.db
      .insert(userInvitations)
      .values({
        companyId: inCompany,
        email,
        role: 'VIEWER',
        invitedBy: input.userId,
        tokenHash: token.hash,
        expiresAt: new Date(Date.now() + 7 * DAY_MS),
      })
      .returning();
    return { id: row!.id, token: token.token };
  };
  const role = async (what: string) => {
    const [row] = await t.db
      .insert(companyRoles)
      .values({ companyId, name: `${label} ${what}`, permissions: ['process.view'] })
      .returning();
    return row!.id;
  };
  // The join invitation comes from a company of its own: the world's user is not its member yet.
  const inviter = await t.buildCompany({ commercialName: `${label} invitante` });
  return {
    agencyId: agency!.id,
    updatable: await member('actualizable'),
    deactivatable: await member('desactivable'),
    reactivatable: await member('reactivable', 'DEACTIVATED'),
    removable: await member('removible'),
    invitationId: (await invitation(`reenvio-${label}@example.test`)).id,
    cancellableInvitationId: (await invitation(`cancelable-${label}@example.test`)).id,
    roleId: await role('rol'),
    deletableRoleId: await role('rol borrable'),
    acceptToken: (await invitation(`nueva-${label}@example.test`)).token,
    joinToken: (await invitation(input.userEmail, inviter.id)).token,
  };
}

async function buildSubscriptionObjects(t: { db: Database }, input: BuildWorldInput): Promise<World['subscription']> {
  const { companyId } = input;
  const [main, cancellable, resumable] = await t.db
    .insert(subscriptions)
    .values([
      { companyId, status: 'ACTIVE' },
      { companyId, status: 'ACTIVE' },
      { companyId, status: 'CANCELLED' },
    ])
    .returning({ id: subscriptions.id });
  await t.db.update(planConfigs).set({ subscriptionId: main!.id }).where(eq(planConfigs.id, input.processPlanConfigId));
  const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.code, 'E_TALENT'));
  const [order] = await t.db
    .insert(orders)
    .values({
      companyId,
      subscriptionId: main!.id,
      planConfigId: input.processPlanConfigId,
      productId: product!.id,
      quantity: 1,
      unitPrice: '49.00',
      total: '49.00',
    })
    .returning({ id: orders.id });
  return {
    id: main!.id,
    cancellableId: cancellable!.id,
    resumableId: resumable!.id,
    orderId: order!.id,
    productId: product!.id,
  };
}

async function buildAccountObjects(t: { db: Database }, input: BuildWorldInput): Promise<World['account']> {
  const { companyId, label } = input;
  const [agency] = await t.db
    .insert(agencies)
    .values({ companyId, name: `${label} sede`, mail: `sede-${label.toLowerCase()}@world.test` })
    .returning();
  const [kept, deletable] = await t.db
    .insert(departments)
    .values([
      { companyId, agencyId: agency!.id, name: `${label} ventas` },
      { companyId, agencyId: agency!.id, name: `${label} temporal` },
    ])
    .returning();
  const [mail, phone] = await t.db
    .insert(companyContacts)
    .values([
      { companyId, kind: 'EMAIL', value: `rrhh-${label.toLowerCase()}@world.test` },
      { companyId, kind: 'MOBILE', value: '+525512345678' },
    ])
    .returning();
  return {
    agencyId: agency!.id,
    departmentId: kept!.id,
    deletableDepartmentId: deletable!.id,
    mailId: mail!.id,
    phoneId: phone!.id,
  };
}

/** A complete wizard draft: a job profile, DISC and the interview half each, 20 days from tomorrow. */
const readyDraft = (name: string): LaunchDraft => ({
  jobProfile: fullJobProfile(name) as LaunchDraft['jobProfile'],
  tests: { disc: true, knowledge: [] },
  interview: INTERVIEW,
  components: DISC_AND_INTERVIEW as LaunchDraft['components'],
  dates: datesFor(20),
});

async function buildLaunchObjects(
  t: Factories & { db: Database },
  input: BuildWorldInput,
  positionId: number,
): Promise<World['launch']> {
  const name = (what: string) => `${input.label} ${what}`.toUpperCase();
  // The company's CREDIT plan when it has one (suites count plans), else one of 20 credits.
  const [existing] = await t.db
    .select({ planConfigId: planConfigs.id })
    .from(planConfigs)
    .innerJoin(plans, eq(plans.id, planConfigs.planId))
    .where(and(eq(planConfigs.companyId, input.companyId), eq(plans.type, 'CREDIT')))
    .limit(1);
  const credit = existing ?? (await t.buildPlan(input.companyId, 'CREDIT', 20));
  const draft = (what: string, planConfigId: number, typeCompanyPlan: 'CREDIT' | 'PROCESS', launchDraft: LaunchDraft) =>
    t
      .buildProcess({
        companyId: input.companyId,
        status: 'DRAFT',
        name: name(what),
        planConfigId,
        typeCompanyPlan,
        environmentType: typeCompanyPlan === 'CREDIT' ? 'CONTROLLED' : 'EMAIL',
        ownerId: input.userId,
        startDate: null,
        endDate: null,
      })
      .then(async (process) => {
        await t.db.update(processes).set({ launchDraft }).where(eq(processes.id, process.id));
        return process.id;
      });
  // AI_PROFILE for the competence suggestion; COMPANY_REPORTS opens the company's reports page.
  await t.db
    .insert(companyFeatures)
    .values([
      { companyId: input.companyId, name: 'AI_PROFILE', status: true },
      { companyId: input.companyId, name: 'COMPANY_REPORTS', status: true },
    ])
    .onConflictDoNothing();
  return {
    draftId: await draft('borrador', credit.planConfigId, 'CREDIT', { jobProfile: { confidential: false } }),
    readyDraftId: await draft('listo', credit.planConfigId, 'CREDIT', readyDraft(name('listo'))),
    etalentDraftId: await draft('etalent', input.processPlanConfigId, 'PROCESS', readyDraft(name('etalent'))),
    positionId,
  };
}

/**
 * The world with every id replaced by one that does not exist and every string by one nobody
 * holds: what an operation gets when a caller guesses.
 */
export function missingWorld(world: World): World {
  let next = 0;
  const absent = (value: unknown): unknown => {
    next += 1;
    if (typeof value === 'number') return 2_000_000_000 + next;
    if (typeof value === 'string') return value.includes('@') ? `absent-${next}@example.test` : `ABSENT_${next}`;
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, absent(inner)]));
    return value;
  };
  return absent(world) as World;
}

/**
 * `own`'s processes with `other`'s candidates, persons and tags: an operation that takes a
 * process and a candidate must not let the caller's own process reach another company's candidate.
 */
export function crossWorld(own: World, other: World): World {
  return {
    ...own,
    source: other.source,
    basic: { processId: own.basic.processId, identification: other.basic.identification },
    candidates: other.candidates,
    personTagId: other.personTagId,
    cvFileKey: other.cvFileKey,
    trust: other.trust,
    trustCheck: { ...own.trustCheck, personId: other.trustCheck.personId },
    report: other.report,
    observers: other.observers,
    erasablePersonId: other.erasablePersonId,
  };
}
