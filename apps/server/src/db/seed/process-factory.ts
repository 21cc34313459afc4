import type { CompanyPlanType, CvRequirements, ProcessStatus, ProductType } from '@terna/domain';
import { creditsForDuration } from '@terna/domain';
import type { Database } from '../client.js';
import { jobComponents, jobOpportunities, positions, processes } from '../schema/index.js';
import { insertInBatches, insertReturningIds } from './batches.js';
import {
  AREA_PROFILES,
  COMPONENT_SETS,
  DIFFICULTY_BY_LEVEL,
  INTERVIEW_QUESTIONS,
  LEADERSHIP_COMPETENCE,
  POSITIONS,
  SALARY_BANDS_USD,
  type ComponentSetName,
  type EnvironmentVariant,
  type PositionName,
} from './demo-data.js';
import { cvRequirementsOf } from './cv-match.js';
import { withOrder, type JobComponent } from './evaluation.js';
import type { JobProfile } from './people.js';
import type { SeededRandom } from './random.js';
import { COUNTRIES } from './reference-data.js';
import { SEED_NOW, addDays, addMinutes, earliest, instantBetween } from './seed-time.js';

/** What process creation needs to know about the company that runs the processes. */
export interface CompanyContext {
  id: number;
  commercialName: string;
  industry: string;
  planConfigIds: Partial<Record<CompanyPlanType, number>>;
  places: ReadonlyMap<string, { id: number; countryCode: string }>;
  agencyIdByCity: ReadonlyMap<string, number>;
  /** Positions already created, by name; new ones are added on first use. */
  positionIds: Map<string, number>;
}

export interface ProcessSpec {
  position: PositionName;
  city: string;
  status: ProcessStatus;
  plan: 'CREDIT' | 'PROCESS' | 'RELIABILITY';
  environment: EnvironmentVariant;
  product: ProductType;
  components: ComponentSetName;
  ownerId: number;
  durationDays: number;
  confidential?: boolean;
  archived?: boolean;
  extended?: boolean;
  withJobOpportunity: boolean;
  /** The process a trust sub-process checks: it shares the parent's window. */
  parent?: SeededProcess;
  name?: string;
}

/** A process as candidate generation sees it. */
export interface SeededProcess {
  id: number;
  companyId: number;
  name: string;
  status: ProcessStatus;
  plan: ProcessSpec['plan'];
  ownerId: number;
  job: JobProfile;
  launchedAt: Date | null;
  /** The last instant candidates could act: now, the end date, or when the process was cancelled. */
  activeUntil: Date;
  endDate: Date;
  /** Empty when the process has no job opportunity yet. */
  components: JobComponent[];
  competences: { name: string; weight: number }[];
  /** What the CV match scores against; null when the job has no CURRICULUM component. */
  cvRequirements: CvRequirements | null;
}

interface Timeline {
  createdAt: Date;
  startDate: Date;
  endDate: Date;
  launchedAt: Date | null;
  activeUntil: Date;
}

const TIME_ZONES: Record<string, string> = {
  EC: 'America/Guayaquil',
  PE: 'America/Lima',
  CO: 'America/Bogota',
  MX: 'America/Mexico_City',
  CL: 'America/Santiago',
};
const EXTENSION_DAYS = 20;

