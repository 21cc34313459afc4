import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGES,
  DEFAULT_SECTION_WEIGHTS,
  evenWeights,
  todayIn,
  type Feeling,
  type LaunchDraft,
  type PersonStatus,
  type ProcessStatus,
  type ProductType,
  type Role,
  type RoleType,
} from '@terna/domain';
import type { Services } from '../../src/context.js';
import {
  creditAccounts,
  creditTransactions,
  agencies,
  departments,
  mailOutbox,
  persons,
  places,
  planConfigs,
  processes,
  processPersons,
  processTags,
  subscriptions,
  users,
} from '../../src/db/schema/index.js';
import {
  CandidateWriter,
  addReviews,
  draftParticipations,
  inviteToTrust,
  rankCandidates,
  type ParticipationDraft,
} from '../../src/db/seed/candidates.js';
import {
  OBSERVERS,
  PROCESS_TAGS,
  TAGS_BY_CANDIDATE_STATE,
  type ComponentSetName,
  type EnvironmentVariant,
  type PositionName,
} from '../../src/db/seed/demo-data.js';
import { DEMO_PLACE_UUIDS } from '../../src/db/seed/catalogue-data/places.js';
import { PersonFactory, type PersonDraft } from '../../src/db/seed/people.js';
import { insertProcesses, type CompanyContext, type SeededProcess } from '../../src/db/seed/process-factory.js';
import { SeededRandom } from '../../src/db/seed/random.js';
import { SEED_NOW, addDays } from '../../src/db/seed/seed-time.js';
import { grantPlan, insertCompanyTags } from '../../src/db/seed/tenant.js';
import { startSession } from '../../src/modules/auth/auth.service.js';
import { createFactories, uniqueTag } from './factories.js';

/**
 * The data one browser journey declares: a company of its own, its members, and processes with
 * candidates in the statuses asked for. Processes and candidates come from the demo seed's generators
 * (realistic DISC profiles, CVs, answers, timelines), so a journey sees what a user would; names,
 * e-mails and the company are unique to the world, so journeys never see each other's data.
 */
export interface WorldSpec {
  company?: {
    /** Company feature names (e.g. MULTI_LANGUAGE). */
    features?: string[];
    /** Credits of each plan the company holds; none by default. */
    plans?: Partial<Record<PlanType, number>>;
    /** Plan feature slugs per plan (e.g. Long_Duration_Processes); the plan gets a catalogue row of its own. */
    planFeatures?: Partial<Record<PlanType, string[]>>;
    /** How many processes the PROCESS plan allows (its quantity; 1 by default). */
    processQuota?: number;
    /** Debits of one credit each on the first plan, one a day before the seed day, paying for the first process. */
    creditMovements?: number;
    /** Agencies by name, each with the named departments. */
    agencies?: Record<string, string[]>;
    /** E-mails of the company's outbox that SMTP refused (FAILED), to resend from the mail outbox. */
    failedMails?: number;
    /** The company's size; ENTERPRISE by default (a PYME sees the zero-credit banner). */
    companyType?: 'PYME' | 'ENTERPRISE';
    /** Every plan of the company in this status (EXPIRED or CANCELLED locks it out); ACTIVE by default. */
    planStatus?: 'EXPIRED' | 'CANCELLED';
  };
  /** Members by key; default: one owner under the key `owner`. */
  members?: Record<string, WorldMember>;
  processes?: Record<string, WorldProcess>;
  /** A second company with its own owner and processes, which the listed members of this one also join (later, as recruiters). */
  otherCompany?: { processes?: Record<string, WorldProcess>; members: string[] };
  /**
   * People with a known CV for the talent pool's journeys (issue 19), by key: `talentPool` ones opted
   * in to be found and belong to no company's base; `myBase` ones are candidates (OPEN) of the first process.
   */
  cvPeople?: Record<string, WorldCvPerson>;
}

