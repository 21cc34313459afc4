import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  PRIVACY_POLICY_NAME,
  type CompanyPlanType,
  type ComponentType,
  type EnvironmentType,
  type FeatureName,
  type PersonStatus,
  type PlanStatus,
  type ProcessStatus,
  type ProductType,
  type Role,
} from '@terna/domain';
import { hashPassword } from '../../src/auth/passwords.js';
import { newOpaqueToken } from '../../src/auth/tokens.js';
import type { Database } from '../../src/db/client.js';
import {
  blacklist,
  companies,
  companyFeatures,
  componentResults,
  creditAccounts,
  creditTransactions,
  curricula,
  feelings,
  hires,
  jobComponents,
  jobOpportunities,
  memberships,
  observers,
  persons,
  personTags,
  places,
  planConfigs,
  planFeatures,
  plans,
  positions,
  processes,
  processPersons,
  processTags,
  termsAcceptances,
  users,
} from '../../src/db/schema/index.js';

export const DEFAULT_PASSWORD = 'secret-pass';

// argon2 is slow on purpose: hash each distinct password once per test file (module state is per file).
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** A short random tag that keeps names and e-mails unique within a shared database. */
export const uniqueTag = () => randomBytes(4).toString('hex');

export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface BuildCompanyInput {
  commercialName?: string;
  companyName?: string;
  countryCode?: string;
  companyType?: 'PYME' | 'ENTERPRISE';
  logoUrl?: string | null;
}

export interface BuildUserInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  role?: Role;
  /** The company the user is a member of; none when omitted. */
  companyId?: number;
  /** Records an acceptance of the current privacy policy (version 1). */
  acceptedPolicy?: boolean;
  birthDate?: string | null;
}

export interface BuiltPlan {
  planConfigId: number;
  accountId: number;
  planId: number;
}

export interface BuildPlanOptions {
  /**
   * Plan feature slugs (e.g. 'Long_Duration_Processes'). Features hang off the shared catalogue
   * row, so a plan with features gets a catalogue row of its own: other companies are unaffected.
   */
  features?: readonly string[];
}

export type ProcessRow = typeof processes.$inferSelect;

export interface BuildComponentInput {
  componentType: ComponentType;
  order: number;
  weight: number;
  minValueToPass?: number;
}

export interface BuildProcessInput {
  companyId: number;
  name?: string;
  status?: ProcessStatus;
  typeCompanyPlan?: CompanyPlanType;
  environmentType?: EnvironmentType;
  fullProfile?: boolean;
  planConfigId?: number | null;
  startDate?: Date | null;
  endDate?: Date | null;
  ownerId?: number | null;
  parentId?: number | null;
  archived?: boolean;
  confidential?: boolean;
  productType?: ProductType;
  /** A position of that name is created for the process. */
  positionName?: string;
  createdAt?: Date;
  timeZone?: string;
  totalConsume?: number;
  /** true: a job opportunity with the default components; an object: with those components. */
  withJobOpportunity?: boolean | { name?: string; components?: BuildComponentInput[] };
  tags?: { code: string; label: string; color: string }[];
}

export interface BuildPersonInput {
  firstName?: string;
  lastName?: string;
  email?: string | null;
  identification?: string | null;
  /** YYYY-MM-DD. */
  birthDate?: string | null;
  gender?: string;
  maritalStatus?: string | null;
  placeId?: number | null;
}

export interface BuildProcessPersonInput {
  processId: number;
  /** Defaults to the process's company. */
  companyId?: number;
  evaluationsStatus?: PersonStatus;
  /** An existing person, or the fields of a new one. */
  personId?: number;
  person?: BuildPersonInput;
  ranking?: number | null;
  composedScore?: number | null;
  composedStatus?: boolean;
  trustCode?: string | null;
}

export interface BuildCurriculumInput {
  personId: number;
  salaryAmount?: number | null;
  salaryCurrency?: string | null;
  industry?: string | null;
  areaExperience?: string | null;
  subExperience?: string | null;
  education?: string | null;
  institution?: string | null;
  lastCompany?: string | null;
  skills?: string[] | null;
  languages?: string[] | null;
  /** The CV's detail (educationList, experiences, …) as stored in curricula.data. */
  data?: Record<string, unknown> | null;
}

export interface BuildObserverInput {
  processId: number;
  companyId: number;
  name?: string;
  email?: string;
  sections?: string[];
  status?: string;
  tokenHash?: string | null;
  expiresAt?: Date | null;
  termsAcceptedAt?: Date | null;
}