/** Dates consistent with the status, relative to SEED_NOW: drafts not launched, closed ones ended, launched ones still open. */
function timelineFor(random: SeededRandom, spec: ProcessSpec): Timeline {
  const duration = spec.durationDays + (spec.extended ? EXTENSION_DAYS : 0);
  if (spec.parent?.launchedAt) {
    const parent = spec.parent;
    const launchedAt = instantBetween(random, addDays(parent.launchedAt!, 2), addDays(parent.activeUntil, -3));
    return {
      createdAt: addMinutes(launchedAt, -90),
      startDate: launchedAt,
      endDate: parent.endDate,
      launchedAt,
      activeUntil: parent.activeUntil,
    };
  }
  switch (spec.status) {
    case 'DRAFT': {
      const startDate = addDays(SEED_NOW, random.int(3, 12));
      return {
        createdAt: addDays(SEED_NOW, -random.int(1, 20)),
        startDate,
        endDate: addDays(startDate, duration),
        launchedAt: null,
        activeUntil: SEED_NOW,
      };
    }
    case 'LAUNCHED': {
      // Launched processes still have weeks to run, so the demo does not look overdue soon after SEED_NOW.
      const launchedAt = addMinutes(addDays(SEED_NOW, -random.int(3, Math.max(3, duration - 45))), -random.int(0, 600));
      return {
        createdAt: addDays(launchedAt, -random.int(1, 5)),
        startDate: launchedAt,
        endDate: addDays(launchedAt, duration),
        launchedAt,
        activeUntil: SEED_NOW,
      };
    }
    case 'CLOSED': {
      const endDate = addDays(SEED_NOW, -random.int(5, 300));
      const launchedAt = addDays(endDate, -duration);
      return {
        createdAt: addDays(launchedAt, -random.int(1, 7)),
        startDate: launchedAt,
        endDate,
        launchedAt,
        activeUntil: endDate,
      };
    }
    case 'CANCELED': {
      const launchedAt = addDays(SEED_NOW, -random.int(30, 200));
      const endDate = addDays(launchedAt, duration);
      const canceledAt = earliest(addDays(launchedAt, random.int(4, 12)), SEED_NOW);
      return {
        createdAt: addDays(launchedAt, -random.int(1, 5)),
        startDate: launchedAt,
        endDate,
        launchedAt,
        activeUntil: canceledAt,
      };
    }
  }
}

/** Competences of a job and their weights, redistributed to add up to 100 (the remainder goes to the first). */
function competencesFor(job: JobProfile): { name: string; weight: number }[] {
  const base = AREA_PROFILES[job.area].competences;
  const names =
    job.level === 'SENIOR' || job.level === 'EXECUTIVE' ? [...base.slice(0, 3), LEADERSHIP_COMPETENCE] : [...base];
  const share = Math.floor(100 / names.length);
  return names.map((name, i) => ({ name, weight: share + (i === 0 ? 100 - share * names.length : 0) }));
}

/** The profile requirements a recruiter would set for the job (spec 1 section 3). */
function jobRequirements(
  job: JobProfile,
  position: PositionName,
  components: readonly JobComponent[],
  competences: { name: string; weight: number }[],
) {
  const profile = AREA_PROFILES[job.area];
  const [salaryFrom, salaryTo] = SALARY_BANDS_USD[job.level];
  const has = (type: JobComponent['componentType']) => components.some((c) => c.componentType === type);
  return {
    curriculum: {
      skillList: profile.skills.slice(0, 3).map((skill, i) => ({ skill, level: i === 0 ? 'HIGH' : 'MEDIUM' })),
      personalInfo: {
        ageFrom: 18,
        ageTo: job.level === 'OPERATIVE' ? 45 : 55,
        relocation: false,
        cityList: [job.city],
      },
      salary: { currencyName: 'USD', includeDefined: true, salaryFrom, salaryTo },
      education: {
        degreeName: job.level === 'OPERATIVE' ? 'Bachillerato' : 'Universitario',
        status: 'COMPLETED',
        institutions: [],
        studyAreas: [profile.studyArea],
      },
      experience: {
        yearsFrom: job.level === 'OPERATIVE' ? 0 : 2,
        yearsTo: 15,
        areas: [job.area],
        industries: [job.industry],
        subAreas: [profile.subArea],
        jobTitleList: [position],
      },
      languageList: [
        { name: 'Español', level: 'NATIVE_OR_BILINGUAL' },
        { name: 'Inglés', level: job.level === 'OPERATIVE' ? 'ELEMENTARY' : 'LIMITED_WORKING' },
      ],
    },
    competences: has('COMPETENCE') ? competences.map((c, i) => ({ id: i + 1, ...c })) : null,
    knowledge: has('KNOWLEDGE_TEST')
      ? [
          {
            testId: 1,
            weight: 100,
            knowledgeTest: {
              name: profile.knowledgeTest,
              difficulty: DIFFICULTY_BY_LEVEL[job.level],
              questionCount: 20,
              scoreScale: 100,
              time: 30,
              timeControl: true,
            },
          },
        ]
      : null,
    interview: has('INTERVIEW')
      ? { questions: INTERVIEW_QUESTIONS.map((content, i) => ({ order: i + 1, content })) }
      : null,
  };
}