export interface WorldCvPerson {
  pool: 'TALENT_POOL' | 'MY_BASE';
  firstName: string;
  lastName: string;
  /** The current job's title and employer. */
  jobTitle: string;
  company: string;
  area?: string;
  skills?: string[];
}

type PlanType = 'CREDIT' | 'PROCESS' | 'RELIABILITY' | 'TALENT_POOL';

export interface WorldMember {
  role: Role;
  /** false: the user has not accepted the privacy policy yet. */
  acceptedPolicy?: boolean;
  firstName?: string;
  lastName?: string;
  /** SYSTEM: a Terna administrator (publishes in the resource centre) who is also this company's member. */
  roleType?: RoleType;
}

export interface WorldProcess {
  position: PositionName;
  city?: string;
  status?: ProcessStatus;
  plan?: 'CREDIT' | 'PROCESS';
  environment?: EnvironmentVariant;
  product?: ProductType;
  components?: ComponentSetName;
  durationDays?: number;
  archived?: boolean;
  confidential?: boolean;
  /** A draft that already has its job opportunity. */
  draftWithJob?: boolean;
  /**
   * Made by the launch wizard: a complete launch draft for its components (the wizard resumes at the
   * summary), and, once launched, its public application link. Implies a job opportunity for a DRAFT.
   */
  wizard?: boolean;
  /** With `wizard`: the launch made the process public, so its /apply/{slug} link takes applicants. */
  publicLink?: boolean;
  /** A trust (RELIABILITY) sub-process that checks the best finished candidates. */
  trust?: 'LAUNCHED' | 'CLOSED';
  /** The member key of the process owner; default the first member. */
  owner?: string;
  /** The name of one of `company.agencies` the process belongs to; default none (company-wide). */
  agency?: string;
  /** Exactly this many candidates in each evaluation status. */
  candidates?: Partial<Record<PersonStatus, number>>;
  /** Exactly this many of the best finished candidates hired (default: none). */
  hired?: number;
  /** Feelings of the first member on that many finished candidates each, beside the reviews'. */
  feelings?: Partial<Record<Feeling, number>>;
  /** Recruiters' and observers' feelings and tags as the demo gives them (default true). */
  reviews?: boolean;
  /** The process's own tags (Process_Tag_1..3). */
  processTags?: boolean;
  /** Observers invited to the process (the first has accepted the terms). */
  observers?: number;
  /** Finished-and-rejected candidates put on the company's unwanted list. */
  blacklisted?: number;
}

export interface BuiltWorld {
  tag: string;
  company: { id: number; name: string };
  members: Record<
    string,
    {
      id: number;
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      session: { accessToken: string; expiresAt: string; refreshToken: string };
    }
  >;
  processes: Record<string, { id: number; name: string; trustChildId: number | null; publicSlug: string | null }>;
  otherCompany?: BuiltWorld;
  /** The person ids of spec.cvPeople, by key. */
  cvPeople: Record<string, { personId: number; email: string }>;
}

const PASSWORD = 'e2e-password';
const WORLD_SEED = 20_261_126;
const BATCH_SIZE = 500;
/** Candidates drafted per attempt, as a multiple of those asked for, before picking them by status. */
const DRAFT_FACTOR = 3;