export interface BuildFeelingInput {
  processPersonId: number;
  /** A company user's feeling, or an observer's (set one of the two). */
  userId?: number;
  observerId?: number;
  feeling: string;
}

export interface BuiltProcessPerson {
  processPersonId: number;
  personId: number;
  person: typeof persons.$inferSelect;
}

const DAY_MS = 86_400_000;
export const DEFAULT_COMPONENTS: BuildComponentInput[] = [
  { componentType: 'DISC', order: 1, weight: 20 },
  { componentType: 'COMPETENCE', order: 2, weight: 50, minValueToPass: 60 },
  { componentType: 'INTERVIEW', order: 3, weight: 30, minValueToPass: 12.5 },
];

/** Row builders that write straight to the database, for tests that need data the API has no way to create yet. */
export function createFactories(db: Database) {
  async function buildCompany(input: BuildCompanyInput = {}): Promise<CompanyRow> {
    const tag = uniqueTag();
    const [company] = await db
      .insert(companies)
      .values({
        commercialName: input.commercialName ?? `Company ${tag}`,
        companyName: input.companyName ?? `Company ${tag} S.A.`,
        countryCode: input.countryCode ?? 'MX',
        companyType: input.companyType ?? 'ENTERPRISE',
        logoUrl: input.logoUrl ?? null,
      })
      .returning();
    return company!;
  }

  async function addMembership(userId: number, companyId: number, role: Role = 'OWNER'): Promise<void> {
    await db.insert(memberships).values({ userId, companyId, role });
  }

  async function buildUser(input: BuildUserInput = {}): Promise<UserRow & { password: string }> {
    const tag = uniqueTag();
    const password = input.password ?? DEFAULT_PASSWORD;
    const [user] = await db
      .insert(users)
      .values({
        email: input.email ?? `user-${tag}@example.test`,
        passwordHash: await cachedHash(password),
        firstName: input.firstName ?? `First${tag}`,
        lastName: input.lastName ?? `Last${tag}`,
        birthDate: input.birthDate ?? null,
      })
      .returning();
    if (input.companyId !== undefined) await addMembership(user!.id, input.companyId, input.role ?? 'OWNER');
    if (input.acceptedPolicy ?? true) {
      await db
        .insert(termsAcceptances)
        .values({ userId: user!.id, name: PRIVACY_POLICY_NAME, version: '1', link: '/legal/privacy-policy' });
    }
    return { ...user!, password };
  }

  /** Subscribes the company to the catalogue plan of `type`, with a credit account holding `balance` (and its CREDIT ledger entry). */
  async function buildPlan(
    companyId: number,
    type: CompanyPlanType,
    balance = 0,
    planStatus: PlanStatus = 'ACTIVE',
    options: BuildPlanOptions = {},
  ): Promise<BuiltPlan> {
    const plan = options.features
      ? await buildCataloguePlan(type, options.features)
      : (await db.select().from(plans).where(eq(plans.type, type)).orderBy(asc(plans.id)).limit(1))[0];
    if (!plan) throw new Error(`No catalogue plan of type ${type}`);
    const [config] = await db.insert(planConfigs).values({ companyId, planId: plan.id, planStatus }).returning();
    const [account] = await db
      .insert(creditAccounts)
      .values({ companyId, planConfigId: config!.id, availableBalance: balance })
      .returning();
    if (balance > 0) {
      await db.insert(creditTransactions).values({
        accountId: account!.id,
        companyId,
        type: 'CREDIT',
        amount: balance,
        balanceAfter: balance,
        concept: 'Initial credits',
      });
    }
    return { planConfigId: config!.id, accountId: account!.id, planId: plan.id };
  }

  async function buildFeature(companyId: number, name: FeatureName, status = true): Promise<void> {
    await db.insert(companyFeatures).values({ companyId, name, status });
  }

  /** A catalogue plan row of its own with these feature slugs (status true). */
  async function buildCataloguePlan(type: CompanyPlanType, featureSlugs: readonly string[]) {
    const tag = uniqueTag();
    const [plan] = await db
      .insert(plans)
      .values({ type, label: `${type} ${tag}`, name: `Test plan ${type} ${tag}` })
      .returning();
    if (featureSlugs.length) {
      await db
        .insert(planFeatures)
        .values(featureSlugs.map((slug) => ({ planId: plan!.id, name: slug, slug, status: true })));
    }
    return plan!;
  }

  /**
   * A process of the company, LAUNCHED on the PROCESS plan in an EMAIL environment by default,
   * running from 10 days ago to 10 days ahead.
   */
  async function buildProcess(input: BuildProcessInput): Promise<ProcessRow> {
    const tag = uniqueTag();
    const now = Date.now();
    let positionId: number | null = null;
    if (input.positionName) {
      const [position] = await db
        .insert(positions)
        .values({ companyId: input.companyId, name: input.positionName })
        .returning();
      positionId = position!.id;
    }
    const status = input.status ?? 'LAUNCHED';
    const [process] = await db
      .insert(processes)
      .values({
        companyId: input.companyId,
        ownerId: input.ownerId ?? null,
        positionId,
        planConfigId: input.planConfigId ?? null,
        parentId: input.parentId ?? null,
        name: input.name ?? `PROCESO ${tag.toUpperCase()}`,
        status,
        typeCompanyPlan: input.typeCompanyPlan ?? 'PROCESS',
        environmentType: input.environmentType ?? 'EMAIL',
        fullProfile: input.fullProfile ?? true,
        productType: input.productType ?? 'CAP',
        confidential: input.confidential ?? false,
        archived: input.archived ?? false,
        timeZone: input.timeZone ?? 'America/Bogota',
        startDate: input.startDate === undefined ? new Date(now - 10 * DAY_MS) : input.startDate,
        endDate: input.endDate === undefined ? new Date(now + 10 * DAY_MS) : input.endDate,
        launchedAt: status === 'DRAFT' ? null : (input.startDate ?? new Date(now - 10 * DAY_MS)),
        totalConsume: input.totalConsume ?? 0,
        ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
      })
      .returning();
    if (input.withJobOpportunity) {
      const spec = input.withJobOpportunity === true ? {} : input.withJobOpportunity;
      const [opportunity] = await db
        .insert(jobOpportunities)
        .values({
          processId: process!.id,
          name: spec.name ?? process!.name,
          positionId,
          competences: [{ id: 1, name: 'Liderazgo', weight: 100 }],
        })
        .returning();
      const components = spec.components ?? DEFAULT_COMPONENTS;
      if (components.length) {
        await db.insert(jobComponents).values(
          components.map((c) => ({
            jobOpportunityId: opportunity!.id,
            componentType: c.componentType,
            order: c.order,
            weight: c.weight,
            minValueToPass: String(c.minValueToPass ?? 0),
          })),
        );
      }
    }
    if (input.tags?.length)
      await db.insert(processTags).values(input.tags.map((t) => ({ ...t, processId: process!.id })));
    return process!;
  }

  async function buildPerson(input: BuildPersonInput = {}) {
    const tag = uniqueTag();
    const [person] = await db
      .insert(persons)
      .values({
        firstName: input.firstName ?? `Nombre${tag}`,
        lastName: input.lastName ?? `Apellido${tag}`,
        email: input.email === undefined ? `candidate-${tag}@example.test` : input.email,
        identification: input.identification === undefined ? `ID${tag}` : input.identification,
        birthDate: input.birthDate ?? null,
        gender: input.gender ?? 'UNDEFINED',
        maritalStatus: input.maritalStatus ?? null,
        placeId: input.placeId ?? null,
      })
      .returning();
    return person!;
  }

  /** A candidate in a process (a new person unless personId is given). */
  async function buildProcessPerson(input: BuildProcessPersonInput): Promise<BuiltProcessPerson> {
    let companyId = input.companyId;
    if (companyId === undefined) {
      const [process] = await db
        .select({ companyId: processes.companyId })
        .from(processes)
        .where(eq(processes.id, input.processId));
      if (!process) throw new Error(`No process ${input.processId}`);
      companyId = process.companyId;
    }
    const person = input.personId
      ? (await db.select().from(persons).where(eq(persons.id, input.personId)))[0]!
      : await buildPerson(input.person);
    const [row] = await db
      .insert(processPersons)
      .values({
        processId: input.processId,
        personId: person.id,
        companyId,
        evaluationsStatus: input.evaluationsStatus ?? 'OPEN',
        ranking: input.ranking ?? null,
        composedScore: input.composedScore == null ? null : String(input.composedScore),
        composedStatus: input.composedStatus ?? input.composedScore != null,
        trustCode: input.trustCode ?? null,
      })
      .returning();
    return { processPersonId: row!.id, personId: person.id, person };
  }

  async function buildHire(input: {
    processPersonId: number;
    status?: string;
    hiredAt?: string;
    userId?: number | null;
  }): Promise<void> {
    await db.insert(hires).values({
      processPersonId: input.processPersonId,
      status: input.status ?? 'ACTIVE',
      hiredAt: input.hiredAt ?? new Date().toISOString().slice(0, 10),
      userId: input.userId ?? null,
    });
  }

  /** A catalogue place (city) with a unique uuid. */
  async function buildPlace(input: { name?: string; province?: string; countryCode?: string } = {}) {
    const tag = uniqueTag();
    const [place] = await db
      .insert(places)
      .values({
        uuid: `place-${tag}`,
        name: input.name ?? `Ciudad ${tag}`,
        province: input.province ?? 'Provincia',
        countryCode: input.countryCode ?? 'MX',
      })
      .returning();
    return place!;
  }

  /** The person's CV (one per person). */
  async function buildCurriculum(input: BuildCurriculumInput) {
    const [row] = await db
      .insert(curricula)
      .values({
        personId: input.personId,
        salaryAmount: input.salaryAmount ?? null,
        salaryCurrency: input.salaryCurrency ?? (input.salaryAmount == null ? null : 'USD'),
        industry: input.industry ?? null,
        areaExperience: input.areaExperience ?? null,
        subExperience: input.subExperience ?? null,
        education: input.education ?? null,
        institution: input.institution ?? null,
        lastCompany: input.lastCompany ?? null,
        skills: input.skills ?? null,
        languages: input.languages ?? null,
        data: input.data ?? null,
      })
      .returning();
    return row!;
  }

  async function buildComponentResult(input: {
    processPersonId: number;
    componentType: ComponentType;
    status?: string;
    value?: number | null;
    notified?: boolean;
  }) {
    const [row] = await db
      .insert(componentResults)
      .values({
        processPersonId: input.processPersonId,
        componentType: input.componentType,
        status: input.status ?? 'PENDING',
        value: input.value == null ? null : String(input.value),
        notified: input.notified ?? false,
        isCompleted: input.status === 'COMPLETED',
      })
      .returning();
    return row!;
  }

  async function buildPersonTag(input: { processPersonId: number; code: string; userId?: number | null; date?: Date }) {
    const [row] = await db
      .insert(personTags)
      .values({
        processPersonId: input.processPersonId,
        code: input.code,
        userId: input.userId ?? null,
        ...(input.date ? { date: input.date } : {}),
      })
      .returning();
    return row!;
  }

  async function buildFeeling(input: BuildFeelingInput) {
    if ((input.userId === undefined) === (input.observerId === undefined))
      throw new Error('buildFeeling: set exactly one of userId, observerId');
    const [row] = await db
      .insert(feelings)
      .values({
        processPersonId: input.processPersonId,
        userId: input.userId ?? null,
        observerId: input.observerId ?? null,
        feeling: input.feeling,
      })
      .returning();
    return row!;
  }

  /** An external reviewer of a process (ACTIVE, no token unless given). */
  async function buildObserver(input: BuildObserverInput) {
    const tag = uniqueTag();
    const [row] = await db
      .insert(observers)
      .values({
        processId: input.processId,
        companyId: input.companyId,
        name: input.name ?? `Observer ${tag}`,
        email: input.email ?? `observer-${tag}@example.test`,
        sections: input.sections ?? [],
        status: input.status ?? 'ACTIVE',
        tokenHash: input.tokenHash ?? null,
        expiresAt: input.expiresAt ?? null,
        termsAcceptedAt: input.termsAcceptedAt ?? null,
      })
      .returning();
    return row!;
  }

  /** An invited observer whose link works (expires in 7 days unless told); `token` is what the link carries, stored only hashed. */
  async function buildObserverLink(input: Omit<BuildObserverInput, 'tokenHash'>) {
    const { token, hash } = newOpaqueToken();
    const observer = await buildObserver({ expiresAt: new Date(Date.now() + 7 * DAY_MS), ...input, tokenHash: hash });
    return { observer, token };
  }

  /** Puts the person on the company's unwanted list. */
  async function buildBlacklist(input: { companyId: number; personId: number; userId?: number | null }): Promise<void> {
    await db
      .insert(blacklist)
      .values({ companyId: input.companyId, personId: input.personId, userId: input.userId ?? null });
  }

  return {
    buildCompany,
    buildUser,
    addMembership,
    buildPlan,
    buildCataloguePlan,
    buildFeature,
    buildProcess,
    buildPerson,
    buildProcessPerson,
    buildHire,
    buildPlace,
    buildCurriculum,
    buildComponentResult,
    buildPersonTag,
    buildFeeling,
    buildObserver,
    buildObserverLink,
    buildBlacklist,
  };
}

export type Factories = ReturnType<typeof createFactories>;