/**
 * Inserts processes with their positions, job opportunities and job components, in batches.
 * Returns them in the order of `specs`.
 */
export async function insertProcesses(
  db: Database,
  random: SeededRandom,
  company: CompanyContext,
  specs: readonly ProcessSpec[],
  batchSize: number,
): Promise<SeededProcess[]> {
  await ensurePositions(db, company, specs);
  const planned = specs.map((spec) => {
    const place = company.places.get(spec.city);
    if (!place) throw new Error(`No place named ${spec.city}`);
    const job: JobProfile = {
      countryCode: place.countryCode,
      city: spec.city,
      ...POSITIONS[spec.position],
      industry: company.industry,
    };
    const timeline = timelineFor(random, spec);
    const components = spec.withJobOpportunity ? withOrder(COMPONENT_SETS[spec.components]) : [];
    const name = spec.name ?? `${spec.position.toLocaleUpperCase('es')} - ${spec.city.toLocaleUpperCase('es')}`;
    return { spec, job, timeline, components, name, competences: competencesFor(job) };
  });

  const ids = await insertReturningIds(
    db,
    processes,
    planned.map(({ spec, job, timeline, name }) => processRow(random, company, spec, job, timeline, name)),
    batchSize,
  );

  const withJob = planned.flatMap((p, i) => (p.components.length > 0 ? [{ ...p, processId: ids[i]! }] : []));
  const opportunityIds = await insertReturningIds(
    db,
    jobOpportunities,
    withJob.map(({ spec, job, components, competences, processId }) => ({
      processId,
      name: spec.position,
      positionId: company.positionIds.get(spec.position) ?? null,
      overqualified: job.level === 'OPERATIVE',
      ...jobRequirements(job, spec.position, components, competences),
    })),
    batchSize,
  );
  await insertInBatches(
    db,
    jobComponents,
    withJob.flatMap(({ components }, i) =>
      components.map((c) => ({
        jobOpportunityId: opportunityIds[i]!,
        componentType: c.componentType,
        order: c.order,
        weight: c.weight,
        minValueToPass: String(c.minValueToPass),
      })),
    ),
    batchSize,
  );

  return planned.map(({ spec, job, timeline, components, name, competences }, i) => ({
    cvRequirements: components.some((c) => c.componentType === 'CURRICULUM')
      ? cvRequirementsOf(jobRequirements(job, spec.position, components, competences).curriculum)
      : null,
    id: ids[i]!,
    companyId: company.id,
    name,
    status: spec.status,
    plan: spec.plan,
    ownerId: spec.ownerId,
    job,
    launchedAt: timeline.launchedAt,
    activeUntil: timeline.activeUntil,
    endDate: timeline.endDate,
    components,
    competences,
  }));
}