export async function buildWorld(services: Services, spec: WorldSpec): Promise<BuiltWorld> {
  const db = services.db;
  const factories = createFactories(db);
  const tag = uniqueTag();
  const upperTag = tag.toUpperCase();
  // One seed for every world: a journey sees the same candidates, results and feelings on every run.
  const random = new SeededRandom(WORLD_SEED);

  const company = await factories.buildCompany({
    commercialName: `Empresa ${upperTag}`,
    companyName: `Empresa ${upperTag} S.A.`,
    countryCode: 'EC',
    ...(spec.company?.companyType ? { companyType: spec.company.companyType } : {}),
  });
  await insertCompanyTags(db, company.id, addDays(SEED_NOW, -400));
  for (const feature of spec.company?.features ?? []) await factories.buildFeature(company.id, feature as never);
  const agencyIds = new Map<string, number>();
  for (const [name, departmentNames] of Object.entries(spec.company?.agencies ?? {})) {
    const [agency] = await db.insert(agencies).values({ companyId: company.id, name }).returning();
    agencyIds.set(name, agency!.id);
    if (departmentNames.length)
      await db
        .insert(departments)
        .values(
          departmentNames.map((department) => ({ companyId: company.id, agencyId: agency!.id, name: department })),
        );
  }
  if (spec.company?.failedMails)
    await db.insert(mailOutbox).values(
      Array.from({ length: spec.company.failedMails }, (_, index) => ({
        companyId: company.id,
        to: `fallido-${index + 1}.${tag}@e2e.test`,
        subject: `Invitación ${index + 1} de la empresa ${upperTag}`,
        body: 'Hola, te invitamos a tu evaluación.',
        category: 'CANDIDATE',
        status: 'FAILED',
        lastError: '550 Mailbox unavailable',
        attempts: 1,
      })),
    );

  const memberSpecs = spec.members ?? { owner: { role: 'OWNER' } };
  const members: BuiltWorld['members'] = {};
  const memberIds: Record<string, number> = {};
  for (const [key, member] of Object.entries(memberSpecs)) {
    const user = await factories.buildUser({
      email: `${key}.${tag}@e2e.test`,
      password: PASSWORD,
      firstName: member.firstName ?? `${key[0]!.toUpperCase()}${key.slice(1)}`,
      lastName: member.lastName ?? `Prueba ${upperTag}`,
      role: member.role,
      companyId: company.id,
      acceptedPolicy: member.acceptedPolicy ?? true,
    });
    memberIds[key] = user.id;
    if (member.roleType) await db.update(users).set({ roleType: member.roleType }).where(eq(users.id, user.id));
    const session = await startSession(services, user, company.id);
    members[key] = {
      id: user.id,
      email: user.email,
      password: PASSWORD,
      firstName: user.firstName,
      lastName: user.lastName,
      session: { accessToken: session.accessToken, expiresAt: session.expiresAt, refreshToken: session.refreshToken },
    };
  }
  const firstMember = Object.keys(memberIds)[0]!;

  const planConfigIds: CompanyContext['planConfigIds'] = {};
  const planEntries = Object.entries(spec.company?.plans ?? {}) as [PlanType, number][];
  if (planEntries.length > 0) {
    const startsAt = addDays(SEED_NOW, -200);
    const [subscription] = await db
      .insert(subscriptions)
      .values({ companyId: company.id, status: 'ACTIVE', startedAt: startsAt, renewsAt: addDays(startsAt, 365) })
      .returning({ id: subscriptions.id });
    for (const [planType, balance] of planEntries) {
      planConfigIds[planType] = await grantPlan(db, {
        companyId: company.id,
        subscriptionId: subscription!.id,
        planType,
        balance,
        userId: memberIds[firstMember]!,
        startsAt,
        idempotencyKey: `e2e-${tag}-${planType}`,
      });
      const slugs = spec.company?.planFeatures?.[planType];
      if (slugs?.length) {
        const own = await factories.buildCataloguePlan(planType, slugs);
        await db.update(planConfigs).set({ planId: own.id }).where(eq(planConfigs.id, planConfigIds[planType]!));
      }
    }
    if (spec.company?.processQuota && planConfigIds.PROCESS) {
      await db
        .update(planConfigs)
        .set({ quantity: spec.company.processQuota })
        .where(eq(planConfigs.id, planConfigIds.PROCESS));
    }
    if (spec.company?.planStatus) {
      await db
        .update(planConfigs)
        .set({ planStatus: spec.company.planStatus, endsAt: addDays(new Date(), -1) })
        .where(eq(planConfigs.companyId, company.id));
    }
  }

  const placeRows = await db
    .select({ id: places.id, name: places.name, countryCode: places.countryCode })
    .from(places)
    .where(inArray(places.uuid, DEMO_PLACE_UUIDS))
    .orderBy(places.id);
  const context: CompanyContext = {
    id: company.id,
    commercialName: company.commercialName,
    industry: 'Retail',
    planConfigIds,
    places: new Map(placeRows.map((place) => [place.name, place])),
    agencyIdByCity: new Map(),
    positionIds: new Map(),
  };

  const processSpecs = Object.entries(spec.processes ?? {});
  const nameOf = (p: WorldProcess) =>
    `${p.position.toLocaleUpperCase('es')} - ${(p.city ?? 'Quito').toLocaleUpperCase('es')} ${upperTag}`;
  const main = await insertProcesses(
    db,
    random.fork('processes'),
    context,
    processSpecs.map(([, p]) => {
      const status = p.status ?? 'LAUNCHED';
      return {
        position: p.position,
        city: p.city ?? 'Quito',
        status,
        plan: p.plan ?? 'CREDIT',
        environment: p.environment ?? 'CONTROLLED_FULL',
        product: p.product ?? 'CAP',
        components: p.components ?? 'CAP_STANDARD',
        ownerId: memberIds[p.owner ?? firstMember]!,
        durationDays: p.durationDays ?? 60,
        confidential: p.confidential,
        archived: p.archived,
        withJobOpportunity: status !== 'DRAFT' || Boolean(p.draftWithJob || p.wizard),
        name: nameOf(p),
      };
    }),
    BATCH_SIZE,
  );
  for (const [i, [key, p]] of processSpecs.entries()) {
    if (!p.agency) continue;
    const agencyId = agencyIds.get(p.agency);
    if (!agencyId) throw new Error(`The process ${key} names the agency ${p.agency}, which the company does not have`);
    await db.update(processes).set({ agencyId }).where(eq(processes.id, main[i]!.id));
  }
  const checked = processSpecs.flatMap(([, p], i) => (p.trust ? [{ spec: p, parent: main[i]! }] : []));
  const children = await insertProcesses(
    db,
    random.fork('trust'),
    context,
    checked.map(({ spec: p, parent }) => ({
      position: p.position,
      city: p.city ?? 'Quito',
      status: p.trust!,
      plan: 'RELIABILITY' as const,
      environment: 'EMAIL' as const,
      product: 'CAP' as const,
      components: 'TRUST' as const,
      ownerId: parent.ownerId,
      durationDays: p.durationDays ?? 60,
      withJobOpportunity: true,
      parent,
      name: `CONFIABILIDAD - ${parent.name}`,
    })),
    BATCH_SIZE,
  );
  const trustChildOf = new Map(checked.map(({ parent }, i) => [parent, children[i]!]));

  const people = new PersonFactory(placeRows);
  const reviewers = Object.entries(memberSpecs)
    .filter(([, member]) => member.role !== 'VIEWER')
    .map(([key]) => memberIds[key]!);
  const drafts: ParticipationDraft[] = [];
  const observerIds = new Map<number, number[]>();
  const tagCodes = new Map<number, string[]>();
  const blacklisted = new Set<PersonDraft>();
  for (const [i, [key, p]] of processSpecs.entries()) {
    const process = main[i]!;
    if (p.observers) {
      const ids: number[] = [];
      for (let o = 0; o < p.observers; o++) {
        const person = OBSERVERS[o % OBSERVERS.length]!;
        const observer = await factories.buildObserver({
          processId: process.id,
          companyId: company.id,
          name: person.name,
          email: person.email.replace('@', `.${tag}@`),
          sections: process.components.map((c) => c.componentType),
          expiresAt: addDays(new Date(), 180),
          termsAcceptedAt: o === 0 ? new Date() : null,
        });
        ids.push(observer.id);
      }
      observerIds.set(process.id, ids);
    }
    if (p.processTags) {
      await db.insert(processTags).values(PROCESS_TAGS.map((t) => ({ processId: process.id, ...t })));
      tagCodes.set(
        process.id,
        PROCESS_TAGS.map((t) => t.code),
      );
    }
    if (!process.launchedAt || !p.candidates) continue;
    const ofProcess = draftByStatus(random.fork(`candidates:${key}`), process, p.candidates, people);
    for (const draft of ofProcess) tagEmail(draft.person, tag);
    const wanted = p.blacklisted ?? 0;
    for (const draft of ofProcess.filter((d) => d.status === 'DISQUALIFIED').slice(0, wanted))
      blacklisted.add(draft.person);
    drafts.push(...ofProcess);
    const child = trustChildOf.get(process);
    if (child) drafts.push(...inviteToTrust(random.fork(`trust:${key}`), ofProcess, child));
  }

  const reviewed = drafts.filter((d) => {
    const p = processSpecs.find((_, i) => main[i]!.id === d.process.id)?.[1];
    return p?.reviews ?? true;
  });
  addReviews(random.fork('reviews'), reviewed, {
    userIds: reviewers,
    observerIdsByProcess: observerIds,
    processTagsByProcess: tagCodes,
    blacklisted,
  });
  for (const [i, [, p]] of processSpecs.entries()) {
    setHires(drafts, main[i]!, p.hired ?? 0, blacklisted);
    if (p.feelings) addFeelings(drafts, main[i]!, p.feelings, memberIds[firstMember]!, blacklisted);
  }

  const writer = new CandidateWriter(db, BATCH_SIZE);
  await writer.write(drafts);
  const allIds = [...main, ...children].map((process) => process.id);
  await rankCandidates(db, allIds);
  const listed = drafts.filter((d) => blacklisted.has(d.person));
  for (const person of new Set(listed.map((d) => d.person))) {
    await factories.buildBlacklist({
      companyId: company.id,
      personId: writer.personIdOf(person),
      userId: memberIds[firstMember]!,
    });
  }
  if (children.length > 0) {
    await db
      .update(processes)
      .set({
        totalConsume: sql`(select count(*)::int from ${processPersons} where ${processPersons.processId} = ${processes.id})`,
      })
      .where(
        inArray(
          processes.id,
          children.map((child) => child.id),
        ),
      );
  }

  let otherCompany: BuiltWorld | undefined;
  const slugs = new Map<number, string | null>();
  for (const [i, [, p]] of processSpecs.entries()) {
    if (p.wizard) slugs.set(i, await madeByWizard(db, main[i]!, p.position, p.publicLink ?? false));
  }

  const debited = planEntries[0] && planConfigIds[planEntries[0][0]];
  if (spec.company?.creditMovements && debited) {
    const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.planConfigId, debited));
    await db.insert(creditTransactions).values(
      Array.from({ length: spec.company.creditMovements }, (_, i) => ({
        accountId: account!.id,
        companyId: company.id,
        type: 'DEBIT',
        amount: 1,
        balanceAfter: account!.availableBalance,
        concept: `Consumo ${i + 1}`,
        processId: main[0]?.id ?? null,
        userId: memberIds[firstMember]!,
        createdAt: addDays(SEED_NOW, i - spec.company!.creditMovements!),
      })),
    );
  }

  if (spec.otherCompany) {
    otherCompany = await buildWorld(services, { processes: spec.otherCompany.processes });
    for (const key of spec.otherCompany.members)
      await factories.addMembership(memberIds[key]!, otherCompany.company.id, 'RECRUITER');
  }

  const cvPeople: BuiltWorld['cvPeople'] = {};
  for (const [key, person] of Object.entries(spec.cvPeople ?? {})) {
    const email = `${key}.${tag}@e2e.test`;
    const fields = { firstName: person.firstName, lastName: person.lastName, email, identification: null };
    let personId: number;
    if (person.pool === 'MY_BASE') {
      if (!main[0]) throw new Error(`The my-base person ${key} needs a process to be a candidate of`);
      ({ personId } = await factories.buildProcessPerson({ processId: main[0].id, person: fields }));
    } else {
      personId = (await factories.buildPerson(fields)).id;
      await db
        .update(persons)
        .set({ talentPoolOptIn: true, talentPoolOptInAt: new Date() })
        .where(eq(persons.id, personId));
    }
    await factories.buildCurriculum({
      personId,
      areaExperience: person.area ?? null,
      skills: person.skills ?? null,
      data: {
        experiences: [{ jobTitle: person.jobTitle, company: person.company, startDate: '2018-03', current: true }],
        skills: (person.skills ?? []).map((skill) => ({ skill, level: 'HIGH' })),
      },
    });
    cvPeople[key] = { personId, email };
  }

  return {
    tag,
    otherCompany,
    cvPeople,
    company: { id: company.id, name: company.commercialName },
    members,
    processes: Object.fromEntries(
      processSpecs.map(([key], i) => [
        key,
        {
          id: main[i]!.id,
          name: main[i]!.name,
          trustChildId: trustChildOf.get(main[i]!)?.id ?? null,
          publicSlug: slugs.get(i) ?? null,
        },
      ]),
    ),
  };
}

/**
 * What the launch wizard would have left on a seeded process: a draft that passes launch for its
 * components, resumed at the summary, and a launched process's public link and paid end.
 */
async function madeByWizard(
  db: Services['db'],
  seeded: SeededProcess,
  position: string,
  publicLink: boolean,
): Promise<string | null> {
  const [process] = await db.select().from(processes).where(eq(processes.id, seeded.id));
  const zone = process!.timeZone;
  const startDate = todayIn(zone, process!.startDate ?? new Date());
  const endDate = todayIn(zone, process!.endDate ?? new Date());
  const chosen = new Set(seeded.components.map((c) => c.componentType));
  const competenceWeights = evenWeights(seeded.competences.length);
  const draft: LaunchDraft = {
    jobProfile: {
      name: seeded.name,
      positionName: position,
      countryCode: seeded.job.countryCode,
      placeId: seeded.job.city,
      description: `Buscamos ${seeded.name.toLowerCase()} para sumarse a nuestro equipo en ${seeded.job.city}.`,
      confidential: process!.confidential,
      jobTemporality: 'FULL_TIME',
      currencyCode: 'USD',
      publicationInfoName: seeded.name,
    },
    curriculum: chosen.has('CURRICULUM')
      ? {
          personalInfo: { ageFrom: 18, ageTo: 55, relocation: false, cityList: [seeded.job.city] },
          salary: { salaryFrom: 800, salaryTo: 1500, includeDefined: true, currencyId: 'USD' },
          education: { studyAreaList: [], institutionList: [], degreeId: null, status: null },
          experience: {
            areaList: [],
            subAreaList: [],
            industryList: [],
            jobTitleList: [],
            yearsFrom: 1,
            yearsTo: 10,
          },
          skillList: [],
          languageList: DEFAULT_LANGUAGES,
          sectionList: DEFAULT_SECTION_WEIGHTS,
          questionList: [],
        }
      : null,
    competences: chosen.has('COMPETENCE')
      ? {
          competences: seeded.competences.map((c, i) => ({
            id: `C${i + 1}`,
            name: c.name,
            weight: competenceWeights[i]!,
            difficulty: 'MEDIUM' as const,
          })),
        }
      : null,
    tests: {
      disc: chosen.has('DISC'),
      knowledge: chosen.has('KNOWLEDGE_TEST')
        ? [
            {
              questionBankId: 1,
              name: 'Conocimientos del cargo',
              difficulty: 'MEDIUM' as const,
              questionCount: 15,
              time: 20,
              timeControl: true,
              weight: 100,
            },
          ]
        : [],
    },
    interview: {
      questionBankId: null,
      defaultQuestions: true,
      answerTime: 120,
      questions: [{ content: '¿Por qué quieres trabajar con nosotros?', order: 1 }],
    },
    components: {
      components: seeded.components.map((c) => ({
        componentType: c.componentType,
        weight: c.weight,
        minValueToPass: Math.round(c.minValueToPass),
        order: c.order,
      })),
    },
    dates: { startDate, endDate, publicationSite: [], isPublic: publicLink || process!.isPublic },
  };
  const launched = process!.status !== 'DRAFT';
  const publicSlug = launched ? `e2e-${seeded.id}-${uniqueTag()}` : null;
  await db
    .update(processes)
    .set({
      launchDraft: launched ? { ...draft, paid: { endDate } } : draft,
      draftStep: 'summary',
      publicSlug,
      ...(publicLink && { isPublic: true }),
    })
    .where(eq(processes.id, seeded.id));
  return publicSlug;
}