function processRow(
  random: SeededRandom,
  company: CompanyContext,
  spec: ProcessSpec,
  job: JobProfile,
  timeline: Timeline,
  name: string,
): typeof processes.$inferInsert {
  const planned = creditsForDuration(spec.durationDays);
  // A process plan pays one process; a trust process pays per person checked (set once its candidates exist).
  const creditsValue = spec.plan === 'CREDIT' ? planned : 1;
  const consumed =
    spec.status === 'DRAFT' || spec.plan === 'RELIABILITY'
      ? 0
      : creditsValue + (spec.extended ? creditsForDuration(EXTENSION_DAYS) : 0);
  const timeZone = TIME_ZONES[job.countryCode] ?? 'America/Bogota';
  const isPublic = spec.plan === 'PROCESS';
  const publicName = spec.confidential ? 'Empresa confidencial' : company.commercialName;
  const [fromSalary, toSalary] = SALARY_BANDS_USD[job.level];
  return {
    companyId: company.id,
    agencyId: company.agencyIdByCity.get(spec.city) ?? null,
    ownerId: spec.ownerId,
    positionId: company.positionIds.get(spec.position) ?? null,
    planConfigId: company.planConfigIds[spec.plan] ?? null,
    parentId: spec.parent?.id ?? null,
    name,
    status: spec.status,
    typeCompanyPlan: spec.plan,
    environmentType: spec.environment === 'EMAIL' ? 'EMAIL' : 'CONTROLLED',
    fullProfile: spec.environment !== 'CONTROLLED_BASIC',
    productType: spec.product,
    confidential: spec.confidential ?? false,
    archived: spec.archived ?? false,
    isPublic,
    skipInterview: false,
    timeZone,
    startDate: timeline.startDate,
    endDate: timeline.endDate,
    launchedAt: timeline.launchedAt,
    endPublicationDate: isPublic ? addDays(timeline.endDate, -5) : null,
    creditsValue,
    totalConsume: consumed,
    isExtend: spec.extended ?? false,
    environmentSettings: {
      notificationAtTheEnd: true,
      notificationPerEvaluated: random.chance(0.3),
      subject: `Invitación al proceso ${name}`,
      text: `Hola, ${publicName} te invita a participar en su proceso de selección.`,
      cc: [],
      fullProfile: spec.environment !== 'CONTROLLED_BASIC',
    },
    advanced: {
      timeZone,
      description: `Selección de ${spec.position.toLowerCase()} para ${spec.city}.`,
      showCompanyInfo: !spec.confidential,
      publicCompanyName: publicName,
      callbackUrl: null,
      redirectUrl: null,
    },
    notificationInfo: {
      name: spec.position,
      description: `Buscamos ${spec.position.toLowerCase()} para nuestra operación en ${spec.city}.`,
      country: COUNTRIES.find((c) => c.code === job.countryCode)?.nameEs ?? job.countryCode,
      locationName: spec.city,
      companyName: publicName,
      endDate: timeline.endDate.toISOString(),
      jobTemporality: 'FULL_TIME',
      fromSalary,
      toSalary,
      currencyName: 'USD',
      videoUrl: null,
      imageUrl: null,
    },
    createdAt: timeline.createdAt,
    updatedAt: earliest(SEED_NOW, spec.status === 'DRAFT' ? timeline.createdAt : timeline.activeUntil),
  };
}

async function ensurePositions(db: Database, company: CompanyContext, specs: readonly ProcessSpec[]): Promise<void> {
  const missing = [
    ...new Map(specs.filter((s) => !company.positionIds.has(s.position)).map((s) => [s.position, s])).values(),
  ];
  const ids = await insertReturningIds(
    db,
    positions,
    missing.map((spec) => ({
      companyId: company.id,
      name: spec.position,
      difficulty: DIFFICULTY_BY_LEVEL[POSITIONS[spec.position].level],
      description: `Perfil de ${spec.position.toLowerCase()} (${POSITIONS[spec.position].area.toLowerCase()}).`,
      placeId: company.places.get(spec.city)?.id ?? null,
      createdAt: addDays(SEED_NOW, -400),
    })),
    500,
  );
  missing.forEach((spec, i) => company.positionIds.set(spec.position, ids[i]!));
}