/** Candidates of a process with exactly the statuses asked for, drafted by the demo's generator. */
function draftByStatus(
  random: SeededRandom,
  process: SeededProcess,
  wanted: Partial<Record<PersonStatus, number>>,
  people: PersonFactory,
): ParticipationDraft[] {
  const total = Object.values(wanted).reduce((sum, count) => sum + (count ?? 0), 0);
  const left = { ...wanted };
  const kept: ParticipationDraft[] = [];
  for (let attempt = 0; kept.length < total; attempt++) {
    if (attempt === 20) throw new Error(`Could not draft ${JSON.stringify(wanted)} candidates for ${process.name}`);
    const batch = draftParticipations(random.fork(`attempt:${attempt}`), process, total * DRAFT_FACTOR, people, {
      returningPeople: [],
      returningRate: 0,
    });
    for (const draft of batch) {
      if ((left[draft.status] ?? 0) === 0) continue;
      left[draft.status]!--;
      kept.push(draft);
    }
  }
  return kept.sort((a, b) => a.invitedAt.getTime() - b.invitedAt.getTime());
}

/** E-mails unique to the world: the generator's sequence restarts in every world. */
function tagEmail(person: PersonDraft, tag: string): void {
  const email = person.person.email;
  if (email && !email.includes(`.${tag}@`)) person.person.email = email.replace('@', `.${tag}@`);
}

/** Exactly `count` of the best finished candidates hired, as the demo's reviews record a hire. */
function setHires(
  drafts: ParticipationDraft[],
  process: SeededProcess,
  count: number,
  blacklisted: ReadonlySet<PersonDraft>,
): void {
  const hiredTag: string = TAGS_BY_CANDIDATE_STATE.HIRED[0];
  const ofProcess = drafts.filter((d) => d.process.id === process.id);
  for (const draft of ofProcess) {
    draft.hire = null;
    draft.activities = draft.activities.filter((a) => a.name !== 'HIRED');
    draft.tags = draft.tags.filter((t) => t.code !== hiredTag);
  }
  const best = ofProcess
    .filter((d) => d.status === 'ENDED' && !blacklisted.has(d.person))
    .sort((a, b) => (b.composedScore ?? 0) - (a.composedScore ?? 0))
    .slice(0, count);
  for (const hired of best) {
    const at = hired.finishedAt!;
    hired.hire = { at, userId: process.ownerId };
    hired.activities.push({ name: 'HIRED', at, userId: process.ownerId, data: null });
    hired.tags.push({ code: hiredTag, at, userId: process.ownerId });
  }
}

/** The member's feelings on finished candidates the member has no feeling about yet, in arrival order. */
function addFeelings(
  drafts: ParticipationDraft[],
  process: SeededProcess,
  wanted: Partial<Record<Feeling, number>>,
  userId: number,
  blacklisted: ReadonlySet<PersonDraft>,
): void {
  const free = drafts.filter(
    (d) =>
      d.process.id === process.id &&
      d.status === 'ENDED' &&
      !blacklisted.has(d.person) &&
      !d.feelings.some((f) => f.userId === userId),
  );
  for (const [feeling, count] of Object.entries(wanted) as [Feeling, number][]) {
    for (const draft of free.splice(0, count)) {
      draft.feelings.push({ userId, observerId: null, feeling, at: draft.finishedAt! });
    }
  }
}
